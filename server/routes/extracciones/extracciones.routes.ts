// Extraction (141): cash withdrawals from a register to the venue's safe during a night. One
// extraction is one cash_extractions row plus a register → safe transfer in cash flow (two
// 'extraction' movements sharing a transferGroupId, the shape the seed writes), in one transaction
// under a row lock on the register's account, so two cashiers cannot both take the last pesos.
// What a register may give is what it should hold: its opening float, plus the cash income booked
// into it that night, minus what earlier extractions took.
import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import {
  type ExtractionDto,
  type ExtractionNight,
  type ExtractionSummary,
  extractionBodySchema,
  extractionListQuerySchema,
  extractionSummaryQuerySchema,
  type RegisterSummary,
  registerExpectation,
  type WitnessDto,
} from '../../../src/contract/extraction';
import { uuidv7 } from '../../../src/contract/uuid';
import type { Db, Tx } from '../../db/client';
import {
  auditLog,
  cashAccounts,
  cashExtractions,
  cashMovements,
  cashSessions,
  nights,
  pointsOfSale,
  users,
  userVenues,
} from '../../db/schema';
import type { ServerDeps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { type Lang, requestLang, translate } from '../../lib/messages';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';

const CODES = ['141'] as const;

const NIGHT_NOT_FOUND = 'La noche no existe';
const NIGHT_NOT_OPEN = 'La noche no está abierta: solo se extrae efectivo durante una noche abierta';
const POS_NOT_FOUND = 'El punto de venta no existe';
const NO_REGISTER = 'El punto de venta no tiene una caja registradora';
const NO_SAFE = 'El local no tiene una caja fuerte donde guardar el efectivo';
const WITNESS_SELF = 'El testigo debe ser otra persona';
const WITNESS_NOT_IN_VENUE = 'El testigo no es un usuario activo del local';
const AT_IN_FUTURE = 'La hora de la extracción no puede ser futura';
const AT_BEFORE_NIGHT = 'La hora de la extracción es anterior a la noche';
/** {amount} is replaced by the formatted available cash. */
const OVER_AVAILABLE = 'La caja no tiene tanto efectivo: hay {amount} disponibles para extraer';

/** Floats are moved into the registers before the doors open: an extraction may be that early. */
const BEFORE_OPENING_MS = 6 * 60 * 60 * 1000;
/** Clock skew tolerated between a device and the server. */
const FUTURE_SKEW_MS = 5 * 60 * 1000;

class OverAvailable extends Error {
  constructor(readonly available: number) {
    super('over available');
  }
}

const LOCALES: Record<Lang, string> = { es: 'es-AR', de: 'de-DE', fr: 'fr-FR' };
function money(cents: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'ARS' }).format(cents / 100);
}

async function loadNight(db: Tx, venueId: string, nightId: string) {
  const [row] = await db
    .select()
    .from(nights)
    .where(and(eq(nights.id, nightId), eq(nights.venueId, venueId), isNull(nights.deletedAt)));
  if (!row) throw new ApiError(404, NIGHT_NOT_FOUND);
  return row;
}

function nightDto(n: typeof nights.$inferSelect): ExtractionNight {
  return { id: n.id, businessDate: n.businessDate, eventName: n.eventName, status: n.status };
}

const liveRegister = (venueId: string) =>
  and(eq(cashAccounts.venueId, venueId), eq(cashAccounts.kind, 'register'), isNull(cashAccounts.deletedAt));

/** Opening float, cash income and extractions of some registers on one night. */
async function registerFigures(db: Tx, nightId: string, accountIds: string[], posIds: string[]) {
  if (accountIds.length === 0) {
    return {
      sessions: new Map(),
      income: new Map<string, number>(),
      extracted: new Map<string, { sum: number; count: number }>(),
    };
  }
  const sessionRows = await db
    .select()
    .from(cashSessions)
    .where(and(eq(cashSessions.nightId, nightId), inArray(cashSessions.accountId, accountIds), isNull(cashSessions.deletedAt)))
    .orderBy(asc(cashSessions.createdAt));
  // The latest session of a register that night is the one that counts (a reopened one replaces it).
  const sessions = new Map(sessionRows.map((s) => [s.accountId, s]));
  const incomeRows = await db
    .select({ accountId: cashMovements.accountId, sum: sql<string>`coalesce(sum(${cashMovements.amount}), 0)` })
    .from(cashMovements)
    .where(
      and(
        eq(cashMovements.nightId, nightId),
        inArray(cashMovements.accountId, accountIds),
        eq(cashMovements.kind, 'income'),
        isNull(cashMovements.deletedAt),
      ),
    )
    .groupBy(cashMovements.accountId);
  const income = new Map(incomeRows.map((r) => [r.accountId, Number(r.sum)]));
  const extractedRows =
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
  const extracted = new Map(extractedRows.map((r) => [r.posId, { sum: Number(r.sum), count: Number(r.count) }]));
  return { sessions, income, extracted };
}

async function summaryOf(db: Db, venueId: string, nightId: string): Promise<ExtractionSummary> {
  const night = await loadNight(db, venueId, nightId);
  const accounts = await db
    .select({ account: cashAccounts, posName: pointsOfSale.name, posActive: pointsOfSale.active })
    .from(cashAccounts)
    .innerJoin(pointsOfSale, eq(pointsOfSale.id, cashAccounts.pointOfSaleId))
    .where(and(liveRegister(venueId), eq(pointsOfSale.venueId, venueId)))
    .orderBy(asc(pointsOfSale.name), asc(cashAccounts.createdAt));
  const figures = await registerFigures(
    db,
    nightId,
    accounts.map((a) => a.account.id),
    accounts.map((a) => a.account.pointOfSaleId ?? ''),
  );
  const registers: RegisterSummary[] = [];
  const seenPos = new Set<string>();
  for (const { account, posName, posActive } of accounts) {
    const posId = account.pointOfSaleId ?? '';
    const session = figures.sessions.get(account.id);
    const cashIncome = figures.income.get(account.id) ?? 0;
    // Extractions are filed by point of sale: a second register of the same one must not count them twice.
    const ext = seenPos.has(posId) ? undefined : figures.extracted.get(posId);
    seenPos.add(posId);
    const active = account.active && posActive;
    if (!active && !session && cashIncome === 0 && !ext) continue;
    const openingFloat = session?.openingFloat ?? 0;
    const extracted = ext?.sum ?? 0;
    registers.push({
      pointOfSaleId: posId,
      pointOfSaleName: posName,
      accountId: account.id,
      accountName: account.name,
      sessionStatus: session?.status ?? null,
      openingFloat,
      cashIncome,
      ...registerExpectation(openingFloat, cashIncome, extracted),
      extracted,
      count: ext?.count ?? 0,
      countedAmount: session?.countedAmount ?? null,
    });
  }
  const totals = registers.reduce(
    (t, r) => ({
      expectedBefore: t.expectedBefore + r.expectedBefore,
      extracted: t.extracted + r.extracted,
      count: t.count + r.count,
      expectedAfter: t.expectedAfter + r.expectedAfter,
    }),
    { expectedBefore: 0, extracted: 0, count: 0, expectedAfter: 0 },
  );
  return { night: nightDto(night), registers, totals };
}

const byUser = alias(users, 'by_user');
const witnessUser = alias(users, 'witness_user');

async function listExtractions(db: Db, venueId: string, where: SQL[]): Promise<ExtractionDto[]> {
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

export function extractionRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.get('/noches', guard(CODES), async (c) => {
    const venueId = requireVenue(c).id;
    const rows = await db
      .select()
      .from(nights)
      .where(and(eq(nights.venueId, venueId), isNull(nights.deletedAt), ne(nights.status, 'planned')))
      .orderBy(desc(nights.businessDate))
      .limit(120);
    return c.json(rows.map(nightDto));
  });

  app.get('/testigos', guard(CODES), async (c) => {
    const venueId = requireVenue(c).id;
    const rows = await db
      .selectDistinct({ id: users.id, name: users.displayName, position: users.position })
      .from(users)
      .innerJoin(userVenues, eq(userVenues.userId, users.id))
      .where(and(eq(userVenues.venueId, venueId), eq(users.active, true), isNull(users.deletedAt), ne(users.id, c.var.user.id)))
      .orderBy(asc(users.displayName));
    return c.json(rows satisfies WitnessDto[]);
  });

  app.get('/resumen', guard(CODES), validate('query', extractionSummaryQuerySchema), async (c) => {
    return c.json(await summaryOf(db, requireVenue(c).id, c.req.valid('query').nightId));
  });

  app.get('/', guard(CODES), validate('query', extractionListQuerySchema), async (c) => {
    const venueId = requireVenue(c).id;
    const q = c.req.valid('query');
    await loadNight(db, venueId, q.nightId);
    const where: SQL[] = [eq(cashExtractions.nightId, q.nightId)];
    if (q.pointOfSaleId) where.push(eq(cashExtractions.pointOfSaleId, q.pointOfSaleId));
    return c.json(await listExtractions(db, venueId, where));
  });

  app.post('/', guard(CODES), validate('json', extractionBodySchema), async (c) => {
    const venueId = requireVenue(c).id;
    const user = c.var.user;
    const body = c.req.valid('json');
    if (body.witnessedBy === user.id) throw new ApiError(422, WITNESS_SELF);
    const now = Date.now();
    const at = body.at ? new Date(body.at) : new Date(now);
    if (at.getTime() > now + FUTURE_SKEW_MS) throw new ApiError(422, AT_IN_FUTURE);
    let id: string;
    try {
      id = await db.transaction(async (tx) => {
        // Shared lock: closing the night waits for an extraction in flight, and vice versa.
        const [night] = await tx
          .select()
          .from(nights)
          .where(and(eq(nights.id, body.nightId), eq(nights.venueId, venueId), isNull(nights.deletedAt)))
          .for('share');
        if (!night) throw new ApiError(404, NIGHT_NOT_FOUND);
        if (night.status !== 'open') throw new ApiError(409, NIGHT_NOT_OPEN);
        if (at.getTime() < night.opensAt.getTime() - BEFORE_OPENING_MS) throw new ApiError(422, AT_BEFORE_NIGHT);
        const [pos] = await tx
          .select({ id: pointsOfSale.id, name: pointsOfSale.name })
          .from(pointsOfSale)
          .where(and(eq(pointsOfSale.id, body.pointOfSaleId), eq(pointsOfSale.venueId, venueId), isNull(pointsOfSale.deletedAt)));
        if (!pos) throw new ApiError(404, POS_NOT_FOUND);
        const [register] = await tx
          .select()
          .from(cashAccounts)
          .where(and(liveRegister(venueId), eq(cashAccounts.pointOfSaleId, pos.id)))
          .orderBy(desc(cashAccounts.active), asc(cashAccounts.createdAt))
          .limit(1)
          .for('update');
        if (!register) throw new ApiError(409, NO_REGISTER);
        const [safe] = await tx
          .select({ id: cashAccounts.id })
          .from(cashAccounts)
          .where(
            and(
              eq(cashAccounts.venueId, venueId),
              eq(cashAccounts.kind, 'safe'),
              eq(cashAccounts.active, true),
              isNull(cashAccounts.deletedAt),
            ),
          )
          .orderBy(asc(cashAccounts.createdAt))
          .limit(1);
        if (!safe) throw new ApiError(409, NO_SAFE);
        const [witness] = await tx
          .select({ id: users.id })
          .from(users)
          .innerJoin(userVenues, eq(userVenues.userId, users.id))
          .where(
            and(eq(users.id, body.witnessedBy), eq(userVenues.venueId, venueId), eq(users.active, true), isNull(users.deletedAt)),
          );
        if (!witness) throw new ApiError(422, WITNESS_NOT_IN_VENUE);

        const figures = await registerFigures(tx, night.id, [register.id], [pos.id]);
        const { expectedAfter } = registerExpectation(
          figures.sessions.get(register.id)?.openingFloat ?? 0,
          figures.income.get(register.id) ?? 0,
          figures.extracted.get(pos.id)?.sum ?? 0,
        );
        if (body.amount > expectedAfter) throw new OverAvailable(Math.max(0, expectedAfter));

        const extractionId = uuidv7();
        const group = uuidv7();
        const note = body.note ?? '';
        await tx.insert(cashExtractions).values({
          id: extractionId,
          nightId: night.id,
          pointOfSaleId: pos.id,
          amount: body.amount,
          by: user.id,
          witnessedBy: witness.id,
          at,
          note,
          transferGroupId: group,
        });
        const legNote = note ? `Extracción — ${pos.name}: ${note}` : `Extracción — ${pos.name}`;
        await tx.insert(cashMovements).values([
          {
            accountId: register.id,
            at,
            nightId: night.id,
            kind: 'extraction',
            amount: -body.amount,
            note: legNote,
            userId: user.id,
            transferGroupId: group,
          },
          {
            accountId: safe.id,
            at,
            nightId: night.id,
            kind: 'extraction',
            amount: body.amount,
            note: legNote,
            userId: user.id,
            transferGroupId: group,
          },
        ]);
        await tx.insert(auditLog).values({
          userId: user.id,
          action: 'cash_extraction.create',
          entity: 'cash_extractions',
          entityId: extractionId,
          before: null,
          after: { nightId: night.id, pointOfSaleId: pos.id, amount: body.amount, witnessedBy: witness.id, at, group },
        });
        return extractionId;
      });
    } catch (error) {
      if (!(error instanceof OverAvailable)) throw error;
      const lang = requestLang(c);
      const message = translate(lang, OVER_AVAILABLE).replace('{amount}', money(error.available, lang));
      return c.json({ message, available: error.available }, 409);
    }
    const [row] = await listExtractions(db, venueId, [eq(cashExtractions.id, id)]);
    return c.json(row, 201);
  });

  return app;
}
