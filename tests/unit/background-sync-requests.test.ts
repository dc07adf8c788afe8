// When the page asks the browser for a Background Sync (issue 39): only for what it will not send
// itself — commands queued offline, left by a push that could not reach the server, or still unsent
// when the page is hidden — never for each command of a burst it sends itself (which woke the
// service worker to push beside the page: 25 pushes for 200 count lines in bench:sync).
// Its own file: every replica store listens to the document's visibility, and the stores other
// tests leave open would answer the event too.
import '../../src/lib/sync/known-commands';
import { describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '../../src/contract/auth';
import { type ApiClient, ApiError } from '../../src/lib/api-client';
import type { AccountApi } from '../../src/lib/auth/account-api';
import { createAuth } from '../../src/lib/auth/auth-store';
import { createReplicaStore } from '../../src/lib/sync/replica-store';
import { stockUser, tokenExpiringIn, waitForReplica } from './helpers';

const LOCATION = '0190a5b2-0000-7000-8000-000000000001';

describe('background sync requests', () => {
  it('asks the browser for a background sync only for what the page will not send itself', async () => {
    const register = vi.fn(async (_tag: string) => {});
    const navigatorProps = { serviceWorker: { ready: Promise.resolve({ sync: { register } }) }, onLine: true };
    const restore = Object.keys(navigatorProps).map((name) => [name, Object.getOwnPropertyDescriptor(navigator, name)] as const);
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: navigatorProps.serviceWorker });
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => navigatorProps.onLine });
    let visibility: DocumentVisibilityState = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    // The server while up: pushes are applied, pulls bring nothing new (no snapshot: the delta
    // pull from zero); down, every call fails as an unreachable server does.
    let serverUp = true;
    const request = vi.fn(async (path: string, init?: { body?: unknown }) => {
      if (!serverUp) throw new ApiError('Something went wrong', undefined, undefined);
      if (path === '/sync/push') {
        const { commands } = (init?.body ?? { commands: [] }) as { commands: { id: string }[] };
        return { results: commands.map((c) => ({ id: c.id, status: 'applied' })) };
      }
      if (path === '/sync/pull') return { changes: [], cursor: 'c1', hasMore: false };
      throw new ApiError('Not found', 404, undefined);
    });
    const user = stockUser('u-background');
    const api = {
      setAccessToken: () => {},
      login: vi.fn(async (): Promise<LoginResponse> => ({ accessToken: tokenExpiringIn(3600), user, mustChangePassword: false })),
      getMyAccount: vi.fn(async () => ({ user })),
    } as unknown as AccountApi;
    const client = { setAccessToken: () => {}, request, get: request, post: request, put: request } as unknown as ApiClient;
    const auth = createAuth({ api });
    const store = createReplicaStore({ auth, client, log: () => {} });
    const open = (n: number) =>
      store.queue('stockCount.open', {
        countId: `0190a5b2-0000-7000-8000-0000000001${String(n).padStart(2, '0')}`,
        locationId: LOCATION,
      });
    // The push after a burst (QUEUE_SYNC_DELAY_MS) and what follows it.
    const settled = () => new Promise((r) => setTimeout(r, 600));
    try {
      await auth.login('u-background@noctua.test', 'x', true);
      const replica = await waitForReplica(store);
      await vi.waitFor(() => expect(replica.engine.getStatus().lastSyncAt).not.toBeNull());

      // Online, page in view: a burst of taps is the page's to send, in one push after the last.
      for (let n = 0; n < 5; n++) await open(n);
      await settled();
      expect(await replica.db.outbox.where('status').equals('applied').count()).toBe(5);
      expect(register).not.toHaveBeenCalled();

      // Queued offline: the worker sends it once the browser is online, the tab closed or not.
      navigatorProps.onLine = false;
      await open(10);
      await vi.waitFor(() => expect(register).toHaveBeenCalledWith('noctua-outbox'));
      navigatorProps.onLine = true;
      register.mockClear();

      // Online, but the push could not reach the server: left to the worker as well.
      serverUp = false;
      await open(11);
      await settled();
      await vi.waitFor(() => expect(register).toHaveBeenCalledWith('noctua-outbox'));
      register.mockClear();

      // The page hidden (tab closed, another app) with commands still unsent: asked again.
      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.waitFor(() => expect(register).toHaveBeenCalledWith('noctua-outbox'));
      register.mockClear();

      // Once a push has sent everything, hiding the page asks for nothing.
      visibility = 'visible';
      serverUp = true;
      await open(12);
      await vi.waitFor(
        async () => {
          void replica.engine.sync({ pushOnly: true });
          expect(await replica.db.outbox.where('status').anyOf('pending', 'sending').count()).toBe(0);
        },
        { timeout: 20_000, interval: 200 },
      );
      await settled();
      register.mockClear();
      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
      await new Promise((r) => setTimeout(r, 50));
      expect(register).not.toHaveBeenCalled();
    } finally {
      await auth.logout();
      delete (document as { visibilityState?: unknown }).visibilityState;
      for (const [name, descriptor] of restore) {
        if (descriptor) Object.defineProperty(navigator, name, descriptor);
        else delete (navigator as unknown as Record<string, unknown>)[name];
      }
    }
  });
});
