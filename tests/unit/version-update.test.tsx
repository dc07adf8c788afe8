// The version check and the update banner (SPEC §4 "Version", §8): a different server version
// shows the banner with its exact text, the same one or a failed check shows nothing (a failure is
// only logged), and the click never reloads over changes that are still queued.
// The features' offline commands, registered as the app's replica runtime loads them.
import '../../src/lib/sync/known-commands';
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdateBanner, type UpdateBannerProps } from '../../src/app/pwa/update-banner';
import { updateApp, type WorkerUpdater } from '../../src/app/pwa/version-check';
import { system } from '../../src/app/theme/system';
import { uuidv7 } from '../../src/contract/uuid';
import { APP_VERSION } from '../../src/contract/version';
import { NoctuaDb } from '../../src/lib/db/noctua-db';
import { checkVersion } from '../../src/lib/pwa/server-version';
import type { SyncEngine } from '../../src/lib/sync/engine';
import { queueCommand } from '../../src/lib/sync/local-effects';
import type { Replica } from '../../src/lib/sync/replica-store';
import { ReplicaProvider } from '../../src/lib/sync/use-replica';
import { click, flush, type Rendered, readOnlyStore, render, screen } from './helpers';

const BANNER_TEXT = 'Haga click para actualizar a la nueva versión';
/** The refusals, one per phase: offline with changes queued, and online with changes the flush could not send. */
const OFFLINE_PENDING = 'Hay cambios sin enviar y no hay conexión: podrás actualizar cuando se hayan enviado.';
const PENDING = 'Hay cambios sin enviar: podrás actualizar cuando se hayan enviado. Vuelve a intentarlo en unos momentos.';
let view: Rendered | undefined;
let counter = 0;
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  await view?.unmount();
  view = undefined;
  for (const c of cleanups.splice(0).reverse()) await c();
  vi.restoreAllMocks();
});

function answering(text: string): typeof fetch {
  return vi.fn(async () => ({ ok: true, status: 200, text: async () => text }) as Response);
}

/** A real outbox with `pending` queued commands; `sync` decides what the "engine" does. */
async function replicaWith(pending: number, sync: (db: NoctuaDb) => Promise<void> = async () => {}): Promise<Replica> {
  const db = new NoctuaDb(`noctua-test-version-${Date.now()}-${counter++}`);
  await db.open();
  cleanups.push(() => db.delete());
  for (let i = 0; i < pending; i++) {
    await queueCommand(db, 'device-v', 'stockCount.open', { countId: uuidv7(), locationId: uuidv7() });
  }
  const engine = { sync: vi.fn(() => sync(db)) } as unknown as SyncEngine;
  return { db, engine, deviceId: 'device-v', userId: 'u', venueId: 'v' };
}

async function renderBanner(props: UpdateBannerProps, replica: Replica | null = null) {
  view = await render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <ReplicaProvider store={readOnlyStore(replica)}>
          <UpdateBanner {...props} />
        </ReplicaProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
  await flush(5);
}

/** The banner is its one button; it is there exactly while an update is offered. */
function banner(): HTMLButtonElement | null {
  return screen.queryByRole('button', { name: BANNER_TEXT });
}

function updateButton(): HTMLButtonElement {
  const button = banner();
  if (!button) throw new Error('no update button');
  return button;
}

/** What the banner says under its button (a live status; hidden while it has nothing to say). */
function message(): string {
  return screen.queryByRole('status')?.textContent?.trim() ?? '';
}

async function settle(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await flush(1);
  }
  throw new Error(`Timed out waiting for ${what}`);
}

function stubWorker(waiting: boolean): WorkerUpdater & { update: ReturnType<typeof vi.fn>; activate: ReturnType<typeof vi.fn> } {
  return { update: vi.fn(async () => waiting), activate: vi.fn(async () => {}) };
}

describe('version check', () => {
  it('asks for the version with a timestamp and compares the trimmed text', async () => {
    const fetchImpl = answering(`${APP_VERSION}\n`);
    expect(await checkVersion({ fetch: fetchImpl, now: () => 1234, base: '/noctua/' })).toEqual({ status: 'same' });
    expect(fetchImpl).toHaveBeenCalledWith('/noctua/api/version.txt?v=1234', { cache: 'no-store' });
    expect(await checkVersion({ fetch: answering('0.91.0') })).toEqual({ status: 'different', version: '0.91.0' });
  });

  it('takes an error answer or an HTML page for a failure, and only logs it', async () => {
    const log = vi.fn();
    const notOk = vi.fn(async () => ({ ok: false, status: 503, text: async () => 'x' }) as Response);
    expect(await checkVersion({ fetch: notOk, log })).toEqual({ status: 'failed' });
    expect(await checkVersion({ fetch: answering('<!doctype html><html></html>'), log })).toEqual({ status: 'failed' });
    expect(log).toHaveBeenCalledTimes(2);
  });
});

describe('update banner', () => {
  it('shows the exact text, as a button, when the server version differs', async () => {
    const fetchImpl = answering('0.91.0');
    await renderBanner({ fetch: fetchImpl, reload: vi.fn(), worker: null });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(String(vi.mocked(fetchImpl).mock.calls[0]?.[0])).toMatch(/api\/version\.txt\?v=\d+$/);
    expect(banner()).not.toBeNull();
    expect(updateButton().textContent?.trim()).toBe(BANNER_TEXT);
    expect(updateButton().tagName).toBe('BUTTON');
  });

  it('shows nothing when the versions are equal', async () => {
    await renderBanner({ fetch: answering(APP_VERSION), reload: vi.fn(), worker: null });
    expect(banner()).toBeNull();
  });

  it('shows nothing when the check fails, and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await renderBanner({ fetch: failing, reload: vi.fn(), worker: null });
    expect(banner()).toBeNull();
    expect(warn).toHaveBeenCalledWith('Version check failed', expect.any(TypeError));
    expect(error).not.toHaveBeenCalled();
  });

  it('offline with changes queued: no update, no reload, the changes stay and the user is told', async () => {
    const replica = await replicaWith(1);
    const reload = vi.fn();
    const worker = stubWorker(true);
    await renderBanner({ fetch: answering('0.91.0'), reload, worker, isOnline: () => false }, replica);
    await click(updateButton());
    await settle(() => message() === OFFLINE_PENDING, 'the refusal');
    expect(message()).toContain('Hay cambios sin enviar');
    expect(reload).not.toHaveBeenCalled();
    expect(worker.update).not.toHaveBeenCalled();
    expect(replica.engine.sync).not.toHaveBeenCalled();
    expect(await replica.db.outbox.where('status').equals('pending').count()).toBe(1);
    expect(banner()).not.toBeNull();
  });

  it('online with changes the flush cannot send: no reload, the banner stays', async () => {
    const replica = await replicaWith(2);
    const reload = vi.fn();
    await renderBanner({ fetch: answering('0.91.0'), reload, worker: stubWorker(true), isOnline: () => true }, replica);
    await click(updateButton());
    await settle(() => message() === PENDING, 'the refusal');
    expect(replica.engine.sync).toHaveBeenCalledTimes(1);
    expect(message()).toContain('Hay cambios sin enviar');
    expect(reload).not.toHaveBeenCalled();
    expect(await replica.db.outbox.where('status').equals('pending').count()).toBe(2);
  });

  it('online with changes queued: flushes them first, then updates the worker and reloads', async () => {
    const replica = await replicaWith(1, async (db) => {
      await db.outbox.toCollection().modify({ status: 'applied' });
    });
    const reload = vi.fn();
    const worker = stubWorker(true);
    await renderBanner({ fetch: answering('0.91.0'), reload, worker, isOnline: () => true }, replica);
    await click(updateButton());
    await settle(() => reload.mock.calls.length > 0, 'the reload');
    expect(replica.engine.sync).toHaveBeenCalledTimes(1);
    expect(worker.update).toHaveBeenCalledTimes(1);
    expect(worker.activate).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('with an empty outbox: updates the worker, skips the waiting one and reloads once', async () => {
    const replica = await replicaWith(0);
    const reload = vi.fn();
    const worker = stubWorker(true);
    await renderBanner({ fetch: answering('0.91.0'), reload, worker, isOnline: () => false }, replica);
    // A double click: the second lands on the same button, now busy.
    const button = updateButton();
    await click(button);
    await click(button);
    await settle(() => reload.mock.calls.length > 0, 'the reload');
    await flush(3);
    expect(replica.engine.sync).not.toHaveBeenCalled();
    expect(worker.update).toHaveBeenCalledTimes(1);
    expect(worker.activate).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('signed out and without a service worker: just reloads', async () => {
    const reload = vi.fn();
    await renderBanner({ fetch: answering('0.91.0'), reload, worker: null });
    await click(updateButton());
    await settle(() => reload.mock.calls.length > 0, 'the reload');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('updateApp', () => {
  it('reloads without skipping waiting when the update finds no waiting worker', async () => {
    const worker = stubWorker(false);
    const reload = vi.fn();
    const outcome = await updateApp({ countPending: null, sync: null, isOnline: () => true, worker, reload });
    expect(outcome).toBe('reloading');
    expect(worker.activate).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when the worker update fails or the new worker never takes control', async () => {
    const log = vi.fn();
    const reload = vi.fn();
    const broken: WorkerUpdater = { update: () => Promise.reject(new Error('offline')), activate: async () => {} };
    expect(await updateApp({ countPending: null, sync: null, isOnline: () => true, worker: broken, reload, log })).toBe(
      'reloading',
    );
    expect(log).toHaveBeenCalledWith('Service worker update failed', expect.any(Error));
    const stuck: WorkerUpdater = { update: async () => true, activate: () => new Promise(() => {}) };
    expect(
      await updateApp({ countPending: null, sync: null, isOnline: () => true, worker: stuck, reload, controlTimeoutMs: 10 }),
    ).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
