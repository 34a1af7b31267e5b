CREATE TABLE "issuers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"legal_form" text NOT NULL,
	"street" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"register_court" text NOT NULL,
	"register_number" text NOT NULL,
	"iban" text,
	"bic" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asset_types" ADD COLUMN "issuer_id" integer;--> statement-breakpoint
-- Hand-written (issue 33): asset types made before issuers existed get the issuer their information sheet named until now (the platform's placeholder company); an empty database gets none.
INSERT INTO "issuers" ("name", "legal_form", "street", "postcode", "city", "country", "register_court", "register_number") SELECT 'Wurzelwerk', 'GmbH (i. G.)', 'Musterstraße 1', '10115', 'Berlin', 'DE', 'Amtsgericht Berlin-Charlottenburg', 'HRB 000000' WHERE EXISTS (SELECT 1 FROM "asset_types");--> statement-breakpoint
UPDATE "asset_types" SET "issuer_id" = (SELECT min("id") FROM "issuers") WHERE "issuer_id" IS NULL;--> statement-breakpoint
ALTER TABLE "asset_types" ALTER COLUMN "issuer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_types" ADD COLUMN "term_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_types" ADD COLUMN "repayment_type" text DEFAULT 'bullet' NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_types" ADD COLUMN "payment_frequency" text DEFAULT 'yearly' NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_types" ADD COLUMN "payment_deadline_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "issuers_name_idx" ON "issuers" USING btree ("name");--> statement-breakpoint
ALTER TABLE "asset_types" ADD CONSTRAINT "asset_types_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_types_issuer_idx" ON "asset_types" USING btree ("issuer_id");--> statement-breakpoint
ALTER TABLE "asset_types" ADD CONSTRAINT "asset_types_term_positive" CHECK ("asset_types"."term_months" > 0);--> statement-breakpoint
ALTER TABLE "asset_types" ADD CONSTRAINT "asset_types_payment_deadline_positive" CHECK ("asset_types"."payment_deadline_days" > 0);