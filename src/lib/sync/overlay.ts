// How a local effect writes a replicated row before the server has heard of its command: marked
// `_local`, with the last copy the server sent kept in `_server`, so that discarding a rejected
// command can put the server's row back and a pulled row (which replaces the whole row) drops
// both marks. Used by the features' command modules (src/features/<area>/commands/).
import type { ReplicatedRow } from '../db/noctua-db';

const BOOKKEEPING = new Set(['_local', '_server', 'version', '_checkIns']);

function sameValues(a: ReplicatedRow, b: ReplicatedRow): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (BOOKKEEPING.has(key)) continue;
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) return false;
  }
  return true;
}

/**
 * What an effect builds on: the server's copy of a row a local effect overlaid (the row itself when
 * it is not overlaid, or when the server never sent one).
 */
export function baseRow<T extends ReplicatedRow>(row: T): T {
  return row._local ? ((row._server as T | null) ?? row) : row;
}

/**
 * Writes a row as a local effect leaves it (null `_server` when the server never sent one). When
 * the effect changes nothing against the server's copy (a command the server already applied,
 * re-applied over its pulled row), the server's row stays as it is, unmarked.
 */
export async function putOverlay<T extends ReplicatedRow>(
  table: { put(row: T): Promise<unknown> },
  existing: T | undefined,
  next: T,
): Promise<void> {
  const server = existing ? (existing._local ? (existing._server as T | null) : existing) : null;
  if (server && sameValues(server, next)) {
    if (existing?._local) await table.put(server);
    return;
  }
  await table.put({ ...next, _local: true, _server: server });
}
