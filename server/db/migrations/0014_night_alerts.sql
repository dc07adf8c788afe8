CREATE TABLE "night_alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"venue_id" uuid NOT NULL,
	"night_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "alert_silent_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "alert_count_variance" bigint DEFAULT 2000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "alert_cancellations" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "night_alerts" ADD CONSTRAINT "night_alerts_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "night_alerts" ADD CONSTRAINT "night_alerts_night_id_nights_id_fk" FOREIGN KEY ("night_id") REFERENCES "public"."nights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "night_alerts_dedupe_uq" ON "night_alerts" USING btree ("night_id","kind","subject");