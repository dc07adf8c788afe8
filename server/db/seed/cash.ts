// Cash flow (finanzas): the books (cash-ledger.ts), one cash session per register and night
// (cash-registers.ts), the staff roster and its wages (cash-staff.ts), and here the story that
// ties them together: opening balances, the safe's weekly deposits, suppliers, VIP credit
// accounts, private events, monthly bills and the partners' withdrawals.
import { cashMovements } from '../schema';
import { atLocal, DAY, HOUR, localDate, MINUTE } from './calendar';
import type { CardBook } from './cards';
import { CashLedger, type Category, deflate } from './cash-ledger';
import { noPayments, playRegister, salesTotals } from './cash-registers';
import { hireStaff, payNight } from './cash-staff';
import { cents, type SeedContext } from './context';
import type { PrivateEvent } from './invoices';
import type { People } from './people';
import type { Rng } from './random';
import type { NightRecord } from './sales';
import type { StockBook } from './stock';
import type { Venue } from './venue';

/** Fixed monthly bills, ARS at today's prices: [category, counterpart, amount]. */
const MONTHLY: [Category, string, number][] = [
  ['Alquiler', 'Costanera Inversiones S.A. (alquiler del local)', 18_000_000],
  ['Servicios (luz, agua, gas, internet)', 'Edenor S.A.', 2_800_000],
  ['Servicios (luz, agua, gas, internet)', 'AySA', 350_000],
  ['Servicios (luz, agua, gas, internet)', 'Metrogas S.A.', 240_000],
  ['Servicios (luz, agua, gas, internet)', 'Telecentro S.A.', 95_000],
  ['Derechos de autor (SADAIC / AADI-CAPIF)', 'SADAIC', 1_100_000],
  ['Derechos de autor (SADAIC / AADI-CAPIF)', 'AADI-CAPIF', 850_000],
  ['Publicidad y redes', 'Meta Platforms (Instagram Ads)', 700_000],
  ['Seguridad privada', 'Custodia Norte S.A.', 2_400_000],
  ['Mantenimiento y limpieza', 'Limpiezas Integrales Delta S.R.L.', 900_000],
  ['Honorarios profesionales', 'Estudio Contable Bianchi & Asoc.', 600_000],
  ['Impuestos y tasas', 'AGIP — Ingresos Brutos', 3_200_000],
];

export function buildCash(
  ctx: SeedContext,
  venue: Venue,
  people: People,
  nightList: NightRecord[],
  stock: StockBook,
  cards: CardBook,
  events: PrivateEvent[],
): void {
  const rng = ctx.rng.fork('cash');
  const ledger = new CashLedger(ctx, venue, people);
  const { safe, bank, wallet, balances } = ledger;

  // Opening balances, before the first night of the story.
  const startMs = (nightList[0]?.plan.opensAt.getTime() ?? ctx.nowMs) - 5 * DAY;
  ledger.move(bank, startMs, 'income', cents(80_000_000), {
    category: 'Aporte de socios',
    note: 'Saldo inicial',
    userId: people.admin.id,
  });
  ledger.move(safe, startMs, 'income', cents(6_000_000), {
    category: 'Aporte de socios',
    note: 'Saldo inicial',
    userId: people.admin.id,
  });
  const staff = hireStaff(ctx, rng, venue);

  const { totals, cashSales, refunds } = salesTotals(ctx);
  const closedNights = nightList.filter((n) => n.plan.status !== 'planned');
  const midMs = closedNights[Math.floor(closedNights.length / 2)]?.plan.opensAt.getTime() ?? ctx.nowMs;
  const firstTicketOffice = venue.pos.find((p) => p.kind === 'ticket_office');
  let lastDepositWeek = '';
  for (const night of closedNights) {
    const { plan } = night;
    const perPos = totals.get(night.id);
    const topups = cards.topupsByNight.get(night.id) ?? [];
    for (const pos of venue.pos) {
      playRegister(ctx, rng, ledger, people, {
        night,
        pos,
        money: perPos?.get(pos.id) ?? noPayments(),
        collected: cashSales.get(`${night.id}|${pos.id}`) ?? [],
        refunds: refunds.get(`${night.id}|${pos.id}`) ?? [],
        topups: pos === firstTicketOffice ? topups : [],
      });
    }
    if (plan.status === 'open') continue;
    payNight(ctx, rng, ledger, staff, night, midMs);

    // On the Monday after a weekend the safe's cash goes to the bank, keeping a reserve.
    const monday = atLocal(localDate(plan.closesAt.getTime() + 2 * DAY), 12).getTime();
    const week = localDate(monday);
    if (plan.weekday === 6 && week !== lastDepositWeek && monday <= ctx.nowMs) {
      lastDepositWeek = week;
      const amount = Math.floor(((balances.get(safe) ?? 0) - cents(4_000_000)) / cents(100_000)) * cents(100_000);
      if (amount > 0) ledger.transfer(safe, bank, monday, amount, 'transfer', { note: 'Depósito de efectivo en Banco Galicia' });
      const walletBalance = balances.get(wallet) ?? 0;
      if (walletBalance > 0)
        ledger.transfer(wallet, bank, monday + HOUR, walletBalance, 'transfer', {
          note: 'Retiro de Mercado Pago a cuenta bancaria',
        });
    }
  }
  billsAndWithdrawals(ctx, rng, ledger, people, startMs, stock, cards, events);
}

/** What goes through the bank apart from the nights: suppliers, VIP accounts, events, bills, partners. */
function billsAndWithdrawals(
  ctx: SeedContext,
  rng: Rng,
  ledger: CashLedger,
  people: People,
  startMs: number,
  stock: StockBook,
  cards: CardBook,
  events: PrivateEvent[],
): void {
  const { sink } = ctx;
  const { bank } = ledger;
  // Suppliers are paid by bank transfer two days after each delivery (VAT included).
  for (const d of stock.deliveries) {
    ledger.move(bank, d.atMs + 2 * DAY, 'expense', -Math.round(d.amount * 1.21), {
      category: 'Proveedores de bebidas',
      counterpart: d.supplier,
      note: `Pago Factura ${d.invoiceNumber}`,
    });
  }
  // VIP credit accounts paid by transfer.
  for (const p of cards.payments) {
    ledger.move(bank, p.atMs, 'income', p.amount, {
      category: 'Cobranzas cuenta corriente VIP',
      counterpart: p.holderName,
      note: 'Pago de cuenta corriente',
    });
  }
  // Corporate events invoiced A, paid by transfer.
  for (const e of events) {
    ledger.move(bank, e.atMs, 'income', e.total, {
      category: 'Eventos privados',
      counterpart: e.customer,
      note: `Cobro Factura ${e.invoice}`,
    });
  }
  // Monthly bills on the 5th.
  const firstMonth = localDate(startMs).slice(0, 7);
  const monthEnds: number[] = [];
  for (let month = firstMonth; `${month}-05` <= localDate(ctx.nowMs); ) {
    const dueMs = atLocal(`${month}-05`, 12).getTime();
    if (dueMs >= startMs) {
      for (const [category, counterpart, amount] of MONTHLY) {
        ledger.move(bank, dueMs + rng.int(0, 300) * MINUTE, 'expense', -deflate(ctx, cents(amount), dueMs), {
          category,
          counterpart,
          note: `${category} ${month}`,
        });
      }
    }
    monthEnds.push(atLocal(`${month}-28`, 18).getTime());
    const [y, m] = month.split('-').map(Number) as [number, number];
    month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  }
  // At each month's end the partners take out most of what the bank holds above a reserve.
  // The bank is moved out of order above, so its balance is recomputed from its movements.
  const bankMoves = sink.list(cashMovements).filter((m) => m.accountId === bank);
  let withdrawn = 0;
  for (const endMs of monthEnds) {
    if (endMs > ctx.nowMs || endMs < startMs) continue;
    const balance = bankMoves.reduce((s, m) => s + ((m.at?.getTime() ?? 0) <= endMs ? m.amount : 0), 0) - withdrawn;
    const amount = Math.floor(((balance - cents(30_000_000)) * 0.8) / cents(1_000_000)) * cents(1_000_000);
    if (amount <= 0) continue;
    withdrawn += amount;
    ledger.move(bank, endMs, 'expense', -amount, {
      category: 'Retiro de socios',
      counterpart: 'Socios de Noctua Entretenimientos S.R.L.',
      note: 'Distribución mensual',
      userId: people.admin.id,
    });
  }
}
