// A long list draws its first 100 rows and the user asks for more (src/lib/ui/row-window.tsx):
// drawing 1,860 cash movements at once kept the page busy for seconds. Search, sort and the count
// still cover every row, and printing draws them all.
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../src/app/theme/system';
import { DataTable } from '../../src/lib/ui/data-table';
import { byText, click, type Rendered, render, typeInto } from './helpers';

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
});

interface Row {
  n: number;
  name: string;
}
const rows: Row[] = Array.from({ length: 250 }, (_, i) => ({ n: i + 1, name: `Fila ${String(i + 1).padStart(3, '0')}` }));
const columns = [
  { key: 'name', header: 'Nombre', value: (r: Row) => r.name },
  { key: 'n', header: 'Número', value: (r: Row) => r.n, numeric: true },
];

async function show(): Promise<HTMLElement> {
  view = await render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <DataTable rows={rows} columns={columns} rowKey={(r) => r.name} searchText={(r) => r.name} printable />
      </ChakraProvider>
    </I18nProvider>,
  );
  return view.container;
}

const bodyRows = (root: HTMLElement) => root.querySelectorAll('tbody tr').length;
const button = (root: HTMLElement, text: string) => {
  const found = Array.from(root.querySelectorAll('button')).find((b) => b.textContent?.trim() === text);
  if (!found) throw new Error(`no button "${text}"`);
  return found;
};

describe('a list longer than its window', () => {
  it('draws 100 rows, says how many of how many, and draws 100 more, then all, on request', async () => {
    const root = await show();
    expect(bodyRows(root)).toBe(100);
    expect(root.textContent).toContain('Se muestran 100 de 250 filas');
    await click(button(root, 'Mostrar 100 filas más'));
    expect(bodyRows(root)).toBe(200);
    expect(root.textContent).toContain('Se muestran 200 de 250 filas');
    // The last window is what is left.
    expect(byText(root, 'Mostrar 50 filas más')).not.toBeNull();
    await click(button(root, 'Mostrar todas'));
    expect(bodyRows(root)).toBe(250);
    expect(root.textContent).toContain('250 filas');
    expect(root.querySelector('[data-testid="data-table-more"]')).toBeNull();
  });

  it('the search and the sort cover every row, not only the drawn ones', async () => {
    const root = await show();
    await typeInto(root.querySelector('input[type="search"]') as HTMLInputElement, 'Fila 240');
    await vi.waitFor(() => expect(bodyRows(root)).toBe(1));
    expect(root.querySelector('tbody')?.textContent).toContain('Fila 240');
    await typeInto(root.querySelector('input[type="search"]') as HTMLInputElement, '');
    await vi.waitFor(() => expect(bodyRows(root)).toBe(100));
    // Sorting by number, descending: the first row drawn is the last of the list.
    await click(button(root, 'Número'));
    await click(button(root, 'Número ↑'));
    expect(root.querySelector('tbody tr')?.textContent).toContain('Fila 250');
    expect(bodyRows(root)).toBe(100);
  });

  it('printing draws every row before the print dialog opens', async () => {
    const root = await show();
    let drawnWhenPrinting = 0;
    vi.spyOn(window, 'print').mockImplementation(() => {
      drawnWhenPrinting = bodyRows(root);
    });
    await click(button(root, 'Imprimir'));
    expect(drawnWhenPrinting).toBe(250);
  });
});
