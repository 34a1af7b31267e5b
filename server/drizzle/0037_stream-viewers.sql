CREATE TABLE "stream_viewers" (
	"livestream_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stream_viewers_livestream_id_viewer_pk" PRIMARY KEY("livestream_id","viewer")
);
--> statement-breakpoint
ALTER TABLE "stream_viewers" ADD CONSTRAINT "stream_viewers_livestream_id_livestreams_id_fk" FOREIGN KEY ("livestream_id") REFERENCES "public"."livestreams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stream_viewers_stream_seen_idx" ON "stream_viewers" USING btree ("livestream_id","seen_at");--> statement-breakpoint
ALTER TABLE "livestreams" DROP COLUMN "viewers";