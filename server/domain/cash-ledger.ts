// The cash ledger: every peso that moves is a cash_movements row, balances are sums of them and are
// never stored or edited. One place books movements so that every resource that moves cash (sales
// ingestion, VIP top-ups and refunds, cancellations, extractions, register sessions, the cash-flow
// screens, staff payments) writes the same shapes the demo seed writes:
// - income and expense rows carry a signed amount (expense negative) and usually a category;
// - a transfer is two rows of the same kind sharing a transferGroupId (−amount out, +amount in);
//   extractions and register floats/closings are transfers with kind 'extraction' or 'transfer'.
// Callers run these inside their own transaction, after locking the accounts they check a balance
// of (lockAccounts), so that two writers cannot both spend the same pesos.
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { uuidv7 } from '../../src/contract/uuid';
import type { Tx } from '../db/client';
import { cashAccounts, cashCategories, cashMovements } from '../db/schema';
import { requireNightsWritable } from './night-of';
import { ofVenue } from './venue-rows';

export type CashMovementKind = (typeof cashMovements.$inferInsert)['kind'];
export type CashAccountRow = typeof cashAccounts.$inferSelect;

export interface MovementInput {
  accountId: string;
  kind: CashMovementKind;
  /** Signed integer cents: positive into the account, negative out of it. */
  amount: number;
  at?: Date;
  nightId?: string | null;
  categoryId?: string | null;
  counterpart?: string;
  note?: string;
  userId?: string | null;
  /**
   * The domain event that books it (a sale, a card ledger entry, a cancellation…): with the account,
   * unique, so replaying or racing the same event books nothing the second time.
   */
  source?: { type: string; id: string };
}

/**
 * Books one movement; returns its id, or null when nothing was booked: a zero amount, or a source
 * already booked on that account (the unique index decides, so concurrent replays are safe).
 */
export async function bookMovement(tx: Tx, input: MovementInput): Promise<string | null> {
  if (!Number.isSafeInteger(input.amount)) throw new Error(`cash amount must be integer cents, got ${input.amount}`);
  if (input.amount === 0) return null;
  // Payroll is settled after the night: paying a bartender for a closed night is allowed (it names
  // the night worked, it does not change what happened in it).
  if (input.kind !== 'staff_payment') await requireNightsWritable(tx, [input.nightId]);
  const id = uuidv7();
  const inserted = await tx
    .insert(cashMovements)
    .values({
      id,
      accountId: input.accountId,
      kind: input.kind,
      amount: input.amount,
      at: input.at ?? new Date(),
      nightId: input.nightId ?? null,
      categoryId: input.categoryId ?? null,
      counterpart: input.counterpart ?? '',
      note: input.note ?? '',
      userId: input.userId ?? null,
      sourceType: input.source?.type ?? null,
      sourceId: input.source?.id ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: cashMovements.id });
  return inserted.length > 0 ? id : null;
}

/** One array parameter (drizzle would expand a plain array into a list of parameters). */
const arr = (values: readonly unknown[]) => sql.param(values);

/**
 * Books many movements of one account, kind, category and night at once (a batch of ingested cash
 * sales): one `INSERT … SELECT FROM unnest(…)` whatever the count, each row with its own source so
 * a replayed batch books nothing twice. Returns how many were booked.
 */
export async function bookMovements(
  tx: Tx,
  common: Omit<MovementInput, 'amount' | 'at' | 'source' | 'userId'>,
  rows: readonly { amount: number; at: Date; userId: string | null; source: { type: string; id: string } }[],
): Promise<number> {
  const live = rows.filter((r) => r.amount !== 0);
  if (live.length === 0) return 0;
  await requireNightsWritable(tx, [common.nightId]);
  for (const r of live)
    if (!Number.isSafeInteger(r.amount)) throw new Error(`cash amount must be integer cents, got ${r.amount}`);
  const result = (await tx.execute(sql`
    insert into cash_movements (id, account_id, kind, amount, at, night_id, category_id, counterpart, note, user_id, source_type, source_id)
    select u.id, ${common.accountId}::uuid, ${common.kind}::cash_movement_kind, u.amount, u.at, ${common.nightId ?? null}::uuid,
           ${common.categoryId ?? null}::uuid, ${common.counterpart ?? ''}, ${common.note ?? ''}, u.user_id, u.source_type, u.source_id
      from unnest(${arr(live.map(() => uuidv7()))}::uuid[], ${arr(live.map((r) => r.amount))}::bigint[],
                  ${arr(live.map((r) => r.at.toISOString()))}::timestamptz[], ${arr(live.map((r) => r.userId))}::uuid[],
                  ${arr(live.map((r) => r.source.type))}::text[], ${arr(live.map((r) => r.source.id))}::uuid[])
        as u(id, amount, at, user_id, source_type, source_id)
    on conflict (source_type, source_id, account_id) where source_id is not null and deleted_at is null do nothing
    returning id`)) as unknown as { rows: { id: string }[] };
  return result.rows.length;
}

export interface TransferInput extends Omit<MovementInput, 'accountId' | 'kind' | 'amount' | 'categoryId'> {
  from: string;
  to: string;
  /** Positive integer cents moved from `from` to `to`. */
  amount: number;
  kind?: Extract<CashMovementKind, 'transfer' | 'extraction'>;
  /** The group id both legs share; a new one when omitted. */
  group?: string;
}

/**
 * Books both legs of a transfer under one group id; returns the group id, or null when its source
 * was already booked (then neither leg is written).
 */
export async function bookTransfer(tx: Tx, input: TransferInput): Promise<string | null> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new Error(`transfer amount must be positive cents, got ${input.amount}`);
  if (input.from === input.to) throw new Error('a transfer needs two different accounts');
  await requireNightsWritable(tx, [input.nightId]);
  const group = input.group ?? uuidv7();
  const at = input.at ?? new Date();
  const common = {
    at,
    kind: input.kind ?? 'transfer',
    nightId: input.nightId ?? null,
    counterpart: input.counterpart ?? '',
    note: input.note ?? '',
    userId: input.userId ?? null,
    transferGroupId: group,
    sourceType: input.source?.type ?? null,
    sourceId: input.source?.id ?? null,
  } as const;
  const inserted = await tx
    .insert(cashMovements)
    .values([
      { id: uuidv7(), accountId: input.from, amount: -input.amount, ...common },
      { id: uuidv7(), accountId: input.to, amount: input.amount, ...common },
    ])
    .onConflictDoNothing()
    .returning({ id: cashMovements.id });
  if (inserted.length === 2) return group;
  // One leg without the other would unbalance the ledger: a half-booked replay is a bug upstream.
  if (inserted.length === 1) throw new Error(`transfer ${group}: one leg was already booked for its source`);
  return null;
}

/**
 * Locks the accounts (FOR UPDATE, in id order so two writers never deadlock) and returns them,
 * only those of the venue that are not deleted. Call before reading a balance you will act on.
 */
export async function lockAccounts(tx: Tx, venueId: string, ids: string[]): Promise<Map<string, CashAccountRow>> {
  const unique = [...new Set(ids)].sort();
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(cashAccounts)
    .where(ofVenue(cashAccounts, venueId, inArray(cashAccounts.id, unique)))
    .orderBy(asc(cashAccounts.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

/** Balances (integer cents) of some accounts, optionally as of a moment (inclusive). */
export async function accountBalances(tx: Tx, ids: string[], asOf?: Date): Promise<Map<string, number>> {
  const out = new Map(ids.map((id) => [id, 0]));
  if (ids.length === 0) return out;
  const rows = await tx
    .select({ accountId: cashMovements.accountId, sum: sql<string>`coalesce(sum(${cashMovements.amount}), 0)` })
    .from(cashMovements)
    .where(
      and(inArray(cashMovements.accountId, ids), isNull(cashMovements.deletedAt), ...(asOf ? [lte(cashMovements.at, asOf)] : [])),
    )
    .groupBy(cashMovements.accountId);
  for (const r of rows) out.set(r.accountId, Number(r.sum));
  return out;
}

export async function accountBalance(tx: Tx, id: string, asOf?: Date): Promise<number> {
  return (await accountBalances(tx, [id], asOf)).get(id) ?? 0;
}

/** The venue's first active account of a kind (the safe, say), or undefined. */
export async function firstAccountOfKind(
  tx: Tx,
  venueId: string,
  kind: CashAccountRow['kind'],
): Promise<CashAccountRow | undefined> {
  const [row] = await tx
    .select()
    .from(cashAccounts)
    .where(ofVenue(cashAccounts, venueId, eq(cashAccounts.kind, kind), eq(cashAccounts.active, true)))
    .orderBy(asc(cashAccounts.createdAt))
    .limit(1);
  return row;
}

/** The register account of a point of sale (the active one first), or undefined. */
export async function registerOfPointOfSale(tx: Tx, venueId: string, pointOfSaleId: string): Promise<CashAccountRow | undefined> {
  const [row] = await tx
    .select()
    .from(cashAccounts)
    .where(ofVenue(cashAccounts, venueId, eq(cashAccounts.kind, 'register'), eq(cashAccounts.pointOfSaleId, pointOfSaleId)))
    .orderBy(sql`${cashAccounts.active} desc`, asc(cashAccounts.createdAt))
    .limit(1);
  return row;
}

/**
 * The venue's system categories: the ones the booking rules file money under, by a fixed key, with
 * the kind and the name a missing one is created with. The name is only a label (managers rename
 * it); a system category keeps its key and cannot be retired (cashflow/config.service.ts).
 */
export const SYSTEM_CATEGORIES = {
  sales_bar: { kind: 'income', name: 'Ventas de barra' },
  sales_ticket_office: { kind: 'income', name: 'Entradas' },
  sales_cloakroom: { kind: 'income', name: 'Guardarropa' },
  sales_restaurant: { kind: 'income', name: 'Ventas de restaurante' },
  sales_other: { kind: 'income', name: 'Otras ventas' },
  vip_topups: { kind: 'income', name: 'Cargas de tarjetas VIP' },
  vip_payments: { kind: 'income', name: 'Pagos de tarjetas VIP' },
  register_over: { kind: 'income', name: 'Sobrante de caja' },
  register_short: { kind: 'expense', name: 'Faltante de caja' },
  staff_wages: { kind: 'expense', name: 'Sueldos y jornales' },
} as const satisfies Record<string, { kind: 'income' | 'expense'; name: string }>;
export type SystemCategoryKey = keyof typeof SYSTEM_CATEGORIES;

/**
 * The id of the venue's system category `key`, created when missing with its default name (or, when
 * the venue already has a category of that kind with that name and no key, that one takes the key:
 * the venue made it before it was a system one).
 */
export async function systemCategoryId(tx: Tx, venueId: string, key: SystemCategoryKey): Promise<string> {
  const found = await findSystemCategory(tx, venueId, key);
  if (found) return found;
  // Created once: two writers missing it at the same time queue here, and the second finds it.
  await tx.execute(sql`select pg_advisory_xact_lock(${CATEGORY_LOCK}::int, hashtext(${`${venueId}|${key}`}::text))`);
  const again = await findSystemCategory(tx, venueId, key);
  if (again) return again;
  const { kind, name } = SYSTEM_CATEGORIES[key];
  const [same] = await tx
    .select({ id: cashCategories.id })
    .from(cashCategories)
    .where(
      ofVenue(
        cashCategories,
        venueId,
        eq(cashCategories.kind, kind),
        eq(cashCategories.name, name),
        isNull(cashCategories.systemKey),
      ),
    )
    .orderBy(asc(cashCategories.createdAt))
    .limit(1);
  if (same) {
    await tx.update(cashCategories).set({ systemKey: key, updatedAt: new Date() }).where(eq(cashCategories.id, same.id));
    return same.id;
  }
  const id = uuidv7();
  await tx.insert(cashCategories).values({ id, venueId, kind, name, systemKey: key });
  return id;
}

/** Advisory lock namespace of system category creation (the second key hashes venue and key). */
const CATEGORY_LOCK = 201_001;

async function findSystemCategory(tx: Tx, venueId: string, key: SystemCategoryKey): Promise<string | undefined> {
  // A system category is never retired, so no tombstone filter: the key is unique per venue.
  const [row] = await tx
    .select({ id: cashCategories.id })
    .from(cashCategories)
    .where(and(eq(cashCategories.venueId, venueId), eq(cashCategories.systemKey, key)))
    .limit(1);
  return row?.id;
}
