-- Stock on hand per (location, good) follows the append-only ledger, now once per INSERT statement
-- instead of once per row: a POS batch writes hundreds of sale_consumption movements in one
-- statement, and the row trigger's upsert per movement was about half of an ingestion batch's time.
-- The movements of one statement are summed per (location, good) from the transition table, then
-- upserted in one pass. Same result as the row trigger (0001_triggers.sql, section 2).
CREATE OR REPLACE FUNCTION noctua_stock_levels_from_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_levels (id, location_id, good_id, quantity)
  SELECT gen_random_uuid(), location_id, good_id, sum(quantity)
    FROM new_movements
   GROUP BY location_id, good_id
  ON CONFLICT (location_id, good_id)
  DO UPDATE SET quantity = stock_levels.quantity + EXCLUDED.quantity;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS stock_movements_level ON stock_movements;
--> statement-breakpoint
CREATE TRIGGER stock_movements_level AFTER INSERT ON stock_movements
  REFERENCING NEW TABLE AS new_movements
  FOR EACH STATEMENT EXECUTE FUNCTION noctua_stock_levels_from_statement();
