// What stock is worth: product costs from their recipes and the valued stock at a business date
// (from stock_levels today, from the ledger at a past date).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { businessDate } from '../../../src/contract/business-date';
import type { CostsResponse, ProductCostRow, ValuedLocation, ValuedStockResponse } from '../../../src/contract/inventory-stock';
import type { Db } from '../../db/client';
import { goods, priceListItems, priceLists, products, recipeLines } from '../../db/schema';
import { costsAt } from '../../domain/purchase-cost';
import { roundQty } from '../../domain/stock-ledger';
import { ofVenue } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';
import { groupBy } from '../../lib/group-by';
import { FUTURE_DATE, loadVenue, PRICE_LIST_NOT_FOUND, valueAt, venueGoods, venueLevels, venueLocations } from './stock.service';

// ───────────────────────────── Costs ─────────────────────────────

/**
 * costos: each live product's cost from its recipe at the goods' current unit costs, and per
 * price list that carries it: price, margin (price − cost) and margin % (margin ÷ price).
 */
export async function productCosts(db: Db, venueId: string, priceListId?: string): Promise<CostsResponse> {
  const [venue, productRows, lists] = await Promise.all([
    loadVenue(db, venueId),
    db
      .select({ id: products.id, name: products.name, kind: products.kind, category: products.category })
      .from(products)
      .where(ofVenue(products, venueId, eq(products.active, true))),
    db
      .select({ id: priceLists.id, name: priceLists.name, validFrom: priceLists.validFrom, validTo: priceLists.validTo })
      .from(priceLists)
      .where(ofVenue(priceLists, venueId)),
  ]);
  if (priceListId && !lists.some((l) => l.id === priceListId)) throw new ApiError(404, PRICE_LIST_NOT_FOUND);
  const shownLists = (priceListId ? lists.filter((l) => l.id === priceListId) : lists).sort((a, b) =>
    a.name.localeCompare(b.name, 'es'),
  );
  const productIds = productRows.map((p) => p.id);
  const listIds = shownLists.map((l) => l.id);
  const [recipe, items] = await Promise.all([
    productIds.length === 0
      ? []
      : db
          .select({
            productId: recipeLines.productId,
            goodId: goods.id,
            name: goods.name,
            unit: goods.unit,
            quantity: recipeLines.quantity,
            unitCost: goods.unitCost,
          })
          .from(recipeLines)
          .innerJoin(goods, eq(goods.id, recipeLines.goodId))
          .where(and(inArray(recipeLines.productId, productIds), isNull(recipeLines.deletedAt), eq(goods.venueId, venueId))),
    listIds.length === 0 || productIds.length === 0
      ? []
      : db
          .select({ priceListId: priceListItems.priceListId, productId: priceListItems.productId, price: priceListItems.price })
          .from(priceListItems)
          .where(and(inArray(priceListItems.priceListId, listIds), isNull(priceListItems.deletedAt))),
  ]);
  const recipeByProduct = groupBy(
    recipe,
    (r) => r.productId,
    (r): ProductCostRow['recipe'][number] => {
      const quantity = Number(r.quantity);
      return { goodId: r.goodId, name: r.name, unit: r.unit, quantity, unitCost: r.unitCost, cost: quantity * r.unitCost };
    },
  );
  const pricesByProduct = groupBy(
    items,
    (i) => i.productId,
    (i) => ({ priceListId: i.priceListId, price: i.price }),
  );
  const listOrder = new Map(shownLists.map((l, i) => [l.id, i]));
  const rows: ProductCostRow[] = productRows.map((p) => {
    const lines = (recipeByProduct.get(p.id) ?? []).sort((a, b) => a.name.localeCompare(b.name, 'es'));
    const cost = Math.round(lines.reduce((s, l) => s + l.cost, 0));
    const prices = (pricesByProduct.get(p.id) ?? [])
      .sort((a, b) => (listOrder.get(a.priceListId) ?? 0) - (listOrder.get(b.priceListId) ?? 0))
      .map(({ priceListId: id, price }) => ({
        priceListId: id,
        price,
        margin: price - cost,
        marginPercent: price === 0 ? null : Math.round(((price - cost) / price) * 10_000) / 10_000,
      }));
    return {
      productId: p.id,
      name: p.name,
      kind: p.kind,
      category: p.category,
      cost,
      recipe: lines,
      missingCost: lines.some((l) => l.unitCost <= 0),
      prices,
    };
  });
  rows.sort((a, b) => a.category.localeCompare(b.category, 'es') || a.name.localeCompare(b.name, 'es'));
  return { currency: venue.currency, priceLists: shownLists, products: rows };
}

// ───────────────────────────── Valued stock ─────────────────────────────

/** The UTC instant of a wall-clock time in a timezone (two passes settle DST edges). */
export function zonedTimeToUtc(date: string, hour: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour);
  let guess = wall;
  for (let i = 0; i < 3; i++) {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    }).formatToParts(new Date(guess));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const asWall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
    const next = wall - (asWall - guess);
    if (next === guess) break;
    guess = next;
  }
  return new Date(guess);
}

/**
 * The end of a business date: a nightclub's Saturday ends when Sunday's business day starts, at
 * the venue's cutoff hour (09:00 by default), so "stock at the end of Saturday" is after the night.
 */
export function businessDayEnd(date: string, timeZone: string, cutoffHour: number): Date {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return zonedTimeToUtc(next.toISOString().slice(0, 10), cutoffHour, timeZone);
}

/**
 * valorizado: on hand × unit cost per location and in total. Now: stock_levels at the goods'
 * current unit costs (as the board). At the end of a past business date: the ledger's sum of
 * movements before that moment, each (location, good) valued at the unit cost its latest movement
 * there recorded (the good's cost at that time), so an old date is not revalued at today's prices.
 */
export async function valuedStock(db: Db, venueId: string, at?: string, now = new Date()): Promise<ValuedStockResponse> {
  const venue = await loadVenue(db, venueId);
  const locations = await venueLocations(db, venueId);
  const totals = new Map<string, ValuedLocation>(
    locations.map((l) => [l.id, { locationId: l.id, name: l.name, kind: l.kind, goods: 0, quantity: 0, value: 0 }]),
  );
  let asOf = now;
  let pairs: { locationId: string; quantity: number; value: number }[];
  if (at === undefined) {
    const [levels, goodRows] = await Promise.all([venueLevels(db, venueId), venueGoods(db, venueId)]);
    const cost = new Map(goodRows.map((g) => [g.id, g.unitCost]));
    pairs = levels
      .filter((l) => cost.has(l.goodId))
      .map((l) => ({ locationId: l.locationId, quantity: l.quantity, value: valueAt(l.quantity, cost.get(l.goodId) ?? 0) }));
  } else {
    if (at > businessDate(now, venue.timezone, venue.cutoffHour)) throw new ApiError(422, FUTURE_DATE);
    const end = businessDayEnd(at, venue.timezone, venue.cutoffHour);
    asOf = end < now ? end : now;
    pairs = await ledgerValuesAt(db, venueId, asOf);
  }
  for (const p of pairs) {
    const t = totals.get(p.locationId);
    if (!t || p.quantity === 0) continue;
    t.goods += 1;
    t.quantity = roundQty(t.quantity + p.quantity);
    t.value += p.value;
  }
  const list = [...totals.values()];
  return {
    currency: venue.currency,
    at: at ?? null,
    asOf: asOf.toISOString(),
    locations: list,
    total: {
      quantity: roundQty(list.reduce((s, l) => s + l.quantity, 0)),
      value: list.reduce((s, l) => s + l.value, 0),
    },
  };
}

/**
 * On hand per (location, good) from the ledger before `moment`, valued at the good's unit cost in
 * force then: from its cost history (stock_revaluations), else — a good whose cost never changed
 * through a purchase, an invoice or a hand edit since the history began — at the cost its latest
 * movement there recorded.
 */
async function ledgerValuesAt(db: Db, venueId: string, moment: Date) {
  const iso = moment.toISOString();
  const result = (await db.execute(sql`
    select q.location_id, q.good_id, q.quantity::float8 as quantity,
      coalesce((
        select m.unit_cost from stock_movements m
        where m.location_id = q.location_id and m.good_id = q.good_id and m.at < ${iso}::timestamptz
        order by m.at desc limit 1
      ), 0)::float8 as unit_cost
    from (
      select m.location_id, m.good_id, sum(m.quantity) as quantity
      from stock_movements m
      join stock_locations l on l.id = m.location_id
      join goods g on g.id = m.good_id
      where l.venue_id = ${venueId} and l.deleted_at is null and g.deleted_at is null and m.at < ${iso}::timestamptz
      group by m.location_id, m.good_id
    ) q
    where q.quantity <> 0
  `)) as unknown as { rows: { location_id: string; good_id: string; quantity: number | string; unit_cost: number | string }[] };
  // The cost in force then, where the good's cost history reaches back that far (purchase-cost.ts).
  const inForce = await costsAt(db, venueId, moment);
  return result.rows.map((r) => {
    const quantity = roundQty(Number(r.quantity));
    return { locationId: r.location_id, quantity, value: valueAt(quantity, inForce.get(r.good_id) ?? Number(r.unit_cost)) };
  });
}
