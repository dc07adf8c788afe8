// Issue 36: the version check in the service worker. On a wake-up it asks /api/version.txt and,
// when the server runs another version, asks the browser for the new worker (which then waits for
// the page's update banner); the same version, a failed check or a worker already waiting change
// nothing, and wake-ups close together ask once.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetWorkerVersionCheck, updateIfNewVersion, WORKER_RECHECK_MS } from '../../sw/version';

function serverAt(version: string | null): typeof fetch & { urls: string[] } {
  const urls: string[] = [];
  const fn = (async (input: RequestInfo | URL) => {
    urls.push(String(input));
    if (version === null) throw new TypeError('Failed to fetch');
    return new Response(version, { status: 200 });
  }) as typeof fetch & { urls: string[] };
  fn.urls = urls;
  return fn;
}

function registration(state: { waiting?: boolean } = {}) {
  return {
    update: vi.fn(async () => undefined as unknown as ServiceWorkerRegistration),
    installing: null,
    waiting: state.waiting ? ({} as ServiceWorker) : null,
  };
}

beforeEach(() => resetWorkerVersionCheck());

describe('the worker’s version check', () => {
  it('asks the browser for the new worker when the server runs another version', async () => {
    const reg = registration();
    const fetch = serverAt('9.9.9');
    expect(await updateIfNewVersion({ registration: reg, base: '/noctua/', fetch, current: '1.0.0', now: () => 1_000 })).toBe(
      'updating',
    );
    expect(fetch.urls).toEqual(['/noctua/api/version.txt?v=1000']);
    expect(reg.update).toHaveBeenCalledTimes(1);
  });

  it('changes nothing for the same version or a failed check', async () => {
    const reg = registration();
    expect(
      await updateIfNewVersion({ registration: reg, base: '/', fetch: serverAt('1.0.0'), current: '1.0.0', now: () => 0 }),
    ).toBe('same');
    resetWorkerVersionCheck();
    expect(
      await updateIfNewVersion({ registration: reg, base: '/', fetch: serverAt(null), current: '1.0.0', now: () => 0 }),
    ).toBe('failed');
    resetWorkerVersionCheck();
    // An HTML page where the version should be is no version.
    expect(
      await updateIfNewVersion({
        registration: reg,
        base: '/',
        fetch: serverAt('<!doctype html>'),
        current: '1.0.0',
        now: () => 0,
      }),
    ).toBe('failed');
    expect(reg.update).not.toHaveBeenCalled();
  });

  it('asks once per interval, and not at all while a new worker already waits', async () => {
    const reg = registration();
    const fetch = serverAt('1.0.0');
    const at = (now: number) => updateIfNewVersion({ registration: reg, base: '/', fetch, current: '1.0.0', now: () => now });
    expect(await at(0)).toBe('same');
    expect(await at(WORKER_RECHECK_MS - 1)).toBe('skipped');
    expect(await at(WORKER_RECHECK_MS)).toBe('same');
    expect(fetch.urls).toHaveLength(2);
    resetWorkerVersionCheck();
    const waiting = registration({ waiting: true });
    expect(await updateIfNewVersion({ registration: waiting, base: '/', fetch, current: '0.1.0', now: () => 0 })).toBe('skipped');
    expect(waiting.update).not.toHaveBeenCalled();
  });
});
