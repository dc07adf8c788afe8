ALTER TABLE "notifications" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD COLUMN "lang" text DEFAULT 'es' NOT NULL;