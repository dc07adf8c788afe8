-- Issue 20: the privilege guard keeps each signed-in user (row, venue clock, codes, two-factor
-- state) in memory instead of reading them on every request. Whatever changes what the guard reads
-- announces it on the channel `noctua_auth` from the database itself, so no writer (API, seed,
-- housekeeping, a psql session) can forget to: a NOTIFY is sent only when its transaction commits,
-- and identical payloads of one transaction are delivered once. Payloads: `u:<user id>`,
-- `v:<venue id>`, `*` (a table was truncated: forget everyone). The listener is server/db/auth-changes.ts; the reasoning is in
-- docs/decisions/0003-auth-user-cache.md.
CREATE OR REPLACE FUNCTION noctua_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('noctua_auth', '*');
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'venues' THEN
    PERFORM pg_notify('noctua_auth', 'v:' || r.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('noctua_auth', 'u:' || r.id);
  ELSE
    PERFORM pg_notify('noctua_auth', 'u:' || r.user_id);
    -- A row moved to another user (never done, but then both are told).
    IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM pg_notify('noctua_auth', 'u:' || OLD.user_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- users: every column the guard reads (AuthUser); sign-in stamps (last_sign_in_at), the password
-- hash alone and the sync version do not invalidate. A password change bumps token_version.
CREATE TRIGGER users_auth_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN (
    OLD.email IS DISTINCT FROM NEW.email OR OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.display_name IS DISTINCT FROM NEW.display_name
    OR OLD.position IS DISTINCT FROM NEW.position OR OLD.photo_url IS DISTINCT FROM NEW.photo_url
    OR OLD.must_change_password IS DISTINCT FROM NEW.must_change_password OR OLD.active IS DISTINCT FROM NEW.active
    OR OLD.ticketing_active IS DISTINCT FROM NEW.ticketing_active OR OLD.ticketing_url IS DISTINCT FROM NEW.ticketing_url
    OR OLD.token_version IS DISTINCT FROM NEW.token_version OR OLD.default_venue_id IS DISTINCT FROM NEW.default_venue_id
    OR OLD.totp_required IS DISTINCT FROM NEW.totp_required OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.id IS DISTINCT FROM NEW.id
  )
  EXECUTE FUNCTION noctua_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_auth_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION noctua_auth_changed();
--> statement-breakpoint
CREATE TRIGGER user_privileges_auth_changed AFTER INSERT OR UPDATE OR DELETE ON user_privileges
  FOR EACH ROW EXECUTE FUNCTION noctua_auth_changed();
--> statement-breakpoint
-- user_totp: enrolment, confirmation and removal; the last accepted step (each TOTP sign-in) does not invalidate.
CREATE TRIGGER user_totp_auth_changed AFTER INSERT OR DELETE ON user_totp
  FOR EACH ROW EXECUTE FUNCTION noctua_auth_changed();
--> statement-breakpoint
CREATE TRIGGER user_totp_auth_updated AFTER UPDATE ON user_totp FOR EACH ROW
  WHEN (OLD.confirmed_at IS DISTINCT FROM NEW.confirmed_at OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION noctua_auth_changed();
--> statement-breakpoint
-- venues: the clock the guard hands to routes (timezone, business-day cutoff).
CREATE TRIGGER venues_auth_changed AFTER UPDATE ON venues FOR EACH ROW
  WHEN (
    OLD.timezone IS DISTINCT FROM NEW.timezone OR OLD.business_day_cutoff_hour IS DISTINCT FROM NEW.business_day_cutoff_hour
    OR OLD.id IS DISTINCT FROM NEW.id
  )
  EXECUTE FUNCTION noctua_auth_changed();
--> statement-breakpoint
CREATE TRIGGER venues_auth_deleted AFTER DELETE ON venues FOR EACH ROW EXECUTE FUNCTION noctua_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_auth_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION noctua_auth_changed();
--> statement-breakpoint
CREATE TRIGGER user_privileges_auth_truncated AFTER TRUNCATE ON user_privileges FOR EACH STATEMENT EXECUTE FUNCTION noctua_auth_changed();
--> statement-breakpoint
CREATE TRIGGER user_totp_auth_truncated AFTER TRUNCATE ON user_totp FOR EACH STATEMENT EXECUTE FUNCTION noctua_auth_changed();
--> statement-breakpoint
CREATE TRIGGER venues_auth_truncated AFTER TRUNCATE ON venues FOR EACH STATEMENT EXECUTE FUNCTION noctua_auth_changed();
