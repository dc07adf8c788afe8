// Issue 19 item 6: offline, the signed-in shell says 'No tienes conexión a internet' in a slim bar
// of its own (no toast over the page title, back link or user menu); the bar can be dismissed and
// comes back the next time the device goes offline. Without the shell the persistent toast stays.
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_TOAST_ID, useOfflineNotice } from '../../src/app/connectivity';
import { OfflineBar } from '../../src/app/layout/offline-bar';
import { system } from '../../src/app/theme/system';
import { toaster } from '../../src/lib/toaster';
import { flush, type Rendered, render } from './helpers';

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  await goOnline(true);
  toaster.remove();
});

async function goOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  await act(async () => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
  await flush();
}

function Notice({ children }: { children?: ReactNode }) {
  useOfflineNotice();
  return <>{children}</>;
}

async function show(ui: ReactNode) {
  view = await render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>{ui}</ChakraProvider>
    </I18nProvider>,
  );
  await flush();
}

const bar = () => document.querySelector<HTMLElement>('[data-testid="offline-bar"]');

describe('the offline notice', () => {
  it('in the shell: a bar, no toast; dismissed until the next time offline', async () => {
    await show(
      <Notice>
        <OfflineBar />
      </Notice>,
    );
    expect(bar()).toBeNull();
    await goOnline(false);
    expect(bar()?.textContent).toContain('No tienes conexión a internet');
    expect(toaster.getCount()).toBe(0);

    await act(async () => bar()?.querySelector('button')?.click());
    expect(bar()).toBeNull();
    expect(toaster.isVisible(OFFLINE_TOAST_ID)).toBe(false);

    await goOnline(true);
    await goOnline(false);
    expect(bar()).not.toBeNull();
  });

  it('without the shell: the persistent toast, which can be closed', async () => {
    await show(<Notice />);
    await goOnline(false);
    expect(bar()).toBeNull();
    expect(toaster.isVisible(OFFLINE_TOAST_ID)).toBe(true);
    expect(toaster.getVisibleToasts().find((x) => x.id === OFFLINE_TOAST_ID)?.closable).toBe(true);
  });
});
