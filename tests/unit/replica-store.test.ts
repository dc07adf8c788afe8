// The features' offline commands, registered as the app's replica runtime loads them.
import '../../src/lib/sync/known-commands';
import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '../../src/contract/auth';
import { type ApiClient, ApiError } from '../../src/lib/api-client';
import type { AccountApi } from '../../src/lib/auth/account-api';
import { createAuth } from '../../src/lib/auth/auth-store';
import { noctuaDbName } from '../../src/lib/db/noctua-db';
import { createReplicaStore } from '../../src/lib/sync/replica-store';
import { stockUser, tokenExpiringIn, waitForReplica } from './helpers';

const COUNT = '0190a5b2-0000-7000-8000-00000000000a';
const LOCATION = '0190a5b2-0000-7000-8000-000000000001';

function setup(userId: string, mustChangePassword = false) {
  const user = { ...stockUser(userId), mustChangePassword };
  const api: AccountApi = {
    setAccessToken: () => {},
    login: vi.fn(async (): Promise<LoginResponse> => ({ accessToken: tokenExpiringIn(3600), user, mustChangePassword })),
    getMyAccount: vi.fn(async () => ({ user })),
    changePassword: vi.fn(async () => ({ accessToken: tokenExpiringIn(3600) })),
    register: vi.fn(),
    resetPassword: vi.fn(),
    confirmResetPassword: vi.fn(),
  } as unknown as AccountApi;
  // The server is unreachable: everything queued stays queued.
  const offline = vi.fn(() => Promise.reject(new ApiError('Something went wrong', undefined, undefined)));
  const client: ApiClient = { setAccessToken: () => {}, request: offline, get: offline, post: offline, put: offline };
  const auth = createAuth({ api });
  const store = createReplicaStore({ auth, client, log: () => {} });
  return { auth, store, user, calls: offline };
}

describe('replica store', () => {
  it('opens the database of the signed-in user and venue, and closes it (keeping it) when the session ends', async () => {
    const { auth, store } = setup('u-open');
    expect(store.get()).toBeNull();
    await auth.login('u-open@noctua.test', 'x', true);
    const replica = await waitForReplica(store);
    expect(replica.db.name).toBe(noctuaDbName('u-open', 'venue-1'));
    expect(replica.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    auth.sessionExpired();
    expect(store.get()).toBeNull();
    expect(await Dexie.exists(noctuaDbName('u-open', 'venue-1'))).toBe(true);
  });

  it('logout with changes waiting warns instead of deleting; keepPending signs out and keeps them', async () => {
    const { auth, store } = setup('u-pending');
    await auth.login('u-pending@noctua.test', 'x', true);
    await waitForReplica(store);
    await store.queue('stockCount.open', { countId: COUNT, locationId: LOCATION });
    await expect(store.logout()).resolves.toEqual({ status: 'pending', pending: 1 });
    expect(auth.getState().isAuthenticated).toBe(true);
    await expect(store.logout({ keepPending: true })).resolves.toEqual({ status: 'signed-out', wiped: false });
    expect(auth.getState().isAuthenticated).toBe(false);
    expect(await Dexie.exists(noctuaDbName('u-pending', 'venue-1'))).toBe(true);

    // Signing in again finds the queue where it was.
    await auth.login('u-pending@noctua.test', 'x', true);
    const again = await waitForReplica(store);
    expect(await again.db.outbox.where('status').anyOf('pending', 'sending').count()).toBe(1);
    expect(await again.db.stockCounts.get(COUNT)).toMatchObject({ locationId: LOCATION, status: 'open' });
  });

  it('logout with an empty outbox deletes the replica', async () => {
    const { auth, store } = setup('u-empty');
    await auth.login('u-empty@noctua.test', 'x', true);
    await waitForReplica(store);
    await expect(store.logout()).resolves.toEqual({ status: 'signed-out', wiped: true });
    expect(await Dexie.exists(noctuaDbName('u-empty', 'venue-1'))).toBe(false);
    expect(auth.getState().isAuthenticated).toBe(false);
  });

  it('refuses an invalid command before writing anything', async () => {
    const { auth, store } = setup('u-invalid');
    await auth.login('u-invalid@noctua.test', 'x', true);
    const replica = await waitForReplica(store);
    await expect(
      store.queue('stockCount.upsertLine', {
        countId: COUNT,
        goodId: LOCATION,
        quantity: -1,
        countedAt: new Date().toISOString(),
      }),
    ).rejects.toThrow('La cantidad no puede ser negativa');
    expect(await replica.db.outbox.count()).toBe(0);
    expect(await replica.db.stockCountLines.count()).toBe(0);
  });

  it('waits for a forced password change: no replica and no sync before it, a sync at once after it', async () => {
    const { auth, store, calls } = setup('u-must-change', true);
    await auth.login('u-must-change@noctua.test', 'x', true);
    await new Promise((r) => setTimeout(r, 100));
    expect(store.get()).toBeNull();
    expect(calls).not.toHaveBeenCalled();

    await auth.changePassword({ currentPassword: 'x', newPassword: 'otra-clave-2026' } as never);
    await waitForReplica(store);
    for (let i = 0; i < 100 && calls.mock.calls.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(calls).toHaveBeenCalled();
  });
});
