// configuracion/noche (201): create, edit and delete nights, open / close / reopen them, and the
// venue's business-day cutoff hour. Every write locks the venue row first, so two admins opening
// two nights at once queue and the second sees the first's open night (one open night per venue).
// Closing refuses while the night has pending cancellation requests or unclosed registers, and
// says which; reopening is audited with its reason.
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { businessDate } from '../../../src/contract/business-date';
import {
  type CloseBlocker,
  type NightDto,
  type NightInput,
  type NightSettingsDto,
  type NightsListDto,
  nightIdSchema,
  nightInputSchema,
  nightInstants,
  nightSettingsSchema,
  nightsQuerySchema,
  reopenSchema,
} from '../../../src/contract/nights-admin';
import type { Tx } from '../../db/client';
import { auditLog, nights, sales, venues } from '../../db/schema';
import type { ServerDeps } from '../../deps';
import { type VenueClock, venueClock } from '../../domain/night-of';
import { ApiError } from '../../lib/errors';
import { requestLang, translate } from '../../lib/messages';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { closeBlockers, getNight, listNights, liveNightsOf } from './nights.service';

const CONFIG = ['201'];

const NIGHT_NOT_FOUND = 'La noche no existe';
const DUPLICATE_DATE = 'Ya existe una noche para esa fecha';
const CLOSED_NOT_EDITABLE = 'Una noche cerrada no se puede editar';
const DATE_ONLY_PLANNED = 'Solo se puede cambiar la fecha de una noche planificada';
const DATE_OF_DELETED = 'Esa fecha tuvo una noche borrada: créala de nuevo con «Nueva noche»';
const DELETE_ONLY_PLANNED = 'Solo se puede borrar una noche planificada';
const DELETE_HAS_SALES = 'La noche tiene ventas: no se puede borrar';
const OPEN_ONLY_PLANNED = 'Solo se puede abrir una noche planificada';
const REOPEN_ONLY_CLOSED = 'Solo se puede reabrir una noche cerrada';
const CLOSE_ONLY_OPEN = 'Solo se puede cerrar una noche abierta';
const ANOTHER_OPEN = 'Ya hay otra noche abierta; ciérrala primero';
const CLOSE_BLOCKED = 'No se puede cerrar la noche';
const BLOCK_CANCELLATIONS = 'Solicitudes de anulación pendientes';
const BLOCK_REGISTERS = 'Cajas sin cerrar';

type Ctx = Context<{ Variables: AuthVariables }>;

/**
 * A refusal whose message is built from translated pieces and data (the open night's name, the
 * blockers' counts): thrown inside a transaction to roll it back, answered by `refusing`.
 */
class Refusal extends Error {
  constructor(
    readonly pieces: { key: string; data?: string }[],
    readonly extra: Record<string, unknown>,
  ) {
    super('refusal');
  }
}

async function refusing(c: Ctx, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    const lang = requestLang(c);
    const [head, ...rest] = err.pieces.map((p) => (p.data ? `${translate(lang, p.key)}: ${p.data}` : translate(lang, p.key)));
    const message = rest.length > 0 ? `${head}. ${rest.join('; ')}` : (head ?? '');
    return c.json({ message, ...err.extra }, 409);
  }
}

/** Serialises the venue's night writes (see the header). */
async function lockVenue(tx: Tx, venueId: string): Promise<void> {
  await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId)).for('update');
}

async function lockNight(tx: Tx, venueId: string, id: string) {
  const [night] = await tx
    .select()
    .from(nights)
    .where(and(liveNightsOf(venueId), eq(nights.id, id)))
    .for('update');
  if (!night) throw new ApiError(404, NIGHT_NOT_FOUND);
  return night;
}

/** Refuses when another night of the venue is open. */
async function requireNoOtherOpen(tx: Tx, venueId: string, id: string): Promise<void> {
  const [other] = await tx
    .select({ id: nights.id, businessDate: nights.businessDate, eventName: nights.eventName })
    .from(nights)
    .where(and(liveNightsOf(venueId), eq(nights.status, 'open'), ne(nights.id, id)))
    .limit(1);
  if (!other) return;
  const name = other.eventName ? `${other.eventName} (${other.businessDate})` : other.businessDate;
  throw new Refusal([{ key: ANOTHER_OPEN, data: name }], { openNight: other });
}

function hoursOf(input: NightInput, clock: VenueClock) {
  return nightInstants(input.businessDate, input.opensAt, input.closesAt, clock.timezone, clock.cutoffHour);
}

async function requireFreeDate(tx: Tx, venueId: string, date: string, exceptId?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: nights.id })
    .from(nights)
    .where(and(liveNightsOf(venueId), eq(nights.businessDate, date), exceptId ? ne(nights.id, exceptId) : undefined));
  if (taken) throw new ApiError(409, DUPLICATE_DATE);
}

async function audit(tx: Tx, userId: string, action: string, id: string, before: unknown, after: unknown) {
  await tx.insert(auditLog).values({ userId, action, entity: 'nights', entityId: id, before, after });
}

export function nightAdminRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const g = guard(CONFIG);
  const idParam = validate('param', nightIdSchema);

  const answer = async (c: Ctx, venueId: string, id: string, status: 200 | 201 = 200) => {
    const night = await getNight(db, venueId, id, await venueClock(db, venueId));
    if (!night) throw new ApiError(404, NIGHT_NOT_FOUND);
    return c.json<NightDto>(night, status);
  };

  app.get('/ajustes', g, async (c) => {
    const clock = await venueClock(db, requireVenue(c).id);
    return c.json<NightSettingsDto>({ timezone: clock.timezone, cutoffHour: clock.cutoffHour });
  });

  app.put('/ajustes', g, validate('json', nightSettingsSchema), async (c) => {
    const venueId = requireVenue(c).id;
    const { cutoffHour } = c.req.valid('json');
    await db.transaction(async (tx) => {
      const before = await venueClock(tx, venueId);
      await tx.update(venues).set({ businessDayCutoffHour: cutoffHour, updatedAt: new Date() }).where(eq(venues.id, venueId));
      await tx.insert(auditLog).values({
        userId: c.var.user.id,
        action: 'venue.cutoff',
        entity: 'venues',
        entityId: venueId,
        before: { cutoffHour: before.cutoffHour },
        after: { cutoffHour },
      });
    });
    const clock = await venueClock(db, venueId);
    return c.json<NightSettingsDto>({ timezone: clock.timezone, cutoffHour: clock.cutoffHour });
  });

  app.get('/', g, validate('query', nightsQuerySchema), async (c) => {
    const venueId = requireVenue(c).id;
    const clock = await venueClock(db, venueId);
    const list: NightsListDto = {
      timezone: clock.timezone,
      cutoffHour: clock.cutoffHour,
      today: businessDate(new Date(), clock.timezone, clock.cutoffHour),
      nights: await listNights(db, venueId, clock, c.req.valid('query')),
    };
    return c.json(list);
  });

  app.post('/', g, validate('json', nightInputSchema), async (c) => {
    const venueId = requireVenue(c).id;
    const input = c.req.valid('json');
    const id = await db.transaction(async (tx) => {
      await lockVenue(tx, venueId);
      const hours = hoursOf(input, await venueClock(tx, venueId));
      await requireFreeDate(tx, venueId, input.businessDate);
      const values = { eventName: input.eventName, ...hours, status: 'planned' as const };
      // The (venue, date) key also holds deleted nights: a date freed by a delete is reused.
      const [revived] = await tx
        .update(nights)
        .set({ ...values, openedAt: null, closedAt: null, closedBy: null, deletedAt: null, updatedAt: new Date() })
        .where(and(eq(nights.venueId, venueId), eq(nights.businessDate, input.businessDate)))
        .returning({ id: nights.id });
      const night =
        revived ??
        (
          await tx
            .insert(nights)
            .values({ venueId, businessDate: input.businessDate, ...values })
            .returning({ id: nights.id })
        )[0];
      if (!night) throw new Error('nights insert returned nothing');
      await audit(tx, c.var.user.id, 'night.create', night.id, null, { ...input });
      return night.id;
    });
    return answer(c, venueId, id, 201);
  });

  app.put('/:id', g, idParam, validate('json', nightInputSchema), async (c) => {
    const venueId = requireVenue(c).id;
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    await db.transaction(async (tx) => {
      await lockVenue(tx, venueId);
      const night = await lockNight(tx, venueId, id);
      if (night.status === 'closed') throw new ApiError(409, CLOSED_NOT_EDITABLE);
      if (input.businessDate !== night.businessDate) {
        if (night.status !== 'planned') throw new ApiError(409, DATE_ONLY_PLANNED);
        await requireFreeDate(tx, venueId, input.businessDate, id);
        // The (venue, date) key also holds deleted nights, whose tombstones replicas still need.
        const [deleted] = await tx
          .select({ id: nights.id })
          .from(nights)
          .where(and(eq(nights.venueId, venueId), eq(nights.businessDate, input.businessDate), isNotNull(nights.deletedAt)));
        if (deleted) throw new ApiError(409, DATE_OF_DELETED);
      }
      const hours = hoursOf(input, await venueClock(tx, venueId));
      await tx
        .update(nights)
        .set({ businessDate: input.businessDate, eventName: input.eventName, ...hours, updatedAt: new Date() })
        .where(eq(nights.id, id));
      await audit(
        tx,
        c.var.user.id,
        'night.update',
        id,
        { businessDate: night.businessDate, eventName: night.eventName, opensAt: night.opensAt, closesAt: night.closesAt },
        { ...input },
      );
    });
    return answer(c, venueId, id);
  });

  app.delete('/:id', g, idParam, async (c) => {
    const venueId = requireVenue(c).id;
    const { id } = c.req.valid('param');
    await db.transaction(async (tx) => {
      await lockVenue(tx, venueId);
      const night = await lockNight(tx, venueId, id);
      if (night.status !== 'planned') throw new ApiError(409, DELETE_ONLY_PLANNED);
      const [sale] = await tx.select({ id: sales.id }).from(sales).where(eq(sales.nightId, id)).limit(1);
      if (sale) throw new ApiError(409, DELETE_HAS_SALES);
      // A tombstone, not a delete: replicas learn of it through the delta sync.
      await tx.update(nights).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(nights.id, id));
      await audit(tx, c.var.user.id, 'night.delete', id, { businessDate: night.businessDate, eventName: night.eventName }, null);
    });
    return c.body(null, 204);
  });

  app.post('/:id/abrir', g, idParam, (c) =>
    refusing(c, async () => {
      const venueId = requireVenue(c).id;
      const { id } = c.req.valid('param');
      await db.transaction(async (tx) => {
        await lockVenue(tx, venueId);
        const night = await lockNight(tx, venueId, id);
        if (night.status !== 'planned') throw new ApiError(409, OPEN_ONLY_PLANNED);
        await requireNoOtherOpen(tx, venueId, id);
        const now = new Date();
        await tx.update(nights).set({ status: 'open', openedAt: now, updatedAt: now }).where(eq(nights.id, id));
        await audit(tx, c.var.user.id, 'night.open', id, { status: night.status }, { status: 'open' });
      });
      return answer(c, venueId, id);
    }),
  );

  app.post('/:id/cerrar', g, idParam, (c) =>
    refusing(c, async () => {
      const venueId = requireVenue(c).id;
      const { id } = c.req.valid('param');
      await db.transaction(async (tx) => {
        await lockVenue(tx, venueId);
        const night = await lockNight(tx, venueId, id);
        if (night.status !== 'open') throw new ApiError(409, CLOSE_ONLY_OPEN);
        const blockers = await closeBlockers(tx, id);
        if (blockers.length > 0) {
          const pieces = blockers.map((b: CloseBlocker) => ({
            key: b.kind === 'pending_cancellations' ? BLOCK_CANCELLATIONS : BLOCK_REGISTERS,
            data: `${b.count} (${b.detail})`,
          }));
          throw new Refusal([{ key: CLOSE_BLOCKED }, ...pieces], { blockers });
        }
        const now = new Date();
        await tx
          .update(nights)
          .set({ status: 'closed', closedAt: now, closedBy: c.var.user.id, updatedAt: now })
          .where(eq(nights.id, id));
        await audit(tx, c.var.user.id, 'night.close', id, { status: night.status }, { status: 'closed' });
      });
      return answer(c, venueId, id);
    }),
  );

  app.post('/:id/reabrir', g, idParam, validate('json', reopenSchema), (c) =>
    refusing(c, async () => {
      const venueId = requireVenue(c).id;
      const { id } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      await db.transaction(async (tx) => {
        await lockVenue(tx, venueId);
        const night = await lockNight(tx, venueId, id);
        if (night.status !== 'closed') throw new ApiError(409, REOPEN_ONLY_CLOSED);
        await requireNoOtherOpen(tx, venueId, id);
        await tx
          .update(nights)
          .set({ status: 'open', closedAt: null, closedBy: null, updatedAt: new Date() })
          .where(eq(nights.id, id));
        await audit(
          tx,
          c.var.user.id,
          'night.reopen',
          id,
          { status: 'closed', closedAt: night.closedAt, closedBy: night.closedBy },
          { status: 'open', reason },
        );
      });
      return answer(c, venueId, id);
    }),
  );

  return app;
}
