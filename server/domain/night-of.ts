// Which night an instant belongs to (DOMAIN.md "Operating frame"): the business date crosses
// midnight, so a sale at 04:30 belongs to the night that began the evening before. The venue's
// cutoff hour (venues.business_day_cutoff_hour, local time) decides where one business day ends.
// Sales ingestion, cancellations and extractions file their rows under the night found here;
// the home screen and nightly stock read the night in course (findCurrentNight).
import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { businessDate, type CurrentNight } from '../../src/contract/business-date';
import type { Db, Tx } from '../db/client';
import { perHandle } from '../db/per-handle';
import { nights, stockLocations, venues } from '../db/schema';
import { ApiError } from '../lib/errors';
import { ofVenue, venueRow } from './venue-rows';

export interface VenueClock {
  timezone: string;
  cutoffHour: number;
}

export async function venueClock(db: Db | Tx, venueId: string): Promise<VenueClock> {
  const [row] = await db
    .select({ timezone: venues.timezone, cutoffHour: venues.businessDayCutoffHour })
    .from(venues)
    .where(eq(venues.id, venueId));
  return row ?? { timezone: 'America/Argentina/Buenos_Aires', cutoffHour: 9 };
}

export type NightRow = typeof nights.$inferSelect;

export const NIGHT_NOT_FOUND = 'La noche no existe';

/** The venue's live night `nightId` (row-locked when `lock` is given); else 404 (another venue's night looks unknown). */
export function venueNight(tx: Db | Tx, venueId: string, nightId: string, lock?: 'share' | 'update'): Promise<NightRow> {
  return venueRow(tx, nights, venueId, nightId, NIGHT_NOT_FOUND, lock);
}

/** The venue's night whose business date holds `at`, or null when no night was created for it. */
export async function nightOf(db: Db | Tx, venueId: string, at: Date, clock?: VenueClock): Promise<NightRow | null> {
  const { timezone, cutoffHour } = clock ?? (await venueClock(db, venueId));
  const date = businessDate(at, timezone, cutoffHour);
  const [row] = await db
    .select()
    .from(nights)
    .where(ofVenue(nights, venueId, eq(nights.businessDate, date)));
  return row ?? null;
}

function toCurrentNight(row: NightRow, timezone: string): CurrentNight {
  return {
    id: row.id,
    businessDate: row.businessDate,
    eventName: row.eventName,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    status: row.status,
    timezone,
  };
}

// The night in course for a venue (home screen, nightly stock): an open night wins, else the
// next planned one from today's business date on; closed nights are never "current".
export async function findCurrentNight(
  db: Db | Tx,
  venueId: string,
  now = new Date(),
  clock?: VenueClock,
): Promise<CurrentNight | null> {
  const { timezone, cutoffHour } = clock ?? (await venueClock(db, venueId));
  const today = businessDate(now, timezone, cutoffHour);
  const [row] = await currentNightQuery(db).execute({ venueId, today });
  return row ? toCurrentNight(row, timezone) : null;
}

/**
 * One query: the open night (the latest, should there be two) before any planned one, else the
 * earliest planned night from today on. Prepared once per database handle (the home screen asks
 * on every visit: building and parsing it each time was most of the read's cost, issue 20).
 */
const currentNightQuery = perHandle((db: Db | Tx) => prepareCurrentNight(db));

function prepareCurrentNight(db: Db | Tx) {
  const isOpen = sql`${nights.status} = 'open'`;
  return db
    .select()
    .from(nights)
    .where(
      and(
        eq(nights.venueId, sql.placeholder('venueId')),
        isNull(nights.deletedAt),
        or(isOpen, and(eq(nights.status, 'planned'), gte(nights.businessDate, sql.placeholder('today')))),
      ),
    )
    .orderBy(desc(isOpen), sql`case when ${isOpen} then ${nights.businessDate} end desc nulls last`, asc(nights.businessDate))
    .limit(1)
    .prepare('noctua_current_night');
}

// Closed means closed (DOMAIN.md "Night"): nothing that belongs to a closed night is written until
// an admin reopens it with a reason (nights-admin.service.ts reopenNight). Every writer asks here,
// by the night it files under (sales, cancellations, extractions, check-ins, cash movements with a
// night) or, for a stock movement without one, by the night whose business date holds its time.
// The same refusal everywhere; the sync push records it as the command's rejection.

/** The one answer to a write into a closed night (translated in nights.messages.ts). */
export const NIGHT_CLOSED = 'La noche está cerrada: reábrela indicando el motivo para registrar cambios';

export class NightClosedError extends ApiError {
  constructor() {
    super(409, NIGHT_CLOSED);
  }
}

/** Refuses when a night's status is closed (for callers that already read the night row). */
export function requireNotClosed(night: { status: NightRow['status'] }): void {
  if (night.status === 'closed') throw new NightClosedError();
}

/** Refuses when any of the nights is closed; the rows are share-locked, so a close waits for the write. */
export async function requireNightsWritable(db: Db | Tx, nightIds: readonly (string | null | undefined)[]): Promise<void> {
  const ids = [...new Set(nightIds.filter((id): id is string => !!id))];
  if (ids.length === 0) return;
  const rows = await db.select({ status: nights.status }).from(nights).where(inArray(nights.id, ids)).for('share');
  for (const row of rows) requireNotClosed(row);
}

/**
 * Refuses stock rows that belong to a closed night: by their night when they name one, else by the
 * night of their venue (from the location) whose business date holds their time.
 */
export async function requireStockWritable(
  db: Db | Tx,
  rows: readonly { locationId: string; nightId?: string | null; at?: Date }[],
): Promise<void> {
  await requireNightsWritable(
    db,
    rows.map((r) => r.nightId),
  );
  const undated = rows.filter((r) => !r.nightId);
  if (undated.length === 0) return;
  const locationIds = [...new Set(undated.map((r) => r.locationId))];
  const located = await db
    .select({ id: stockLocations.id, venueId: stockLocations.venueId })
    .from(stockLocations)
    .where(inArray(stockLocations.id, locationIds));
  const venueOf = new Map(located.map((l) => [l.id, l.venueId]));
  const byVenue = new Map<string, Set<number>>();
  for (const r of undated) {
    const venueId = venueOf.get(r.locationId);
    if (!venueId) continue;
    const times = byVenue.get(venueId) ?? new Set<number>();
    times.add((r.at ?? new Date()).getTime());
    byVenue.set(venueId, times);
  }
  for (const [venueId, times] of byVenue) {
    const clock = await venueClock(db, venueId);
    const dates = [...new Set([...times].map((t) => businessDate(new Date(t), clock.timezone, clock.cutoffHour)))];
    const rowsFound = await db
      .select({ status: nights.status })
      .from(nights)
      .where(ofVenue(nights, venueId, inArray(nights.businessDate, dates)))
      .for('share');
    for (const row of rowsFound) requireNotClosed(row);
  }
}
