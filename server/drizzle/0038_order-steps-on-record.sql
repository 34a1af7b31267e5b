ALTER TABLE "audit_log" ADD COLUMN "actor_kind" text DEFAULT 'operator' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "from_status" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "actor_kind" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action" text_pattern_ops,"created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
-- The steps recorded before: each one's previous status; an order's placing is its customer's (decision 0079).
UPDATE "order_status_history" AS h SET "from_status" = p."prev" FROM (SELECT "id", lag("status") OVER (PARTITION BY "order_id" ORDER BY "changed_at", "id") AS "prev" FROM "order_status_history") AS p WHERE p."id" = h."id";--> statement-breakpoint
UPDATE "order_status_history" AS h SET "actor_kind" = 'customer', "actor_id" = o."user_id" FROM "orders" AS o WHERE o."id" = h."order_id" AND h."from_status" IS NULL AND h."status" = 'pending';
