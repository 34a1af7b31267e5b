ALTER TABLE "asset_types" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "asset_types" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "asset_types" ADD CONSTRAINT "asset_types_latitude_range" CHECK ("asset_types"."latitude" BETWEEN -90 AND 90);--> statement-breakpoint
ALTER TABLE "asset_types" ADD CONSTRAINT "asset_types_longitude_range" CHECK ("asset_types"."longitude" BETWEEN -180 AND 180);