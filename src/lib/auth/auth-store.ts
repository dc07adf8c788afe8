// The session of SPEC §3/§4 as a small external store: { isInitialized, isAuthenticated, user }
// plus the token it runs on. The store is created once in main.tsx, handed to the router
// context (guards read it synchronously) and to React through useAuth().
import type { ChangePasswordInput, LoginResponse, RegisterInput, SessionUser } from '../../contract/auth';
import type { LoginTotpInput, TotpChallengeResponse } from '../../contract/two-factor';
import { isApiError } from '../api-client';
import { setDisplayZone } from '../display-zone';
import { readJson, removeKey, writeJson } from '../storage';
import type { AccountApi } from './account-api';
import { clearStoredToken, decodeJwtPayload, getTokenExpiry, isTokenValid, readStoredToken, storeToken } from './token';

/** The last account loaded, so that a start without network keeps the user signed in. */
export const CACHED_USER_KEY = 'noctua.sessionUser';

function cacheUser(user: SessionUser): void {
  writeJson('local', CACHED_USER_KEY, user);
}

/** The cached account of the token's subject, if it is the same user. */
function cachedUserFor(token: string): SessionUser | null {
  const cached = readJson('local', CACHED_USER_KEY) as SessionUser | null;
  const sub = decodeJwtPayload(token)?.sub;
  if (!cached || typeof cached !== 'object' || typeof cached.id !== 'string' || cached.id !== sub) return null;
  return Array.isArray(cached.privi) ? cached : null;
}

export interface AuthState {
  isInitialized: boolean;
  isAuthenticated: boolean;
  user: SessionUser | null;
  /** Signed in with the default password: every logged route leads to changePass. */
  mustChangePassword: boolean;
  /** Restored without network from the cached account: the server has not confirmed it yet. */
  offline?: boolean;
}

export type InitializeOutcome = 'authenticated' | 'unauthenticated' | 'payment-required';

export interface Auth {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /** Applies a saved, unexpired token and loads the account. Runs once; later calls share it. */
  initialize(): Promise<InitializeOutcome>;
  /** Signs in, or answers the second step's challenge (two-factor sign-in) without signing in. */
  login(email: string, password: string, remember: boolean): Promise<LoginResponse | TotpChallengeResponse>;
  /** The second step: the challenge plus a code or a recovery code. */
  loginTotp(input: LoginTotpInput, remember: boolean): Promise<LoginResponse>;
  /** Asks for an account; nothing is signed in until its emailed link is opened (issue 15 #12). */
  register(input: RegisterInput): Promise<void>;
  /** Opens the activation link: the account is created and signed in (SPEC §4: register sets authenticated). */
  verify(token: string): Promise<LoginResponse>;
  logout(): Promise<void>;
  /** The server refused the token (expired or revoked): sign out, keeping local data, to sign in again. */
  sessionExpired(): void;
  /** Reloads the account; a failure is only logged (SPEC §4). */
  refresh(): Promise<void>;
  /** Stores the new token; the session (user, authenticated) stays as it is. */
  changePassword(input: ChangePasswordInput): Promise<void>;
  /** Uses a token the server handed out for this session ("sign out everywhere" keeps this device in). */
  replaceToken(accessToken: string): void;
}

export interface AuthDeps {
  api: AccountApi;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
}

const SIGNED_OUT: AuthState = {
  isInitialized: true,
  isAuthenticated: false,
  user: null,
  mustChangePassword: false,
};

// setTimeout keeps delays in a signed 32-bit int; longer ones would fire at once.
const MAX_TIMER_MS = 2 ** 31 - 1;

export function createAuth({ api, now = Date.now, log = console.warn }: AuthDeps): Auth {
  let state: AuthState = { isInitialized: false, isAuthenticated: false, user: null, mustChangePassword: false };
  let remember = true;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  let initializing: Promise<InitializeOutcome> | undefined;
  const listeners = new Set<() => void>();

  function setState(next: AuthState): void {
    state = next;
    setDisplayZone(next.user?.venueTimezone, next.user?.venueCutoffHour);
    for (const listener of listeners) listener();
  }

  function clearExpiryTimer(): void {
    if (expiryTimer !== undefined) clearTimeout(expiryTimer);
    expiryTimer = undefined;
  }

  /** Sends the token with every call, and ends the session when the token expires. */
  function applyToken(token: string): void {
    api.setAccessToken(token);
    clearExpiryTimer();
    const expiry = getTokenExpiry(token);
    if (expiry === null) return;
    const schedule = (): void => {
      const left = expiry - now();
      if (left <= 0) {
        expire();
        return;
      }
      expiryTimer = setTimeout(schedule, Math.min(left, MAX_TIMER_MS));
    };
    schedule();
  }

  function dropToken(): void {
    clearExpiryTimer();
    clearStoredToken();
    api.setAccessToken(null);
  }

  function expire(): void {
    dropToken();
    setState(SIGNED_OUT);
  }

  async function runInitialize(): Promise<InitializeOutcome> {
    const stored = readStoredToken();
    if (!stored || !isTokenValid(stored.token, now())) {
      if (stored) dropToken();
      setState(SIGNED_OUT);
      return 'unauthenticated';
    }
    remember = stored.remember;
    applyToken(stored.token);
    try {
      const { user } = await api.getMyAccount();
      cacheUser(user);
      setState({ isInitialized: true, isAuthenticated: true, user, mustChangePassword: user.mustChangePassword });
      return 'authenticated';
    } catch (error) {
      // Offline start with a token that is still valid: the user of the cached account stays
      // signed in (the replica has their data); the server checks the token on the next call.
      const unreachable = !isApiError(error) || error.status === undefined;
      const cached = unreachable ? cachedUserFor(stored.token) : null;
      if (cached) {
        setState({
          isInitialized: true,
          isAuthenticated: true,
          user: cached,
          mustChangePassword: cached.mustChangePassword,
          offline: true,
        });
        return 'authenticated';
      }
      // The session cannot be restored: forget the token so the next start is clean, except
      // when the server was simply unreachable — the token may still be good.
      if (!unreachable) dropToken();
      else api.setAccessToken(null);
      clearExpiryTimer();
      setState(SIGNED_OUT);
      return isApiError(error) && error.status === 402 ? 'payment-required' : 'unauthenticated';
    }
  }

  function signIn(response: LoginResponse, rememberMe: boolean): LoginResponse {
    remember = rememberMe;
    storeToken(response.accessToken, rememberMe);
    applyToken(response.accessToken);
    cacheUser(response.user);
    setState({
      isInitialized: true,
      isAuthenticated: true,
      user: response.user,
      mustChangePassword: response.mustChangePassword || response.user.mustChangePassword,
    });
    return response;
  }

  return {
    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    initialize() {
      initializing ??= runInitialize();
      return initializing;
    },

    async login(email, password, rememberMe) {
      const response = await api.login({ email, password });
      return 'twoFactorRequired' in response ? response : signIn(response, rememberMe);
    },

    async loginTotp(input, rememberMe) {
      return signIn(await api.loginTotp(input), rememberMe);
    },

    async register(input) {
      await api.register(input);
    },

    async verify(token) {
      return signIn(await api.verify({ token }), true);
    },

    async logout() {
      dropToken();
      removeKey('local', CACHED_USER_KEY);
      setState(SIGNED_OUT);
    },

    sessionExpired() {
      if (!state.isAuthenticated) return;
      expire();
    },

    async refresh() {
      if (!state.isAuthenticated) return;
      try {
        const { user } = await api.getMyAccount();
        cacheUser(user);
        setState({ ...state, user, offline: false, mustChangePassword: state.mustChangePassword && user.mustChangePassword });
      } catch (error) {
        log('Could not refresh the account', error);
      }
    },

    replaceToken(accessToken) {
      if (!state.isAuthenticated) return;
      storeToken(accessToken, remember);
      applyToken(accessToken);
    },

    async changePassword(input) {
      const { accessToken } = await api.changePassword(input);
      storeToken(accessToken, remember);
      applyToken(accessToken);
      if (state.mustChangePassword || state.user?.mustChangePassword) {
        setState({
          ...state,
          mustChangePassword: false,
          user: state.user ? { ...state.user, mustChangePassword: false } : null,
        });
      }
    },
  };
}
