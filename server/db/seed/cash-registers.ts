// One register through one night: the float out of the safe, cash booked as it is collected,
// witnessed extractions to the safe, the closing count (with the odd difference) back into it,
// and the electronic payments that settle into the bank and the wallet.
import { cashExtractions, cashSessions, sales } from '../schema';
import { atLocal, DAY, localDate, MINUTE } from './calendar';
import type { CashLedger, Category } from './cash-ledger';
import { cents, type SeedContext } from './context';
import type { People } from './people';
import type { Rng } from './random';
import type { NightRecord } from './sales';
import { staffUserFor } from './sales';
import type { PointOfSale } from './venue';

type Payment = 'cash' | 'card' | 'vip_card' | 'transfer' | 'wallet';

/** An acquirer's fee on a settlement: the share it keeps, who it is, the movement's note. */
interface Fee {
  rate: number;
  counterpart: string;
  note: string;
}
export type PaymentTotals = Record<Payment, number>;

export interface SalesTotals {
  /** Night id → point of sale id → total per payment. */
  totals: Map<string, Map<string, PaymentTotals>>;
  /** `${nightId}|${posId}` → the cash sales, to book them as they were collected. */
  cashSales: Map<string, { atMs: number; amount: number }[]>;
}

export const noPayments = (): PaymentTotals => ({ cash: 0, card: 0, vip_card: 0, transfer: 0, wallet: 0 });

/** Per-night sales totals by point of sale and payment (cancelled sales took no money). */
export function salesTotals(ctx: SeedContext): SalesTotals {
  const totals = new Map<string, Map<string, PaymentTotals>>();
  const cashSales = new Map<string, { atMs: number; amount: number }[]>();
  for (const sale of ctx.sink.list(sales)) {
    if (sale.status === 'cancelled') continue;
    const perNight = totals.get(sale.nightId) ?? new Map<string, PaymentTotals>();
    totals.set(sale.nightId, perNight);
    const perPos = perNight.get(sale.pointOfSaleId) ?? noPayments();
    perNight.set(sale.pointOfSaleId, perPos);
    perPos[sale.payment] += sale.total;
    if (sale.payment === 'cash') {
      const key = `${sale.nightId}|${sale.pointOfSaleId}`;
      const list = cashSales.get(key) ?? [];
      list.push({ atMs: sale.at.getTime(), amount: sale.total });
      cashSales.set(key, list);
    }
  }
  return { totals, cashSales };
}

const categoryFor = (pos: PointOfSale): Category =>
  pos.kind === 'bar' ? 'Ventas de barra' : pos.kind === 'ticket_office' ? 'Entradas' : 'Guardarropa';

export interface RegisterNight {
  night: NightRecord;
  pos: PointOfSale;
  money: PaymentTotals;
  /** The night's cash sales at this point of sale. */
  collected: { atMs: number; amount: number }[];
  /** VIP card top-ups taken in cash here (the first ticket office takes them all), or 0. */
  topups: number;
}

export function playRegister(
  ctx: SeedContext,
  rng: Rng,
  ledger: CashLedger,
  people: People,
  { night, pos, money, collected, topups }: RegisterNight,
): void {
  const { sink, ids } = ctx;
  const { plan } = night;
  const openMs = plan.opensAt.getTime();
  const closeMs = plan.closesAt.getTime();
  const isOpen = plan.status === 'open';
  const { safe, bank, wallet } = ledger;
  const register = ledger.register(pos);
  const float = cents(pos.kind === 'ticket_office' ? 150_000 : pos.kind === 'bar' ? 80_000 : 30_000);
  const staffId = staffUserFor(people, pos);
  const cashIn = money.cash + topups;
  const sessionId = ids.at(openMs - 30 * MINUTE);
  ledger.transfer(safe, register, openMs - 30 * MINUTE, float, 'transfer', {
    nightId: night.id,
    note: 'Fondo fijo de apertura',
    userId: people.caja.id,
    source: { type: 'cash_session_float', id: sessionId },
  });

  // Cash is booked into the register as it is collected (up to each extraction, then the
  // rest at closing), and extractions take most of it to the safe, witnessed.
  collected.sort((a, b) => a.atMs - b.atMs);
  let booked = 0;
  let bookedIndex = 0;
  const bookUntil = (atMs: number, note: string) => {
    let amount = 0;
    while (bookedIndex < collected.length && (collected[bookedIndex]?.atMs ?? 0) <= atMs) {
      amount += collected[bookedIndex]?.amount ?? 0;
      bookedIndex++;
    }
    booked += amount;
    ledger.move(register, atMs, 'income', amount, { nightId: night.id, category: categoryFor(pos), note, userId: staffId });
  };
  let extracted = 0;
  const extractions = Math.min(3, Math.floor(money.cash / cents(900_000)));
  for (let e = 1; e <= extractions; e++) {
    const atMs = Math.round(openMs + (e * (closeMs - openMs)) / (extractions + 1.5));
    if (atMs > ctx.nowMs) break;
    bookUntil(atMs - MINUTE, 'Ventas en efectivo (parcial)');
    const amount = cents(Math.floor(((float + booked - extracted) * 0.7) / cents(50_000)) * 50_000);
    if (amount < cents(100_000)) continue;
    extracted += amount;
    const id = ids.at(atMs);
    const group = ledger.transfer(register, safe, atMs, amount, 'extraction', {
      nightId: night.id,
      note: `Extracción ${e} — ${pos.name}`,
      userId: staffId,
    });
    sink.add(cashExtractions, {
      id,
      nightId: night.id,
      pointOfSaleId: pos.id,
      amount,
      by: staffId,
      witnessedBy: people.supervisor.id,
      at: new Date(atMs),
      note: `Extracción ${e} de ${pos.name}`,
      transferGroupId: group,
      createdAt: new Date(atMs),
      updatedAt: new Date(atMs),
    });
  }

  if (isOpen) {
    sink.add(cashSessions, {
      id: sessionId,
      accountId: register,
      nightId: night.id,
      openingFloat: float,
      status: 'open',
      openedBy: staffId,
      createdAt: new Date(openMs - 30 * MINUTE),
      updatedAt: new Date(openMs - 30 * MINUTE),
    });
    return;
  }
  const closeAt = closeMs + 15 * MINUTE;
  bookUntil(closeAt, 'Ventas en efectivo');
  if (topups !== 0) {
    ledger.move(register, closeAt, 'income', topups, {
      nightId: night.id,
      category: 'Cargas de tarjetas VIP',
      note: 'Cargas de tarjetas VIP en efectivo',
      userId: staffId,
    });
  }
  const expected = float + cashIn - extracted;
  const diff = rng.chance(0.8) ? 0 : cents(rng.int(-30, 12) * 500);
  const counted = expected + diff;
  if (diff !== 0) {
    ledger.move(register, closeAt + 5 * MINUTE, diff > 0 ? 'income' : 'expense', diff, {
      nightId: night.id,
      category: diff > 0 ? 'Sobrante de caja' : 'Faltante de caja',
      note: 'Diferencia en el arqueo de cierre',
      userId: people.supervisor.id,
      source: { type: 'cash_session_difference', id: sessionId },
    });
  }
  ledger.transfer(register, safe, closeAt + 10 * MINUTE, counted, 'transfer', {
    nightId: night.id,
    note: 'Cierre de caja: recaudación al tesoro',
    userId: people.supervisor.id,
    source: { type: 'cash_session_close', id: sessionId },
  });
  sink.add(cashSessions, {
    id: sessionId,
    accountId: register,
    nightId: night.id,
    openingFloat: float,
    status: 'closed',
    countedAmount: counted,
    expectedAmount: expected,
    differenceReason:
      Math.abs(diff) > cents(5_000)
        ? rng.pick(['Error en el vuelto', 'Billete falso detectado', 'Propina mal registrada'])
        : null,
    openedBy: staffId,
    // Four eyes: the register's cashier counts it blind, the supervisor (207) confirms the close.
    countedBy: staffId,
    countedAt: new Date(closeAt),
    closedBy: people.supervisor.id,
    closedAt: new Date(closeAt + 10 * MINUTE),
    createdAt: new Date(openMs - 30 * MINUTE),
    updatedAt: new Date(closeAt + 10 * MINUTE),
  });

  // Electronic payments: Mercado Pago credits at once, card acquirers two days later.
  const cardAt = atLocal(localDate(closeMs + 2 * DAY), 10).getTime();
  // Each settlement books the takings and, a minute later, the acquirer's fee.
  const settle = (account: string, at: number, amount: number, counterpart: string, note: string, fee: Fee) => {
    ledger.move(account, at, 'income', amount, { nightId: night.id, category: categoryFor(pos), counterpart, note });
    ledger.move(account, at + MINUTE, 'expense', -Math.round(amount * fee.rate), {
      nightId: night.id,
      category: 'Comisiones bancarias y de cobro',
      counterpart: fee.counterpart,
      note: fee.note,
    });
  };
  settle(bank, cardAt, money.card, 'Payway (Posnet)', `Liquidación tarjetas — ${pos.name}`, {
    rate: 0.025,
    counterpart: 'Payway (Posnet)',
    note: 'Arancel y retenciones',
  });
  settle(wallet, closeAt, money.wallet, 'Mercado Pago (QR)', `Cobros QR — ${pos.name}`, {
    rate: 0.015,
    counterpart: 'Mercado Pago',
    note: 'Comisión por cobro con QR',
  });
  ledger.move(bank, closeAt, 'income', money.transfer, {
    nightId: night.id,
    category: categoryFor(pos),
    note: `Transferencias recibidas — ${pos.name}`,
  });
}
