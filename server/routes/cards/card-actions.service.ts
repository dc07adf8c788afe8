// The VIP card actions (issue, edit, top-up, payment, refund, adjustment, consumption, block/lost,
// replace). Every money action is exactly one card_ledger row written through postCardEntry, which
// row-locks the card before checking it: two tellers charging the same card queue on the row and
// the second sees the first's entry. Balances are never written here; the ledger trigger keeps them.
// Money taken or given in cash also moves a register (server/domain/cash-registers.ts), in the same
// transaction, after the card's lock: the named point of sale's register or the user's open session.
import { and, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  CardActionAnswer,
  CardStatus,
  issueCardSchema,
  replaceCardSchema,
  statusChangeSchema,
  updateCardSchema,
} from '../../../src/contract/vip';
import type { Db, Tx } from '../../db/client';
import { cardLedger, cardTypes, vipCards } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { type CardEntryInput, type LockedCard, lockCard, nextCardNumber, postCardEntry } from '../../domain/card-ledger';
import { bookCardCash } from '../../domain/cash-registers';
import { venueRow } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';
import {
  ALREADY_REPLACED,
  BAD_TRANSITION,
  DUPLICATE_NUMBER,
  KEY_REUSED,
  LIMIT_BELOW_DEBT,
  LOST_IS_FINAL,
  NO_CREDIT_TYPE,
  PAYMENT_NO_CREDIT,
  PAYMENT_OVER_DEBT,
  TYPE_INACTIVE,
  TYPE_NOT_FOUND,
} from './cards.messages';
import { loadCard } from './cards.service';

/** Advisory lock namespace of automatic card numbers (the second key is the venue's hash). */
const NUMBER_LOCK = 306_001;
/** Prefix of numbers the back office assigns (the printed batches use the type prefixes 1, 2, 3, 9). */
const ISSUED_PREFIX = '7';

/** Status changes a teller may make; `lost` is final (the card is replaced instead). */
const TRANSITIONS: Record<CardStatus, readonly CardStatus[]> = {
  active: ['blocked', 'lost'],
  blocked: ['active', 'lost'],
  lost: [],
};

/** The type a card is issued with: the venue's, and active. */
async function requireActiveType(tx: Tx, venueId: string, typeId: string) {
  const type = await venueRow(tx, cardTypes, venueId, typeId, TYPE_NOT_FOUND);
  if (!type.active) throw new ApiError(409, TYPE_INACTIVE);
  return type;
}

/** A card number for a new card: the one asked for (409 when taken) or the next free one. */
async function allocateNumber(tx: Tx, venueId: string, wanted: string): Promise<string> {
  // Parallel issues queue here, so neither the next free number nor the duplicate check races.
  await tx.execute(sql`select pg_advisory_xact_lock(${NUMBER_LOCK}::int, hashtext(${venueId}::text))`);
  if (!wanted) return nextCardNumber(tx, venueId, ISSUED_PREFIX);
  const [taken] = await tx
    .select({ id: vipCards.id })
    .from(vipCards)
    .where(and(eq(vipCards.venueId, venueId), eq(vipCards.number, wanted)));
  if (taken) throw new ApiError(409, DUPLICATE_NUMBER);
  return wanted;
}

/** The audit row of a card action, written in the action's transaction. */
function auditCard(tx: Tx, userId: string, action: string, id: string, before: unknown, after: unknown) {
  return writeAudit(tx, userId, action, 'vip_cards', id, before, after);
}

/** Who acts on which venue's cards. */
export interface CardActor {
  venueId: string;
  userId: string;
}

export async function issueCard(
  db: Db,
  { venueId, userId }: CardActor,
  body: v.InferOutput<typeof issueCardSchema>,
): Promise<CardActionAnswer> {
  const { cardId, entryId } = await db.transaction(async (tx) => {
    const type = await requireActiveType(tx, venueId, body.cardTypeId);
    const creditLimit = body.creditLimit ?? (type.creditAllowed ? Number(type.defaultCreditLimit) : 0);
    if (!type.creditAllowed && creditLimit !== 0) throw new ApiError(422, NO_CREDIT_TYPE);
    const number = await allocateNumber(tx, venueId, body.number);
    const [card] = await tx
      .insert(vipCards)
      .values({
        venueId,
        number,
        holderName: body.holderName,
        holderDocument: body.holderDocument,
        holderPhone: body.holderPhone,
        holderEmail: body.holderEmail,
        cardTypeId: type.id,
        creditLimit,
      })
      .returning({ id: vipCards.id });
    if (!card) throw new Error('vip_cards insert returned nothing');
    let entryId: string | null = null;
    if (body.initialTopup) {
      const entry = await postCardEntry(tx, {
        cardId: card.id,
        venueId,
        kind: 'topup',
        amount: body.initialTopup.amount,
        method: body.initialTopup.method,
        userId,
        note: 'Carga inicial',
      });
      entryId = entry.id;
      if (body.initialTopup.method === 'cash') {
        await bookCardCash(tx, venueId, {
          entryId: entry.id,
          kind: 'topup',
          amount: body.initialTopup.amount,
          userId,
          pointOfSaleId: body.initialTopup.pointOfSaleId,
        });
      }
    }
    await auditCard(tx, userId, 'card.issue', card.id, undefined, { number });
    return { cardId: card.id, entryId };
  });
  return { card: await loadCard(db, venueId, cardId), entryId };
}

/** A change of the card's own fields: `change` under the card's row lock, then the card after the commit. */
async function changeCard(
  db: Db,
  venueId: string,
  id: string,
  change: (tx: Tx, card: LockedCard) => Promise<void>,
): Promise<CardActionAnswer> {
  await db.transaction(async (tx) => change(tx, await lockCard(tx, id, venueId)));
  return { card: await loadCard(db, venueId, id), entryId: null };
}

export function updateCard(
  db: Db,
  { venueId, userId }: CardActor,
  id: string,
  body: v.InferOutput<typeof updateCardSchema>,
): Promise<CardActionAnswer> {
  return changeCard(db, venueId, id, async (tx, card) => {
    if (!card.creditAllowed && body.creditLimit !== 0) throw new ApiError(422, NO_CREDIT_TYPE);
    if (card.balance + body.creditLimit < 0) throw new ApiError(409, LIMIT_BELOW_DEBT);
    const before = await loadCard(tx, venueId, id);
    await tx
      .update(vipCards)
      .set({
        holderName: body.holderName,
        holderDocument: body.holderDocument,
        holderPhone: body.holderPhone,
        holderEmail: body.holderEmail,
        creditLimit: body.creditLimit,
      })
      .where(eq(vipCards.id, id));
    const was = { holderName: before.holderName, creditLimit: before.creditLimit };
    await auditCard(tx, userId, 'card.update', id, was, { holderName: body.holderName, creditLimit: body.creditLimit });
  });
}

/**
 * One money action: `check` (under the card's row lock, when the action has its own rule) and the
 * ledger entry in one transaction, then the card as it is after the commit.
 */
export async function moneyAction(
  db: Db,
  { venueId, userId }: CardActor,
  cardId: string,
  {
    pointOfSaleId,
    entryId,
    ...entry
  }: Pick<CardEntryInput, 'kind' | 'amount' | 'method' | 'note' | 'allowOverLimit'> & {
    pointOfSaleId?: string | null;
    /** The client's Idempotency-Key: the entry's id; a replay answers without a second entry. */
    entryId?: string;
  },
  check?: (card: LockedCard) => void,
): Promise<CardActionAnswer> {
  const posted = await db.transaction(async (tx) => {
    const card = check || entryId ? await lockCard(tx, cardId, venueId) : null;
    if (entryId) {
      // Under the card's row lock, so parallel retries of one key queue here and see the first.
      const [done] = await tx.select().from(cardLedger).where(eq(cardLedger.id, entryId));
      if (done) {
        const same = done.cardId === cardId && done.kind === entry.kind && done.amount === entry.amount;
        if (!same) throw new ApiError(409, KEY_REUSED);
        return { id: done.id };
      }
    }
    if (check && card) check(card);
    const done = await postCardEntry(tx, { ...entry, id: entryId, cardId, venueId, userId });
    if (entry.method === 'cash' && (entry.kind === 'topup' || entry.kind === 'payment' || entry.kind === 'refund')) {
      await bookCardCash(tx, venueId, { entryId: done.id, kind: entry.kind, amount: entry.amount, userId, pointOfSaleId });
    }
    return done;
  });
  return { card: await loadCard(db, venueId, cardId), entryId: posted.id };
}

/** A payment settles debt only: the card must allow credit and the amount can't exceed what it owes. */
export function payment(
  db: Db,
  actor: CardActor,
  cardId: string,
  {
    amount,
    method,
    note,
    pointOfSaleId,
    entryId,
  }: Pick<CardEntryInput, 'amount' | 'method' | 'note'> & { pointOfSaleId?: string | null; entryId?: string },
): Promise<CardActionAnswer> {
  return moneyAction(db, actor, cardId, { kind: 'payment', amount, method, note, pointOfSaleId, entryId }, (card) => {
    if (!card.creditAllowed) throw new ApiError(409, PAYMENT_NO_CREDIT);
    if (amount > Math.max(0, -card.balance)) throw new ApiError(409, PAYMENT_OVER_DEBT);
  });
}

export function changeStatus(
  db: Db,
  { venueId, userId }: CardActor,
  id: string,
  body: v.InferOutput<typeof statusChangeSchema>,
): Promise<CardActionAnswer> {
  return changeCard(db, venueId, id, async (tx, card) => {
    if (card.status === 'lost') throw new ApiError(409, LOST_IS_FINAL);
    if (!TRANSITIONS[card.status].includes(body.status)) throw new ApiError(409, BAD_TRANSITION);
    await tx.update(vipCards).set({ status: body.status }).where(eq(vipCards.id, id));
    await auditCard(tx, userId, 'card.status', id, { status: card.status }, { status: body.status, reason: body.reason });
  });
}

/** A new card for the holder; the old one ends lost (or stays blocked) and its balance moves over. */
export async function replaceCard(
  db: Db,
  { venueId, userId }: CardActor,
  id: string,
  body: v.InferOutput<typeof replaceCardSchema>,
  /** The client's Idempotency-Key: the new card's id, so a retry answers that card again. */
  newCardId?: string,
): Promise<CardActionAnswer> {
  const { newId, entryId } = await db.transaction(async (tx) => {
    // Lock order: the old card first; the new one is created here, invisible to anyone else.
    const locked = await lockCard(tx, id, venueId);
    const old = await loadCard(tx, venueId, id);
    if (old.replacedById && newCardId && old.replacedById === newCardId) return { newId: newCardId, entryId: null };
    if (old.replacedById) throw new ApiError(409, ALREADY_REPLACED);
    const number = await allocateNumber(tx, venueId, body.newNumber);
    const [created] = await tx
      .insert(vipCards)
      .values({
        ...(newCardId ? { id: newCardId } : {}),
        venueId,
        number,
        holderName: old.holderName,
        holderDocument: old.holderDocument,
        holderPhone: old.holderPhone,
        holderEmail: old.holderEmail,
        userId: old.userId,
        cardTypeId: old.cardTypeId,
        creditLimit: old.creditLimit,
      })
      .returning({ id: vipCards.id });
    if (!created) throw new Error('vip_cards insert returned nothing');
    let entryId: string | null = null;
    // A debt moves too: the new card owes what the old one owed.
    if (locked.balance !== 0) {
      const move = (cardId: string, amount: number, note: string) =>
        postCardEntry(tx, { cardId, venueId, kind: 'adjustment', amount, userId, note, allowOverLimit: true });
      await move(id, -locked.balance, `Traspaso a la tarjeta ${number}`);
      entryId = (await move(created.id, locked.balance, `Traspaso desde la tarjeta ${old.number}`)).id;
    }
    const status: CardStatus = locked.status === 'blocked' ? 'blocked' : 'lost';
    await tx.update(vipCards).set({ status, replacedById: created.id }).where(eq(vipCards.id, id));
    const was = { status: locked.status, balance: locked.balance };
    await auditCard(tx, userId, 'card.replace', id, was, { status, replacedById: created.id, number, reason: body.reason });
    return { newId: created.id, entryId };
  });
  return { card: await loadCard(db, venueId, newId), entryId };
}
