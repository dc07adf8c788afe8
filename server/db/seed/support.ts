// The door and the support desk: free-entry lists and sale cancellation requests (pending ones
// for the supervisor's queue, and decided ones whose effects are already in the ledgers).
import { cancellationRequests, freeEntries, freeEntryCheckIns } from '../schema';
import { HOUR, MINUTE } from './calendar';
import type { CardBook } from './cards';
import type { SeedContext } from './context';
import { FEMALE_NAMES, MALE_NAMES, PROMOTERS, SURNAMES } from './data/names';
import type { People } from './people';
import type { NightRecord, SaleRecord } from './sales';
import type { StockBook } from './stock';

const REASONS = [
  'Cobré Gin Tonic en lugar de Fernet con Coca',
  'Venta duplicada por corte de conexión',
  'El cliente se arrepintió antes de servir',
  'Se cobró con la tarjeta VIP equivocada',
  'Cantidad mal cargada (2 en vez de 1)',
  'Trago derramado al entregar, se repuso sin cargo',
];
const REJECTIONS = [
  'El trago ya se había servido y consumido',
  'La venta es correcta según el ticket',
  'Pedido fuera de término',
];

export function buildCancellations(
  ctx: SeedContext,
  recent: SaleRecord[],
  people: People,
  stock: StockBook,
  cards: CardBook,
): void {
  const rng = ctx.rng.fork('cancellations');
  const { pending, approved, rejected } = ctx.profile.cancellations;
  const eligible = recent.filter((s) => s.pos.kind !== 'cloakroom');
  const lastNight = eligible.at(-1)?.nightIndex;
  // Pending requests only on a night not closed (closing waits for them: see keepLastNightOpen).
  const latest = eligible.filter((s) => s.nightIndex === lastNight && s.nightClosedAtMs === null);
  const earlier = eligible.filter((s) => s.nightIndex !== lastNight);
  const decider = people.supervisor.id;

  const request = (sale: SaleRecord, status: 'pending' | 'approved' | 'rejected') => {
    // Everything about a closed night happened before its close (closing waits for pending requests).
    const endMs = Math.min(ctx.nowMs, (sale.nightClosedAtMs ?? ctx.nowMs) - MINUTE);
    const atMs = Math.min(endMs - MINUTE, sale.atMs + rng.int(5, 30) * MINUTE);
    const decidedMs = Math.min(endMs, atMs + rng.int(20, 120) * MINUTE);
    const at = new Date(atMs);
    const decided = status !== 'pending';
    ctx.sink.add(cancellationRequests, {
      id: ctx.ids.at(atMs),
      saleId: sale.id,
      requestedBy: sale.cashierId,
      reason: rng.pick(sale.card ? REASONS : REASONS.filter((r) => !r.includes('VIP'))),
      at,
      status,
      decidedBy: decided ? decider : null,
      decidedAt: decided ? new Date(decidedMs) : null,
      decisionNote: status === 'approved' ? 'Aprobada' : status === 'rejected' ? rng.pick(REJECTIONS) : null,
      createdAt: at,
      updatedAt: decided ? new Date(decidedMs) : at,
    });
    if (status !== 'approved') return;
    // Approval cancels the sale and gives back what it took: stock to the bar, money to the card.
    sale.row.status = 'cancelled';
    sale.row.updatedAt = new Date(decidedMs);
    const location = sale.pos.location;
    if (location) {
      for (const line of sale.lines) {
        for (const r of line.product.recipe) {
          stock.move({
            kind: 'sale_reversal',
            location,
            good: r.good,
            milli: line.qty * r.milli,
            atMs: decidedMs,
            nightId: sale.nightId,
            sourceType: 'sale',
            sourceId: sale.id,
            userId: decider,
            note: 'Anulación aprobada',
          });
        }
      }
    }
    if (sale.card) cards.refund(sale.card, decidedMs, sale.total, sale.id, decider);
  };

  const taken = new Set<string>();
  const choose = (from: SaleRecord[], count: number, status: 'pending' | 'approved' | 'rejected') => {
    const pool = from.filter((s) => !taken.has(s.id));
    for (const sale of rng.sample(pool, Math.min(count, pool.length))) {
      taken.add(sale.id);
      request(sale, status);
    }
  };
  choose(latest, pending, 'pending');
  // Prefer card sales for a couple of approvals so refunds show up in the card ledger.
  const cardSales = earlier.filter((s) => s.card);
  choose(cardSales, Math.min(2, approved), 'approved');
  choose(earlier, approved - Math.min(2, approved, cardSales.length), 'approved');
  choose(earlier, rejected, 'rejected');
}

/** Promoters' guest lists for the last few nights and the next one, checked in at the door. */
export function buildFreeEntries(ctx: SeedContext, nightsList: NightRecord[], people: People): void {
  const rng = ctx.rng.fork('free-entries');
  const [min, max] = ctx.profile.freeEntriesPerNight;
  const codes = new Set<string>();
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  for (const night of nightsList.slice(-(ctx.profile.freeEntryNights + 1))) {
    const { plan } = night;
    const openMs = plan.opensAt.getTime();
    const documents = new Set<string>();
    const count = Math.round(rng.int(min, max) * plan.crowd);
    for (let i = 0; i < count; i++) {
      let code = '';
      do {
        code = 'FE-';
        for (let c = 0; c < 8; c++) code += alphabet[rng.int(0, alphabet.length - 1)];
      } while (codes.has(code));
      codes.add(code);
      let document: string | null = null;
      if (rng.chance(0.8)) {
        do document = String(rng.int(38_000_000, 47_999_999));
        while (documents.has(document));
        documents.add(document);
      }
      const promoter = rng.pick(PROMOTERS);
      const birthday = promoter === 'Cumpleaños';
      const guests = birthday ? rng.int(4, 10) : rng.chance(0.6) ? 1 : rng.int(2, 4);
      let status: 'issued' | 'used' | 'void' = 'issued';
      let arrived = 0;
      const roll = rng.next();
      if (plan.status === 'closed') {
        if (roll < 0.7) {
          status = 'used';
          arrived = rng.int(1, guests);
        } else if (roll > 0.9) status = 'void';
      } else if (plan.status === 'open' && roll < 0.45) {
        status = 'used';
        arrived = rng.int(1, guests);
      }
      const female = rng.chance(0.5);
      const createdMs = openMs - rng.int(6, 72) * HOUR;
      const id = ctx.ids.at(createdMs);
      const checkedInMs = Math.min(ctx.nowMs, openMs + rng.int(10, 150) * MINUTE);
      const checkedInBy = people.supervisor.id;
      // Arrivals are the door's check-ins (what the door screen, home and the balance sheet count).
      if (arrived > 0)
        ctx.sink.add(freeEntryCheckIns, {
          id: ctx.ids.at(checkedInMs),
          entryId: id,
          people: arrived,
          at: new Date(checkedInMs),
          by: checkedInBy,
          createdAt: new Date(checkedInMs),
        });
      ctx.sink.add(freeEntries, {
        id,
        nightId: night.id,
        guestName: `${rng.pick(female ? FEMALE_NAMES : MALE_NAMES)} ${rng.pick(SURNAMES)}`,
        document,
        promoter,
        people: guests,
        arrived,
        code,
        status,
        validUntil: new Date(openMs + 2 * HOUR),
        createdBy: rng.chance(0.5) ? people.supervisor.id : people.admin.id,
        createdAt: new Date(createdMs),
        checkedInAt: arrived > 0 ? new Date(checkedInMs) : null,
        checkedInBy: arrived > 0 ? checkedInBy : null,
        updatedAt: new Date(status === 'issued' ? createdMs : checkedInMs),
      });
    }
  }
}
