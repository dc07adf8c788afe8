ALTER TABLE "card_ledger" ADD COLUMN "mobile_order_id" uuid;--> statement-breakpoint
ALTER TABLE "card_ledger" ADD COLUMN "method" "payment_method";--> statement-breakpoint
ALTER TABLE "card_types" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mobile_orders" ADD COLUMN "reject_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "card_ledger_mobile_order_uq" ON "card_ledger" USING btree ("mobile_order_id");--> statement-breakpoint
CREATE INDEX "mobile_orders_venue_placed_ix" ON "mobile_orders" USING btree ("venue_id","placed_at");