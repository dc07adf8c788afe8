-- 0028 created replicated tables (resto_stations, resto_menu_items, resto_modifiers) without the touch trigger of 0001: an update must take a fresh version, or the
-- replicas never learn of it. The block is idempotent (0001_triggers.sql).
DO $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    WHERE c.table_schema = 'public' AND c.column_name = 'version'
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_touch', t);
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION noctua_touch()', t || '_touch', t);
  END LOOP;
END $$;
