// Push (SPEC §4): the opt-in state machine with fake browser parts, and the worker's click
// handling with a fake `clients` — Chromium's DevTools protocol can show a push notification
// (tests/e2e/push.test.ts) but has no way to click one, so the click is checked here.
import { describe, expect, it, vi } from 'vitest';
import { optInToPush, type PushOptInDeps, type PushState } from '../../src/features/push/push-opt-in';
import { clickTarget, handleNotificationClick, handlePush, toNotification } from '../../sw/push';

function deps(over: Partial<PushOptInDeps> = {}): PushOptInDeps & { stored: string | null } {
  const d: PushOptInDeps & { stored: string | null } = {
    stored: null,
    supported: true,
    configured: true,
    permission: (): NotificationPermission => 'default',
    requestPermission: async (): Promise<NotificationPermission> => 'granted',
    requestToken: async (): Promise<string | null> => 'fcm-token',
    storedToken: (): string | null => d.stored,
    storeToken: (t: string) => {
      d.stored = t;
    },
    clearToken: () => {
      d.stored = null;
    },
    saveOnServer: vi.fn(async () => undefined),
    ...over,
  };
  return d;
}

describe('optInToPush', () => {
  it('goes requesting → on, storing the token and saving it on the server', async () => {
    const d = deps();
    const seen: PushState[] = [];
    const outcome = await optInToPush(d, (s) => seen.push(s));
    expect(seen).toEqual(['requesting']);
    expect(outcome).toEqual({ state: 'on' });
    expect(d.stored).toBe('fcm-token');
    expect(d.saveOnServer).toHaveBeenCalledWith('fcm-token');
  });

  it('leaves requesting when permission is refused or no token comes', async () => {
    expect((await optInToPush(deps({ requestPermission: async () => 'denied' }), () => undefined)).state).toBe('denied');
    expect((await optInToPush(deps({ requestPermission: async () => 'default' }), () => undefined)).state).toBe('off');
    const none = deps({ requestToken: async () => null });
    expect((await optInToPush(none, () => undefined)).state).toBe('off');
    expect(none.saveOnServer).not.toHaveBeenCalled();
  });

  it('clears the stored token when saving fails and reports the error', async () => {
    const error = new Error('offline');
    const d = deps({ saveOnServer: vi.fn(async () => Promise.reject(error)) });
    const outcome = await optInToPush(d, () => undefined);
    expect(outcome).toEqual({ state: 'off', error });
    expect(d.stored).toBeNull();
  });

  it('does not start without configuration or support', async () => {
    const seen: PushState[] = [];
    expect((await optInToPush(deps({ configured: false }), (s) => seen.push(s))).state).toBe('unconfigured');
    expect((await optInToPush(deps({ supported: false }), (s) => seen.push(s))).state).toBe('unsupported');
    expect(seen).toEqual([]);
  });
});

const SCOPE = 'https://app.test/noctua/';

describe('the worker’s notification', () => {
  it('takes title, body, icon and click target from the FCM payload', () => {
    const shown = toNotification(
      { notification: { title: 'Anulación', body: 'Barra 1', icon: 'https://cdn.test/i.png' }, data: { click: '/logged/x' } },
      SCOPE,
    );
    expect(shown).toEqual({
      title: 'Anulación',
      options: { body: 'Barra 1', icon: 'https://cdn.test/i.png', data: { click: '/logged/x' } },
    });
    expect(toNotification({}, SCOPE).options.icon).toBe('https://app.test/noctua/icons/icon-192.png');
  });

  it('resolves click targets inside the scope, keeps http(s) links and ignores the rest', () => {
    expect(clickTarget('/noctua/logged/general/anulaciones', SCOPE)).toBe('https://app.test/noctua/logged/general/anulaciones');
    expect(clickTarget('/logged/home', SCOPE)).toBe('https://app.test/noctua/logged/home');
    expect(clickTarget('https://other.test/a', SCOPE)).toBe('https://other.test/a');
    expect(clickTarget('javascript:alert(1)', SCOPE)).toBe(SCOPE);
    expect(clickTarget('//evil.test', SCOPE)).toBe(SCOPE);
    expect(clickTarget(null, SCOPE)).toBe(SCOPE);
  });
});

function fakeClients(urls: string[]) {
  const windows = urls.map((url) => {
    const w = {
      url,
      focus: vi.fn(async () => w),
      navigate: vi.fn(async (to: string) => {
        w.url = to;
        return w;
      }),
    };
    return w;
  });
  const clients = {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
  };
  return { windows, clients: clients as unknown as Clients, raw: clients };
}

describe('a click on the notification', () => {
  const notification = (click: string | null) => ({ close: vi.fn(), data: { click } });

  it('opens the app at the target when no window is open', async () => {
    const { clients, raw } = fakeClients([]);
    const n = notification('/noctua/logged/general/anulaciones');
    await handleNotificationClick(clients, n, SCOPE);
    expect(n.close).toHaveBeenCalled();
    expect(raw.openWindow).toHaveBeenCalledWith('https://app.test/noctua/logged/general/anulaciones');
  });

  it('focuses an open window of the app and navigates it to the target', async () => {
    const { clients, raw, windows } = fakeClients(['https://app.test/noctua/logged/home']);
    await handleNotificationClick(clients, notification('/noctua/logged/general/anulaciones'), SCOPE);
    expect(windows[0]?.focus).toHaveBeenCalled();
    expect(windows[0]?.navigate).toHaveBeenCalledWith('https://app.test/noctua/logged/general/anulaciones');
    expect(raw.openWindow).not.toHaveBeenCalled();
  });

  it('opens an external link in a new window', async () => {
    const { clients, raw, windows } = fakeClients(['https://app.test/noctua/logged/home']);
    await handleNotificationClick(clients, notification('https://other.test/a'), SCOPE);
    expect(windows[0]?.navigate).not.toHaveBeenCalled();
    expect(raw.openWindow).toHaveBeenCalledWith('https://other.test/a');
  });
});

describe('a push arriving', () => {
  it('shows the notification and pulls the replica meanwhile; a failed pull still shows it', async () => {
    const { clients } = fakeClients([]);
    const showNotification = vi.fn(async () => undefined);
    const sw = { clients, registration: { scope: SCOPE, showNotification } } as unknown as ServiceWorkerGlobalScope;
    const data = { json: () => ({ notification: { title: 'Anulación aprobada', body: 'Ticket 4711' } }), text: () => '' };
    const refresh = vi.fn(async () => 'idle');
    await handlePush(sw, data as unknown as PushMessageData, refresh);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(showNotification).toHaveBeenCalledWith('Anulación aprobada', expect.objectContaining({ body: 'Ticket 4711' }));

    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    await handlePush(sw, data as unknown as PushMessageData, failing);
    expect(showNotification).toHaveBeenCalledTimes(2);
  });
});
