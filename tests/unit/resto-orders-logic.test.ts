// The waiter's order composer and the station display's logic (issue 35): prices as the server
// charges them, line ids fixed once, the command's args; tickets by station with where else their
// order is, the alert only for lines not seen before, and the display's freshness — the banner
// when the server stopped answering, never an empty "live" screen.
import { describe, expect, it } from 'vitest';
import type { KitchenBoardDto, KitchenLineDto } from '../../src/contract/resto-orders';
import { canMoveLine, openOrderStatus } from '../../src/contract/resto-orders';
import {
  addItem,
  changeLine,
  commandArgs,
  draftTotal,
  loadDraft,
  type MenuItem,
  newDraft,
  saveDraft,
  toggleModifier,
  unitPrice,
} from '../../src/features/resto-orders/composer';
import { columns, freshness, newTicketLines, STALE_AFTER_S, stationTickets } from '../../src/features/resto-orders/display-logic';

const burger: MenuItem = {
  id: 'mi-1',
  productId: 'p-burger',
  name: 'Hamburguesa',
  category: 'Platos',
  stationId: 's-grill',
  available: true,
  prices: [{ priceListId: 'list', price: 1_200_000 }],
  modifiers: [
    { id: 'm-cheese', name: 'Doble queso', priceDelta: 150_000 },
    { id: 'm-nobun', name: 'Sin pan', priceDelta: -50_000 },
  ],
};
const beer: MenuItem = {
  ...burger,
  id: 'mi-2',
  productId: 'p-beer',
  name: 'Cerveza',
  stationId: 's-bar',
  prices: [{ priceListId: 'list', price: 350_000 }],
  modifiers: [],
};

describe('order composer', () => {
  it('adds items, merges plain repeats, prices modifiers, bounds quantity and course', () => {
    let d = newDraft('t-1');
    d = addItem(d, burger);
    d = addItem(d, burger);
    expect(d.lines[0]?.quantity).toBe(2);
    d = addItem(d, beer, 2);
    const burgerLine = d.lines[0]?.id as string;
    d = toggleModifier(d, burgerLine, 'm-cheese');
    expect(unitPrice(burger, d.lines[0] as never, 'list')).toBe(1_350_000);
    // A line with a modifier is not merged with the next plain one.
    d = addItem(d, burger);
    expect(d.lines).toHaveLength(3);
    expect(draftTotal(d, [burger, beer], 'list')).toBe(2 * 1_350_000 + 350_000 + 1_200_000);
    expect(draftTotal(d, [burger, beer], null)).toBe(0);
    d = changeLine(d, burgerLine, { quantity: 500, course: 9 });
    expect(d.lines[0]).toMatchObject({ quantity: 99, course: 5 });
    d = changeLine(d, burgerLine, { quantity: 0 });
    expect(d.lines.map((l) => l.productId)).toEqual(['p-beer', 'p-burger']);
  });

  it('builds the command args with the ids chosen once', () => {
    const empty = newDraft('t-1');
    expect(commandArgs(empty)).toBeNull();
    const withNote = addItem(newDraft('t-1'), beer);
    const noted = changeLine(withNote, withNote.lines[0]?.id as string, { note: '  bien fría ' });
    const args = commandArgs(noted, new Date('2030-01-01T23:00:00Z'));
    expect(args).toMatchObject({ tableId: 't-1', orderId: noted.orderId, at: '2030-01-01T23:00:00.000Z' });
    expect(args?.lines[0]).toEqual({
      id: noted.lines[0]?.id,
      productId: 'p-beer',
      quantity: 1,
      modifierIds: [],
      note: 'bien fría',
      course: 1,
    });
    expect(commandArgs(noted)?.lines[0]?.id).toBe(args?.lines[0]?.id);
  });

  it('keeps an unsent draft per table on the phone, with its ids, until it is emptied', () => {
    localStorage.clear();
    const draft = addItem(addItem(newDraft('t-7'), burger), beer, 2);
    saveDraft(draft);
    expect(loadDraft('t-7')).toEqual(draft);
    // Another table has its own; a damaged copy gives a new draft.
    expect(loadDraft('t-8').lines).toEqual([]);
    localStorage.setItem('resto.draft.t-9', '{"orderId":1,"lines":"x"}');
    expect(loadDraft('t-9')).toMatchObject({ tableId: 't-9', lines: [] });
    saveDraft({ ...draft, lines: [] });
    expect(loadDraft('t-7').orderId).not.toBe(draft.orderId);
  });
});

describe('state machine', () => {
  it('moves forward, cancels before ready, recalls a served line', () => {
    expect(canMoveLine('new', 'preparing')).toBe(true);
    expect(canMoveLine('new', 'ready')).toBe(true);
    expect(canMoveLine('ready', 'preparing')).toBe(false);
    expect(canMoveLine('preparing', 'cancelled')).toBe(true);
    expect(canMoveLine('ready', 'cancelled')).toBe(false);
    expect(canMoveLine('served', 'ready')).toBe(true);
    expect(canMoveLine('served', 'new')).toBe(false);
    expect(canMoveLine('cancelled', 'new')).toBe(false);
    expect(openOrderStatus([{ status: 'served' }, { status: 'preparing' }])).toBe('preparing');
    expect(openOrderStatus([{ status: 'served' }, { status: 'cancelled' }])).toBe('ready');
    expect(openOrderStatus([{ status: 'cancelled' }])).toBe('cancelled');
  });
});

const line = (
  id: string,
  stationId: string | null,
  status: KitchenLineDto['status'] = 'new',
  at = '2030-01-01T23:00:00.000Z',
): KitchenLineDto => ({
  id,
  productId: 'p',
  productName: id,
  quantity: 1,
  note: '',
  course: 1,
  stationId,
  status,
  unitPrice: 0,
  modifiers: [],
  createdAt: at,
  updatedAt: at,
});
const orderOf = (id: string, lines: KitchenLineDto[]) => ({
  id,
  tableId: `t-${id}`,
  tableName: `Mesa ${id}`,
  areaName: 'Salón',
  status: 'new' as const,
  waiterName: null,
  saleId: null,
  createdAt: lines[0]?.createdAt ?? '',
  updatedAt: '',
  lines,
});
const board = (orders: ReturnType<typeof orderOf>[]): KitchenBoardDto => ({
  at: '',
  nightId: 'n',
  stations: [
    { id: 's-grill', name: 'Parrilla' },
    { id: 's-bar', name: 'Barra' },
  ],
  orders,
});

describe('station display', () => {
  it('splits orders into tickets by station, oldest first, with where else they are', () => {
    const b = board([
      orderOf('2', [line('l3', 's-grill', 'preparing', '2030-01-01T23:05:00.000Z')]),
      orderOf('1', [line('l1', 's-grill'), line('l2', 's-bar', 'ready')]),
    ]);
    const grill = stationTickets(b, 's-grill');
    expect(grill.map((t) => t.order.id)).toEqual(['1', '2']);
    expect(grill[0]?.alsoAt).toEqual(['Barra']);
    expect(grill[1]?.alsoAt).toEqual([]);
    expect(stationTickets(b, 's-bar')[0]?.status).toBe('ready');
    const cols = columns(stationTickets(b, null));
    expect([cols.new.length, cols.preparing.length, cols.ready.length]).toEqual([1, 1, 1]);
  });

  it('rings only for lines not seen before', () => {
    const b = board([orderOf('1', [line('l1', 's-grill')])]);
    const tickets = stationTickets(b, 's-grill');
    expect(newTicketLines(null, tickets)).toEqual([]);
    expect(newTicketLines(new Set(['l1']), tickets)).toEqual([]);
    const more = stationTickets(board([orderOf('1', [line('l1', 's-grill'), line('l9', 's-grill')])]), 's-grill');
    expect(newTicketLines(new Set(['l1']), more)).toEqual(['1:s-grill']);
  });

  it('says how fresh it is, and loudly when the server is lost', () => {
    const now = 1_000_000;
    expect(freshness(0, false, true, now)).toEqual({ state: 'loading' });
    expect(freshness(0, true, true, now)).toEqual({ state: 'lost', seconds: null });
    expect(freshness(now - 1_500, false, true, now)).toEqual({ state: 'live', seconds: 1 });
    expect(freshness(now - STALE_AFTER_S * 1000, false, true, now)).toEqual({ state: 'lost', seconds: STALE_AFTER_S });
    expect(freshness(now - 2_000, true, true, now)).toEqual({ state: 'lost', seconds: 2 });
    expect(freshness(now - 2_000, false, false, now)).toEqual({ state: 'lost', seconds: 2 });
  });
});
