import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse, SessionUser } from '../../src/contract/auth';
import { ApiError } from '../../src/lib/api-client';
import type { AccountApi } from '../../src/lib/auth/account-api';
import { createAuth } from '../../src/lib/auth/auth-store';
import { tokenExpiringIn } from './helpers';

const user: SessionUser = {
  id: 'u1',
  email: 'sofia@noctua.test',
  name: 'Sofía',
  lastname: 'Paredes',
  displayName: 'Sofía Paredes',
  position: 'Gerente',
  photoURL: null,
  privi: ['101'],
  ticketero: { active: false, url: null },
  venueId: 'v1',
  mustChangePassword: false,
};

function fakeApi(overrides: Partial<AccountApi> = {}) {
  const tokens: (string | null)[] = [];
  const api: AccountApi = {
    setAccessToken: (token) => tokens.push(token),
    login: vi.fn(async (): Promise<LoginResponse> => ({ accessToken: tokenExpiringIn(3600), user, mustChangePassword: false })),
    loginTotp: vi.fn(
      async (): Promise<LoginResponse> => ({ accessToken: tokenExpiringIn(3600), user, mustChangePassword: false }),
    ),
    getMyAccount: vi.fn(async () => ({ user })),
    changePassword: vi.fn(async () => ({ accessToken: tokenExpiringIn(7200) })),
    register: vi.fn(async () => ({ ok: true })),
    verify: vi.fn(async (): Promise<LoginResponse> => ({ accessToken: tokenExpiringIn(3600), user, mustChangePassword: false })),
    resetPassword: vi.fn(async () => ({})),
    confirmResetPassword: vi.fn(async () => ({})),
    ...overrides,
  };
  return { api, tokens };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('session start (SPEC §4)', () => {
  it('without a token: unauthenticated, no account call', async () => {
    const { api } = fakeApi();
    const auth = createAuth({ api });
    expect(auth.getState().isInitialized).toBe(false);
    await expect(auth.initialize()).resolves.toBe('unauthenticated');
    expect(auth.getState()).toMatchObject({ isInitialized: true, isAuthenticated: false, user: null });
    expect(api.getMyAccount).not.toHaveBeenCalled();
  });

  it('with a valid saved token: applies it, loads the account and signs in', async () => {
    const token = tokenExpiringIn(3600);
    localStorage.setItem('accessToken', token);
    const { api, tokens } = fakeApi();
    const auth = createAuth({ api });
    await expect(auth.initialize()).resolves.toBe('authenticated');
    expect(tokens).toEqual([token]);
    expect(auth.getState()).toMatchObject({ isInitialized: true, isAuthenticated: true, user });
  });

  it('with an expired token: ignores and forgets it', async () => {
    localStorage.setItem('accessToken', tokenExpiringIn(-5));
    const { api } = fakeApi();
    const auth = createAuth({ api });
    await expect(auth.initialize()).resolves.toBe('unauthenticated');
    expect(api.getMyAccount).not.toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('402 from the account: unauthenticated, and the caller is told to show /402', async () => {
    localStorage.setItem('accessToken', tokenExpiringIn(3600));
    const { api } = fakeApi({ getMyAccount: vi.fn(async () => Promise.reject(new ApiError('Pago requerido', 402, null))) });
    const auth = createAuth({ api });
    await expect(auth.initialize()).resolves.toBe('payment-required');
    expect(auth.getState().isAuthenticated).toBe(false);
  });

  it('offline start with a valid token: signed in from the cached account of the same user', async () => {
    const { api: online } = fakeApi();
    await createAuth({ api: online }).login('sofia@noctua.test', 'x', true);
    const token = localStorage.getItem('accessToken');
    const { api, tokens } = fakeApi({ getMyAccount: vi.fn(async () => Promise.reject(new ApiError('Failed', undefined, null))) });
    const auth = createAuth({ api });
    await expect(auth.initialize()).resolves.toBe('authenticated');
    expect(auth.getState()).toMatchObject({ isAuthenticated: true, user, offline: true });
    // The token stays applied: the sync engine sends it once the network is back.
    expect(tokens).toEqual([token]);
  });

  it('offline start: no cached account, or one of another user, leaves the user signed out', async () => {
    localStorage.setItem('accessToken', tokenExpiringIn(3600));
    const unreachable = { getMyAccount: vi.fn(async () => Promise.reject(new ApiError('Failed', undefined, null))) };
    await expect(createAuth(fakeApi(unreachable)).initialize()).resolves.toBe('unauthenticated');
    localStorage.setItem('noctua.sessionUser', JSON.stringify({ ...user, id: 'someone-else' }));
    await expect(createAuth(fakeApi(unreachable)).initialize()).resolves.toBe('unauthenticated');
    // The token is kept for a start with network.
    expect(localStorage.getItem('accessToken')).not.toBeNull();
  });

  it('logout forgets the cached account; a refused token (sessionExpired) signs out', async () => {
    const { api } = fakeApi();
    const auth = createAuth({ api });
    await auth.login('sofia@noctua.test', 'x', true);
    expect(localStorage.getItem('noctua.sessionUser')).not.toBeNull();
    auth.sessionExpired();
    expect(auth.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
    await auth.login('sofia@noctua.test', 'x', true);
    await auth.logout();
    expect(localStorage.getItem('noctua.sessionUser')).toBeNull();
  });

  it('initialises once however often it is asked', async () => {
    localStorage.setItem('accessToken', tokenExpiringIn(3600));
    const { api } = fakeApi();
    const auth = createAuth({ api });
    await Promise.all([auth.initialize(), auth.initialize()]);
    await auth.initialize();
    expect(api.getMyAccount).toHaveBeenCalledTimes(1);
  });
});

describe('login, logout, password change', () => {
  it("login with 'Recordarme' keeps the token in localStorage", async () => {
    const { api } = fakeApi();
    const auth = createAuth({ api });
    await auth.initialize();
    const listener = vi.fn();
    auth.subscribe(listener);
    await auth.login('sofia', 'secret', true);
    expect(api.login).toHaveBeenCalledWith({ email: 'sofia', password: 'secret' });
    expect(localStorage.getItem('accessToken')).toMatch(/^ey/);
    expect(auth.getState()).toMatchObject({ isAuthenticated: true, user, mustChangePassword: false });
    expect(listener).toHaveBeenCalled();
  });

  it('login without it keeps the token in sessionStorage only', async () => {
    const { api } = fakeApi();
    const auth = createAuth({ api });
    await auth.login('sofia', 'secret', false);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(sessionStorage.getItem('accessToken')).toMatch(/^ey/);
  });

  it('a failed login changes nothing', async () => {
    const { api } = fakeApi({
      login: vi.fn(async () => Promise.reject(new ApiError('Usuario o contraseña incorrectos', 401, null))),
    });
    const auth = createAuth({ api });
    await auth.initialize();
    await expect(auth.login('sofia', 'bad', true)).rejects.toThrow('Usuario o contraseña incorrectos');
    expect(auth.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('logout clears token and user', async () => {
    const { api, tokens } = fakeApi();
    const auth = createAuth({ api });
    await auth.login('sofia', 'secret', true);
    await auth.logout();
    expect(auth.getState()).toMatchObject({ isAuthenticated: false, user: null });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(tokens.at(-1)).toBeNull();
  });

  it('a default-password login must change it; the change stores the new token and lifts that', async () => {
    const { api, tokens } = fakeApi({
      login: vi.fn(async () => ({
        accessToken: tokenExpiringIn(3600),
        user: { ...user, mustChangePassword: true },
        mustChangePassword: true,
      })),
    });
    const auth = createAuth({ api });
    await auth.login('sofia', 'default', false);
    expect(auth.getState().mustChangePassword).toBe(true);
    await auth.changePassword({ oldPassword: 'default', password: 'nuevaClave1', confirmNewPassword: 'nuevaClave1' });
    const stored = sessionStorage.getItem('accessToken');
    expect(stored).toBe(tokens.at(-1));
    expect(auth.getState()).toMatchObject({ isAuthenticated: true, mustChangePassword: false });
    expect(auth.getState().user?.mustChangePassword).toBe(false);
  });

  it('the session ends when the token expires', async () => {
    vi.useFakeTimers();
    const { api } = fakeApi({
      login: vi.fn(async () => ({ accessToken: tokenExpiringIn(60), user, mustChangePassword: false })),
    });
    const auth = createAuth({ api });
    await auth.login('sofia', 'secret', true);
    expect(auth.getState().isAuthenticated).toBe(true);
    vi.advanceTimersByTime(61_000);
    expect(auth.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('refresh reloads the account; a failure is only logged', async () => {
    const log = vi.fn();
    let fail = false;
    const { api } = fakeApi({
      getMyAccount: vi.fn(async () =>
        fail ? Promise.reject(new ApiError('x', 500, null)) : { user: { ...user, position: 'Dueña' } },
      ),
    });
    const auth = createAuth({ api, log });
    await auth.login('sofia', 'secret', true);
    await auth.refresh();
    expect(auth.getState().user?.position).toBe('Dueña');
    fail = true;
    await auth.refresh();
    expect(log).toHaveBeenCalledOnce();
    expect(auth.getState().isAuthenticated).toBe(true);
  });
});
