ALTER TABLE "sessions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Sessions from before: the time of sign-in was not kept; the last start or extension (30 days before expiry) comes closest.
UPDATE "sessions" SET "created_at" = "expires_at" - interval '30 days';
