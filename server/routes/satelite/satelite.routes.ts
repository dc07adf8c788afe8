// Satélite (101): terminals, their API keys and event history (SPEC §7 consultarHistoria).
// A key is generated here and returned once; only its prefix and SHA-256 hash are stored
// (server/lib/api-keys.ts). Every change is audited without the key itself.
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  type ApiKeyAnswer,
  createTerminalSchema,
  HISTORY_DEFAULT_LIMIT,
  type HistoryEventDto,
  historyQuerySchema,
  type KeyState,
  type TerminalDto,
  type TerminalsAnswer,
  terminalStatus,
} from '../../../src/contract/satelite';
import type { Db } from '../../db/client';
import { auditLog, pointsOfSale, terminalEvents, terminals, users } from '../../db/schema';
import type { ServerDeps } from '../../deps';
import { generateApiKey } from '../../lib/api-keys';
import { ApiError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';

const SATELITE = ['101'] as const;

const TERMINAL_NOT_FOUND = 'La terminal no existe';
const POS_NOT_FOUND = 'El punto de venta no existe';
const DEVICE_TAKEN = 'Ya existe una terminal con ese identificador de dispositivo';
const NO_ACTIVE_KEY = 'La terminal no tiene una clave activa';

const idParam = v.object({ id: v.pipe(v.string(), v.uuid()) });

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

const ofVenue = (venueId: string) =>
  and(eq(pointsOfSale.venueId, venueId), isNull(pointsOfSale.deletedAt), isNull(terminals.deletedAt));

async function loadTerminal(db: Db, venueId: string, id: string): Promise<TerminalDto> {
  const [row] = await db
    .select(terminalColumns)
    .from(terminals)
    .innerJoin(pointsOfSale, eq(pointsOfSale.id, terminals.pointOfSaleId))
    .where(and(ofVenue(venueId), eq(terminals.id, id)));
  if (!row) throw new ApiError(404, TERMINAL_NOT_FOUND);
  return toDto(row, Date.now());
}

export function sateliteRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.get('/terminales', guard(SATELITE), async (c) => {
    const venueId = requireVenue(c).id;
    const now = new Date();
    const [rows, pos] = await Promise.all([
      db
        .select(terminalColumns)
        .from(terminals)
        .innerJoin(pointsOfSale, eq(pointsOfSale.id, terminals.pointOfSaleId))
        .where(ofVenue(venueId))
        .orderBy(asc(pointsOfSale.name), asc(terminals.name)),
      db
        .select({ id: pointsOfSale.id, name: pointsOfSale.name, kind: pointsOfSale.kind, active: pointsOfSale.active })
        .from(pointsOfSale)
        .where(and(eq(pointsOfSale.venueId, venueId), isNull(pointsOfSale.deletedAt)))
        .orderBy(asc(pointsOfSale.name)),
    ]);
    const answer: TerminalsAnswer = {
      now: now.toISOString(),
      terminals: rows.map((r) => toDto(r, now.getTime())),
      pointsOfSale: pos,
    };
    return c.json(answer);
  });

  app.post('/terminales', guard(SATELITE), validate('json', createTerminalSchema), async (c) => {
    const venueId = requireVenue(c).id;
    const body = c.req.valid('json');
    const [pos] = await db
      .select({ id: pointsOfSale.id })
      .from(pointsOfSale)
      .where(and(eq(pointsOfSale.id, body.pointOfSaleId), eq(pointsOfSale.venueId, venueId), isNull(pointsOfSale.deletedAt)));
    if (!pos) throw new ApiError(404, POS_NOT_FOUND);
    const [taken] = await db.select({ id: terminals.id }).from(terminals).where(eq(terminals.deviceId, body.deviceId));
    if (taken) throw new ApiError(409, DEVICE_TAKEN);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(terminals)
        .values({ pointOfSaleId: pos.id, name: body.name, deviceId: body.deviceId })
        .returning({ id: terminals.id });
      if (!row) throw new Error('terminal insert returned nothing');
      await tx.insert(auditLog).values({
        userId: c.var.user.id,
        action: 'terminal.create',
        entity: 'terminal',
        entityId: row.id,
        after: body,
      });
      return row.id;
    });
    return c.json(await loadTerminal(db, venueId, id), 201);
  });

  app.post('/terminales/:id/clave', guard(SATELITE), validate('param', idParam), async (c) => {
    const venueId = requireVenue(c).id;
    const { id } = c.req.valid('param');
    const before = await loadTerminal(db, venueId, id);
    const key = generateApiKey();
    await db.transaction(async (tx) => {
      await tx
        .update(terminals)
        .set({ apiKeyHash: key.hash, apiKeyPrefix: key.prefix, apiKeyRevokedAt: null })
        .where(eq(terminals.id, id));
      await tx.insert(auditLog).values({
        userId: c.var.user.id,
        action: before.keyPrefix ? 'terminal.key.rotate' : 'terminal.key.create',
        entity: 'terminal',
        entityId: id,
        before: { keyPrefix: before.keyPrefix, keyState: before.keyState },
        after: { keyPrefix: `nt_${key.prefix}` },
      });
    });
    const answer: ApiKeyAnswer = { apiKey: key.key, terminal: await loadTerminal(db, venueId, id) };
    return c.json(answer);
  });

  app.post('/terminales/:id/revocar', guard(SATELITE), validate('param', idParam), async (c) => {
    const venueId = requireVenue(c).id;
    const { id } = c.req.valid('param');
    const before = await loadTerminal(db, venueId, id);
    if (before.keyState !== 'active') throw new ApiError(409, NO_ACTIVE_KEY);
    await db.transaction(async (tx) => {
      await tx.update(terminals).set({ apiKeyRevokedAt: new Date() }).where(eq(terminals.id, id));
      await tx.insert(auditLog).values({
        userId: c.var.user.id,
        action: 'terminal.key.revoke',
        entity: 'terminal',
        entityId: id,
        before: { keyPrefix: before.keyPrefix, keyState: 'active' },
        after: { keyPrefix: before.keyPrefix, keyState: 'revoked' },
      });
    });
    return c.json(await loadTerminal(db, venueId, id));
  });

  app.get('/consultarHistoria', guard(SATELITE), validate('query', historyQuerySchema), async (c) => {
    const venueId = requireVenue(c).id;
    const q = c.req.valid('query');
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
          ofVenue(venueId),
          isNull(terminalEvents.deletedAt),
          q.terminalId ? eq(terminalEvents.terminalId, q.terminalId) : undefined,
          q.kind ? eq(terminalEvents.kind, q.kind) : undefined,
        ),
      )
      .orderBy(desc(terminalEvents.at), desc(terminalEvents.id))
      .limit(q.limit ?? HISTORY_DEFAULT_LIMIT);
    const answer: HistoryEventDto[] = rows.map((r) => ({ ...r, at: r.at.toISOString(), userName: r.userName ?? null }));
    return c.json(answer);
  });

  return app;
}
