// Cash-flow configuration: accounts (register, safe, bank, wallet) and income/expense categories
// (cashFlow/configuraciones); payment methods and the threshold are finance.service.ts.
// Writes hold a per-venue advisory lock so "one active register per point of sale" and the name
// checks cannot race; every write and its audit row share one transaction. Rows that movements,
// sessions or payments point at are deactivated (accounts) or tombstoned (categories: history keeps
// the name), never removed.
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type {
  AccountCreateInput,
  AccountDto,
  AccountUpdateInput,
  CashPointOfSaleOption,
  CategoryCreateInput,
  CategoryDto,
} from '../../../src/contract/cashflow';
import type { Db, Tx } from '../../db/client';
import { cashAccounts, cashCategories, cashPaymentMethods, pointsOfSale, venues } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { assertNameFree, lockVenueRow, ofVenue } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';
import { ACCOUNT_NOT_FOUND, CATEGORY_NOT_FOUND, SYSTEM_CATEGORY_KEPT } from './cashflow.messages';

/** Advisory lock namespace of cash-flow configuration writes (second key: the venue's hash). */
const CONFIG_LOCK = 801_017;

const DUPLICATE_ACCOUNT = 'Ya existe una cuenta con ese nombre';
const DUPLICATE_CATEGORY = 'Ya existe una categoría de ese tipo con ese nombre';
const REGISTER_NEEDS_POS = 'Una caja registradora pertenece a un punto de venta: elígelo';
const ONLY_REGISTER_HAS_POS = 'Solo una caja registradora pertenece a un punto de venta';
const POS_NOT_FOUND = 'El punto de venta no existe o está desactivado';
const POS_HAS_REGISTER = 'Ese punto de venta ya tiene una caja registradora activa';
const ACCOUNT_HAS_HISTORY = 'La cuenta tiene movimientos, sesiones o pagos: desactívala en lugar de borrarla';
const ACCOUNT_USED_BY_METHOD = 'Un medio de pago liquida en esta cuenta: cámbialo antes de desactivarla';

const movementCount = sql<number>`(select count(*)::int from cash_movements m where m.account_id = cash_accounts.id and m.deleted_at is null)`;
const balance = sql<string>`(select coalesce(sum(m.amount), 0)::bigint from cash_movements m where m.account_id = cash_accounts.id and m.deleted_at is null)`;
const categoryUses = sql<number>`(select count(*)::int from cash_movements m where m.category_id = cash_categories.id and m.deleted_at is null)`;

async function lockConfig(tx: Tx, venueId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${CONFIG_LOCK}::int, hashtext(${venueId}::text))`);
}

/** Runs `write` in one transaction under the venue's cash-flow configuration lock. */
export function configWrite<T>(db: Db, venueId: string, write: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockConfig(tx, venueId);
    return write(tx);
  });
}

// ── accounts ───────────────────────────────────────────────────────────────────────────

/** How accounts are listed: the safe, banks, wallets, then registers; by name within a kind. */
export const accountOrder = [
  sql`case ${cashAccounts.kind} when 'safe' then 0 when 'bank' then 1 when 'wallet' then 2 else 3 end`,
  asc(cashAccounts.name),
] as const;

export async function listAccounts(db: Db | Tx, venueId: string, id?: string): Promise<AccountDto[]> {
  const rows = await db
    .select({ a: cashAccounts, posName: pointsOfSale.name, movementCount, balance })
    .from(cashAccounts)
    .leftJoin(pointsOfSale, eq(pointsOfSale.id, cashAccounts.pointOfSaleId))
    .where(ofVenue(cashAccounts, venueId, id ? eq(cashAccounts.id, id) : undefined))
    .orderBy(...accountOrder);
  return rows.map(({ a, posName, movementCount: n, balance: b }) => ({
    id: a.id,
    kind: a.kind,
    name: a.name,
    currency: a.currency,
    pointOfSaleId: a.pointOfSaleId,
    pointOfSaleName: posName,
    active: a.active,
    balance: Number(b),
    movementCount: Number(n),
  }));
}

async function oneAccount(db: Db | Tx, venueId: string, id: string): Promise<AccountDto> {
  const [row] = await listAccounts(db, venueId, id);
  if (!row) throw new ApiError(404, ACCOUNT_NOT_FOUND);
  return row;
}

/** The venue's points of sale and the active register each has (every kind takes cash). */
export async function cashPointsOfSale(db: Db, venueId: string): Promise<CashPointOfSaleOption[]> {
  const rows = await db
    .select({ id: pointsOfSale.id, name: pointsOfSale.name, kind: pointsOfSale.kind, active: pointsOfSale.active })
    .from(pointsOfSale)
    .where(ofVenue(pointsOfSale, venueId))
    .orderBy(asc(pointsOfSale.kind), asc(pointsOfSale.name));
  const registers = await db
    .select({ id: cashAccounts.id, posId: cashAccounts.pointOfSaleId })
    .from(cashAccounts)
    .where(ofVenue(cashAccounts, venueId, eq(cashAccounts.kind, 'register'), eq(cashAccounts.active, true)));
  const byPos = new Map(registers.map((r) => [r.posId, r.id]));
  return rows.map((r) => ({ ...r, registerId: byPos.get(r.id) ?? null }));
}

function checkName(tx: Tx, venueId: string, name: string, exceptId?: string) {
  return assertNameFree(tx, cashAccounts, venueId, name, DUPLICATE_ACCOUNT, exceptId);
}

/** A register's point of sale must exist, be active, and have no other active register. */
async function checkRegisterPos(tx: Tx, venueId: string, posId: string, exceptId?: string) {
  const [pos] = await tx
    .select({ id: pointsOfSale.id })
    .from(pointsOfSale)
    .where(ofVenue(pointsOfSale, venueId, eq(pointsOfSale.id, posId), eq(pointsOfSale.active, true)));
  if (!pos) throw new ApiError(422, POS_NOT_FOUND);
  const [other] = await tx
    .select({ id: cashAccounts.id })
    .from(cashAccounts)
    .where(
      ofVenue(
        cashAccounts,
        venueId,
        eq(cashAccounts.kind, 'register'),
        eq(cashAccounts.pointOfSaleId, posId),
        eq(cashAccounts.active, true),
        exceptId ? ne(cashAccounts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (other) throw new ApiError(409, POS_HAS_REGISTER);
}

export async function createAccount(db: Db, venueId: string, userId: string, input: AccountCreateInput): Promise<AccountDto> {
  return configWrite(db, venueId, async (tx) => {
    const posId = input.pointOfSaleId ?? null;
    if (input.kind === 'register' && !posId) throw new ApiError(422, REGISTER_NEEDS_POS);
    if (input.kind !== 'register' && posId) throw new ApiError(422, ONLY_REGISTER_HAS_POS);
    await checkName(tx, venueId, input.name);
    if (posId) await checkRegisterPos(tx, venueId, posId);
    const [venue] = await tx.select({ currency: venues.currency }).from(venues).where(eq(venues.id, venueId));
    const [row] = await tx
      .insert(cashAccounts)
      .values({ venueId, kind: input.kind, name: input.name, pointOfSaleId: posId, currency: venue?.currency ?? 'ARS' })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await writeAudit(tx, userId, 'cash_account.create', 'cash_accounts', row.id, null, input);
    return oneAccount(tx, venueId, row.id);
  });
}

function lockedAccount(tx: Tx, venueId: string, id: string) {
  return lockVenueRow(tx, cashAccounts, venueId, id, ACCOUNT_NOT_FOUND);
}

export async function updateAccount(db: Db, venueId: string, userId: string, id: string, input: AccountUpdateInput) {
  return configWrite(db, venueId, async (tx) => {
    const before = await lockedAccount(tx, venueId, id);
    const posId = input.pointOfSaleId ?? null;
    if (before.kind === 'register' && !posId) throw new ApiError(422, REGISTER_NEEDS_POS);
    if (before.kind !== 'register' && posId) throw new ApiError(422, ONLY_REGISTER_HAS_POS);
    await checkName(tx, venueId, input.name, id);
    if (posId && before.active) await checkRegisterPos(tx, venueId, posId, id);
    await tx
      .update(cashAccounts)
      .set({ name: input.name, pointOfSaleId: posId, updatedAt: new Date() })
      .where(eq(cashAccounts.id, id));
    await writeAudit(
      tx,
      userId,
      'cash_account.update',
      'cash_accounts',
      id,
      { name: before.name, pointOfSaleId: before.pointOfSaleId },
      input,
    );
    return oneAccount(tx, venueId, id);
  });
}

export async function setAccountActive(db: Db, venueId: string, userId: string, id: string, active: boolean) {
  return configWrite(db, venueId, async (tx) => {
    const before = await lockedAccount(tx, venueId, id);
    if (active && before.kind === 'register' && before.pointOfSaleId)
      await checkRegisterPos(tx, venueId, before.pointOfSaleId, id);
    if (!active) {
      const [method] = await tx
        .select({ id: cashPaymentMethods.id })
        .from(cashPaymentMethods)
        .where(
          and(
            eq(cashPaymentMethods.settlementAccountId, id),
            eq(cashPaymentMethods.active, true),
            isNull(cashPaymentMethods.deletedAt),
          ),
        )
        .limit(1);
      if (method) throw new ApiError(409, ACCOUNT_USED_BY_METHOD);
    }
    await tx.update(cashAccounts).set({ active, updatedAt: new Date() }).where(eq(cashAccounts.id, id));
    await writeAudit(
      tx,
      userId,
      active ? 'cash_account.activate' : 'cash_account.deactivate',
      'cash_accounts',
      id,
      { active: before.active },
      { active },
    );
    return oneAccount(tx, venueId, id);
  });
}

export async function deleteAccount(db: Db, venueId: string, userId: string, id: string) {
  await configWrite(db, venueId, async (tx) => {
    const before = await lockedAccount(tx, venueId, id);
    const refs = (await tx.execute(sql`select (
      (select count(*) from cash_movements where account_id = ${id}) +
      (select count(*) from cash_sessions where account_id = ${id}) +
      (select count(*) from staff_payments where account_id = ${id}) +
      (select count(*) from cash_payment_methods where settlement_account_id = ${id} and deleted_at is null))::int as n`)) as unknown as {
      rows: { n: number }[];
    };
    if (Number(refs.rows[0]?.n ?? 0) > 0) throw new ApiError(409, ACCOUNT_HAS_HISTORY);
    const now = new Date();
    await tx.update(cashAccounts).set({ deletedAt: now, updatedAt: now }).where(eq(cashAccounts.id, id));
    await writeAudit(tx, userId, 'cash_account.delete', 'cash_accounts', id, { kind: before.kind, name: before.name }, null);
  });
}

// ── categories ─────────────────────────────────────────────────────────────────────────

export async function listCategories(db: Db | Tx, venueId: string, id?: string): Promise<CategoryDto[]> {
  const rows = await db
    .select({ c: cashCategories, uses: categoryUses })
    .from(cashCategories)
    .where(ofVenue(cashCategories, venueId, id ? eq(cashCategories.id, id) : undefined))
    .orderBy(asc(cashCategories.kind), asc(cashCategories.name));
  return rows.map(({ c, uses }) => ({
    id: c.id,
    kind: c.kind,
    name: c.name,
    active: true,
    movementCount: Number(uses),
    systemKey: c.systemKey,
  }));
}

function checkCategoryName(tx: Tx, venueId: string, kind: string, name: string, exceptId?: string) {
  return assertNameFree(tx, cashCategories, venueId, name, DUPLICATE_CATEGORY, exceptId, sql`${cashCategories.kind} = ${kind}`);
}

export async function createCategory(db: Db, venueId: string, userId: string, input: CategoryCreateInput): Promise<CategoryDto> {
  return configWrite(db, venueId, async (tx) => {
    await checkCategoryName(tx, venueId, input.kind, input.name);
    const [row] = await tx.insert(cashCategories).values({ venueId, kind: input.kind, name: input.name }).returning();
    if (!row) throw new Error('insert returned nothing');
    await writeAudit(tx, userId, 'cash_category.create', 'cash_categories', row.id, null, input);
    return { id: row.id, kind: row.kind, name: row.name, active: true, movementCount: 0, systemKey: null };
  });
}

function lockedCategory(tx: Tx, venueId: string, id: string) {
  return lockVenueRow(tx, cashCategories, venueId, id, CATEGORY_NOT_FOUND);
}

export async function renameCategory(db: Db, venueId: string, userId: string, id: string, name: string): Promise<CategoryDto> {
  return configWrite(db, venueId, async (tx) => {
    const before = await lockedCategory(tx, venueId, id);
    await checkCategoryName(tx, venueId, before.kind, name, id);
    await tx.update(cashCategories).set({ name, updatedAt: new Date() }).where(eq(cashCategories.id, id));
    await writeAudit(tx, userId, 'cash_category.update', 'cash_categories', id, { name: before.name }, { name });
    const [dto] = await listCategories(tx, venueId, id);
    if (!dto) throw new ApiError(404, CATEGORY_NOT_FOUND);
    return dto;
  });
}

/**
 * Retires a category: it is no longer offered for new movements; the movements booked under it
 * keep pointing at it and still show its name in lists and reports. A system category (the booking
 * rules file cash sales, VIP money, over/short and wages under it) is only renamed, never retired.
 */
export async function retireCategory(db: Db, venueId: string, userId: string, id: string) {
  await configWrite(db, venueId, async (tx) => {
    const before = await lockedCategory(tx, venueId, id);
    if (before.systemKey) throw new ApiError(409, SYSTEM_CATEGORY_KEPT);
    const now = new Date();
    await tx.update(cashCategories).set({ deletedAt: now, updatedAt: now }).where(eq(cashCategories.id, id));
    await writeAudit(tx, userId, 'cash_category.retire', 'cash_categories', id, { kind: before.kind, name: before.name }, null);
  });
}
