// The demo seed at its 'test' size: what the API suites start from. Checks the documented demo
// accounts and the invariants every later feature relies on (ledger totals, recipe consumption),
// and that the same `now` gives the same venue. Runs on in-memory PGlite, or on a throwaway
// PostgreSQL database when NOCTUA_TEST_DB=postgres (as `npm run test:api` does).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import {
  cardLedger,
  pointsOfSale,
  products,
  recipeLines,
  saleLines,
  sales,
  stockLevels,
  stockMovements,
  userPrivileges,
  users,
  venues,
  vipCards,
} from '../../server/db/schema';
import { generate, isSeeded, type SeedSummary, seedDemo } from '../../server/db/seed/index';
import { verifyPassword } from '../../server/lib/password';
import { ALL_PRIVILEGE_CODES } from '../../src/contract/privileges';
import { adminQuery } from './pg-admin';

const NOW = new Date('2026-03-14T15:00:00Z'); // a Saturday afternoon: last night closed, tonight planned
const DEFAULT_PASSWORD = 'cambiame';

interface Fresh {
  database: Database;
  drop: () => Promise<void>;
}

/** An empty migrated database: in-memory PGlite, or a new database on DATABASE_URL's server. */
async function freshDatabase(): Promise<Fresh> {
  const adminUrl = process.env.DATABASE_URL;
  if (process.env.NOCTUA_TEST_DB !== 'postgres' || !adminUrl) {
    return { database: await openDatabase({ memory: true }), drop: async () => {} };
  }
  const name = `noctua_seed_${randomBytes(6).toString('hex')}`;
  const run = (statement: string) => adminQuery(adminUrl, statement);
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ url: url.toString() }),
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

const toMilli = (n: number | string) => Math.round(Number(n) * 1000);

let first: Fresh;
let summary: SeedSummary;

beforeAll(async () => {
  first = await freshDatabase();
  summary = await seedDemo(first.database.db, { size: 'test', defaultPassword: DEFAULT_PASSWORD, now: NOW });
});

afterAll(async () => {
  await first?.database.close();
  await first?.drop();
});

describe("seedDemo('test')", () => {
  it('loads a small venue and reports rows per table', async () => {
    expect(await isSeeded(first.database.db)).toBe(true);
    expect(summary.venues).toBe(1);
    expect(summary.sale_lines).toBeGreaterThan(150);
    expect(summary.vip_cards).toBeGreaterThanOrEqual(30);
    expect(summary.stock_levels).toBeGreaterThan(0);
  });

  it('refuses to seed a database that already has a venue', async () => {
    await expect(seedDemo(first.database.db, { size: 'test', defaultPassword: DEFAULT_PASSWORD, now: NOW })).rejects.toThrow(
      /already/,
    );
    expect(await first.database.db.$count(venues)).toBe(1);
  });

  it('creates the six demo users with their privilege codes', async () => {
    const { db } = first.database;
    const expected: Record<string, string[]> = {
      'admin@noctua.test': [...ALL_PRIVILEGE_CODES],
      'stock@noctua.test': ['103', '109', '407', '409', '411', '412', '413', '414', '415', '416', '417', '418', '420', '423'],
      'vip@noctua.test': ['306', '307', '308'],
      // The cashier preset: counts blind (no 207/204/206), does not decide cancellations (no 107).
      'caja@noctua.test': ['141', '201', '209', '211'],
      'supervisor@noctua.test': ['102', '107', '141', '207', '300', '302'],
      'nuevo@noctua.test': [],
    };
    const [venue] = await db.select().from(venues);
    for (const [email, codes] of Object.entries(expected)) {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      expect(user, email).toBeDefined();
      if (!user) continue;
      const granted = await db
        .select({ code: userPrivileges.code })
        .from(userPrivileges)
        .where(eq(userPrivileges.userId, user.id));
      expect(granted.map((g) => g.code).sort(), email).toEqual([...codes].sort());
      expect(user.defaultVenueId).toBe(venue?.id);
      expect(user.position).not.toBe('');
      expect(user.mustChangePassword).toBe(email === 'nuevo@noctua.test');
    }
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@noctua.test'));
    expect(admin).toMatchObject({ ticketingActive: true, ticketingUrl: 'https://tickets.noctua.test/login' });
    expect(await verifyPassword(admin?.passwordHash ?? '', 'noctua2026')).toBe(true);
    const [nuevo] = await db.select().from(users).where(eq(users.email, 'nuevo@noctua.test'));
    expect(await verifyPassword(nuevo?.passwordHash ?? '', DEFAULT_PASSWORD)).toBe(true);
    const [vip] = await db.select().from(users).where(eq(users.email, 'vip@noctua.test'));
    expect(await db.$count(vipCards, eq(vipCards.userId, vip?.id ?? ''))).toBeGreaterThanOrEqual(1);
  });

  it('keeps stock_levels equal to the sum of stock_movements per location and good', async () => {
    const { db } = first.database;
    const sums = await db
      .select({
        locationId: stockMovements.locationId,
        goodId: stockMovements.goodId,
        total: sql<string>`sum(${stockMovements.quantity})`,
      })
      .from(stockMovements)
      .groupBy(stockMovements.locationId, stockMovements.goodId);
    const levels = await db.select().from(stockLevels);
    expect(levels.length).toBe(sums.length);
    const byKey = new Map(levels.map((l) => [`${l.locationId}|${l.goodId}`, toMilli(l.quantity)]));
    for (const s of sums) expect(byKey.get(`${s.locationId}|${s.goodId}`)).toBe(toMilli(s.total));
    // Stock on hand is plausible: warehouses never go negative.
    const negative = await db.execute(
      sql`select count(*)::int as n from stock_levels s join stock_locations l on l.id = s.location_id where l.kind = 'warehouse' and s.quantity < 0`,
    );
    expect((negative as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it("keeps every VIP card's balance equal to the sum of its ledger", async () => {
    const { db } = first.database;
    const sums = await db
      .select({ cardId: cardLedger.cardId, total: sql<string>`sum(${cardLedger.amount})` })
      .from(cardLedger)
      .groupBy(cardLedger.cardId);
    const totals = new Map(sums.map((s) => [s.cardId, Number(s.total)]));
    const cards = await db.select().from(vipCards);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.balance, card.number).toBe(totals.get(card.id) ?? 0);
      // Credit never goes past the card's limit.
      expect(card.balance, card.number).toBeGreaterThanOrEqual(-card.creditLimit);
    }
  });

  it('writes sale_consumption movements matching each drink line’s recipe, at the bar that sold it', async () => {
    const { db } = first.database;
    const lines = await db
      .select({
        saleId: saleLines.saleId,
        productId: saleLines.productId,
        quantity: saleLines.quantity,
        locationId: pointsOfSale.stockLocationId,
      })
      .from(saleLines)
      .innerJoin(products, eq(products.id, saleLines.productId))
      .innerJoin(sales, eq(sales.id, saleLines.saleId))
      .innerJoin(pointsOfSale, eq(pointsOfSale.id, sales.pointOfSaleId))
      .where(eq(products.kind, 'drink'));
    expect(lines.length).toBeGreaterThan(50);
    const recipes = await db.select().from(recipeLines);
    const expected = new Map<string, number>();
    for (const line of lines) {
      const recipe = recipes.filter((r) => r.productId === line.productId);
      expect(recipe.length).toBeGreaterThan(0);
      for (const r of recipe) {
        const key = `${line.saleId}|${r.goodId}|${line.locationId}`;
        expected.set(key, (expected.get(key) ?? 0) - line.quantity * toMilli(r.quantity));
      }
    }
    const movements = await db.select().from(stockMovements).where(eq(stockMovements.kind, 'sale_consumption'));
    const actual = new Map<string, number>();
    for (const m of movements) {
      expect(m.sourceType).toBe('sale');
      const key = `${m.sourceId}|${m.goodId}|${m.locationId}`;
      actual.set(key, (actual.get(key) ?? 0) + toMilli(m.quantity));
    }
    expect(actual).toEqual(expected);
  });

  it('gives the same venue for the same `now`', async () => {
    const second = await freshDatabase();
    try {
      const again = await seedDemo(second.database.db, { size: 'test', defaultPassword: DEFAULT_PASSWORD, now: NOW });
      expect(again).toEqual(summary);
      const total = async (database: Database) => {
        const [row] = await database.db.select({ total: sql<string>`sum(${sales.total})`, n: sql<string>`count(*)` }).from(sales);
        return row;
      };
      expect(await total(second.database)).toEqual(await total(first.database));
      const ids = async (database: Database) =>
        (await database.db.select({ id: sales.id }).from(sales).orderBy(sales.id)).map((r) => r.id);
      expect(await ids(second.database)).toEqual(await ids(first.database));
    } finally {
      await second.database.close();
      await second.drop();
    }
  });

  it('generates the same rows in memory for the same `now`, and a different story for another day', async () => {
    const a = await generate({ size: 'test', defaultPassword: DEFAULT_PASSWORD, now: NOW });
    const b = await generate({ size: 'test', defaultPassword: DEFAULT_PASSWORD, now: NOW });
    expect(b.list(sales)).toEqual(a.list(sales));
    expect(b.list(stockMovements)).toEqual(a.list(stockMovements));
    const later = await generate({
      size: 'test',
      defaultPassword: DEFAULT_PASSWORD,
      now: new Date(NOW.getTime() + 7 * 86_400_000),
    });
    expect(later.list(sales)[0]?.at).not.toEqual(a.list(sales)[0]?.at);
  });
});
