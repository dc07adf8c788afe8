-- Behaviour the schema relies on, kept in the database so no code path (API, seed, a psql
-- session) can forget it.

-- 1. Every update of a replicated row takes a fresh version from the global change sequence and
--    stamps updated_at: a delta sync asks "what changed after version N" with one cursor.
CREATE OR REPLACE FUNCTION noctua_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := nextval('change_seq');
  NEW.updated_at := now();
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Installed on every table that has a version column. A later migration that adds a replicated
-- table must run this block again (it is idempotent).
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
--> statement-breakpoint
-- 2. Stock on hand per (location, good) follows the append-only ledger.
CREATE OR REPLACE FUNCTION noctua_stock_level() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_levels (id, location_id, good_id, quantity)
  VALUES (gen_random_uuid(), NEW.location_id, NEW.good_id, NEW.quantity)
  ON CONFLICT (location_id, good_id)
  DO UPDATE SET quantity = stock_levels.quantity + EXCLUDED.quantity;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_movements_level AFTER INSERT ON stock_movements
  FOR EACH ROW EXECUTE FUNCTION noctua_stock_level();
--> statement-breakpoint
-- 3. A VIP card's balance is the sum of its ledger; the card row (and so its version) moves with
--    every entry.
CREATE OR REPLACE FUNCTION noctua_card_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vip_cards
     SET balance = balance + NEW.amount,
         last_movement_at = GREATEST(COALESCE(last_movement_at, NEW.at), NEW.at)
   WHERE id = NEW.card_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER card_ledger_balance AFTER INSERT ON card_ledger
  FOR EACH ROW EXECUTE FUNCTION noctua_card_balance();
--> statement-breakpoint
-- 4. Ledgers are append-only: corrections are new rows.
CREATE OR REPLACE FUNCTION noctua_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_movements_append_only BEFORE UPDATE OR DELETE ON stock_movements
  FOR EACH ROW EXECUTE FUNCTION noctua_append_only();
--> statement-breakpoint
CREATE TRIGGER card_ledger_append_only BEFORE UPDATE OR DELETE ON card_ledger
  FOR EACH ROW EXECUTE FUNCTION noctua_append_only();
--> statement-breakpoint
CREATE TRIGGER cash_movements_append_only BEFORE UPDATE OR DELETE ON cash_movements
  FOR EACH ROW EXECUTE FUNCTION noctua_append_only();
