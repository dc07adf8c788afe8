// Reading VIP cards: SPEC §7 cards/consulta, a card's detail with its CtaCte ledger, and the
// signed-in user's own cards (GET /account/cards). The card actions are in card-actions.service.ts.
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import type {
  CardDetailDto,
  CardTypeDto,
  LedgerEntryDto,
  ledgerQuerySchema,
  MyCardDto,
  VipCardDto,
} from '../../../src/contract/vip';
import type { Db, Tx } from '../../db/client';
import { cardLedger, cardTypes, users, vipCards } from '../../db/schema';
import { availableOf, CARD_NOT_FOUND } from '../../domain/card-ledger';
import { venueClock } from '../../domain/night-of';
import { ofVenue } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';
import { TYPE_NOT_FOUND } from './cards.messages';

/** A timestamp as Date.prototype.toISOString writes it, formatted by the database (see consulta). */
const isoText = <T extends string | null = string>(column: AnyPgColumn) =>
  sql<T>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Exactly the fields of a VipCardDto, in its JSON shape (cards/consulta lists 50k+ of them). */
const cardColumns = {
  id: vipCards.id,
  number: vipCards.number,
  holderName: vipCards.holderName,
  holderDocument: vipCards.holderDocument,
  holderPhone: vipCards.holderPhone,
  holderEmail: vipCards.holderEmail,
  userId: vipCards.userId,
  cardTypeId: vipCards.cardTypeId,
  status: vipCards.status,
  creditLimit: vipCards.creditLimit,
  balance: vipCards.balance,
  lastMovementAt: isoText<string | null>(vipCards.lastMovementAt),
  replacedById: vipCards.replacedById,
  version: vipCards.version,
  updatedAt: isoText(vipCards.updatedAt),
};

function toDto(r: VipCardDto): VipCardDto {
  return { ...r, creditLimit: Number(r.creditLimit), balance: Number(r.balance), version: Number(r.version) };
}

/** cardColumns as `expr as "dtoKey"` for a JSON row built by the database. */
const cardJsonFields = sql.join(
  Object.entries(cardColumns).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
  sql`, `,
);

const liveCardOf = (venueId: string, id: string) => ofVenue(vipCards, venueId, eq(vipCards.id, id));

export async function loadCard(db: Db | Tx, venueId: string, id: string): Promise<VipCardDto> {
  const [row] = await db.select(cardColumns).from(vipCards).where(liveCardOf(venueId, id));
  if (!row) throw new ApiError(404, CARD_NOT_FOUND);
  return toDto(row);
}

/** The SPEC §7 `saldo` filter in SQL (the same rule as matchesSaldo in the contract). */
function saldoWhere(saldo: string): SQL | undefined {
  if (saldo === 'con') return sql`${vipCards.balance} > 0`;
  if (saldo === 'sin') return sql`${vipCards.balance} = 0`;
  if (saldo === 'negativo') return sql`${vipCards.balance} < 0`;
  return undefined;
}

async function loadType(db: Db | Tx, venueId: string, typeId: string): Promise<CardTypeDto> {
  const [row] = await db
    .select({
      type: cardTypes,
      cardCount: sql<number>`(select count(*)::int from vip_cards vc where vc.card_type_id = card_types.id and vc.deleted_at is null)`,
    })
    .from(cardTypes)
    .where(ofVenue(cardTypes, venueId, eq(cardTypes.id, typeId)));
  if (!row) throw new ApiError(404, TYPE_NOT_FOUND);
  const t = row.type;
  return {
    id: t.id,
    name: t.name,
    discountPercent: Number(t.discountPercent),
    creditAllowed: t.creditAllowed,
    defaultCreditLimit: Number(t.defaultCreditLimit),
    color: t.color,
    benefits: t.benefits,
    active: t.active,
    cardCount: Number(row.cardCount),
  };
}

export type LedgerQuery = v.InferOutput<typeof ledgerQuerySchema>;

/**
 * The card's ledger oldest → newest. The running balance is a window sum over the card's whole
 * ledger, taken before the date and kind filters: each row shows the card's real balance after it.
 */
async function loadLedger(db: Db, venueId: string, cardId: string, q: LedgerQuery): Promise<LedgerEntryDto[]> {
  const running = db
    .select({
      id: cardLedger.id,
      at: cardLedger.at,
      kind: cardLedger.kind,
      amount: cardLedger.amount,
      method: cardLedger.method,
      note: cardLedger.note,
      saleId: cardLedger.saleId,
      mobileOrderId: cardLedger.mobileOrderId,
      userId: cardLedger.userId,
      balanceAfter: sql<string>`sum(${cardLedger.amount}) over (order by ${cardLedger.at}, ${cardLedger.id})`.as('balance_after'),
    })
    .from(cardLedger)
    .where(eq(cardLedger.cardId, cardId))
    .as('l');
  const where: SQL[] = [];
  if (q.from || q.to) {
    const tz = (await venueClock(db, venueId)).timezone;
    if (q.from) where.push(sql`${running.at} >= ((${q.from}::date)::timestamp at time zone ${tz})`);
    if (q.to) where.push(sql`${running.at} < (((${q.to}::date) + 1)::timestamp at time zone ${tz})`);
  }
  if (q.kind) where.push(eq(running.kind, q.kind));
  const rows = await db
    .select({
      id: running.id,
      at: running.at,
      kind: running.kind,
      amount: running.amount,
      method: running.method,
      note: running.note,
      saleId: running.saleId,
      mobileOrderId: running.mobileOrderId,
      balanceAfter: running.balanceAfter,
      userName: users.displayName,
    })
    .from(running)
    .leftJoin(users, eq(users.id, running.userId))
    .where(and(...where))
    .orderBy(asc(running.at), asc(running.id));
  return rows.map(({ userName, ...entry }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    kind: entry.kind,
    amount: Number(entry.amount),
    balanceAfter: Number(entry.balanceAfter),
    // The ledger's method shares the sales' enum; 'table_bill' is a sale's only, never a card entry's.
    method: entry.method === 'table_bill' ? null : entry.method,
    note: entry.note,
    saleId: entry.saleId,
    mobileOrderId: entry.mobileOrderId,
    userName: userName ?? null,
  }));
}

async function cardRef(db: Db, venueId: string, where: SQL): Promise<{ id: string; number: string } | null> {
  const [row] = await db
    .select({ id: vipCards.id, number: vipCards.number })
    .from(vipCards)
    .where(and(eq(vipCards.venueId, venueId), where))
    .limit(1);
  return row ?? null;
}

/**
 * cards/consulta's list as a JSON array text. The database writes the JSON itself: on 50k cards
 * this is several times faster than decoding rows in the driver and serialising them again
 * (bench/vip-consulta.ts).
 */
export async function consultaJson(db: Db, venueId: string, saldo: string): Promise<string> {
  const where = ofVenue(vipCards, venueId, saldoWhere(saldo));
  const result = (await db.execute(
    sql`select coalesce(json_agg(c order by c.number), '[]')::text as data from (select ${cardJsonFields} from ${vipCards} where ${where}) c`,
  )) as unknown as { rows: { data: string }[] };
  return result.rows[0]?.data ?? '[]';
}

/** A card with its type, ledger (filtered by `q`), totals and the cards it replaces or was replaced by. */
export async function cardDetail(db: Db, venueId: string, id: string, q: LedgerQuery): Promise<CardDetailDto> {
  const card = await loadCard(db, venueId, id);
  const [type, ledger, replacedBy, replaces] = await Promise.all([
    loadType(db, venueId, card.cardTypeId),
    loadLedger(db, venueId, id, q),
    card.replacedById ? cardRef(db, venueId, eq(vipCards.id, card.replacedById)) : Promise.resolve(null),
    cardRef(db, venueId, eq(vipCards.replacedById, id)),
  ]);
  const totals = { in: 0, out: 0 };
  for (const e of ledger) {
    if (e.amount > 0) totals.in += e.amount;
    else totals.out -= e.amount;
  }
  return {
    card,
    type,
    available: availableOf({ ...card, creditAllowed: type.creditAllowed }),
    replacedBy,
    replaces,
    ledger,
    totals,
  };
}

/** The signed-in user's own cards at their venue (GET /account/cards). */
export async function myCards(db: Db, venueId: string, userId: string): Promise<MyCardDto[]> {
  const rows = await db
    .select({
      card: cardColumns,
      typeName: cardTypes.name,
      color: cardTypes.color,
      discountPercent: cardTypes.discountPercent,
      creditAllowed: cardTypes.creditAllowed,
    })
    .from(vipCards)
    .innerJoin(cardTypes, eq(cardTypes.id, vipCards.cardTypeId))
    .where(ofVenue(vipCards, venueId, eq(vipCards.userId, userId)))
    .orderBy(asc(vipCards.number));
  return rows.map((r) => {
    const card = toDto(r.card);
    return {
      card,
      typeName: r.typeName,
      color: r.color,
      discountPercent: Number(r.discountPercent),
      creditAllowed: r.creditAllowed,
      available: availableOf({ ...card, creditAllowed: r.creditAllowed }),
    };
  });
}
