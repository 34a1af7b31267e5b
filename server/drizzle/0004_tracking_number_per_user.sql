ALTER TABLE "orders" DROP CONSTRAINT "orders_tracking_number_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_tracking_number" ON "orders" USING btree ("user_id","tracking_number");