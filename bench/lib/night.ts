// A night of bar sales for the benchmarks (bench/ingest.ts, bench/memory.ts): the real app in
// process, tonight's night open, terminals with fresh keys on the first bars (as the satélite
// screen makes them), a VIP card that never runs out, and 50-sale batches of the first bar's drinks
// (2–4 lines a sale, 10 % paid by card) sent through POST /api/ingest/sales.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { createApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { cardLedger, cardTypes, nights, pointsOfSale, priceListItems, recipeLines, vipCards } from '../../server/db/schema';
import { venueClock } from '../../server/domain/night-of';
import { readEnv } from '../../server/env';
import { startAppJobs } from '../../server/job-kinds';
import type { Jobs } from '../../server/lib/jobs';
import { createLogger } from '../../server/lib/logger';
import { createTokenService } from '../../server/lib/tokens';
import { businessDate } from '../../src/contract/business-date';
import type { IngestAnswer } from '../../src/contract/ingest';
import type { ApiKeyAnswer, TerminalDto, TerminalsAnswer } from '../../src/contract/satelite';
import { uuidv7 } from '../../src/contract/uuid';

export const SALES_PER_BATCH = 50;
const CARD_NUMBER = 'BENCH-0001';

interface Item {
  productId: string;
  price: number;
}

export interface BenchNight {
  /** The in-process API: path relative to /api, JSON body, bearer token. */
  api(path: string, init: { method?: string; token?: string; body?: unknown }): Promise<Response>;
  adminToken: string;
  /** One ingest key per terminal (one terminal per bar, up to `terminals`). */
  keys: string[];
  makeBatch(): unknown;
  /** Sends a batch with a terminal's key; throws unless every sale was applied; resolves with its ms. */
  send(key: string, body: unknown): Promise<number>;
  /** The app's server jobs (no workers): stop them before closing the database. */
  jobs: Jobs;
  /** Sale lines and recipe stock movements made by makeBatch so far (reset them between passes). */
  counters: { lines: number; recipeRows: number };
}

export async function prepareNight(database: Database, terminals: number): Promise<BenchNight> {
  const { db } = database;
  const env = { ...readEnv({ NODE_ENV: 'production', NOCTUA_STATIC_DIR: '/nonexistent' }), logLevel: 'silent' };
  const tokens = createTokenService(new Uint8Array(randomBytes(32)), env.tokenTtlSeconds);
  const logger = createLogger('error');
  const jobs = await startAppJobs({ database, logger });
  const app = createApp({ db, env, logger, tokens, jobs });
  const api: BenchNight['api'] = async (path, init) =>
    app.request(`/${env.product}/api${path}`, {
      method: init.method ?? 'POST',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const login = await api('/account/login', { body: { email: 'admin@noctua.test', password: 'noctua2026' } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const list = (await (await api('/satelite/terminales', { method: 'GET', token: accessToken })).json()) as TerminalsAnswer;
  const bars = list.pointsOfSale.filter((p) => p.kind === 'bar').slice(0, terminals);
  const barPos = bars[0];
  if (!barPos) throw new Error('no bar');
  const [pos] = await db.select().from(pointsOfSale).where(eq(pointsOfSale.id, barPos.id));
  const venueId = pos?.venueId as string;

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

  const counters = { lines: 0, recipeRows: 0 };
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
      counters.lines += count;
      for (const l of saleLines) counters.recipeRows += recipeSize.get(l.productId) ?? 0;
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
  return { api, adminToken: accessToken, keys, makeBatch, send, counters, jobs };
}
