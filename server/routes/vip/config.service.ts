// VIP configuration's reads and writes (config.routes.ts holds the routes): card types and the VIP
// settings (the stale-balance age, the bar that serves the VIP tables), venue-scoped: a type of
// another venue answers 404.
//
// Switching a type's credit off or on changes what its cards may spend, so it touches the cards in
// the same transaction: off is refused while any card of the type owes money, and otherwise sets
// their limits to 0; on gives the cards without a limit the type's default. The cards are row-locked
// (and updated) first, so a charge running at the same time either commits before and is seen as
// debt, or waits and then re-reads the card with its new limit (the ledger locks the card row).
import { and, asc, count, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { CardTypeDto } from '../../../src/contract/vip';
import {
  type cardTypeBodySchema,
  cardTypeNameKey,
  cardTypeRuleError,
  type VipServiceBarDto,
  type VipSettingsDto,
} from '../../../src/contract/vip-config';
import type { Db, Tx } from '../../db/client';
import { cardTypes, pointsOfSale, venues, vipCards } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { activeBars, BAR_NOT_FOUND } from '../../domain/mobile-order-sale';
import { ofVenue } from '../../domain/venue-rows';
import { ApiError, NO_VENUE } from '../../lib/errors';

type CardTypeBody = v.InferOutput<typeof cardTypeBodySchema>;

const TYPE_NOT_FOUND = 'El tipo de tarjeta no existe';
const DUPLICATE_NAME = 'Ya existe un tipo de tarjeta con ese nombre';
const HAS_CARDS = 'El tipo tiene tarjetas: desactívelo en lugar de borrarlo';
const CREDIT_OFF_WITH_DEBT =
  'No se puede quitar el crédito: hay tarjetas de este tipo con deuda. Registra sus pagos o ajústalas antes.';

/** Advisory lock namespace of card type names (the second key is the venue's hash). */
const NAME_LOCK = 308_001;

type TypeRow = typeof cardTypes.$inferSelect;

function toDto(row: TypeRow, cardCount: number): CardTypeDto {
  return {
    id: row.id,
    name: row.name,
    discountPercent: Number(row.discountPercent),
    creditAllowed: row.creditAllowed,
    defaultCreditLimit: Number(row.defaultCreditLimit),
    color: row.color.toLowerCase(),
    benefits: row.benefits,
    active: row.active,
    cardCount,
  };
}

/** What the audit log keeps of a type (its fields, without bookkeeping). */
function snapshot(row: TypeRow | CardTypeDto) {
  return {
    name: row.name,
    discountPercent: Number(row.discountPercent),
    creditAllowed: row.creditAllowed,
    defaultCreditLimit: Number(row.defaultCreditLimit),
    color: row.color,
    benefits: row.benefits,
    active: row.active,
  };
}

async function cardCountOf(db: Db, typeId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vipCards)
    .where(and(eq(vipCards.cardTypeId, typeId), isNull(vipCards.deletedAt)));
  return Number(row?.n ?? 0);
}

export async function listTypes(db: Db, venueId: string): Promise<CardTypeDto[]> {
  const rows = await db
    .select({ type: cardTypes, cards: sql<number>`count(${vipCards.id})::int` })
    .from(cardTypes)
    .leftJoin(vipCards, and(eq(vipCards.cardTypeId, cardTypes.id), isNull(vipCards.deletedAt)))
    .where(ofVenue(cardTypes, venueId))
    .groupBy(cardTypes.id)
    .orderBy(asc(cardTypes.name));
  const list = rows.map((r) => toDto(r.type, Number(r.cards)));
  // The database orders by bytes: 'Ópalo' would come after 'Zafiro'.
  return list.sort((a, b) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }));
}

/** The venue's type, row-locked for the rest of the transaction (404 when it is not there). */
async function lockType(tx: Tx, venueId: string, id: string): Promise<TypeRow> {
  const [row] = await tx.select().from(cardTypes).where(eq(cardTypes.id, id)).for('update');
  if (!row || row.venueId !== venueId || row.deletedAt) throw new ApiError(404, TYPE_NOT_FOUND);
  return row;
}

/** Refuses a name another live type of the venue already has (ignoring case and accents). */
async function checkNameFree(tx: Tx, venueId: string, name: string, exceptId?: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${NAME_LOCK}::int, hashtext(${venueId}::text))`);
  const where = [eq(cardTypes.venueId, venueId), isNull(cardTypes.deletedAt)];
  if (exceptId) where.push(ne(cardTypes.id, exceptId));
  const others = await tx
    .select({ name: cardTypes.name })
    .from(cardTypes)
    .where(and(...where));
  const key = cardTypeNameKey(name);
  if (others.some((o) => cardTypeNameKey(o.name) === key)) throw new ApiError(409, DUPLICATE_NAME);
}

function checkRules(body: CardTypeBody) {
  const rule = cardTypeRuleError(body);
  if (rule) throw new ApiError(400, rule);
}

function values(body: CardTypeBody) {
  return {
    name: body.name,
    discountPercent: body.discountPercent,
    creditAllowed: body.creditAllowed,
    defaultCreditLimit: body.defaultCreditLimit,
    color: body.color.toLowerCase(),
    benefits: body.benefits,
    active: body.active,
  };
}

/** Credit switched off or on: the cards of the type follow (see the header comment). */
async function applyCreditChange(tx: Tx, type: TypeRow, body: CardTypeBody) {
  if (type.creditAllowed === body.creditAllowed) return;
  const ofType = and(eq(vipCards.cardTypeId, type.id), isNull(vipCards.deletedAt));
  await tx.select({ id: vipCards.id }).from(vipCards).where(ofType).for('update');
  if (!body.creditAllowed) {
    const [debt] = await tx
      .select({ n: count() })
      .from(vipCards)
      .where(and(ofType, lt(vipCards.balance, 0)));
    const cardsWithDebt = Number(debt?.n ?? 0);
    if (cardsWithDebt > 0) throw new ApiError(409, CREDIT_OFF_WITH_DEBT, { cardsWithDebt });
    await tx.update(vipCards).set({ creditLimit: 0 }).where(ofType);
  } else if (body.defaultCreditLimit > 0) {
    await tx
      .update(vipCards)
      .set({ creditLimit: body.defaultCreditLimit })
      .where(and(ofType, eq(vipCards.creditLimit, 0)));
  }
}

export async function createType(db: Db, venueId: string, userId: string, body: CardTypeBody): Promise<CardTypeDto> {
  checkRules(body);
  const row = await db.transaction(async (tx) => {
    await checkNameFree(tx, venueId, body.name);
    const [created] = await tx
      .insert(cardTypes)
      .values({ venueId, ...values(body) })
      .returning();
    if (!created) throw new Error('card_types insert returned nothing');
    await writeAudit(tx, userId, 'card_type.create', 'card_types', created.id, null, snapshot(created));
    return created;
  });
  return toDto(row, 0);
}

export async function updateType(db: Db, venueId: string, userId: string, id: string, body: CardTypeBody): Promise<CardTypeDto> {
  checkRules(body);
  const row = await db.transaction(async (tx) => {
    const before = await lockType(tx, venueId, id);
    await checkNameFree(tx, venueId, body.name, id);
    await applyCreditChange(tx, before, body);
    const [after] = await tx.update(cardTypes).set(values(body)).where(eq(cardTypes.id, id)).returning();
    if (!after) throw new Error('card_types update returned nothing');
    await writeAudit(tx, userId, 'card_type.update', 'card_types', id, snapshot(before), snapshot(after));
    return after;
  });
  return toDto(row, await cardCountOf(db, id));
}

export async function deleteType(db: Db, venueId: string, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockType(tx, venueId, id);
    // Any card at all, even a tombstoned one, still points at the type.
    const [used] = await tx.select({ n: count() }).from(vipCards).where(eq(vipCards.cardTypeId, id));
    if (Number(used?.n ?? 0) > 0) throw new ApiError(409, HAS_CARDS);
    // A tombstone, not a DELETE: the replicas learn about it from the next pull.
    await tx.update(cardTypes).set({ deletedAt: new Date() }).where(eq(cardTypes.id, id));
    await writeAudit(tx, userId, 'card_type.delete', 'card_types', id, snapshot(before), null);
  });
}

export async function vipSettings(db: Db, venueId: string): Promise<VipSettingsDto> {
  const [row] = await db.select({ minutes: venues.staleBalanceMinutes }).from(venues).where(eq(venues.id, venueId));
  if (!row) throw new ApiError(403, NO_VENUE);
  return { staleBalanceMinutes: row.minutes };
}

export async function setVipSettings(db: Db, venueId: string, userId: string, body: VipSettingsDto): Promise<VipSettingsDto> {
  const minutes = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ minutes: venues.staleBalanceMinutes })
      .from(venues)
      .where(eq(venues.id, venueId))
      .for('update');
    if (!before) throw new ApiError(403, NO_VENUE);
    await tx.update(venues).set({ staleBalanceMinutes: body.staleBalanceMinutes }).where(eq(venues.id, venueId));
    const after = { staleBalanceMinutes: body.staleBalanceMinutes };
    await writeAudit(tx, userId, 'vip_settings.update', 'venues', venueId, { staleBalanceMinutes: before.minutes }, after);
    return body.staleBalanceMinutes;
  });
  return { staleBalanceMinutes: minutes };
}

/** "Barra que sirve las mesas VIP": the active bar set to serve them (null when none is) and the bars to choose from. */
export async function vipServiceBar(db: Db, venueId: string): Promise<VipServiceBarDto> {
  const bars = await activeBars(db, venueId);
  return {
    pointOfSaleId: bars.find((b) => b.servesVipTables)?.pointOfSaleId ?? null,
    bars: bars.map((b) => ({ id: b.pointOfSaleId, name: b.name })),
  };
}

/**
 * Names the bar that serves the VIP tables (or none). The venue row is locked first, so two managers
 * saving at once queue and the one-bar-per-venue index never sees two set in between.
 */
export async function setVipServiceBar(
  db: Db,
  venueId: string,
  userId: string,
  pointOfSaleId: string | null,
): Promise<VipServiceBarDto> {
  await db.transaction(async (tx) => {
    const [venue] = await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId)).for('update');
    if (!venue) throw new ApiError(403, NO_VENUE);
    const bars = await activeBars(tx, venueId);
    if (pointOfSaleId && !bars.some((b) => b.pointOfSaleId === pointOfSaleId)) throw new ApiError(404, BAR_NOT_FOUND);
    // Any point of sale of the venue that still carries the mark (an inactive bar too) loses it.
    const cleared = await tx
      .update(pointsOfSale)
      .set({ servesVipTables: false, updatedAt: new Date() })
      .where(and(eq(pointsOfSale.venueId, venueId), eq(pointsOfSale.servesVipTables, true)))
      .returning({ id: pointsOfSale.id });
    if (pointOfSaleId) {
      await tx
        .update(pointsOfSale)
        .set({ servesVipTables: true, updatedAt: new Date() })
        .where(eq(pointsOfSale.id, pointOfSaleId));
    }
    await writeAudit(
      tx,
      userId,
      'vip_settings.update',
      'venues',
      venueId,
      { vipServiceBar: cleared[0]?.id ?? null },
      { vipServiceBar: pointOfSaleId },
    );
  });
  return vipServiceBar(db, venueId);
}
