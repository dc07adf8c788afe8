CREATE TYPE "public"."recount_status" AS ENUM('open', 'resolved');--> statement-breakpoint
CREATE TABLE "recount_tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"location_id" uuid NOT NULL,
	"good_id" uuid NOT NULL,
	"first_line_id" uuid NOT NULL,
	"second_line_id" uuid NOT NULL,
	"expected_quantity" numeric(14, 3) NOT NULL,
	"counted_quantity" numeric(14, 3) NOT NULL,
	"status" "recount_status" DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolved_line_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preloads" ADD COLUMN "source_location_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recount_tasks" ADD CONSTRAINT "recount_tasks_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recount_tasks" ADD CONSTRAINT "recount_tasks_good_id_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recount_tasks" ADD CONSTRAINT "recount_tasks_first_line_id_stock_count_lines_id_fk" FOREIGN KEY ("first_line_id") REFERENCES "public"."stock_count_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recount_tasks" ADD CONSTRAINT "recount_tasks_second_line_id_stock_count_lines_id_fk" FOREIGN KEY ("second_line_id") REFERENCES "public"."stock_count_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recount_tasks" ADD CONSTRAINT "recount_tasks_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recount_tasks" ADD CONSTRAINT "recount_tasks_resolved_line_id_stock_count_lines_id_fk" FOREIGN KEY ("resolved_line_id") REFERENCES "public"."stock_count_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recount_tasks_loc_good_ix" ON "recount_tasks" USING btree ("location_id","good_id");--> statement-breakpoint
CREATE INDEX "recount_tasks_status_ix" ON "recount_tasks" USING btree ("status");--> statement-breakpoint
ALTER TABLE "preloads" ADD CONSTRAINT "preloads_source_location_id_stock_locations_id_fk" FOREIGN KEY ("source_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;