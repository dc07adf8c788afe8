// Bulk loading for the seed. The generator first builds every row in memory (RowSink), then writes
// table by table in foreign-key order. Each chunk is ONE statement with ONE parameter, a JSON array
// expanded by json_populate_recordset against the table's own row type: on PGlite this is ~25 %
// faster than Drizzle's multi-row VALUES (thousands of bound parameters) and works the same on
// node-postgres.
import { getTableColumns, getTableName, type InferInsertModel, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client';
import { rowsOf } from '../rows-of';

/** Rows waiting to be written, per table, in the order they were added. */
export class RowSink {
  private readonly byTable = new Map<PgTable, object[]>();

  add<T extends PgTable>(table: T, row: InferInsertModel<T>): InferInsertModel<T> {
    let rows = this.byTable.get(table);
    if (!rows) {
      rows = [];
      this.byTable.set(table, rows);
    }
    rows.push(row);
    return row;
  }

  list<T extends PgTable>(table: T): InferInsertModel<T>[] {
    return (this.byTable.get(table) ?? []) as InferInsertModel<T>[];
  }

  count(table: PgTable): number {
    return this.byTable.get(table)?.length ?? 0;
  }

  tables(): PgTable[] {
    return [...this.byTable.keys()];
  }
}

/**
 * Inserts `rows` in chunks. Columns that no row sets are left out so their SQL defaults apply
 * (version from change_seq, timestamps).
 */
export async function bulkInsert(tx: Tx, table: PgTable, rows: readonly object[], chunkSize = 1000): Promise<void> {
  if (rows.length === 0) return;
  const present = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) present.add(key);
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => present.has(key));
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize).map((row) => {
      const record = row as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const value = record[key];
        if (value === undefined) {
          // Literal defaults ('' , 0, false) can be written out; SQL defaults cannot, so a row
          // that lacks a column the others set is a generator bug, not a silent NULL.
          const fallback = column.default;
          if (typeof fallback === 'string' || typeof fallback === 'number' || typeof fallback === 'boolean') {
            out[column.name] = fallback;
          } else if (column.notNull) {
            throw new Error(`seed: ${getTableName(table)}.${key} missing in some rows`);
          }
          continue;
        }
        out[column.name] = value; // Dates serialise to ISO strings, jsonb values stay JSON
      }
      return out;
    });
    await tx.execute(
      sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(chunk)}::json)`,
    );
  }
}

/**
 * Runs `load` the way pg_restore does: for the big `tables`, foreign keys and non-unique indexes
 * are dropped first and re-created after the data is in (an index built in one pass and a
 * foreign key validated with one join cost a fraction of per-row maintenance: 110k stock
 * movements went from 18 s to 7 s on PGlite). Their definitions are read back from the catalog,
 * so whatever the migrations declare is restored exactly, and the DDL is transactional: a failed
 * seed rolls back to the migrated schema.
 *
 * The two ledger triggers are off during the load too, and what they maintain (stock_levels,
 * vip_cards.balance/last_movement_at) is derived afterwards with one set-based statement each.
 * Why: they upsert one row per ledger row, and inside one transaction every update of a hot
 * (location, good) row leaves a version the next upsert must walk past, so 100k movements took
 * ~30 s on PGlite (≈80 s for 30k rows on few goods). The result is the same (the API tests check
 * stock_levels = Σ movements and balance = Σ ledger). If a migration ever gives these triggers
 * more duties, mirror them here.
 */
export async function withBulkLoad(tx: Tx, tables: PgTable[], load: () => Promise<void>): Promise<void> {
  const restore: string[] = [];
  const constraints: string[] = [];
  for (const table of tables) {
    const name = getTableName(table);
    const fks = await rowsOf<{ name: string; def: string }>(
      tx,
      sql`select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
           where conrelid = ${name}::regclass and contype = 'f' order by conname`,
    );
    const indexes = await rowsOf<{ name: string; def: string }>(
      tx,
      sql`select i.relname as name, pg_get_indexdef(i.oid) as def
            from pg_index x join pg_class i on i.oid = x.indexrelid
           where x.indrelid = ${name}::regclass and not x.indisunique and not x.indisprimary order by i.relname`,
    );
    for (const fk of fks) {
      await tx.execute(sql`alter table ${table} drop constraint ${sql.identifier(fk.name)}`);
      constraints.push(`alter table "${name}" add constraint "${fk.name}" ${fk.def}`);
    }
    for (const index of indexes) {
      await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
      restore.push(index.def);
    }
  }
  await tx.execute(sql`alter table stock_movements disable trigger stock_movements_level`);
  await tx.execute(sql`alter table card_ledger disable trigger card_ledger_balance`);

  await load();

  await tx.execute(sql`
    insert into stock_levels (id, location_id, good_id, quantity)
    select gen_random_uuid(), location_id, good_id, sum(quantity)
      from stock_movements
     group by location_id, good_id
    on conflict (location_id, good_id) do update set quantity = excluded.quantity`);
  await tx.execute(sql`
    update vip_cards c
       set balance = l.total, last_movement_at = l.last_at
      from (select card_id, sum(amount) as total, max(at) as last_at from card_ledger group by card_id) l
     where c.id = l.card_id`);
  // Indexes and keys last, so the balance update above did not have to maintain them.
  for (const statement of [...restore, ...constraints]) await tx.execute(sql.raw(statement));
  await tx.execute(sql`alter table stock_movements enable trigger stock_movements_level`);
  await tx.execute(sql`alter table card_ledger enable trigger card_ledger_balance`);
}
