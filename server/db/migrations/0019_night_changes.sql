-- Issue 20: the home screen's "tonight" (GET /nights/current) is kept in memory per venue instead of
-- read on every visit (server/domain/current-night-cache.ts). Every committed change of a venue's
-- nights announces `n:<venue id>` on the same channel as the guard's changes (`noctua_auth`,
-- migration 0018), so the one listener and its per-request round trip serve both caches; a
-- truncation announces `*` (forget everything).
CREATE OR REPLACE FUNCTION noctua_nights_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('noctua_auth', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('noctua_auth', 'n:' || OLD.venue_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('noctua_auth', 'n:' || NEW.venue_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER nights_changed AFTER INSERT OR UPDATE OR DELETE ON nights FOR EACH ROW EXECUTE FUNCTION noctua_nights_changed();
--> statement-breakpoint
CREATE TRIGGER nights_truncated AFTER TRUNCATE ON nights FOR EACH STATEMENT EXECUTE FUNCTION noctua_nights_changed();
