// Cash movements (cashFlow/movimientos, 204): the filtered list with its totals, income / expense /
// transfer typed in by a person, and corrections as reversing movements (never an edit: the ledger
// is append-only). Every write locks the accounts it touches (server/domain/cash-ledger.ts, id
// order) before reading a balance, so two payouts racing one safe cannot both take its last pesos:
// a register or the safe never goes below zero. The movement and its audit row share a transaction.
import { aliasedTable, and, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  type CashNightDto,
  MOVEMENT_LIST_LIMIT,
  type MovementCreateInput,
  type MovementDto,
  type MovementListDto,
  type MovementQuery,
  PHYSICAL_KINDS,
} from '../../../src/contract/cashflow';
import type { Db, Tx } from '../../db/client';
import { cashAccounts, cashCategories, cashMovements, nights, users } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { accountBalance, bookMovement, bookTransfer, lockAccounts } from '../../domain/cash-ledger';
import { venueNight } from '../../domain/night-of';
import { ofVenue } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';
import { ACCOUNT_INACTIVE, ACCOUNT_NOT_FOUND, CATEGORY_NOT_FOUND } from './cashflow.messages';
import { within } from './period';

export const MOVEMENT_NOT_FOUND = 'El movimiento no existe';
const SAME_ACCOUNT = 'La cuenta de origen y la de destino deben ser distintas';
const CATEGORY_WRONG_KIND = 'La categoría no corresponde al tipo de movimiento';
const AT_IN_FUTURE = 'La fecha del movimiento no puede ser futura';
const NOT_REVERSIBLE =
  'Solo se corrigen ingresos, egresos y transferencias cargados a mano; lo demás se corrige donde se originó';
const ALREADY_REVERSED = 'El movimiento ya fue corregido';
/** {amount} is replaced by the formatted balance. */
export const OVER_BALANCE = 'La cuenta no tiene tanto dinero: hay {amount} disponibles';

const FUTURE_SKEW_MS = 5 * 60 * 1000;

/**
 * Refused because a physical account would go below zero; the route words it with the amount, or
 * without it when the account is a register its caller may not see (counted blind).
 */
export class OverBalance extends Error {
  constructor(
    readonly available: number,
    readonly accountId: string,
  ) {
    super('over balance');
  }
}

type Actor = { venueId: string; userId: string };

// Two probes of the source index (an OR inside one subquery would scan the ledger once per row).
const reversedSql = sql<boolean>`(exists (select 1 from cash_movements r where r.source_type = 'reversal' and r.source_id = cash_movements.id and r.deleted_at is null)
  or (cash_movements.transfer_group_id is not null and exists (select 1 from cash_movements r where r.source_type = 'reversal' and r.source_id = cash_movements.transfer_group_id and r.deleted_at is null)))`;
const attachmentsSql = sql<number>`(select count(*)::int from cash_movement_attachments f where f.movement_id = cash_movements.id and f.deleted_at is null)`;
const category = aliasedTable(cashCategories, 'mv_category');

/** The conditions of a movement filter (always the venue's accounts, never tombstones). */
export function movementFilter(venueId: string, timezone: string, q: MovementQuery): SQL[] {
  const where: SQL[] = [eq(cashAccounts.venueId, venueId), isNull(cashMovements.deletedAt)];
  where.push(...within(cashMovements.at, timezone, q.from, q.to));
  if (q.accountId) where.push(eq(cashMovements.accountId, q.accountId));
  if (q.kind) where.push(eq(cashMovements.kind, q.kind));
  if (q.categoryId) where.push(eq(cashMovements.categoryId, q.categoryId));
  if (q.nightId) where.push(eq(cashMovements.nightId, q.nightId));
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const text = or(ilike(cashMovements.counterpart, like), ilike(cashMovements.note, like), ilike(category.name, like));
    if (text) where.push(text);
  }
  return where;
}

async function selectMovements(db: Db | Tx, where: SQL[], limit: number): Promise<MovementDto[]> {
  const rows = await db
    .select({
      m: cashMovements,
      account: { id: cashAccounts.id, name: cashAccounts.name, kind: cashAccounts.kind },
      category: { id: category.id, name: category.name, kind: category.kind },
      night: { id: nights.id, businessDate: nights.businessDate },
      userName: users.displayName,
      reversed: reversedSql,
      attachmentCount: attachmentsSql,
    })
    .from(cashMovements)
    .innerJoin(cashAccounts, eq(cashAccounts.id, cashMovements.accountId))
    .leftJoin(category, eq(category.id, cashMovements.categoryId))
    .leftJoin(nights, eq(nights.id, cashMovements.nightId))
    .leftJoin(users, eq(users.id, cashMovements.userId))
    .where(and(...where))
    .orderBy(desc(cashMovements.at), desc(cashMovements.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.m.id,
    at: r.m.at.toISOString(),
    account: r.account,
    kind: r.m.kind,
    amount: Number(r.m.amount),
    category: r.category?.id ? r.category : null,
    counterpart: r.m.counterpart,
    note: r.m.note,
    night: r.night?.id ? r.night : null,
    userName: r.userName,
    transferGroupId: r.m.transferGroupId,
    sourceType: r.m.sourceType,
    reverses: r.m.sourceType === 'reversal' ? r.m.sourceId : null,
    reversed: Boolean(r.reversed),
    attachmentCount: Number(r.attachmentCount),
  }));
}

/**
 * The filtered list and its totals. `withheld`: registers the caller may not see the balance of
 * (counted blind): filtered on one of them, the totals (which add up to its balance) are left out.
 */
export async function listMovements(
  db: Db,
  venueId: string,
  timezone: string,
  q: MovementQuery,
  withheld: ReadonlySet<string> = new Set(),
): Promise<MovementListDto> {
  const where = movementFilter(venueId, timezone, q);
  const rows = await selectMovements(db, where, MOVEMENT_LIST_LIMIT + 1);
  const page = { rows: rows.slice(0, MOVEMENT_LIST_LIMIT), truncated: rows.length > MOVEMENT_LIST_LIMIT };
  if (q.accountId && withheld.has(q.accountId)) return { ...page, totals: null };
  const [t] = await db
    .select({
      count: sql<number>`count(*)::int`,
      inflow: sql<string>`coalesce(sum(${cashMovements.amount}) filter (where ${cashMovements.amount} > 0), 0)`,
      outflow: sql<string>`coalesce(sum(${cashMovements.amount}) filter (where ${cashMovements.amount} < 0), 0)`,
    })
    .from(cashMovements)
    .innerJoin(cashAccounts, eq(cashAccounts.id, cashMovements.accountId))
    .leftJoin(category, eq(category.id, cashMovements.categoryId))
    .where(and(...where));
  const inflow = Number(t?.inflow ?? 0);
  const outflow = Number(t?.outflow ?? 0);
  return { ...page, totals: { count: Number(t?.count ?? 0), inflow, outflow, net: inflow + outflow } };
}

export async function getMovement(db: Db | Tx, venueId: string, id: string): Promise<MovementDto> {
  const [row] = await selectMovements(db, [eq(cashAccounts.venueId, venueId), eq(cashMovements.id, id)], 1);
  if (!row) throw new ApiError(404, MOVEMENT_NOT_FOUND);
  return row;
}

/** Throws OverBalance when taking `amount` out of a (locked) register or safe would leave it below zero. */
export async function ensureCovers(tx: Tx, account: { id: string; kind: string }, amount: number): Promise<void> {
  if (!PHYSICAL_KINDS.includes(account.kind as never)) return;
  const balance = await accountBalance(tx, account.id);
  if (balance < amount) throw new OverBalance(Math.max(0, balance), account.id);
}

async function checkNight(tx: Tx, venueId: string, nightId: string | null | undefined) {
  if (!nightId) return;
  await venueNight(tx, venueId, nightId);
}

/** Books a typed-in income, expense or transfer; returns the (first) movement's id. */
export async function createMovement(db: Db, { venueId, userId }: Actor, input: MovementCreateInput): Promise<string> {
  const now = Date.now();
  const at = input.at ? new Date(input.at) : new Date(now);
  if (at.getTime() > now + FUTURE_SKEW_MS) throw new ApiError(422, AT_IN_FUTURE);
  const toId = input.type === 'transfer' ? (input.toAccountId ?? null) : null;
  if (toId && toId === input.accountId) throw new ApiError(422, SAME_ACCOUNT);
  return db.transaction(async (tx) => {
    const locked = await lockAccounts(tx, venueId, toId ? [input.accountId, toId] : [input.accountId]);
    const from = locked.get(input.accountId);
    const to = toId ? locked.get(toId) : undefined;
    if (!from || (toId && !to)) throw new ApiError(404, ACCOUNT_NOT_FOUND);
    if (!from.active || (to && !to.active)) throw new ApiError(409, ACCOUNT_INACTIVE);
    await checkNight(tx, venueId, input.nightId);
    let categoryId: string | null = null;
    if (input.type !== 'transfer' || input.categoryId) {
      const [cat] = await tx
        .select()
        .from(cashCategories)
        .where(ofVenue(cashCategories, venueId, eq(cashCategories.id, input.categoryId ?? '')));
      if (!cat) throw new ApiError(404, CATEGORY_NOT_FOUND);
      if (cat.kind !== input.type) throw new ApiError(422, CATEGORY_WRONG_KIND);
      categoryId = cat.id;
    }
    const common = { at, nightId: input.nightId ?? null, counterpart: input.counterpart, note: input.note, userId };
    let id: string | null;
    if (input.type === 'income') {
      id = await bookMovement(tx, { ...common, accountId: from.id, kind: 'income', amount: input.amount, categoryId });
    } else if (input.type === 'expense') {
      await ensureCovers(tx, from, input.amount);
      id = await bookMovement(tx, { ...common, accountId: from.id, kind: 'expense', amount: -input.amount, categoryId });
    } else {
      await ensureCovers(tx, from, input.amount);
      const group = await bookTransfer(tx, { ...common, from: from.id, to: to?.id ?? '', amount: input.amount });
      const [leg] = await tx
        .select({ id: cashMovements.id })
        .from(cashMovements)
        .where(and(eq(cashMovements.transferGroupId, group ?? ''), eq(cashMovements.accountId, from.id)));
      id = leg?.id ?? null;
    }
    if (!id) throw new Error('movement not booked');
    await writeAudit(tx, userId, `cash_movement.${input.type}`, 'cash_movements', id, null, { ...input, at: at.toISOString() });
    return id;
  });
}

/**
 * Corrects a typed-in movement with its mirror image: an income or expense gets the opposite amount
 * on the same account and category, a transfer a transfer back (both legs). The correction's source
 * is the original (the transfer's group), so a second correction books nothing and is refused.
 */
export async function reverseMovement(db: Db, { venueId, userId }: Actor, id: string, note: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [orig] = await tx
      .select({ m: cashMovements })
      .from(cashMovements)
      .innerJoin(cashAccounts, eq(cashAccounts.id, cashMovements.accountId))
      .where(and(eq(cashMovements.id, id), eq(cashAccounts.venueId, venueId), isNull(cashMovements.deletedAt)));
    if (!orig) throw new ApiError(404, MOVEMENT_NOT_FOUND);
    const m = orig.m;
    if (m.sourceType !== null || !['income', 'expense', 'transfer'].includes(m.kind)) throw new ApiError(409, NOT_REVERSIBLE);
    const text = note ? `Corrección: ${note}` : `Corrección de ${m.note || m.counterpart || m.kind}`;
    const common = { nightId: m.nightId, counterpart: m.counterpart, note: text, userId };
    let newId: string | null = null;
    if (m.kind === 'transfer') {
      const legs = await tx
        .select()
        .from(cashMovements)
        .where(and(eq(cashMovements.transferGroupId, m.transferGroupId ?? m.id), isNull(cashMovements.deletedAt)));
      const out = legs.find((l) => l.amount < 0);
      const into = legs.find((l) => l.amount > 0);
      if (!out || !into || !m.transferGroupId) throw new ApiError(409, NOT_REVERSIBLE);
      const locked = await lockAccounts(tx, venueId, [out.accountId, into.accountId]);
      const back = locked.get(into.accountId);
      if (!back) throw new ApiError(404, ACCOUNT_NOT_FOUND);
      await ensureCovers(tx, back, into.amount);
      const group = await bookTransfer(tx, {
        ...common,
        from: into.accountId,
        to: out.accountId,
        amount: into.amount,
        source: { type: 'reversal', id: m.transferGroupId },
      });
      if (group) {
        const [leg] = await tx
          .select({ id: cashMovements.id })
          .from(cashMovements)
          .where(and(eq(cashMovements.transferGroupId, group), eq(cashMovements.accountId, into.accountId)));
        newId = leg?.id ?? null;
      }
    } else {
      const locked = await lockAccounts(tx, venueId, [m.accountId]);
      const account = locked.get(m.accountId);
      if (!account) throw new ApiError(404, ACCOUNT_NOT_FOUND);
      if (m.amount > 0) await ensureCovers(tx, account, m.amount);
      newId = await bookMovement(tx, {
        ...common,
        accountId: m.accountId,
        kind: m.kind,
        amount: -m.amount,
        categoryId: m.categoryId,
        source: { type: 'reversal', id: m.id },
      });
    }
    if (!newId) throw new ApiError(409, ALREADY_REVERSED);
    await writeAudit(
      tx,
      userId,
      'cash_movement.reverse',
      'cash_movements',
      newId,
      { id: m.id, amount: m.amount, kind: m.kind },
      { reverses: m.id, note: text },
    );
    return newId;
  });
}

/** The venue's nights that were opened, newest first: what movements and staff shifts are filed under. */
export async function nightOptions(db: Db, venueId: string): Promise<CashNightDto[]> {
  const rows = await db
    .select({ id: nights.id, businessDate: nights.businessDate, eventName: nights.eventName, status: nights.status })
    .from(nights)
    .where(ofVenue(nights, venueId, sql`${nights.status} <> 'planned'`))
    .orderBy(desc(nights.businessDate))
    .limit(400);
  return rows;
}
