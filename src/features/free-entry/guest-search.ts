// Finding a guest at the door from the local list: a scanned QR (or a code typed or sent by a
// keyboard-wedge scanner) is an exact code; digits are a document; anything else matches the name
// word by word, accents and case ignored. Pure, so the door's search is tested without a browser.
import type { CheckInTarget } from '../../contract/free-entry';
import { remainingOf } from '../../contract/free-entry';

export interface SearchableGuest extends CheckInTarget {
  id: string;
  guestName: string;
  document: string | null;
  promoter: string;
  code: string;
}

export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** The code in what a scanner read: the code itself, or a link whose last segment or `code` is it. */
export function codeFromScan(raw: string): string {
  const text = raw.trim();
  try {
    const url = new URL(text);
    const param = url.searchParams.get('code');
    if (param) return param.trim().toUpperCase();
    const last = url.pathname.split('/').filter(Boolean).pop();
    return (last ?? text).toUpperCase();
  } catch {
    return text.toUpperCase();
  }
}

/** The guest whose code this is (exact, case ignored), if any. */
export function findByCode<T extends SearchableGuest>(guests: readonly T[], raw: string): T | undefined {
  const code = codeFromScan(raw);
  if (code.length < 4) return undefined;
  return guests.find((g) => g.code.toUpperCase() === code);
}

/**
 * Guests matching `query`: documents starting with the digits, or names holding every word. The
 * exact code comes first; then who still has people to come in, names starting with the query
 * before names only containing it, by name.
 */
export function searchGuests<T extends SearchableGuest>(guests: readonly T[], query: string, limit = 50): T[] {
  const q = normalize(query);
  if (q === '') return [];
  const byCode = findByCode(guests, query);
  const digits = q.replace(/[\s.]/g, '');
  const isDocument = /^\d{2,}$/.test(digits);
  const words = q.split(/\s+/).filter(Boolean);
  const scored: { guest: T; rank: number }[] = [];
  for (const g of guests) {
    if (g === byCode) {
      scored.push({ guest: g, rank: 0 });
      continue;
    }
    if (isDocument) {
      if (g.document?.startsWith(digits)) scored.push({ guest: g, rank: 1 });
      continue;
    }
    const name = normalize(`${g.guestName} ${g.promoter}`);
    if (words.every((w) => name.includes(w))) scored.push({ guest: g, rank: normalize(g.guestName).startsWith(q) ? 2 : 3 });
  }
  scored.sort(
    (a, b) =>
      Number(a.rank > 0) - Number(b.rank > 0) ||
      Number(remainingOf(b.guest) > 0) - Number(remainingOf(a.guest) > 0) ||
      a.rank - b.rank ||
      a.guest.guestName.localeCompare(b.guest.guestName, 'es'),
  );
  return scored.slice(0, limit).map((s) => s.guest);
}

export interface Headcount {
  entries: number;
  people: number;
  arrived: number;
}

/** Expected and arrived over the entries that are not void. */
export function headcount(guests: readonly CheckInTarget[]): Headcount {
  let entries = 0;
  let people = 0;
  let arrived = 0;
  for (const g of guests) {
    if (g.status === 'void') continue;
    entries++;
    people += g.people;
    arrived += Math.min(g.arrived, g.people);
  }
  return { entries, people, arrived };
}

export interface NightLike {
  id: string;
  businessDate: string;
  status: 'planned' | 'open' | 'closed';
  opensAt?: unknown;
  closesAt?: unknown;
}

/** The night the door works on: the open one, else the next one not over yet, else the latest. */
export function pickTonight<T extends NightLike>(nights: readonly T[], now: number = Date.now()): T | undefined {
  const sorted = [...nights].sort((a, b) => a.businessDate.localeCompare(b.businessDate));
  const open = sorted.filter((n) => n.status === 'open').pop();
  if (open) return open;
  const upcoming = sorted.find(
    (n) => n.status === 'planned' && (typeof n.closesAt !== 'string' || Date.parse(n.closesAt) >= now),
  );
  return upcoming ?? sorted[sorted.length - 1];
}
