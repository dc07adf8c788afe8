CREATE TYPE "public"."resto_table_shape" AS ENUM('round', 'square', 'rectangle');--> statement-breakpoint
CREATE TABLE "reservation_tables" (
	"reservation_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_tables_reservation_id_table_id_pk" PRIMARY KEY("reservation_id","table_id")
);
--> statement-breakpoint
CREATE TABLE "resto_menu_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"venue_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"category" text NOT NULL,
	"station_id" uuid,
	"available" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('change_seq') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "resto_modifiers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"menu_item_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_delta" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('change_seq') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "resto_settings" (
	"venue_id" uuid PRIMARY KEY NOT NULL,
	"slot_minutes" integer DEFAULT 15 NOT NULL,
	"turn_minutes" jsonb DEFAULT '[{"upTo":2,"minutes":90},{"upTo":6,"minutes":120},{"upTo":1000,"minutes":150}]'::jsonb NOT NULL,
	"min_party" integer DEFAULT 1 NOT NULL,
	"max_party" integer DEFAULT 20 NOT NULL,
	"pacing_per_15" integer DEFAULT 0 NOT NULL,
	"no_show_release_minutes" integer DEFAULT 20 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resto_stations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"venue_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('change_seq') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "kitchen_order_lines" ADD COLUMN "station_id" uuid;--> statement-breakpoint
ALTER TABLE "kitchen_order_lines" ADD COLUMN "course" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "kitchen_order_lines" ADD COLUMN "status" "kitchen_order_status" DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "kitchen_order_lines" ADD COLUMN "unit_price" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kitchen_order_lines" ADD COLUMN "modifier_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kitchen_orders" ADD COLUMN "night_id" uuid;--> statement-breakpoint
ALTER TABLE "kitchen_orders" ADD COLUMN "reservation_id" uuid;--> statement-breakpoint
ALTER TABLE "kitchen_orders" ADD COLUMN "vip_card_id" uuid;--> statement-breakpoint
ALTER TABLE "kitchen_orders" ADD COLUMN "sale_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "waitlisted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "minimum_spend" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "deposit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "vip_card_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "seated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "resto_areas" ADD COLUMN "point_of_sale_id" uuid;--> statement-breakpoint
ALTER TABLE "resto_areas" ADD COLUMN "stock_location_id" uuid;--> statement-breakpoint
ALTER TABLE "resto_areas" ADD COLUMN "price_list_id" uuid;--> statement-breakpoint
ALTER TABLE "resto_areas" ADD COLUMN "vip" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resto_areas" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resto_areas" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "resto_tables" ADD COLUMN "shape" "resto_table_shape" DEFAULT 'square' NOT NULL;--> statement-breakpoint
ALTER TABLE "resto_tables" ADD COLUMN "x" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resto_tables" ADD COLUMN "y" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resto_tables" ADD COLUMN "width" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "resto_tables" ADD COLUMN "height" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "resto_tables" ADD COLUMN "joinable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resto_tables" ADD COLUMN "minimum_spend" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resto_tables" ADD COLUMN "deposit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resto_tables" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_table_id_resto_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."resto_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resto_menu_items" ADD CONSTRAINT "resto_menu_items_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resto_menu_items" ADD CONSTRAINT "resto_menu_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resto_menu_items" ADD CONSTRAINT "resto_menu_items_station_id_resto_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."resto_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resto_modifiers" ADD CONSTRAINT "resto_modifiers_menu_item_id_resto_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."resto_menu_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resto_settings" ADD CONSTRAINT "resto_settings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resto_stations" ADD CONSTRAINT "resto_stations_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_tables_table_ix" ON "reservation_tables" USING btree ("table_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resto_menu_items_venue_product_uq" ON "resto_menu_items" USING btree ("venue_id","product_id");--> statement-breakpoint
ALTER TABLE "kitchen_order_lines" ADD CONSTRAINT "kitchen_order_lines_station_id_resto_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."resto_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_orders" ADD CONSTRAINT "kitchen_orders_night_id_nights_id_fk" FOREIGN KEY ("night_id") REFERENCES "public"."nights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_orders" ADD CONSTRAINT "kitchen_orders_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_orders" ADD CONSTRAINT "kitchen_orders_vip_card_id_vip_cards_id_fk" FOREIGN KEY ("vip_card_id") REFERENCES "public"."vip_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_orders" ADD CONSTRAINT "kitchen_orders_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_vip_card_id_vip_cards_id_fk" FOREIGN KEY ("vip_card_id") REFERENCES "public"."vip_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resto_areas" ADD CONSTRAINT "resto_areas_point_of_sale_id_points_of_sale_id_fk" FOREIGN KEY ("point_of_sale_id") REFERENCES "public"."points_of_sale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resto_areas" ADD CONSTRAINT "resto_areas_stock_location_id_stock_locations_id_fk" FOREIGN KEY ("stock_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resto_areas" ADD CONSTRAINT "resto_areas_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_venue_date_ix" ON "reservations" USING btree ("venue_id","date");--> statement-breakpoint
CREATE INDEX "reservations_version_ix" ON "reservations" USING btree ("version");--> statement-breakpoint
INSERT INTO "reservation_tables" ("reservation_id", "table_id") SELECT "id", "table_id" FROM "reservations" WHERE "table_id" IS NOT NULL ON CONFLICT DO NOTHING;
