ALTER TABLE "sessions" ADD COLUMN "authenticated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Hand-written (decision 0048): a session's id becomes the SHA-256 (hex) of what the cookie carries, so
-- users stay signed in and the database keeps no working cookie; an existing session counts as having
-- proved the password at its sign-in, not at this migration.
UPDATE "sessions" SET "id" = encode(sha256(convert_to("id", 'UTF8')), 'hex'), "authenticated_at" = "created_at";
