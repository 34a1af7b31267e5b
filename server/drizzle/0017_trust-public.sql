ALTER TABLE "users" ADD COLUMN "username_skeleton" text;--> statement-breakpoint
CREATE INDEX "users_username_skeleton_idx" ON "users" USING btree ("username_skeleton");