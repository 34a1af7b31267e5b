-- Keeps investment_totals equal to the sums of each user's active investments per asset type.
CREATE FUNCTION investment_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'active' THEN
    UPDATE investment_totals
       SET total_investment = total_investment - OLD.total_investment,
           expected_annual_return = expected_annual_return - OLD.expected_annual_return,
           quantity = quantity - OLD.quantity
     WHERE user_id = OLD.user_id AND asset_type_id = OLD.asset_type_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'active' THEN
    INSERT INTO investment_totals (user_id, asset_type_id, total_investment, expected_annual_return, quantity)
    VALUES (NEW.user_id, NEW.asset_type_id, NEW.total_investment, NEW.expected_annual_return, NEW.quantity)
    ON CONFLICT (user_id, asset_type_id) DO UPDATE
       SET total_investment = investment_totals.total_investment + EXCLUDED.total_investment,
           expected_annual_return = investment_totals.expected_annual_return + EXCLUDED.expected_annual_return,
           quantity = investment_totals.quantity + EXCLUDED.quantity;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER investments_maintain_totals
  AFTER INSERT OR UPDATE OF status, total_investment, expected_annual_return, quantity OR DELETE ON investments
  FOR EACH ROW EXECUTE FUNCTION investment_totals_apply();
--> statement-breakpoint
INSERT INTO investment_totals (user_id, asset_type_id, total_investment, expected_annual_return, quantity)
SELECT user_id, asset_type_id, sum(total_investment), sum(expected_annual_return), sum(quantity)
  FROM investments WHERE status = 'active'
 GROUP BY user_id, asset_type_id;
