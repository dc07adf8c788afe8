// The inventory ledger's reads (ledger.routes.ts holds the routes): breakage (remitos/roto), the
// movements ledger (movimientos) page by page, and the users of its filter. Scoped to the venue.
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import {
  type BreakageDto,
  type breakageListQuerySchema,
  type LedgerUser,
  MOVEMENTS_PAGE_DEFAULT,
  type MovementDto,
  type MovementsPage,
  type movementsQuerySchema,
} from '../../../src/contract/inventory-transfers';
import { valueAt } from '../../../src/contract/stock-board';
import type { Db } from '../../db/client';
import { breakages, goods, nights, stockLocations, stockMovements, transferNotes, users, userVenues } from '../../db/schema';
import { roundQty } from '../../domain/stock-ledger';
import { dayRange, encodeCursor, venueTimezone } from './transfers.service';

/** What a person reads of a breakage or a movement: its place, good, night and user. */
const names = {
  locationName: stockLocations.name,
  locationKind: stockLocations.kind,
  goodName: goods.name,
  goodSku: goods.sku,
  goodUnit: goods.unit,
  nightDate: nights.businessDate,
  userName: users.displayName,
};

/** Breakages or movements with `extra` and their `names`: the same four joins for both lists. */
function selectNamed<S extends SelectedFields>(db: Db, table: typeof breakages | typeof stockMovements, extra: S) {
  return db
    .select({ ...extra, ...names })
    .from(table)
    .innerJoin(stockLocations, eq(stockLocations.id, table.locationId))
    .innerJoin(goods, eq(goods.id, table.goodId))
    .leftJoin(nights, eq(nights.id, table.nightId))
    .leftJoin(users, eq(users.id, table.userId));
}

export async function listBreakage(
  db: Db,
  venueId: string,
  q: v.InferOutput<typeof breakageListQuerySchema>,
): Promise<BreakageDto[]> {
  const tz = await venueTimezone(db, venueId);
  const rows = await selectNamed(db, breakages, { b: breakages, goodCost: goods.unitCost, movementCost: stockMovements.unitCost })
    .leftJoin(
      stockMovements,
      and(
        eq(stockMovements.sourceType, 'breakage'),
        eq(stockMovements.sourceId, breakages.id),
        eq(stockMovements.kind, 'breakage'),
      ),
    )
    .where(
      and(
        eq(stockLocations.venueId, venueId),
        isNull(breakages.deletedAt),
        q.locationId ? eq(breakages.locationId, q.locationId) : undefined,
        q.goodId ? eq(breakages.goodId, q.goodId) : undefined,
        q.nightId ? eq(breakages.nightId, q.nightId) : undefined,
        ...dayRange(sql`${breakages.at}`, tz, q.from, q.to),
      ),
    )
    .orderBy(desc(breakages.at), desc(breakages.id))
    .limit(q.limit ?? 300);
  const list: BreakageDto[] = rows.map((r) => {
    const quantity = roundQty(r.b.quantity);
    const unitCost = r.movementCost ?? r.goodCost;
    return {
      id: r.b.id,
      at: r.b.at.toISOString(),
      location: { id: r.b.locationId, name: r.locationName, kind: r.locationKind },
      goodId: r.b.goodId,
      goodName: r.goodName,
      goodSku: r.goodSku,
      goodUnit: r.goodUnit,
      quantity,
      reason: r.b.reason,
      photoUrl: r.b.photoUrl,
      nightId: r.b.nightId,
      nightDate: r.nightDate ?? null,
      userId: r.b.userId,
      userName: r.userName ?? null,
      unitCost,
      valued: valueAt(quantity, unitCost),
    };
  });
  return list;
}

export async function listMovements(
  db: Db,
  venueId: string,
  q: v.InferOutput<typeof movementsQuerySchema>,
): Promise<MovementsPage> {
  const tz = await venueTimezone(db, venueId);
  const limit = q.limit ?? MOVEMENTS_PAGE_DEFAULT;
  const where: (SQL | undefined)[] = [
    inArray(
      stockMovements.locationId,
      db.select({ id: stockLocations.id }).from(stockLocations).where(eq(stockLocations.venueId, venueId)),
    ),
    q.nightId ? eq(stockMovements.nightId, q.nightId) : undefined,
    q.locationId ? eq(stockMovements.locationId, q.locationId) : undefined,
    q.goodId ? eq(stockMovements.goodId, q.goodId) : undefined,
    q.kind ? eq(stockMovements.kind, q.kind) : undefined,
    q.userId ? eq(stockMovements.userId, q.userId) : undefined,
    ...dayRange(sql`${stockMovements.at}`, tz, q.from, q.to),
  ];
  if (q.cursor) {
    const dot = q.cursor.indexOf('.');
    const micros = q.cursor.slice(0, dot);
    const afterId = q.cursor.slice(dot + 1);
    where.push(
      sql`(${stockMovements.at}, ${stockMovements.id}) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${afterId}::uuid)`,
    );
  }
  // The page is chosen on the ledger alone (a top-N over one table), then its few rows get names.
  const keys = await db
    .select({ id: stockMovements.id })
    .from(stockMovements)
    .where(and(...where))
    .orderBy(desc(stockMovements.at), desc(stockMovements.id))
    .limit(limit + 1);
  const pageKeys = keys.slice(0, limit);
  const detailed =
    pageKeys.length === 0
      ? []
      : await selectNamed(db, stockMovements, { m: stockMovements, documentNumber: transferNotes.number })
          .leftJoin(
            transferNotes,
            and(eq(stockMovements.sourceType, 'transfer_note'), eq(transferNotes.id, stockMovements.sourceId)),
          )
          .where(
            inArray(
              stockMovements.id,
              pageKeys.map((k) => k.id),
            ),
          );
  const byId = new Map(detailed.map((r) => [r.m.id, r]));
  const page = pageKeys.flatMap((k) => {
    const row = byId.get(k.id);
    return row ? [row] : [];
  });
  const movements: MovementDto[] = page.map((r) => {
    const quantity = roundQty(r.m.quantity);
    return {
      id: r.m.id,
      at: r.m.at.toISOString(),
      kind: r.m.kind,
      quantity,
      unitCost: r.m.unitCost,
      valued: valueAt(quantity, r.m.unitCost),
      location: { id: r.m.locationId, name: r.locationName, kind: r.locationKind },
      goodId: r.m.goodId,
      goodName: r.goodName,
      goodSku: r.goodSku,
      goodUnit: r.goodUnit,
      nightId: r.m.nightId,
      nightDate: r.nightDate ?? null,
      userId: r.m.userId,
      userName: r.userName ?? null,
      sourceType: r.m.sourceType,
      sourceId: r.m.sourceId,
      documentNumber: r.documentNumber ?? null,
      note: r.m.note,
    };
  });
  const last = pageKeys[pageKeys.length - 1];
  let nextCursor: string | null = null;
  if (keys.length > limit && last) {
    // The exact database time (microseconds) of the page's last row: a JS Date keeps only ms.
    const [edge] = await db
      .select({ micros: sql<string>`(extract(epoch from ${stockMovements.at}) * 1000000)::bigint::text` })
      .from(stockMovements)
      .where(eq(stockMovements.id, last.id));
    if (edge) nextCursor = encodeCursor(edge.micros, last.id);
  }
  return { movements, nextCursor };
}

/** Who may appear in the ledger's user filter: the venue's users (inactive ones too: history). */
export async function ledgerUsers(db: Db, venueId: string): Promise<LedgerUser[]> {
  const rows = await db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .innerJoin(userVenues, eq(userVenues.userId, users.id))
    .where(and(eq(userVenues.venueId, venueId), isNull(users.deletedAt)))
    .orderBy(users.displayName);
  return rows;
}
