// Reading nights for configuracion/noche: the list with each night's counts, one night, and what
// keeps an open night from closing. Counts are subqueries per night: a venue has a few hundred
// nights a year, and the indexes on sales (night, pos) and cash sessions keep each one cheap.
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { type CloseBlocker, localHHmm, type NightDto } from '../../../src/contract/nights-admin';
import type { Db, Tx } from '../../db/client';
import { nights, users } from '../../db/schema';
import type { VenueClock } from '../../domain/night-of';
import { COUNTED_SALE } from '../../domain/sales-figures';
import { ofVenue } from '../../domain/venue-rows';

// The night's sales as every sales figure counts them (server/domain/sales-figures.ts).
const salesCount = sql<number>`(select count(*)::int from sales s where s.night_id = ${nights.id} and ${COUNTED_SALE})`;
const salesTotal = sql<string>`(select coalesce(sum(s.total), 0)::bigint from sales s where s.night_id = ${nights.id} and ${COUNTED_SALE})`;
const pendingCancellations = sql<number>`(select count(*)::int from cancellation_requests cr join sales s on s.id = cr.sale_id where s.night_id = ${nights.id} and cr.status = 'pending' and cr.deleted_at is null)`;
const openCashSessions = sql<number>`(select count(*)::int from cash_sessions cs where cs.night_id = ${nights.id} and cs.status <> 'closed' and cs.deleted_at is null)`;

type Row = {
  night: typeof nights.$inferSelect;
  closedByName: string | null;
  salesCount: number;
  salesTotal: string;
  pendingCancellations: number;
  openCashSessions: number;
};

function toDto(r: Row, timezone: string): NightDto {
  const n = r.night;
  return {
    id: n.id,
    businessDate: n.businessDate,
    eventName: n.eventName,
    status: n.status,
    opensAt: n.opensAt.toISOString(),
    closesAt: n.closesAt.toISOString(),
    opensAtLocal: localHHmm(n.opensAt, timezone),
    closesAtLocal: localHHmm(n.closesAt, timezone),
    openedAt: n.openedAt?.toISOString() ?? null,
    closedAt: n.closedAt?.toISOString() ?? null,
    closedByName: r.closedByName,
    salesCount: Number(r.salesCount),
    salesTotal: Number(r.salesTotal),
    pendingCancellations: Number(r.pendingCancellations),
    openCashSessions: Number(r.openCashSessions),
    version: Number(n.version),
  };
}

async function select(db: Db | Tx, where: SQL | undefined, timezone: string): Promise<NightDto[]> {
  const rows = await db
    .select({ night: nights, closedByName: users.displayName, salesCount, salesTotal, pendingCancellations, openCashSessions })
    .from(nights)
    .leftJoin(users, eq(users.id, nights.closedBy))
    .where(where)
    .orderBy(asc(nights.businessDate));
  return rows.map((r) => toDto(r, timezone));
}

export const liveNightsOf = (venueId: string) => ofVenue(nights, venueId);

export function listNights(db: Db, venueId: string, clock: VenueClock, range: { from?: string; to?: string }) {
  const where = and(
    liveNightsOf(venueId),
    range.from ? gte(nights.businessDate, range.from) : undefined,
    range.to ? lte(nights.businessDate, range.to) : undefined,
  );
  return select(db, where, clock.timezone);
}

export async function getNight(db: Db | Tx, venueId: string, id: string, clock: VenueClock): Promise<NightDto | null> {
  const [dto] = await select(db, and(liveNightsOf(venueId), eq(nights.id, id)), clock.timezone);
  return dto ?? null;
}

/** Why the night cannot close yet: pending cancellations of its sales, cash sessions still open. */
export async function closeBlockers(db: Db | Tx, nightId: string): Promise<CloseBlocker[]> {
  const cancellations = (await db.execute(sql`
    select p.name, count(*)::int as n
    from cancellation_requests cr
    join sales s on s.id = cr.sale_id
    join points_of_sale p on p.id = s.point_of_sale_id
    where s.night_id = ${nightId} and cr.status = 'pending' and cr.deleted_at is null
    group by p.name order by p.name`)) as unknown as { rows: { name: string; n: number }[] };
  const registers = (await db.execute(sql`
    select a.name
    from cash_sessions cs
    join cash_accounts a on a.id = cs.account_id
    where cs.night_id = ${nightId} and cs.status <> 'closed' and cs.deleted_at is null
    order by a.name`)) as unknown as { rows: { name: string }[] };
  const blockers: CloseBlocker[] = [];
  const pending = cancellations.rows.reduce((sum, r) => sum + Number(r.n), 0);
  if (pending > 0) {
    blockers.push({
      kind: 'pending_cancellations',
      count: pending,
      detail: cancellations.rows.map((r) => `${r.name} (${Number(r.n)})`).join(', '),
    });
  }
  if (registers.rows.length > 0) {
    blockers.push({ kind: 'open_registers', count: registers.rows.length, detail: registers.rows.map((r) => r.name).join(', ') });
  }
  return blockers;
}
