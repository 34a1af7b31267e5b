CREATE TABLE "information_sheets" (
	"version" text PRIMARY KEY NOT NULL,
	"asset_type_id" integer NOT NULL,
	"locale" text NOT NULL,
	"source_hash" text NOT NULL,
	"pdf" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "information_sheet_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_place" text;--> statement-breakpoint
ALTER TABLE "information_sheets" ADD CONSTRAINT "information_sheets_asset_type_id_asset_types_id_fk" FOREIGN KEY ("asset_type_id") REFERENCES "public"."asset_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "information_sheets_source" ON "information_sheets" USING btree ("asset_type_id","locale","source_hash");