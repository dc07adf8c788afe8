// Push messaging (SPEC §3, §4): the device's FCM token is kept in localStorage under `pt` so
// sign-out can ask the server to forget it, and Firebase Messaging is loaded lazily (its own chunk)
// only when push is used. The configuration comes from the build environment (VITE_FIREBASE_*);
// without it push is simply not offered. The worker that receives pushes is our own (sw/push.ts),
// handed to `getToken`, so no firebase-messaging-sw.js exists.
import type { MessagePayload, Messaging } from 'firebase/messaging';
import { PUSH_TOKEN_KEY } from '../contract/push';
import { apiClient } from './api-client';
import { readString, removeKey, writeString } from './storage';

interface FirebaseWebConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  storageBucket?: string;
  messagingSenderId: string;
  appId: string;
}

function env(name: string): string | undefined {
  const value = (import.meta.env as Record<string, string | undefined>)[name];
  return value?.trim() ? value.trim() : undefined;
}

/** The Firebase web config and VAPID key, or null when the build has none. */
export function firebasePushConfig(): { config: FirebaseWebConfig; vapidKey: string } | null {
  const apiKey = env('VITE_FIREBASE_API_KEY');
  const projectId = env('VITE_FIREBASE_PROJECT_ID');
  const messagingSenderId = env('VITE_FIREBASE_MESSAGING_SENDER_ID');
  const appId = env('VITE_FIREBASE_APP_ID');
  const vapidKey = env('VITE_FIREBASE_VAPID_KEY');
  if (!apiKey || !projectId || !messagingSenderId || !appId || !vapidKey) return null;
  return {
    config: {
      apiKey,
      projectId,
      messagingSenderId,
      appId,
      authDomain: env('VITE_FIREBASE_AUTH_DOMAIN'),
      storageBucket: env('VITE_FIREBASE_STORAGE_BUCKET'),
    },
    vapidKey,
  };
}

export function isPushSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
}

export function readPushToken(): string | null {
  return readString('local', PUSH_TOKEN_KEY);
}

export function savePushToken(token: string): void {
  writeString('local', PUSH_TOKEN_KEY, token);
}

export function clearPushToken(): void {
  removeKey('local', PUSH_TOKEN_KEY);
}

let messagingPromise: Promise<Messaging | null> | null = null;

/** The Messaging instance, created on first use; null without configuration or browser support. */
export function getPushMessaging(): Promise<Messaging | null> {
  messagingPromise ??= (async () => {
    const push = firebasePushConfig();
    if (!push) return null;
    const [{ getApps, initializeApp }, { getMessaging, isSupported }] = await Promise.all([
      import('firebase/app'),
      import('firebase/messaging'),
    ]);
    if (!(await isSupported())) return null;
    const app = getApps()[0] ?? initializeApp(push.config);
    return getMessaging(app);
  })().catch((error: unknown) => {
    messagingPromise = null;
    throw error;
  });
  return messagingPromise;
}

/** Our service worker's registration (the app's scope). */
export async function appServiceWorker(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL);
  return existing ?? navigator.serviceWorker.ready;
}

/** Asks FCM for this device's token through our own worker; null when none is available. */
export async function requestPushToken(): Promise<string | null> {
  const push = firebasePushConfig();
  const messaging = await getPushMessaging();
  if (!push || !messaging) return null;
  const { getToken } = await import('firebase/messaging');
  const token = await getToken(messaging, {
    vapidKey: push.vapidKey,
    serviceWorkerRegistration: await appServiceWorker(),
  });
  return token || null;
}

/** Foreground messages (the app is open): `listener` runs for each; returns the unsubscribe. */
export function onForegroundPush(listener: (payload: MessagePayload) => void): () => void {
  let unsubscribe: (() => void) | null = null;
  let cancelled = false;
  void getPushMessaging()
    .then(async (messaging) => {
      if (!messaging || cancelled) return;
      const { onMessage } = await import('firebase/messaging');
      if (!cancelled) unsubscribe = onMessage(messaging, listener);
    })
    .catch(() => undefined);
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}

/**
 * SPEC §4: a worker turning redundant takes its push subscription with it, so the stored token is
 * cleared (`onCleared` lets the opt-in show "off" again). Returns the unsubscribe.
 */
export function clearTokenWhenWorkerRedundant(registration: ServiceWorkerRegistration, onCleared: () => void): () => void {
  const worker = registration.active;
  if (!worker) return () => undefined;
  const onState = () => {
    if (worker.state !== 'redundant') return;
    clearPushToken();
    onCleared();
  };
  worker.addEventListener('statechange', onState);
  return () => worker.removeEventListener('statechange', onState);
}

interface LogoutStore<R> {
  logout(options?: { keepPending?: boolean }): Promise<R>;
}

/**
 * SPEC §7: sign-out deletes the push token on the server when one is stored. The session's bearer
 * is taken before signing out (signing out drops it); the call itself does not hold sign-out up
 * and its failure is ignored (the server also drops tokens FCM reports as gone).
 */
export function withPushTokenRelease<R extends { status: string }, S extends LogoutStore<R>>(store: S): S {
  const wrapped: LogoutStore<R> = {
    async logout(options) {
      const token = readPushToken();
      const bearer = apiClient.getAccessToken?.() ?? null;
      const outcome = await store.logout(options);
      if (token && outcome.status === 'signed-out') {
        clearPushToken();
        if (bearer) {
          void apiClient
            .post('/account/deletePushToken', { token }, { headers: { Authorization: `Bearer ${bearer}` } })
            .catch(() => undefined);
        }
      }
      return outcome;
    },
  };
  return Object.assign(Object.create(store) as S, wrapped);
}
