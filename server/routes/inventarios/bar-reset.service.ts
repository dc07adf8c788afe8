// ajustes/limpiar: zeroing a bar. The reset writes one 'reset' movement per good the bar holds,
// under a lock on its stock levels, filed under the night asked for or the night of the moment.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  confirmsName,
  type NightRef,
  type ResetBar,
  type ResetPreview,
  type ResetResult,
  type ResetRow,
} from '../../../src/contract/inventory-counts';
import { valueAt } from '../../../src/contract/stock-board';
import { uuidv7 } from '../../../src/contract/uuid';
import type { Db } from '../../db/client';
import { goods, nights, stockLevels, stockLocations } from '../../db/schema';
import { NIGHT_NOT_FOUND } from '../../domain/night-of';
import { recordMovements, requireLocation, roundQty } from '../../domain/stock-ledger';
import { ofVenue } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';
import { totalsOf } from './count-report-common';
import { nightFinder } from './counts.service';

const ONLY_BARS = 'Solo se puede limpiar una barra, no un depósito';
const CONFIRM_NAME = 'Escribe el nombre de la barra para confirmar';

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
    .map((r) => ({ ...r, quantity: roundQty(r.quantity), value: valueAt(roundQty(r.quantity), r.unitCost) }))
    .filter((r) => r.quantity !== 0);
}

async function requireBar(db: Db, venueId: string, locationId: string) {
  const location = await requireLocation(db, venueId, locationId);
  if (location.kind !== 'bar') throw new ApiError(422, ONLY_BARS);
  return location;
}

/** The venue's active bars with what each holds. */
export async function resetBars(db: Db, venueId: string): Promise<ResetBar[]> {
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
    .where(ofVenue(stockLocations, venueId, eq(stockLocations.kind, 'bar'), eq(stockLocations.active, true)))
    .groupBy(stockLocations.id, stockLocations.name)
    .orderBy(asc(stockLocations.name));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    goods: Number(r.goods),
    quantity: roundQty(Number(r.quantity)),
    value: Number(r.value),
  }));
}

/** What a reset of the bar would zero. */
export async function resetPreview(db: Db, venueId: string, locationId: string): Promise<ResetPreview> {
  const location = await requireBar(db, venueId, locationId);
  const rows = await resetRows(db, location.id, false);
  return { location: { id: location.id, name: location.name }, rows, totals: totalsOf(rows) };
}

export async function resetBar(
  db: Db,
  venueId: string,
  userId: string,
  { locationId, nightId, confirm }: { locationId: string; nightId?: string | null; confirm: string },
): Promise<ResetResult> {
  return db.transaction(async (tx): Promise<ResetResult> => {
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
        .where(ofVenue(nights, venueId, eq(nights.id, targetNight)));
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
}
