ALTER TYPE "public"."payment_method" ADD VALUE 'table_bill';--> statement-breakpoint
CREATE TABLE "resto_bills" (
	"id" uuid PRIMARY KEY NOT NULL,
	"venue_id" uuid NOT NULL,
	"night_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	"reservation_id" uuid,
	"consumed" bigint NOT NULL,
	"on_bill" bigint NOT NULL,
	"minimum_spend" bigint NOT NULL,
	"deposit" bigint NOT NULL,
	"shortfall" bigint NOT NULL,
	"shortfall_sale_id" uuid,
	"paid" bigint NOT NULL,
	"method" "payment_method",
	"tips" bigint DEFAULT 0 NOT NULL,
	"tips_method" "payment_method",
	"closed_by" uuid,
	"closed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resto_bills" ADD CONSTRAINT "resto_bills_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resto_bills" ADD CONSTRAINT "resto_bills_night_id_nights_id_fk" FOREIGN KEY ("night_id") REFERENCES "public"."nights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resto_bills" ADD CONSTRAINT "resto_bills_table_id_resto_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."resto_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resto_bills" ADD CONSTRAINT "resto_bills_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resto_bills" ADD CONSTRAINT "resto_bills_shortfall_sale_id_sales_id_fk" FOREIGN KEY ("shortfall_sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resto_bills" ADD CONSTRAINT "resto_bills_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resto_bills_night_ix" ON "resto_bills" USING btree ("night_id");