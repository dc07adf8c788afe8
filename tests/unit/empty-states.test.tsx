// Issue 19 item 7: empty states that do not lie. A table with no rows at all says why (loading,
// offline, failed) instead of "Ningún resultado coincide…"; a failed load while offline says the
// screen needs internet instead of "Error desconocido".
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../../src/app/theme/system';
import { DataTable } from '../../src/lib/ui/data-table';
import { LoadFailedAlert } from '../../src/lib/ui/load-failed-alert';
import { type Rendered, render } from './helpers';

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  setOnline(true);
});

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

async function show(ui: ReactNode): Promise<HTMLElement> {
  view = await render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>{ui}</ChakraProvider>
    </I18nProvider>,
  );
  return view.container;
}

const columns = [{ key: 'name', header: 'Nombre', value: (r: { name: string }) => r.name }];
const table = (rows: { name: string }[] | undefined, loading = false) => (
  <DataTable rows={rows} columns={columns} rowKey={(r) => r.name} loading={loading} searchText={(r) => r.name} />
);

describe('a table without rows', () => {
  it('offline: the screen needs internet, not "no result matches"', async () => {
    setOnline(false);
    const root = await show(table(undefined));
    expect(root.textContent).toContain('Sin conexión: esta pantalla necesita internet');
    expect(root.textContent).not.toContain('Ningún resultado coincide');
  });

  it('online: loading while it loads, and a failed load says so', async () => {
    expect((await show(table(undefined, true))).textContent).toContain('Cargando…');
    await view?.unmount();
    expect((await show(table(undefined))).textContent).toContain('No se pudieron cargar los datos');
  });

  it('rows filtered away by the search still say nothing matches', async () => {
    const root = await show(table([]));
    expect(root.textContent).not.toContain('Sin conexión');
  });
});

describe('a failed load', () => {
  it('offline leaves the request error out (the screen says it is offline)', async () => {
    setOnline(false);
    const root = await show(<LoadFailedAlert testId="x" message="Error desconocido" />);
    expect(root.querySelector('[data-testid="x"]')).toBeNull();
    expect(root.textContent).not.toContain('Error desconocido');
  });

  it('online shows the reason', async () => {
    const root = await show(<LoadFailedAlert testId="x" message="El servidor no responde" />);
    expect(root.textContent).toContain('El servidor no responde');
  });
});
