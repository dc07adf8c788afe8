// Where cash lands when a domain event takes or gives it (DOMAIN.md "Cash flow"): the register of
// the point of sale, booked through the cash ledger with the event as its source, in the caller's
// transaction, so a replayed or racing event books nothing twice.
// - cash sales ingested: income on their point of sale's register, whatever its session's state
//   (a sale arriving while the register is counted or after it closed stays in the register's
//   balance and the next count of that register includes it);
// - VIP card money taken or given in cash: the register of the point of sale the request names,
//   else the acting user's open session on the venue's open night, else refused;
// - an approved cancellation of a cash sale: the money goes back out of that sale's register.
import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { SEES_EXPECTED_CODE } from '../../src/contract/privileges';
import type { Tx } from '../db/client';
import { cashAccounts, cashSessions, nights, pointsOfSale } from '../db/schema';
import { ApiError } from '../lib/errors';
import {
  accountBalance,
  bookMovement,
  bookMovements,
  firstAccountOfKind,
  lockAccounts,
  registerOfPointOfSale,
  type SystemCategoryKey,
  systemCategoryId,
} from './cash-ledger';
import { ofVenue } from './venue-rows';

export const REGISTER_NOT_OPEN = 'La caja de ese punto de venta no está abierta en la noche de hoy';
export const NO_OPEN_SESSION =
  'No tienes una caja abierta esta noche: abre una caja o indica el punto de venta que cobra en efectivo';
export const REGISTER_SHORT = 'La caja no tiene tanto efectivo para devolver';
export const POS_NOT_FOUND = 'El punto de venta no existe';
export const NO_REGISTER = 'El punto de venta no tiene una caja registradora';
export const NO_SAFE = 'El local no tiene una caja fuerte donde guardar el efectivo';

/**
 * A point of sale of the venue (404), its register (the active one first; only an active one when
 * `activeOnly`; 409 when none) and the venue's safe (409 when none): what opening a register and an
 * extraction both need before they move cash between the two.
 */
export async function registerAndSafe(tx: Tx, venueId: string, pointOfSaleId: string, { activeOnly = false } = {}) {
  const [pos] = await tx
    .select({ id: pointsOfSale.id, name: pointsOfSale.name })
    .from(pointsOfSale)
    .where(ofVenue(pointsOfSale, venueId, eq(pointsOfSale.id, pointOfSaleId)));
  if (!pos) throw new ApiError(404, POS_NOT_FOUND);
  const register = await registerOfPointOfSale(tx, venueId, pos.id);
  if (!register || (activeOnly && !register.active)) throw new ApiError(409, NO_REGISTER);
  const safe = await firstAccountOfKind(tx, venueId, 'safe');
  if (!safe) throw new ApiError(409, NO_SAFE);
  return { pos, register, safe };
}

type PosKind = (typeof pointsOfSale.$inferSelect)['kind'];

/** The system income category of a point of sale's sales. */
export function salesCategoryOf(kind: PosKind): SystemCategoryKey {
  if (kind === 'bar') return 'sales_bar';
  if (kind === 'ticket_office') return 'sales_ticket_office';
  if (kind === 'cloakroom') return 'sales_cloakroom';
  if (kind === 'restaurant') return 'sales_restaurant';
  return 'sales_other';
}

/** The register account of a point of sale with its kind (the active register first), or undefined. */
async function registerWithKind(tx: Tx, venueId: string, pointOfSaleId: string) {
  const [row] = await tx
    .select({ accountId: cashAccounts.id, posKind: pointsOfSale.kind })
    .from(cashAccounts)
    .innerJoin(pointsOfSale, eq(pointsOfSale.id, cashAccounts.pointOfSaleId))
    .where(ofVenue(cashAccounts, venueId, eq(cashAccounts.kind, 'register'), eq(cashAccounts.pointOfSaleId, pointOfSaleId)))
    .orderBy(desc(cashAccounts.active), cashAccounts.createdAt)
    .limit(1);
  return row;
}

export interface CashSale {
  id: string;
  total: number;
  at: Date;
  nightId: string;
  cashierId: string | null;
}

/** Books a batch of one point of sale's cash sales as register income; returns how many were booked. */
export async function bookCashSales(tx: Tx, venueId: string, pointOfSaleId: string, list: readonly CashSale[]): Promise<number> {
  if (list.length === 0) return 0;
  const register = await registerWithKind(tx, venueId, pointOfSaleId);
  if (!register) return 0;
  const category = await systemCategoryId(tx, venueId, salesCategoryOf(register.posKind));
  const byNight = new Map<string, CashSale[]>();
  for (const s of list) byNight.set(s.nightId, [...(byNight.get(s.nightId) ?? []), s]);
  let booked = 0;
  for (const [nightId, ofNight] of byNight) {
    booked += await bookMovements(
      tx,
      { accountId: register.accountId, kind: 'income', nightId, categoryId: category, note: 'Venta en efectivo' },
      ofNight.map((s) => ({ amount: s.total, at: s.at, userId: s.cashierId, source: { type: 'sale', id: s.id } })),
    );
  }
  return booked;
}

interface LiveRegister {
  accountId: string;
  nightId: string;
}

/** A cash session (joined to its night) open on the venue's open night, and `more`. */
function openSessionOf(venueId: string, ...more: (SQL | undefined)[]): SQL {
  return ofVenue(
    nights,
    venueId,
    eq(cashSessions.status, 'open'),
    isNull(cashSessions.deletedAt),
    eq(nights.status, 'open'),
    ...more,
  );
}

/** The register taking cash for a request: the named point of sale's, or the user's open session tonight. */
async function registerTakingCash(
  tx: Tx,
  venueId: string,
  userId: string,
  pointOfSaleId: string | null | undefined,
): Promise<LiveRegister> {
  const open = openSessionOf(venueId);
  if (pointOfSaleId) {
    const register = await registerWithKind(tx, venueId, pointOfSaleId);
    const [session] = register
      ? await tx
          .select({ nightId: cashSessions.nightId })
          .from(cashSessions)
          .innerJoin(nights, eq(nights.id, cashSessions.nightId))
          .where(and(open, eq(cashSessions.accountId, register.accountId)))
          .limit(1)
      : [];
    if (!register || !session) throw new ApiError(409, REGISTER_NOT_OPEN);
    return { accountId: register.accountId, nightId: session.nightId };
  }
  const [mine] = await tx
    .select({ accountId: cashSessions.accountId, nightId: cashSessions.nightId })
    .from(cashSessions)
    .innerJoin(nights, eq(nights.id, cashSessions.nightId))
    .innerJoin(cashAccounts, eq(cashAccounts.id, cashSessions.accountId))
    .where(ofVenue(cashAccounts, venueId, open, eq(cashSessions.openedBy, userId)))
    .orderBy(desc(cashSessions.createdAt))
    .limit(1);
  if (!mine) throw new ApiError(409, NO_OPEN_SESSION);
  return mine;
}

/** The registers taking cash right now: an open session on the venue's open night, by point of sale name. */
export async function openRegisters(tx: Tx, venueId: string): Promise<{ pointOfSaleId: string; name: string }[]> {
  return tx
    .selectDistinct({ pointOfSaleId: pointsOfSale.id, name: pointsOfSale.name })
    .from(cashSessions)
    .innerJoin(nights, eq(nights.id, cashSessions.nightId))
    .innerJoin(cashAccounts, eq(cashAccounts.id, cashSessions.accountId))
    .innerJoin(pointsOfSale, eq(pointsOfSale.id, cashAccounts.pointOfSaleId))
    .where(openSessionOf(venueId, ofVenue(cashAccounts, venueId)))
    .orderBy(pointsOfSale.name);
}

export interface CardCash {
  /** The card ledger entry that moved the money (the booking's source). */
  entryId: string;
  kind: 'topup' | 'payment' | 'refund';
  /** Signed cents as on the card: + taken in cash, − given back in cash. */
  amount: number;
  userId: string;
  pointOfSaleId?: string | null;
}

/** Books VIP card money taken or given in cash on the register that handled it (after the card's lock). */
export async function bookCardCash(tx: Tx, venueId: string, cash: CardCash): Promise<void> {
  const register = await registerTakingCash(tx, venueId, cash.userId, cash.pointOfSaleId);
  if (cash.amount < 0) {
    await lockAccounts(tx, venueId, [register.accountId]);
    const available = await accountBalance(tx, register.accountId);
    // No amount in the refusal: whoever refunds may be about to count this register blind.
    if (available + cash.amount < 0) throw new ApiError(409, REGISTER_SHORT);
  }
  await bookMovement(tx, {
    accountId: register.accountId,
    kind: 'income',
    amount: cash.amount,
    nightId: register.nightId,
    categoryId: await systemCategoryId(tx, venueId, cash.kind === 'payment' ? 'vip_payments' : 'vip_topups'),
    note: cash.kind === 'refund' ? 'Devolución de tarjeta VIP en efectivo' : 'Tarjeta VIP cobrada en efectivo',
    userId: cash.userId,
    source: { type: 'card_ledger', id: cash.entryId },
  });
}

/** Gives a cancelled cash sale's money back out of its register (no-op for other payments). */
export async function bookCancellationRefund(
  tx: Tx,
  venueId: string,
  sale: { pointOfSaleId: string; nightId: string; total: number; payment: string },
  requestId: string,
  userId: string,
): Promise<boolean> {
  if (sale.payment !== 'cash' || sale.total === 0) return false;
  const register = await registerWithKind(tx, venueId, sale.pointOfSaleId);
  if (!register) return false;
  const booked = await bookMovement(tx, {
    accountId: register.accountId,
    kind: 'income',
    amount: -sale.total,
    nightId: sale.nightId,
    categoryId: await systemCategoryId(tx, venueId, salesCategoryOf(register.posKind)),
    note: 'Anulación de venta en efectivo',
    userId,
    source: { type: 'cancellation', id: requestId },
  });
  return booked !== null;
}

/**
 * The registers whose balance `privi` may not receive: for callers without SEES_EXPECTED_CODE
 * (207), the venue's registers with an open session — counted blind, so what they hold stays out of
 * every answer (balances, statements, movement totals, account pickers, "not enough cash" refusals)
 * until the count is submitted. Empty for 207 holders.
 */
export async function withheldRegisters(db: Tx, venueId: string, privi: readonly string[]): Promise<Set<string>> {
  if (privi.includes(SEES_EXPECTED_CODE)) return new Set();
  const rows = await db
    .selectDistinct({ accountId: cashSessions.accountId })
    .from(cashSessions)
    .innerJoin(cashAccounts, eq(cashAccounts.id, cashSessions.accountId))
    .where(and(eq(cashAccounts.venueId, venueId), eq(cashSessions.status, 'open'), isNull(cashSessions.deletedAt)));
  return new Set(rows.map((r) => r.accountId));
}

/** The venue's registers with their point of sale's name and state, by point of sale (then oldest first). */
export function venueRegisters(tx: Tx, venueId: string) {
  return tx
    .select({ account: cashAccounts, posName: pointsOfSale.name, posActive: pointsOfSale.active })
    .from(cashAccounts)
    .innerJoin(pointsOfSale, eq(pointsOfSale.id, cashAccounts.pointOfSaleId))
    .where(ofVenue(cashAccounts, venueId, eq(cashAccounts.kind, 'register'), eq(pointsOfSale.venueId, venueId)))
    .orderBy(asc(pointsOfSale.name), asc(cashAccounts.createdAt));
}

/** Sessions of some registers on one night (not deleted). */
export function sessionsOf(tx: Tx, nightId: string, accountIds: string[]) {
  if (accountIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(cashSessions)
    .where(and(eq(cashSessions.nightId, nightId), inArray(cashSessions.accountId, accountIds), isNull(cashSessions.deletedAt)));
}
