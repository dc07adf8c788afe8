CREATE TABLE "cash_movement_attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"movement_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('change_seq') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cash_payment_methods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"venue_id" uuid NOT NULL,
	"method" "payment_method" NOT NULL,
	"name" text NOT NULL,
	"settlement_account_id" uuid,
	"fee_basis_points" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('change_seq') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_shifts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"night_id" uuid NOT NULL,
	"staff_member_id" uuid NOT NULL,
	"amount_due" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('change_seq') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cash_movements" ADD COLUMN "source_type" text;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD COLUMN "float_denominations" jsonb;--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD COLUMN "counted_by" uuid;--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD COLUMN "counted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD COLUMN "count_denominations" jsonb;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "cash_over_short_threshold" bigint DEFAULT 500000 NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_movement_attachments" ADD CONSTRAINT "cash_movement_attachments_movement_id_cash_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."cash_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movement_attachments" ADD CONSTRAINT "cash_movement_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_payment_methods" ADD CONSTRAINT "cash_payment_methods_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_payment_methods" ADD CONSTRAINT "cash_payment_methods_settlement_account_id_cash_accounts_id_fk" FOREIGN KEY ("settlement_account_id") REFERENCES "public"."cash_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shifts" ADD CONSTRAINT "staff_shifts_night_id_nights_id_fk" FOREIGN KEY ("night_id") REFERENCES "public"."nights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shifts" ADD CONSTRAINT "staff_shifts_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_payment_methods_venue_method_uq" ON "cash_payment_methods" USING btree ("venue_id","method") WHERE "cash_payment_methods"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_shifts_night_member_uq" ON "staff_shifts" USING btree ("night_id","staff_member_id") WHERE "staff_shifts"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD CONSTRAINT "cash_sessions_counted_by_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_movements_night_ix" ON "cash_movements" USING btree ("night_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_movements_source_uq" ON "cash_movements" USING btree ("source_type","source_id","account_id") WHERE "cash_movements"."source_id" is not null and "cash_movements"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_sessions_account_night_uq" ON "cash_sessions" USING btree ("account_id","night_id") WHERE "cash_sessions"."deleted_at" is null;--> statement-breakpoint
-- The new replicated tables take a fresh version on every update, like the others (0001, block 1).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['cash_movement_attachments', 'cash_payment_methods', 'staff_shifts'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_touch', t);
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION noctua_touch()', t || '_touch', t);
  END LOOP;
END $$;
