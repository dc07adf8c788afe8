// Driving the app's local replica from a test or a benchmark: the shape of `window.noctuaReplica`
// as seen from page.evaluate (structural types only: the callbacks are serialised into the page,
// so they cannot import anything), signing in through the login screen or the API, and waiting
// until the app has settled on either its replica or the login screen.
import type { Page } from 'playwright-core';
import type { PullResponse } from '../../src/contract/sync';

export interface PageRow {
  id: string;
  version: number;
  _local?: boolean;
  _server?: PageRow | null;
  [key: string]: unknown;
}

export interface PageOutboxEntry {
  id: string;
  seq: number;
  name: string;
  args: unknown;
  status: 'pending' | 'sending' | 'applied' | 'rejected';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: number;
}

interface PageCollection<T> {
  count(): Promise<number>;
  toArray(): Promise<T[]>;
  modify(changes: Partial<T>): Promise<number>;
}

export interface PageTable<T> {
  name: string;
  count(): Promise<number>;
  toArray(): Promise<T[]>;
  where(index: string): { anyOf(...keys: string[]): PageCollection<T>; equals(key: unknown): PageCollection<T> };
}

export interface PageSyncStatus {
  online: boolean;
  running: boolean;
  authRequired: boolean;
  firstSync: { phase: string; received: number } | null;
  lastSyncAt: string | null;
  lastError: string | null;
}

export interface PageDb {
  name: string;
  tables: PageTable<PageRow>[];
  outbox: PageTable<PageOutboxEntry>;
  syncState: PageTable<{ key: string; cursor: string | null }>;
  stockCounts: PageTable<PageRow>;
  stockCountLines: PageTable<PageRow>;
  stockLocations: PageTable<PageRow>;
  goods: PageTable<PageRow>;
  goodBarcodes: PageTable<PageRow>;
}

export interface PageReplica {
  db: PageDb;
  engine: { sync(): Promise<void>; getStatus(): PageSyncStatus; subscribe(listener: () => void): () => void };
  deviceId: string;
  userId: string;
  venueId: string;
}

export interface PageWindow {
  noctuaReplica?: {
    get(): PageReplica | null;
    queue(name: string, args: unknown): Promise<PageOutboxEntry>;
  };
  location: { pathname: string };
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  navigator: { serviceWorker?: { controller: unknown } };
}

export type AppState = 'replica' | 'login';

/** The demo accounts' password (README). */
export const DEMO_PASSWORD = 'noctua2026';

/** Fills in and submits the login form the page shows. */
export async function fillLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Usuario').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/**
 * Opens `url` (the login screen, or a page that sends there) and submits the login form; the
 * caller waits for whatever it expects next (the home page, an error, a redirect).
 */
export async function submitLogin(page: Page, url: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(url);
  await fillLogin(page, email, password);
}

/**
 * Commands in the replica's outbox in one of `statuses` (-1: no replica yet). By default the
 * ones the server has not applied, rejected ones included.
 */
export function unsentCommands(
  page: Page,
  statuses: PageOutboxEntry['status'][] = ['pending', 'sending', 'rejected'],
): Promise<number> {
  return page.evaluate(async (wanted) => {
    const replica = (globalThis as unknown as PageWindow).noctuaReplica?.get();
    if (!replica) return -1;
    return (await replica.db.outbox.toArray()).filter((e) => wanted.includes(e.status)).length;
  }, statuses);
}

/** Waits until the app shows its replica (signed in) or the login screen, and says which. */
export async function waitForApp(page: Page, timeoutMs = 30_000): Promise<AppState> {
  const handle = await page.waitForFunction(
    () => {
      const w = globalThis as unknown as PageWindow;
      if (w.noctuaReplica?.get()) return 'replica';
      if (w.location.pathname.includes('/auth/login')) return 'login';
      return false;
    },
    undefined,
    { timeout: timeoutMs, polling: 50 },
  );
  return (await handle.jsonValue()) as AppState;
}

/** Fills the login screen (going to it first when needed) and waits for the replica to open. */
export async function signInThroughUi(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  const onLogin = await page
    .evaluate(() => (globalThis as unknown as PageWindow).location.pathname.includes('/auth/login'))
    .catch(() => false);
  if (!onLogin) await page.goto(`${baseUrl}/noctua/auth/login`);
  await page.getByLabel('Usuario').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForFunction(() => !!(globalThis as unknown as PageWindow).noctuaReplica?.get(), undefined, {
    timeout: 30_000,
    polling: 50,
  });
}

/** A bearer token through the API's login (for checking what the screens did). */
export { apiLogin } from './api';

/** Waits until the replica's first sync has finished (its engine reached the server once). */
export async function waitForFirstSync(page: Page, timeoutMs = 60_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const status = (globalThis as unknown as PageWindow).noctuaReplica?.get()?.engine.getStatus();
      return !!status && status.firstSync === null && status.lastSyncAt !== null;
    },
    undefined,
    { timeout: timeoutMs, polling: 50 },
  );
}

/** Waits until the service worker controls the page, so reloads work with the server down. */
export async function waitForServiceWorker(page: Page, timeoutMs = 30_000): Promise<void> {
  await page.waitForFunction(() => !!(globalThis as unknown as PageWindow).navigator.serviceWorker?.controller, undefined, {
    timeout: timeoutMs,
    polling: 100,
  });
}

/** Waits until `main` shows the screen: not empty, not the pending loader. */
export async function screenShown(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      if (!main) return false;
      const loading = main.querySelector('[role="status"]')?.textContent?.includes('Cargando');
      return !loading && (main.textContent ?? '').trim().length > 20;
    },
    undefined,
    { timeout: 15_000, polling: 100 },
  );
}

/** The server's current rows of one replicated table, read through the sync API like any client. */
export async function serverRows(baseUrl: string, table: string, accessToken: string): Promise<Record<string, unknown>[]> {
  const rows = new Map<string, { version: number; row: Record<string, unknown> }>();
  let cursor: string | undefined;
  for (let page = 0; page < 200; page++) {
    const url = new URL(`${baseUrl}/noctua/api/sync/pull`);
    url.searchParams.set('tables', table);
    url.searchParams.set('limit', '5000');
    if (cursor) url.searchParams.set('cursor', cursor);
    const res = await fetch(url, { headers: { authorization: `Bearer ${accessToken}` } });
    if (res.status !== 200) throw new Error(`pull of ${table}: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as PullResponse;
    for (const change of body.changes) {
      const known = rows.get(change.id);
      if (known && known.version > change.version) continue;
      if (change.op === 'delete') rows.delete(change.id);
      else rows.set(change.id, { version: change.version, row: { ...change.row, id: change.id } });
    }
    cursor = body.cursor;
    if (!body.hasMore) break;
  }
  return [...rows.values()].map((r) => r.row);
}
