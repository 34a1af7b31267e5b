ALTER TABLE "orders" ALTER COLUMN "shipping_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "digital" boolean DEFAULT false NOT NULL;