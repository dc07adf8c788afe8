// The stock count screen (issue 4): reading what is typed, finding goods, the repo's writes and the
// live hooks over a real NoctuaDb (fake-indexeddb), the sync state of each line through a real
// SyncEngine talking to an in-memory server, and the screen itself with the app's providers.
// The features' offline commands, registered as the app's replica runtime loads them.
import '../../src/lib/sync/known-commands';
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, type ReactNode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { system } from '../../src/app/theme/system';
import type { PullResponse, PushBody, PushResponse, SyncChange, SyncTable } from '../../src/contract/sync';
import type { CountSelection } from '../../src/features/inventory/count/components/stock-count-page';
import { StockCountPage } from '../../src/features/inventory/count/components/stock-count-page';
import {
  openCount,
  type QueueCommand,
  saveCountLine,
  submitCount,
} from '../../src/features/inventory/count/data/stock-count-repo';
import {
  type CountSync,
  summarizeCountSync,
  useCountLinesLive,
  useCountSyncLive,
  useOpenCountsLive,
  useStockLocationsLive,
} from '../../src/features/inventory/count/data/use-stock-count';
import { filterGoods, indexGoods, normalizeText } from '../../src/features/inventory/count/goods-search';
import { formatQuantity, parseQuantity, stepQuantity } from '../../src/features/inventory/count/quantity';
import { NoctuaDb, type OutboxEntry } from '../../src/lib/db/noctua-db';
import { DEFAULT_SETTINGS, updateSettings } from '../../src/lib/settings';
import { SyncEngine } from '../../src/lib/sync/engine';
import type { SyncTransport } from '../../src/lib/sync/engine-options';
import { InvalidCommandError, queueCommand } from '../../src/lib/sync/local-effects';
import type { ReplicaStore } from '../../src/lib/sync/replica-store';
import { ReplicaProvider } from '../../src/lib/sync/use-replica';
import { byText, click, flush, type Rendered, render, screen, typeInto, within } from './helpers';

const DEVICE = 'device-count';
const VENUE = '0190a5b2-0000-7000-8000-0000000000f0';
const BAR = '0190a5b2-0000-7000-8000-0000000000b1';
const WAREHOUSE = '0190a5b2-0000-7000-8000-0000000000a1';
const goodId = (n: number) => `0190a5b2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const TABLES: SyncTable[] = ['goods', 'stockLocations', 'stockCounts', 'stockCountLines'];

// ───────────────────────────── pure parts ─────────────────────────────

describe('quantity input', () => {
  it.each([
    ['3', 3],
    ['2,5', 2.5],
    ['2.5', 2.5],
    [' 0,125 ', 0.125],
    [',5', 0.5],
    ['1.', 1],
    ['2,500', 2.5],
    ['0', 0],
    ['-0', 0],
    ['100000', 100_000],
    ['007', 7],
    // The one rule of src/contract/numbers.ts: the dot and the space group thousands.
    ['1.000,5', 1000.5],
    ['1 000', 1000],
    ['1.500', 1500],
  ])('reads %j as %d', (text, value) => {
    expect(parseQuantity(text)).toEqual({ kind: 'valid', value });
  });

  it.each([
    ['abc', 'format'],
    ['1,2,3', 'format'],
    ['1e3', 'format'],
    [',', 'format'],
    ['-1', 'negative'],
    ['-0,5', 'negative'],
    ['0,1234', 'decimals'],
    ['100000,001', 'max'],
    ['250000', 'max'],
  ])('refuses %j (%s)', (text, error) => {
    expect(parseQuantity(text)).toEqual({ kind: 'invalid', error });
  });

  it('treats blank as empty, steps full units within bounds and writes the decimal comma', () => {
    expect(parseQuantity('   ')).toEqual({ kind: 'empty' });
    expect(stepQuantity(2.4, 1)).toBe(3.4);
    expect(stepQuantity(0.4, -1)).toBe(0);
    expect(stepQuantity(99_999.5, 1)).toBe(100_000);
    expect(stepQuantity(0.1, 0.2)).toBe(0.3);
    expect(formatQuantity(2.5, 'es')).toBe('2,5');
    expect(formatQuantity(1234.125, 'de')).toBe('1234,125');
    expect(formatQuantity(3, 'fr')).toBe('3');
  });
});

describe('goods search', () => {
  const goods = [
    { id: '1', name: 'Fernet Branca 750 ml', sku: 'FER-750', category: 'Fernet y amargos' },
    { id: '2', name: 'Café en grano', sku: 'CAF-1', category: 'Almacén' },
    { id: '3', name: 'Limón', sku: 'LIM-1', category: 'Frutas', barcodes: ['2000000000017'] },
    { id: '4', name: 'Fernet 1882 750 ml', sku: 'FER-1882', category: 'Fernet y amargos' },
  ];
  const index = indexGoods(goods);
  const find = (q: string) => filterGoods(index, q).map((g) => g.id);

  it('ignores case and accents, needs every word, matches SKU and barcodes', () => {
    expect(normalizeText('Limón ÁÉ')).toBe('limon ae');
    expect(find('')).toEqual(['1', '2', '3', '4']);
    expect(find('cafe')).toEqual(['2']);
    expect(find('LIMON')).toEqual(['3']);
    expect(find('fernet 1882')).toEqual(['4']);
    expect(find('fer-750')).toEqual(['1']);
    expect(find('200000000001')).toEqual(['3']);
    expect(find('amargos 750')).toEqual(['1', '4']);
    expect(find('whisky')).toEqual([]);
  });
});

describe('sync state of a count from its outbox lane', () => {
  const entry = (seq: number, name: string, status: OutboxEntry['status'], args: object, lastError: string | null = null) =>
    ({ id: `e${seq}`, seq, name, status, args, lastError }) as OutboxEntry;

  it('a waiting change keeps its line pending; otherwise the last change decides', () => {
    const sync: CountSync = summarizeCountSync([
      entry(4, 'stockCount.upsertLine', 'applied', { goodId: 'a' }),
      entry(0, 'stockCount.open', 'applied', {}),
      entry(1, 'stockCount.upsertLine', 'pending', { goodId: 'a' }),
      entry(2, 'stockCount.upsertLine', 'rejected', { goodId: 'b' }, 'El conteo ya fue enviado'),
      entry(3, 'stockCount.upsertLine', 'applied', { goodId: 'c' }),
      entry(5, 'stockCount.upsertLine', 'rejected', { goodId: 'c' }, 'No'),
      entry(6, 'stockCount.upsertLine', 'applied', { goodId: 'c' }),
      entry(7, 'stockCount.submit', 'sending', {}),
    ]);
    expect(sync.lines.get('a')).toEqual({ state: 'pending', message: null });
    expect(sync.lines.get('b')).toEqual({ state: 'rejected', message: 'El conteo ya fue enviado' });
    expect(sync.lines.get('c')).toEqual({ state: 'synced', message: null });
    expect(sync.pending).toBe(2);
    expect(sync.submitPending).toBe(true);
    expect(sync.countRejected).toBeNull();
    expect(
      summarizeCountSync([entry(0, 'stockCount.open', 'rejected', {}, 'El depósito o la barra no existe')]).countRejected,
    ).toBe('El depósito o la barra no existe');
  });
});

// ───────────────────────────── over a real replica ─────────────────────────────

/** An in-memory server speaking the sync wire for counts and lines (ids of its own, like ours). */
class FakeServer {
  version = 100;
  reachable = true;
  rows = new Map<string, { table: SyncTable; id: string; version: number; row: Record<string, unknown> }>();
  applied = new Set<string>();
  lineIds = 0;

  put(table: SyncTable, row: Record<string, unknown> & { id: string }) {
    this.version++;
    this.rows.set(`${table}:${row.id}`, { table, id: row.id, version: this.version, row });
  }

  lines() {
    return [...this.rows.values()].filter((r) => r.table === 'stockCountLines').map((r) => r.row);
  }

  private apply(name: string, args: Record<string, unknown>): 'applied' | 'rejected' {
    const count = this.rows.get(`stockCounts:${args.countId}`);
    if (name === 'stockCount.open') {
      if (!count) this.put('stockCounts', { id: String(args.countId), locationId: args.locationId, status: 'open' });
      return 'applied';
    }
    if (count?.row.status !== 'open') return 'rejected';
    if (name === 'stockCount.upsertLine') {
      const existing = this.lines().find((l) => l.stockCountId === args.countId && l.goodId === args.goodId);
      this.put('stockCountLines', {
        id: (existing?.id as string | undefined) ?? goodId(900 + this.lineIds++),
        stockCountId: args.countId,
        goodId: args.goodId,
        countedQuantity: args.quantity,
        countedAt: args.countedAt,
      });
      return 'applied';
    }
    this.put('stockCounts', { ...count.row, id: count.id, status: 'submitted' });
    return 'applied';
  }

  transport(): SyncTransport {
    const offline = () => Object.assign(new Error('Failed to fetch'), { status: undefined });
    return {
      push: async (body: PushBody): Promise<PushResponse> => {
        if (!this.reachable) throw offline();
        return {
          results: body.commands.map((c) => {
            if (this.applied.has(c.id)) return { id: c.id, status: 'applied' as const };
            this.applied.add(c.id);
            return { id: c.id, status: this.apply(c.name, c.args as Record<string, unknown>) };
          }),
        };
      },
      pull: async ({ cursor, tables }): Promise<PullResponse> => {
        if (!this.reachable) throw offline();
        const after = cursor ? Number(cursor) : 0;
        const changes: SyncChange[] = [...this.rows.values()]
          .filter((r) => r.version > after && tables.includes(r.table))
          .sort((a, b) => a.version - b.version)
          .map((r) => ({ table: r.table, op: 'put' as const, id: r.id, version: r.version, row: r.row }));
        return { changes, cursor: String(this.version), hasMore: false };
      },
      legacy: async () => {
        throw Object.assign(new Error('No encontrado'), { status: 404 });
      },
    };
  }
}

let db: NoctuaDb;
let server: FakeServer;
let engine: SyncEngine;
let store: ReplicaStore;
let queued: string[];
let failNextQueue: Error | null;
let dbCounter = 0;

function makeStore(): ReplicaStore {
  const replica = { db, engine, deviceId: DEVICE, userId: 'u1', venueId: VENUE };
  return {
    get: () => replica,
    subscribe: () => () => {},
    queue: async (name, args) => {
      if (failNextQueue) {
        const error = failNextQueue;
        failNextQueue = null;
        throw error;
      }
      queued.push(typeof name === 'string' ? name : name.name);
      return queueCommand(db, DEVICE, name, args);
    },
    logout: async () => ({ status: 'signed-out', wiped: false }),
  };
}

const queue: QueueCommand = (name, args) => store.queue(name, args);

async function seedCatalogue() {
  await db.stockLocations.bulkPut([
    { id: BAR, version: 1, venueId: VENUE, name: 'Barra Principal', kind: 'bar', active: true },
    { id: WAREHOUSE, version: 2, venueId: VENUE, name: 'Depósito central', kind: 'warehouse', active: true },
    { id: goodId(999), version: 3, venueId: VENUE, name: 'Barra cerrada', kind: 'bar', active: false },
  ]);
  await db.goods.bulkPut([
    {
      id: goodId(1),
      version: 4,
      venueId: VENUE,
      sku: 'FER-750',
      name: 'Fernet Branca 750 ml',
      category: 'Fernet',
      unit: 'bottle',
    },
    { id: goodId(2), version: 5, venueId: VENUE, sku: 'LIM-1', name: 'Limón', category: 'Frutas', unit: 'kg' },
    {
      id: goodId(3),
      version: 6,
      venueId: VENUE,
      sku: 'OLD-1',
      name: 'Discontinuado',
      category: 'Otros',
      unit: 'unit',
      active: false,
    },
  ]);
  await db.syncState.put({
    key: `pull:${TABLES.join(',')}`,
    cursor: '0',
    lastSuccessAt: new Date().toISOString(),
    lastError: null,
  });
}

beforeEach(async () => {
  db = new NoctuaDb(`noctua-test-count-${Date.now()}-${dbCounter++}`);
  await db.open();
  server = new FakeServer();
  engine = new SyncEngine({
    db,
    deviceId: DEVICE,
    transport: server.transport(),
    tables: TABLES,
    locks: null,
    events: null,
    isOnline: () => server.reachable,
    intervalMs: 3_600_000,
    random: () => 0.5,
  });
  queued = [];
  failNextQueue = null;
  store = makeStore();
  await seedCatalogue();
});

afterEach(async () => {
  engine.stop();
  await db.delete();
});

describe('stock count repo (writes through the replica queue)', () => {
  it('opens a count, records one line per good (the last value wins) and submits', async () => {
    const countId = await openCount(queue, BAR);
    expect(await db.stockCounts.get(countId)).toMatchObject({ id: countId, locationId: BAR, status: 'open', _local: true });

    await saveCountLine(queue, { countId, goodId: goodId(1), quantity: 2.5, countedAt: '2026-03-01T01:00:00.000Z' });
    await saveCountLine(queue, { countId, goodId: goodId(1), quantity: 3, countedAt: '2026-03-01T01:00:01.000Z' });
    await saveCountLine(queue, { countId, goodId: goodId(2), quantity: 0.125 });
    const lines = await db.stockCountLines.where('stockCountId').equals(countId).toArray();
    expect(lines.map((l) => [l.goodId, l.countedQuantity]).sort()).toEqual([
      [goodId(1), 3],
      [goodId(2), 0.125],
    ]);

    await submitCount(queue, countId);
    expect((await db.stockCounts.get(countId))?.status).toBe('submitted');
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((e) => e.name)).toEqual([
      'stockCount.open',
      'stockCount.upsertLine',
      'stockCount.upsertLine',
      'stockCount.upsertLine',
      'stockCount.submit',
    ]);
    expect(new Set(outbox.map((e) => e.lane))).toEqual(new Set([`stockCount:${countId}`]));
  });

  it('an invalid quantity is refused before anything is written', async () => {
    const countId = await openCount(queue, BAR);
    await expect(saveCountLine(queue, { countId, goodId: goodId(1), quantity: 0.0001 })).rejects.toBeInstanceOf(
      InvalidCommandError,
    );
    await expect(saveCountLine(queue, { countId, goodId: goodId(1), quantity: -1 })).rejects.toBeInstanceOf(InvalidCommandError);
    expect(await db.stockCountLines.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });
});

interface Probe {
  locations?: ReturnType<typeof useStockLocationsLive>;
  open?: ReturnType<typeof useOpenCountsLive>;
  lines?: ReturnType<typeof useCountLinesLive>;
  sync?: ReturnType<typeof useCountSyncLive>;
}

function HookProbe({ countId, probe }: { countId: string | undefined; probe: Probe }) {
  probe.locations = useStockLocationsLive();
  probe.open = useOpenCountsLive();
  probe.lines = useCountLinesLive(countId);
  probe.sync = useCountSyncLive(countId);
  return null;
}

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

function withProviders(ui: ReactNode) {
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <ReplicaProvider store={store}>{ui}</ReplicaProvider>
      </I18nProvider>
    </ChakraProvider>
  );
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 3000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await flush(1);
  }
}

describe('stock count hooks (live over the replica)', () => {
  it('lists active locations and open counts, and follows a line from pending to synced exactly once', async () => {
    server.reachable = false;
    const countId = await openCount(queue, BAR);
    await saveCountLine(queue, { countId, goodId: goodId(1), quantity: 4 });
    const probe: Probe = {};
    view = await render(withProviders(<HookProbe countId={countId} probe={probe} />));
    await waitFor(() => probe.sync?.pending === 2, 'two pending commands');

    expect(probe.locations?.map((l) => l.name)).toEqual(['Depósito central', 'Barra Principal']);
    expect(probe.open?.get(BAR)?.map((c) => c.id)).toEqual([countId]);
    expect(probe.lines?.get(goodId(1))?.quantity).toBe(4);
    expect(probe.sync?.lines.get(goodId(1))?.state).toBe('pending');

    // Offline the engine keeps everything; back online it is sent and pulled back once.
    engine.start();
    await act(() => engine.sync());
    expect(server.lines()).toEqual([]);
    server.reachable = true;
    await act(() => engine.sync());
    await waitFor(() => probe.sync?.pending === 0, 'the outbox to drain');
    // No unsent or refused command left for the line: the row shows it synced (its default).
    expect(probe.sync?.lines.get(goodId(1))).toBeUndefined();
    expect(server.lines()).toHaveLength(1);
    expect(server.lines()[0]).toMatchObject({ stockCountId: countId, goodId: goodId(1), countedQuantity: 4 });
    // The pulled server row replaced the local twin: one line, no local marks.
    const local = await db.stockCountLines.where('stockCountId').equals(countId).toArray();
    expect(local).toHaveLength(1);
    expect(local[0]?._local).toBeUndefined();
    expect(local[0]?.version).toBeGreaterThan(0);
    expect(probe.lines?.get(goodId(1))?.quantity).toBe(4);
  });
});

// ───────────────────────────── the screen ─────────────────────────────

function Harness({ initial = {} }: { initial?: CountSelection }) {
  const [selection, setSelection] = useState<CountSelection>(initial);
  return (
    <div data-selection={JSON.stringify(selection)}>
      <StockCountPage locationId={selection.location} countId={selection.count} onSelect={(next) => setSelection(next)} />
    </div>
  );
}

const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });

function quantityInput(name: string): HTMLInputElement {
  return screen.getByRole<HTMLInputElement>('textbox', { name: `Cantidad de ${name}` });
}

/** The goods of the count: the "Mercaderías" list and its items, each named by its good. */
const goodsList = () => screen.getByRole('list', { name: 'Mercaderías' });
const countLines = () => screen.queryAllByRole('listitem');
const rowOf = (name: string) => screen.getByRole('listitem', { name });
/** The count is open on screen once its search box is there. */
const countShown = () => screen.queryByRole('searchbox', { name: 'Buscar mercadería' }) !== null;
const searchBox = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Buscar mercadería' });

/** What the count's header says it counts: "Conteo completo" or "Conteo parcial". */
const scopeBadge = () => screen.getByText(/^Conteo (completo|parcial)$/).textContent;

const FERNET = 'Fernet Branca 750 ml';

/**
 * Awaits a database read inside act: live queries the read lets run re-render the screen, and
 * those renders belong to the test.
 */
async function settled<T>(read: () => Promise<T>): Promise<T> {
  let result: T | undefined;
  await act(async () => {
    result = await read();
  });
  return result as T;
}

async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 3000) {
  const until = Date.now() + timeoutMs;
  while (!(await settled(check))) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await flush(1);
  }
}

const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe('count screen', { timeout: 30_000 }, () => {
  it('picks a location, starts a count and saves typed quantities after the debounce', async () => {
    view = await render(withProviders(<Harness />));
    // The two active locations, each a button named after it; the inactive one is not offered.
    await waitFor(
      () =>
        screen.queryByRole('button', { name: 'Barra Principal' }) !== null &&
        screen.queryByRole('button', { name: 'Depósito central' }) !== null,
      'the locations',
    );
    expect(byText(document.body, 'Barra cerrada')).toBeNull();

    await click(button('Barra Principal'));
    await waitFor(() => screen.queryByRole('button', { name: 'Empezar conteo' }) !== null, 'the start button');
    await click(button('Empezar conteo'));
    await waitFor(countShown, 'the count');
    expect(queued).toEqual(['stockCount.open']);
    // Only active goods; none counted yet.
    expect(countLines()).toHaveLength(2);
    expect(byText(document.body, 'Contadas 0 de 2')).not.toBeNull();

    await typeInto(quantityInput('Limón'), '1,5');
    expect(queued).toEqual(['stockCount.open']);
    await wait(500);
    await waitFor(() => rowOf('Limón').dataset.state === 'pending', 'the line saved locally');
    expect(queued).toEqual(['stockCount.open', 'stockCount.upsertLine']);
    const count = await settled(() => db.stockCounts.toCollection().first());
    const line = await settled(() =>
      db.stockCountLines
        .where('[stockCountId+goodId]')
        .equals([count?.id ?? '', goodId(2)])
        .first(),
    );
    expect(line?.countedQuantity).toBe(1.5);
    expect(quantityInput('Limón').value).toBe('1,5');
    await waitFor(() => !!byText(document.body, 'Contadas 1 de 2'), 'progress');

    // + and − save at once, in whole units, never below 0.
    await click(button('Sumar una unidad de Fernet Branca 750 ml'));
    await click(button('Sumar una unidad de Fernet Branca 750 ml'));
    await click(button('Restar una unidad de Limón'));
    await click(button('Restar una unidad de Limón'));
    await waitFor(() => queued.length === 6, 'four more commands');
    await wait(300);
    const lineOf = (id: string) =>
      db.stockCountLines
        .where('[stockCountId+goodId]')
        .equals([count?.id ?? '', id])
        .first();
    await eventually(async () => (await lineOf(goodId(1)))?.countedQuantity === 2, 'fernet at 2');
    await eventually(async () => (await lineOf(goodId(2)))?.countedQuantity === 0, 'limón at 0');
    expect(quantityInput('Fernet Branca 750 ml').value).toBe('2');
    expect(quantityInput('Limón').value).toBe('0');
  });

  it('shows a translated error for invalid input, keeps the text and queues nothing', async () => {
    const countId = await openCount(queue, BAR);
    queued = [];
    view = await render(withProviders(<Harness initial={{ location: BAR, count: countId }} />));
    await waitFor(countShown, 'the count');

    for (const [text, message] of [
      ['-2', 'La cantidad no puede ser negativa'],
      ['1,2345', 'La cantidad admite hasta 3 decimales'],
      ['100001', 'La cantidad no puede superar 100.000'],
      ['dos', 'Escribe un número, por ejemplo 3 o 0,5'],
    ] as const) {
      await typeInto(quantityInput('Limón'), text);
      await wait(450);
      expect(byText(document.body, message), message).not.toBeNull();
      expect(quantityInput('Limón').value).toBe(text);
      expect(rowOf('Limón').dataset.state).toBe('invalid');
    }
    expect(queued).toEqual([]);
    expect(await settled(() => db.stockCountLines.count())).toBe(0);
  });

  it('a failed local write keeps the typed value and tells the user', async () => {
    const countId = await openCount(queue, BAR);
    queued = [];
    view = await render(withProviders(<Harness initial={{ location: BAR, count: countId }} />));
    await waitFor(countShown, 'the count');
    failNextQueue = Object.assign(new Error('QuotaExceededError'), { name: 'QuotaExceededError' });
    await typeInto(quantityInput('Limón'), '7');
    await wait(500);
    await waitFor(() => rowOf('Limón').dataset.state === 'failed', 'the failure');
    expect(quantityInput('Limón').value).toBe('7');
    expect(await settled(() => db.stockCountLines.count())).toBe(0);
  });

  it('a submitted count is read-only', async () => {
    const countId = await openCount(queue, BAR);
    await saveCountLine(queue, { countId, goodId: goodId(1), quantity: 2 });
    await submitCount(queue, countId);
    view = await render(withProviders(<Harness initial={{ location: BAR, count: countId }} />));
    await waitFor(() => !!screen.queryByText(/^Este conteo fue enviado y ya no se puede modificar\./), 'the read-only notice');
    expect(quantityInput('Fernet Branca 750 ml').readOnly).toBe(true);
    expect(quantityInput('Fernet Branca 750 ml').value).toBe('2');
    expect(screen.queryByRole('button', { name: /^Sumar una unidad/, hidden: true })).toBeNull();
    expect(byText(document.body, 'Enviar conteo')).toBeNull();
    expect(byText(document.body, 'Empezar otro conteo')).not.toBeNull();
  });

  it('renders only a window of the goods, counted ones first', async () => {
    await db.goods.bulkPut(
      Array.from({ length: 70 }, (_, i) => ({
        id: goodId(100 + i),
        version: 10 + i,
        venueId: VENUE,
        sku: `BEB-${String(i).padStart(3, '0')}`,
        name: `Bebida ${String(i).padStart(3, '0')}`,
        category: 'Bebidas',
        unit: 'can',
      })),
    );
    const countId = await openCount(queue, BAR);
    await saveCountLine(queue, { countId, goodId: goodId(169), quantity: 1 });
    view = await render(withProviders(<Harness initial={{ location: BAR, count: countId }} />));
    await waitFor(() => countLines().length > 0, 'the first rows');
    const list = goodsList();
    expect(list.dataset.listed).toBe('72');
    // A screenful and a few more: the rest of the list is a spacer of the estimated height.
    const rendered = within(list).getAllByRole('listitem').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(40);
    expect(Number.parseFloat(list.style.paddingBottom || '0')).toBeGreaterThan(1000);
    const first = within(list).getAllByRole('listitem')[0];
    expect(first?.dataset.goodId).toBe(goodId(169));
    await waitFor(() => !!byText(document.body, 'Contadas 1 de 72'), 'the progress');
  });

  it('filters goods as the user types, ignoring accents', async () => {
    const countId = await openCount(queue, BAR);
    view = await render(withProviders(<Harness initial={{ location: BAR, count: countId }} />));
    await waitFor(() => countLines().length === 2, 'the goods');
    const search = searchBox();
    await typeInto(search, 'limon');
    await waitFor(() => countLines().length === 1, 'one match');
    expect(rowOf('Limón')).toBeTruthy();
    await typeInto(search, 'nada parecido');
    await waitFor(() => !!byText(document.body, 'Ninguna mercadería coincide'), 'the empty state');
  });
});

// ───────────────────────────── scanning, partial bottles, scope, search modes ─────────────────────────────

/**
 * A keyboard-wedge scanner: a key every 5 ms (stamped so, as a browser stamps hardware events),
 * landing in the focused field, then Enter. The characters reach the field's DOM value without an
 * input event, as they would between two renders.
 */
let wedgeClock = 1_000_000;
async function wedgeScan(code: string) {
  const key = (k: string) => {
    const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
    wedgeClock += 5;
    Object.defineProperty(event, 'timeStamp', { value: wedgeClock });
    return event;
  };
  wedgeClock += 10_000;
  await act(async () => {
    const target = (document.activeElement as HTMLElement | null) ?? document.body;
    const field = target instanceof HTMLInputElement ? target : null;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (const k of code) {
      const down = key(k);
      target.dispatchEvent(down);
      if (field && !down.defaultPrevented) setter?.call(field, field.value + k);
    }
    target.dispatchEvent(key('Enter'));
  });
}

/** What a scan found, as its notice says it. */
const scanFound = (code: string, name: string) => byText(document.body, `Código ${code}: ${name}`);
const scanUnknown = (code: string) =>
  byText(document.body, `El código ${code} no corresponde a ninguna mercadería de este local.`);
/** The open-bottle panel of a good (a group named after it) and its controls. */
const partialToggle = (name: string) => button(`Botella abierta de ${name}`);
const partialPanel = (name: string) => screen.queryByRole('group', { name: `Botella abierta de ${name}`, hidden: true });
const weightInput = (panel: HTMLElement, name: string) =>
  within(panel).getByRole<HTMLInputElement>('textbox', { name: `Peso de la botella abierta de ${name}, en gramos` });

const lineOf = (countId: string, id: string) =>
  settled(() => db.stockCountLines.where('[stockCountId+goodId]').equals([countId, id]).first());

describe('count screen: scanning, partial bottles, scope and search modes', { timeout: 30_000 }, () => {
  // The screen is still mounted here and re-renders on a settings change: inside act.
  afterEach(() => act(() => updateSettings({ drinkFilter: DEFAULT_SETTINGS.drinkFilter })));

  it('a wedge scan anywhere jumps to its good (clearing the search), focuses it and leaves the search box as it was', async () => {
    await db.goodBarcodes.bulkPut([
      { id: goodId(501), version: 20, goodId: goodId(1), barcode: '7790290001234' },
      { id: goodId(502), version: 21, goodId: goodId(3), barcode: '7790290005555' },
    ]);
    const countId = await openCount(queue, BAR);
    view = await render(withProviders(<Harness initial={{ location: BAR, count: countId }} />));
    await waitFor(() => countLines().length === 2, 'the goods');
    const search = searchBox();
    await typeInto(search, 'limon');
    await waitFor(() => countLines().length === 1, 'only Limón');

    await wedgeScan('7790290001234');
    const fernetRow = () => screen.queryByRole('listitem', { name: FERNET });
    await waitFor(() => fernetRow()?.dataset.highlighted === 'true', 'Fernet highlighted');
    expect(scanFound('7790290001234', FERNET)).not.toBeNull();
    expect(document.activeElement).toBe(quantityInput('Fernet Branca 750 ml'));
    // The filters were cleared to show it; the scanned digits never stayed in a field.
    expect(search.value).toBe('');
    expect(countLines()).toHaveLength(2);
    expect(quantityInput('Fernet Branca 750 ml').value).toBe('');

    // Typed into the focused count field, the next scan leaves the field as it was too.
    await typeInto(quantityInput('Fernet Branca 750 ml'), '3');
    await wedgeScan('7799999999999');
    await waitFor(() => !!screen.queryByText(/no corresponde a ninguna mercadería/), 'the unknown code notice');
    expect(scanUnknown('7799999999999')).not.toBeNull();
    expect(quantityInput('Fernet Branca 750 ml').value).toBe('3');
    // A code of an inactive good is unknown here too.
    await wedgeScan('7790290005555');
    await waitFor(() => !!scanUnknown('7790290005555'), 'inactive good unknown');
    await wait(500);
    expect((await lineOf(countId, goodId(1)))?.countedQuantity).toBe(3);
  });

  it('a partial bottle as tenths or by weight (shown before saving); the grams travel with the line', async () => {
    await db.goods.update(goodId(1), { fullWeight: 1230, emptyWeight: 480 });
    const countId = await openCount(queue, BAR);
    view = await render(withProviders(<Harness initial={{ location: BAR, count: countId }} />));
    await waitFor(() => countLines().length === 2, 'the goods');
    const plusFernet = () => button(`Sumar una unidad de ${FERNET}`);
    await click(plusFernet());
    await click(plusFernet());
    await click(partialToggle(FERNET));
    const panel = () => partialPanel(FERNET) as HTMLElement;
    await click(within(panel()).getByRole('button', { name: '0,4' }));
    await eventually(async () => (await lineOf(countId, goodId(1)))?.countedQuantity === 2.4, 'fernet at 2,4');
    expect((await lineOf(countId, goodId(1)))?.weighedGrams ?? null).toBeNull();
    expect(quantityInput('Fernet Branca 750 ml').value).toBe('2,4');

    // 855 g on the scale: (855 − 480) / (1230 − 480) = 0,5 — shown, saved only on "Usar peso".
    await typeInto(weightInput(panel(), FERNET), '855');
    expect(byText(panel(), '= 0,5 de botella · total 2,5')).not.toBeNull();
    await wait(450);
    expect((await lineOf(countId, goodId(1)))?.countedQuantity).toBe(2.4);
    await click(within(panel()).getByRole('button', { name: 'Usar peso' }));
    await eventually(async () => (await lineOf(countId, goodId(1)))?.countedQuantity === 2.5, 'fernet at 2,5');
    expect((await lineOf(countId, goodId(1)))?.weighedGrams).toBe(855);
    const last = (await settled(() => db.outbox.orderBy('seq').last()))?.args as { quantity: number; weighedGrams?: number };
    expect(last).toMatchObject({ quantity: 2.5, weighedGrams: 855 });
    // Heavier than full is a full bottle, lighter than empty an empty one (clamped).
    await typeInto(weightInput(panel(), FERNET), '2000');
    expect(byText(panel(), '= 1 de botella · total 3')).not.toBeNull();
    await typeInto(weightInput(panel(), FERNET), '12,5');
    expect(within(panel()).getByRole<HTMLButtonElement>('button', { name: 'Usar peso' }).disabled).toBe(true);

    // + adds a full unit and keeps the weighed open bottle.
    await click(plusFernet());
    await eventually(async () => (await lineOf(countId, goodId(1)))?.countedQuantity === 3.5, 'fernet at 3,5');
    expect((await lineOf(countId, goodId(1)))?.weighedGrams).toBe(855);

    // Limón (kg, no weights): tenths only.
    await click(partialToggle('Limón'));
    await waitFor(() => !!partialPanel('Limón'), 'Limón panel');
    expect(within(rowOf('Limón')).queryByRole('textbox', { name: /^Peso de la botella/, hidden: true })).toBeNull();
    expect(partialPanel(FERNET)).toBeNull();
  });

  it('a full count is opened as such and submitting it warns that uncounted goods become 0', async () => {
    view = await render(withProviders(<Harness initial={{ location: BAR }} />));
    const fullScope = () => screen.queryByRole('radio', { name: /^Conteo completo/ });
    await waitFor(() => !!fullScope(), 'the scope choice');
    await click(fullScope() as HTMLElement);
    await click(button('Empezar conteo'));
    await waitFor(countShown, 'the count');
    expect(scopeBadge()).toBe('Conteo completo');
    const open = await settled(() => db.outbox.orderBy('seq').first());
    expect(open?.args).toMatchObject({ scope: 'full' });
    expect((await settled(() => db.stockCounts.toCollection().first()))?.scope).toBe('full');

    await click(button('Sumar una unidad de Limón'));
    await waitFor(() => !button('Enviar conteo').disabled, 'submit enabled');
    await click(button('Enviar conteo'));
    const warning = () => screen.queryByText(/^Conteo completo: /);
    await waitFor(() => !!warning(), 'the warning');
    expect(warning()?.textContent).toBe('Conteo completo: la mercadería sin contar quedará en 0.');
  });

  it('a spot count is the default', async () => {
    view = await render(withProviders(<Harness initial={{ location: BAR }} />));
    await waitFor(() => screen.queryByRole('button', { name: 'Empezar conteo' }) !== null, 'the start button');
    await click(button('Empezar conteo'));
    await waitFor(countShown, 'the count');
    expect(scopeBadge()).toBe('Conteo parcial');
    expect((await settled(() => db.outbox.orderBy('seq').first()))?.args).toMatchObject({ scope: 'spot' });
  });

  it('with drinkFilter "enter" the list follows the search box on Enter only; category and counted filters narrow it', async () => {
    updateSettings({ drinkFilter: 'enter' });
    const countId = await openCount(queue, BAR);
    await saveCountLine(queue, { countId, goodId: goodId(2), quantity: 1 });
    view = await render(withProviders(<Harness initial={{ location: BAR, count: countId }} />));
    await waitFor(() => countLines().length === 2, 'the goods');
    const search = searchBox();
    expect(search.dataset.mode).toBe('enter');
    await typeInto(search, 'limon');
    await wait(50);
    expect(countLines()).toHaveLength(2);
    await act(async () => {
      search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    await waitFor(() => countLines().length === 1, 'filtered on Enter');
    await typeInto(search, '');
    await waitFor(() => countLines().length === 2, 'cleared at once');

    const category = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Categoría' });
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
      setter?.call(category, 'Fernet');
      category.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => countLines().length === 1, 'one category');
    expect(rowOf(FERNET)).toBeTruthy();
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
      setter?.call(category, '');
      category.dispatchEvent(new Event('change', { bubbles: true }));
    });
    // "Mostrar": Todas, Sin contar, Contadas (a segmented radio group).
    const show = within(screen.getByRole('radiogroup', { name: 'Mostrar' }));
    await click(show.getByRole('radio', { name: 'Contadas' }));
    await waitFor(() => countLines().length === 1, 'counted only');
    expect(rowOf('Limón')).toBeTruthy();
    await click(show.getByRole('radio', { name: 'Sin contar' }));
    await waitFor(() => !!screen.queryByRole('listitem', { name: FERNET }), 'uncounted only');
    expect(countLines()).toHaveLength(1);
  });
});
