// Extraction (141): cash withdrawals from a register to the venue's safe during a night. One
// extraction is one cash_extractions row plus a register → safe transfer booked through the cash
// ledger (two 'extraction' movements sharing a transferGroupId, source = the extraction), in one
// transaction under a row lock on the register's account, so two cashiers cannot both take the
// last pesos. What a register may give is what it holds: its ledger balance (what it should hold,
// server/domain/register-expected.ts), and only while its session is open. The register's figures
// are for 207 holders: a cashier who will count the register blind gets none.
import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RegisterLive } from '../../../src/contract/cash-registers';
import type {
  ExtractionBody,
  ExtractionDto,
  ExtractionNight,
  ExtractionSummary,
  RegisterSummary,
  WitnessDto,
} from '../../../src/contract/extraction';
import { CASH_CODES } from '../../../src/contract/privileges';
import { uuidv7 } from '../../../src/contract/uuid';
import type { Db, Tx } from '../../db/client';
import { cashExtractions, nights, pointsOfSale, userPrivileges, users, userVenues } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { accountBalance, bookTransfer, lockAccounts } from '../../domain/cash-ledger';
import { registerAndSafe, sessionsOf, venueRegisters } from '../../domain/cash-registers';
import { requireNotClosed, venueNight } from '../../domain/night-of';
import { registerFigures } from '../../domain/register-expected';
import { ofVenue } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';
import {
  AT_BEFORE_NIGHT,
  AT_IN_FUTURE,
  ID_TAKEN,
  NIGHT_NOT_OPEN,
  SESSION_NOT_OPEN,
  WITNESS_NOT_IN_VENUE,
} from './extracciones.messages';

export const WITNESS_SELF = 'El testigo debe ser otra persona';

/** Floats are moved into the registers before the doors open: an extraction may be that early. */
const BEFORE_OPENING_MS = 6 * 60 * 60 * 1000;
/** Clock skew tolerated between a device and the server. */
const FUTURE_SKEW_MS = 5 * 60 * 1000;

/** More than the register holds; `available` is its balance (the route words it). */
export class OverAvailable extends Error {
  constructor(readonly available: number) {
    super('over available');
  }
}

function nightDto(n: typeof nights.$inferSelect): ExtractionNight {
  return { id: n.id, businessDate: n.businessDate, eventName: n.eventName, status: n.status };
}

export async function listNights(db: Db, venueId: string): Promise<ExtractionNight[]> {
  const rows = await db
    .select()
    .from(nights)
    .where(ofVenue(nights, venueId, ne(nights.status, 'planned')))
    .orderBy(desc(nights.businessDate))
    .limit(120);
  return rows.map(nightDto);
}

/**
 * Who may witness an extraction: an active user of the venue, other than the requester, holding a
 * cash code (CASH_CODES). The list and the check at write time use this one condition.
 */
function witnessCondition(venueId: string, requesterId: string): SQL | undefined {
  return and(
    eq(userVenues.venueId, venueId),
    eq(users.active, true),
    isNull(users.deletedAt),
    ne(users.id, requesterId),
    sql`exists (select 1 from ${userPrivileges} where ${userPrivileges.userId} = ${users.id} and ${inArray(userPrivileges.code, [...CASH_CODES])})`,
  );
}

/** The venue's other active users holding a cash code: who may witness an extraction. */
export async function listWitnesses(db: Db, venueId: string, userId: string): Promise<WitnessDto[]> {
  return db
    .selectDistinct({ id: users.id, name: users.displayName, position: users.position })
    .from(users)
    .innerJoin(userVenues, eq(userVenues.userId, users.id))
    .where(witnessCondition(venueId, userId))
    .orderBy(asc(users.displayName));
}

/** The night's extractions per point of sale (they are filed by point of sale, not by register). */
async function extractedByPos(db: Tx, nightId: string, posIds: string[]) {
  const rows =
    posIds.length === 0
      ? []
      : await db
          .select({
            posId: cashExtractions.pointOfSaleId,
            sum: sql<string>`coalesce(sum(${cashExtractions.amount}), 0)`,
            count: sql<number>`count(*)::int`,
          })
          .from(cashExtractions)
          .where(
            and(
              eq(cashExtractions.nightId, nightId),
              inArray(cashExtractions.pointOfSaleId, posIds),
              isNull(cashExtractions.deletedAt),
            ),
          )
          .groupBy(cashExtractions.pointOfSaleId);
  return new Map(rows.map((r) => [r.posId, { sum: Number(r.sum), count: Number(r.count) }]));
}

/**
 * The night's registers: float and extractions and, for 207 holders (`supervisor`), each card's
 * figures (server/domain/register-expected.ts: float + cash in − cash out = expected).
 */
export async function summaryOf(db: Db, venueId: string, nightId: string, supervisor: boolean): Promise<ExtractionSummary> {
  const night = await venueNight(db, venueId, nightId);
  const accounts = await venueRegisters(db, venueId);
  const ids = accounts.map((a) => a.account.id);
  const extractedOf = await extractedByPos(
    db,
    nightId,
    accounts.map((a) => a.account.pointOfSaleId ?? ''),
  );
  const sessions = new Map((await sessionsOf(db, nightId, ids)).map((s) => [s.accountId, s]));
  const figures = supervisor ? await registerFigures(db, nightId, ids) : null;
  const registers: RegisterSummary[] = [];
  const seenPos = new Set<string>();
  for (const { account, posName, posActive } of accounts) {
    const posId = account.pointOfSaleId ?? '';
    const session = sessions.get(account.id);
    const live = figures?.get(account.id) ?? null;
    // Extractions are filed by point of sale: a second register of the same one must not count them twice.
    const ext = seenPos.has(posId) ? undefined : extractedOf.get(posId);
    seenPos.add(posId);
    const moved = live !== null && (live.cashIn !== 0 || live.cashOut !== 0);
    if (!(account.active && posActive) && !session && !moved && !ext) continue;
    const counted = session && session.status !== 'open';
    registers.push({
      pointOfSaleId: posId,
      pointOfSaleName: posName,
      accountId: account.id,
      accountName: account.name,
      sessionId: session?.id ?? null,
      sessionStatus: session?.status ?? null,
      openingFloat: session ? Number(session.openingFloat) : 0,
      extracted: ext?.sum ?? 0,
      count: ext?.count ?? 0,
      live,
      countedAmount: counted ? (session.countedAmount ?? null) : null,
      expectedAtCount: counted ? (session.expectedAmount ?? null) : null,
    });
  }
  const sum = (pick: (r: RegisterLive) => number) =>
    supervisor ? registers.reduce((t, r) => t + (r.live ? pick(r.live) : 0), 0) : null;
  return {
    night: nightDto(night),
    registers,
    totals: {
      extracted: registers.reduce((t, r) => t + r.extracted, 0),
      count: registers.reduce((t, r) => t + r.count, 0),
      cashIn: sum((r) => r.cashIn),
      cashOut: sum((r) => r.cashOut),
      expected: sum((r) => r.expected),
    },
  };
}

const byUser = alias(users, 'by_user');
const witnessUser = alias(users, 'witness_user');

export async function listExtractions(db: Db, venueId: string, where: SQL[]): Promise<ExtractionDto[]> {
  const rows = await db
    .select({
      e: cashExtractions,
      posName: pointsOfSale.name,
      byName: byUser.displayName,
      witnessName: witnessUser.displayName,
    })
    .from(cashExtractions)
    .innerJoin(pointsOfSale, eq(pointsOfSale.id, cashExtractions.pointOfSaleId))
    .innerJoin(byUser, eq(byUser.id, cashExtractions.by))
    .leftJoin(witnessUser, eq(witnessUser.id, cashExtractions.witnessedBy))
    .where(and(eq(pointsOfSale.venueId, venueId), isNull(cashExtractions.deletedAt), ...where))
    .orderBy(desc(cashExtractions.at), desc(cashExtractions.id));
  return rows.map(({ e, posName, byName, witnessName }) => ({
    id: e.id,
    nightId: e.nightId,
    pointOfSaleId: e.pointOfSaleId,
    pointOfSaleName: posName,
    amount: e.amount,
    by: { id: e.by, name: byName },
    witness: e.witnessedBy ? { id: e.witnessedBy, name: witnessName ?? '' } : null,
    at: e.at.toISOString(),
    note: e.note,
    transferGroupId: e.transferGroupId,
  }));
}

export async function nightExtractions(db: Db, venueId: string, nightId: string, pointOfSaleId?: string) {
  await venueNight(db, venueId, nightId);
  const where: SQL[] = [eq(cashExtractions.nightId, nightId)];
  if (pointOfSaleId) where.push(eq(cashExtractions.pointOfSaleId, pointOfSaleId));
  return listExtractions(db, venueId, where);
}

export async function createExtraction(db: Db, venueId: string, userId: string, body: ExtractionBody): Promise<ExtractionDto> {
  if (body.witnessedBy === userId) throw new ApiError(422, WITNESS_SELF);
  const now = Date.now();
  const at = body.at ? new Date(body.at) : new Date(now);
  if (at.getTime() > now + FUTURE_SKEW_MS) throw new ApiError(422, AT_IN_FUTURE);
  const id = await db.transaction(async (tx) => {
    // Shared lock: closing the night waits for an extraction in flight, and vice versa.
    const night = await venueNight(tx, venueId, body.nightId, 'share');
    requireNotClosed(night);
    if (night.status !== 'open') throw new ApiError(409, NIGHT_NOT_OPEN);
    // Not before the night: up to 6 h before its planned opening, or since it was opened when that
    // was earlier (an after-office opened hours ahead of its planned time is selling already).
    const plannedStart = night.opensAt.getTime() - BEFORE_OPENING_MS;
    const earliest = night.openedAt ? Math.min(plannedStart, night.openedAt.getTime()) : plannedStart;
    if (at.getTime() < earliest) throw new ApiError(422, AT_BEFORE_NIGHT);
    const { pos, register, safe } = await registerAndSafe(tx, venueId, body.pointOfSaleId);
    const [witness] = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(userVenues, eq(userVenues.userId, users.id))
      .where(and(eq(users.id, body.witnessedBy), witnessCondition(venueId, userId)));
    if (!witness) throw new ApiError(422, WITNESS_NOT_IN_VENUE);

    await lockAccounts(tx, venueId, [register.id]);
    // The same extraction sent again (its id chosen by the app) is answered, not booked twice:
    // under the register's lock, a concurrent copy has either committed or not started.
    if (body.id) {
      const [done] = await tx.select().from(cashExtractions).where(eq(cashExtractions.id, body.id));
      if (done) {
        if (done.pointOfSaleId !== pos.id || done.amount !== body.amount) throw new ApiError(409, ID_TAKEN);
        return done.id;
      }
    }
    const [session] = await sessionsOf(tx, night.id, [register.id]);
    if (session?.status !== 'open') throw new ApiError(409, SESSION_NOT_OPEN);
    const available = await accountBalance(tx, register.id);
    if (body.amount > available) throw new OverAvailable(Math.max(0, available));

    const extractionId = body.id ?? uuidv7();
    const note = body.note ?? '';
    const group = await bookTransfer(tx, {
      from: register.id,
      to: safe.id,
      amount: body.amount,
      kind: 'extraction',
      at,
      nightId: night.id,
      note: note ? `Extracción — ${pos.name}: ${note}` : `Extracción — ${pos.name}`,
      userId,
      source: { type: 'extraction', id: extractionId },
    });
    await tx.insert(cashExtractions).values({
      id: extractionId,
      nightId: night.id,
      pointOfSaleId: pos.id,
      amount: body.amount,
      by: userId,
      witnessedBy: witness.id,
      at,
      note,
      transferGroupId: group,
    });
    await writeAudit(tx, userId, 'cash_extraction.create', 'cash_extractions', extractionId, null, {
      nightId: night.id,
      pointOfSaleId: pos.id,
      amount: body.amount,
      witnessedBy: witness.id,
      at,
      group,
    });
    return extractionId;
  });
  const [row] = await listExtractions(db, venueId, [eq(cashExtractions.id, id)]);
  if (!row) throw new Error(`extraction ${id} vanished after its commit`);
  return row;
}
