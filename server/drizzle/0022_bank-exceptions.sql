CREATE TABLE "bank_returns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" bigint NOT NULL,
	"end_to_end_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"creditor_name" text NOT NULL,
	"creditor_iban" text NOT NULL,
	"remittance" text NOT NULL,
	"file_message_id" text,
	"ordered_at" timestamp with time zone,
	"booked_item_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_statement_items" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "bank_statement_items" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "bank_returns" ADD CONSTRAINT "bank_returns_item_id_bank_statement_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."bank_statement_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_returns" ADD CONSTRAINT "bank_returns_booked_item_id_bank_statement_items_id_fk" FOREIGN KEY ("booked_item_id") REFERENCES "public"."bank_statement_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_returns_item" ON "bank_returns" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_returns_end_to_end" ON "bank_returns" USING btree ("end_to_end_id");--> statement-breakpoint
CREATE INDEX "bank_returns_file" ON "bank_returns" USING btree ("file_message_id");