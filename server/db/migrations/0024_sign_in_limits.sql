CREATE TABLE "login_backoff" (
	"key" text PRIMARY KEY NOT NULL,
	"email" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone,
	"pending" integer DEFAULT 0 NOT NULL,
	"pending_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "used_totp_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "pending" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "pending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD COLUMN "session_id" uuid;--> statement-breakpoint
CREATE INDEX "login_backoff_email_ix" ON "login_backoff" USING btree ("email");--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_session_id_user_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."user_sessions"("id") ON DELETE set null ON UPDATE no action;