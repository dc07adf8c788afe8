// Satélite (101), the reads and writes of satelite.routes.ts: terminals, their API keys and event
// history. A key is generated here and returned once; only its prefix and SHA-256 hash are stored
// (server/lib/api-keys.ts). Every change is audited without the key itself.
import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  type ApiKeyAnswer,
  type createTerminalSchema,
  HISTORY_DEFAULT_LIMIT,
  type HistoryEventDto,
  type historyQuerySchema,
  type KeyState,
  type TerminalDto,
  type TerminalsAnswer,
  terminalStatus,
} from '../../../src/contract/satelite';
import type { Db, Tx } from '../../db/client';
import { pointsOfSale, terminalEvents, terminals, users } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { ofVenue, venueRow } from '../../domain/venue-rows';
import { generateApiKey } from '../../lib/api-keys';
import { ApiError } from '../../lib/errors';
import { DEVICE_TAKEN, NO_ACTIVE_KEY, TERMINAL_NOT_FOUND } from './satelite.messages';

const POS_NOT_FOUND = 'El punto de venta no existe';

const terminalColumns = {
  id: terminals.id,
  name: terminals.name,
  deviceId: terminals.deviceId,
  pointOfSaleId: terminals.pointOfSaleId,
  pointOfSaleName: pointsOfSale.name,
  pointOfSaleKind: pointsOfSale.kind,
  appVersion: terminals.appVersion,
  lastSeenAt: terminals.lastSeenAt,
  lastBatchAt: terminals.lastBatchAt,
  pendingBatches: terminals.pendingBatches,
  apiKeyPrefix: terminals.apiKeyPrefix,
  apiKeyRevokedAt: terminals.apiKeyRevokedAt,
};
type TerminalRow = { [K in keyof typeof terminalColumns]: (typeof terminalColumns)[K]['_']['data'] | null };

function toDto(r: TerminalRow, nowMs: number): TerminalDto {
  const lastSeenAt = r.lastSeenAt?.toISOString() ?? null;
  const keyState: KeyState = !r.apiKeyPrefix ? 'none' : r.apiKeyRevokedAt ? 'revoked' : 'active';
  return {
    id: r.id as string,
    name: r.name as string,
    deviceId: r.deviceId as string,
    pointOfSaleId: r.pointOfSaleId as string,
    pointOfSaleName: r.pointOfSaleName as string,
    pointOfSaleKind: r.pointOfSaleKind as TerminalDto['pointOfSaleKind'],
    appVersion: r.appVersion ?? '',
    lastSeenAt,
    lastBatchAt: r.lastBatchAt?.toISOString() ?? null,
    pendingBatches: r.pendingBatches ?? 0,
    keyPrefix: r.apiKeyPrefix ? `nt_${r.apiKeyPrefix}` : null,
    keyState,
    keyRevokedAt: r.apiKeyRevokedAt?.toISOString() ?? null,
    status: terminalStatus(lastSeenAt, nowMs),
  };
}

/** The venue's live terminals (on its live points of sale). */
const terminalsOf = (venueId: string) => ofVenue(pointsOfSale, venueId, isNull(terminals.deletedAt));

/** The venue's terminals (those matching `where`) with their point of sale. */
function terminalRows(db: Db, venueId: string, where?: SQL) {
  return db
    .select(terminalColumns)
    .from(terminals)
    .innerJoin(pointsOfSale, eq(pointsOfSale.id, terminals.pointOfSaleId))
    .where(and(terminalsOf(venueId), where))
    .orderBy(asc(pointsOfSale.name), asc(terminals.name));
}

async function loadTerminal(db: Db, venueId: string, id: string): Promise<TerminalDto> {
  const [row] = await terminalRows(db, venueId, eq(terminals.id, id));
  if (!row) throw new ApiError(404, TERMINAL_NOT_FOUND);
  return toDto(row, Date.now());
}

function audit(tx: Tx, userId: string, action: string, id: string, before: unknown, after: unknown) {
  return writeAudit(tx, userId, action, 'terminal', id, before, after);
}

export async function listTerminals(db: Db, venueId: string): Promise<TerminalsAnswer> {
  const now = new Date();
  const [rows, pos] = await Promise.all([
    terminalRows(db, venueId),
    db
      .select({ id: pointsOfSale.id, name: pointsOfSale.name, kind: pointsOfSale.kind, active: pointsOfSale.active })
      .from(pointsOfSale)
      .where(ofVenue(pointsOfSale, venueId))
      .orderBy(asc(pointsOfSale.name)),
  ]);
  return { now: now.toISOString(), terminals: rows.map((r) => toDto(r, now.getTime())), pointsOfSale: pos };
}

export async function createTerminal(
  db: Db,
  venueId: string,
  userId: string,
  body: v.InferOutput<typeof createTerminalSchema>,
): Promise<TerminalDto> {
  const pos = await venueRow(db, pointsOfSale, venueId, body.pointOfSaleId, POS_NOT_FOUND);
  const [taken] = await db.select({ id: terminals.id }).from(terminals).where(eq(terminals.deviceId, body.deviceId));
  if (taken) throw new ApiError(409, DEVICE_TAKEN);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(terminals)
      .values({ pointOfSaleId: pos.id, name: body.name, deviceId: body.deviceId })
      .returning({ id: terminals.id });
    if (!row) throw new Error('terminal insert returned nothing');
    await audit(tx, userId, 'terminal.create', row.id, undefined, body);
    return row.id;
  });
  return loadTerminal(db, venueId, id);
}

/** A new key for the terminal (the old one stops working); the key is in the answer only. */
export async function issueTerminalKey(db: Db, venueId: string, userId: string, id: string): Promise<ApiKeyAnswer> {
  const before = await loadTerminal(db, venueId, id);
  const key = generateApiKey();
  await db.transaction(async (tx) => {
    await tx
      .update(terminals)
      .set({ apiKeyHash: key.hash, apiKeyPrefix: key.prefix, apiKeyRevokedAt: null })
      .where(eq(terminals.id, id));
    const action = before.keyPrefix ? 'terminal.key.rotate' : 'terminal.key.create';
    const was = { keyPrefix: before.keyPrefix, keyState: before.keyState };
    await audit(tx, userId, action, id, was, { keyPrefix: `nt_${key.prefix}` });
  });
  return { apiKey: key.key, terminal: await loadTerminal(db, venueId, id) };
}

export async function revokeTerminalKey(db: Db, venueId: string, userId: string, id: string): Promise<TerminalDto> {
  const before = await loadTerminal(db, venueId, id);
  if (before.keyState !== 'active') throw new ApiError(409, NO_ACTIVE_KEY);
  await db.transaction(async (tx) => {
    await tx.update(terminals).set({ apiKeyRevokedAt: new Date() }).where(eq(terminals.id, id));
    const was = { keyPrefix: before.keyPrefix, keyState: 'active' };
    await audit(tx, userId, 'terminal.key.revoke', id, was, { keyPrefix: before.keyPrefix, keyState: 'revoked' });
  });
  return loadTerminal(db, venueId, id);
}

/** SPEC §7 consultarHistoria: the venue's terminal events, newest first. */
export async function terminalHistory(
  db: Db,
  venueId: string,
  q: v.InferOutput<typeof historyQuerySchema>,
): Promise<HistoryEventDto[]> {
  const rows = await db
    .select({
      id: terminalEvents.id,
      terminalId: terminalEvents.terminalId,
      terminalName: terminals.name,
      pointOfSaleName: pointsOfSale.name,
      kind: terminalEvents.kind,
      at: terminalEvents.at,
      detail: terminalEvents.detail,
      userName: users.displayName,
    })
    .from(terminalEvents)
    .innerJoin(terminals, eq(terminals.id, terminalEvents.terminalId))
    .innerJoin(pointsOfSale, eq(pointsOfSale.id, terminals.pointOfSaleId))
    .leftJoin(users, eq(users.id, terminalEvents.userId))
    .where(
      and(
        terminalsOf(venueId),
        isNull(terminalEvents.deletedAt),
        q.terminalId ? eq(terminalEvents.terminalId, q.terminalId) : undefined,
        q.kind ? eq(terminalEvents.kind, q.kind) : undefined,
      ),
    )
    .orderBy(desc(terminalEvents.at), desc(terminalEvents.id))
    .limit(q.limit ?? HISTORY_DEFAULT_LIMIT);
  return rows.map((r) => ({ ...r, at: r.at.toISOString(), userName: r.userName ?? null }));
}
