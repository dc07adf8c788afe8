// Transfer notes, breakage and the ledger on the client (issue 6): reading typed quantities, the
// breakage reasons as stored and shown, finding goods, the night a breakage belongs to, and the
// breakage queue over a real NoctuaDb (fake-indexeddb): queued in the outbox, listed with its state.
// The features' offline commands, registered as the app's replica runtime loads them.
import '../../src/lib/sync/known-commands';
import { i18n } from '@lingui/core';
import type * as v from 'valibot';
import { safeParse } from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TransferNoteDetail, transferNoteBodySchema } from '../../src/contract/inventory-transfers';
import { parseLineQuantity as parseQuantity } from '../../src/features/inventory/shared/quantity';
import { type Good, searchGoods } from '../../src/features/inventory/shared/use-inventory-replica';
import { breakageRecord } from '../../src/features/inventory/transfers/commands/breakage-record.contract';
import { refusedShortages, shortagesOf } from '../../src/features/inventory/transfers/components/transfer-note-parts';
import { recordBreakage, toQueuedBreakages } from '../../src/features/inventory/transfers/data/breakage-repo';
import { composeReason, OTHER_REASON, translateReason } from '../../src/features/inventory/transfers/labels';
import { describeCommand } from '../../src/features/sync/command-labels';
import { ApiError } from '../../src/lib/api-client';
import { NoctuaDb } from '../../src/lib/db/noctua-db';
import { currentNight, type NightView } from '../../src/lib/replica/nights';
import { InvalidCommandError, queueCommand } from '../../src/lib/sync/local-effects';
import { recordResults } from '../../src/lib/sync/outbox';
import type { ReplicaStore } from '../../src/lib/sync/replica-store';

const BAR = '0190a5b2-0000-7000-8000-0000000000b1';
const WAREHOUSE = '0190a5b2-0000-7000-8000-0000000000a1';
const GOOD = '0190a5b2-0000-7000-8000-000000000001';

describe('typed quantities', () => {
  it.each([
    ['3', 3],
    ['2,5', 2.5],
    ['0.125', 0.125],
    [' 12 ', 12],
    ['1,500', 1.5],
  ])('reads %j as %d', (text, value) => {
    expect(parseQuantity(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'empty'],
    ['abc', 'format'],
    ['1,2,3', 'format'],
    ['-1', 'negative'],
    ['0,1234', 'decimals'],
    ['100001', 'max'],
    ['0', 'zero'],
  ])('refuses %j (%s)', (text, error) => {
    expect(parseQuantity(text)).toEqual({ ok: false, error });
  });

  it('takes 0 where nothing arrived', () => {
    expect(parseQuantity('0', { allowZero: true })).toEqual({ ok: true, value: 0 });
  });
});

describe('the draft body', () => {
  const line = { goodId: GOOD, quantity: 2 };
  const ok = (body: unknown) => safeParse(transferNoteBodySchema, body).success;
  it('needs two different places, lines, and each good once', () => {
    expect(ok({ fromLocationId: WAREHOUSE, toLocationId: BAR, lines: [line] })).toBe(true);
    expect(ok({ fromLocationId: BAR, toLocationId: BAR, lines: [line] })).toBe(false);
    expect(ok({ fromLocationId: WAREHOUSE, toLocationId: BAR, lines: [] })).toBe(false);
    expect(ok({ fromLocationId: WAREHOUSE, toLocationId: BAR, lines: [line, line] })).toBe(false);
    expect(ok({ fromLocationId: WAREHOUSE, toLocationId: BAR, lines: [{ goodId: GOOD, quantity: 0 }] })).toBe(false);
  });
  it('defaults the remark to empty', () => {
    const parsed = safeParse(transferNoteBodySchema, { fromLocationId: WAREHOUSE, toLocationId: BAR, lines: [line] });
    expect((parsed.output as v.InferOutput<typeof transferNoteBodySchema>).note).toBe('');
  });
});

describe('breakage reasons', () => {
  it('stores the chosen reason in Spanish with the detail after it, or the free text', () => {
    expect(composeReason('Lata pinchada', '')).toBe('Lata pinchada');
    expect(composeReason('Lata pinchada', ' al abrir la caja ')).toBe('Lata pinchada: al abrir la caja');
    expect(composeReason(OTHER_REASON, '  se congeló ')).toBe('se congeló');
    expect(composeReason(OTHER_REASON, '')).toBe('');
  });

  it('shows a stored reason in the interface language, the user’s own words unchanged', () => {
    // Spanish is active in unit tests (no catalog): the known part maps to itself.
    expect(translateReason(i18n, 'Lata pinchada: al abrir la caja')).toBe('Lata pinchada: al abrir la caja');
    expect(translateReason(i18n, 'algo raro: pasó')).toBe('algo raro: pasó');
  });
});

describe('finding goods and the current night', () => {
  const good = (id: string, name: string, sku: string, category = 'Bebidas'): Good => ({
    id,
    name,
    sku,
    category,
    unit: 'bottle',
    unitCost: 100,
    active: true,
    search: `${name} ${sku} ${category}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase(),
  });
  const goods = [
    good('1', 'Fernet Branca 750 ml', 'FER-001'),
    good('2', 'Café molido', 'CAF-1'),
    good('3', 'Fernet 1882', 'FER-003'),
  ];

  it('matches every word, ignoring case and accents, up to a limit', () => {
    expect(searchGoods(goods, 'fernet 750').map((g) => g.id)).toEqual(['1']);
    expect(searchGoods(goods, 'CAFE').map((g) => g.id)).toEqual(['2']);
    expect(searchGoods(goods, 'fer').map((g) => g.id)).toEqual(['1', '3']);
    expect(searchGoods(goods, '', 2)).toHaveLength(2);
  });

  it('lists the exact name first, then names that start with the words, then the rest (issue 19)', () => {
    const bar = [
      good('m', 'Branca Menta', 'BRM-1', 'Fernet y amargos'),
      good('x', 'Licor de menta', 'LIC-2', 'Licores'),
      good('f', 'Fernet Branca 750 ml', 'FER-001', 'Fernet y amargos'),
      good('b', 'Fernet Branca', 'FER-002', 'Fernet y amargos'),
    ];
    expect(searchGoods(bar, 'fernet branca').map((g) => g.id)).toEqual(['b', 'f', 'm']);
    expect(searchGoods(bar, 'Fernet Branca 750 ml').map((g) => g.id)).toEqual(['f']);
    expect(searchGoods(bar, 'branca').map((g) => g.id)).toEqual(['m', 'f', 'b']);
    expect(searchGoods(bar, 'menta').map((g) => g.id)).toEqual(['m', 'x']);
    // The limit applies after ranking: the exact match is never cut off.
    expect(searchGoods(bar, 'fernet branca 750', 1).map((g) => g.id)).toEqual(['f']);
    expect(searchGoods(bar, 'branca', 1).map((g) => g.id)).toEqual(['m']);
  });

  it('takes the open night, else the one whose hours hold now', () => {
    const night = (id: string, status: NightView['status'], opensAt: string, closesAt: string): NightView => ({
      id,
      businessDate: opensAt.slice(0, 10),
      eventName: '',
      status,
      opensAt,
      closesAt,
    });
    const planned = night('a', 'planned', '2026-11-21T23:00:00Z', '2026-11-22T07:00:00Z');
    const closed = night('b', 'closed', '2026-11-20T23:00:00Z', '2026-11-21T07:00:00Z');
    expect(currentNight([planned, closed], Date.parse('2026-11-22T02:00:00Z'))?.id).toBe('a');
    expect(currentNight([planned, closed], Date.parse('2026-11-21T12:00:00Z'))).toBeUndefined();
    expect(currentNight([closed, { ...planned, status: 'open' }], Date.parse('2026-11-21T12:00:00Z'))?.id).toBe('a');
  });
});

describe('the breakage queue', () => {
  let db: NoctuaDb;
  let n = 0;
  beforeEach(async () => {
    db = new NoctuaDb(`breakage-${++n}`);
    await db.open();
  });
  afterEach(async () => {
    db.close();
    await db.delete();
  });

  const queue: ReplicaStore['queue'] = (name, args) => queueCommand(db, 'device-1', name, args);

  it('queues the command in its own lane with an id made on the device, and lists it as pending', async () => {
    const args = await recordBreakage(queue, { locationId: BAR, goodId: GOOD, quantity: 1.5, reason: 'Lata pinchada' });
    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ name: 'breakage.record', status: 'pending', lane: `breakage:${args.breakageId}` });
    expect(breakageRecord.lane(args)).toBe(outbox[0]?.lane);
    const listed = toQueuedBreakages(await db.outbox.toArray());
    expect(listed).toEqual([{ args, state: 'pending', message: null, createdAt: outbox[0]?.createdAt }]);

    // The server's answers change the state shown: applied, or rejected with its reason.
    const other = await recordBreakage(queue, { locationId: BAR, goodId: GOOD, quantity: 2, reason: 'Otra' });
    const entries = await db.outbox.orderBy('seq').toArray();
    await recordResults(db, [
      { id: entries[0]?.id as string, status: 'applied', result: { breakageId: args.breakageId } },
      { id: entries[1]?.id as string, status: 'rejected', message: 'La mercadería no existe' },
    ]);
    const states = toQueuedBreakages(await db.outbox.toArray());
    expect(states.find((q) => q.args.breakageId === args.breakageId)?.state).toBe('applied');
    expect(states.find((q) => q.args.breakageId === other.breakageId)).toMatchObject({
      state: 'rejected',
      message: 'La mercadería no existe',
    });
  });

  it('queues nothing when the breakage is not valid (the form keeps what was typed)', async () => {
    await expect(recordBreakage(queue, { locationId: BAR, goodId: GOOD, quantity: 0, reason: 'x' })).rejects.toBeInstanceOf(
      InvalidCommandError,
    );
    await expect(recordBreakage(queue, { locationId: BAR, goodId: GOOD, quantity: 1, reason: '   ' })).rejects.toBeInstanceOf(
      InvalidCommandError,
    );
    expect(await db.outbox.count()).toBe(0);
  });

  it('names a refused breakage in the attention inbox', () => {
    const { title, details } = describeCommand(
      i18n,
      { name: 'breakage.record', args: { goodId: GOOD, locationId: BAR, quantity: 2, reason: 'Lata pinchada' } },
      { goodName: 'Fernet', locationName: 'Barra VIP' },
    );
    expect(title).toBe('Registrar una rotura');
    expect(details).toEqual(['Mercadería: Fernet', 'Lugar: Barra VIP', 'Cantidad: 2', 'Motivo: Lata pinchada']);
  });
});

describe('sending below zero (issue 19 item 2)', () => {
  const line = (goodId: string, quantitySent: number) =>
    ({ id: `l-${goodId}`, goodId, goodName: goodId, goodSku: '', goodUnit: 'bottle', quantitySent }) as never;
  const note = (status: string, lines: unknown[]) => ({ status, lines }) as unknown as TransferNoteDetail;

  it('lists the lines that take more than the origin holds, from the replica', () => {
    const onHand = new Map([
      ['fernet', 2],
      ['gin', 10],
    ]);
    const short = shortagesOf(note('draft', [line('fernet', 5.5), line('gin', 10), line('vodka', 1)]), onHand, null);
    expect(short).toEqual([
      { goodId: 'fernet', goodName: 'fernet', onHand: 2, quantity: 5.5 },
      { goodId: 'vodka', goodName: 'vodka', onHand: 0, quantity: 1 },
    ]);
    expect(shortagesOf(note('sent', [line('fernet', 5.5)]), onHand, null)).toEqual([]);
  });

  it('prefers what the server answered when it refused the send', () => {
    const answered = [{ goodId: 'gin', goodName: 'Gin', onHand: 1, quantity: 3 }];
    const error = new ApiError('El origen no tiene stock suficiente', 409, { message: 'x', shortages: answered });
    expect(refusedShortages(error)).toEqual(answered);
    expect(shortagesOf(note('draft', [line('gin', 3)]), new Map([['gin', 5]]), error)).toEqual(answered);
    expect(refusedShortages(new ApiError('otro', 409, { message: 'otro' }))).toBeNull();
  });
});
