// The first sync's bulk snapshot (issue 20): every live row of the asked tables as of one safe
// version B, table after table, in pages ordered by id, rows as arrays under one column list.
//
// Why it is correct to page by id while writers go on: a page returns the rows that are live now
// and whose version is ≤ B. A row written after B (inserted, updated or deleted) has a version
// > B, so it is left out of the snapshot whether its page comes before or after the write, and the
// delta pull from the cursor { v: B } — handed out as `pullCursor` — brings its latest state (or
// its deletion). A row already sent and changed later comes again the same way. So snapshot + the
// delta from B = the replica the delta pull alone would have built, with far less work per row:
// one table per query by primary key, no merge across tables, no tombstones.
//
// B is the pull's safe bound (pull.ts): every transaction that took a version ≤ B has ended, so no
// row ≤ B can appear later. Privileges and venue scoping are exactly the pull's: the tables are
// checked against the caller's codes on every page (parseTables) and every query carries the
// table's venue scope (tables.ts); the cursor only says where to go on and cannot widen either.
import { and, asc, gt, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { SyncTable } from '../../../src/contract/sync';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { ApiError } from '../../lib/errors';
import { BAD_CURSOR, type CursorSeal, checkSample, isVersion, type Sample } from './cursor';
import { safeBound } from './pull';
import { SYNC_TABLE_SPECS, wireColumns } from './tables';

interface SnapshotCursor {
  /** The snapshot's version B. */
  b: number;
  /** The pending sample of the safe bound, carried into the delta cursor. */
  p?: Sample;
  /** The table the next page starts in. */
  n: SyncTable;
  /** The last id sent of that table; absent: from its first row. */
  a?: string;
  /** The rows the whole snapshot sends (counted with its first page), for the first sync's progress. */
  t?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeSnapshotCursor(seal: CursorSeal, text: string, tables: readonly SyncTable[]): SnapshotCursor {
  const c = seal.open(text) as Partial<SnapshotCursor> | null;
  if (
    !c ||
    typeof c !== 'object' ||
    !isVersion(c.b) ||
    typeof c.n !== 'string' ||
    // Only a table of this request, which parseTables already checked against the caller's codes.
    !tables.includes(c.n as SyncTable) ||
    (c.a !== undefined && (typeof c.a !== 'string' || !UUID.test(c.a))) ||
    (c.t !== undefined && !isVersion(c.t))
  ) {
    throw new ApiError(400, BAD_CURSOR);
  }
  return {
    b: c.b,
    n: c.n as SyncTable,
    ...(c.a !== undefined ? { a: c.a } : {}),
    ...(c.p !== undefined ? { p: checkSample(c.p) } : {}),
    ...(c.t !== undefined ? { t: c.t } : {}),
  };
}

/** A table's rows the snapshot at version `b` sends: live, at most `b`, in the caller's venue. */
function liveAt(db: Db, name: SyncTable, venueId: string, b: number): SQL {
  const { table, scope } = SYNC_TABLE_SPECS[name];
  return and(lte(table.version, b), isNull(table.deletedAt), scope(db, venueId)) as SQL;
}

/**
 * How many rows the whole snapshot at `b` sends, counted once with its first page and carried in
 * the cursor: the first sync shows how far along it is instead of an endless bar.
 */
async function countRows(db: Db, tables: readonly SyncTable[], venueId: string | null, b: number): Promise<number> {
  if (!venueId || b === 0 || tables.length === 0) return 0;
  const counts = tables.map(
    (name) =>
      sql`(${db
        .select({ n: sql`count(*)` })
        .from(SYNC_TABLE_SPECS[name].table)
        .where(liveAt(db, name, venueId, b))})`,
  );
  const [row] = await rowsOf<{ n: number | string }>(db, sql`select ${sql.join(counts, sql` + `)} as n`);
  return Number(row?.n ?? 0);
}

/**
 * One page as the JSON text of the response. The rows are rendered by Postgres itself (one
 * json_agg per table): no per-row work in JavaScript, which made the server the bottleneck of a
 * first sync.
 */
export async function snapshot(
  db: Db,
  input: { venueId: string | null; tables: SyncTable[]; cursor: string | undefined; limit: number; seal: CursorSeal },
): Promise<string> {
  let at: SnapshotCursor;
  if (input.cursor) {
    at = decodeSnapshotCursor(input.seal, input.cursor, input.tables);
  } else {
    // An account without a venue gets nothing, at version 0: its cursors say nothing of the others'.
    const { bound, pending } = input.venueId ? await safeBound(db, { v: 0 }) : { bound: 0, pending: undefined };
    const first = input.tables[0];
    if (!first) throw new ApiError(422, BAD_CURSOR);
    at = {
      b: bound,
      n: first,
      ...(pending && pending.s > bound ? { p: pending } : {}),
      t: await countRows(db, input.tables, input.venueId, bound),
    };
  }
  const pullCursor = input.seal.seal(at.p ? { v: at.b, p: at.p } : { v: at.b });
  const parts: string[] = [];
  let left = input.limit;
  let index = input.tables.indexOf(at.n);
  let after = at.a;
  while (index < input.tables.length && left > 0) {
    const name = input.tables[index] as SyncTable;
    const { table } = SYNC_TABLE_SPECS[name];
    let found = 0;
    let last: string | null = null;
    if (input.venueId && at.b > 0) {
      const columns = wireColumns(name);
      const page = db
        .select()
        .from(table)
        .where(and(liveAt(db, name, input.venueId, at.b), ...(after ? [gt(table.id, after) as SQL] : [])))
        .orderBy(asc(table.id))
        .limit(left);
      const [result] = await rowsOf<{ rows: string; n: number | string; last: string | null }>(
        db,
        sql`select coalesce(json_agg(json_build_array(${sql.join(
          columns.map((c) => c.expr),
          sql`, `,
        )}) order by t.id), '[]')::text as rows, count(*) as n, max(t.id::text) as last from (${page}) t`,
      );
      found = Number(result?.n ?? 0);
      last = result?.last ?? null;
      if (found > 0) {
        parts.push(
          `{"table":${JSON.stringify(name)},"columns":${JSON.stringify(columns.map((c) => c.key))},"rows":${result?.rows}}`,
        );
      }
    }
    left -= found;
    if (left > 0) {
      // Fewer rows than asked: this table is complete.
      index++;
      after = undefined;
    } else {
      after = last ?? undefined;
    }
  }
  const done = index >= input.tables.length;
  const next = done
    ? ''
    : input.seal.seal({
        b: at.b,
        n: input.tables[index] as SyncTable,
        ...(after ? { a: after } : {}),
        ...(at.p ? { p: at.p } : {}),
        ...(at.t !== undefined ? { t: at.t } : {}),
      });
  const total = at.t === undefined ? '' : `,"total":${at.t}`;
  return `{"tables":[${parts.join(',')}],"cursor":${JSON.stringify(next)},"done":${done},"pullCursor":${JSON.stringify(pullCursor)}${total}}`;
}
