// The stock slice's client logic: the par grid's parsing, change detection and validation, the
// mapping of server issues to cells, SPEC §8 loader messages, and the grid itself keeping what
// the user typed when a save fails.
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../src/app/theme/system';
import type { ParLevelRow, ParLevelsResponse, StockLocationDto } from '../../src/contract/inventory-stock';
import { signedQuantityCell } from '../../src/features/inventory/shared/quantity';
import { ParGridPanel } from '../../src/features/inventory/stock/components/par-grid-panel';
import { loaderErrorMessage } from '../../src/features/inventory/stock/load-error';
import {
  cellText,
  collectChanges,
  editCell,
  formatQtyInput,
  serverIssuesToErrors,
} from '../../src/features/inventory/stock/par-grid';
import { ApiError, apiClient } from '../../src/lib/api-client';
import { NoctuaDb } from '../../src/lib/db/noctua-db';
import type { SyncEngine } from '../../src/lib/sync/engine';
import { ReplicaProvider } from '../../src/lib/sync/use-replica';
import { byText, click, flush, type Rendered, readOnlyStore, render, replicaOf, screen, typeInto } from './helpers';

/** A uuid per short name, as the API's ids are (the contract checks them). */
const id = (name: string) => `0190a3b4-0000-7000-8000-${Buffer.from(name).toString('hex').padStart(12, '0').slice(-12)}`;

const row = (over: Partial<ParLevelRow> & { goodId: string }): ParLevelRow => ({
  sku: over.goodId.slice(-4).toUpperCase(),
  name: `Good ${over.goodId}`,
  category: 'Gin',
  unit: 'bottle',
  supplier: '',
  supplierPack: 1,
  onHand: 0,
  idealQuantity: null,
  minimumQuantity: null,
  ...over,
});

describe('par grid logic', () => {
  it('reads quantities the way es/de/fr users type them', () => {
    expect(signedQuantityCell('')).toBeNull();
    expect(signedQuantityCell('  ')).toBeNull();
    expect(signedQuantityCell('12')).toBe(12);
    expect(signedQuantityCell('1,5')).toBe(1.5);
    expect(signedQuantityCell('1.5')).toBe(1.5);
    expect(signedQuantityCell('1.234,5')).toBe(1234.5);
    expect(signedQuantityCell('1,234.5')).toBeNaN(); // English grouping is refused, never guessed
    expect(signedQuantityCell('1 234,5')).toBe(1234.5);
    expect(signedQuantityCell('-2')).toBe(-2);
    expect(signedQuantityCell('1,2,3')).toBeNaN();
    expect(signedQuantityCell('abc')).toBeNaN();
    expect(signedQuantityCell('1e3')).toBeNaN();
    expect(formatQtyInput(1.5)).toBe('1,5');
    expect(formatQtyInput(1234.125)).toBe('1234,125');
    expect(formatQtyInput(null)).toBe('');
  });

  it('sends only rows whose values changed; blank ideal removes, blank minimum is 0', () => {
    const rows = [
      row({ goodId: id('a'), idealQuantity: 10, minimumQuantity: 4 }),
      row({ goodId: id('b'), idealQuantity: 6, minimumQuantity: 0 }),
      row({ goodId: id('c') }),
      row({ goodId: id('d') }),
    ];
    let drafts = editCell({}, rows[0] as ParLevelRow, 'ideal', '10'); // same value: not sent
    drafts = editCell(drafts, rows[1] as ParLevelRow, 'ideal', ''); // removes
    drafts = editCell(drafts, rows[2] as ParLevelRow, 'ideal', '2,5'); // new, minimum 0
    drafts = editCell(drafts, rows[3] as ParLevelRow, 'minimum', ''); // touched, still empty: nothing
    expect(cellText(rows[0] as ParLevelRow, drafts, 'minimum')).toBe('4');
    const changes = collectChanges(rows, drafts);
    expect(changes.errors).toEqual({});
    expect(changes.lines).toEqual([
      { goodId: id('b'), idealQuantity: null, minimumQuantity: 0 },
      { goodId: id('c'), idealQuantity: 2.5, minimumQuantity: 0 },
    ]);
    expect(changes.goodIds).toEqual([id('b'), id('c')]);
  });

  it('marks invalid cells with the contract messages and does not send them', () => {
    const rows = [
      row({ goodId: id('a') }),
      row({ goodId: id('b') }),
      row({ goodId: id('c') }),
      row({ goodId: id('d') }),
      row({ goodId: id('e') }),
    ];
    let drafts = editCell({}, rows[0] as ParLevelRow, 'ideal', '3');
    drafts = editCell(drafts, rows[0] as ParLevelRow, 'minimum', '5');
    drafts = editCell(drafts, rows[1] as ParLevelRow, 'ideal', 'x');
    drafts = editCell(drafts, rows[2] as ParLevelRow, 'ideal', '-1');
    drafts = editCell(drafts, rows[3] as ParLevelRow, 'minimum', '2');
    drafts = editCell(drafts, rows[4] as ParLevelRow, 'ideal', '1,0005');
    const { lines, errors } = collectChanges(rows, drafts);
    expect(lines).toEqual([]);
    expect(errors).toEqual({
      [id('a')]: { minimum: 'El mínimo no puede superar al stock ideal' },
      [id('b')]: { ideal: 'La cantidad no es válida' },
      [id('c')]: { ideal: 'La cantidad no puede ser negativa' },
      [id('d')]: { minimum: 'Indica el stock ideal para poder fijar un mínimo' },
      [id('e')]: { ideal: 'La cantidad admite hasta 3 decimales' },
    });
  });

  it('maps the server issues back to the cells of the goods sent', () => {
    const errors = serverIssuesToErrors(
      [
        { path: 'lines.1.minimumQuantity', message: 'El mínimo no puede superar al stock ideal' },
        { path: 'lines.0.idealQuantity', message: 'La cantidad es demasiado grande' },
        { path: 'lines.7.idealQuantity', message: 'ignored: not sent' },
        { path: 'locationId', message: 'ignored' },
        'junk',
      ],
      [id('g1'), id('g2')],
    );
    expect(errors).toEqual({
      [id('g2')]: { minimum: 'El mínimo no puede superar al stock ideal' },
      [id('g1')]: { ideal: 'La cantidad es demasiado grande' },
    });
    expect(serverIssuesToErrors(undefined, ['g1'])).toEqual({});
  });
});

describe('SPEC §8 loader messages', () => {
  it('prefers the response message, then the error message, else Error desconocido', () => {
    expect(loaderErrorMessage(new ApiError('x', 422, { message: 'La fecha no es válida' }), i18n)).toBe('La fecha no es válida');
    expect(loaderErrorMessage(new ApiError('Something went wrong', undefined, undefined), i18n)).toBe('Error desconocido');
    expect(loaderErrorMessage(new Error('Network down'), i18n)).toBe('Network down');
    expect(loaderErrorMessage(new Error(''), i18n)).toBe('Error desconocido');
    expect(loaderErrorMessage('boom', i18n)).toBe('Error desconocido');
  });
});

describe('the par grid screen', () => {
  let view: Rendered | undefined;
  let db: NoctuaDb | undefined;
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
    await db?.delete();
    db = undefined;
    vi.restoreAllMocks();
  });

  const location: StockLocationDto = { id: '0190a3b4-0000-7000-8000-000000000001', name: 'Barra T', kind: 'bar', active: true };
  const good = (goodId: string, sku: string, name: string, category: string) => ({
    id: goodId,
    version: 1,
    venueId: 'v1',
    sku,
    name,
    category,
    unit: 'bottle',
    unitCost: 1000,
    supplier: '',
    supplierPack: 1,
    active: true,
  });

  /** The grid reads the replica; its engine's sync plays the pull that brings what was saved. */
  async function renderGrid(pulled: () => Promise<void>) {
    db = new NoctuaDb(`noctua-test-par-${Date.now()}`);
    await db.open();
    await db.stockLocations.bulkPut([{ id: location.id, version: 1, venueId: 'v1', name: 'Barra T', kind: 'bar', active: true }]);
    await db.goods.bulkPut([good(id('g1'), 'GIN-1', 'Gin', 'Gin'), good(id('g2'), 'TON-1', 'Tónica', 'Mixers')]);
    await db.stockLevels.bulkPut([{ id: 'l1', version: 1, locationId: location.id, goodId: id('g1'), quantity: 3 }]);
    await db.parLevels.bulkPut([
      { id: 'p1', version: 1, locationId: location.id, goodId: id('g1'), idealQuantity: 10, minimumQuantity: 4 },
    ]);
    const store = readOnlyStore(replicaOf(db, { sync: pulled } as unknown as SyncEngine));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    view = await render(
      <ChakraProvider value={system}>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={client}>
            <ReplicaProvider store={store}>
              <ParGridPanel locations={[location]} locationId={location.id} onLocationChange={() => {}} online />
            </ReplicaProvider>
          </QueryClientProvider>
        </I18nProvider>
      </ChakraProvider>,
    );
    for (let i = 0; i < 50 && !screen.queryByRole('textbox', { name: 'Stock ideal de Gin' }); i++) await flush(2);
    return view;
  }

  const input = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
  const save = () => screen.getByRole('button', { name: 'Guardar todo' });
  /** The refusal, announced as an alert. */
  const saveError = () => screen.queryByRole('alert');

  it('reads the replica, keeps what was typed and shows the server message when the save fails, then saves', async () => {
    const saved: ParLevelsResponse = {
      location,
      rows: [
        row({ goodId: id('g1'), sku: 'GIN-1', name: 'Gin', idealQuantity: 10, minimumQuantity: 5, onHand: 3 }),
        row({ goodId: id('g2'), sku: 'TON-1', name: 'Tónica', category: 'Mixers', idealQuantity: 6, minimumQuantity: 0 }),
      ],
    };
    const put = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError('El mínimo no puede superar al stock ideal', 422, {
          message: 'El mínimo no puede superar al stock ideal',
          issues: [{ path: 'lines.0.minimumQuantity', message: 'El mínimo no puede superar al stock ideal' }],
        }),
      )
      .mockResolvedValueOnce({ ...saved, saved: 2, removed: 0 });
    vi.spyOn(apiClient, 'request').mockImplementation((path, options) =>
      options?.method === 'PUT' ? put(path, options.body) : Promise.reject(new Error(`unexpected read ${path}`)),
    );
    // The pull after the save brings the saved par levels into the replica.
    const pulled = vi.fn(async () => {
      await db?.parLevels.bulkPut([
        { id: 'p1', version: 2, locationId: location.id, goodId: id('g1'), idealQuantity: 10, minimumQuantity: 5 },
        { id: 'p2', version: 2, locationId: location.id, goodId: id('g2'), idealQuantity: 6, minimumQuantity: 0 },
      ]);
    });
    await renderGrid(pulled);
    expect(input('Stock ideal de Gin').value).toBe('10');
    expect(input('Mínimo de Gin').value).toBe('4');

    // A client-side error blocks the save and is shown on the cell.
    await typeInto(input('Mínimo de Gin'), '12');
    expect(byText(document.body, 'El mínimo no puede superar al stock ideal')).not.toBeNull();
    await click(save());
    await flush();
    expect(put).not.toHaveBeenCalled();

    await typeInto(input('Mínimo de Gin'), '5');
    await typeInto(input('Stock ideal de Tónica'), '6');
    await click(save());
    await flush(5);
    expect(put).toHaveBeenCalledWith('/inventarios/stockIdeal', {
      locationId: location.id,
      lines: [
        { goodId: id('g1'), idealQuantity: 10, minimumQuantity: 5 },
        { goodId: id('g2'), idealQuantity: 6, minimumQuantity: 0 },
      ],
    });
    // Refused: the typed values stay, the server's message shows and the cell is marked.
    expect(saveError()?.textContent).toContain('El mínimo no puede superar al stock ideal');
    expect(input('Mínimo de Gin').value).toBe('5');
    expect(input('Stock ideal de Tónica').value).toBe('6');
    expect(input('Mínimo de Gin').getAttribute('aria-invalid')).toBe('true');
    expect(pulled).not.toHaveBeenCalled();

    // Retried: saved, pulled, the drafts are gone and the grid shows the replica's saved values.
    await click(save());
    for (let i = 0; i < 50 && (!screen.queryByText('Sin cambios') || pulled.mock.calls.length === 0); i++) await flush(2);
    expect(put).toHaveBeenCalledTimes(2);
    expect(pulled).toHaveBeenCalledTimes(1);
    expect(saveError()?.textContent ?? null).toBeNull();
    expect(screen.queryByText('Sin cambios')).not.toBeNull();
    expect(input('Mínimo de Gin').value).toBe('5');
    expect(input('Stock ideal de Tónica').value).toBe('6');
  }, 30_000);
});
