// Stock that went below zero during a night (issue 31, item 6). The POS never refuses a sale for
// lack of stock, so a bar can sell what was never loaded into it: its ledger goes negative and the
// closing count then books the gap as a positive adjustment (a "sobrante") that is no gain.
//
// Definition: a good WENT BELOW ZERO at a bar during a night when one of that night's own
// movements (stock_movements.night_id = the night) left the bar's balance of the good under zero.
// The balance after a movement is the stock ledger's running sum for that bar and good: every
// movement of it up to and including that one, in the order they happened (at, then id). What a
// bar brought into the night negative (from an earlier night) is that earlier night's flag, not
// this one's; a movement of the night that leaves it still negative flags this night too.
// `lowest` is the lowest balance the night's movements left (negative: −lowest units were taken
// out without stock loaded), `since` the first of them that left it under zero.
//
// One definition for live stock (stockEnVivo flags the line), the 'negativeStock' night alert,
// and the variance screens (ajustes/diferencias and report 412 mark the line "vendido sin stock
// cargado"). Only bars: they are where sales consume stock.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { roundQty } from './stock-ledger';

export interface BelowZero {
  nightId: string;
  locationId: string;
  locationName: string;
  goodId: string;
  goodName: string;
  /** The lowest balance the night's movements left, < 0 (units of the good). */
  lowest: number;
  /** When a movement of the night first left the balance under zero. */
  since: Date;
}

/** The key a (night, location, good) is looked up by in `belowZeroIndex`. */
export const belowZeroKey = (nightId: string, locationId: string, goodId: string) => `${nightId}|${locationId}|${goodId}`;

const uuids = (ids: readonly string[]) => sql`${sql.param([...ids])}::uuid[]`;

/**
 * Every (night, bar, good) of the given nights that went below zero (definition above). Bars are
 * the venue's (deleted ones included: a past night still happened there), narrowed to
 * `locationIds` / `goodIds` when given.
 */
export async function stockBelowZero(
  db: Db | Tx,
  filter: { venueId: string; nightIds: readonly string[]; locationIds?: readonly string[]; goodIds?: readonly string[] },
): Promise<BelowZero[]> {
  if (filter.nightIds.length === 0) return [];
  if (filter.locationIds?.length === 0 || filter.goodIds?.length === 0) return [];
  const rows = await rowsOf<{
    night_id: string;
    location_id: string;
    location_name: string;
    good_id: string;
    good_name: string;
    lowest: string;
    since: Date | string;
  }>(
    db,
    sql`with own as (
          select m.location_id, m.good_id, min(m.at) as t0
          from stock_movements m join stock_locations l on l.id = m.location_id
          where m.night_id = any(${uuids(filter.nightIds)})
            and l.venue_id = ${filter.venueId} and l.kind = 'bar'
            ${filter.locationIds ? sql`and m.location_id = any(${uuids(filter.locationIds)})` : sql``}
            ${filter.goodIds ? sql`and m.good_id = any(${uuids(filter.goodIds)})` : sql``}
          group by m.location_id, m.good_id
        ),
        -- The balance after each movement, counted back from the level now (stock_levels is the
        -- ledger's sum, kept by its trigger) less every later movement: one pass over the
        -- movements since the first of the nights', no scan of the older history.
        run as (
          select m.night_id, m.location_id, m.good_id, m.at,
                 coalesce(s.quantity, 0) - coalesce(sum(m.quantity) over (
                   partition by m.location_id, m.good_id order by m.at, m.id
                   rows between 1 following and unbounded following), 0) as balance
          from own o
          join stock_movements m on m.location_id = o.location_id and m.good_id = o.good_id and m.at >= o.t0
          left join stock_levels s on s.location_id = o.location_id and s.good_id = o.good_id
        )
        select r.night_id, r.location_id, l.name as location_name, r.good_id, g.name as good_name,
               min(r.balance) as lowest, min(r.at) filter (where r.balance < 0) as since
        from run r
        join stock_locations l on l.id = r.location_id
        join goods g on g.id = r.good_id
        where r.night_id = any(${uuids(filter.nightIds)})
        group by r.night_id, r.location_id, l.name, r.good_id, g.name
        having min(r.balance) < 0
        order by l.name, g.name`,
  );
  return rows.map((r) => ({
    nightId: r.night_id,
    locationId: r.location_id,
    locationName: r.location_name,
    goodId: r.good_id,
    goodName: r.good_name,
    lowest: roundQty(Number(r.lowest)),
    since: new Date(r.since),
  }));
}

/** `stockBelowZero` as a lookup by `belowZeroKey(night, location, good)`. */
export async function belowZeroIndex(db: Db | Tx, filter: Parameters<typeof stockBelowZero>[1]): Promise<Map<string, BelowZero>> {
  const rows = await stockBelowZero(db, filter);
  return new Map(rows.map((r) => [belowZeroKey(r.nightId, r.locationId, r.goodId), r]));
}
