ALTER TABLE "investment_totals" ADD COLUMN "paid_investment" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "investment_totals" ADD COLUMN "paid_expected_annual_return" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "investment_totals" ADD COLUMN "paid_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (issue 33): the running totals keep, beside the reservation of awaiting and paid investments
-- (the caps of § 2a VermAnlG, decision 0057), the sums of paid investments alone (paid_*), which the
-- dashboard, the public profile and the funding raised show. Re-add this block when regenerating.
CREATE OR REPLACE FUNCTION investment_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN ('awaiting_payment', 'paid') THEN
    UPDATE investment_totals
       SET total_investment = total_investment - OLD.total_investment,
           expected_annual_return = expected_annual_return - OLD.expected_annual_return,
           quantity = quantity - OLD.quantity,
           paid_investment = paid_investment
             - CASE WHEN OLD.status = 'paid' THEN OLD.total_investment ELSE 0 END,
           paid_expected_annual_return = paid_expected_annual_return
             - CASE WHEN OLD.status = 'paid' THEN OLD.expected_annual_return ELSE 0 END,
           paid_quantity = paid_quantity - CASE WHEN OLD.status = 'paid' THEN OLD.quantity ELSE 0 END
     WHERE user_id = OLD.user_id AND asset_type_id = OLD.asset_type_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('awaiting_payment', 'paid') THEN
    INSERT INTO investment_totals (user_id, asset_type_id, total_investment, expected_annual_return, quantity,
                                   paid_investment, paid_expected_annual_return, paid_quantity)
    VALUES (NEW.user_id, NEW.asset_type_id, NEW.total_investment, NEW.expected_annual_return, NEW.quantity,
            CASE WHEN NEW.status = 'paid' THEN NEW.total_investment ELSE 0 END,
            CASE WHEN NEW.status = 'paid' THEN NEW.expected_annual_return ELSE 0 END,
            CASE WHEN NEW.status = 'paid' THEN NEW.quantity ELSE 0 END)
    ON CONFLICT (user_id, asset_type_id) DO UPDATE
       SET total_investment = investment_totals.total_investment + EXCLUDED.total_investment,
           expected_annual_return = investment_totals.expected_annual_return + EXCLUDED.expected_annual_return,
           quantity = investment_totals.quantity + EXCLUDED.quantity,
           paid_investment = investment_totals.paid_investment + EXCLUDED.paid_investment,
           paid_expected_annual_return =
             investment_totals.paid_expected_annual_return + EXCLUDED.paid_expected_annual_return,
           paid_quantity = investment_totals.paid_quantity + EXCLUDED.paid_quantity;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE investment_totals tot
   SET paid_investment = paid.total_investment,
       paid_expected_annual_return = paid.expected_annual_return,
       paid_quantity = paid.quantity
  FROM (SELECT user_id, asset_type_id, sum(total_investment) AS total_investment,
               sum(expected_annual_return) AS expected_annual_return, sum(quantity) AS quantity
          FROM investments WHERE status = 'paid'
         GROUP BY user_id, asset_type_id) paid
 WHERE tot.user_id = paid.user_id AND tot.asset_type_id = paid.asset_type_id;
