// Full re-fetch against a backend without `/api/sync/*` (the customer's existing server offers
// only the SPEC §7 list calls). Each list replaces its table only once the whole list has arrived,
// in one transaction with the rebase of queued changes: a failed or partial download leaves the
// previous copy as it was. Tables with no list call on such a server are left untouched.
//
// Answers are read leniently: a JSON array of rows, or an object holding the array under `data`,
// `rows`, `items` or `list`; `{ isok: false, message }` is an error (SPEC §8, cards query). Rows
// are expected in the replica's camelCase shape with an `id`; rows without one are skipped.
import type { Table } from 'dexie';
import type { SyncTable } from '../../contract/sync';
import type { NoctuaDb, ReplicatedRow } from '../db/noctua-db';
import { effectTableNames, effectTables, rebaseQueued } from './local-effects';

export interface LegacySource {
  table: SyncTable;
  method: 'GET' | 'POST';
  /** Under /api. */
  path: string;
  body?: Record<string, unknown>;
}

/** SPEC §7 list calls, price lists and VIP cards first. */
export const LEGACY_SOURCES: readonly LegacySource[] = [
  { table: 'priceListItems', method: 'GET', path: '/generic/consultarLPrecio' },
  { table: 'vipCards', method: 'POST', path: '/cards/consulta', body: { saldo: 'todos' } },
  { table: 'goods', method: 'GET', path: '/generic/consultarMercaderias' },
  { table: 'stockLocations', method: 'GET', path: '/inventarios/consultarDepositos' },
  { table: 'stockLevels', method: 'GET', path: '/inventarios/consultarGeneral' },
  { table: 'cancellationRequests', method: 'GET', path: '/tickets/consultarAnulaciones' },
  { table: 'pointsOfSale', method: 'POST', path: '/generic/consultarCajas', body: {} },
];

export type LegacyFetch = (source: LegacySource) => Promise<unknown>;

export class LegacyAnswerError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'LegacyAnswerError';
  }
}

/** The rows of a list answer (see the header for the accepted shapes). */
export function extractRows(answer: unknown, path: string): Record<string, unknown>[] {
  if (Array.isArray(answer)) return answer.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object');
  if (answer && typeof answer === 'object') {
    const obj = answer as Record<string, unknown>;
    if (obj.isok === false) {
      throw new LegacyAnswerError(typeof obj.message === 'string' && obj.message ? obj.message : 'Error desconocido', path);
    }
    for (const key of ['data', 'rows', 'items', 'list']) {
      if (Array.isArray(obj[key])) return extractRows(obj[key], path);
    }
  }
  throw new LegacyAnswerError('Respuesta inesperada del servidor', path);
}

function toReplicated(row: Record<string, unknown>): ReplicatedRow | null {
  const id = row.id;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  const version = typeof row.version === 'number' && Number.isFinite(row.version) ? row.version : 0;
  return { ...row, id: String(id), version };
}

/** Replaces a table's content with a complete list, keeping queued local changes on top. */
export async function replaceTable(db: NoctuaDb, name: SyncTable, rows: readonly Record<string, unknown>[]) {
  const table = db.table<ReplicatedRow, string>(name);
  const replicated = rows.map(toReplicated).filter((r): r is ReplicatedRow => r !== null);
  const rebase = effectTableNames(db).has(name);
  const scope = new Set<Table>([table, db.syncState]);
  if (rebase) for (const t of [db.outbox, ...effectTables(db)]) scope.add(t);
  await db.transaction('rw', [...scope], async () => {
    await table.clear();
    await table.bulkPut(replicated);
    if (rebase) await rebaseQueued(db);
    await db.syncState.put({ key: `legacy:${name}`, cursor: null, lastSuccessAt: new Date().toISOString(), lastError: null });
  });
  return replicated.length;
}

export interface LegacyProgress {
  tables: number;
  rows: number;
}

/** Fetches every list the user may read and replaces each table once its list is complete. */
export async function legacyRefresh(
  db: NoctuaDb,
  fetchList: LegacyFetch,
  readable: readonly SyncTable[],
  onProgress?: (progress: LegacyProgress) => void,
): Promise<LegacyProgress> {
  const progress: LegacyProgress = { tables: 0, rows: 0 };
  for (const source of LEGACY_SOURCES) {
    if (!readable.includes(source.table)) continue;
    const rows = extractRows(await fetchList(source), source.path);
    progress.rows += await replaceTable(db, source.table, rows);
    progress.tables++;
    onProgress?.({ ...progress });
  }
  return progress;
}
