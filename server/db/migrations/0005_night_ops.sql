ALTER TABLE "app_downloads" ALTER COLUMN "url" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "app_downloads" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "app_downloads" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "app_downloads" ADD COLUMN "file_size" bigint;--> statement-breakpoint
ALTER TABLE "app_downloads" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "app_downloads" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "cash_extractions" ADD COLUMN "transfer_group_id" uuid;--> statement-breakpoint
ALTER TABLE "free_entries" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "free_entries" ADD COLUMN "checked_in_by" uuid;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "pending_batches" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "last_batch_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "free_entries" ADD CONSTRAINT "free_entries_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_ledger_sale_kind_uq" ON "card_ledger" USING btree ("sale_id","kind");