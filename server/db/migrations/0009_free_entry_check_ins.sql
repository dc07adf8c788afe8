CREATE TABLE "free_entry_check_ins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"people" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "free_entry_check_ins" ADD CONSTRAINT "free_entry_check_ins_entry_id_free_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."free_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_entry_check_ins" ADD CONSTRAINT "free_entry_check_ins_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER free_entry_check_ins_append_only BEFORE UPDATE OR DELETE ON free_entry_check_ins
  FOR EACH ROW EXECUTE FUNCTION noctua_append_only();
