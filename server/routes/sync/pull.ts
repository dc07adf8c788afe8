// The delta pull: every change of the requested tables after the client's cursor, in version
// order across tables, paged.
//
// Why not simply "version > cursor": versions come from one sequence (change_seq), and a
// transaction takes its version when it writes, not when it commits. If T1 takes 100 and T2 takes
// 101, T2 may commit first; a pull in between sees 101, advances the cursor to 101, and 100 — once
// T1 commits — is behind the cursor forever. So a pull only hands out versions up to a *safe
// bound*: a version B such that every transaction that took a version ≤ B has ended.
//
// How the bound is found, without touching the writers (every table, trigger, seed and psql
// session keeps using plain nextval):
//  1. read S = change_seq's last value and then t = clock_timestamp() in one statement. Every
//     version ≤ S was handed out before t, by a transaction that started before t;
//  2. ask pg_stat_activity whether any other backend of this database is inside a transaction
//     that started at or before t and may hold a version: it has an xid (it wrote), or it is
//     running a statement (nextval draws the version before the row gets its xid, so an xid-less
//     writer is still "active" then). If none, S is safe now; data read afterwards sees all ≤ S;
//  3. if some are (a long writer), retry briefly, then fall back to the sample (S', t') carried in
//     the client's cursor from its previous pull: once every transaction that started by t' has
//     ended, S' is safe. Otherwise the bound stays at the cursor (nothing is lost, it is delayed)
//     and the new cursor carries the oldest unconfirmed sample.
// Idle-in-transaction sessions that never wrote do not hold the bound back; a long writing
// transaction does, for as long as it runs (its changes are then delayed, not skipped).
// Assumptions, written down: versions are only drawn by the column default or the touch trigger
// (never `SELECT nextval` kept for later), change_seq has CACHE 1 (values are handed out in time
// order), and the database role can see the other sessions' xact_start in pg_stat_activity (the
// same role, or pg_read_all_stats). On PGlite there is one connection and transactions run one at
// a time, so step 2 could never find another backend; it is not asked there (takeSample).
import { and, fillPlaceholders, getTableName, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { canAccess } from '../../../src/contract/privileges';
import { SYNC_TABLE_CODES, SYNC_TABLES, type SyncTable } from '../../../src/contract/sync';
import type { Db } from '../../db/client';
import { perHandle } from '../../db/per-handle';
import { poolOf, preparedRowsOf, preparedTextRowsOf, rowsOf } from '../../db/rows-of';
import { coalesce } from '../../lib/coalesce';
import { ApiError } from '../../lib/errors';
import { BAD_CURSOR, type CursorSeal, checkSample, isVersion, type Sample } from './cursor';
import { SYNC_TABLE_SPECS, wireColumns } from './tables';

interface Cursor {
  /** Every change with version ≤ v has been delivered. */
  v: number;
  /** A sample not yet known to be safe, tried again on the next pull. */
  p?: Sample;
}

/** The delta cursor `text` as sealed for the caller's venue (an empty one: from the start); 400 otherwise. */
export function decodeCursor(seal: CursorSeal, text: string | undefined): Cursor {
  if (text === undefined || text === '') return { v: 0 };
  const c = seal.open(text) as Partial<Cursor> | null;
  if (!c || typeof c !== 'object' || !isVersion(c.v)) throw new ApiError(400, BAD_CURSOR);
  return c.p !== undefined ? { v: c.v, p: checkSample(c.p) } : { v: c.v };
}

/**
 * Steps 1 and 2 in one statement (one round trip for the usual pull): the sample (S, t), then
 * whether the database was settled at t. The CTE is read first (the count depends on its t), so
 * pg_stat_activity is looked at after t, as the two statements did.
 */
async function takeSample(db: Db): Promise<{ sample: Sample; settled: boolean }> {
  if (!poolOf(db)) {
    // PGlite runs a query only while no transaction is open (its queries and transactions take
    // turns on its one connection), so nothing can hold a version when the sequence is read: it is
    // settled. Asking pg_stat_activity there took most of a small pull's time.
    const [row] = await rowsOf<SequenceRow>(db, sql`select last_value, is_called, clock_timestamp()::text as t from change_seq`);
    return { sample: sampleOf(row), settled: true };
  }
  const [row] = await preparedRowsOf<SequenceRow & { n: string | number }>(
    db,
    'noctua_pull_sample',
    sql`with s as materialized (select last_value, is_called, clock_timestamp() as t from change_seq)
        select s.last_value, s.is_called, s.t::text as t,
               (select count(*) from pg_stat_activity a ${unsettledAt(sql`s.t`)}) as n
        from s`,
  );
  return { sample: sampleOf(row), settled: Number(row?.n) === 0 };
}

/** change_seq as read with the time of reading (PostgreSQL's text of clock_timestamp()). */
interface SequenceRow {
  last_value: string | number;
  is_called: boolean;
  t: string;
}

/** The sample a reading of change_seq gives: its last handed-out value, and when it was read. */
function sampleOf(row: SequenceRow | undefined): Sample {
  if (!row) throw new Error('change_seq not readable');
  const last = Number(row.last_value);
  return { s: row.is_called ? last : last - 1, t: row.t };
}

/** The other backends of this database inside a transaction that started by `t` and may hold a version. */
function unsettledAt(t: ReturnType<typeof sql>) {
  return sql`where a.pid <> pg_backend_pid()
          and a.datname = current_database()
          and a.xact_start is not null
          and a.xact_start <= ${t}
          and (a.backend_xid is not null or a.state = 'active')`;
}

/** True when no other transaction that started at or before `t` can still hold a version. */
async function settledSince(db: Db, t: string): Promise<boolean> {
  const [row] = await preparedRowsOf<{ n: number | string }>(
    db,
    'noctua_pull_settled',
    sql`select count(*) as n from pg_stat_activity a ${unsettledAt(sql`${t}::timestamptz`)}`,
  );
  return Number(row?.n ?? 0) === 0;
}

const RETRY_DELAYS_MS = [2, 10, 40];

/** The highest version this pull may hand out, and the sample the next cursor carries. */
/** takeSample shared by the pulls that arrive together (each gets one taken after it arrived). */
const sharedSample = perHandle((db: Db) => coalesce(() => takeSample(db)));

export async function safeBound(db: Db, cursor: Cursor): Promise<{ bound: number; pending?: Sample }> {
  const { sample: now, settled } = await sharedSample(db)();
  if (settled) return { bound: Math.max(cursor.v, now.s) };
  for (const delay of RETRY_DELAYS_MS) {
    await new Promise((r) => setTimeout(r, delay));
    if (await settledSince(db, now.t)) return { bound: Math.max(cursor.v, now.s) };
  }
  if (cursor.p && (await settledSince(db, cursor.p.t))) return { bound: Math.max(cursor.v, cursor.p.s), pending: now };
  return { bound: cursor.v, pending: cursor.p ?? now };
}

export function parseTables(text: string | undefined, privi: readonly string[]): SyncTable[] {
  if (text === undefined || text.trim() === '') {
    return SYNC_TABLES.filter((name) => canAccess(privi, SYNC_TABLE_CODES[name]));
  }
  const requested = [...new Set(text.split(',').map((s) => s.trim()))];
  for (const name of requested) {
    if (!(SYNC_TABLES as readonly string[]).includes(name)) {
      throw new ApiError(422, 'Tabla de sincronización desconocida', { table: name });
    }
  }
  for (const name of requested as SyncTable[]) {
    if (!canAccess(privi, SYNC_TABLE_CODES[name]))
      throw new ApiError(403, 'No tienes permiso para sincronizar esa tabla', { table: name });
  }
  // Keep the canonical order (price lists and VIP cards first) whatever order was asked for.
  return SYNC_TABLES.filter((name) => requested.includes(name));
}

const WIRE_KEY = /^[A-Za-z][A-Za-z0-9]*$/;

/** A table's row as JSON text, or null for a tombstone (`table` is the row's source in FROM). */
function rowJson(name: SyncTable): SQL {
  const { table } = SYNC_TABLE_SPECS[name];
  const pairs = wireColumns(name, sql`${sql.identifier(getTableName(table))}`).map(({ key, expr }) => {
    if (!WIRE_KEY.test(key)) throw new Error(`unexpected column key ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${expr}`;
  });
  return sql`case when ${table.deletedAt} is null then json_build_object(${sql.join(pairs, sql`, `)})::text end`;
}

/** A pull's SQL text for one table set, its statement name and its parameters (placeholders). */
interface PullStatement {
  name: string;
  text: string;
  params: unknown[];
}

/**
 * The page of changes of a table set as one statement, built once per database handle and table
 * set and run as a prepared statement (parsing and planning each query was most of a small pull's
 * database work, issue 20). Each table gives the versions of its first `limit` changes (ids and
 * versions only, from the version index); the merged first `limit` of those are the page, and only
 * their rows are rendered as JSON text by PostgreSQL, as the snapshot renders them (tables.ts,
 * wireColumns), or null for a tombstone. One query per table instead rendered up to `limit` rows
 * of every table to send `limit` in all (a 200-change page of 17 tables: ~3,400).
 */
function preparePull(db: Db, tables: readonly SyncTable[]): PullStatement {
  const after = sql.placeholder('after');
  const bound = sql.placeholder('bound');
  const venueId = sql.placeholder('venueId');
  const limit = sql.placeholder('limit');
  const branches = tables.map((name, i) => {
    const { table, scope } = SYNC_TABLE_SPECS[name];
    const where = and(gt(table.version, after), lte(table.version, bound), scope(db, venueId));
    return sql`(select ${sql.raw(String(i))} as t, ${table.id} as id, ${table.version} as version from ${table} where ${where} order by ${table.version} limit ${limit})`;
  });
  const renders = tables.map((name, i) => {
    const { table } = SYNC_TABLE_SPECS[name];
    return sql`when ${sql.raw(String(i))} then (select ${rowJson(name)} from ${table} where ${table.id} = cut.id)`;
  });
  const query = sql`with cut as (select t, id, version from (${sql.join(branches, sql` union all `)}) v order by version limit ${limit})
    select t, id::text as id, version, case t ${sql.join(renders, sql` `)} end as row from cut order by version`;
  const { sql: text, params } = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
  // Named by the set of tables (always in SYNC_TABLES order) as a bit mask (PostgreSQL cuts a statement name at 63 characters:
  // the list of their indexes passed that with 23 tables).
  const mask = tables.reduce((m, t) => m | (1n << BigInt(SYNC_TABLES.indexOf(t))), 0n);
  return { name: `noctua_pull_${mask.toString(36)}`, text, params };
}

const pullStatements = perHandle((_db: Db) => new Map<string, PullStatement>());

/** One changed row: the table's index in the request, the id, the version and the row's JSON. */
interface PulledRow {
  t: number;
  id: string;
  version: string | number;
  row: string | null;
}

async function pulledRows(db: Db, tables: readonly SyncTable[], values: Record<string, unknown>): Promise<PulledRow[]> {
  const key = tables.join(',');
  const byKey = pullStatements(db);
  let statement = byKey.get(key);
  if (!statement) {
    statement = preparePull(db, tables);
    byKey.set(key, statement);
  }
  return preparedTextRowsOf<PulledRow>(db, statement.name, statement.text, fillPlaceholders(statement.params, values));
}

/** A change as the JSON text of a SyncChange (src/contract/sync.ts), with its version to sort by. */
interface ChangeText {
  version: number;
  json: string;
}

/**
 * The PullResponse (src/contract/sync.ts) as JSON text. An account without a venue pulls nothing,
 * and its cursor stays where it was: it moves with nobody's changes.
 */
export async function pull(
  db: Db,
  input: { venueId: string | null; tables: SyncTable[]; cursor: Cursor; limit: number; seal: CursorSeal },
): Promise<string> {
  if (!input.venueId) return `{"changes":[],"cursor":${JSON.stringify(input.seal.seal(input.cursor))},"hasMore":false}`;
  const { bound, pending } = await safeBound(db, input.cursor);
  const after = input.cursor.v;
  const changes: ChangeText[] = [];
  if (bound > after) {
    // limit + 1 tells whether more remain; the merged list is cut at `limit`.
    const values = { after, bound, venueId: input.venueId, limit: input.limit + 1 };
    const heads = input.tables.map((name) => `{"table":${JSON.stringify(name)},"op":`);
    for (const { t, id, version, row } of await pulledRows(db, input.tables, values)) {
      const v = Number(version);
      const ids = `"id":${JSON.stringify(id)},"version":${v}`;
      const head = heads[t] as string;
      changes.push({ version: v, json: row === null ? `${head}"delete",${ids}}` : `${head}"put",${ids},"row":${row}}` });
    }
  }
  const hasMore = changes.length > input.limit;
  const page = hasMore ? changes.slice(0, input.limit) : changes;
  const last = page.at(-1);
  const v = hasMore && last ? last.version : Math.max(after, bound);
  const next: Cursor = pending && pending.s > v ? { v, p: pending } : { v };
  return `{"changes":[${page.map((c) => c.json).join(',')}],"cursor":${JSON.stringify(input.seal.seal(next))},"hasMore":${hasMore}}`;
}
