// A whole night's offline work on one tablet (issue 39, goal 2), shared by the e2e test that
// asserts it lands exactly once (tests/e2e/offline-night.test.ts) and the benchmark that times it
// (bench/offline-night.ts): a full count of a 2,000-good warehouse, 500 guests let in at the door
// and 50 breakages, all queued through the app's own store while the tablet is offline; then the
// network comes back and the outbox drains while the count screen stays open.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openDatabase } from '../../server/db/client';
import { venues } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed/index';
import { apiOk } from './api';
import { navigateInApp, VIEWPORTS } from './browser';
import { addGoodsUpTo } from './many-goods';
import {
  apiLogin,
  DEMO_PASSWORD,
  type PageOutboxEntry,
  type PageRow,
  type PageWindow,
  serverRows,
  signInThroughUi,
  waitForFirstSync,
  waitForServiceWorker,
} from './replica-page';

export const NIGHT_WORK = { countLines: 2000, checkIns: 500, breakages: 50 } as const;
export const NIGHT_EMAIL = 'admin@noctua.test';

/** Seeds an empty data dir: the small demo venue with its warehouse grown to 2,000 goods. */
export async function seedNightVenue(dataDir: string, password: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await seedDemo(database.db, { size: 'test', defaultPassword: password });
    const [venue] = await database.db.select({ id: venues.id }).from(venues).limit(1);
    if (!venue) throw new Error('no venue after the seed');
    await addGoodsUpTo(database.db, venue.id, NIGHT_WORK.countLines);
  } finally {
    await database.close();
  }
}

/** Tonight's guest list for the door: one entry of one guest per check-in to come. */
export async function addGuests(baseUrl: string, token: string): Promise<{ nightId: string; entryIds: string[] }> {
  const { night } = await apiOk<{ night: { id: string } | null }>(baseUrl, '/nights/current', token);
  if (!night) throw new Error('the demo venue has no current night');
  const entryIds: string[] = [];
  for (let i = 0; i < NIGHT_WORK.checkIns; i += 25) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, NIGHT_WORK.checkIns - i) }, (_, k) =>
        apiOk<{ id: string }>(baseUrl, '/entradas', token, {
          method: 'POST',
          body: {
            nightId: night.id,
            guestName: `Invitado ${String(i + k + 1).padStart(3, '0')}`,
            promoter: 'Lista larga',
            people: 1,
          },
        }),
      ),
    );
    entryIds.push(...batch.map((e) => e.id));
  }
  return { nightId: night.id, entryIds };
}

/** Records the page's long tasks and its longest gap between two frames, from before the app loads. */
export async function watchMainThread(context: BrowserContext): Promise<void> {
  // tsx (esbuild, keepNames) wraps named functions sent to the page in `__name`; give the page one.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  await context.addInitScript(() => {
    const w = globalThis as unknown as {
      __night: { longTasks: { start: number; duration: number }[]; gaps: { at: number; gap: number }[] };
      PerformanceObserver: new (
        cb: (list: { getEntries(): { startTime: number; duration: number }[] }) => void,
      ) => { observe(o: object): void };
    };
    w.__night = { longTasks: [], gaps: [] };
    new w.PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__night.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    let last = performance.now();
    const frame = (t: number) => {
      if (t - last > 50) w.__night.gaps.push({ at: t, gap: t - last });
      last = t;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

export interface QueuedNight {
  countId: string;
  locationId: string;
  goodIds: string[];
  breakages: { id: string; goodId: string; quantity: number }[];
  entryIds: string[];
  queueMs: number;
}

/**
 * Queues the night through the replica store (the same `queue` the screens call), offline: the
 * count opened and its 2,000 lines, then the door's check-ins and the bar's breakages between.
 */
export async function queueNight(page: Page, entryIds: string[]): Promise<QueuedNight> {
  return page.evaluate(
    async ({ entries, work }) => {
      const w = globalThis as unknown as PageWindow;
      const store = w.noctuaReplica;
      const replica = store?.get();
      if (!store || !replica) throw new Error('no replica');
      const db = replica.db as unknown as Record<string, { toArray(): Promise<PageRow[]> }>;
      const locations = (await db.stockLocations?.toArray()) ?? [];
      const location = locations.sort((a, b) => String(a.name).localeCompare(String(b.name)))[0];
      if (!location) throw new Error('no stock location in the replica');
      const goods = ((await db.goods?.toArray()) ?? []).slice(0, work.countLines);
      if (goods.length < work.countLines) throw new Error(`only ${goods.length} goods in the replica`);
      const uuid = () => crypto.randomUUID();
      const started = performance.now();
      const countId = uuid();
      await store.queue('stockCount.open', {
        countId,
        locationId: location.id,
        scope: 'spot',
        startedAt: new Date().toISOString(),
      });
      const breakages: { id: string; goodId: string; quantity: number }[] = [];
      const everyCheckIn = Math.floor(work.countLines / work.checkIns);
      const everyBreakage = Math.floor(work.countLines / work.breakages);
      let entry = 0;
      for (const [i, good] of goods.entries()) {
        await store.queue('stockCount.upsertLine', {
          countId,
          goodId: good.id,
          quantity: (i % 24) + 0.5,
          countedAt: new Date().toISOString(),
        });
        if (i % everyCheckIn === 0 && entry < entries.length) {
          await store.queue('freeEntry.checkIn', {
            checkInId: uuid(),
            entryId: entries[entry++],
            people: 1,
            at: new Date().toISOString(),
          });
        }
        if (i % everyBreakage === 0 && breakages.length < work.breakages) {
          const b = { id: uuid(), goodId: good.id, quantity: 1 };
          breakages.push(b);
          await store.queue('breakage.record', {
            breakageId: b.id,
            locationId: location.id,
            goodId: good.id,
            quantity: 1,
            reason: 'Se cayó de la barra',
            at: new Date().toISOString(),
          });
        }
      }
      while (entry < entries.length) {
        await store.queue('freeEntry.checkIn', {
          checkInId: uuid(),
          entryId: entries[entry++],
          people: 1,
          at: new Date().toISOString(),
        });
      }
      return {
        countId,
        locationId: location.id,
        goodIds: goods.map((g) => g.id),
        breakages,
        entryIds: entries,
        queueMs: performance.now() - started,
      };
    },
    { entries: entryIds, work: NIGHT_WORK },
  );
}

export interface NightOnTablet {
  context: BrowserContext;
  page: Page;
  token: string;
  night: QueuedNight;
  /** Resource timing entries before the network came back (the pushes come after). */
  entriesBefore: number;
}

/**
 * The scenario up to the reconnection: tonight's guests added, a tablet signed in (its main thread
 * watched), its first sync done and the app cached, then offline the night queued and the count
 * screen opened on its count. `onPage` sees the page as soon as it exists (to collect its errors),
 * `beforeOffline` runs just before the network goes.
 */
export async function nightOnTablet(
  browser: Browser,
  baseUrl: string,
  hooks: { onPage?: (page: Page) => void; beforeOffline?: (token: string) => Promise<void> } = {},
): Promise<NightOnTablet> {
  const token = await apiLogin(baseUrl, NIGHT_EMAIL, DEMO_PASSWORD);
  const { entryIds } = await addGuests(baseUrl, token);
  const context = await browser.newContext({ viewport: VIEWPORTS.tablet, locale: 'es-AR', hasTouch: true });
  await watchMainThread(context);
  await context.addInitScript(() => performance.setResourceTimingBufferSize(100_000));
  const page = await context.newPage();
  hooks.onPage?.(page);
  await signInThroughUi(page, baseUrl, NIGHT_EMAIL, DEMO_PASSWORD);
  await waitForFirstSync(page, 120_000);
  await waitForServiceWorker(page);
  await hooks.beforeOffline?.(token);
  await context.setOffline(true);
  const night = await queueNight(page, entryIds);
  // The stock taker's screen stays open on the count while it all goes out.
  await navigateInApp(page, `/noctua/logged/inventarios/conteo?location=${night.locationId}&count=${night.countId}`);
  const entriesBefore = await page.evaluate(() => performance.getEntriesByType('resource').length);
  return { context, page, token, night, entriesBefore };
}

/** The outbox by status (index counts: reading 2,500 entries every poll would load the page itself). */
export function outboxByStatus(page: Page): Promise<Record<PageOutboxEntry['status'], number>> {
  return page.evaluate(async () => {
    const replica = (globalThis as unknown as PageWindow).noctuaReplica?.get();
    const statuses = ['pending', 'sending', 'applied', 'rejected'] as const;
    const counts = await Promise.all(statuses.map((s) => replica?.db.outbox.where('status').equals(s).count() ?? 0));
    return Object.fromEntries(statuses.map((s, i) => [s, counts[i] ?? 0])) as Record<(typeof statuses)[number], number>;
  });
}

export interface Drained {
  /** From the network coming back until no command waits. */
  ms: number;
  rejected: number;
  longTasks: number[];
  /** Gaps between two frames longer than 50 ms meanwhile. */
  frameGaps: number[];
}

/** Brings the network back and waits until the outbox has nothing left to send. */
export async function drainNight(context: BrowserContext, page: Page, timeoutMs = 300_000): Promise<Drained> {
  const since = await page.evaluate(() => performance.now());
  const started = Date.now();
  await context.setOffline(false);
  // Polled from here: waitForFunction takes a pending Promise for a truthy answer.
  for (;;) {
    const { pending, sending } = await outboxByStatus(page);
    if (pending + sending === 0) break;
    if (Date.now() - started > timeoutMs) throw new Error(`outbox not drained: ${pending + sending} left`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const ms = Date.now() - started;
  const seen = await page.evaluate((from) => {
    const n = (
      globalThis as unknown as {
        __night?: { longTasks: { start: number; duration: number }[]; gaps: { at: number; gap: number }[] };
      }
    ).__night;
    return {
      longTasks: (n?.longTasks ?? []).filter((t) => t.start >= from).map((t) => Math.round(t.duration)),
      frameGaps: (n?.gaps ?? []).filter((g) => g.at >= from).map((g) => Math.round(g.gap)),
    };
  }, since);
  const { rejected } = await outboxByStatus(page);
  return { ms, rejected, ...seen };
}

export interface ServerNight {
  countLines: number;
  arrived: number;
  breakages: number;
  /** Each broken good's stock at the count's location. */
  levels: Map<string, number>;
}

/** What the server holds of the night, read through the sync API. */
export async function serverNight(baseUrl: string, token: string, night: QueuedNight): Promise<ServerNight> {
  const [lines, entries, breakages, levels] = await Promise.all([
    serverRows(baseUrl, 'stockCountLines', token),
    serverRows(baseUrl, 'freeEntries', token),
    serverRows(baseUrl, 'breakages', token),
    serverRows(baseUrl, 'stockLevels', token),
  ]);
  const entryIds = new Set(night.entryIds);
  const breakageIds = new Set(night.breakages.map((b) => b.id));
  const broken = new Set(night.breakages.map((b) => b.goodId));
  return {
    countLines: lines.filter((l) => l.stockCountId === night.countId).length,
    arrived: entries.filter((e) => entryIds.has(String(e.id))).reduce((s, e) => s + Number(e.arrived), 0),
    breakages: breakages.filter((b) => breakageIds.has(String(b.id))).length,
    levels: new Map(
      levels
        .filter((l) => l.locationId === night.locationId && broken.has(String(l.goodId)))
        .map((l) => [String(l.goodId), Number(l.quantity)]),
    ),
  };
}
