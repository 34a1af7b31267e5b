CREATE TABLE "payout_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"iban" text NOT NULL,
	"holder" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hold_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"count" bigint NOT NULL,
	"sum_cents" bigint NOT NULL,
	"xml" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_batches_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"amount_cents" bigint NOT NULL,
	"iban" text NOT NULL,
	"holder" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"end_to_end_id" text NOT NULL,
	"batch_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ordered_at" timestamp with time zone,
	"booked_at" timestamp with time zone,
	"booked_item" text,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_end_to_end_id" ON "withdrawals" USING btree ("end_to_end_id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_state_idx" ON "withdrawals" USING btree ("state","created_at");