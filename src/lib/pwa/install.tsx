// Installing the app (SPEC §1, issue 5). Chromium offers installation through a
// `beforeinstallprompt` event that fires once, early, and only if nobody is listening is it lost:
// this module captures it as soon as it is imported (main.tsx imports it first thing) and keeps
// it until the user menu's "Instalar aplicación" uses it. iOS Safari has no such event; there
// storage is only safe once the app is on the Home Screen, so iPhone and iPad users get a short,
// dismissible hint instead (its dismissal is kept in localStorage under IOS_HINT_KEY).
import { Alert, CloseButton, Menu } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, useSyncExternalStore } from 'react';
import { readString, writeString } from '../storage';
import { lineIcon } from '../ui/nav-icons';

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

const DownloadIcon = lineIcon('DownloadIcon', 'M12 3v12', 'm7 10 5 5 5-5', 'M5 21h14');
const ShareIcon = lineIcon('ShareIcon', 'M12 3v12', 'm8 7 4-4 4 4', 'M7 10H5v11h14V10h-2');

/** The user menu's "Instalar aplicación", present only while the browser offers installation. */
export function InstallMenuItem() {
  const prompt = useInstallPrompt();
  if (!prompt) return null;
  return (
    <Menu.Item value="install" onClick={() => void promptInstall()} data-testid="install-app-item">
      <DownloadIcon boxSize="4" />
      <Trans>Instalar aplicación</Trans>
    </Menu.Item>
  );
}

/** Whether the iOS Home Screen hint applies here: iOS Safari, not installed, not dismissed. */
export function shouldShowIosHint(): boolean {
  return isIosSafari() && !isStandalone() && readString('local', IOS_HINT_KEY) !== '1';
}

/** A small card saying how to add Noctua to the Home Screen on iOS; closing it is remembered. */
export function IosInstallHint() {
  const { t } = useLingui();
  const [shown, setShown] = useState(shouldShowIosHint);
  if (!shown) return null;
  return (
    <Alert.Root status="info" colorPalette="brand" variant="subtle" borderRadius="l3" data-testid="ios-install-hint">
      <Alert.Indicator>
        <ShareIcon boxSize="5" />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title color="fg" fontWeight="semibold">
          <Trans>Instala Noctua en tu pantalla de inicio</Trans>
        </Alert.Title>
        <Alert.Description color="fg.muted">
          <Trans>Así tus datos quedan guardados y puedes usarla sin conexión: toca Compartir y luego «Agregar a inicio».</Trans>
        </Alert.Description>
      </Alert.Content>
      <CloseButton
        size="sm"
        alignSelf="flex-start"
        mt="-1"
        me="-1"
        aria-label={t`Cerrar aviso`}
        onClick={() => {
          writeString('local', IOS_HINT_KEY, '1');
          setShown(false);
        }}
      />
    </Alert.Root>
  );
}
