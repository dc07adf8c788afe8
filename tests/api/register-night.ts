// A night of our own for the register tests of issue 31 (register-card, blind-count): the one open
// night, on a business date far from the seed's, one bar register emptied into the safe (so what it
// holds is what the test puts in), a terminal key of that bar for cash sales through the ingest API,
// and the venue's card type for cash VIP money.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  cardTypes,
  cashAccounts,
  cashMovements,
  cashSessions,
  nights,
  pointsOfSale,
  products,
  users,
} from '../../server/db/schema';
import type { ApiKeyAnswer, TerminalDto } from '../../src/contract/satelite';
import { uuidv7 } from '../../src/contract/uuid';
import { type Harness, json } from './harness';

export interface RegisterNight {
  venueId: string;
  nightId: string;
  safeId: string;
  bar: { posId: string; accountId: string; key: string };
  productId: string;
  cardTypeId: string;
  /** The sale's `at` that files it under the night. */
  evening: string;
  /** Cash sales of the bar through the ingest API (the terminal's key); each gets its own id. */
  ingest(totals: number[]): Promise<void>;
  /** The register's balance straight from the ledger. */
  balance(accountId: string): Promise<number>;
}

export async function registerNight(h: Harness, adminToken: string, businessDate: string): Promise<RegisterNight> {
  const db = h.database.db;
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@noctua.test'));
  const venueId = admin?.defaultVenueId as string;
  // One night under way: the demo's last one is closed here, so cash taken for a register (a VIP
  // top-up naming its point of sale) goes to its session of this night, and no session of the demo
  // is left open (a night closes once its registers are closed).
  const open = await db
    .update(nights)
    .set({ status: 'closed', closedAt: new Date() })
    .where(and(eq(nights.venueId, venueId), eq(nights.status, 'open')))
    .returning({ id: nights.id });
  if (open.length > 0)
    await db
      .update(cashSessions)
      .set({ status: 'closed', closedAt: new Date() })
      .where(
        inArray(
          cashSessions.nightId,
          open.map((o) => o.id),
        ),
      );
  const nightId = uuidv7();
  await db.insert(nights).values({
    id: nightId,
    venueId,
    businessDate,
    eventName: 'Noche de cajas (issue 31)',
    opensAt: new Date(Date.now() - 3600_000),
    closesAt: new Date(Date.now() + 6 * 3600_000),
    status: 'open',
  });
  const [safe] = await db
    .select()
    .from(cashAccounts)
    .where(and(eq(cashAccounts.venueId, venueId), eq(cashAccounts.kind, 'safe')));
  const safeId = safe?.id as string;
  const [bar] = await db
    .select({ accountId: cashAccounts.id, posId: pointsOfSale.id })
    .from(cashAccounts)
    .innerJoin(pointsOfSale, eq(pointsOfSale.id, cashAccounts.pointOfSaleId))
    .where(
      and(
        eq(cashAccounts.venueId, venueId),
        eq(cashAccounts.kind, 'register'),
        eq(pointsOfSale.kind, 'bar'),
        eq(pointsOfSale.active, true),
      ),
    )
    .orderBy(pointsOfSale.name)
    .limit(1);
  if (!bar || !safeId) throw new Error('the test seed has no bar register or no safe');
  const balance = async (accountId: string) => {
    const [row] = await db
      .select({ s: sql<string>`coalesce(sum(${cashMovements.amount}), 0)` })
      .from(cashMovements)
      .where(eq(cashMovements.accountId, accountId));
    return Number(row?.s);
  };
  // What the demo left in the register goes to the safe (no night): tonight it starts empty.
  const held = await balance(bar.accountId);
  if (held !== 0) {
    const group = uuidv7();
    await db.insert(cashMovements).values([
      { accountId: bar.accountId, kind: 'transfer', amount: -held, note: 'Vaciado de la prueba', transferGroupId: group },
      { accountId: safeId, kind: 'transfer', amount: held, note: 'Vaciado de la prueba', transferGroupId: group },
    ]);
  }
  const terminal = await json<TerminalDto>(
    await h.request('POST', '/satelite/terminales', {
      token: adminToken,
      body: { pointOfSaleId: bar.posId, name: 'Barra test 31', deviceId: `T31-${uuidv7()}` },
    }),
    201,
  );
  const { apiKey } = await json<ApiKeyAnswer>(
    await h.request('POST', `/satelite/terminales/${terminal.id}/clave`, { token: adminToken }),
  );
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.venueId, venueId)).limit(1);
  const [type] = await db.select({ id: cardTypes.id }).from(cardTypes).where(eq(cardTypes.venueId, venueId)).limit(1);
  const productId = product?.id as string;
  const evening = `${businessDate}T23:30:00-03:00`;
  return {
    venueId,
    nightId,
    safeId,
    bar: { ...bar, key: apiKey },
    productId,
    cardTypeId: type?.id as string,
    evening,
    balance,
    async ingest(totals) {
      const sales = totals.map((total) => ({
        id: uuidv7(),
        at: evening,
        payment: 'cash',
        lines: [{ productId, quantity: 1, unitPrice: total }],
        total,
      }));
      const res = await h.request('POST', '/ingest/sales', {
        body: { sales },
        headers: { authorization: `Bearer ${apiKey}` },
      });
      const answer = await json<{ results: { status: string }[] }>(res);
      if (answer.results.some((r) => r.status !== 'applied')) throw new Error(`ingest: ${JSON.stringify(answer)}`);
    },
  };
}
