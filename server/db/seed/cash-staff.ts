// The staff roster and what it costs: people hired by role, a shift for each night they worked
// (due: the night's wage) paid in cash from the safe at closing, and the night's DJ paid alongside.
import { staffMembers, staffPayments, staffShifts } from '../schema';
import { MINUTE } from './calendar';
import { type CashLedger, deflate } from './cash-ledger';
import { cents, type SeedContext } from './context';
import { DJS, FEMALE_NAMES, MALE_NAMES, SURNAMES } from './data/names';
import type { Rng } from './random';
import type { NightRecord } from './sales';
import type { Venue } from './venue';

/** Staff roster: role, head count at 'demo' size, rate per night (ARS today). */
const ROSTER: [string, number, number][] = [
  ['Jefe de barra', 2, 75_000],
  ['Bartender', 14, 55_000],
  ['Barback', 6, 38_000],
  ['Seguridad', 8, 60_000],
  ['Cajero/a', 4, 50_000],
  ['RRPP / Host', 4, 45_000],
  ['Guardarropa', 2, 38_000],
  ['Limpieza', 2, 35_000],
];

export interface StaffMember {
  id: string;
  name: string;
  /** Cents per night at today's prices. */
  rate: number;
  /** Left half-way through the story. */
  leaves: boolean;
}

/** The roster, interleaved by role so a small size still has one of each. */
export function hireStaff(ctx: SeedContext, rng: Rng, venue: Venue): StaffMember[] {
  const created = new Date(ctx.epochMs);
  const slots = ROSTER.flatMap(([role, count, rate]) =>
    Array.from({ length: count }, (_, k) => ({ role, rate, order: (k + 0.5) / count })),
  );
  slots.sort((a, b) => a.order - b.order);
  const taken = new Set<string>();
  return slots.slice(0, ctx.profile.staffMembers).map((slot, i) => {
    const female = rng.chance(0.45);
    const id = ctx.ids.at(ctx.epochMs);
    // Two people left half-way through; they stay in the list, inactive.
    const leaves = i >= 6 && i < 8 && ctx.profile.staffMembers > 20;
    // Never two people of the same name on one payroll ("Bruno Torres" twice): a name already
    // taken moves on to the next surname of the list (no extra draw, so the rest of the seed stays).
    const first = rng.pick(female ? FEMALE_NAMES : MALE_NAMES);
    const drawn = SURNAMES.indexOf(rng.pick(SURNAMES));
    let k = 0;
    while (taken.has(`${first} ${SURNAMES[(drawn + k) % SURNAMES.length]}`)) k++;
    const name = `${first} ${SURNAMES[(drawn + k) % SURNAMES.length]}`;
    taken.add(name);
    ctx.sink.add(staffMembers, {
      id,
      venueId: venue.id,
      name,
      role: slot.role,
      ratePerNight: cents(slot.rate),
      active: !leaves,
      createdAt: created,
      updatedAt: created,
    });
    return { id, name, rate: cents(slot.rate), leaves };
  });
}

/** Staff paid in cash from the safe at closing; the DJ too. `midMs`: when the leavers left. */
export function payNight(
  ctx: SeedContext,
  rng: Rng,
  ledger: CashLedger,
  staff: StaffMember[],
  night: NightRecord,
  midMs: number,
): void {
  const { plan } = night;
  const openMs = plan.opensAt.getTime();
  const payAt = plan.closesAt.getTime() + 45 * MINUTE;
  const attendance = plan.crowd >= 1.4 ? 0.95 : plan.crowd >= 1 ? 0.85 : 0.6;
  for (const member of staff) {
    if ((member.leaves && openMs > midMs) || !rng.chance(attendance)) continue;
    const amount = deflate(ctx, member.rate * (rng.chance(0.1) ? 1.2 : 1), openMs);
    const movementId = ledger.move(ledger.safe, payAt, 'staff_payment', -amount, {
      nightId: night.id,
      category: 'Sueldos y jornales',
      counterpart: member.name,
      note: `Jornal ${plan.businessDate}`,
    });
    // The shift it pays: what the night was worth to them, paid in full at closing.
    ctx.sink.add(staffShifts, {
      id: ctx.ids.at(openMs),
      nightId: night.id,
      staffMemberId: member.id,
      amountDue: amount,
      createdAt: new Date(openMs),
      updatedAt: new Date(openMs),
    });
    ctx.sink.add(staffPayments, {
      id: ctx.ids.at(payAt),
      nightId: night.id,
      staffMemberId: member.id,
      amount,
      accountId: ledger.safe,
      cashMovementId: movementId,
      createdAt: new Date(payAt),
      updatedAt: new Date(payAt),
    });
  }
  const dj = rng.pick(DJS);
  const fee = cents(plan.crowd >= 1.4 ? 900_000 : plan.crowd >= 1 ? 600_000 : 350_000);
  ledger.move(ledger.safe, payAt, 'expense', -deflate(ctx, fee, openMs), {
    nightId: night.id,
    category: 'DJ y artistas',
    counterpart: dj,
    note: plan.eventName,
  });
}
