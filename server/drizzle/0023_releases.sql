CREATE TABLE "release_investments" (
	"investment_id" text PRIMARY KEY NOT NULL,
	"release_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" text PRIMARY KEY NOT NULL,
	"asset_type_id" integer NOT NULL,
	"issuer_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"investment_count" integer NOT NULL,
	"end_to_end_id" text NOT NULL,
	"state" text DEFAULT 'ordered' NOT NULL,
	"created_by_id" text,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booked_at" timestamp with time zone,
	"booked_import_key" text,
	CONSTRAINT "releases_end_to_end_id_unique" UNIQUE("end_to_end_id"),
	CONSTRAINT "releases_amount_positive" CHECK ("releases"."amount_cents" > 0),
	CONSTRAINT "releases_count_positive" CHECK ("releases"."investment_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "asset_types" ADD COLUMN "funding_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "release_investments" ADD CONSTRAINT "release_investments_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_investments" ADD CONSTRAINT "release_investments_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_asset_type_id_asset_types_id_fk" FOREIGN KEY ("asset_type_id") REFERENCES "public"."asset_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_investments_release_idx" ON "release_investments" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "releases_asset_type_idx" ON "releases" USING btree ("asset_type_id");--> statement-breakpoint
-- Hand-written (issue 33, decision 0059): the issuers' ledger accounts are keyed by the issuer's id
-- (`issuer_payable:issuer:<id>`) instead of the asset type's (`issuer_payable:asset-type:<id>`). Ledger rows
-- are append-only, so nothing is re-keyed: every old issuer account with money on it passes its balance to
-- its issuer's account in one `carry_over` transfer (cause `correction`, keyed by the old account's code).
-- The old accounts stay, at zero, with their history.
DO $$
DECLARE
  old record;
  new_account integer;
  transfer bigint;
BEGIN
  FOR old IN
    SELECT a.id, a.code, a.kind, at.issuer_id, sum(e.amount) AS total
      FROM ledger_accounts a
      JOIN ledger_entries e ON e.account_id = a.id
      JOIN asset_types at ON a.owner = 'asset-type:' || at.id
     WHERE a.kind IN ('issuer_payable', 'issuer_repayments') AND a.owner LIKE 'asset-type:%'
     GROUP BY a.id, a.code, a.kind, at.issuer_id
    HAVING sum(e.amount) <> 0
     ORDER BY a.id
  LOOP
    INSERT INTO ledger_accounts (code, kind, owner, no_overdraft)
    VALUES (old.kind || ':issuer:' || old.issuer_id, old.kind, 'issuer:' || old.issuer_id, true)
    ON CONFLICT (code) DO NOTHING;
    SELECT id INTO new_account FROM ledger_accounts WHERE code = old.kind || ':issuer:' || old.issuer_id;
    INSERT INTO ledger_transfers (kind, cause_type, cause_id, idempotency_key, description)
    VALUES ('carry_over', 'correction', old.code, 'carry_over:' || old.code,
            'Issuer accounts keyed by issuer (decision 0059)')
    RETURNING id INTO transfer;
    -- The old account's entries sum to `total` (negative for money held): the opposite entry empties it.
    INSERT INTO ledger_entries (transfer_id, account_id, amount)
    VALUES (transfer, old.id, -old.total), (transfer, new_account, old.total);
  END LOOP;
END $$;
