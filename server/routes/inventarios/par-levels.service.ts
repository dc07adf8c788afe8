// Par levels (ideal and minimum per location and good) and the purchase suggestions they drive.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  PAR_CONSUMPTION_WEEKS,
  PAR_DEFAULT_DAYS,
  type ParLevelsPut,
  type ParLevelsResponse,
  type ParLevelsSaveResponse,
  type ParSuggestions,
  type PurchaseLine,
  type PurchaseNeed,
  type PurchaseSuggestionsResponse,
} from '../../../src/contract/inventory-stock';
import { parGridOf } from '../../../src/contract/stock-board';
import type { Db } from '../../db/client';
import { parLevels, transferNoteLines, transferNotes } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { parFromUse, usedAt } from '../../domain/consumption';
import { requireGoods, requireLocation, roundQty } from '../../domain/stock-ledger';
import { ofVenue } from '../../domain/venue-rows';
import type { AuthUser } from '../../middleware/auth';
import { loadVenue, packsToBuy, pairKey, valueAt, venueGoods, venueLevels, venueLocations, venuePars } from './stock.service';

// ───────────────────────────── Par levels ─────────────────────────────

/**
 * Par levels suggested from consumption (issue 38): what the location used of each good in the last
 * 6 weeks (domain/consumption.ts), per day, times the days of stock to hold, in whole units.
 */
export async function parSuggestions(
  db: Db,
  venueId: string,
  locationId: string,
  days = PAR_DEFAULT_DAYS,
  now = new Date(),
): Promise<ParSuggestions> {
  await requireLocation(db, venueId, locationId);
  const periodDays = PAR_CONSUMPTION_WEEKS * 7;
  const from = new Date(now.getTime() - periodDays * 86_400_000);
  const used = await usedAt(db, locationId, from, now);
  const rows = [...used.entries()]
    .filter(([, u]) => u > 0)
    .map(([goodId, u]) => ({
      goodId,
      used: u,
      perDay: Math.round((u / periodDays) * 1000) / 1000,
      suggested: parFromUse(u, periodDays, days),
    }));
  return { locationId, days, weeks: PAR_CONSUMPTION_WEEKS, from: from.toISOString(), to: now.toISOString(), rows };
}

/** Every live, active good of the venue with its par level at the location (null: none). */
export async function parLevelsFor(db: Db, venueId: string, locationId: string): Promise<ParLevelsResponse> {
  const location = await requireLocation(db, venueId, locationId);
  const [goodRows, levels, pars] = await Promise.all([
    venueGoods(db, venueId),
    venueLevels(db, venueId, [locationId]),
    venuePars(db, venueId, [locationId]),
  ]);
  return parGridOf(location, goodRows, levels, pars);
}

/**
 * Saves a location's par levels in one transaction: upserts the lines with an ideal, removes
 * (tombstones) those with none. Unchanged lines are not rewritten, so replicas pull only what
 * changed. One audit entry holds the before and after of the changed goods.
 */
export async function saveParLevels(
  db: Db,
  user: AuthUser,
  venueId: string,
  input: ParLevelsPut,
): Promise<ParLevelsSaveResponse> {
  let saved = 0;
  let removed = 0;
  await db.transaction(async (tx) => {
    await requireLocation(tx as Db, venueId, input.locationId);
    await requireGoods(
      tx as Db,
      venueId,
      input.lines.map((l) => l.goodId),
    );
    const goodIds = input.lines.map((l) => l.goodId);
    if (goodIds.length === 0) return;
    const existing = await tx
      .select({
        goodId: parLevels.goodId,
        idealQuantity: parLevels.idealQuantity,
        minimumQuantity: parLevels.minimumQuantity,
        deletedAt: parLevels.deletedAt,
      })
      .from(parLevels)
      .where(and(eq(parLevels.locationId, input.locationId), inArray(parLevels.goodId, goodIds)))
      .for('update');
    const before = new Map(existing.map((e) => [e.goodId, e]));
    const changes: { goodId: string; before: unknown; after: unknown }[] = [];
    const upserts: { goodId: string; idealQuantity: number; minimumQuantity: number }[] = [];
    const removals: string[] = [];
    for (const line of input.lines) {
      const prev = before.get(line.goodId);
      const live = prev && !prev.deletedAt ? prev : undefined;
      const prevValue = live ? { ideal: Number(live.idealQuantity), minimum: Number(live.minimumQuantity) } : null;
      if (line.idealQuantity === null) {
        if (!live) continue;
        removals.push(line.goodId);
        changes.push({ goodId: line.goodId, before: prevValue, after: null });
        continue;
      }
      const ideal = roundQty(line.idealQuantity);
      const minimum = roundQty(line.minimumQuantity ?? 0);
      if (prevValue && prevValue.ideal === ideal && prevValue.minimum === minimum) continue;
      upserts.push({ goodId: line.goodId, idealQuantity: ideal, minimumQuantity: minimum });
      changes.push({ goodId: line.goodId, before: prevValue, after: { ideal, minimum } });
    }
    if (upserts.length > 0) {
      await tx
        .insert(parLevels)
        .values(upserts.map((u) => ({ locationId: input.locationId, ...u })))
        .onConflictDoUpdate({
          target: [parLevels.locationId, parLevels.goodId],
          set: {
            idealQuantity: sql`excluded.ideal_quantity`,
            minimumQuantity: sql`excluded.minimum_quantity`,
            deletedAt: null,
          },
        });
    }
    if (removals.length > 0) {
      await tx
        .update(parLevels)
        .set({ deletedAt: new Date() })
        .where(and(eq(parLevels.locationId, input.locationId), inArray(parLevels.goodId, removals), isNull(parLevels.deletedAt)));
    }
    saved = upserts.length;
    removed = removals.length;
    if (changes.length > 0) {
      await writeAudit(
        tx,
        user.id,
        'par_levels.save',
        'stock_locations',
        input.locationId,
        Object.fromEntries(changes.map((c) => [c.goodId, c.before])),
        Object.fromEntries(changes.map((c) => [c.goodId, c.after])),
      );
    }
  });
  return { ...(await parLevelsFor(db, venueId, input.locationId)), saved, removed };
}

// ───────────────────────────── Purchase suggestions ─────────────────────────────

/**
 * stockIdealCompras: per par level, ideal − (on hand + in transit towards the location on notes
 * already sent), when above 0; per good the sum of those shortfalls rounded up to the good's
 * supplier pack (one order line, not a pack per bar); grouped by supplier.
 */
export async function purchaseSuggestions(db: Db, venueId: string, locationId?: string): Promise<PurchaseSuggestionsResponse> {
  if (locationId) await requireLocation(db, venueId, locationId);
  const locationIds = locationId ? [locationId] : undefined;
  const [venue, locations, goodRows, levels, pars, transit] = await Promise.all([
    loadVenue(db, venueId),
    venueLocations(db, venueId),
    venueGoods(db, venueId),
    venueLevels(db, venueId, locationIds),
    venuePars(db, venueId, locationIds),
    db
      .select({
        locationId: transferNotes.toLocationId,
        goodId: transferNoteLines.goodId,
        quantity: sql<string>`sum(${transferNoteLines.quantitySent})`,
      })
      .from(transferNoteLines)
      .innerJoin(transferNotes, eq(transferNotes.id, transferNoteLines.transferNoteId))
      .where(
        ofVenue(
          transferNotes,
          venueId,
          eq(transferNotes.status, 'sent'),
          isNull(transferNoteLines.deletedAt),
          locationId ? eq(transferNotes.toLocationId, locationId) : undefined,
        ),
      )
      .groupBy(transferNotes.toLocationId, transferNoteLines.goodId),
  ]);
  const locById = new Map(locations.filter((l) => l.active).map((l) => [l.id, l]));
  const goodById = new Map(goodRows.filter((g) => g.active).map((g) => [g.id, g]));
  const onHand = new Map(levels.map((l) => [pairKey(l.locationId, l.goodId), l.quantity]));
  const inTransit = new Map(transit.map((t) => [pairKey(t.locationId, t.goodId), roundQty(Number(t.quantity))]));
  const needsByGood = new Map<string, PurchaseNeed[]>();
  for (const par of pars) {
    const loc = locById.get(par.locationId);
    if (!loc || !goodById.has(par.goodId)) continue;
    const key = pairKey(par.locationId, par.goodId);
    const have = onHand.get(key) ?? 0;
    const coming = inTransit.get(key) ?? 0;
    const missing = roundQty(par.idealQuantity - (have + coming));
    if (missing <= 0) continue;
    const needs = needsByGood.get(par.goodId) ?? [];
    needs.push({
      locationId: loc.id,
      locationName: loc.name,
      idealQuantity: par.idealQuantity,
      onHand: have,
      inTransit: coming,
      missing,
    });
    needsByGood.set(par.goodId, needs);
  }
  const bySupplier = new Map<string, PurchaseLine[]>();
  for (const [goodId, needs] of needsByGood) {
    const good = goodById.get(goodId);
    if (!good) continue;
    needs.sort((a, b) => a.locationName.localeCompare(b.locationName, 'es'));
    const missing = roundQty(needs.reduce((s, n) => s + n.missing, 0));
    const { packs, quantity } = packsToBuy(missing, good.supplierPack);
    const line: PurchaseLine = {
      goodId: good.id,
      sku: good.sku,
      name: good.name,
      category: good.category,
      unit: good.unit,
      supplier: good.supplier.trim(),
      supplierPack: Math.max(1, good.supplierPack),
      needs,
      missing,
      suggested: quantity,
      packs,
      unitCost: good.unitCost,
      cost: valueAt(quantity, good.unitCost),
    };
    const list = bySupplier.get(line.supplier) ?? [];
    list.push(line);
    bySupplier.set(line.supplier, list);
  }
  const suppliers = [...bySupplier.entries()]
    // Goods without a supplier go last.
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b, 'es')))
    .map(([supplier, lines]) => {
      lines.sort((a, b) => a.name.localeCompare(b.name, 'es'));
      return { supplier, lines, total: lines.reduce((s, l) => s + l.cost, 0) };
    });
  return {
    currency: venue.currency,
    generatedAt: new Date().toISOString(),
    suppliers,
    total: suppliers.reduce((s, g) => s + g.total, 0),
    lineCount: suppliers.reduce((s, g) => s + g.lines.length, 0),
  };
}
