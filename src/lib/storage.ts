// Thin guards around Web Storage. Private browsing, disabled storage or a full quota make the
// Storage API throw; the app must keep working (with nothing persisted) instead of crashing.

export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(kind: StorageArea, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(kind: StorageArea, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Nothing persisted: the value still lives in memory for this page.
  }
}

export function removeKey(kind: StorageArea, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Ignored for the same reason as above.
  }
}

export function readJson(kind: StorageArea, key: string): unknown {
  const raw = readString(kind, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(kind: StorageArea, key: string, value: unknown): void {
  writeString(kind, key, JSON.stringify(value));
}
