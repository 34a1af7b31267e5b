CREATE TABLE "investment_sales_days" (
	"asset_type_id" integer NOT NULL,
	"day" date NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	CONSTRAINT "investment_sales_days_asset_type_id_day_pk" PRIMARY KEY("asset_type_id","day")
);
--> statement-breakpoint
ALTER TABLE "investment_sales_days" ADD CONSTRAINT "investment_sales_days_asset_type_id_asset_types_id_fk" FOREIGN KEY ("asset_type_id") REFERENCES "public"."asset_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written (decision 0102): what each asset type sold per day (UTC), the investments awaiting payment or
-- paid by the day they were made, kept from `investments` once per statement (its transition tables: a batch
-- of investments, a lapse run or a payout adds one row per asset type and day, not one per investment).
-- Rows are written in (asset type, day) order, so two statements take their locks in one order.
CREATE OR REPLACE FUNCTION investment_sales_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO investment_sales_days AS d (asset_type_id, day, total)
    SELECT asset_type_id, (created_at AT TIME ZONE 'UTC')::date, sum(total_investment)
      FROM changed_new WHERE status IN ('awaiting_payment', 'paid')
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (asset_type_id, day) DO UPDATE SET total = d.total + EXCLUDED.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO investment_sales_days AS d (asset_type_id, day, total)
    SELECT asset_type_id, (created_at AT TIME ZONE 'UTC')::date, -sum(total_investment)
      FROM changed_old WHERE status IN ('awaiting_payment', 'paid')
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (asset_type_id, day) DO UPDATE SET total = d.total + EXCLUDED.total;
  ELSE
    INSERT INTO investment_sales_days AS d (asset_type_id, day, total)
    SELECT asset_type_id, day, sum(amount)
      FROM (SELECT asset_type_id, (created_at AT TIME ZONE 'UTC')::date AS day, total_investment AS amount
              FROM changed_new WHERE status IN ('awaiting_payment', 'paid')
            UNION ALL
            SELECT asset_type_id, (created_at AT TIME ZONE 'UTC')::date, -total_investment
              FROM changed_old WHERE status IN ('awaiting_payment', 'paid')) c
     GROUP BY 1, 2 HAVING sum(amount) <> 0 ORDER BY 1, 2
    ON CONFLICT (asset_type_id, day) DO UPDATE SET total = d.total + EXCLUDED.total;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION investment_sales_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM investment_sales_days;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER investments_sales_insert AFTER INSERT ON investments REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION investment_sales_apply();--> statement-breakpoint
CREATE TRIGGER investments_sales_update AFTER UPDATE ON investments
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION investment_sales_apply();--> statement-breakpoint
CREATE TRIGGER investments_sales_delete AFTER DELETE ON investments REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION investment_sales_apply();--> statement-breakpoint
CREATE TRIGGER investments_sales_truncate AFTER TRUNCATE ON investments
  FOR EACH STATEMENT EXECUTE FUNCTION investment_sales_clear();--> statement-breakpoint
INSERT INTO investment_sales_days (asset_type_id, day, total)
SELECT asset_type_id, (created_at AT TIME ZONE 'UTC')::date, sum(total_investment)
  FROM investments WHERE status IN ('awaiting_payment', 'paid')
 GROUP BY 1, 2;
