// Preloads (precargas, 407): what each bar should receive before a night (the plan) and what it
// did receive (the load). Loading writes `preload` movements through the ledger: into the bar and,
// when the preload has a source warehouse, out of it (src/contract/inventory-nightly.ts). A second
// load of the same line writes only the difference, so nothing is ever counted twice.
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { businessDate } from '../../../src/contract/business-date';
import type {
  BarStockLine,
  GoodRef,
  LocationRef,
  NightOptionsResponse,
  PreloadLine,
  PreloadLoadInput,
  PreloadLoadResult,
  PreloadPlanInput,
  PreloadsResponse,
} from '../../../src/contract/inventory-nightly';
import type { Db } from '../../db/client';
import { goods, nights, preloads, stockLocations } from '../../db/schema';
import { findCurrentNight, requireNotClosed, venueNight } from '../../domain/night-of';
import {
  type MovementInput,
  onHandNow,
  recordMovements,
  requireGoods,
  requireLocation,
  roundQty,
} from '../../domain/stock-ledger';
import { ofVenue } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';
import type { AuthUser } from '../../middleware/auth';
import { loadVenue, type NightRow, nightSummary } from './nightly-common';
import { goodRefColumns, venuePars } from './stock.service';

export const SOURCE_LOCKED = 'No se puede cambiar el depósito de origen de una precarga ya cargada';

type PreloadRow = typeof preloads.$inferSelect;

function toLine(row: PreloadRow): PreloadLine {
  return {
    id: row.id,
    locationId: row.locationId,
    goodId: row.goodId,
    sourceLocationId: row.sourceLocationId,
    plannedQuantity: roundQty(row.plannedQuantity),
    loadedQuantity: row.loadedQuantity === null ? null : roundQty(row.loadedQuantity),
    loadedAt: row.loadedAt?.toISOString() ?? null,
    loadedBy: row.loadedBy,
  };
}

export async function venueLocations(db: Db, venueId: string): Promise<LocationRef[]> {
  const rows = await db
    .select({ id: stockLocations.id, name: stockLocations.name, kind: stockLocations.kind })
    .from(stockLocations)
    .where(ofVenue(stockLocations, venueId, eq(stockLocations.active, true)))
    .orderBy(stockLocations.name);
  return rows;
}

/** The night and location pickers of the preloads, live stock and reports screens. */
export async function nightOptions(db: Db, venueId: string): Promise<NightOptionsResponse> {
  const venue = await loadVenue(db, venueId);
  const today = businessDate(new Date(), venue.timezone, venue.businessDayCutoffHour);
  const rows = await db.select().from(nights).where(ofVenue(nights, venueId)).orderBy(desc(nights.businessDate)).limit(400);
  const current = await findCurrentNight(db, venueId);
  return {
    nights: rows.map(nightSummary),
    locations: await venueLocations(db, venueId),
    currentNightId: current?.id ?? null,
    today,
    timezone: venue.timezone,
    currency: venue.currency,
  };
}

async function barLines(db: Db, nightId: string, locationIds: readonly string[]): Promise<PreloadLine[]> {
  if (locationIds.length === 0) return [];
  const rows = await db
    .select()
    .from(preloads)
    .where(and(eq(preloads.nightId, nightId), inArray(preloads.locationId, [...locationIds]), isNull(preloads.deletedAt)));
  return rows.map(toLine);
}

/** The night asked for, else the open one, else the next planned one (null when none). */
async function chosenNight(db: Db, venueId: string, nightId: string | undefined): Promise<NightRow | null> {
  if (nightId) return venueNight(db, venueId, nightId);
  const current = await findCurrentNight(db, venueId);
  return current ? venueNight(db, venueId, current.id) : null;
}

export async function getPreloads(db: Db, venueId: string, nightId: string | undefined): Promise<PreloadsResponse> {
  const night = await chosenNight(db, venueId, nightId);
  const locations = await venueLocations(db, venueId);
  const bars = locations.filter((l) => l.kind === 'bar');
  const warehouses = locations.filter((l) => l.kind === 'warehouse');
  const barIds = bars.map((b) => b.id);
  const lines = night ? await barLines(db, night.id, barIds) : [];
  const lineGoods = [...new Set(lines.map((l) => l.goodId))];
  const goodRows: GoodRef[] = await db
    .select(goodRefColumns)
    .from(goods)
    .where(
      and(
        eq(goods.venueId, venueId),
        or(
          and(eq(goods.active, true), isNull(goods.deletedAt)),
          lineGoods.length > 0 ? inArray(goods.id, lineGoods) : sql`false`,
        ),
      ),
    )
    .orderBy(goods.category, goods.name);

  const stock = new Map<string, BarStockLine>();
  const entry = (locationId: string, goodId: string) => {
    const key = `${locationId}|${goodId}`;
    let s = stock.get(key);
    if (!s) {
      s = { locationId, goodId, onHand: 0, parIdeal: null, parMinimum: null };
      stock.set(key, s);
    }
    return s;
  };
  if (barIds.length > 0) {
    for (const level of await onHandNow(db, venueId, { locationIds: barIds })) {
      if (level.quantity !== 0) entry(level.locationId, level.goodId).onHand = level.quantity;
    }
    const pars = await venuePars(db, venueId, barIds);
    for (const p of pars) {
      const s = entry(p.locationId, p.goodId);
      s.parIdeal = roundQty(p.idealQuantity);
      s.parMinimum = roundQty(p.minimumQuantity);
    }
  }
  return { night: night ? nightSummary(night) : null, bars, warehouses, goods: goodRows, lines, stock: [...stock.values()] };
}

/** The night, locked against closing while it is written to, when it is not closed. */
async function writableNight(tx: Db, venueId: string, nightId: string): Promise<NightRow> {
  const night = await venueNight(tx, venueId, nightId, 'share');
  requireNotClosed(night);
  return night;
}

/** Bulk upsert of the planned quantities of one bar; lines not sent stay as they are. */
export async function savePlan(db: Db, venueId: string, input: PreloadPlanInput): Promise<PreloadLine[]> {
  return db.transaction(async (tx) => {
    await writableNight(tx, venueId, input.nightId);
    await requireLocation(tx, venueId, input.locationId, 'bar');
    const sources = new Set([input.sourceLocationId, ...input.lines.map((l) => l.sourceLocationId)]);
    for (const source of sources) if (source) await requireLocation(tx, venueId, source, 'warehouse');
    await requireGoods(
      tx,
      venueId,
      input.lines.map((l) => l.goodId),
    );
    if (input.lines.length > 0) {
      const existing = new Map(
        (
          await tx
            .select()
            .from(preloads)
            .where(
              and(
                eq(preloads.nightId, input.nightId),
                eq(preloads.locationId, input.locationId),
                inArray(
                  preloads.goodId,
                  input.lines.map((l) => l.goodId),
                ),
              ),
            )
            .for('update')
        ).map((r) => [r.goodId, r]),
      );
      const now = new Date();
      const values: (typeof preloads.$inferInsert)[] = [];
      for (const line of input.lines) {
        const before = existing.get(line.goodId);
        const planned = roundQty(line.plannedQuantity);
        const asked = line.sourceLocationId !== undefined ? line.sourceLocationId : input.sourceLocationId;
        const source = asked === undefined ? (before?.sourceLocationId ?? null) : asked;
        const loaded = before?.loadedQuantity ?? null;
        // The warehouse leg of a load already left that warehouse: another source would make a
        // later correction put stock back where it never came from.
        if (before && loaded !== null && roundQty(loaded) !== 0 && before.sourceLocationId !== source) {
          throw new ApiError(409, SOURCE_LOCKED);
        }
        if (!before && planned === 0) continue;
        values.push({
          nightId: input.nightId,
          locationId: input.locationId,
          goodId: line.goodId,
          sourceLocationId: source,
          plannedQuantity: planned,
          // A line planned at 0 and never loaded is withdrawn (a tombstone the replicas see).
          deletedAt: planned === 0 && loaded === null ? now : null,
          updatedAt: now,
        });
      }
      for (let i = 0; i < values.length; i += 500) {
        await tx
          .insert(preloads)
          .values(values.slice(i, i + 500))
          .onConflictDoUpdate({
            target: [preloads.nightId, preloads.locationId, preloads.goodId],
            set: {
              plannedQuantity: sql`excluded.planned_quantity`,
              sourceLocationId: sql`excluded.source_location_id`,
              deletedAt: sql`excluded.deleted_at`,
              updatedAt: sql`excluded.updated_at`,
            },
          });
      }
    }
    return barLines(tx, input.nightId, [input.locationId]);
  });
}

/** Records what was loaded into the bar: ledger movements for the difference to the last load. */
export async function recordLoad(db: Db, venueId: string, user: AuthUser, input: PreloadLoadInput): Promise<PreloadLoadResult> {
  return db.transaction(async (tx) => {
    const night = await writableNight(tx, venueId, input.nightId);
    const bar = await requireLocation(tx, venueId, input.locationId, 'bar');
    if (input.sourceLocationId) await requireLocation(tx, venueId, input.sourceLocationId, 'warehouse');
    const goodIds = input.lines.map((l) => l.goodId);
    await requireGoods(tx, venueId, goodIds);
    if (input.lines.length === 0) return { lines: await barLines(tx, night.id, [bar.id]), movements: 0 };

    // A good loaded without a plan gets a line planned at 0 (the plan stays what it was).
    await tx
      .insert(preloads)
      .values(
        goodIds.map((goodId) => ({
          nightId: night.id,
          locationId: bar.id,
          goodId,
          sourceLocationId: input.sourceLocationId ?? null,
          plannedQuantity: 0,
        })),
      )
      .onConflictDoNothing();
    // Locked: two people recording the same bar at once take turns, each seeing the other's load.
    const rows = await tx
      .select()
      .from(preloads)
      .where(and(eq(preloads.nightId, night.id), eq(preloads.locationId, bar.id), inArray(preloads.goodId, goodIds)))
      .for('update');
    const byGood = new Map(rows.map((r) => [r.goodId, r]));
    const now = new Date();
    const movements: MovementInput[] = [];
    for (const line of input.lines) {
      const row = byGood.get(line.goodId);
      if (!row) continue;
      const loaded = roundQty(line.loadedQuantity);
      const before = row.loadedQuantity === null ? null : roundQty(row.loadedQuantity);
      const diff = roundQty(loaded - (before ?? 0));
      if (before !== null && diff === 0 && !row.deletedAt) continue;
      const common = {
        goodId: row.goodId,
        kind: 'preload' as const,
        at: now,
        nightId: night.id,
        sourceType: 'preload',
        sourceId: row.id,
        userId: user.id,
      };
      movements.push({ ...common, locationId: bar.id, quantity: diff });
      if (row.sourceLocationId) {
        movements.push({ ...common, locationId: row.sourceLocationId, quantity: -diff, note: `Precarga ${bar.name}` });
      }
      await tx
        .update(preloads)
        .set({ loadedQuantity: loaded, loadedAt: now, loadedBy: user.id, deletedAt: null, updatedAt: now })
        .where(eq(preloads.id, row.id));
    }
    const written = await recordMovements(tx, movements);
    return { lines: await barLines(tx, night.id, [bar.id]), movements: written };
  });
}
