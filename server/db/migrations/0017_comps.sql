CREATE TYPE "public"."comp_reason" AS ENUM('vip', 'promoter', 'artist', 'staff', 'other');--> statement-breakpoint
CREATE TYPE "public"."comp_source" AS ENUM('pos', 'backoffice');--> statement-breakpoint
ALTER TYPE "public"."movement_kind" ADD VALUE 'comp';--> statement-breakpoint
CREATE TABLE "comps" (
	"id" uuid PRIMARY KEY NOT NULL,
	"night_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"reason" "comp_reason" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"authorised_by" uuid NOT NULL,
	"recorded_by" uuid,
	"source" "comp_source" NOT NULL,
	"sale_id" uuid,
	"terminal_id" uuid,
	"cost_cents" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('change_seq') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "comps" ADD CONSTRAINT "comps_night_id_nights_id_fk" FOREIGN KEY ("night_id") REFERENCES "public"."nights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comps" ADD CONSTRAINT "comps_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comps" ADD CONSTRAINT "comps_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comps" ADD CONSTRAINT "comps_authorised_by_users_id_fk" FOREIGN KEY ("authorised_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comps" ADD CONSTRAINT "comps_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comps" ADD CONSTRAINT "comps_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comps" ADD CONSTRAINT "comps_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comps_night_ix" ON "comps" USING btree ("night_id");--> statement-breakpoint
CREATE INDEX "comps_sale_ix" ON "comps" USING btree ("sale_id");