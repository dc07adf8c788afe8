DROP INDEX "night_alerts_dedupe_uq";--> statement-breakpoint
ALTER TABLE "night_alerts" ADD COLUMN "cleared_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "night_alerts_active_uq" ON "night_alerts" USING btree ("night_id","kind","subject") WHERE "night_alerts"."cleared_at" is null;