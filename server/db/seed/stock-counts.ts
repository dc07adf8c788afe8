// Stock counts after a night: what is counted (or weighed) against the book's theory, and the
// count_adjustment movements an applied count writes.
import { stockCountLines, stockCounts } from '../schema';
import { HOUR, MINUTE } from './calendar';
import type { GoodRef } from './catalogue';
import { fromMilli } from './context';
import type { StockBook } from './stock';
import type { Location } from './venue';

/**
 * A count after a night. Bars lose a little to generous pours, so counted stock of open
 * bottles is typically a few percent of a bottle under theory; partial bottles are weighed.
 * 'applied' writes the count_adjustment movements, 'submitted' waits for a manager.
 */
export function recordCount(
  book: StockBook,
  location: Location,
  goodsToCount: GoodRef[],
  atMs: number,
  nightId: string | null,
  scope: 'full' | 'spot',
  status: 'submitted' | 'applied',
): void {
  const id = book.ctx.ids.at(atMs);
  const countedBy =
    location.kind === 'bar'
      ? (book.people.staff.bartender[book.venue.bars.indexOf(location)]?.id ?? book.people.stock.id)
      : book.people.stock.id;
  const appliedAt = atMs + book.rng.int(2, 20) * HOUR;
  const applied = status === 'applied' && appliedAt <= book.ctx.nowMs;
  book.ctx.sink.add(stockCounts, {
    id,
    locationId: location.id,
    nightId,
    scope,
    status: applied ? 'applied' : 'submitted',
    startedBy: countedBy,
    startedAt: new Date(atMs),
    submittedAt: new Date(atMs + 40 * MINUTE),
    appliedAt: applied ? new Date(appliedAt) : null,
    appliedBy: applied ? book.people.stock.id : null,
    note: scope === 'full' ? 'Inventario mensual del depósito' : 'Control de barra al cierre',
    createdAt: new Date(atMs),
    updatedAt: new Date(applied ? appliedAt : atMs + 40 * MINUTE),
  });
  goodsToCount.forEach((good, i) => {
    const countedAtMs = atMs + i * MINUTE;
    const theoretical = book.level(location, good);
    let counted = theoretical;
    let grams: number | null = null;
    if (location.kind === 'bar') {
      const whole = Math.floor(Math.max(0, theoretical) / 1000);
      const partial = Math.max(0, theoretical) - whole * 1000;
      if (good.spec.fullWeight && good.spec.emptyWeight && partial > 0) {
        // Weighed: what the scale reads, turned back into a fraction of the bottle.
        const lost = Math.min(partial, Math.round(partial * book.rng.between(0, 0.35)));
        const liquid = good.spec.fullWeight - good.spec.emptyWeight;
        grams = good.spec.emptyWeight + Math.round(((partial - lost) / 1000) * liquid);
        counted = whole * 1000 + Math.round(((grams - good.spec.emptyWeight) / liquid) * 1000);
      } else if (book.rng.chance(0.15) && whole > 0) {
        counted = theoretical - 1000;
      }
    } else if (book.rng.chance(0.12)) {
      counted = Math.max(0, theoretical + book.rng.pick([-2000, -1000, -1000, 1000]));
    }
    book.ctx.sink.add(stockCountLines, {
      id: book.ctx.ids.at(countedAtMs),
      stockCountId: id,
      goodId: good.id,
      countedQuantity: fromMilli(counted),
      weighedGrams: grams,
      countedAt: new Date(countedAtMs),
      countedBy,
      theoreticalQuantity: applied ? fromMilli(theoretical) : null,
      createdAt: new Date(countedAtMs),
      updatedAt: new Date(countedAtMs),
    });
    if (applied && counted !== theoretical) {
      book.move({
        kind: 'count_adjustment',
        location,
        good,
        milli: counted - theoretical,
        atMs: appliedAt,
        nightId: nightId ?? undefined,
        sourceType: 'stock_count',
        sourceId: id,
        userId: book.people.stock.id,
        note: 'Ajuste por toma de inventario',
      });
    }
  });
}

/** The goods a bar holds (par list) with stock, for a spot count. */
export function countableAt(book: StockBook, location: Location, max: number): GoodRef[] {
  const held =
    location.kind === 'bar'
      ? book.barPars(location).map((p) => p.good)
      : book.catalogue.goods.filter((g) => g.warehouse.id === location.id);
  const withStock = held.filter((g) => book.level(location, g) > 0);
  return location.kind === 'bar' ? book.rng.sample(withStock, Math.min(max, withStock.length)) : withStock;
}
