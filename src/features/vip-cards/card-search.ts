// Search-as-you-type over every VIP card of the venue (50,000 and more) at the bar, offline: each
// card's searchable text (number, holder, document, phone digits) is normalised once when the
// replica changes, and a keystroke is one tight loop over flat arrays that writes matching
// positions into a preallocated buffer. Typing one more letter only rescans the previous
// matches, and sorting happens when the sort changes, never per keystroke.
import { type CardStatus, matchesSaldo, type SaldoFilter } from '../../contract/vip';

/** What the search reads of a card (a replica row or a cards/consulta row). */
export interface SearchableCard {
  id: string;
  number: string;
  holderName: string;
  holderDocument: string;
  holderPhone: string;
  cardTypeId: string;
  status: CardStatus;
  balance: number;
  creditLimit: number;
  lastMovementAt: string | null;
}

const NON_ASCII = /[^\t\n\r\u0020-\u007e]/;
const DIACRITICS = /[\u0300-\u036f]/g;
const NON_DIGITS = /\D+/g;

/** Lower-case and accent-free ("Núñez" → "nunez"); plain ASCII skips the costly NFD pass. */
export function normalizeCardText(text: string): string {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(DIACRITICS, '') : lower;
}

/** The one string a card is matched against; digits-only copies find "11 5555-1234" by "1155551234". */
export function cardHaystack(card: SearchableCard): string {
  const phoneDigits = card.holderPhone.replace(NON_DIGITS, '');
  const documentDigits = card.holderDocument.replace(NON_DIGITS, '');
  return normalizeCardText(
    `${card.number} ${card.holderName} ${card.holderDocument} ${documentDigits} ${card.holderPhone} ${phoneDigits}`,
  );
}

export const CARD_SORTS = ['number', 'holder', 'balance', 'available', 'lastMovement'] as const;
export type CardSortKey = (typeof CARD_SORTS)[number];
export interface CardSort {
  key: CardSortKey;
  desc: boolean;
}

export interface CardFilters {
  /** Words typed in the search box. */
  query: string;
  /** A card type id, or '' for all. */
  typeId: string;
  status: CardStatus | '';
  saldo: SaldoFilter;
}

export const NO_FILTERS: CardFilters = { query: '', typeId: '', status: '', saldo: 'todos' };

export interface CardIndex<C extends SearchableCard> {
  cards: readonly C[];
  /** Position i holds the haystack of cards[i]. */
  haystacks: readonly string[];
  /** Positions of cards in the current sort order. */
  order: Int32Array;
  /** The sort `order` follows. */
  sort: CardSort;
  /** Whether the card's type allows credit (the available column and sort). */
  creditOf(card: C): boolean;
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Whether two versions of a card have the same searchable text (its haystack can be kept). */
function sameText(a: SearchableCard, b: SearchableCard): boolean {
  return (
    a.number === b.number &&
    a.holderName === b.holderName &&
    a.holderDocument === b.holderDocument &&
    a.holderPhone === b.holderPhone
  );
}

/**
 * Builds the index once per change of the card rows. With `previous` (the index of the rows before
 * the change) a card whose text did not change keeps its haystack: a pull that moved some balances,
 * or a first sync's next page, no longer normalises 50,000 cards again.
 */
export function indexCards<C extends SearchableCard>(
  cards: readonly C[],
  creditAllowed: (cardTypeId: string) => boolean,
  sort: CardSort = { key: 'number', desc: false },
  previous?: CardIndex<C>,
): CardIndex<C> {
  const earlier = previous && new Map(previous.cards.map((card, i) => [card.id, i]));
  const haystacks = new Array<string>(cards.length);
  // The same cards in the same places with the same numbers keep a number sort's order.
  let sameOrder =
    previous !== undefined &&
    sort.key === 'number' &&
    previous.sort.key === 'number' &&
    previous.sort.desc === sort.desc &&
    previous.cards.length === cards.length;
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i] as C;
    const j = earlier?.get(card.id);
    const before = j === undefined ? undefined : previous?.cards[j];
    haystacks[i] = before && sameText(before, card) ? (previous?.haystacks[j as number] as string) : cardHaystack(card);
    if (sameOrder && (j !== i || before?.number !== card.number)) sameOrder = false;
  }
  const creditOf = (card: C) => creditAllowed(card.cardTypeId);
  const order = sameOrder && previous ? previous.order : sortOrder(cards, sort, creditOf);
  return { cards, haystacks, order, sort, creditOf };
}

const PLAIN_NUMBER = /^[a-z0-9 -]*$/;
const DIGIT_RUN = /[0-9]+/g;

/**
 * A key whose plain string order is the collator's order of card numbers (Spanish, base strength,
 * numeric), for numbers of letters, digits, spaces and hyphens: each run of digits becomes its
 * length (one character) and its digits without leading zeros, so 9 < 10 and 007 = 7, as the
 * collator has them. Null for anything else (the sort then asks the collator): comparing plain
 * strings is many times cheaper than the collator, which took most of a 50,000-card index.
 */
export function numberSortKey(number: string): string | null {
  const lower = number.toLowerCase();
  if (!PLAIN_NUMBER.test(lower)) return null;
  let tooLong = false;
  const key = lower.replace(DIGIT_RUN, (run) => {
    const digits = run.replace(/^0+(?=\d)/, '');
    if (digits.length > 9) tooLong = true;
    return String.fromCharCode(0x30 + digits.length) + digits;
  });
  return tooLong ? null : key;
}

/** The order of card numbers: by their keys when every number has one, else by the collator. */
function numberCompare<C extends SearchableCard>(cards: readonly C[]): (a: number, b: number) => number {
  const keys = new Array<string>(cards.length);
  for (let i = 0; i < cards.length; i++) {
    const key = numberSortKey((cards[i] as C).number);
    if (key === null) return (a, b) => collator.compare((cards[a] as C).number, (cards[b] as C).number);
    keys[i] = key;
  }
  return (a, b) => {
    const x = keys[a] as string;
    const y = keys[b] as string;
    return x < y ? -1 : x > y ? 1 : 0;
  };
}

/** Re-sorts an index (a new sort chosen) without re-normalising its text. */
export function resortIndex<C extends SearchableCard>(index: CardIndex<C>, sort: CardSort): CardIndex<C> {
  return { ...index, order: sortOrder(index.cards, sort, index.creditOf), sort };
}

function sortOrder<C extends SearchableCard>(cards: readonly C[], sort: CardSort, creditOf: (card: C) => boolean): Int32Array {
  const order = new Int32Array(cards.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  const at = (i: number) => cards[i] as C;
  let compare: (a: number, b: number) => number;
  switch (sort.key) {
    case 'holder':
      compare = (a, b) => collator.compare(at(a).holderName, at(b).holderName) || collator.compare(at(a).number, at(b).number);
      break;
    case 'balance':
      compare = (a, b) => at(a).balance - at(b).balance;
      break;
    case 'available': {
      const available = (c: C) => c.balance + (creditOf(c) ? c.creditLimit : 0);
      compare = (a, b) => available(at(a)) - available(at(b));
      break;
    }
    case 'lastMovement':
      // Never-used cards last in either direction.
      compare = (a, b) => {
        const x = at(a).lastMovementAt;
        const y = at(b).lastMovementAt;
        if (x === y) return 0;
        if (!x) return sort.desc ? -1 : 1;
        if (!y) return sort.desc ? 1 : -1;
        return x < y ? -1 : 1;
      };
      break;
    default:
      compare = numberCompare(cards);
  }
  order.sort(sort.desc ? (a, b) => compare(b, a) : compare);
  return order;
}

/** The query's words, normalised; an empty list matches every card. */
export function queryWords(query: string): string[] {
  return normalizeCardText(query).split(/\s+/).filter(Boolean);
}

export interface FilterResult {
  /** Positions (into index.cards) of the matching cards, in sort order; valid up to `count`. */
  positions: Int32Array;
  count: number;
}

/**
 * The matching cards, in sort order. `previous` is the last result for the same index and
 * filters but a shorter query this one extends ("ana" → "anab"): only its matches are rescanned.
 */
export function filterCards<C extends SearchableCard>(
  index: CardIndex<C>,
  filters: CardFilters,
  previous?: FilterResult,
): FilterResult {
  const words = queryWords(filters.query);
  const { cards, haystacks } = index;
  const source = previous ? previous.positions : index.order;
  const n = previous ? previous.count : source.length;
  const out = new Int32Array(n);
  const { typeId, status, saldo } = filters;
  const w0 = words[0];
  const many = words.length > 1;
  let count = 0;
  for (let k = 0; k < n; k++) {
    const i = source[k] as number;
    const card = cards[i] as C;
    if (typeId && card.cardTypeId !== typeId) continue;
    if (status && card.status !== status) continue;
    if (saldo !== 'todos' && !matchesSaldo(card.balance, saldo)) continue;
    if (w0 !== undefined) {
      const hay = haystacks[i] as string;
      if (!hay.includes(w0)) continue;
      if (many) {
        let all = true;
        for (let w = 1; w < words.length; w++) {
          if (!hay.includes(words[w] as string)) {
            all = false;
            break;
          }
        }
        if (!all) continue;
      }
    }
    out[count++] = i;
  }
  return { positions: out, count };
}

/** Whether a result for `before` can be narrowed to `after` (same filters, the query only grew). */
export function narrows(before: CardFilters, after: CardFilters): boolean {
  if (before.typeId !== after.typeId || before.status !== after.status || before.saldo !== after.saldo) return false;
  const a = queryWords(before.query);
  const b = queryWords(after.query);
  if (a.length === 0) return true;
  if (b.length < a.length) return false;
  // Every old word must be contained in the new word at its place ("ana" → "anab", "ana g" → "ana go").
  for (let i = 0; i < a.length; i++) if (!(b[i] as string).includes(a[i] as string)) return false;
  return true;
}

/**
 * A filter that remembers its last answer: what a keystroke calls. A change of index (the replica
 * changed, a new sort) or of the non-text filters starts from the whole list again.
 */
export function createCardFilter<C extends SearchableCard>() {
  let lastIndex: CardIndex<C> | null = null;
  let lastFilters: CardFilters | null = null;
  let lastResult: FilterResult | null = null;
  return (index: CardIndex<C>, filters: CardFilters): FilterResult => {
    const reuse = lastIndex === index && lastFilters !== null && lastResult !== null && narrows(lastFilters, filters);
    const result = filterCards(index, filters, reuse ? (lastResult as FilterResult) : undefined);
    lastIndex = index;
    lastFilters = filters;
    lastResult = result;
    return result;
  };
}
