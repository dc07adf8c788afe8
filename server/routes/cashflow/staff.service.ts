// Staff (cashFlow/personal, 209): members with their rate per night, who worked which night (a shift
// whose amount due defaults to the rate), payments per night and what is still owed (Σ due − Σ
// paid). A payment is a staff_payments row plus one 'staff_payment' movement out of an account, in
// one transaction under the account's lock (a register or the safe cannot be overdrawn), with the
// payment's id chosen by the app as the booking's source: a retried request books it once.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type {
  OwedNightDto,
  ShiftInput,
  StaffMemberDto,
  StaffMemberInput,
  StaffNightDto,
  StaffPaymentDto,
  StaffPaymentInput,
} from '../../../src/contract/cashflow-staff';
import type { Db, Tx } from '../../db/client';
import { cashAccounts, staffMembers, staffPayments, staffShifts } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { bookMovement, lockAccounts, systemCategoryId } from '../../domain/cash-ledger';
import { venueNight } from '../../domain/night-of';
import { ofVenue, venueRow } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';
import {
  ACCOUNT_INACTIVE,
  ACCOUNT_NOT_FOUND,
  MEMBER_NOT_FOUND,
  PAYMENT_ID_TAKEN,
  SHIFT_HAS_PAYMENTS,
  SHIFT_NOT_FOUND,
} from './cashflow.messages';
import { ensureCovers } from './movements.service';

type Actor = { venueId: string; userId: string };

const dueOf = sql<string>`(select coalesce(sum(s.amount_due), 0)::bigint from staff_shifts s where s.staff_member_id = staff_members.id and s.deleted_at is null)`;
const shiftsOf = sql<number>`(select count(*)::int from staff_shifts s where s.staff_member_id = staff_members.id and s.deleted_at is null)`;
const paidOf = sql<string>`(select coalesce(sum(p.amount), 0)::bigint from staff_payments p where p.staff_member_id = staff_members.id and p.deleted_at is null)`;

export async function listStaff(db: Db | Tx, venueId: string, id?: string): Promise<StaffMemberDto[]> {
  const rows = await db
    .select({ m: staffMembers, due: dueOf, paid: paidOf, shifts: shiftsOf })
    .from(staffMembers)
    .where(ofVenue(staffMembers, venueId, id ? eq(staffMembers.id, id) : undefined))
    .orderBy(asc(staffMembers.role), asc(staffMembers.name));
  return rows.map(({ m, due, paid, shifts }) => ({
    id: m.id,
    name: m.name,
    role: m.role,
    ratePerNight: Number(m.ratePerNight),
    active: m.active,
    due: Number(due),
    paid: Number(paid),
    owed: Number(due) - Number(paid),
    shifts: Number(shifts),
  }));
}

async function oneMember(db: Db | Tx, venueId: string, id: string) {
  const [row] = await listStaff(db, venueId, id);
  if (!row) throw new ApiError(404, MEMBER_NOT_FOUND);
  return row;
}

export async function saveMember(db: Db, { venueId, userId }: Actor, id: string | null, input: StaffMemberInput) {
  return db.transaction(async (tx) => {
    const values = { name: input.name, role: input.role, ratePerNight: input.ratePerNight, active: input.active ?? true };
    if (!id) {
      const [row] = await tx
        .insert(staffMembers)
        .values({ venueId, ...values })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      await writeAudit(tx, userId, 'staff_member.create', 'staff_members', row.id, null, values);
      return oneMember(tx, venueId, row.id);
    }
    const [before] = await tx
      .select()
      .from(staffMembers)
      .where(ofVenue(staffMembers, venueId, eq(staffMembers.id, id)))
      .for('update');
    if (!before) throw new ApiError(404, MEMBER_NOT_FOUND);
    await tx
      .update(staffMembers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(staffMembers.id, id));
    await writeAudit(tx, userId, 'staff_member.update', 'staff_members', id, before, values);
    return oneMember(tx, venueId, id);
  });
}

function loadMember(tx: Tx, venueId: string, id: string) {
  return venueRow(tx, staffMembers, venueId, id, MEMBER_NOT_FOUND);
}

/** Records (or updates) that a member worked a night; the amount due defaults to their rate. */
export async function saveShift(db: Db, { venueId, userId }: Actor, input: ShiftInput): Promise<void> {
  await db.transaction(async (tx) => {
    await venueNight(tx, venueId, input.nightId);
    const member = await loadMember(tx, venueId, input.staffMemberId);
    const amountDue = input.amountDue ?? Number(member.ratePerNight);
    const note = input.note ?? '';
    const [row] = await tx
      .insert(staffShifts)
      .values({ nightId: input.nightId, staffMemberId: member.id, amountDue, note })
      .onConflictDoUpdate({
        target: [staffShifts.nightId, staffShifts.staffMemberId],
        targetWhere: sql`${staffShifts.deletedAt} is null`,
        set: { amountDue, note, updatedAt: new Date() },
      })
      .returning({ id: staffShifts.id });
    await writeAudit(tx, userId, 'staff_shift.save', 'staff_shifts', row?.id ?? '', null, { ...input, amountDue });
  });
}

export async function deleteShift(db: Db, { venueId, userId }: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [s] = await tx
      .select({ s: staffShifts })
      .from(staffShifts)
      .innerJoin(staffMembers, eq(staffMembers.id, staffShifts.staffMemberId))
      .where(and(eq(staffShifts.id, id), eq(staffMembers.venueId, venueId), isNull(staffShifts.deletedAt)))
      .for('update');
    if (!s) throw new ApiError(404, SHIFT_NOT_FOUND);
    const [paid] = await tx
      .select({ id: staffPayments.id })
      .from(staffPayments)
      .where(
        and(
          eq(staffPayments.nightId, s.s.nightId),
          eq(staffPayments.staffMemberId, s.s.staffMemberId),
          isNull(staffPayments.deletedAt),
        ),
      )
      .limit(1);
    if (paid) throw new ApiError(409, SHIFT_HAS_PAYMENTS);
    const now = new Date();
    await tx.update(staffShifts).set({ deletedAt: now, updatedAt: now }).where(eq(staffShifts.id, id));
    await writeAudit(tx, userId, 'staff_shift.delete', 'staff_shifts', id, s.s, null);
  });
}

async function paymentsWhere(db: Db | Tx, where: ReturnType<typeof and>): Promise<StaffPaymentDto[]> {
  const rows = await db
    .select({ p: staffPayments, accountName: cashAccounts.name })
    .from(staffPayments)
    .innerJoin(cashAccounts, eq(cashAccounts.id, staffPayments.accountId))
    .where(and(isNull(staffPayments.deletedAt), where))
    .orderBy(asc(staffPayments.createdAt));
  return rows.map(({ p, accountName }) => ({
    id: p.id,
    nightId: p.nightId,
    staffMemberId: p.staffMemberId,
    amount: Number(p.amount),
    accountId: p.accountId,
    accountName,
    cashMovementId: p.cashMovementId,
    at: p.createdAt.toISOString(),
  }));
}

/**
 * Pays a member for a night out of an account. Returns the payment and whether it was booked now
 * (false: the same id was already booked, by a retry or a racing duplicate).
 */
export async function payStaff(db: Db, { venueId, userId }: Actor, input: StaffPaymentInput) {
  return db.transaction(async (tx) => {
    const night = await venueNight(tx, venueId, input.nightId);
    const member = await loadMember(tx, venueId, input.staffMemberId);
    const locked = await lockAccounts(tx, venueId, [input.accountId]);
    const account = locked.get(input.accountId);
    if (!account) throw new ApiError(404, ACCOUNT_NOT_FOUND);
    // Under the account's lock: a retry of a booked payment finds it here.
    const [existing] = await paymentsWhere(tx, eq(staffPayments.id, input.id));
    if (existing) {
      const same =
        existing.amount === input.amount &&
        existing.accountId === input.accountId &&
        existing.staffMemberId === input.staffMemberId &&
        existing.nightId === input.nightId;
      if (!same) throw new ApiError(409, PAYMENT_ID_TAKEN);
      return { payment: existing, created: false };
    }
    if (!account.active) throw new ApiError(409, ACCOUNT_INACTIVE);
    await ensureCovers(tx, account, input.amount);
    await tx.insert(staffPayments).values({
      id: input.id,
      nightId: night.id,
      staffMemberId: member.id,
      amount: input.amount,
      accountId: account.id,
    });
    const movementId = await bookMovement(tx, {
      accountId: account.id,
      kind: 'staff_payment',
      amount: -input.amount,
      nightId: night.id,
      categoryId: await systemCategoryId(tx, venueId, 'staff_wages'),
      counterpart: member.name,
      note: `Jornal ${night.businessDate}`,
      userId,
      source: { type: 'staff_payment', id: input.id },
    });
    await tx.update(staffPayments).set({ cashMovementId: movementId }).where(eq(staffPayments.id, input.id));
    await writeAudit(tx, userId, 'staff_payment.create', 'staff_payments', input.id, null, { ...input, movementId });
    const [payment] = await paymentsWhere(tx, eq(staffPayments.id, input.id));
    if (!payment) throw new Error('payment not found after insert');
    return { payment, created: true };
  });
}

/** Everyone on a night: active members and whoever has a shift or a payment that night. */
export async function staffNight(db: Db, venueId: string, nightId: string): Promise<StaffNightDto> {
  const night = await venueNight(db, venueId, nightId);
  const members = await db
    .select()
    .from(staffMembers)
    .where(ofVenue(staffMembers, venueId))
    .orderBy(asc(staffMembers.role), asc(staffMembers.name));
  const shifts = await db
    .select()
    .from(staffShifts)
    .where(and(eq(staffShifts.nightId, nightId), isNull(staffShifts.deletedAt)));
  const payments = await paymentsWhere(db, eq(staffPayments.nightId, nightId));
  const shiftOf = new Map(shifts.map((s) => [s.staffMemberId, s]));
  const lines = members
    .map((m) => {
      const shift = shiftOf.get(m.id);
      const mine = payments.filter((p) => p.staffMemberId === m.id);
      const due = Number(shift?.amountDue ?? 0);
      const paid = mine.reduce((s, p) => s + p.amount, 0);
      return {
        staffMemberId: m.id,
        name: m.name,
        role: m.role,
        active: m.active,
        shiftId: shift?.id ?? null,
        due,
        paid,
        owed: due - paid,
        payments: mine,
      };
    })
    .filter((l) => l.active || l.shiftId || l.payments.length > 0);
  const totals = lines.reduce((t, l) => ({ due: t.due + l.due, paid: t.paid + l.paid, owed: t.owed + l.owed }), {
    due: 0,
    paid: 0,
    owed: 0,
  });
  return {
    night: { id: night.id, businessDate: night.businessDate, eventName: night.eventName, status: night.status },
    lines,
    totals,
  };
}

/** What is owed per night (Σ due − Σ paid over every member), nights with something due or paid. */
export async function owedByNight(db: Db, venueId: string, from?: string, to?: string): Promise<OwedNightDto[]> {
  const rows = (await db.execute(sql`
    with due as (
      select s.night_id, sum(s.amount_due) as due from staff_shifts s
      join staff_members m on m.id = s.staff_member_id
      where m.venue_id = ${venueId} and s.deleted_at is null group by s.night_id
    ), paid as (
      select p.night_id, sum(p.amount) as paid from staff_payments p
      join staff_members m on m.id = p.staff_member_id
      where m.venue_id = ${venueId} and p.deleted_at is null group by p.night_id
    )
    select n.id as night_id, n.business_date::text as business_date,
      coalesce(due.due, 0)::bigint as due, coalesce(paid.paid, 0)::bigint as paid
    from nights n
    left join due on due.night_id = n.id
    left join paid on paid.night_id = n.id
    where n.venue_id = ${venueId} and n.deleted_at is null and (due.due is not null or paid.paid is not null)
      ${from ? sql`and n.business_date >= ${from}` : sql``}
      ${to ? sql`and n.business_date <= ${to}` : sql``}
    order by n.business_date desc`)) as unknown as {
    rows: { night_id: string; business_date: string; due: string; paid: string }[];
  };
  return rows.rows.map((r) => ({
    nightId: r.night_id,
    businessDate: r.business_date,
    due: Number(r.due),
    paid: Number(r.paid),
    owed: Number(r.due) - Number(r.paid),
  }));
}
