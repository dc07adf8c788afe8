import { describe, expect, it } from 'vitest';
import {
  clearStoredToken,
  decodeJwtPayload,
  getTokenExpiry,
  isTokenValid,
  readStoredToken,
  storeToken,
} from '../../src/lib/auth/token';
import { makeJwt, tokenExpiringIn } from './helpers';

describe('JWT expiry (SPEC §5: valid only while exp is in the future)', () => {
  const now = Date.UTC(2026, 10, 21, 23, 40);

  it('decodes the payload of a JWT, including UTF-8 claims', () => {
    expect(decodeJwtPayload(makeJwt({ sub: 'u1', name: 'Sofía', exp: 10 }))).toEqual({ sub: 'u1', name: 'Sofía', exp: 10 });
  });

  it('reads exp in milliseconds', () => {
    expect(getTokenExpiry(makeJwt({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
  });

  it('accepts a token expiring in the future', () => {
    expect(isTokenValid(tokenExpiringIn(60, now), now)).toBe(true);
  });

  it('rejects an expired token and one expiring exactly now', () => {
    expect(isTokenValid(tokenExpiringIn(-1, now), now)).toBe(false);
    expect(isTokenValid(makeJwt({ exp: now / 1000 }), now)).toBe(false);
  });

  it('rejects tokens without a numeric exp, malformed tokens and nothing', () => {
    expect(isTokenValid(makeJwt({ sub: 'u1' }), now)).toBe(false);
    expect(isTokenValid(makeJwt({ exp: '9999999999' }), now)).toBe(false);
    expect(isTokenValid('not-a-jwt', now)).toBe(false);
    expect(isTokenValid('a.%%%.c', now)).toBe(false);
    expect(isTokenValid('', now)).toBe(false);
    expect(isTokenValid(null, now)).toBe(false);
  });
});

describe('token storage', () => {
  it("keeps the token in localStorage with 'Recordarme'", () => {
    storeToken('t1', true);
    expect(localStorage.getItem('accessToken')).toBe('t1');
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(readStoredToken()).toEqual({ token: 't1', remember: true });
  });

  it('keeps it in sessionStorage without, and moves it when the choice changes', () => {
    storeToken('t1', true);
    storeToken('t2', false);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(sessionStorage.getItem('accessToken')).toBe('t2');
    expect(readStoredToken()).toEqual({ token: 't2', remember: false });
  });

  it('clears both places', () => {
    storeToken('t1', true);
    sessionStorage.setItem('accessToken', 't0');
    clearStoredToken();
    expect(readStoredToken()).toBeNull();
  });
});
