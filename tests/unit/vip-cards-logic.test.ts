// The VIP card screens' pure logic: the search index and filters (50,000 cards at the bar),
// typed amounts → cents, and the SPEC §8 order of the cards/consulta list store.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyInputText, parseMoney } from '../../src/contract/numbers';
import { MAX_AMOUNT, type VipCardDto } from '../../src/contract/vip';
import { type CardListState, createCardListStore } from '../../src/features/vip-cards/card-list-store';
import {
  cardHaystack,
  createCardFilter,
  filterCards,
  indexCards,
  NO_FILTERS,
  narrows,
  normalizeCardText,
  numberSortKey,
  resortIndex,
} from '../../src/features/vip-cards/card-search';
import { ApiError } from '../../src/lib/api-client';

const GOLD = 'type-gold';
const CLASSIC = 'type-classic';

function card(over: Partial<VipCardDto> & { id: string }): VipCardDto {
  return {
    number: '100001',
    holderName: 'Sin Nombre',
    holderDocument: '',
    holderPhone: '',
    holderEmail: '',
    userId: null,
    cardTypeId: CLASSIC,
    status: 'active',
    creditLimit: 0,
    balance: 0,
    lastMovementAt: null,
    replacedById: null,
    version: 1,
    updatedAt: '2026-11-22T00:00:00Z',
    ...over,
  };
}

const CARDS = [
  card({
    id: 'a',
    number: '100003',
    holderName: 'María José Núñez',
    holderDocument: '30.123.456',
    holderPhone: '+54 11 5555-1234',
    balance: 150_000,
  }),
  card({
    id: 'b',
    number: '200001',
    holderName: 'Juan Pérez',
    cardTypeId: GOLD,
    creditLimit: 500_000,
    balance: -20_000,
    lastMovementAt: '2026-11-20T01:00:00Z',
  }),
  card({
    id: 'c',
    number: '100001',
    holderName: 'Ana Gómez',
    status: 'blocked',
    balance: 0,
    lastMovementAt: '2026-11-21T01:00:00Z',
  }),
  card({ id: 'd', number: '100002', holderName: 'Anabella Ruiz', status: 'lost', balance: 5_000 }),
];
const credit = (typeId: string) => typeId === GOLD;
const ids = (index: ReturnType<typeof indexCards<VipCardDto>>, r: { positions: Int32Array; count: number }) =>
  Array.from(r.positions.subarray(0, r.count), (i) => index.cards[i]?.id);

describe('card search', () => {
  it('normalises case and accents, and keeps digits-only phone and document copies', () => {
    expect(normalizeCardText('María NÚÑEZ')).toBe('maria nunez');
    const hay = cardHaystack(CARDS[0] as VipCardDto);
    expect(hay).toContain('nunez');
    expect(hay).toContain('541155551234');
    expect(hay).toContain('30123456');
    expect(hay).toContain('100003');
  });

  it('sorts by number by default and finds by name, number, document or phone, every word anywhere', () => {
    const index = indexCards(CARDS, credit);
    expect(ids(index, filterCards(index, NO_FILTERS))).toEqual(['c', 'd', 'a', 'b']);
    const q = (query: string) => ids(index, filterCards(index, { ...NO_FILTERS, query }));
    expect(q('nunez')).toEqual(['a']);
    expect(q('  JOSÉ   maría ')).toEqual(['a']);
    expect(q('2000')).toEqual(['b']);
    expect(q('30123456')).toEqual(['a']);
    expect(q('1155551234')).toEqual(['a']);
    expect(q('ana')).toEqual(['c', 'd']);
    expect(q('ana ruiz')).toEqual(['d']);
    expect(q('zzz')).toEqual([]);
  });

  it('filters by type, status and saldo together with the text', () => {
    const index = indexCards(CARDS, credit);
    const f = (patch: Partial<typeof NO_FILTERS>) => ids(index, filterCards(index, { ...NO_FILTERS, ...patch }));
    expect(f({ typeId: GOLD })).toEqual(['b']);
    expect(f({ status: 'blocked' })).toEqual(['c']);
    expect(f({ saldo: 'con' })).toEqual(['d', 'a']);
    expect(f({ saldo: 'sin' })).toEqual(['c']);
    expect(f({ saldo: 'negativo' })).toEqual(['b']);
    expect(f({ saldo: 'con', query: 'ana' })).toEqual(['d']);
  });

  it('re-sorts without re-indexing: holder, balance, available (credit counts), last movement', () => {
    const index = indexCards(CARDS, credit);
    const order = (key: 'holder' | 'balance' | 'available' | 'lastMovement', desc = false) => {
      const sorted = resortIndex(index, { key, desc });
      expect(sorted.haystacks).toBe(index.haystacks);
      return ids(sorted, filterCards(sorted, NO_FILTERS));
    };
    expect(order('holder')).toEqual(['c', 'd', 'b', 'a']);
    expect(order('balance', true)).toEqual(['a', 'd', 'c', 'b']);
    // b: -200 + 5000 limit = 4800 available, the most.
    expect(order('available', true)).toEqual(['b', 'a', 'd', 'c']);
    // Never-used cards last in either direction.
    expect(order('lastMovement', true).slice(0, 2)).toEqual(['c', 'b']);
    expect(order('lastMovement').slice(0, 2)).toEqual(['b', 'c']);
  });

  it('narrows only when the query grew and the other filters are the same', () => {
    expect(narrows({ ...NO_FILTERS, query: 'ana' }, { ...NO_FILTERS, query: 'anab' })).toBe(true);
    expect(narrows({ ...NO_FILTERS, query: 'ana g' }, { ...NO_FILTERS, query: 'ana go' })).toBe(true);
    expect(narrows({ ...NO_FILTERS, query: '' }, { ...NO_FILTERS, query: 'x' })).toBe(true);
    expect(narrows({ ...NO_FILTERS, query: 'anab' }, { ...NO_FILTERS, query: 'ana' })).toBe(false);
    expect(narrows({ ...NO_FILTERS, query: 'ana' }, { ...NO_FILTERS, query: 'ana', saldo: 'con' })).toBe(false);
  });

  it('a remembering filter gives the same answers as a fresh scan while typing and deleting', () => {
    const many: VipCardDto[] = [];
    const names = ['Ana', 'Anabel', 'Andrés', 'Bruno', 'Bárbara', 'Carla'];
    for (let i = 0; i < 600; i++)
      many.push(
        card({
          id: `c${i}`,
          number: String(100000 + i),
          holderName: `${names[i % 6]} ${names[(i * 7) % 6]}`,
          balance: (i % 5) - 2,
        }),
      );
    const index = indexCards(many, credit);
    const filter = createCardFilter<VipCardDto>();
    const typed = ['a', 'an', 'ana', 'anab', 'ana', 'ana ', 'ana b', 'ana ba', 'ana bar', 'b', '1000', '10001'];
    for (const query of typed) {
      for (const saldo of ['todos', 'con'] as const) {
        const filters = { ...NO_FILTERS, query, saldo };
        expect(ids(index, filter(index, filters))).toEqual(ids(index, filterCards(index, filters)));
      }
    }
  });

  // Its speed is measured by bench/vip-search.ts (figures, never timed assertions in tests).
  it('filters 50,000 cards', () => {
    const many: VipCardDto[] = [];
    for (let i = 0; i < 50_000; i++)
      many.push(
        card({
          id: `c${i}`,
          number: String(100000 + i),
          holderName: `Titular ${i} Gomez`,
          holderPhone: `11 ${i}`,
          balance: i % 7,
        }),
      );
    const index = indexCards(many, credit);
    const result = filterCards(index, { ...NO_FILTERS, query: 'gomez 4999' });
    const expected = many
      .filter((c) => c.holderName.toLowerCase().includes('gomez') || false)
      .filter((c) => `${c.number} ${c.holderName} ${c.holderPhone}`.includes('4999')).length;
    expect(expected).toBe(15); // Titular 4999, 14999, 24999, 34999, 44999 and 49990…49999
    expect(result.count).toBe(expected);
  });
});

describe('card index kept between replica changes', () => {
  const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
  const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);
  const plainNumber = fc.stringMatching(/^[a-zA-Z0-9 -]{0,12}$/);

  it('orders card numbers by their keys exactly as the collator does (digits by value, 007 = 7, case ignored)', () => {
    fc.assert(
      fc.property(plainNumber, plainNumber, (a, b) => {
        const [x, y] = [numberSortKey(a), numberSortKey(b)];
        expect(x).not.toBeNull();
        expect(y).not.toBeNull();
        const byKey = (x as string) < (y as string) ? -1 : (x as string) > (y as string) ? 1 : 0;
        expect(byKey).toBe(sign(collator.compare(a, b)));
      }),
      { numRuns: 2000 },
    );
    expect(['VIP-10', 'vip-9', 'VIP-009', 'A 2', 'a-1'].map(numberSortKey).every((k) => k !== null)).toBe(true);
    // Anything else is left to the collator.
    expect(numberSortKey('Nº 5')).toBeNull();
    expect(numberSortKey('1234567890')).toBeNull();
  });

  it('sorts by the collator when a number has no key, the same as with keys otherwise', () => {
    const mixed = [...CARDS, card({ id: 'e', number: 'Ñ-10' }), card({ id: 'f', number: 'n-9' })];
    const order = (cards: VipCardDto[]) => Array.from(indexCards(cards, credit).order, (i) => cards[i]?.number);
    const byCollator = (cards: VipCardDto[]) => cards.map((c) => c.number).sort(collator.compare);
    expect(order(mixed)).toEqual(byCollator(mixed));
    expect(order(CARDS)).toEqual(byCollator(CARDS));
  });

  it('an index built from the previous one equals one built afresh, whatever changed', () => {
    const aCard = fc.record({
      id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'),
      number: plainNumber,
      holderName: fc.constantFrom('Ana Gómez', 'Juan Pérez', 'María Núñez', 'ana gomez'),
      holderPhone: fc.constantFrom('', '11 5555-1234'),
      balance: fc.integer({ min: -1000, max: 1000 }),
    });
    const aSort = fc.record({ key: fc.constantFrom('number' as const, 'balance' as const), desc: fc.boolean() });
    const cardsOf = (rows: { id: string }[]) =>
      [...new Map(rows.map((r) => [r.id, card(r)])).values()].sort((a, b) => (a.id < b.id ? -1 : 1));
    fc.assert(
      fc.property(
        fc.array(aCard, { maxLength: 7 }),
        fc.array(aCard, { maxLength: 7 }),
        aSort,
        aSort,
        fc.boolean(),
        (before, after, s1, s2, reversed) => {
          const previous = indexCards(cardsOf(before), credit, s1);
          // Often the same cards with other balances (a pull), sometimes read in another order.
          const changed = after.length % 2 === 0 ? before.map((r, i) => ({ ...r, balance: r.balance + i })) : after;
          const next = reversed ? cardsOf(changed).reverse() : cardsOf(changed);
          const kept = indexCards(next, credit, s2, previous);
          const fresh = indexCards(next, credit, s2);
          expect(kept.haystacks).toEqual(fresh.haystacks);
          expect(Array.from(kept.order)).toEqual(Array.from(fresh.order));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('amounts typed in pesos', () => {
  /** What the card dialogs read (money-dialog, issue and edit): cents, or null when it is not an amount. */
  function cardCents(text: string, signed = false): number | null {
    const parsed = parseMoney(text, { signed, max: MAX_AMOUNT / 100 });
    return parsed.ok ? parsed.value : null;
  }

  it.each([
    ['1.234,50', 123_450],
    ['1234.50', 123_450],
    ['1234,5', 123_450],
    ['1234', 123_400],
    ['$ 2.000', 200_000],
    ['1.234.567,89', 123_456_789],
    ['0,99', 99],
    [',5', 50],
    ['12.5', 1_250],
    ['1.234', 123_400],
    // The comma is the decimal mark on every screen: a top-up of "1,500" is $1.50, as in an extraction.
    ['1,500', 150],
  ])('%s → %i cents', (text, cents) => {
    expect(cardCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '1,234', '1.2.3', '12,345', '1,23,4', '1.234,567', '-5', '12,5a', '1e5', '1.234.5', '1,234.50'])(
    'refuses %j',
    (text) => {
      expect(cardCents(text)).toBeNull();
    },
  );

  it('accepts a sign only for adjustments, and caps at the contract maximum', () => {
    expect(cardCents('-1.500,25', true)).toBe(-150_025);
    expect(cardCents('+10', true)).toBe(1_000);
    expect(cardCents('-10')).toBeNull();
    expect(cardCents('100000000')).toBe(10_000_000_000);
    expect(cardCents('100000000,01')).toBeNull();
  });

  it('writes cents back as typed text', () => {
    expect(moneyInputText(500_000)).toBe('5.000');
    expect(moneyInputText(123_450)).toBe('1.234,50');
    expect(moneyInputText(-5)).toBe('-0,05');
    expect(cardCents(moneyInputText(123_456))).toBe(123_456);
  });
});

describe('cards/consulta list store (SPEC §8)', () => {
  function recorder(store: ReturnType<typeof createCardListStore>) {
    const seen: CardListState[] = [];
    store.subscribe(() => seen.push(store.get()));
    return seen;
  }

  it('starts loading with no error and stores the cards of a good answer', async () => {
    const store = createCardListStore(async () => ({ isok: true, data: [CARDS[0] as VipCardDto] }));
    expect(store.get()).toEqual({ loading: true, error: null, data: [] });
    await store.load('todos');
    expect(store.get()).toEqual({ loading: false, error: null, data: [CARDS[0]] });
  });

  it('an isok:false answer empties the list first, then stores the error', async () => {
    let answer: unknown = { isok: true, data: CARDS };
    const store = createCardListStore(async () => answer as never);
    await store.load('todos');
    expect(store.get().data).toHaveLength(4);
    const seen = recorder(store);
    answer = { isok: false, message: 'El filtro de saldo no es válido' };
    await store.load('con');
    const emptied = seen.findIndex((s) => s.data.length === 0);
    const errored = seen.findIndex((s) => s.error !== null);
    expect(emptied).toBeGreaterThanOrEqual(0);
    expect(errored).toBeGreaterThan(emptied);
    expect(seen[emptied]?.error).toBeNull();
    expect(store.get()).toEqual({ loading: false, error: 'El filtro de saldo no es válido', data: [] });
  });

  it('a rejected request carrying isok:false (or any failure) does the same, with the server message', async () => {
    let fail: unknown = new ApiError('Permiso denegado', 400, { isok: false, message: 'El filtro de saldo no es válido' });
    const store = createCardListStore(async () => {
      if (fail) throw fail;
      return { isok: true, data: CARDS };
    });
    await store.load('todos');
    expect(store.get()).toMatchObject({ data: [], error: 'El filtro de saldo no es válido' });
    fail = null;
    await store.load('todos');
    expect(store.get()).toMatchObject({ data: CARDS, error: null, loading: false });
    fail = new ApiError('Tu usuario no tiene un local asignado', 403, { message: 'Tu usuario no tiene un local asignado' });
    const seen = recorder(store);
    await store.load('todos');
    expect(seen.findIndex((s) => s.data.length === 0)).toBeLessThan(seen.findIndex((s) => s.error !== null));
    expect(store.get().error).toBe('Tu usuario no tiene un local asignado');
  });

  it('a slower earlier answer never overwrites a later one', async () => {
    const pending: ((v: unknown) => void)[] = [];
    const store = createCardListStore(() => new Promise((resolve) => pending.push(resolve as (v: unknown) => void)) as never);
    const first = store.load('todos');
    const second = store.load('con');
    pending[1]?.({ isok: true, data: [CARDS[0]] });
    pending[0]?.({ isok: true, data: CARDS });
    await Promise.all([first, second]);
    expect(store.get().data).toEqual([CARDS[0]]);
  });
});
