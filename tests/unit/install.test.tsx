// Installing the app: the user menu offers "Instalar aplicación" only once the browser fired
// beforeinstallprompt (and never when already installed), and it runs the browser's prompt once;
// iOS Safari users get a Home Screen hint instead, which stays away once closed.
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserMenu } from '../../src/app/navigation/user-menu';
import { system } from '../../src/app/theme/system';
import type { SessionUser } from '../../src/contract/auth';
import type { Auth, AuthState } from '../../src/lib/auth/auth-store';
import { AuthProvider } from '../../src/lib/auth/use-auth';
import { IOS_HINT_KEY, IosInstallHint, isIosSafari } from '../../src/lib/pwa/install';
import type { ReplicaStore } from '../../src/lib/sync/replica-store';
import { ReplicaProvider } from '../../src/lib/sync/use-replica';
import { click, flush, type Rendered, render, screen } from './helpers';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let view: Rendered | undefined;

afterEach(async () => {
  await view?.unmount();
  view = undefined;
  // Drops any captured prompt, the way the browser says the app got installed.
  window.dispatchEvent(new Event('appinstalled'));
  vi.restoreAllMocks();
  delete (navigator as Navigator & { standalone?: boolean }).standalone;
});

const account: SessionUser = {
  id: 'user-install',
  email: 'admin@noctua.test',
  name: 'Ana',
  lastname: 'Admin',
  displayName: 'Ana Admin',
  position: 'Administradora',
  photoURL: null,
  privi: ['103'],
  ticketero: { active: false, url: null },
  venueId: 'venue-1',
  mustChangePassword: false,
};

function fakeAuth(): Auth {
  const state: AuthState = { isInitialized: true, isAuthenticated: true, user: account, mustChangePassword: false };
  return { getState: () => state, subscribe: () => () => {} } as unknown as Auth;
}

const noReplica = { get: () => null, subscribe: () => () => {} } as unknown as ReplicaStore;

async function renderInApp(ui: ReactNode): Promise<void> {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <>{ui}</> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  view = await render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <AuthProvider auth={fakeAuth()}>
          <ReplicaProvider store={noReplica}>
            <RouterProvider router={router} />
          </ReplicaProvider>
        </AuthProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
  await flush(5);
}

async function openUserMenu(): Promise<void> {
  await click(screen.getByRole('button', { name: 'Menú de usuario' }));
  await flush();
}

/** A menu item by its name; `hidden: true` also finds one of a closed menu, as the old lookup did. */
function menuItem(name: string): HTMLElement | undefined {
  return screen.queryByRole('menuitem', { name, hidden: true }) ?? undefined;
}

/** A beforeinstallprompt as Chromium fires it, with the user's answer chosen up front. */
function firePrompt(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: ReturnType<typeof vi.fn>;
    userChoice: Promise<{ outcome: string; platform: string }>;
  };
  event.prompt = vi.fn(async () => {});
  event.userChoice = Promise.resolve({ outcome, platform: 'web' });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

function standaloneDisplay(on: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: on && query.includes('display-mode: standalone'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('"Instalar aplicación" in the user menu', () => {
  it('is absent until the browser offers installation', async () => {
    await renderInApp(<UserMenu />);
    await openUserMenu();
    expect(menuItem('Cerrar sesión')).toBeDefined();
    expect(menuItem('Instalar aplicación')).toBeUndefined();
  });

  it('appears after beforeinstallprompt, runs its prompt once and then goes away', async () => {
    await renderInApp(<UserMenu />);
    const event = firePrompt('accepted');
    // The mini-infobar is suppressed: the menu is where the offer lives.
    expect(event.defaultPrevented).toBe(true);
    await openUserMenu();
    const item = menuItem('Instalar aplicación');
    expect(item).toBeDefined();
    await click(item as HTMLElement);
    await flush();
    expect(event.prompt).toHaveBeenCalledTimes(1);
    await openUserMenu();
    expect(menuItem('Cerrar sesión')).toBeDefined();
    expect(menuItem('Instalar aplicación')).toBeUndefined();
  });

  it('goes away after a dismissed prompt too (the event serves only once)', async () => {
    await renderInApp(<UserMenu />);
    const event = firePrompt('dismissed');
    await openUserMenu();
    await click(menuItem('Instalar aplicación') as HTMLElement);
    await flush();
    expect(event.prompt).toHaveBeenCalledTimes(1);
    await openUserMenu();
    expect(menuItem('Cerrar sesión')).toBeDefined();
    expect(menuItem('Instalar aplicación')).toBeUndefined();
  });

  it('is hidden when the app already runs standalone', async () => {
    standaloneDisplay(true);
    await renderInApp(<UserMenu />);
    firePrompt();
    await openUserMenu();
    expect(menuItem('Cerrar sesión')).toBeDefined();
    expect(menuItem('Instalar aplicación')).toBeUndefined();
  });
});

describe('iOS Home Screen hint', () => {
  // The hint as a person sees it: its title.
  const hint = () => screen.queryByText('Instala Noctua en tu pantalla de inicio');

  it('recognises Safari on iPhone and iPad, and nothing else', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_SAFARI, 0)).toBe(false); // a Mac
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false);
  });

  it('shows for iPhone Safari and stays dismissed once closed', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    await renderInApp(<IosInstallHint />);
    expect(hint()).not.toBeNull();
    expect(screen.queryByText(/toca Compartir y luego «Agregar a inicio»/)).not.toBeNull();
    await click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(hint()).toBeNull();
    expect(localStorage.getItem(IOS_HINT_KEY)).toBe('1');
    await view?.unmount();
    await renderInApp(<IosInstallHint />);
    expect(hint()).toBeNull();
  });

  it('is not shown on other browsers nor once installed on the Home Screen', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_CHROME);
    await renderInApp(<IosInstallHint />);
    expect(hint()).toBeNull();
    await view?.unmount();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    await renderInApp(<IosInstallHint />);
    expect(hint()).toBeNull();
  });
});
