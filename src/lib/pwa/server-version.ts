// The version check (SPEC §4 "Version"): the server's /api/version.txt (the same APP_VERSION as the
// bundle, both from src/contract/version.ts) compared with the running app's. Asked by the open
// page (app/pwa/update-banner.tsx) and by the service worker on its wake-ups (sw/version.ts).
import { APP_VERSION } from '../../contract/version';

export const VERSION_PATH = 'api/version.txt';
export type VersionCheck = { status: 'same' } | { status: 'different'; version: string } | { status: 'failed' };

export interface VersionCheckDeps {
  fetch?: typeof fetch;
  now?: () => number;
  base?: string;
  current?: string;
  log?: (message: string, error?: unknown) => void;
}

/** Fetches the server's version (cache-busted with `?v=timestamp`) and compares it with the app's. */
export async function checkVersion(deps: VersionCheckDeps = {}): Promise<VersionCheck> {
  const {
    fetch: fetchImpl = globalThis.fetch,
    now = Date.now,
    base = import.meta.env.BASE_URL,
    current = APP_VERSION,
    log = console.warn,
  } = deps;
  try {
    const response = await fetchImpl(`${base}${VERSION_PATH}?v=${now()}`, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const version = (await response.text()).trim();
    // An HTML fallback page or an empty answer is not a version.
    if (!version || version.length > 64 || /[<\s]/.test(version)) throw new Error(`Not a version: ${version.slice(0, 40)}`);
    return version === current.trim() ? { status: 'same' } : { status: 'different', version };
  } catch (error) {
    log('Version check failed', error);
    return { status: 'failed' };
  }
}
