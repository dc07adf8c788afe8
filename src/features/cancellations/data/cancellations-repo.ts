// What the cancellation screens keep on this device, in the Dexie replica:
// - uiState 'anulaciones:details': the offline copy (src/lib/offline-copy.ts) of the last
//   consultarAnulaciones answer and when it came, so the list still shows sales, lines and names
//   offline ("al 21/11 23:40");
// - uiState 'anulaciones:hidden': ids the user removed from their list (SPEC §4: removal is local,
//   by id, no server call) — a "Mostrar ocultas" toggle brings them back;
// - uiState 'anulaciones:ventas': the offline copy of the last recent-sales answer, so a cashier
//   can still pick the sale to cancel offline;
// - a request itself: an outbox command (../commands/; its local effect puts a pending
//   row into cancellationRequests at once), and a decision's answer put into the replica.
import type { CancellationRequestDto, CancellationRequestRowDto } from '../../../contract/cancellations';
import type { CommandArgs } from '../../../contract/sync';
import { uuidv7 } from '../../../contract/uuid';
import type { CancellationRequestRow, NoctuaDb } from '../../../lib/db/noctua-db';
import { loadCopy, type OfflineCopy, saveCopy, updateCopy } from '../../../lib/offline-copy';
import type { ReplicaStore } from '../../../lib/sync/replica-store';
import { cancellationRequest } from '../commands/cancellation-request.contract';

export const DETAILS_KEY = 'anulaciones:details';
export const HIDDEN_KEY = 'anulaciones:hidden';
export const SALES_KEY = 'anulaciones:ventas';
/** The requester's own requests, as last answered (kept per user: the replica is the user's). */
export const OWN_KEY = 'anulaciones:mias';

export type Details = OfflineCopy<CancellationRequestDto[]>;

export const loadDetails = (db: NoctuaDb): Promise<Details | null> => loadCopy(db, DETAILS_KEY);

export const saveDetails = (db: NoctuaDb, rows: CancellationRequestDto[], at?: string) => saveCopy(db, DETAILS_KEY, rows, at);

/** One decided request replaces its kept details (the list shows the decider's name at once). */
export function saveDetail(db: NoctuaDb, row: CancellationRequestDto) {
  return updateCopy<CancellationRequestDto[]>(db, DETAILS_KEY, (rows) =>
    rows.some((r) => r.id === row.id) ? rows.map((r) => (r.id === row.id ? row : r)) : [...rows, row],
  );
}

export async function loadHidden(db: NoctuaDb): Promise<string[]> {
  const value = (await db.uiState.get(HIDDEN_KEY))?.value;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Hides or shows one request in this device's list (local only, by id). */
export async function setHidden(db: NoctuaDb, id: string, hide: boolean): Promise<void> {
  await db.transaction('rw', db.uiState, async () => {
    const current = new Set(await loadHidden(db));
    if (hide) current.add(id);
    else current.delete(id);
    await db.uiState.put({ key: HIDDEN_KEY, value: [...current] });
  });
}

/**
 * The decided row the server answered, put into the replica when it is newer than the local one
 * (the rule the pull applies), so the list shows the decision before the next pull.
 */
export async function saveDecidedRow(db: NoctuaDb, row: CancellationRequestRowDto): Promise<void> {
  await db.transaction('rw', db.cancellationRequests, async () => {
    const local = await db.cancellationRequests.get(row.id);
    if (local && !local._local && local.version >= row.version) return;
    const { id, saleId, requestedBy, reason, at, status, decidedBy, decidedAt, decisionNote, createdAt, updatedAt, version } =
      row;
    const next: CancellationRequestRow = {
      id,
      saleId,
      requestedBy,
      reason,
      at,
      status,
      decidedBy,
      decidedAt,
      decisionNote,
      createdAt,
      updatedAt,
      version,
    };
    await db.cancellationRequests.put(next);
  });
}

export type RequestArgs = CommandArgs<typeof cancellationRequest>;

/** Queues a request; its id is made here so a resend can never ask twice. */
export async function requestCancellation(
  queue: ReplicaStore['queue'],
  input: { saleId: string; reason: string },
  now: number = Date.now(),
): Promise<RequestArgs> {
  const args: RequestArgs = { requestId: uuidv7(now), saleId: input.saleId, reason: input.reason.trim() };
  await queue(cancellationRequest, args);
  return args;
}
