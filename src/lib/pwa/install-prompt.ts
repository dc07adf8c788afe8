// Installing the app (SPEC §1, issue 5). Chromium offers installation through a
// `beforeinstallprompt` event that fires once, early, and only if nobody is listening is it lost:
// this module captures it as soon as it is imported (main.tsx imports it first thing) and keeps
// it until the user menu's "Instalar aplicación" (install.tsx) uses it. No UI library here: it is
// part of the login page.
import { useSyncExternalStore } from 'react';

/** The Chromium event; not in TypeScript's DOM library. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export const IOS_HINT_KEY = 'iosInstallHintDismissed';

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setDeferred(event: BeforeInstallPromptEvent | null): void {
  deferred = event;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // No mini-infobar: the offer lives in the user menu, where the user asks for it.
    event.preventDefault();
    setDeferred(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setDeferred(null));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Already running as an installed app (Android/desktop display mode, or iOS Home Screen). */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/**
 * Safari on an iPhone, iPod or iPad. iPadOS asks for the desktop site by default and then says
 * "Macintosh", told apart from a Mac by its touch screen. Other iOS browsers (Chrome, Firefox,
 * Edge, Google app) name themselves in the user agent and have their own menus.
 */
export function isIosSafari(userAgent = navigator.userAgent, maxTouchPoints = navigator.maxTouchPoints ?? 0): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

/** The captured install prompt, or null when the browser offers none (or it is already installed). */
export function useInstallPrompt(): BeforeInstallPromptEvent | null {
  const event = useSyncExternalStore(
    subscribe,
    () => deferred,
    () => null,
  );
  return event && !isStandalone() ? event : null;
}

/** Shows the browser's install dialog; the event can be used once, so it is dropped either way. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  setDeferred(null);
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome;
}
