// Names for the ids an audit page shows (issue 37, item 4): the changed row itself and every id
// among its before/after values (a register, a night, a card type, a person), so the log reads
// "Caja Barra 1" and "Valentina Ríos" instead of UUIDs — the first 13 characters of two UUIDv7
// written the same minute are the same. Only the venue's own rows are named (users: those who
// work at the venue); an id found nowhere stays an id.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, type PgTable, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  cardTypes,
  cashAccounts,
  cashCategories,
  cashPaymentMethods,
  goods,
  nights,
  pointsOfSale,
  priceLists,
  products,
  restoAreas,
  staffMembers,
  stockLocations,
  transferNotes,
  users,
  userVenues,
  venues,
  vipCards,
} from '../../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_IDS = 500;

interface Named {
  table: PgTable;
  id: PgColumn;
  venueId: PgColumn;
  name: SQL<string>;
}

/** The venue's tables whose rows an audit entry may point at, and how each row is named. */
const NAMED: Named[] = [
  { table: stockLocations, id: stockLocations.id, venueId: stockLocations.venueId, name: sql<string>`${stockLocations.name}` },
  { table: goods, id: goods.id, venueId: goods.venueId, name: sql<string>`${goods.name}` },
  { table: products, id: products.id, venueId: products.venueId, name: sql<string>`${products.name}` },
  { table: pointsOfSale, id: pointsOfSale.id, venueId: pointsOfSale.venueId, name: sql<string>`${pointsOfSale.name}` },
  { table: cashAccounts, id: cashAccounts.id, venueId: cashAccounts.venueId, name: sql<string>`${cashAccounts.name}` },
  { table: cashCategories, id: cashCategories.id, venueId: cashCategories.venueId, name: sql<string>`${cashCategories.name}` },
  {
    table: cashPaymentMethods,
    id: cashPaymentMethods.id,
    venueId: cashPaymentMethods.venueId,
    name: sql<string>`${cashPaymentMethods.name}`,
  },
  { table: cardTypes, id: cardTypes.id, venueId: cardTypes.venueId, name: sql<string>`${cardTypes.name}` },
  {
    table: vipCards,
    id: vipCards.id,
    venueId: vipCards.venueId,
    name: sql<string>`${vipCards.number} || ' · ' || ${vipCards.holderName}`,
  },
  {
    table: nights,
    id: nights.id,
    venueId: nights.venueId,
    name: sql<string>`to_char(${nights.businessDate}, 'DD/MM/YYYY') || coalesce(' · ' || nullif(${nights.eventName}, ''), '')`,
  },
  { table: staffMembers, id: staffMembers.id, venueId: staffMembers.venueId, name: sql<string>`${staffMembers.name}` },
  { table: priceLists, id: priceLists.id, venueId: priceLists.venueId, name: sql<string>`${priceLists.name}` },
  { table: restoAreas, id: restoAreas.id, venueId: restoAreas.venueId, name: sql<string>`${restoAreas.name}` },
  {
    table: transferNotes,
    id: transferNotes.id,
    venueId: transferNotes.venueId,
    name: sql<string>`'N.º ' || ${transferNotes.number}::text`,
  },
];

/** Every UUID in a value: the value itself, an array's items, an object's values (one level down). */
function collect(value: unknown, into: Set<string>, depth = 0): void {
  if (into.size >= MAX_IDS) return;
  if (typeof value === 'string') {
    if (UUID.test(value)) into.add(value.toLowerCase());
  } else if (Array.isArray(value)) {
    for (const v of value) collect(v, into, depth);
  } else if (value && typeof value === 'object' && depth < 2) {
    for (const v of Object.values(value)) collect(v, into, depth + 1);
  }
}

/** id → readable name, for the ids of these entries that are rows of the venue. */
export async function auditNames(
  db: Db,
  venueId: string,
  entries: readonly { entityId: string | null; before: unknown; after: unknown }[],
): Promise<Record<string, string>> {
  const ids = new Set<string>();
  for (const e of entries) {
    collect(e.entityId, ids);
    collect(e.before, ids);
    collect(e.after, ids);
  }
  if (ids.size === 0) return {};
  const list = [...ids];
  const names: Record<string, string> = {};
  const people = await db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .innerJoin(userVenues, and(eq(userVenues.userId, users.id), eq(userVenues.venueId, venueId)))
    .where(inArray(users.id, list));
  for (const p of people) names[p.id] = p.name;
  // The venue itself (its settings are audited under its id).
  if (ids.has(venueId.toLowerCase())) {
    const [venue] = await db.select({ name: venues.name }).from(venues).where(eq(venues.id, venueId));
    if (venue) names[venueId] = venue.name;
  }
  // One round trip for every named table (UNION ALL), not one query per table.
  const [first, second, ...rest] = NAMED.map((n) =>
    db
      .select({ id: sql<string>`${n.id}::text`.as('id'), name: n.name.as('name') })
      .from(n.table)
      .where(and(inArray(n.id, list), eq(n.venueId, venueId))),
  );
  const found = first && second ? await unionAll(first, second, ...rest) : [];
  for (const r of found) if (r.name) names[r.id] = r.name;
  return names;
}
