// Inventory: counts applied to the ledger, recounts, differences (ajustes/diferencias), reset
// (ajustes/limpiar), history (historico). Everything is scoped to the user's venue: another
// venue's count, task or location answers 404, the same as an unknown one.
//   GET  /diferencias                 418|420   count adjustments valued at cost, by night, location, good
//   GET  /recuentos                   103|418|420  open recount tasks
//   POST /recuentos/:id/resolver      103|418|420  apply a recount as the true observation
//   GET  /limpiar                     418|420   the venue's bars with what each holds
//   GET  /limpiar/:locationId         418|420   what a reset of a bar would zero
//   POST /limpiar                     418|420   zero a bar (reset movements), with the bar's name typed back
//   GET  /conteos, /conteos/:id       109       past counts and their differences
//   POST /conteos/:id/aplicar         103|420   apply a count left submitted
import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import {
  ADJUSTMENT_CODES,
  APPLY_COUNT_CODES,
  type CountDetailDto,
  type CountLineDto,
  type CountSummaryDto,
  type CountsQuery,
  confirmsName,
  countsQuerySchema,
  type DifferenceRow,
  type DifferencesResponse,
  differencesQuerySchema,
  HISTORY_CODES,
  idParamSchema,
  locationParamSchema,
  MAX_CLOCK_SKEW_MS,
  type NightRef,
  RECOUNT_CODES,
  type RecountTaskDto,
  type ResetBar,
  type ResetPreview,
  type ResetResult,
  type ResetRow,
  type ResolveRecountResponse,
  resetBodySchema,
  resolveRecountSchema,
} from '../../../src/contract/inventory-counts';
import { uuidv7 } from '../../../src/contract/uuid';
import type { Db } from '../../db/client';
import {
  goods,
  nights,
  recountTasks,
  stockCountLines,
  stockCounts,
  stockLevels,
  stockLocations,
  stockMovements,
  users,
  venues,
} from '../../db/schema';
import type { ServerDeps } from '../../deps';
import { recordMovements, requireLocation, roundQty } from '../../domain/stock-ledger';
import { ApiError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { pushNotification } from '../account/notifications.service';
import { applyStockCount, nightFinder, type PendingPush, resolveRecount } from './counts.service';

const COUNT_NOT_FOUND = 'El conteo no existe';
const COUNT_STILL_OPEN = 'El conteo todavía está abierto: envíalo desde la tablet para aplicarlo';
const TASK_NOT_FOUND = 'El recuento no existe';
const TASK_RESOLVED = 'Ese recuento ya fue resuelto';
const FUTURE_RECOUNT = 'La hora del recuento no puede ser futura';
const ONLY_BARS = 'Solo se puede limpiar una barra, no un depósito';
const CONFIRM_NAME = 'Escribe el nombre de la barra para confirmar';
const NIGHT_NOT_FOUND = 'La noche no existe';

async function venueClock(db: Db, venueId: string) {
  const [venue] = await db
    .select({ timezone: venues.timezone, cutoff: venues.businessDayCutoffHour })
    .from(venues)
    .where(eq(venues.id, venueId));
  return venue ?? { timezone: 'America/Argentina/Buenos_Aires', cutoff: 9 };
}

/** The business date (yyyy-MM-dd night) of a timestamp column, in the venue's timezone. */
function businessDateOf(column: SQL | typeof stockMovements.at, clock: { timezone: string; cutoff: number }): SQL {
  return sql`((${column} at time zone ${clock.timezone}) - make_interval(hours => ${clock.cutoff}::int))::date`;
}

function dateRange(
  column: SQL | typeof stockMovements.at,
  clock: { timezone: string; cutoff: number },
  from?: string,
  to?: string,
) {
  const day = businessDateOf(column, clock);
  return and(from ? sql`${day} >= ${from}::date` : undefined, to ? sql`${day} <= ${to}::date` : undefined);
}

function nightRef(id: string | null, businessDate: string | null, eventName: string | null): NightRef | null {
  return id && businessDate ? { id, businessDate, eventName: eventName ?? '' } : null;
}

const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

// ───────────────────────────── reset ─────────────────────────────

async function resetRows(db: Db, locationId: string, lock: boolean): Promise<ResetRow[]> {
  const query = db
    .select({
      goodId: stockLevels.goodId,
      quantity: stockLevels.quantity,
      goodName: goods.name,
      sku: goods.sku,
      category: goods.category,
      unit: goods.unit,
      unitCost: goods.unitCost,
    })
    .from(stockLevels)
    .innerJoin(goods, eq(goods.id, stockLevels.goodId))
    .where(and(eq(stockLevels.locationId, locationId), ne(stockLevels.quantity, 0)))
    .orderBy(asc(goods.name));
  // Locking the levels makes a sale arriving meanwhile wait: nothing slips in between read and zero.
  const rows = lock ? await query.for('update', { of: stockLevels }) : await query;
  return rows
    .map((r) => ({ ...r, quantity: roundQty(r.quantity), value: Math.round(roundQty(r.quantity) * r.unitCost) }))
    .filter((r) => r.quantity !== 0);
}

function totalsOf(rows: readonly { quantity: number; value: number }[]) {
  return {
    quantity: roundQty(rows.reduce((s, r) => s + r.quantity, 0)),
    value: rows.reduce((s, r) => s + r.value, 0),
  };
}

async function requireBar(db: Db, venueId: string, locationId: string) {
  const location = await requireLocation(db, venueId, locationId);
  if (location.kind !== 'bar') throw new ApiError(422, ONLY_BARS);
  return location;
}

// ───────────────────────────── history ─────────────────────────────

async function listCounts(db: Db, venueId: string, filter: CountsQuery & { id?: string }): Promise<CountSummaryDto[]> {
  const clock = await venueClock(db, venueId);
  const starter = alias(users, 'starter');
  const applier = alias(users, 'applier');
  const rows = await db
    .select({
      id: stockCounts.id,
      locationId: stockCounts.locationId,
      locationName: stockLocations.name,
      locationKind: stockLocations.kind,
      nightId: nights.id,
      businessDate: nights.businessDate,
      eventName: nights.eventName,
      scope: stockCounts.scope,
      status: stockCounts.status,
      startedAt: stockCounts.startedAt,
      startedBy: starter.displayName,
      submittedAt: stockCounts.submittedAt,
      appliedAt: stockCounts.appliedAt,
      appliedBy: applier.displayName,
      note: stockCounts.note,
    })
    .from(stockCounts)
    .innerJoin(stockLocations, eq(stockLocations.id, stockCounts.locationId))
    .leftJoin(nights, eq(nights.id, stockCounts.nightId))
    .leftJoin(starter, eq(starter.id, stockCounts.startedBy))
    .leftJoin(applier, eq(applier.id, stockCounts.appliedBy))
    .where(
      and(
        eq(stockLocations.venueId, venueId),
        isNull(stockCounts.deletedAt),
        filter.id ? eq(stockCounts.id, filter.id) : undefined,
        filter.locationId ? eq(stockCounts.locationId, filter.locationId) : undefined,
        filter.status ? eq(stockCounts.status, filter.status) : undefined,
        dateRange(sql`${stockCounts.startedAt}`, clock, filter.from, filter.to),
      ),
    )
    .orderBy(desc(stockCounts.startedAt))
    .limit(1000);
  const ids = rows.map((r) => r.id);
  const lineStats = new Map<string, { lines: number; held: number }>();
  const adjustments = new Map<string, { quantity: number; value: number }>();
  if (ids.length > 0) {
    const stats = await db
      .select({
        countId: stockCountLines.stockCountId,
        lines: sql<number>`count(*)::int`,
        held: sql<number>`count(*) filter (where ${stockCountLines.held})::int`,
      })
      .from(stockCountLines)
      .where(and(inArray(stockCountLines.stockCountId, ids), isNull(stockCountLines.deletedAt)))
      .groupBy(stockCountLines.stockCountId);
    for (const s of stats) lineStats.set(s.countId, { lines: Number(s.lines), held: Number(s.held) });
    const sums = await db
      .select({
        countId: stockMovements.sourceId,
        quantity: sql<string>`sum(${stockMovements.quantity})`,
        value: sql<string>`round(sum(${stockMovements.quantity} * ${stockMovements.unitCost}))`,
      })
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.kind, 'count_adjustment'),
          eq(stockMovements.sourceType, 'stock_count'),
          inArray(stockMovements.sourceId, ids),
        ),
      )
      .groupBy(stockMovements.sourceId);
    for (const s of sums) {
      if (s.countId) adjustments.set(s.countId, { quantity: roundQty(Number(s.quantity)), value: Number(s.value) });
    }
  }
  return rows.map((r) => ({
    id: r.id,
    locationId: r.locationId,
    locationName: r.locationName,
    locationKind: r.locationKind,
    night: nightRef(r.nightId, r.businessDate, r.eventName),
    scope: r.scope === 'full' ? 'full' : 'spot',
    status: r.status,
    startedAt: r.startedAt.toISOString(),
    startedBy: r.startedBy,
    submittedAt: iso(r.submittedAt),
    appliedAt: iso(r.appliedAt),
    appliedBy: r.appliedBy,
    note: r.note,
    lines: lineStats.get(r.id)?.lines ?? 0,
    heldLines: lineStats.get(r.id)?.held ?? 0,
    adjustmentQuantity: adjustments.get(r.id)?.quantity ?? 0,
    adjustmentValue: adjustments.get(r.id)?.value ?? 0,
  }));
}

async function countLines(db: Db, countId: string): Promise<CountLineDto[]> {
  const counter = alias(users, 'counter');
  const lines = await db
    .select({
      id: stockCountLines.id,
      goodId: stockCountLines.goodId,
      goodName: goods.name,
      sku: goods.sku,
      category: goods.category,
      unit: goods.unit,
      countedQuantity: stockCountLines.countedQuantity,
      countedAt: stockCountLines.countedAt,
      countedBy: counter.displayName,
      theoreticalQuantity: stockCountLines.theoreticalQuantity,
      held: stockCountLines.held,
    })
    .from(stockCountLines)
    .innerJoin(goods, eq(goods.id, stockCountLines.goodId))
    .leftJoin(counter, eq(counter.id, stockCountLines.countedBy))
    .where(and(eq(stockCountLines.stockCountId, countId), isNull(stockCountLines.deletedAt)))
    .orderBy(asc(goods.name));
  const sums = await db
    .select({
      goodId: stockMovements.goodId,
      quantity: sql<string>`sum(${stockMovements.quantity})`,
      value: sql<string>`round(sum(${stockMovements.quantity} * ${stockMovements.unitCost}))`,
    })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.kind, 'count_adjustment'),
        eq(stockMovements.sourceType, 'stock_count'),
        eq(stockMovements.sourceId, countId),
      ),
    )
    .groupBy(stockMovements.goodId);
  const byGood = new Map(sums.map((s) => [s.goodId, { quantity: roundQty(Number(s.quantity)), value: Number(s.value) }]));
  const lineIds = lines.map((l) => l.id);
  const tasks =
    lineIds.length === 0
      ? []
      : await db
          .select({ lineId: recountTasks.secondLineId, status: recountTasks.status })
          .from(recountTasks)
          .where(inArray(recountTasks.secondLineId, lineIds));
  const taskByLine = new Map(tasks.map((t) => [t.lineId, t.status]));
  return lines.map((l) => ({
    id: l.id,
    goodId: l.goodId,
    goodName: l.goodName,
    sku: l.sku,
    category: l.category,
    unit: l.unit,
    countedQuantity: roundQty(l.countedQuantity),
    countedAt: l.countedAt.toISOString(),
    countedBy: l.countedBy,
    theoreticalQuantity: l.theoreticalQuantity === null ? null : roundQty(l.theoreticalQuantity),
    difference: l.theoreticalQuantity === null ? null : roundQty(l.countedQuantity - l.theoreticalQuantity),
    adjustmentQuantity: byGood.get(l.goodId)?.quantity ?? 0,
    adjustmentValue: byGood.get(l.goodId)?.value ?? 0,
    held: l.held,
    recountStatus: taskByLine.get(l.id) ?? null,
  }));
}

export function countRoutes({ db, guard, push }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();

  const pushAll = (pushes: PendingPush[]) => {
    for (const p of pushes) pushNotification(push, p.userId, p.notification);
  };

  // ── ajustes/diferencias ─────────────────────────────────────────────────────────────────
  app.get('/diferencias', guard(ADJUSTMENT_CODES), validate('query', differencesQuerySchema), async (c) => {
    const venueId = requireVenue(c).id;
    const q = c.req.valid('query');
    const clock = await venueClock(db, venueId);
    const grouped = await db
      .select({
        nightId: stockMovements.nightId,
        businessDate: nights.businessDate,
        eventName: nights.eventName,
        locationId: stockMovements.locationId,
        locationName: stockLocations.name,
        locationKind: stockLocations.kind,
        goodId: stockMovements.goodId,
        goodName: goods.name,
        sku: goods.sku,
        category: goods.category,
        unit: goods.unit,
        quantity: sql<string>`sum(${stockMovements.quantity})`,
        value: sql<string>`round(sum(${stockMovements.quantity} * ${stockMovements.unitCost}))`,
        movements: sql<number>`count(*)::int`,
        lastAt: sql<string>`max(${stockMovements.at})`.mapWith(stockMovements.at),
      })
      .from(stockMovements)
      .innerJoin(stockLocations, eq(stockLocations.id, stockMovements.locationId))
      .innerJoin(goods, eq(goods.id, stockMovements.goodId))
      .leftJoin(nights, eq(nights.id, stockMovements.nightId))
      .where(
        and(
          // Every count adjustment comes from a count: the source index narrows the ledger scan.
          eq(stockMovements.sourceType, 'stock_count'),
          eq(stockMovements.kind, 'count_adjustment'),
          eq(stockLocations.venueId, venueId),
          q.nightId ? eq(stockMovements.nightId, q.nightId) : undefined,
          q.locationId ? eq(stockMovements.locationId, q.locationId) : undefined,
          q.goodId ? eq(stockMovements.goodId, q.goodId) : undefined,
          dateRange(stockMovements.at, clock, q.from, q.to),
        ),
      )
      .groupBy(
        stockMovements.nightId,
        nights.businessDate,
        nights.eventName,
        stockMovements.locationId,
        stockLocations.name,
        stockLocations.kind,
        stockMovements.goodId,
        goods.name,
        goods.sku,
        goods.category,
        goods.unit,
      )
      .orderBy(desc(sql`max(${stockMovements.at})`), asc(stockLocations.name), asc(goods.name));
    const rows: DifferenceRow[] = grouped
      .map((r) => ({
        night: nightRef(r.nightId, r.businessDate, r.eventName),
        locationId: r.locationId,
        locationName: r.locationName,
        locationKind: r.locationKind,
        goodId: r.goodId,
        goodName: r.goodName,
        sku: r.sku,
        category: r.category,
        unit: r.unit,
        quantity: roundQty(Number(r.quantity)),
        value: Number(r.value),
        movements: Number(r.movements),
        lastAt: new Date(r.lastAt).toISOString(),
      }))
      // An adjustment and its compensation in the same group leave nothing to report.
      .filter((r) => r.quantity !== 0 || r.value !== 0);
    const missing = rows.filter((r) => r.quantity < 0);
    const surplus = rows.filter((r) => r.quantity > 0);
    const body: DifferencesResponse = {
      rows,
      totals: {
        ...totalsOf(rows),
        missingQuantity: totalsOf(missing).quantity,
        missingValue: totalsOf(missing).value,
        surplusQuantity: totalsOf(surplus).quantity,
        surplusValue: totalsOf(surplus).value,
      },
    };
    return c.json(body);
  });

  // ── recounts ────────────────────────────────────────────────────────────────────────────
  app.get('/recuentos', guard(RECOUNT_CODES), async (c) => {
    const venueId = requireVenue(c).id;
    const first = alias(stockCountLines, 'first_line');
    const second = alias(stockCountLines, 'second_line');
    const rows = await db
      .select({
        id: recountTasks.id,
        locationId: recountTasks.locationId,
        locationName: stockLocations.name,
        goodId: recountTasks.goodId,
        goodName: goods.name,
        sku: goods.sku,
        unit: goods.unit,
        firstCountId: first.stockCountId,
        firstCountedAt: first.countedAt,
        firstQuantity: first.countedQuantity,
        secondCountId: second.stockCountId,
        secondCountedAt: second.countedAt,
        expectedQuantity: recountTasks.expectedQuantity,
        countedQuantity: recountTasks.countedQuantity,
        createdAt: recountTasks.createdAt,
      })
      .from(recountTasks)
      .innerJoin(stockLocations, eq(stockLocations.id, recountTasks.locationId))
      .innerJoin(goods, eq(goods.id, recountTasks.goodId))
      .innerJoin(first, eq(first.id, recountTasks.firstLineId))
      .innerJoin(second, eq(second.id, recountTasks.secondLineId))
      .where(and(eq(stockLocations.venueId, venueId), eq(recountTasks.status, 'open')))
      .orderBy(asc(recountTasks.createdAt));
    const body: RecountTaskDto[] = rows.map((r) => ({
      ...r,
      firstCountedAt: r.firstCountedAt.toISOString(),
      firstQuantity: roundQty(r.firstQuantity),
      secondCountedAt: r.secondCountedAt.toISOString(),
      expectedQuantity: roundQty(r.expectedQuantity),
      countedQuantity: roundQty(r.countedQuantity),
      createdAt: r.createdAt.toISOString(),
    }));
    return c.json(body);
  });

  app.post(
    '/recuentos/:id/resolver',
    guard(RECOUNT_CODES),
    validate('param', idParamSchema),
    validate('json', resolveRecountSchema),
    async (c) => {
      const venueId = requireVenue(c).id;
      const { id } = c.req.valid('param');
      const { quantity, countedAt } = c.req.valid('json');
      const now = new Date();
      const at = countedAt ? new Date(countedAt) : now;
      if (at.getTime() > now.getTime() + MAX_CLOCK_SKEW_MS) throw new ApiError(422, FUTURE_RECOUNT);
      const result = await db.transaction((tx) =>
        resolveRecount(tx, { taskId: id, venueId, userId: c.var.user.id, quantity, countedAt: at, now }),
      );
      if (result.kind === 'not-found') throw new ApiError(404, TASK_NOT_FOUND);
      if (result.kind === 'resolved') throw new ApiError(409, TASK_RESOLVED);
      const body: ResolveRecountResponse = {
        taskIds: result.taskIds,
        countId: result.countId,
        lineId: result.lineId,
        theoreticalQuantity: result.theoreticalQuantity,
        adjustment: result.adjustment,
      };
      return c.json(body);
    },
  );

  // ── ajustes/limpiar ─────────────────────────────────────────────────────────────────────
  app.get('/limpiar', guard(ADJUSTMENT_CODES), async (c) => {
    const venueId = requireVenue(c).id;
    const rows = await db
      .select({
        id: stockLocations.id,
        name: stockLocations.name,
        goods: sql<number>`count(${stockLevels.id}) filter (where ${stockLevels.quantity} <> 0)::int`,
        quantity: sql<string>`coalesce(sum(${stockLevels.quantity}), 0)`,
        value: sql<string>`coalesce(round(sum(${stockLevels.quantity} * ${goods.unitCost})), 0)`,
      })
      .from(stockLocations)
      .leftJoin(stockLevels, eq(stockLevels.locationId, stockLocations.id))
      .leftJoin(goods, eq(goods.id, stockLevels.goodId))
      .where(
        and(
          eq(stockLocations.venueId, venueId),
          eq(stockLocations.kind, 'bar'),
          eq(stockLocations.active, true),
          isNull(stockLocations.deletedAt),
        ),
      )
      .groupBy(stockLocations.id, stockLocations.name)
      .orderBy(asc(stockLocations.name));
    const body: ResetBar[] = rows.map((r) => ({
      id: r.id,
      name: r.name,
      goods: Number(r.goods),
      quantity: roundQty(Number(r.quantity)),
      value: Number(r.value),
    }));
    return c.json(body);
  });

  app.get('/limpiar/:locationId', guard(ADJUSTMENT_CODES), validate('param', locationParamSchema), async (c) => {
    const venueId = requireVenue(c).id;
    const location = await requireBar(db, venueId, c.req.valid('param').locationId);
    const rows = await resetRows(db, location.id, false);
    const body: ResetPreview = { location: { id: location.id, name: location.name }, rows, totals: totalsOf(rows) };
    return c.json(body);
  });

  app.post('/limpiar', guard(ADJUSTMENT_CODES), validate('json', resetBodySchema), async (c) => {
    const venueId = requireVenue(c).id;
    const { locationId, nightId, confirm } = c.req.valid('json');
    const userId = c.var.user.id;
    const body = await db.transaction(async (tx): Promise<ResetResult> => {
      const location = await requireBar(tx, venueId, locationId);
      if (!confirmsName(confirm, location.name)) throw new ApiError(422, CONFIRM_NAME);
      const at = new Date();
      // The night the reset belongs to: the one asked for, else the night of this moment (if any).
      let night: NightRef | null = null;
      const targetNight = nightId ?? (await (await nightFinder(tx, venueId))(at));
      if (targetNight) {
        const [found] = await tx
          .select({ id: nights.id, businessDate: nights.businessDate, eventName: nights.eventName })
          .from(nights)
          .where(and(eq(nights.id, targetNight), eq(nights.venueId, venueId), isNull(nights.deletedAt)));
        if (!found && nightId) throw new ApiError(404, NIGHT_NOT_FOUND);
        night = found ?? null;
      }
      const rows = await resetRows(tx, location.id, true);
      const resetId = uuidv7();
      await recordMovements(
        tx,
        rows.map((r) => ({
          locationId: location.id,
          goodId: r.goodId,
          kind: 'reset' as const,
          quantity: -r.quantity,
          unitCost: r.unitCost,
          at,
          nightId: night?.id ?? null,
          sourceType: 'stock_reset',
          sourceId: resetId,
          userId,
        })),
      );
      return {
        resetId,
        at: at.toISOString(),
        night,
        location: { id: location.id, name: location.name },
        rows,
        totals: totalsOf(rows),
      };
    });
    return c.json(body);
  });

  // ── historico ───────────────────────────────────────────────────────────────────────────
  app.get('/conteos', guard(HISTORY_CODES), validate('query', countsQuerySchema), async (c) => {
    const venueId = requireVenue(c).id;
    return c.json(await listCounts(db, venueId, c.req.valid('query')));
  });

  app.get('/conteos/:id', guard(HISTORY_CODES), validate('param', idParamSchema), async (c) => {
    const venueId = requireVenue(c).id;
    const { id } = c.req.valid('param');
    const [count] = await listCounts(db, venueId, { id });
    if (!count) throw new ApiError(404, COUNT_NOT_FOUND);
    const body: CountDetailDto = { ...count, lineItems: await countLines(db, id) };
    return c.json(body);
  });

  app.post('/conteos/:id/aplicar', guard(APPLY_COUNT_CODES), validate('param', idParamSchema), async (c) => {
    const venueId = requireVenue(c).id;
    const { id } = c.req.valid('param');
    const result = await db.transaction(async (tx) => {
      const [count] = await tx
        .select({ id: stockCounts.id, status: stockCounts.status })
        .from(stockCounts)
        .innerJoin(stockLocations, eq(stockLocations.id, stockCounts.locationId))
        .where(and(eq(stockCounts.id, id), eq(stockLocations.venueId, venueId), isNull(stockCounts.deletedAt)))
        .for('update', { of: stockCounts });
      if (!count) throw new ApiError(404, COUNT_NOT_FOUND);
      if (count.status === 'open') throw new ApiError(409, COUNT_STILL_OPEN);
      return applyStockCount(tx, { countId: id, venueId, userId: c.var.user.id });
    });
    pushAll(result.pushes);
    return c.json({ countId: result.countId, status: result.status, adjusted: result.adjusted, held: result.held });
  });

  return app;
}
