// The first sync in bulk (issue 20): instead of replaying every change since version 0 through the
// delta pull, a replica with no cursor yet reads `GET /api/sync/snapshot` — every live row as of
// one version, table after table, in big pages of plain arrays — and then goes on with the delta
// pull from the snapshot's own cursor, which brings whatever changed meanwhile.
// - Each page lands in one transaction together with where the snapshot stands (syncState
//   `snapshot:<tables>`), so an interrupted first sync resumes at the next page, not from zero;
//   the last page swaps that entry for the pull cursor, in the same transaction.
// - The next page is fetched while this one is written.
// - Rows are written without reading the table first, except where the replica already holds ids
//   in the page's id range (a page applied again, a card an action answered meanwhile): there a
//   newer local version is kept, as the delta pull does. Local twins of natural keys are dropped
//   and queued changes are put back on top, as in apply-pull.
// - A server without the snapshot (404) falls back to the delta pull from zero.
import type { Table } from 'dexie';
import { SNAPSHOT_LIMIT_DEFAULT, type SnapshotResponse, SYNC_TABLES, type SyncTable } from '../../contract/sync';
import type { NoctuaDb, ReplicatedRow } from '../db/noctua-db';
import {
  dropNaturalKeyTwins,
  type FetchPullPage,
  orderTables,
  type PullAllOptions,
  type PullProgress,
  pullAll,
  pullCursorKey,
} from './apply-pull';
import { effectTableNames, effectTables, rebaseQueued } from './local-effects';

export interface SnapshotPageRequest {
  /** Null for the first page. */
  cursor: string | null;
  tables: readonly SyncTable[];
  limit: number;
}

export type FetchSnapshotPage = (request: SnapshotPageRequest) => Promise<SnapshotResponse>;

const KNOWN_TABLES: ReadonlySet<string> = new Set(SYNC_TABLES);
/** Rows of the first page of a snapshot. */
const FIRST_PAGE = 1000;

/** The syncState key of a snapshot in progress (its `cursor` is where the next page starts). */
export function snapshotKey(tables: readonly SyncTable[]): string {
  return `snapshot:${orderTables(tables).join(',')}`;
}

/** Rows of a page as objects, per table. */
export function snapshotRows(page: SnapshotResponse): Map<SyncTable, ReplicatedRow[]> {
  const out = new Map<SyncTable, ReplicatedRow[]>();
  for (const part of page.tables) {
    if (!KNOWN_TABLES.has(part.table)) continue;
    const { columns } = part;
    const width = columns.length;
    const rows = out.get(part.table) ?? [];
    for (const values of part.rows) {
      const row: Record<string, unknown> = {};
      for (let j = 0; j < width; j++) row[columns[j] as string] = values[j];
      rows.push(row as ReplicatedRow);
    }
    out.set(part.table, rows);
  }
  return out;
}

/**
 * Writes one snapshot page and where the snapshot stands, all or nothing. On the last page the
 * snapshot entry gives way to the delta cursor `pullKey` = `page.pullCursor`.
 */
export async function applySnapshotPage(
  db: NoctuaDb,
  page: SnapshotResponse,
  keys: { snapshotKey: string; pullKey: string; rows?: number },
  /** False for a part of a page that more parts follow: the snapshot's state stays as it was. */
  final = true,
): Promise<number> {
  const byTable = snapshotRows(page);
  const touched = [...byTable.keys()];
  const rebaseNeeded = touched.some((t) => effectTableNames(db).has(t));
  const scope = new Set<Table>([...touched.map((t) => db.table(t)), db.syncState]);
  if (rebaseNeeded) for (const t of [db.outbox, ...effectTables(db)]) scope.add(t);
  let written = 0;
  await db.transaction('rw', [...scope], async () => {
    for (const [name, rows] of byTable) {
      const table = db.table<ReplicatedRow, string>(name);
      let puts = rows;
      // The page's ids are one range (the server pages by id). What the replica already holds in
      // that range — nothing, unless a page is applied again or the screens wrote meanwhile — is
      // the only thing to compare versions with: a newer local row (a card an action answered) stays.
      let low = rows[0]?.id ?? '';
      let high = low;
      for (const row of rows) {
        if (row.id < low) low = row.id;
        if (row.id > high) high = row.id;
      }
      const present = new Set(await table.where(':id').between(low, high, true, true).primaryKeys());
      if (present.size > 0) {
        const held = rows.filter((row) => present.has(row.id));
        const local = await table.bulkGet(held.map((r) => r.id));
        const older = new Set(held.filter((row, i) => (local[i]?.version ?? -1) > row.version).map((r) => r.id));
        if (older.size > 0) puts = rows.filter((row) => !older.has(row.id));
      }
      await dropNaturalKeyTwins(table, name, puts);
      if (puts.length > 0) await table.bulkPut(puts);
      written += puts.length;
    }
    if (rebaseNeeded) await rebaseQueued(db);
    if (!final) return;
    if (page.done) {
      await db.syncState.delete(keys.snapshotKey);
      await db.syncState.put({
        key: keys.pullKey,
        cursor: page.pullCursor,
        lastSuccessAt: new Date().toISOString(),
        lastError: null,
      });
    } else {
      // Not a success time yet: the screens' "as of" waits for the whole snapshot.
      await db.syncState.put({
        key: keys.snapshotKey,
        cursor: page.cursor,
        lastSuccessAt: null,
        lastError: null,
        ...(keys.rows === undefined ? {} : { rows: keys.rows }),
      });
    }
  });
  return written;
}

/** Rows a snapshot write transaction holds at most. */
const WRITE_CHUNK = 1000;

/** A page cut into pages of at most `size` rows (the same cursor on each; at least one part). */
export function chunkPage(page: SnapshotResponse, size: number): SnapshotResponse[] {
  const parts: SnapshotResponse[] = [];
  let current: SnapshotResponse['tables'] = [];
  let count = 0;
  for (const t of page.tables) {
    for (let i = 0; i < t.rows.length; ) {
      const take = Math.min(size - count, t.rows.length - i);
      current.push({ table: t.table, columns: t.columns, rows: t.rows.slice(i, i + take) });
      count += take;
      i += take;
      if (count === size) {
        parts.push({ ...page, tables: current });
        current = [];
        count = 0;
      }
    }
  }
  if (current.length > 0 || parts.length === 0) parts.push({ ...page, tables: current });
  return parts;
}

export interface SnapshotOptions {
  tables: readonly SyncTable[];
  pullKey: string;
  limit?: number;
  onProgress?: (progress: PullProgress) => void;
}

/**
 * Runs (or resumes) the snapshot of these tables. Returns false when the server has no snapshot
 * (the caller pulls deltas from zero instead); the pull cursor is stored once it returns true.
 */
export async function pullSnapshot(
  db: NoctuaDb,
  fetchPage: FetchSnapshotPage,
  progress: PullProgress,
  { tables, pullKey, limit = SNAPSHOT_LIMIT_DEFAULT, onProgress }: SnapshotOptions,
): Promise<boolean> {
  const key = snapshotKey(tables);
  const state = await db.syncState.get(key);
  let cursor = state?.cursor ?? null;
  // Rows of this snapshot written by an interrupted run, and by this one.
  const before = cursor === null ? 0 : (state?.rows ?? 0);
  let rowsSoFar = before;
  // A small first page: the screens (the card search) have something to show sooner.
  let next: Promise<SnapshotResponse> = fetchPage({
    cursor,
    tables,
    limit: cursor === null ? Math.min(limit, FIRST_PAGE) : limit,
  });
  for (;;) {
    let page: SnapshotResponse;
    try {
      page = await next;
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      if (progress.pages === 0 && (status === 404 || status === 405 || status === 501)) return false;
      throw error;
    }
    // The next page comes over the network while this one is written.
    if (!page.done) {
      next = fetchPage({ cursor: page.cursor, tables, limit });
      next.catch(() => {});
    }
    // Written in parts of WRITE_CHUNK rows (IndexedDB writes 1,000 rows a transaction faster than
    // 5,000); only the last part moves the snapshot on, so a page cut short is fetched and applied
    // again (idempotent: the rows already there are the same versions).
    let written = 0;
    const rows = page.tables.reduce((n, t) => n + t.rows.length, 0);
    rowsSoFar += rows;
    const parts = chunkPage(page, WRITE_CHUNK);
    for (let i = 0; i < parts.length; i++) {
      written += await applySnapshotPage(
        db,
        parts[i] as SnapshotResponse,
        { snapshotKey: key, pullKey, rows: rowsSoFar },
        i === parts.length - 1,
      );
    }
    if (typeof page.total === 'number') progress.expected = Math.max(0, page.total - before);
    progress.pages++;
    progress.changes += rows;
    progress.puts += written;
    onProgress?.({ ...progress });
    if (page.done) return true;
    cursor = page.cursor;
  }
}

type PullReplicaOptions = PullAllOptions & { snapshotLimit?: number };

/**
 * A pull of these tables: the snapshot first when the replica has no cursor for them yet (or is in
 * the middle of one), then the delta pull from the cursor it left. Progress counts both.
 *
 * A cursor the server refuses (400: it was sealed for another venue, or with a secret the server no
 * longer has — server/routes/sync/cursor.ts) cannot be resumed from: the replica of these tables is
 * forgotten and pulled again from scratch, once.
 */
export async function pullReplica(
  db: NoctuaDb,
  fetchPage: FetchPullPage,
  fetchSnapshot: FetchSnapshotPage | undefined,
  options: PullReplicaOptions = {},
): Promise<PullProgress> {
  const tables = orderTables(options.tables ?? SYNC_TABLES);
  try {
    return await pullOnce(db, fetchPage, fetchSnapshot, tables, options);
  } catch (error) {
    if ((error as { status?: unknown } | null)?.status !== 400 || !(await holdsCursor(db, tables))) throw error;
    await forgetTables(db, tables);
    return pullOnce(db, fetchPage, fetchSnapshot, tables, options);
  }
}

/** The replica sent a cursor for these tables: a delta cursor, or a snapshot's next page. */
async function holdsCursor(db: NoctuaDb, tables: readonly SyncTable[]): Promise<boolean> {
  const states = await db.syncState.bulkGet([pullCursorKey(tables), snapshotKey(tables)]);
  return states.some((s) => Boolean(s?.cursor));
}

/**
 * Forgets the replica of these tables, all or nothing: their rows and cursors go, and the commands
 * still queued are put back on top (rebase), so the screens keep showing what the user did.
 */
export async function forgetTables(db: NoctuaDb, tables: readonly SyncTable[]): Promise<void> {
  const rebase = tables.some((t) => effectTableNames(db).has(t));
  const scope = new Set<Table>([...tables.map((t) => db.table(t)), db.syncState]);
  if (rebase) for (const t of [db.outbox, ...effectTables(db)]) scope.add(t);
  await db.transaction('rw', [...scope], async () => {
    for (const t of tables) await db.table(t).clear();
    await db.syncState.bulkDelete([pullCursorKey(tables), snapshotKey(tables)]);
    if (rebase) await rebaseQueued(db);
  });
}

async function pullOnce(
  db: NoctuaDb,
  fetchPage: FetchPullPage,
  fetchSnapshot: FetchSnapshotPage | undefined,
  tables: SyncTable[],
  options: PullReplicaOptions,
): Promise<PullProgress> {
  const pullKey = pullCursorKey(tables);
  const progress: PullProgress = { pages: 0, changes: 0, puts: 0, deletes: 0 };
  if (fetchSnapshot && !(await db.syncState.get(pullKey))?.cursor) {
    try {
      await pullSnapshot(db, fetchSnapshot, progress, {
        tables,
        pullKey,
        ...(options.snapshotLimit ? { limit: options.snapshotLimit } : {}),
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      });
    } catch (error) {
      // Outside the failed transaction: the snapshot stays where its last good page left it.
      const key = snapshotKey(tables);
      const message = error instanceof Error ? error.message : String(error);
      const updated = await db.syncState.update(key, { lastError: message });
      if (updated === 0) await db.syncState.put({ key, cursor: null, lastSuccessAt: null, lastError: message });
      throw error;
    }
  }
  const onProgress = options.onProgress;
  const delta = await pullAll(db, fetchPage, {
    ...options,
    tables,
    ...(onProgress ? { onProgress: (p: PullProgress) => onProgress(afterSnapshot(progress, p)) } : {}),
  });
  return afterSnapshot(progress, delta);
}

/** The snapshot's progress and the delta pull's after it, as one pull's (the snapshot says what is expected). */
function afterSnapshot(snapshot: PullProgress, delta: PullProgress): PullProgress {
  return {
    pages: snapshot.pages + delta.pages,
    changes: snapshot.changes + delta.changes,
    puts: snapshot.puts + delta.puts,
    deletes: snapshot.deletes + delta.deletes,
    ...(snapshot.expected === undefined ? {} : { expected: snapshot.expected }),
  };
}
