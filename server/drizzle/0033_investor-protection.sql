CREATE TABLE "knowledge_test_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"results" jsonb NOT NULL,
	"score" integer NOT NULL,
	"passed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loss_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"net_yearly_income_cents" bigint NOT NULL,
	"liquid_assets_cents" bigint NOT NULL,
	"yearly_commitments_cents" bigint NOT NULL,
	"net_worth_cents" bigint NOT NULL,
	"bearable_loss_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sophisticated_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"evidence" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"valid_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "large_amount_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_test_attempts" ADD CONSTRAINT "knowledge_test_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loss_checks" ADD CONSTRAINT "loss_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sophisticated_applications" ADD CONSTRAINT "sophisticated_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_test_attempts_user_idx" ON "knowledge_test_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "loss_checks_user_idx" ON "loss_checks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sophisticated_applications_user_idx" ON "sophisticated_applications" USING btree ("user_id","created_at");