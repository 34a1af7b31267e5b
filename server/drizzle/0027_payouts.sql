CREATE TABLE "payout_due_dates" (
	"id" text PRIMARY KEY NOT NULL,
	"release_id" text NOT NULL,
	"asset_type_id" integer NOT NULL,
	"issuer_id" integer NOT NULL,
	"number" integer NOT NULL,
	"due_date" date NOT NULL,
	"interest_cents" bigint NOT NULL,
	"principal_cents" bigint NOT NULL,
	"reference" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone,
	"late_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_due_dates_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payout_due_dates_interest" CHECK ("payout_due_dates"."interest_cents" >= 0),
	CONSTRAINT "payout_due_dates_principal" CHECK ("payout_due_dates"."principal_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payout_instalments" (
	"due_date_id" text NOT NULL,
	"investment_id" text NOT NULL,
	"user_id" text,
	"interest_cents" bigint NOT NULL,
	"principal_cents" bigint NOT NULL,
	CONSTRAINT "payout_instalments_due_date_id_investment_id_pk" PRIMARY KEY("due_date_id","investment_id")
);
--> statement-breakpoint
CREATE TABLE "project_defaults" (
	"asset_type_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"declared_by_id" text,
	"declared_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_due_dates" ADD CONSTRAINT "payout_due_dates_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_due_dates" ADD CONSTRAINT "payout_due_dates_asset_type_id_asset_types_id_fk" FOREIGN KEY ("asset_type_id") REFERENCES "public"."asset_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_due_dates" ADD CONSTRAINT "payout_due_dates_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_instalments" ADD CONSTRAINT "payout_instalments_due_date_id_payout_due_dates_id_fk" FOREIGN KEY ("due_date_id") REFERENCES "public"."payout_due_dates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_instalments" ADD CONSTRAINT "payout_instalments_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_defaults" ADD CONSTRAINT "project_defaults_asset_type_id_asset_types_id_fk" FOREIGN KEY ("asset_type_id") REFERENCES "public"."asset_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_due_dates_release_number" ON "payout_due_dates" USING btree ("release_id","number");--> statement-breakpoint
CREATE INDEX "payout_due_dates_issuer_state" ON "payout_due_dates" USING btree ("issuer_id","state","due_date");--> statement-breakpoint
CREATE INDEX "payout_instalments_investment" ON "payout_instalments" USING btree ("investment_id");