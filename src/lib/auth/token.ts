// Where the session's access token is kept (SPEC §4, §7): localStorage `accessToken` when the
// user ticks 'Recordarme', sessionStorage under the same key otherwise (gone with the tab).
// A stored token counts only while its JWT `exp` lies in the future; the payload is decoded
// here for that check alone, never verified (the server verifies every request).
import { readString, removeKey, type StorageArea, writeString } from '../storage';

export const TOKEN_STORAGE_KEY = 'accessToken';

export interface StoredToken {
  token: string;
  /** true when the token lives in localStorage (survives the browser closing). */
  remember: boolean;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The JWT's payload as an object, or null when the token is not a well-formed JWT. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Expiry in epoch milliseconds, or null when the token carries no numeric `exp`. */
export function getTokenExpiry(token: string): number | null {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** SPEC §5: a token is valid only while its expiry is in the future. No `exp`, no validity. */
export function isTokenValid(token: string | null | undefined, now: number = Date.now()): token is string {
  if (!token) return false;
  const expiry = getTokenExpiry(token);
  return expiry !== null && expiry > now;
}

/** The stored token, whichever storage holds it (localStorage first). */
export function readStoredToken(): StoredToken | null {
  const local = readString('local', TOKEN_STORAGE_KEY);
  if (local) return { token: local, remember: true };
  const session = readString('session', TOKEN_STORAGE_KEY);
  if (session) return { token: session, remember: false };
  return null;
}

export function storeToken(token: string, remember: boolean): void {
  const keep: StorageArea = remember ? 'local' : 'session';
  const drop: StorageArea = remember ? 'session' : 'local';
  writeString(keep, TOKEN_STORAGE_KEY, token);
  removeKey(drop, TOKEN_STORAGE_KEY);
}

export function clearStoredToken(): void {
  removeKey('local', TOKEN_STORAGE_KEY);
  removeKey('session', TOKEN_STORAGE_KEY);
}
