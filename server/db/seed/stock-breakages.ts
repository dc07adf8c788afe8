// Breakages: a few bottles and cans broken during a night, written as breakage documents and
// their ledger movements on the stock book.
import { breakages } from '../schema';
import { HOUR, type NightPlan } from './calendar';
import type { GoodRef } from './catalogue';
import { fromMilli } from './context';
import type { StockBook } from './stock';
import type { Location } from './venue';

/** A few bottles and cans broken during a night, mostly behind the bars. */
export function recordBreakages(book: StockBook, night: NightPlan, nightId: string, untilMs: number): void {
  const reasons = [
    'Se cayó de la estantería',
    'Botella rota al destapar',
    'Lata pinchada',
    'Se resbaló en la barra',
    'Caja dañada al descargar',
    'Cliente tiró la botella',
  ];
  const open = night.opensAt.getTime();
  const close = Math.min(night.closesAt.getTime(), untilMs);
  for (const bar of book.venue.bars) {
    if (!book.rng.chance(0.35 * night.crowd)) continue;
    const candidates = book
      .barPars(bar)
      .filter((p) => p.good.spec.unit !== 'kg' && p.good.spec.unit !== 'l' && book.level(bar, p.good) >= 1000);
    if (candidates.length === 0) continue;
    const { good } = book.rng.pick(candidates);
    const atMs = open + book.rng.next() * (close - open);
    recordBreakage(
      book,
      bar,
      good,
      1000,
      atMs,
      nightId,
      book.rng.pick(reasons.slice(0, 5)),
      book.people.staff.bartender[book.venue.bars.indexOf(bar)]?.id,
    );
  }
  if (book.rng.chance(0.08)) {
    const warehouse = book.venue.warehouses.cold;
    const inStock = book.catalogue.goods.filter(
      (g) => g.warehouse === warehouse && g.spec.unit === 'can' && book.level(warehouse, g) >= 6000,
    );
    if (inStock.length > 0)
      recordBreakage(
        book,
        warehouse,
        book.rng.pick(inStock),
        6000,
        open - 5 * HOUR,
        nightId,
        'Pack aplastado al descargar',
        book.people.stock.id,
      );
  }
}

function recordBreakage(
  book: StockBook,
  location: Location,
  good: GoodRef,
  milli: number,
  atMs: number,
  nightId: string,
  reason: string,
  userId?: string,
) {
  const id = book.ctx.ids.at(atMs);
  const at = new Date(atMs);
  book.ctx.sink.add(breakages, {
    id,
    locationId: location.id,
    goodId: good.id,
    nightId,
    quantity: fromMilli(milli),
    reason,
    photoUrl: book.rng.chance(0.3) ? `https://media.noctua.test/roturas/${id}.jpg` : null,
    userId: userId ?? null,
    at,
    createdAt: at,
    updatedAt: at,
  });
  book.move({
    kind: 'breakage',
    location,
    good,
    milli: -milli,
    atMs,
    nightId,
    sourceType: 'breakage',
    sourceId: id,
    userId,
    note: reason,
  });
}
