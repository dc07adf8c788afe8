-- Issue 32 item 2: blog posts and app downloads belonged to no venue, so a second venue's admin
-- read, edited and deleted the first one's; the audit log was a venue's only through its users'
-- memberships, so a manager working at two venues showed each venue the other's changes. Each now
-- carries its venue. Existing rows: a post goes to its author's venue, an app download to the venue
-- of the user who created it (its audit row), an audit row to its writer's venue; what has none of
-- those goes to the first venue (the only one, on every install before this). A database without
-- any venue cannot have staff that reads them: such posts and downloads are dropped.
-- Barcodes were unique across venues, so a venue could not register the EAN of a bottle another
-- venue had (and learnt that it had it): a code is now unique within its good's venue.
ALTER TABLE "blog_posts" DROP CONSTRAINT "blog_posts_slug_unique";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "venue_id" uuid;--> statement-breakpoint
ALTER TABLE "app_downloads" ADD COLUMN "venue_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "venue_id" uuid;--> statement-breakpoint
ALTER TABLE "good_barcodes" ADD COLUMN "venue_id" uuid;--> statement-breakpoint
UPDATE "good_barcodes" b SET "venue_id" = g.venue_id FROM "goods" g WHERE g.id = b.good_id;--> statement-breakpoint
ALTER TABLE "good_barcodes" ALTER COLUMN "venue_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX "good_barcodes_barcode_uq";--> statement-breakpoint
ALTER TABLE "good_barcodes" ADD CONSTRAINT "good_barcodes_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "good_barcodes_venue_barcode_uq" ON "good_barcodes" USING btree ("venue_id","barcode");--> statement-breakpoint
UPDATE "audit_log" a SET "venue_id" = u.default_venue_id
  FROM "users" u JOIN "venues" v ON v.id = u.default_venue_id
 WHERE a.user_id = u.id;--> statement-breakpoint
UPDATE "blog_posts" p SET "venue_id" = COALESCE(
  (SELECT v.id FROM "users" u JOIN "venues" v ON v.id = u.default_venue_id WHERE u.id = p.author_id),
  (SELECT v.id FROM "venues" v ORDER BY v.created_at, v.id LIMIT 1)
);--> statement-breakpoint
UPDATE "app_downloads" d SET "venue_id" = COALESCE(
  (SELECT a.venue_id FROM "audit_log" a
    WHERE a.entity = 'app_downloads' AND a.entity_id = d.id::text AND a.action = 'app_download.create' AND a.venue_id IS NOT NULL
    ORDER BY a.at LIMIT 1),
  (SELECT v.id FROM "venues" v ORDER BY v.created_at, v.id LIMIT 1)
);--> statement-breakpoint
DELETE FROM "blog_posts" WHERE "venue_id" IS NULL;--> statement-breakpoint
DELETE FROM "app_downloads" WHERE "venue_id" IS NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "venue_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "app_downloads" ALTER COLUMN "venue_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "app_downloads" ADD CONSTRAINT "app_downloads_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_venue_at_ix" ON "audit_log" USING btree ("venue_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_venue_slug_uq" ON "blog_posts" USING btree ("venue_id","slug");
