-- A venue's pull reads its own changes through (parent, version) on the tables that grow or that
-- every sale moves, and finds its parents through venue_id. Through version alone it read every
-- venue's changes after its cursor: with statistics older than the newest versions the planner
-- takes the version index for a pull's "after the cursor", so stock_levels and vip_cards lose it.
-- Through the parent alone it read every row of the venue (bench:chain; README "A chain of venues
-- on one PostgreSQL").
DROP INDEX "stock_levels_version_ix";--> statement-breakpoint
DROP INDEX "vip_cards_version_ix";--> statement-breakpoint
CREATE INDEX "card_types_venue_ix" ON "card_types" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "free_entries_night_version_ix" ON "free_entries" USING btree ("night_id","version");--> statement-breakpoint
CREATE INDEX "price_list_items_list_version_ix" ON "price_list_items" USING btree ("price_list_id","version");--> statement-breakpoint
CREATE INDEX "price_lists_venue_ix" ON "price_lists" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "products_venue_ix" ON "products" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "resto_areas_venue_ix" ON "resto_areas" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "resto_stations_venue_ix" ON "resto_stations" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "stock_count_lines_count_version_ix" ON "stock_count_lines" USING btree ("stock_count_id","version");--> statement-breakpoint
CREATE INDEX "stock_levels_location_version_ix" ON "stock_levels" USING btree ("location_id","version");--> statement-breakpoint
CREATE INDEX "stock_locations_venue_ix" ON "stock_locations" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "vip_cards_venue_version_ix" ON "vip_cards" USING btree ("venue_id","version");
