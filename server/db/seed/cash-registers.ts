// One register through one night: the float out of the safe, cash booked as it is collected,
// witnessed extractions to the safe, the closing count (with the odd difference) back into it,
// and the electronic payments that settle into the bank and the wallet.
import { OVER_SHORT_SOURCE } from '../../domain/over-short';
import { cancellationRequests, cashExtractions, cashSessions, sales } from '../schema';
import { atLocal, DAY, localDate, MINUTE } from './calendar';
import type { CashLedger, Category } from './cash-ledger';
import { cents, type SeedContext } from './context';
import type { People } from './people';
import type { Rng } from './random';
import type { NightRecord } from './sales';
import { staffUserFor } from './sales';
import type { PointOfSale } from './venue';

type Payment = 'cash' | 'card' | 'vip_card' | 'transfer' | 'wallet' | 'table_bill';

/** An acquirer's fee on a settlement: the share it keeps, who it is, the movement's note. */
interface Fee {
  rate: number;
  counterpart: string;
  note: string;
}
export type PaymentTotals = Record<Payment, number>;

export interface CashSale {
  saleId: string;
  atMs: number;
  amount: number;
}
export interface CashRefund {
  requestId: string;
  atMs: number;
  amount: number;
  userId: string | null;
}

export interface SalesTotals {
  /** Night id → point of sale id → total per payment (completed sales). */
  totals: Map<string, Map<string, PaymentTotals>>;
  /** `${nightId}|${posId}` → every cash sale (a cancelled one took the money too, and gave it back). */
  cashSales: Map<string, CashSale[]>;
  /** `${nightId}|${posId}` → the approved cancellations of cash sales: the money back out of the register. */
  refunds: Map<string, CashRefund[]>;
}

export const noPayments = (): PaymentTotals => ({ cash: 0, card: 0, vip_card: 0, transfer: 0, wallet: 0, table_bill: 0 });

const push = <T>(map: Map<string, T[]>, key: string, value: T) => map.set(key, [...(map.get(key) ?? []), value]);

/** Per-night sales totals by point of sale and payment, the cash sales and the cash refunds. */
export function salesTotals(ctx: SeedContext): SalesTotals {
  const totals = new Map<string, Map<string, PaymentTotals>>();
  const cashSales = new Map<string, CashSale[]>();
  const refunds = new Map<string, CashRefund[]>();
  const byId = new Map<string, { nightId: string; pointOfSaleId: string; total: number; payment: Payment }>();
  for (const sale of ctx.sink.list(sales)) {
    byId.set(sale.id, sale);
    const key = `${sale.nightId}|${sale.pointOfSaleId}`;
    if (sale.payment === 'cash') push(cashSales, key, { saleId: sale.id, atMs: sale.at.getTime(), amount: sale.total });
    if (sale.status === 'cancelled') continue;
    const perNight = totals.get(sale.nightId) ?? new Map<string, PaymentTotals>();
    totals.set(sale.nightId, perNight);
    const perPos = perNight.get(sale.pointOfSaleId) ?? noPayments();
    perNight.set(sale.pointOfSaleId, perPos);
    perPos[sale.payment] += sale.total;
  }
  for (const request of ctx.sink.list(cancellationRequests)) {
    const sale = byId.get(request.saleId);
    if (request.status !== 'approved' || !sale || sale.payment !== 'cash' || !request.decidedAt) continue;
    push(refunds, `${sale.nightId}|${sale.pointOfSaleId}`, {
      requestId: request.id as string,
      atMs: request.decidedAt.getTime(),
      amount: sale.total,
      userId: request.decidedBy ?? null,
    });
  }
  return { totals, cashSales, refunds };
}

const categoryFor = (pos: PointOfSale): Category =>
  pos.kind === 'bar' ? 'Ventas de barra' : pos.kind === 'ticket_office' ? 'Entradas' : 'Guardarropa';

export interface RegisterNight {
  night: NightRecord;
  pos: PointOfSale;
  money: PaymentTotals;
  /** The night's cash sales at this point of sale (cancelled ones included). */
  collected: CashSale[];
  refunds: CashRefund[];
  /** VIP card top-ups taken in cash here (the first ticket office takes them all). */
  topups: { entryId: string; atMs: number; amount: number; userId: string | null }[];
}

/** A movement of the register during the night, in time order. */
interface RegisterEvent {
  atMs: number;
  amount: number;
  book: () => void;
}

/**
 * One register through one night as the live path books it (domain/cash-registers.ts,
 * registers.service.ts, extracciones.service.ts): the float out of the safe, each cash sale and
 * cash top-up as it is taken and each approved cancellation given back, each with its source;
 * witnessed extractions; then a blind count by the point of sale's staff whose expected is the
 * register's balance at that moment, confirmed by the supervisor, the difference and the takings
 * booked once each.
 */
export function playRegister(
  ctx: SeedContext,
  rng: Rng,
  ledger: CashLedger,
  people: People,
  { night, pos, money, collected, refunds, topups }: RegisterNight,
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
  const sessionMs = openMs - 30 * MINUTE;
  const sessionId = ids.at(sessionMs);
  const nightId = night.id;
  let balance = float;
  ledger.transfer(safe, register, sessionMs, float, 'transfer', {
    nightId,
    note: `Fondo fijo de apertura — ${pos.name}`,
    userId: staffId,
    source: { type: 'cash_session_float', id: sessionId },
  });

  const category = categoryFor(pos);
  const events: RegisterEvent[] = [
    ...collected.map((c) => ({
      atMs: c.atMs,
      amount: c.amount,
      book: () =>
        ledger.move(register, c.atMs, 'income', c.amount, {
          nightId,
          category,
          note: 'Venta en efectivo',
          userId: staffId,
          source: { type: 'sale', id: c.saleId },
        }),
    })),
    ...refunds.map((r) => ({
      atMs: r.atMs,
      amount: -r.amount,
      book: () =>
        ledger.move(register, r.atMs, 'income', -r.amount, {
          nightId,
          category,
          note: 'Anulación de venta en efectivo',
          userId: r.userId ?? undefined,
          source: { type: 'cancellation', id: r.requestId },
        }),
    })),
    ...topups.map((t) => ({
      atMs: t.atMs,
      amount: t.amount,
      book: () =>
        ledger.move(register, t.atMs, 'income', t.amount, {
          nightId,
          category: 'Cargas de tarjetas VIP',
          note: 'Tarjeta VIP cobrada en efectivo',
          userId: t.userId ?? undefined,
          source: { type: 'card_ledger', id: t.entryId },
        }),
    })),
  ].sort((a, b) => a.atMs - b.atMs);
  let next = 0;
  /** Books every event up to `atMs` (never after the story's end: the ledger drops those). */
  const bookUntil = (atMs: number) => {
    while (next < events.length && (events[next]?.atMs ?? 0) <= Math.min(atMs, ctx.nowMs)) {
      const e = events[next++] as RegisterEvent;
      e.book();
      balance += e.amount;
    }
  };

  // Extractions take most of the cash to the safe, witnessed; never more than the register holds.
  const cashIn = collected.reduce((sum, c) => sum + c.amount, 0);
  const extractions = Math.min(3, Math.floor(cashIn / cents(900_000)));
  for (let e = 1; e <= extractions; e++) {
    const atMs = Math.round(openMs + (e * (closeMs - openMs)) / (extractions + 1.5));
    if (atMs > ctx.nowMs) break;
    bookUntil(atMs);
    const amount = cents(Math.floor((balance * 0.7) / cents(50_000)) * 50_000);
    if (amount < cents(100_000)) continue;
    balance -= amount;
    const id = ids.at(atMs);
    const group = ledger.transfer(register, safe, atMs, amount, 'extraction', {
      nightId,
      note: `Extracción ${e} — ${pos.name}`,
      userId: staffId,
      source: { type: 'extraction', id },
    });
    sink.add(cashExtractions, {
      id,
      nightId,
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
    bookUntil(ctx.nowMs);
    sink.add(cashSessions, {
      id: sessionId,
      accountId: register,
      nightId,
      openingFloat: float,
      status: 'open',
      openedBy: staffId,
      createdAt: new Date(sessionMs),
      updatedAt: new Date(sessionMs),
    });
    return;
  }
  const countAt = closeMs + 15 * MINUTE;
  bookUntil(countAt);
  const expected = balance;
  const diff = rng.chance(0.8) ? 0 : cents(rng.int(-30, 12) * 500);
  const counted = Math.max(0, expected + diff);
  const difference = counted - expected;
  const reason = difference !== 0 ? rng.pick(['Error en el vuelto', 'Billete falso detectado', 'Propina mal registrada']) : null;
  const confirmAt = countAt + 10 * MINUTE;
  ledger.move(register, confirmAt, difference > 0 ? 'income' : 'expense', difference, {
    nightId,
    category: difference > 0 ? 'Sobrante de caja' : 'Faltante de caja',
    note: reason ? `Diferencia en el arqueo de cierre: ${reason}` : 'Diferencia en el arqueo de cierre',
    userId: people.supervisor.id,
    source: { type: OVER_SHORT_SOURCE, id: sessionId },
  });
  if (counted > 0)
    ledger.transfer(register, safe, confirmAt, counted, 'transfer', {
      nightId,
      note: 'Cierre de caja: recaudación al tesoro',
      userId: people.supervisor.id,
      source: { type: 'cash_session_close', id: sessionId },
    });
  sink.add(cashSessions, {
    id: sessionId,
    accountId: register,
    nightId,
    openingFloat: float,
    status: 'closed',
    countedAmount: counted,
    expectedAmount: expected,
    differenceReason: reason,
    openedBy: staffId,
    countedBy: staffId,
    countedAt: new Date(countAt),
    closedBy: people.supervisor.id,
    closedAt: new Date(confirmAt),
    createdAt: new Date(sessionMs),
    updatedAt: new Date(confirmAt),
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
  settle(wallet, countAt, money.wallet, 'Mercado Pago (QR)', `Cobros QR — ${pos.name}`, {
    rate: 0.015,
    counterpart: 'Mercado Pago',
    note: 'Comisión por cobro con QR',
  });
  ledger.move(bank, countAt, 'income', money.transfer, {
    nightId: night.id,
    category: categoryFor(pos),
    note: `Transferencias recibidas — ${pos.name}`,
  });
}
