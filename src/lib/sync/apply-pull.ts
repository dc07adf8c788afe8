// Applies delta-sync pull pages (`GET /api/sync/pull`) to the local replica. Each page lands in
// one Dexie transaction together with its cursor, so a crash or a failed write leaves the replica
// and the cursor at the previous page: the next pull resumes there and re-applies idempotently.
// Rows carry the server version they reflect; an older change never overwrites a newer local row
// (a page re-applied after a later one, or a row already refreshed by a push result).
import type { Table } from 'dexie';
import { PULL_LIMIT_DEFAULT, type PullResponse, SYNC_TABLES, type SyncChange, type SyncTable } from '../../contract/sync';
import type { NoctuaDb, ReplicatedRow } from '../db/noctua-db';
import { effectTableNames, effectTables, rebaseQueued } from './local-effects';

export interface PullPageRequest {
  cursor: string | null;
  tables: readonly SyncTable[];
  limit: number;
}

export type FetchPullPage = (request: PullPageRequest) => Promise<PullResponse>;

export interface PullProgress {
  pages: number;
  /** Changes received so far (puts and deletes). */
  changes: number;
  puts: number;
  deletes: number;
  /**
   * A first sync's snapshot: the rows it still had to send when this pull began (its total less
   * what an interrupted run already wrote), known from its first page on.
   */
  expected?: number;
}

export interface ApplyPageResult {
  puts: number;
  deletes: number;
  /** Changes skipped because the local row already reflects a newer version. */
  skipped: number;
}

const KNOWN_TABLES: ReadonlySet<string> = new Set(SYNC_TABLES);

/**
 * Tables whose rows a local effect may create under a client id although the server keys them by
 * a natural key too: an offline count line gets its own id, and the server's row for the same
 * count and good arrives under the server's id — the local twin is dropped when it does.
 */
const NATURAL_KEYS: Partial<Record<SyncTable, readonly [string, string]>> = {
  stockCountLines: ['stockCountId', 'goodId'],
};

export async function dropNaturalKeyTwins(table: Table<ReplicatedRow, string>, name: SyncTable, rows: readonly ReplicatedRow[]) {
  const key = NATURAL_KEYS[name];
  if (!key) return;
  const keys = rows
    .map((row) => [row[key[0]], row[key[1]]])
    .filter((k): k is [string, string] => k.every((p) => typeof p === 'string'));
  if (keys.length === 0) return;
  const incoming = new Set(rows.map((row) => row.id));
  const same = await table.where(`[${key[0]}+${key[1]}]`).anyOf(keys).primaryKeys();
  const twins = same.filter((id) => !incoming.has(id));
  if (twins.length > 0) await table.bulkDelete(twins);
}

/** The syncState key of a table set: the cursor is only valid for the tables it was asked with. */
export function pullCursorKey(tables: readonly SyncTable[]): string {
  return `pull:${orderTables(tables).join(',')}`;
}

/** Request order of a first sync: price lists and VIP cards first (SYNC_TABLES order). */
export function orderTables(tables: readonly SyncTable[]): SyncTable[] {
  const wanted = new Set(tables);
  return SYNC_TABLES.filter((t) => wanted.has(t));
}

function tableOf(db: NoctuaDb, name: SyncTable): Table<ReplicatedRow, string> {
  return db.table<ReplicatedRow, string>(name);
}

/** Applies one page and advances `cursorKey` to `page.cursor`, all or nothing. */
export async function applyPullPage(
  db: NoctuaDb,
  page: PullResponse,
  cursorKey: string,
  /** Tables that were empty when this pull began: nothing local to compare versions with. */
  freshTables: ReadonlySet<SyncTable> = new Set(),
): Promise<ApplyPageResult> {
  // The last change per row wins within a page (changes are in server sequence order).
  const byTable = new Map<SyncTable, Map<string, SyncChange>>();
  for (const change of page.changes) {
    // A newer server may replicate tables this build does not know yet: ignore them.
    if (!KNOWN_TABLES.has(change.table)) continue;
    let rows = byTable.get(change.table);
    if (!rows) {
      rows = new Map();
      byTable.set(change.table, rows);
    }
    const previous = rows.get(change.id);
    if (!previous || previous.version <= change.version) rows.set(change.id, change);
  }

  const touched = [...byTable.keys()];
  const result: ApplyPageResult = { puts: 0, deletes: 0, skipped: 0 };
  const rebaseNeeded = touched.some((t) => effectTableNames(db).has(t));
  const scope = new Set<Table>([...touched.map((t) => tableOf(db, t)), db.syncState]);
  if (rebaseNeeded) for (const t of [db.outbox, ...effectTables(db)]) scope.add(t);
  await db.transaction('rw', [...scope], async () => {
    for (const [name, changes] of byTable) {
      const table = tableOf(db, name);
      const ids = [...changes.keys()];
      // A table filled from empty holds only rows of earlier pages (lower versions) and local
      // effects (put back by the rebase below): no need to read it first.
      const local = freshTables.has(name) ? [] : await table.bulkGet(ids);
      const puts: ReplicatedRow[] = [];
      const deletes: string[] = [];
      ids.forEach((id, i) => {
        const change = changes.get(id);
        if (!change) return;
        const current = local[i];
        if (current && current.version > change.version) {
          result.skipped++;
          return;
        }
        if (change.op === 'delete') {
          if (current) deletes.push(id);
        } else {
          puts.push({ ...change.row, id, version: change.version });
        }
      });
      if (puts.length > 0) {
        await dropNaturalKeyTwins(table, name, puts);
        await table.bulkPut(puts);
      }
      if (deletes.length > 0) await table.bulkDelete(deletes);
      result.puts += puts.length;
      result.deletes += deletes.length;
    }
    // Changes the server has not received yet stay on top of what it sent.
    if (rebaseNeeded) await rebaseQueued(db);
    await db.syncState.put({ key: cursorKey, cursor: page.cursor, lastSuccessAt: new Date().toISOString(), lastError: null });
  });
  return result;
}

export interface PullAllOptions {
  tables?: readonly SyncTable[];
  limit?: number;
  onProgress?: (progress: PullProgress) => void;
}

/** Pulls pages from the stored cursor until the server says there is no more. */
export async function pullAll(db: NoctuaDb, fetchPage: FetchPullPage, options: PullAllOptions = {}): Promise<PullProgress> {
  const tables = orderTables(options.tables ?? SYNC_TABLES);
  const limit = options.limit ?? PULL_LIMIT_DEFAULT;
  const key = pullCursorKey(tables);
  const progress: PullProgress = { pages: 0, changes: 0, puts: 0, deletes: 0 };
  let cursor = (await db.syncState.get(key))?.cursor ?? null;
  const fresh = new Set<SyncTable>();
  if (cursor === null) {
    for (const t of tables) if ((await tableOf(db, t).count()) === 0) fresh.add(t);
  }
  let prefetched: Promise<PullResponse> | null = null;
  try {
    for (;;) {
      const page = await (prefetched ?? fetchPage({ cursor, tables, limit }));
      prefetched = null;
      // The next page is fetched while this one is written (the cursor comes with the page).
      if (page.hasMore) {
        prefetched = fetchPage({ cursor: page.cursor, tables, limit });
        prefetched.catch(() => {});
      }
      const applied = await applyPullPage(db, page, key, fresh);
      progress.pages++;
      progress.changes += page.changes.length;
      progress.puts += applied.puts;
      progress.deletes += applied.deletes;
      options.onProgress?.({ ...progress });
      cursor = page.cursor;
      if (!page.hasMore) return progress;
    }
  } catch (error) {
    // Outside the failed transaction: the cursor stays where the last good page left it.
    const message = error instanceof Error ? error.message : String(error);
    await db.syncState.update(key, { lastError: message }).then(async (updated) => {
      if (updated === 0) await db.syncState.put({ key, cursor: null, lastSuccessAt: null, lastError: message });
    });
    throw error;
  }
}
