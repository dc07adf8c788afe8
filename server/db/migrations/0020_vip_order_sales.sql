-- Issue 31 item 2: a delivered VIP table order is a sale (server/domain/mobile-order-sale.ts). The
-- order remembers the sale its delivery booked (mobile_orders.sale_id), and a venue names the bar that
-- serves its VIP tables (points_of_sale.serves_vip_tables, at most one per venue). No backfill: orders
-- delivered before this stay as they were booked (their nights were signed as they are); a venue with
-- one active bar needs no setting, and one with several is asked to choose at the first delivery.
ALTER TABLE "mobile_orders" ADD COLUMN "sale_id" uuid;--> statement-breakpoint
ALTER TABLE "points_of_sale" ADD COLUMN "serves_vip_tables" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mobile_orders" ADD CONSTRAINT "mobile_orders_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_serves_vip_tables_uq" ON "points_of_sale" USING btree ("venue_id") WHERE "points_of_sale"."serves_vip_tables";