// Benchmark of POS sales ingestion (issue 8): sale lines per second through POST /api/ingest/sales
// with recipe stock consumption and some VIP card charges, and the p50/p99 of one 50-sale batch.
// The real app handles the requests in-process (routing, key check, validation, transaction), on
// PGlite and, when DATABASE_URL is set, on PostgreSQL. Figures only; nothing is asserted. Cash
// sales are booked into their bar's register in the same transaction (issue 17), counted at the end.
//   npx tsx bench/ingest.ts          BENCH_BATCHES (default 80) batches of 50 sales per pass
// Two passes per database: one batch at a time (the latency figures), then 4 terminals sending at
// once, one per bar (what a busy night looks like; PGlite runs them one after another anyway).
// The drinks are the first bar's price list; every bar's terminal may sell any product of the venue.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../server/app';
import { type Database, openDatabase } from '../server/db/client';
import { cardLedger, cardTypes, nights, pointsOfSale, priceListItems, recipeLines, vipCards } from '../server/db/schema';
import { seedDemo } from '../server/db/seed/index';
import { venueClock } from '../server/domain/night-of';
import { readEnv } from '../server/env';
import { createLogger } from '../server/lib/logger';
import { createTokenService } from '../server/lib/tokens';
import { businessDate } from '../src/contract/business-date';
import type { IngestAnswer } from '../src/contract/ingest';
import type { ApiKeyAnswer, TerminalDto, TerminalsAnswer } from '../src/contract/satelite';
import { uuidv7 } from '../src/contract/uuid';
import { reportFigure } from './lib/report';

const BATCHES = Number.parseInt(process.env.BENCH_BATCHES ?? '', 10) || 80;
const SALES_PER_BATCH = 50;
const CONCURRENCY = 4;
const CARD_NUMBER = 'BENCH-0001';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

interface Item {
  productId: string;
  price: number;
}

async function run(label: string, database: Database): Promise<void> {
  const db = database.db;
  const env = { ...readEnv({ NODE_ENV: 'production', NOCTUA_STATIC_DIR: '/nonexistent' }), logLevel: 'silent' };
  await seedDemo(db, { size: 'test', defaultPassword: env.defaultPassword });
  const tokens = createTokenService(new Uint8Array(randomBytes(32)), env.tokenTtlSeconds);
  const app = createApp({ db, env, logger: createLogger('error'), tokens });
  const api = (path: string, init: { method?: string; token?: string; body?: unknown }) =>
    app.request(`/${env.product}/api${path}`, {
      method: init.method ?? 'POST',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const login = await api('/account/login', { body: { email: 'admin@noctua.test', password: 'noctua2026' } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const list = (await (await api('/satelite/terminales', { method: 'GET', token: accessToken })).json()) as TerminalsAnswer;
  const bars = list.pointsOfSale.filter((p) => p.kind === 'bar').slice(0, CONCURRENCY);
  const barPos = bars[0];
  if (!barPos) throw new Error('no bar');
  const [pos] = await db.select().from(pointsOfSale).where(eq(pointsOfSale.id, barPos.id));
  const venueId = pos?.venueId as string;

  // Terminals with fresh keys, as the satélite screen makes them.
  const keys: string[] = [];
  for (const [i, b] of bars.entries()) {
    const t = (await (
      await api('/satelite/terminales', {
        token: accessToken,
        body: { pointOfSaleId: b.id, name: `Bench ${i + 1}`, deviceId: `BENCH-${uuidv7()}` },
      })
    ).json()) as TerminalDto;
    keys.push(((await (await api(`/satelite/terminales/${t.id}/clave`, { token: accessToken })).json()) as ApiKeyAnswer).apiKey);
  }

  // Tonight's night, open, and a VIP card that never runs out.
  const clock = await venueClock(db, venueId);
  const today = businessDate(new Date(), clock.timezone, clock.cutoffHour);
  const [existing] = await db
    .select({ id: nights.id })
    .from(nights)
    .where(and(eq(nights.venueId, venueId), eq(nights.businessDate, today), isNull(nights.deletedAt)));
  if (existing) await db.update(nights).set({ status: 'open' }).where(eq(nights.id, existing.id));
  else {
    await db.insert(nights).values({
      venueId,
      businessDate: today,
      eventName: 'Bench',
      opensAt: new Date(Date.now() - 3_600_000),
      closesAt: new Date(Date.now() + 6 * 3_600_000),
      status: 'open',
    });
  }
  const [type] = await db.insert(cardTypes).values({ venueId, name: 'Bench' }).returning({ id: cardTypes.id });
  const [card] = await db
    .insert(vipCards)
    .values({ venueId, number: CARD_NUMBER, holderName: 'Bench', cardTypeId: type?.id as string })
    .returning({ id: vipCards.id });
  await db.insert(cardLedger).values({ cardId: card?.id as string, kind: 'topup', amount: 1e12, method: 'cash' });

  // What the bar sells: its price list, drinks with a recipe.
  const items: Item[] = (
    await db
      .select({ productId: priceListItems.productId, price: priceListItems.price })
      .from(priceListItems)
      .where(
        and(
          eq(priceListItems.priceListId, pos?.priceListId as string),
          inArray(priceListItems.productId, db.selectDistinct({ id: recipeLines.productId }).from(recipeLines)),
        ),
      )
  ).map((r) => ({ productId: r.productId, price: Number(r.price) }));
  if (items.length === 0) throw new Error('the bar price list has no drinks with a recipe');

  let lines = 0;
  let recipeRows = 0;
  const recipeSize = new Map<string, number>();
  for (const r of await db.select({ productId: recipeLines.productId }).from(recipeLines)) {
    recipeSize.set(r.productId, (recipeSize.get(r.productId) ?? 0) + 1);
  }
  const makeBatch = () => {
    const sales = Array.from({ length: SALES_PER_BATCH }, (_, i) => {
      const count = 2 + Math.floor(Math.random() * 3); // 2–4 lines, ~3 on average
      const saleLines = Array.from({ length: count }, () => {
        const item = items[Math.floor(Math.random() * items.length)] as Item;
        return { productId: item.productId, quantity: 1 + Math.floor(Math.random() * 2), unitPrice: item.price };
      });
      lines += count;
      for (const l of saleLines) recipeRows += recipeSize.get(l.productId) ?? 0;
      const vip = i % 10 === 0;
      return {
        id: uuidv7(),
        at: new Date().toISOString(),
        payment: vip ? 'vip_card' : 'cash',
        ...(vip ? { vipCardNumber: CARD_NUMBER } : {}),
        lines: saleLines,
        total: saleLines.reduce((s, l) => s + l.quantity * l.unitPrice, 0),
      };
    });
    return { terminalVersion: 'bench', pendingBatches: 0, sales };
  };
  const send = async (key: string, body: unknown): Promise<number> => {
    const t = performance.now();
    const res = await api('/ingest/sales', { token: key, body });
    const answer = (await res.json()) as IngestAnswer;
    if (res.status !== 200 || answer.results.some((r) => r.status !== 'applied')) {
      throw new Error(`batch not applied: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
    }
    return performance.now() - t;
  };

  // Warm-up (JIT, plans, connections), not counted.
  for (let i = 0; i < 3; i++) await send(keys[0] as string, makeBatch());

  console.log(`\n── ${label} ── ${BATCHES} batches × ${SALES_PER_BATCH} sales per pass`);
  for (const concurrency of [1, CONCURRENCY]) {
    lines = 0;
    recipeRows = 0;
    const bodies = Array.from({ length: BATCHES }, makeBatch);
    const times: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async (_, w) => {
        while (next < bodies.length) {
          const body = bodies[next++];
          times.push(await send(keys[w] as string, body));
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    reportFigure({ figure: `ingest, ${concurrency} terminal(s) at once (${label})`, value: lines / elapsed, unit: 'lines/s' });
    reportFigure({
      figure: `ingest 50-sale batch p99, ${concurrency} terminal(s) (${label})`,
      value: percentile(times, 99),
      unit: 'ms',
    });
    console.log(
      `${String(concurrency).padStart(2)} terminal(s) at once: ${Math.round(lines / elapsed)} lines/s ` +
        `(${lines} lines, ${recipeRows} stock movements, ${BATCHES * SALES_PER_BATCH} sales in ${elapsed.toFixed(2)} s); ` +
        `50-sale batch p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
    );
  }
  const stored = (await db.execute(
    sql`select count(*)::int as n from sales s join terminals t on t.id = s.terminal_id where t.name like 'Bench %'`,
  )) as unknown as { rows: { n: number }[] };
  console.log(`stored: ${stored.rows[0]?.n} sales from the bench terminals (expected ${(2 * BATCHES + 3) * SALES_PER_BATCH})`);
  // Cash sales are booked as register income in the same transaction (issue 17): one row per sale.
  const booked = (await db.execute(
    sql`select count(*)::int as n, count(distinct m.source_id)::int as d from cash_movements m
          join sales s on s.id = m.source_id join terminals t on t.id = s.terminal_id
         where m.source_type = 'sale' and t.name like 'Bench %' and s.payment = 'cash'`,
  )) as unknown as { rows: { n: number; d: number }[] };
  console.log(`register income: ${booked.rows[0]?.n} cash sales booked (${booked.rows[0]?.d} distinct)`);
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

console.log('Ingestion benchmark: in-process POST /api/ingest/sales, 10 % of sales paid by VIP card');

const lite = await openDatabase({ memory: true });
try {
  await run('PGlite (in memory)', lite);
} finally {
  await lite.close();
}

const adminUrl = process.env.DATABASE_URL;
if (adminUrl) {
  const name = `noctua_bench_ingest_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() }, () => undefined);
  try {
    await run(`PostgreSQL (${name}, dropped afterwards)`, database);
  } finally {
    await database.close();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
} else {
  console.log('\nDATABASE_URL not set: PostgreSQL skipped.');
}
