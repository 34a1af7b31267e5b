CREATE TABLE "bank_statement_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_key" text NOT NULL,
	"statement_id" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"direction" text NOT NULL,
	"booking_date" text NOT NULL,
	"counterparty_name" text,
	"counterparty_iban" text,
	"remittance" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"investment_id" text,
	"raw" jsonb NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_iban" text NOT NULL,
	"statement_id" text NOT NULL,
	"sequence" bigint NOT NULL,
	"opening_cents" bigint,
	"closing_cents" bigint,
	"closing_date" text,
	"message_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investments" ALTER COLUMN "status" SET DEFAULT 'awaiting_payment';--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "lapsed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_statement_items" ADD CONSTRAINT "bank_statement_items_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_items_import_key" ON "bank_statement_items" USING btree ("import_key");--> statement-breakpoint
CREATE INDEX "bank_statement_items_open_exceptions" ON "bank_statement_items" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_account_id_seq" ON "bank_statements" USING btree ("account_iban","statement_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "investments_payment_reference" ON "investments" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "investments_awaiting_due_idx" ON "investments" USING btree ("payment_due_at") WHERE "investments"."status" = 'awaiting_payment';--> statement-breakpoint
-- Hand-written (issue 33, decision 0057): investments from before payments were tracked are paid, and the
-- running totals (the caps of § 2a VermAnlG) count awaiting and paid investments.
CREATE OR REPLACE FUNCTION investment_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN ('awaiting_payment', 'paid') THEN
    UPDATE investment_totals
       SET total_investment = total_investment - OLD.total_investment,
           expected_annual_return = expected_annual_return - OLD.expected_annual_return,
           quantity = quantity - OLD.quantity
     WHERE user_id = OLD.user_id AND asset_type_id = OLD.asset_type_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('awaiting_payment', 'paid') THEN
    INSERT INTO investment_totals (user_id, asset_type_id, total_investment, expected_annual_return, quantity)
    VALUES (NEW.user_id, NEW.asset_type_id, NEW.total_investment, NEW.expected_annual_return, NEW.quantity)
    ON CONFLICT (user_id, asset_type_id) DO UPDATE
       SET total_investment = investment_totals.total_investment + EXCLUDED.total_investment,
           expected_annual_return = investment_totals.expected_annual_return + EXCLUDED.expected_annual_return,
           quantity = investment_totals.quantity + EXCLUDED.quantity;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
ALTER TABLE investments DISABLE TRIGGER investments_maintain_totals;--> statement-breakpoint
UPDATE investments SET status = 'paid', paid_at = coalesce(confirmed_at, created_at) WHERE status = 'active';--> statement-breakpoint
ALTER TABLE investments ENABLE TRIGGER investments_maintain_totals;
