// The deterministic demo venue: "Noctua Club", an Argentine boliche after 60 nights. Everything
// is generated in memory from seeded random streams (same `now` → same rows, ids included; only
// the password hashes' salts differ), then
// written in foreign-key order inside ONE transaction, so a failed seed leaves an empty database
// and the next start simply tries again.
import { count, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../client';
import * as schema from '../schema';
import { seedNightAlerts } from './alerts';
import { bulkInsert, RowSink, withBulkLoad } from './bulk';
import { DAY, keepLastNightOpen, planNights } from './calendar';
import { CardBook } from './cards';
import { buildCash } from './cash';
import { buildCatalogue } from './catalogue';
import { buildContent } from './content';
import type { SeedContext } from './context';
import { seedEInvoicingSettings } from './einvoicing';
import { buildInvoices } from './invoices';
import { buildPeople } from './people';
import { seedPurchasing } from './purchasing';
import { hashString, IdGen, Rng } from './random';
import { buildResto } from './resto';
import { saturdayUse } from './sale-mix';
import { simulateNights, staffUserFor } from './sales';
import { type SeedSize, SIZES } from './sizes';
import { StockBook } from './stock';
import { buildCancellations, buildFreeEntries } from './support';
import { buildTerminalEvents, buildVenue } from './venue';

export type { SeedSize } from './sizes';

/** Rows written per table (SQL table name → count), for logs and benchmarks. */
export type SeedSummary = Record<string, number>;

export interface SeedOptions {
  size: SeedSize;
  /**
   * Password of nuevo@noctua.test, who must change it (SPEC "{secret}"): the deployment's
   * NOCTUA_DEFAULT_PASSWORD, or `cambiame` when it sets none (the demo's published account; it
   * does not expire, unlike a password an admin sets).
   */
  defaultPassword: string | undefined;
  /** The story ends here; default: the current time. */
  now?: Date;
}

/** nuevo@'s password when the deployment sets no NOCTUA_DEFAULT_PASSWORD (README "Demo accounts"). */
export const DEMO_DEFAULT_PASSWORD = 'cambiame';

/** The one seed of every random stream: the demo looks the same on every install. */
const SEED = hashString('noctua-demo-2026');

/** Parents before children. Ledgers go last, sorted by time, so versions follow the story. */
const INSERT_ORDER: PgTable[] = [
  schema.venues,
  schema.privileges,
  schema.users,
  schema.userVenues,
  schema.userPrivileges,
  schema.stockLocations,
  schema.priceLists,
  schema.pointsOfSale,
  schema.terminals,
  schema.terminalEvents,
  schema.goods,
  schema.goodBarcodes,
  schema.products,
  schema.recipeLines,
  schema.priceListItems,
  schema.parLevels,
  schema.nights,
  schema.cardTypes,
  schema.vipCards,
  schema.sales,
  schema.saleLines,
  schema.cancellationRequests,
  schema.freeEntries,
  schema.freeEntryCheckIns,
  schema.cardLedger,
  schema.transferNotes,
  schema.transferNoteLines,
  schema.breakages,
  schema.stockCounts,
  schema.stockCountLines,
  schema.preloads,
  schema.stockMovements,
  schema.cashAccounts,
  schema.cashCategories,
  schema.cashPaymentMethods,
  schema.cashSessions,
  schema.cashMovements,
  schema.cashExtractions,
  schema.staffMembers,
  schema.staffShifts,
  schema.staffPayments,
  schema.restoStations,
  schema.restoMenuItems,
  schema.restoModifiers,
  schema.restoSettings,
  schema.restoAreas,
  schema.restoTables,
  schema.reservations,
  schema.reservationTables,
  schema.kitchenOrders,
  schema.kitchenOrderLines,
  schema.invoices,
  schema.invoiceLines,
  schema.mobileOrders,
  schema.mobileOrderLines,
  schema.notifications,
  schema.blogPosts,
  schema.appDownloads,
];

/** The big tables, loaded with their foreign keys and secondary indexes re-created afterwards. */
const BULK_TABLES: PgTable[] = [
  schema.vipCards,
  schema.sales,
  schema.saleLines,
  schema.cardLedger,
  schema.preloads,
  schema.stockMovements,
  schema.cashMovements,
];

/** Tables whose rows are sorted by their `at` before writing. */
const BY_TIME = new Set<PgTable>([schema.sales, schema.cardLedger, schema.stockMovements, schema.cashMovements]);

/** True once a venue exists: the database has been seeded (or set up by hand). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.venues.id }).from(schema.venues).limit(1);
  return rows.length > 0;
}

/** Builds the whole story in memory. Exported for tests that want rows without a database. */
export async function generate(opts: SeedOptions): Promise<RowSink> {
  const now = opts.now ?? new Date();
  const profile = SIZES[opts.size];
  const rng = new Rng(SEED);
  const names = rng.fork('night-names');
  const plans = keepLastNightOpen(planNights(now, profile.pastNights, (list) => names.pick(list)));
  const firstNightMs = plans[0]?.opensAt.getTime() ?? now.getTime();
  const ctx: SeedContext = {
    now,
    nowMs: now.getTime(),
    size: opts.size,
    profile,
    rng,
    ids: new IdGen(SEED ^ 0x5eed),
    sink: new RowSink(),
    epochMs: firstNightMs - 365 * DAY,
  };
  const venue = buildVenue(ctx);
  const people = await buildPeople(ctx, venue, opts.defaultPassword ?? DEMO_DEFAULT_PASSWORD);
  const catalogue = buildCatalogue(ctx, venue);
  const stock = new StockBook(ctx, venue, catalogue, people);
  stock.setParLevels(saturdayUse(ctx, venue, catalogue));
  const cards = new CardBook(ctx, people);
  cards.issue(venue, firstNightMs);

  const { nights, recent } = simulateNights(ctx, plans, { venue, people, catalogue, stock, cards });
  buildCancellations(ctx, recent, people, stock, cards);
  cards.finish();
  buildFreeEntries(ctx, nights, people);
  buildTerminalEvents(ctx, venue, plans, (pos) => staffUserFor(people, pos));
  const events = buildInvoices(ctx, venue, recent);
  buildCash(ctx, venue, people, nights, stock, cards, events);
  buildResto(ctx, venue, people, catalogue, nights);
  buildContent(ctx, venue, people, nights);
  return ctx.sink;
}

/** Loads the demo venue into an empty database and returns the rows written per table. */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  if (await isSeeded(db)) throw new Error('seed: the database already has a venue; seed only an empty database');
  const now = opts.now ?? new Date();
  const sink = await generate({ ...opts, now });
  let summary: SeedSummary = {};
  await db.transaction(async (tx) => {
    summary = await writeRows(tx, sink);
    // The alerts the live check raises over these rows (it reads the database, so after writing).
    await seedNightAlerts(tx, now);
    // E-invoicing against the local double, with a fresh key pair (random: outside the generated story).
    await seedEInvoicingSettings(tx, now);
    // Suppliers of the goods and two orders (a draft and one sent, for the door to receive).
    await seedPurchasing(tx, now);
    for (const table of [
      schema.nightAlerts,
      schema.notifications,
      schema.einvoicingSettings,
      schema.suppliers,
      schema.supplierGoods,
      schema.purchaseOrders,
    ]) {
      const [row] = await tx.select({ n: count() }).from(table);
      summary[getTableName(table)] = row?.n ?? 0;
    }
  });
  return summary;
}

/**
 * Writes generated rows table by table in foreign-key order, the big tables in bulk-load mode
 * (see withBulkLoad). `onTable` hears how long each table took, for benchmarks.
 */
export async function writeRows(
  tx: Tx,
  sink: RowSink,
  onTable?: (table: string, rows: number, ms: number) => void,
): Promise<SeedSummary> {
  const unknown = sink.tables().filter((t) => !INSERT_ORDER.includes(t));
  if (unknown.length > 0) throw new Error(`seed: no insert order for ${unknown.map((t) => getTableName(t)).join(', ')}`);
  const summary: SeedSummary = {};
  await withBulkLoad(tx, BULK_TABLES, async () => {
    for (const table of INSERT_ORDER) {
      let rows: object[] = sink.list(table);
      if (rows.length === 0) continue;
      if (BY_TIME.has(table)) rows = sortByAt(rows);
      const started = performance.now();
      await bulkInsert(tx, table, rows);
      onTable?.(getTableName(table), rows.length, performance.now() - started);
      summary[getTableName(table)] = rows.length;
    }
  });
  const [levels] = await tx.select({ n: count() }).from(schema.stockLevels);
  summary[getTableName(schema.stockLevels)] = levels?.n ?? 0;
  return summary;
}

function sortByAt(rows: object[]): object[] {
  const at = (row: object) => ((row as { at?: Date }).at ?? new Date(0)).getTime();
  return [...rows].sort((a, b) => at(a) - at(b));
}
