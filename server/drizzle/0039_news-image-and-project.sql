ALTER TABLE "news" ADD COLUMN "image_path" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "asset_type_id" integer;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_asset_type_id_asset_types_id_fk" FOREIGN KEY ("asset_type_id") REFERENCES "public"."asset_types"("id") ON DELETE no action ON UPDATE no action;