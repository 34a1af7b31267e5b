DROP INDEX "investments_awaiting_due_idx";--> statement-breakpoint
DROP INDEX "investments_user_awaiting_idx";--> statement-breakpoint
CREATE INDEX "investments_awaiting_due_idx" ON "investments" USING btree ("payment_due_at") WHERE "investments"."status" = 'awaiting_payment' and "investments"."payment_due_at" is not null;--> statement-breakpoint
CREATE INDEX "investments_user_awaiting_idx" ON "investments" USING btree ("user_id","payment_due_at","total_investment") WHERE "investments"."status" = 'awaiting_payment';