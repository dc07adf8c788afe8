// The VIP card ledger (DOMAIN.md "VIP cards", cuenta corriente): every change of a card's money is
// one row appended to card_ledger, never an edit; the card's balance is the sum of its ledger and
// the database keeps vip_cards.balance (and so its replicated version) with a trigger.
//
// Signs: top-ups and payments of a credit debt add (+), consumption and refunds take (−),
// adjustments go either way. What may be taken is the card's *available* amount:
//   available = balance + credit limit (credit types) | balance (prepaid types).
// postCardEntry locks the card row (SELECT … FOR UPDATE) before it checks, so two tellers charging
// the same card at the same time queue on the row: the second sees the first's entry and cannot take
// the card past its limit. Every route (actions, mobile orders, POS ingestion) goes through here.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { cardLedger, cardTypes, vipCards } from '../db/schema';
import { ApiError } from '../lib/errors';

export type LedgerKind = (typeof cardLedger.$inferInsert)['kind'];
export type LedgerMethod = NonNullable<(typeof cardLedger.$inferInsert)['method']>;

export const CARD_NOT_FOUND = 'La tarjeta no existe';
export const CARD_NOT_ACTIVE = 'La tarjeta está bloqueada o perdida';
export const OVER_AVAILABLE = 'El importe supera el disponible de la tarjeta';
export const REFUND_OVER_BALANCE = 'No se puede devolver más que el saldo a favor de la tarjeta';
export const ZERO_AMOUNT = 'El importe no puede ser cero';

export interface CardEntryInput {
  /** The entry's id when the caller chose it (a money action's Idempotency-Key); else generated. */
  id?: string;
  cardId: string;
  /** The card must belong to this venue (a card of another venue answers 404). */
  venueId: string;
  kind: LedgerKind;
  /** Signed cents: + money in (top-up, payment), − money out (consumption, refund); adjustments either. */
  amount: number;
  method?: LedgerMethod | null;
  userId?: string | null;
  note?: string;
  saleId?: string | null;
  mobileOrderId?: string | null;
  at?: Date;
  /** Adjustments by a privileged user may leave the card below its available amount. */
  allowOverLimit?: boolean;
}

export interface LockedCard {
  id: string;
  venueId: string;
  status: 'active' | 'blocked' | 'lost';
  balance: number;
  creditLimit: number;
  creditAllowed: boolean;
  discountPercent: number;
}

/** The money a card may still spend: balance plus its credit limit when its type allows credit. */
export function availableOf(card: Pick<LockedCard, 'balance' | 'creditLimit' | 'creditAllowed'>): number {
  return card.balance + (card.creditAllowed ? card.creditLimit : 0);
}

/**
 * Reads and row-locks the cards `ids` (any venue, tombstoned too) with their type's terms for the
 * rest of the transaction, in id order: the order every locker takes, so two cannot deadlock.
 */
export async function lockCards(tx: Tx, ids: readonly string[]): Promise<(LockedCard & { deletedAt: Date | null })[]> {
  const rows = await tx
    .select({
      id: vipCards.id,
      venueId: vipCards.venueId,
      status: vipCards.status,
      balance: vipCards.balance,
      creditLimit: vipCards.creditLimit,
      creditAllowed: cardTypes.creditAllowed,
      discountPercent: cardTypes.discountPercent,
      deletedAt: vipCards.deletedAt,
    })
    .from(vipCards)
    .innerJoin(cardTypes, eq(cardTypes.id, vipCards.cardTypeId))
    .where(inArray(vipCards.id, [...ids]))
    .orderBy(asc(vipCards.id))
    .for('update', { of: vipCards });
  return rows.map((card) => ({
    ...card,
    balance: Number(card.balance),
    creditLimit: Number(card.creditLimit),
    discountPercent: Number(card.discountPercent),
  }));
}

/** Reads and row-locks a card of the venue for the rest of the transaction (404 when not there). */
export async function lockCard(tx: Tx, cardId: string, venueId: string): Promise<LockedCard> {
  const [card] = await lockCards(tx, [cardId]);
  if (!card || card.venueId !== venueId || card.deletedAt) throw new ApiError(404, CARD_NOT_FOUND);
  const { deletedAt: _, ...locked } = card;
  return locked;
}

/**
 * Appends one ledger entry after locking and checking the card; returns the entry's id and the card's
 * balance after it. Must run inside a transaction (the lock lasts until it commits).
 */
export async function postCardEntry(tx: Tx, input: CardEntryInput): Promise<{ id: string; balance: number }> {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0) throw new ApiError(400, ZERO_AMOUNT);
  const card = await lockCard(tx, input.cardId, input.venueId);
  if (card.status !== 'active' && input.kind !== 'adjustment') throw new ApiError(409, CARD_NOT_ACTIVE);
  if (input.amount < 0 && !input.allowOverLimit) {
    if (input.kind === 'refund' && card.balance + input.amount < 0) throw new ApiError(409, REFUND_OVER_BALANCE);
    if (availableOf(card) + input.amount < 0) throw new ApiError(409, OVER_AVAILABLE);
  }
  const [row] = await tx
    .insert(cardLedger)
    .values({
      ...(input.id ? { id: input.id } : {}),
      cardId: card.id,
      kind: input.kind,
      amount: input.amount,
      method: input.method ?? null,
      userId: input.userId ?? null,
      note: input.note ?? '',
      saleId: input.saleId ?? null,
      mobileOrderId: input.mobileOrderId ?? null,
      at: input.at ?? new Date(),
    })
    .returning({ id: cardLedger.id });
  if (!row) throw new Error('card_ledger insert returned nothing');
  return { id: row.id, balance: card.balance + input.amount };
}

/** Card numbers are unique per venue; the next free number of a type's prefix, for issuing. */
export async function nextCardNumber(tx: Tx, venueId: string, prefix: string): Promise<string> {
  const [row] = await tx
    .select({ max: sql<string | null>`max(${vipCards.number})` })
    .from(vipCards)
    .where(sql`${vipCards.venueId} = ${venueId} and ${vipCards.number} ~ ${`^${prefix}[0-9]{7}$`}`);
  const last = row?.max ? Number(row.max.slice(prefix.length)) : 0;
  return `${prefix}${String(last + 1).padStart(7, '0')}`;
}
