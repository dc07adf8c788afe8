// Mobile orders, client side: the staff board's grouping, ordering and new-order detection, and the
// guest cart (persisted per link, a pending order resent unchanged), the guest's language and the
// card lookup of the QR dialog.
import { beforeEach, describe, expect, it } from 'vitest';
import { ticketNumber } from '../../src/contract/ticket-number';
import { uuidv7 } from '../../src/contract/uuid';
import type { GuestMenuDto, MobileOrderDto } from '../../src/contract/vip-orders';
import { matchesCard } from '../../src/features/vip-orders/api/card-lookup';
import {
  ageMinutes,
  boardTitle,
  deliveringBar,
  groupOrders,
  newlyPlaced,
  soundButtonState,
} from '../../src/features/vip-orders/board-logic';
import {
  cartKey,
  cartLines,
  cartTotal,
  cartUnits,
  clearPending,
  emptyCart,
  groupByCategory,
  loadCart,
  markPending,
  saveCart,
  setNote,
  setQuantity,
  toOrderBody,
} from '../../src/features/vip-orders/cart';
import { pickGuestLocale } from '../../src/features/vip-orders/guest-locale';

const at = (min: number) => new Date(Date.UTC(2026, 10, 21, 23, 0) + min * 60_000).toISOString();

function order(
  id: string,
  status: MobileOrderDto['status'],
  placed: number,
  extra: Partial<MobileOrderDto> = {},
): MobileOrderDto {
  return {
    id,
    tableLabel: `Mesa ${id}`,
    card: null,
    status,
    placedAt: at(placed),
    acceptedAt: null,
    deliveredAt: null,
    rejectedAt: null,
    handledByName: null,
    note: '',
    rejectReason: '',
    lines: [],
    total: 0,
    ledgerEntryId: null,
    sale: null,
    ...extra,
  };
}

describe('board logic', () => {
  it('puts orders in their column: open ones oldest first, finished ones newest first', () => {
    const orders = [
      order('a', 'placed', 5),
      order('b', 'placed', 1),
      order('c', 'accepted', 0, { acceptedAt: at(9) }),
      order('d', 'accepted', 2, { acceptedAt: at(3) }),
      order('e', 'delivered', 0, { deliveredAt: at(4) }),
      order('f', 'rejected', 1, { rejectedAt: at(20) }),
    ];
    const g = groupOrders(orders);
    expect(g.nuevas.map((o) => o.id)).toEqual(['b', 'a']);
    expect(g.aceptadas.map((o) => o.id)).toEqual(['d', 'c']);
    expect(g.finalizadas.map((o) => o.id)).toEqual(['f', 'e']);
  });

  it('announces only placed orders that appear after the first load', () => {
    const first = [order('a', 'placed', 0), order('b', 'accepted', 0)];
    expect(newlyPlaced(null, first)).toEqual([]);
    const seen = new Set(first.map((o) => o.id));
    const next = [...first, order('c', 'placed', 1), order('d', 'delivered', 1)];
    expect(newlyPlaced(seen, next)).toEqual(['c']);
    expect(newlyPlaced(new Set(next.map((o) => o.id)), next)).toEqual([]);
  });

  it('counts waiting orders in the tab title and never shows a negative age', () => {
    expect(boardTitle('Órdenes móviles', 0)).toBe('Órdenes móviles');
    expect(boardTitle('Órdenes móviles', 3)).toBe('(3) Órdenes móviles');
    const placed = at(0);
    expect(ageMinutes(placed, Date.parse(placed) + 3.5 * 60_000)).toBe(3);
    expect(ageMinutes(placed, Date.parse(placed) - 60_000)).toBe(0);
  });

  it('shows one sound button whose words match the state (issue 19)', () => {
    expect(soundButtonState(false, false)).toBe('on');
    // Sound on but blocked by the browser: "Activar sonido" only, never beside "Sonido encendido".
    expect(soundButtonState(false, true)).toBe('blocked');
    expect(soundButtonState(true, true)).toBe('off');
    expect(soundButtonState(true, false)).toBe('off');
  });
});

const items: GuestMenuDto['items'] = [
  { productId: uuidv7(), name: 'Fernet', category: 'Tragos', price: 1000, finalPrice: 900 },
  { productId: uuidv7(), name: 'Champagne', category: 'Botellas', price: 10000, finalPrice: 9000 },
  { productId: uuidv7(), name: 'Gin tonic', category: 'Tragos', price: 1200, finalPrice: 1080 },
];
const [fernet, champagne, gin] = items as [
  GuestMenuDto['items'][number],
  GuestMenuDto['items'][number],
  GuestMenuDto['items'][number],
];

describe('the bar a delivery is booked at', () => {
  const bars = [
    { id: 'a', name: 'Barra Pista' },
    { id: 'b', name: 'Barra VIP' },
  ];
  it('is the choice of this board while it is an active bar, else the setting, else the only bar', () => {
    expect(deliveringBar(undefined, 'a')).toBeNull();
    expect(deliveringBar({ pointOfSaleId: 'b', bars }, null)).toBe('b');
    expect(deliveringBar({ pointOfSaleId: 'b', bars }, 'a')).toBe('a');
    // A choice or setting naming a bar no longer active does not count.
    expect(deliveringBar({ pointOfSaleId: 'b', bars }, 'gone')).toBe('b');
    expect(deliveringBar({ pointOfSaleId: 'gone', bars }, null)).toBeNull();
    expect(deliveringBar({ pointOfSaleId: null, bars }, null)).toBeNull();
    expect(deliveringBar({ pointOfSaleId: null, bars: [bars[0] as (typeof bars)[number]] }, null)).toBe('a');
    expect(deliveringBar({ pointOfSaleId: null, bars: [] }, null)).toBeNull();
  });

  it('names the sale by the ticket number the cancellation screens show', () => {
    expect(ticketNumber('0193b2f0-1c2d-7e8f-9a0b-1c2d3e4f5a6b')).toBe('3E4F5A6B');
  });
});

describe('guest cart', () => {
  beforeEach(() => localStorage.clear());

  it('adds, clamps and removes quantities; totals use the discounted price', () => {
    let cart = emptyCart();
    cart = setQuantity(cart, fernet.productId, 2);
    cart = setQuantity(cart, champagne.productId, 1);
    cart = setQuantity(cart, gin.productId, 999);
    expect(cart.quantities[gin.productId]).toBe(50);
    cart = setQuantity(cart, gin.productId, 0);
    expect(gin.productId in cart.quantities).toBe(false);
    expect(cartTotal(cart, items)).toBe(2 * 900 + 9000);
    expect(cartUnits(cart, items)).toBe(3);
    // A product taken off the menu drops out of the lines and the total.
    expect(cartLines(cart, [fernet]).map((l) => l.item.name)).toEqual(['Fernet']);
    expect(cartTotal(cart, [fernet])).toBe(1800);
  });

  it('survives a reload per link, and another link has its own cart', () => {
    let cart = setNote(setQuantity(emptyCart(), fernet.productId, 3), 'sin hielo');
    saveCart('token-a', cart);
    const back = loadCart('token-a');
    expect(back).toEqual(cart);
    expect(loadCart('token-b').quantities).toEqual({});
    expect(cartKey('token-a')).not.toBe(cartKey('token-b'));
    // An empty cart leaves nothing behind; garbage in storage gives a fresh cart.
    cart = setNote(setQuantity(cart, fernet.productId, 0), '');
    saveCart('token-a', cart);
    expect(localStorage.getItem(cartKey('token-a'))).toBeNull();
    localStorage.setItem(cartKey('token-c'), '{"orderId":"x"}');
    expect(loadCart('token-c').quantities).toEqual({});
  });

  it('a pending order keeps its id and lines across reloads and locks editing until answered', () => {
    let cart = setQuantity(emptyCart(), champagne.productId, 1);
    const body = toOrderBody(setNote(cart, '  cumpleaños  '), items);
    expect(body).toEqual({ id: cart.orderId, lines: [{ productId: champagne.productId, quantity: 1 }], note: 'cumpleaños' });
    cart = markPending(cart, body);
    saveCart('t', cart);
    const reloaded = loadCart('t');
    expect(reloaded.pending).toEqual(body);
    expect(setQuantity(reloaded, fernet.productId, 1)).toBe(reloaded);
    expect(setNote(reloaded, 'otra')).toBe(reloaded);
    const retry = toOrderBody(reloaded, items);
    expect(retry.id).toBe(body.id);
    // The server refused it: editable again, same id (no order exists with it).
    const open = clearPending(reloaded);
    expect(open.pending).toBeNull();
    expect(setQuantity(open, fernet.productId, 1).quantities[fernet.productId]).toBe(1);
  });

  it('groups the menu by category in list order', () => {
    expect(groupByCategory(items).map((g) => [g.category, g.items.map((i) => i.name)])).toEqual([
      ['Tragos', ['Fernet', 'Gin tonic']],
      ['Botellas', ['Champagne']],
    ]);
  });
});

describe('guest language and card lookup', () => {
  it('follows the guest choice, else the browser languages, else Spanish', () => {
    expect(pickGuestLocale('fr', ['de-DE'])).toBe('fr');
    expect(pickGuestLocale(null, ['en-US', 'de-AT', 'fr'])).toBe('de');
    expect(pickGuestLocale('xx', ['FR-ca'])).toBe('fr');
    expect(pickGuestLocale(null, ['en-US', 'it'])).toBe('es');
  });

  it('matches active cards by number prefix or holder name, accents ignored', () => {
    const card = { number: '20000009', holderName: 'Alejandro Quiñones', status: 'active' as const };
    expect(matchesCard(card, '2000')).toBe(true);
    expect(matchesCard(card, '0009')).toBe(false);
    expect(matchesCard(card, 'quinones')).toBe(true);
    expect(matchesCard(card, '  ALEJ ')).toBe(true);
    expect(matchesCard(card, '')).toBe(false);
    expect(matchesCard({ ...card, status: 'blocked' }, 'alej')).toBe(false);
  });
});
