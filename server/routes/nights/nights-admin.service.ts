// Writes of configuracion/noche (nights-admin.routes.ts holds the routes): create, edit and delete
// nights, open / close / reopen them, and the venue's business-day cutoff. Every write locks the
// venue row first, so two admins opening two nights at once queue and the second sees the first's
// open night (one open night per venue). Closing refuses while the night has pending cancellation
// requests or unclosed registers, and says which; reopening is audited with its reason.
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import {
  type CloseBlocker,
  type NightDto,
  type NightInput,
  type NightSettingsDto,
  nightInstants,
} from '../../../src/contract/nights-admin';
import type { Db, Tx } from '../../db/client';
import { nights, sales, venues } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { NIGHT_NOT_FOUND, type VenueClock, venueClock, venueNight } from '../../domain/night-of';
import { ApiError } from '../../lib/errors';
import {
  ANOTHER_OPEN,
  BLOCK_CANCELLATIONS,
  BLOCK_REGISTERS,
  CLOSE_BLOCKED,
  CLOSE_ONLY_OPEN,
  CLOSED_NOT_EDITABLE,
  DATE_OF_DELETED,
  DATE_ONLY_PLANNED,
  DELETE_HAS_SALES,
  DELETE_ONLY_PLANNED,
  DUPLICATE_DATE,
  OPEN_ONLY_PLANNED,
  REOPEN_ONLY_CLOSED,
} from './nights.messages';
import { closeBlockers, getNight, liveNightsOf } from './nights.service';

/**
 * A refusal whose message is built from translated pieces and data (the open night's name, the
 * blockers' counts): thrown inside a transaction to roll it back; the routes answer it with 409.
 */
export class Refusal extends Error {
  constructor(
    readonly pieces: { key: string; data?: string }[],
    readonly extra: Record<string, unknown>,
  ) {
    super('refusal');
  }
}

type NightRow = typeof nights.$inferSelect;

/** Serialises the venue's night writes (see the header). */
async function lockVenue(tx: Tx, venueId: string): Promise<void> {
  await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId)).for('update');
}

/** Runs one write on a night in a transaction: the venue and the night locked, in that order. */
function withLockedNight<T>(db: Db, venueId: string, id: string, write: (tx: Tx, night: NightRow) => Promise<T>) {
  return db.transaction(async (tx) => {
    await lockVenue(tx, venueId);
    return write(tx, await venueNight(tx, venueId, id, 'update'));
  });
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
  await writeAudit(tx, userId, action, 'nights', id, before, after);
}

/** One night as the screen shows it; 404 when it is not the venue's. */
export async function nightAnswer(db: Db, venueId: string, id: string): Promise<NightDto> {
  const night = await getNight(db, venueId, id, await venueClock(db, venueId));
  if (!night) throw new ApiError(404, NIGHT_NOT_FOUND);
  return night;
}

export async function nightSettings(db: Db | Tx, venueId: string): Promise<NightSettingsDto> {
  const clock = await venueClock(db, venueId);
  return { timezone: clock.timezone, cutoffHour: clock.cutoffHour };
}

export async function setCutoffHour(db: Db, venueId: string, userId: string, cutoffHour: number): Promise<NightSettingsDto> {
  await db.transaction(async (tx) => {
    const before = await venueClock(tx, venueId);
    await tx.update(venues).set({ businessDayCutoffHour: cutoffHour, updatedAt: new Date() }).where(eq(venues.id, venueId));
    await writeAudit(tx, userId, 'venue.cutoff', 'venues', venueId, { cutoffHour: before.cutoffHour }, { cutoffHour });
  });
  return nightSettings(db, venueId);
}

export async function createNight(db: Db, venueId: string, userId: string, input: NightInput): Promise<NightDto> {
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
    await audit(tx, userId, 'night.create', night.id, null, { ...input });
    return night.id;
  });
  return nightAnswer(db, venueId, id);
}

export async function updateNight(db: Db, venueId: string, userId: string, id: string, input: NightInput): Promise<NightDto> {
  await withLockedNight(db, venueId, id, async (tx, night) => {
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
    const { businessDate, eventName, opensAt, closesAt } = night;
    await audit(tx, userId, 'night.update', id, { businessDate, eventName, opensAt, closesAt }, { ...input });
  });
  return nightAnswer(db, venueId, id);
}

export async function deleteNight(db: Db, venueId: string, userId: string, id: string): Promise<void> {
  await withLockedNight(db, venueId, id, async (tx, night) => {
    if (night.status !== 'planned') throw new ApiError(409, DELETE_ONLY_PLANNED);
    const [sale] = await tx.select({ id: sales.id }).from(sales).where(eq(sales.nightId, id)).limit(1);
    if (sale) throw new ApiError(409, DELETE_HAS_SALES);
    // A tombstone, not a delete: replicas learn of it through the delta sync.
    await tx.update(nights).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(nights.id, id));
    await audit(tx, userId, 'night.delete', id, { businessDate: night.businessDate, eventName: night.eventName }, null);
  });
}

export async function openNight(db: Db, venueId: string, userId: string, id: string): Promise<NightDto> {
  await withLockedNight(db, venueId, id, async (tx, night) => {
    if (night.status !== 'planned') throw new ApiError(409, OPEN_ONLY_PLANNED);
    await requireNoOtherOpen(tx, venueId, id);
    const now = new Date();
    await tx.update(nights).set({ status: 'open', openedAt: now, updatedAt: now }).where(eq(nights.id, id));
    await audit(tx, userId, 'night.open', id, { status: night.status }, { status: 'open' });
  });
  return nightAnswer(db, venueId, id);
}

export async function closeNight(db: Db, venueId: string, userId: string, id: string): Promise<NightDto> {
  await withLockedNight(db, venueId, id, async (tx, night) => {
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
    await tx.update(nights).set({ status: 'closed', closedAt: now, closedBy: userId, updatedAt: now }).where(eq(nights.id, id));
    await audit(tx, userId, 'night.close', id, { status: night.status }, { status: 'closed' });
  });
  return nightAnswer(db, venueId, id);
}

export async function reopenNight(db: Db, venueId: string, userId: string, id: string, reason: string): Promise<NightDto> {
  await withLockedNight(db, venueId, id, async (tx, night) => {
    if (night.status !== 'closed') throw new ApiError(409, REOPEN_ONLY_CLOSED);
    await requireNoOtherOpen(tx, venueId, id);
    await tx
      .update(nights)
      .set({ status: 'open', closedAt: null, closedBy: null, updatedAt: new Date() })
      .where(eq(nights.id, id));
    const before = { status: 'closed', closedAt: night.closedAt, closedBy: night.closedBy };
    await audit(tx, userId, 'night.reopen', id, before, { status: 'open', reason });
  });
  return nightAnswer(db, venueId, id);
}
