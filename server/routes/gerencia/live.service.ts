// Tonight live (home screen, 302): the night in course read from the same queries as the balance
// sheet — sales through server/domain/sales-figures.ts (the one definition of a counted sale, and of
// "the same time" on comparable nights), entries, VIP
// and cancellations through balance.service.ts, live stock through the inventory's live-stock
// service (par minimum against what should be on the shelf) — plus the venue's terminals gone
// silent. The night alerts (alerts.service.ts) evaluate the same figures.
import { and, eq, gte, isNotNull, isNull, lt } from 'drizzle-orm';
import type { LiveLowBarDto, LiveSilentTerminalDto, LiveTonightDto } from '../../../src/contract/gerencia-live';
import { LIVE_COMPARABLE_NIGHTS } from '../../../src/contract/gerencia-live';
import type { Db } from '../../db/client';
import { nights, pointsOfSale, terminals, venues } from '../../db/schema';
import { isBelowMinimum } from '../../domain/night-alert-messages';
import { findCurrentNight } from '../../domain/night-of';
import { sameWeekdayNights } from '../../domain/night-result';
import { elapsedInNight, salesByNight } from '../../domain/sales-figures';
import { getLiveStock } from '../inventarios/nightly-live.service';
import { cancellationFigures, itemsAndEntries, vipFigures } from './balance.service';
import { resolveScope, type VenueScope } from './scope';

/** A terminal last seen longer before the night's opening than this is out of service, not silent. */
const IN_SERVICE_BEFORE_OPENING_MS = 12 * 3_600_000;

export interface AlertThresholds {
  silentMinutes: number;
  countVariance: number;
  cancellations: number;
  overShort: number;
}

export async function alertThresholds(db: Db, venueId: string): Promise<AlertThresholds> {
  const [row] = await db
    .select({
      silentMinutes: venues.alertSilentMinutes,
      countVariance: venues.alertCountVariance,
      cancellations: venues.alertCancellations,
      overShort: venues.cashOverShortThreshold,
    })
    .from(venues)
    .where(eq(venues.id, venueId));
  return row ?? { silentMinutes: 15, countVariance: 2_000_000, cancellations: 5, overShort: 500_000 };
}

/**
 * Terminals of the venue that were in service for the night (seen since 12 h before it opened,
 * key not revoked) and have said nothing for more than `minutes` of the night's hours at `now`.
 * Silence counts only between the night's opening and closing: none before it opens (a night
 * kept open in the afternoon, terminals switched off since the last close), none after it closes,
 * and a terminal not heard since before the opening is silent only `minutes` after the opening.
 */
export async function silentTerminals(
  db: Db,
  venueId: string,
  night: { opensAt: Date; closesAt: Date },
  minutes: number,
  now: Date,
): Promise<LiveSilentTerminalDto[]> {
  const quietSince = new Date(now.getTime() - minutes * 60_000);
  if (now.getTime() >= night.closesAt.getTime() || quietSince.getTime() < night.opensAt.getTime()) return [];
  const rows = await db
    .select({ id: terminals.id, name: terminals.name, pointOfSaleName: pointsOfSale.name, lastSeenAt: terminals.lastSeenAt })
    .from(terminals)
    .innerJoin(pointsOfSale, eq(pointsOfSale.id, terminals.pointOfSaleId))
    .where(
      and(
        eq(pointsOfSale.venueId, venueId),
        eq(pointsOfSale.active, true),
        isNull(pointsOfSale.deletedAt),
        isNull(terminals.deletedAt),
        isNull(terminals.apiKeyRevokedAt),
        isNotNull(terminals.lastSeenAt),
        gte(terminals.lastSeenAt, new Date(night.opensAt.getTime() - IN_SERVICE_BEFORE_OPENING_MS)),
        lt(terminals.lastSeenAt, quietSince),
      ),
    )
    .orderBy(terminals.lastSeenAt);
  return rows.map((r) => ({ ...r, lastSeenAt: (r.lastSeenAt as Date).toISOString() }));
}

/** The bars with goods whose live stock is under the bar's par minimum. */
export async function lowBars(db: Db, venueId: string, nightId: string): Promise<LiveLowBarDto[]> {
  const live = await getLiveStock(db, venueId, nightId);
  return live.bars
    .map((bar) => ({
      locationId: bar.id,
      name: bar.name,
      goods: bar.lines.flatMap((l) =>
        isBelowMinimum(l.expected, l.minimum)
          ? [{ goodId: l.goodId, name: l.name, unit: l.unit, expected: l.expected, minimum: l.minimum }]
          : [],
      ),
    }))
    .filter((b) => b.goods.length > 0);
}

export async function liveTonight(db: Db, venue: VenueScope, now = new Date()): Promise<LiveTonightDto> {
  const thresholds = await alertThresholds(db, venue.id);
  const empty: LiveTonightDto = {
    generatedAt: now.toISOString(),
    night: null,
    elapsedMinutes: 0,
    sales: { total: 0, tickets: 0, comparable: null },
    entries: { sold: 0, freeArrived: 0 },
    vip: { consumption: 0, topups: 0 },
    lowBars: [],
    pendingCancellations: 0,
    silentMinutes: thresholds.silentMinutes,
    silentTerminals: [],
  };
  const current = await findCurrentNight(db, venue.id, now, venue);
  if (!current) return empty;
  const [night] = await db.select().from(nights).where(eq(nights.id, current.id));
  if (!night) return empty;
  const elapsedMs = elapsedInNight(night, now);
  const scope = await resolveScope(db, venue.id, { nightId: night.id });
  const comparable = await sameWeekdayNights(db, venue.id, night.businessDate, LIVE_COMPARABLE_NIGHTS);
  const [sofar, earlier, lines, vip, cancellations, bars, silent] = await Promise.all([
    salesByNight(db, [night.id]),
    salesByNight(
      db,
      comparable.map((n) => n.id),
      elapsedMs,
    ),
    itemsAndEntries(db, scope.ids),
    vipFigures(db, venue, scope),
    cancellationFigures(db, scope.ids),
    lowBars(db, venue.id, night.id),
    night.status === 'open' ? silentTerminals(db, venue.id, night, thresholds.silentMinutes, now) : Promise.resolve([]),
  ]);
  let total = 0;
  let tickets = 0;
  for (const s of earlier.values()) {
    total += s.total;
    tickets += s.tickets;
  }
  const n = comparable.length;
  return {
    ...empty,
    night: {
      id: night.id,
      businessDate: night.businessDate,
      eventName: night.eventName,
      status: night.status,
      opensAt: night.opensAt.toISOString(),
      closesAt: night.closesAt.toISOString(),
    },
    elapsedMinutes: Math.floor(elapsedMs / 60_000),
    sales: {
      total: sofar.get(night.id)?.total ?? 0,
      tickets: sofar.get(night.id)?.tickets ?? 0,
      comparable: n === 0 ? null : { total: Math.round(total / n), tickets: Math.round(tickets / n), nights: n },
    },
    entries: { sold: lines.entries.sold, freeArrived: lines.entries.freeArrived },
    vip: { consumption: vip.consumption, topups: vip.topups },
    lowBars: bars,
    pendingCancellations: cancellations.pending,
    silentTerminals: silent,
  };
}
