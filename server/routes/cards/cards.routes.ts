// VIP cards (306): SPEC §7 cards/consulta, the card list/detail with its CtaCte ledger, and the card
// actions (issue, top-up, payment, refund, adjustment [306+308], consumption, block/lost, replace).
// Also GET /api/account/cards (myCardRoutes, mounted under /account).
//
// Every money action is exactly one card_ledger row written through postCardEntry, which row-locks
// the card before checking it: two tellers charging the same card queue on the row and the second
// sees the first's entry. Balances are never written here; the ledger trigger keeps them.
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import {
  adjustmentSchema,
  type CardActionAnswer,
  type CardDetailDto,
  type CardStatus,
  type CardTypeDto,
  consultaBodySchema,
  consumptionSchema,
  issueCardSchema,
  type LedgerEntryDto,
  ledgerQuerySchema,
  type MyCardDto,
  moneyInSchema,
  refundSchema,
  replaceCardSchema,
  statusChangeSchema,
  updateCardSchema,
  type VipCardDto,
  vipUuidSchema,
} from '../../../src/contract/vip';
import type { Db, Tx } from '../../db/client';
import { auditLog, cardLedger, cardTypes, users, venues, vipCards } from '../../db/schema';
import type { ServerDeps } from '../../deps';
import {
  availableOf,
  type CardEntryInput,
  type LockedCard,
  lockCard,
  nextCardNumber,
  postCardEntry,
} from '../../domain/card-ledger';
import { ApiError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';

const CARDS = ['306'] as const;
const CONFIG = '308';

const NO_PERMISSION = 'No tienes permiso para acceder a esta página';
const CARD_NOT_FOUND = 'La tarjeta no existe';
const TYPE_NOT_FOUND = 'El tipo de tarjeta no existe';
const TYPE_INACTIVE = 'El tipo de tarjeta está desactivado';
const NO_CREDIT_TYPE = 'Este tipo de tarjeta no admite crédito';
const DUPLICATE_NUMBER = 'Ya existe una tarjeta con ese número';
const LIMIT_BELOW_DEBT = 'El límite de crédito no puede ser menor que la deuda de la tarjeta';
const PAYMENT_NO_CREDIT = 'Solo las tarjetas con crédito admiten pagos';
const PAYMENT_OVER_DEBT = 'El pago supera la deuda de la tarjeta';
const BAD_TRANSITION = 'Ese cambio de estado no está permitido';
const LOST_IS_FINAL = 'Una tarjeta perdida no puede cambiar de estado';
const ALREADY_REPLACED = 'La tarjeta ya fue reemplazada';

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

type Ctx = { var: AuthVariables };

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

const liveCardOf = (venueId: string, id: string) =>
  and(eq(vipCards.id, id), eq(vipCards.venueId, venueId), isNull(vipCards.deletedAt));

async function loadCard(db: Db | Tx, venueId: string, id: string): Promise<VipCardDto> {
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

async function venueTimezone(db: Db, venueId: string): Promise<string> {
  const [row] = await db.select({ tz: venues.timezone }).from(venues).where(eq(venues.id, venueId));
  return row?.tz ?? 'America/Argentina/Buenos_Aires';
}

async function loadType(db: Db | Tx, venueId: string, typeId: string): Promise<CardTypeDto> {
  const [row] = await db
    .select({
      type: cardTypes,
      cardCount: sql<number>`(select count(*)::int from vip_cards vc where vc.card_type_id = card_types.id and vc.deleted_at is null)`,
    })
    .from(cardTypes)
    .where(and(eq(cardTypes.id, typeId), eq(cardTypes.venueId, venueId), isNull(cardTypes.deletedAt)));
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

type LedgerQuery = v.InferOutput<typeof ledgerQuerySchema>;

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
    const tz = await venueTimezone(db, venueId);
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
    method: entry.method,
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

/** The type a card is issued with: the venue's, and active. */
async function requireActiveType(tx: Tx, venueId: string, typeId: string) {
  const [type] = await tx
    .select()
    .from(cardTypes)
    .where(and(eq(cardTypes.id, typeId), eq(cardTypes.venueId, venueId), isNull(cardTypes.deletedAt)));
  if (!type) throw new ApiError(404, TYPE_NOT_FOUND);
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

/**
 * SPEC §8: every error answer of cards/consulta carries `isok: false` next to `message` (the app
 * empties its list and stores the error). Applied after the guard and the validator have answered.
 */
const withIsokFlag = createMiddleware(async (c, next) => {
  await next();
  if (c.res.status < 400) return;
  const body: unknown = await c.res
    .clone()
    .json()
    .catch(() => null);
  const fields = body && typeof body === 'object' ? body : { message: c.res.statusText || 'Error' };
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  const status = c.res.status;
  // Cleared first so Hono does not merge the old response's headers into the new one.
  c.res = undefined;
  c.res = new Response(JSON.stringify({ ...fields, isok: false }), { status, headers });
});

const idParam = validate('param', v.object({ id: vipUuidSchema }));

export function cardRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.post('/consulta', withIsokFlag, guard(CARDS), validate('json', consultaBodySchema), async (c) => {
    const venueId = requireVenue(c).id;
    const { saldo } = c.req.valid('json');
    // The database writes the JSON array itself: on 50k cards this is several times faster than
    // decoding rows in the driver and serialising them again (bench/vip-consulta.ts).
    const where = and(eq(vipCards.venueId, venueId), isNull(vipCards.deletedAt), saldoWhere(saldo));
    const result = (await db.execute(
      sql`select coalesce(json_agg(c order by c.number), '[]')::text as data from (select ${cardJsonFields} from ${vipCards} where ${where}) c`,
    )) as unknown as { rows: { data: string }[] };
    const data = result.rows[0]?.data ?? '[]';
    c.header('content-type', 'application/json; charset=UTF-8');
    // Same shape as ConsultaAnswer, spliced rather than parsed and serialised again.
    return c.body(`{"isok":true,"data":${data}}`, 200);
  });

  app.get('/:id', guard(CARDS), idParam, validate('query', ledgerQuerySchema), async (c) => {
    const venueId = requireVenue(c).id;
    const { id } = c.req.valid('param');
    const card = await loadCard(db, venueId, id);
    const [type, ledger, replacedBy, replaces] = await Promise.all([
      loadType(db, venueId, card.cardTypeId),
      loadLedger(db, venueId, id, c.req.valid('query')),
      card.replacedById ? cardRef(db, venueId, eq(vipCards.id, card.replacedById)) : Promise.resolve(null),
      cardRef(db, venueId, eq(vipCards.replacedById, id)),
    ]);
    const totals = { in: 0, out: 0 };
    for (const e of ledger) {
      if (e.amount > 0) totals.in += e.amount;
      else totals.out -= e.amount;
    }
    const detail: CardDetailDto = {
      card,
      type,
      available: availableOf({ ...card, creditAllowed: type.creditAllowed }),
      replacedBy,
      replaces,
      ledger,
      totals,
    };
    return c.json(detail);
  });

  app.post('/', guard(CARDS), validate('json', issueCardSchema), async (c) => {
    const venueId = requireVenue(c).id;
    const body = c.req.valid('json');
    const userId = c.var.user.id;
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
      }
      await tx
        .insert(auditLog)
        .values({ userId, action: 'card.issue', entity: 'vip_cards', entityId: card.id, after: { number } });
      return { cardId: card.id, entryId };
    });
    const answer: CardActionAnswer = { card: await loadCard(db, venueId, cardId), entryId };
    return c.json(answer, 201);
  });

  app.put('/:id', guard(CARDS), idParam, validate('json', updateCardSchema), async (c) => {
    const venueId = requireVenue(c).id;
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    await db.transaction(async (tx) => {
      const card = await lockCard(tx, id, venueId);
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
      await tx.insert(auditLog).values({
        userId: c.var.user.id,
        action: 'card.update',
        entity: 'vip_cards',
        entityId: id,
        before: { holderName: before.holderName, creditLimit: before.creditLimit },
        after: { holderName: body.holderName, creditLimit: body.creditLimit },
      });
    });
    const answer: CardActionAnswer = { card: await loadCard(db, venueId, id), entryId: null };
    return c.json(answer);
  });

  /**
   * One money action: `check` (under the card's row lock, when the action has its own rule) and the
   * ledger entry in one transaction, then the card as it is after the commit.
   */
  const moneyAction = async (
    c: Ctx,
    cardId: string,
    entry: Pick<CardEntryInput, 'kind' | 'amount' | 'method' | 'note' | 'allowOverLimit'>,
    check?: (card: LockedCard) => void,
  ): Promise<CardActionAnswer> => {
    const venueId = requireVenue(c).id;
    const posted = await db.transaction(async (tx) => {
      if (check) check(await lockCard(tx, cardId, venueId));
      return postCardEntry(tx, { ...entry, cardId, venueId, userId: c.var.user.id });
    });
    return { card: await loadCard(db, venueId, cardId), entryId: posted.id };
  };

  app.post('/:id/carga', guard(CARDS), idParam, validate('json', moneyInSchema), async (c) => {
    const { amount, method, note } = c.req.valid('json');
    return c.json(await moneyAction(c, c.req.valid('param').id, { kind: 'topup', amount, method, note }));
  });

  app.post('/:id/pago', guard(CARDS), idParam, validate('json', moneyInSchema), async (c) => {
    const { amount, method, note } = c.req.valid('json');
    const answer = await moneyAction(c, c.req.valid('param').id, { kind: 'payment', amount, method, note }, (card) => {
      if (!card.creditAllowed) throw new ApiError(409, PAYMENT_NO_CREDIT);
      if (amount > Math.max(0, -card.balance)) throw new ApiError(409, PAYMENT_OVER_DEBT);
    });
    return c.json(answer);
  });

  app.post('/:id/devolucion', guard(CARDS), idParam, validate('json', refundSchema), async (c) => {
    const { amount, method, reason } = c.req.valid('json');
    return c.json(await moneyAction(c, c.req.valid('param').id, { kind: 'refund', amount: -amount, method, note: reason }));
  });

  app.post('/:id/ajuste', guard(CARDS), idParam, validate('json', adjustmentSchema), async (c) => {
    // A manual adjustment moves money with no counterpart: it also needs the VIP configuration code.
    if (!c.var.user.privi.includes(CONFIG)) throw new ApiError(403, NO_PERMISSION);
    const { amount, reason } = c.req.valid('json');
    const entry = { kind: 'adjustment' as const, amount, note: reason, allowOverLimit: true };
    return c.json(await moneyAction(c, c.req.valid('param').id, entry));
  });

  app.post('/:id/consumo', guard(CARDS), idParam, validate('json', consumptionSchema), async (c) => {
    const { amount, note } = c.req.valid('json');
    return c.json(await moneyAction(c, c.req.valid('param').id, { kind: 'consumption', amount: -amount, note }));
  });

  app.post('/:id/estado', guard(CARDS), idParam, validate('json', statusChangeSchema), async (c) => {
    const venueId = requireVenue(c).id;
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    await db.transaction(async (tx) => {
      const card = await lockCard(tx, id, venueId);
      if (card.status === 'lost') throw new ApiError(409, LOST_IS_FINAL);
      if (!TRANSITIONS[card.status].includes(body.status)) throw new ApiError(409, BAD_TRANSITION);
      await tx.update(vipCards).set({ status: body.status }).where(eq(vipCards.id, id));
      await tx.insert(auditLog).values({
        userId: c.var.user.id,
        action: 'card.status',
        entity: 'vip_cards',
        entityId: id,
        before: { status: card.status },
        after: { status: body.status, reason: body.reason },
      });
    });
    return c.json<CardActionAnswer>({ card: await loadCard(db, venueId, id), entryId: null });
  });

  app.post('/:id/reemplazo', guard(CARDS), idParam, validate('json', replaceCardSchema), async (c) => {
    const venueId = requireVenue(c).id;
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const userId = c.var.user.id;
    const { newId, entryId } = await db.transaction(async (tx) => {
      // Lock order: the old card first; the new one is created here, invisible to anyone else.
      const locked = await lockCard(tx, id, venueId);
      const old = await loadCard(tx, venueId, id);
      if (old.replacedById) throw new ApiError(409, ALREADY_REPLACED);
      const number = await allocateNumber(tx, venueId, body.newNumber);
      const [created] = await tx
        .insert(vipCards)
        .values({
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
        await postCardEntry(tx, {
          cardId: id,
          venueId,
          kind: 'adjustment',
          amount: -locked.balance,
          userId,
          note: `Traspaso a la tarjeta ${number}`,
          allowOverLimit: true,
        });
        const entry = await postCardEntry(tx, {
          cardId: created.id,
          venueId,
          kind: 'adjustment',
          amount: locked.balance,
          userId,
          note: `Traspaso desde la tarjeta ${old.number}`,
          allowOverLimit: true,
        });
        entryId = entry.id;
      }
      const status: CardStatus = locked.status === 'blocked' ? 'blocked' : 'lost';
      await tx.update(vipCards).set({ status, replacedById: created.id }).where(eq(vipCards.id, id));
      await tx.insert(auditLog).values({
        userId,
        action: 'card.replace',
        entity: 'vip_cards',
        entityId: id,
        before: { status: locked.status, balance: locked.balance },
        after: { status, replacedById: created.id, number, reason: body.reason },
      });
      return { newId: created.id, entryId };
    });
    return c.json<CardActionAnswer>({ card: await loadCard(db, venueId, newId), entryId }, 201);
  });

  return app;
}

export function myCardRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.get('/cards', guard([]), async (c) => {
    const venueId = requireVenue(c).id;
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
      .where(and(eq(vipCards.userId, c.var.user.id), eq(vipCards.venueId, venueId), isNull(vipCards.deletedAt)))
      .orderBy(asc(vipCards.number));
    const answer: MyCardDto[] = rows.map((r) => {
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
    return c.json(answer);
  });

  return app;
}
