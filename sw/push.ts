/// <reference lib="webworker" />
// Push in the service worker (SPEC §1, §4). FCM delivers `{ notification: { title, body, icon },
// data: { click }, … }`; the worker always shows it as a system notification and also hands it to
// open windows in the shape Firebase's `onMessage` listens for, so a page in the foreground adds
// it to the bell at once. A click focuses a window of the app (navigating it to the target) or
// opens a new one. The handlers are exported so they can be exercised with fake `clients`.
// A push also means something changed on the server (a decision, an alert): beside showing it, the
// worker pulls the replica (`refresh`), so the screen the notification opens is already fresh.
// There is no silent "data changed" push: browsers require every push to show a notification
// (Chrome shows its own "This site has been updated in the background" otherwise), so freshness
// with the app closed comes from the periodic sync and from the pushes users already get.

export interface PushPayload {
  notification?: { title?: string; body?: string; icon?: string; image?: string };
  data?: Record<string, string | undefined>;
  fcmOptions?: { link?: string };
}

export interface ShownNotification {
  title: string;
  options: NotificationOptions & { data: { click: string | null } };
}

const DEFAULT_ICON = 'icons/icon-192.png';

/** What to show for a push: falls back to the app's name when FCM sent data only. */
export function toNotification(payload: PushPayload, scope: string): ShownNotification {
  const n = payload.notification ?? {};
  const data = payload.data ?? {};
  const title = n.title || data.title || 'Noctua';
  const click = data.click || payload.fcmOptions?.link || null;
  return {
    title,
    options: {
      body: n.body || data.body || '',
      icon: n.icon || data.icon || new URL(DEFAULT_ICON, scope).href,
      data: { click },
    },
  };
}

export function parsePush(data: PushMessageData | null | undefined): PushPayload {
  if (!data) return {};
  try {
    const json: unknown = data.json();
    return typeof json === 'object' && json !== null ? (json as PushPayload) : {};
  } catch {
    return { notification: { body: data.text() } };
  }
}

/**
 * The URL a click opens: an in-app path (with or without the base path) or a same-origin link
 * resolves inside the scope; an http(s) link elsewhere opens as is; anything else opens the app.
 */
export function clickTarget(click: string | null | undefined, scope: string): string {
  const value = click?.trim();
  if (!value) return scope;
  if (/^https?:\/\//i.test(value)) return value;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return scope;
  const scopeUrl = new URL(scope);
  const base = scopeUrl.pathname.replace(/\/$/, '');
  const path = value === base || value.startsWith(`${base}/`) ? value : `${base}${value}`;
  return new URL(path, scopeUrl.origin).href;
}

/** Focuses a window of the app on the target, or opens one. */
export async function openTarget(clients: Clients, target: string, scope: string): Promise<void> {
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })) as WindowClient[];
  const exact = windows.find((w) => w.url === target);
  if (exact) {
    await exact.focus();
    return;
  }
  const sameOrigin = new URL(target).origin === new URL(scope).origin && target.startsWith(scope);
  const app = sameOrigin ? windows.find((w) => w.url.startsWith(scope)) : undefined;
  if (app) {
    const focused = await app.focus();
    await focused.navigate(target).catch(() => clients.openWindow(target));
    return;
  }
  await clients.openWindow(target);
}

export async function handlePush(
  sw: ServiceWorkerGlobalScope,
  data: PushMessageData | null | undefined,
  refresh?: () => Promise<unknown>,
): Promise<void> {
  const payload = parsePush(data);
  const { title, options } = toNotification(payload, sw.registration.scope);
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    client.postMessage({ ...payload, isFirebaseMessaging: true, messageType: 'push-received' });
  }
  await Promise.all([sw.registration.showNotification(title, options), refresh?.().catch(() => {})]);
}

export async function handleNotificationClick(
  clients: Clients,
  notification: Pick<Notification, 'close' | 'data'>,
  scope: string,
): Promise<void> {
  notification.close();
  const data = notification.data as { click?: string | null } | null;
  await openTarget(clients, clickTarget(data?.click, scope), scope);
}

/** Attaches the push and click handlers to the worker; `refresh` pulls the replica. */
export function listenForPushes(sw: ServiceWorkerGlobalScope, refresh: () => Promise<unknown>): void {
  sw.addEventListener('push', (event: PushEvent) => {
    event.waitUntil(handlePush(sw, event.data, refresh));
  });
  sw.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.waitUntil(handleNotificationClick(sw.clients, event.notification, sw.registration.scope));
  });
}
