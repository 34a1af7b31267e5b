ALTER TABLE "order_items" ADD COLUMN "name_en" text;--> statement-breakpoint
-- Lines placed before: take the English name from the catalogue where the German one still matches it.
UPDATE "order_items" SET "name_en" = "products"."name_en" FROM "products" WHERE "order_items"."product_id" = "products"."id" AND "order_items"."name" = "products"."name_de";
