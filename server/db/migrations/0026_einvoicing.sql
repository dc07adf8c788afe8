ALTER TYPE "public"."invoice_status" ADD VALUE 'pending';--> statement-breakpoint
CREATE TABLE "afip_params" (
	"environment" text NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "afip_params_environment_kind_code_pk" PRIMARY KEY("environment","kind","code")
);
--> statement-breakpoint
CREATE TABLE "afip_tickets" (
	"certificate_fingerprint" text NOT NULL,
	"environment" text NOT NULL,
	"service" text NOT NULL,
	"token" text,
	"sign" text,
	"generated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"lease_holder" uuid,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "afip_tickets_certificate_fingerprint_environment_service_pk" PRIMARY KEY("certificate_fingerprint","environment","service")
);
--> statement-breakpoint
CREATE TABLE "einvoice_sequence_leases" (
	"venue_id" uuid NOT NULL,
	"afip_pos_number" integer NOT NULL,
	"type" text NOT NULL,
	"holder" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "einvoice_sequence_leases_venue_id_afip_pos_number_type_pk" PRIMARY KEY("venue_id","afip_pos_number","type")
);
--> statement-breakpoint
CREATE TABLE "einvoicing_settings" (
	"venue_id" uuid PRIMARY KEY NOT NULL,
	"cuit" text NOT NULL,
	"legal_name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"vat_condition" text NOT NULL,
	"gross_income_number" text DEFAULT '' NOT NULL,
	"activity_start" date,
	"country" text DEFAULT 'AR' NOT NULL,
	"environment" text NOT NULL,
	"certificate_pem" text,
	"certificate_subject" text,
	"certificate_fingerprint" text,
	"certificate_not_after" timestamp with time zone,
	"private_key_sealed" text,
	"private_key_key_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "observations" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "observations" SET DATA TYPE jsonb USING (
  CASE WHEN "observations" = '' THEN '[]'::jsonb ELSE jsonb_build_array(jsonb_build_object('code', 0, 'message', "observations")) END
);--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "observations" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "concept" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "customer_vat_condition_id" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "errors" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "events" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payload_hash" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "authorized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_note_reason" text;--> statement-breakpoint
ALTER TABLE "einvoice_sequence_leases" ADD CONSTRAINT "einvoice_sequence_leases_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoicing_settings" ADD CONSTRAINT "einvoicing_settings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_sale_once_uq" ON "invoices" USING btree ("sale_id") WHERE "invoices"."sale_id" is not null and "invoices"."credit_note_for_id" is null and "invoices"."status" <> 'rejected' and "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_sequence_ix" ON "invoices" USING btree ("venue_id","afip_pos_number","type","status","created_at");--> statement-breakpoint
CREATE INDEX "invoices_venue_date_ix" ON "invoices" USING btree ("venue_id","date");--> statement-breakpoint
CREATE INDEX "invoices_credit_note_for_ix" ON "invoices" USING btree ("credit_note_for_id");--> statement-breakpoint
UPDATE "invoices" SET "customer_vat_condition_id" = CASE "customer_vat_condition"
  WHEN 'responsable_inscripto' THEN 1 WHEN 'exento' THEN 4 WHEN 'monotributo' THEN 6 ELSE 5 END;--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "customer_vat_condition";