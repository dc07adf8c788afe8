// The pure rules of free entry: the door's search (code, DNI, name), the headcount, tonight's
// night, the check-in verdicts shared with the server, and the cutoff time across midnight.

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  afterCheckIn,
  checkInRefusal,
  cutoffInstant,
  freeEntryCreateSchema,
  localHourMinute,
  remainingOf,
} from '../../src/contract/free-entry';
import { codeFromScan, findByCode, headcount, pickTonight, searchGuests } from '../../src/features/free-entry/guest-search';

const base = { status: 'issued' as const, validUntil: null, promoter: 'Lucas', code: 'AAAA' };
const guests = [
  { ...base, id: '1', guestName: 'Ana Gómez', document: '30123456', people: 2, arrived: 0, code: 'K7M2QX9P4T' },
  {
    ...base,
    id: '2',
    guestName: 'Ángel Díaz',
    document: '30999111',
    people: 1,
    arrived: 1,
    status: 'used' as const,
    code: 'B3B3B3B3B3',
  },
  { ...base, id: '3', guestName: 'Bruno Anaya', document: null, people: 4, arrived: 1, promoter: 'Sofía', code: 'C4C4C4C4C4' },
  { ...base, id: '4', guestName: 'Ana Void', document: null, people: 3, arrived: 0, status: 'void' as const, code: 'D5D5D5D5D5' },
];

describe('door search', () => {
  it('finds by exact code (scanned, typed in lower case or inside a link)', () => {
    expect(findByCode(guests, 'k7m2qx9p4t')?.id).toBe('1');
    expect(findByCode(guests, ' https://x.test/noctua/e/K7M2QX9P4T ')?.id).toBe('1');
    expect(codeFromScan('https://x.test/?code=c4c4c4c4c4')).toBe('C4C4C4C4C4');
    expect(findByCode(guests, 'ZZZZZZZZZZ')).toBeUndefined();
  });

  it('finds by DNI prefix, and by every word of the name, accents ignored', () => {
    expect(searchGuests(guests, '3012').map((g) => g.id)).toEqual(['1']);
    expect(searchGuests(guests, '30').map((g) => g.id)).toEqual(['1', '2']);
    expect(searchGuests(guests, 'angel').map((g) => g.id)).toEqual(['2']);
    expect(searchGuests(guests, 'ana').map((g) => g.id)).toEqual(['1', '3', '4']);
    expect(searchGuests(guests, 'D5D5D5D5D5').map((g) => g.id)).toEqual(['4']);
    expect(searchGuests(guests, 'bruno sofia').map((g) => g.id)).toEqual(['3']);
    expect(searchGuests(guests, '')).toEqual([]);
  });

  it('puts who still has to come in before complete and void entries', () => {
    const ids = searchGuests(guests, 'a').map((g) => g.id);
    expect(ids.indexOf('2')).toBeGreaterThan(ids.indexOf('1'));
    expect(ids.indexOf('4')).toBeGreaterThan(ids.indexOf('3'));
  });

  it('counts expected and arrived people without void entries', () => {
    expect(headcount(guests)).toEqual({ entries: 3, people: 7, arrived: 2 });
  });
});

describe('tonight', () => {
  const n = (id: string, businessDate: string, status: 'planned' | 'open' | 'closed', closesAt: string) => ({
    id,
    businessDate,
    status,
    closesAt,
  });
  it('is the open night, else the next one not over, else the latest', () => {
    const now = Date.parse('2026-05-10T12:00:00Z');
    const past = n('a', '2026-05-08', 'closed', '2026-05-09T09:00:00Z');
    const stale = n('b', '2026-05-09', 'planned', '2026-05-10T09:00:00Z');
    const next = n('c', '2026-05-10', 'planned', '2026-05-11T09:00:00Z');
    const open = n('d', '2026-05-09', 'open', '2026-05-10T09:00:00Z');
    expect(pickTonight([past, stale, next, open], now)?.id).toBe('d');
    expect(pickTonight([past, stale, next], now)?.id).toBe('c');
    expect(pickTonight([past, stale], now)?.id).toBe('b');
    expect(pickTonight([], now)).toBeUndefined();
  });
});

describe('check-in rules', () => {
  const at = new Date('2026-05-10T03:00:00Z');
  const entry = { status: 'issued' as const, people: 3, arrived: 1, validUntil: '2026-05-10T04:00:00.000Z' };
  it('allows up to what remains, before the cutoff', () => {
    expect(checkInRefusal(entry, 2, at)).toBeNull();
    expect(checkInRefusal(entry, 3, at)).toBe('Ingresan más personas de las que quedan en la lista');
    expect(checkInRefusal({ ...entry, arrived: 3 }, 1, at)).toBe('Ya ingresó');
    expect(checkInRefusal({ ...entry, status: 'void' }, 1, at)).toBe('La entrada está anulada');
    expect(checkInRefusal(entry, 1, new Date('2026-05-10T04:00:01Z'))).toBe('La entrada venció');
    expect(checkInRefusal({ ...entry, validUntil: null }, 1, new Date('2030-01-01'))).toBeNull();
    expect(remainingOf(entry)).toBe(2);
    expect(remainingOf({ ...entry, status: 'void' })).toBe(0);
  });

  it('completes the entry and keeps the first arrival', () => {
    const first = afterCheckIn({ ...entry, arrived: 0, checkedInAt: null, checkedInBy: null }, 1, 'T1', 'u1');
    expect(first).toMatchObject({ arrived: 1, status: 'issued', checkedInAt: 'T1', checkedInBy: 'u1' });
    const done = afterCheckIn(first, 2, 'T2', 'u2');
    expect(done).toMatchObject({ arrived: 3, status: 'used', checkedInAt: 'T1', checkedInBy: 'u1' });
  });
});

describe('cutoff time', () => {
  const tz = 'America/Argentina/Buenos_Aires';
  it('puts an hour before the venue cutoff on the morning after', () => {
    expect(cutoffInstant('2026-05-09', '02:30', tz, 9).toISOString()).toBe('2026-05-10T05:30:00.000Z');
    expect(cutoffInstant('2026-05-09', '23:45', tz, 9).toISOString()).toBe('2026-05-10T02:45:00.000Z');
    expect(localHourMinute('2026-05-10T05:30:00.000Z', tz)).toBe('02:30');
  });
  it('follows the zone offset (Madrid in summer and winter)', () => {
    expect(cutoffInstant('2026-07-04', '01:00', 'Europe/Madrid', 6).toISOString()).toBe('2026-07-04T23:00:00.000Z');
    expect(cutoffInstant('2026-01-10', '01:00', 'Europe/Madrid', 6).toISOString()).toBe('2026-01-11T00:00:00.000Z');
  });
  it('validates the form: DNI digits, empty document → null, time HH:mm', () => {
    const ok = v.parse(freeEntryCreateSchema, {
      nightId: '0190a5b2-0000-7000-8000-000000000001',
      guestName: ' Ana ',
      document: ' 30.123.456 ',
      promoter: 'Lucas',
      people: 2,
      validUntil: '',
    });
    expect(ok).toMatchObject({ guestName: 'Ana', document: '30123456', validUntil: null });
    const empty = v.parse(freeEntryCreateSchema, {
      nightId: '0190a5b2-0000-7000-8000-000000000001',
      guestName: 'A',
      document: '',
      promoter: 'L',
      people: 1,
    });
    expect(empty.document).toBeNull();
  });
});
