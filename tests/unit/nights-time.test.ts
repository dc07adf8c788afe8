// The local-time helpers of configuracion/noche (src/contract/nights-admin.ts): "HH:mm" in the
// venue's timezone to instants and back, across midnight, in a zone without DST (Buenos Aires)
// and one with it (Berlin, including the spring gap and the autumn repeat).
import { describe, expect, it } from 'vitest';
import { businessDate } from '../../src/contract/business-date';
import {
  addDays,
  isCalendarDate,
  localDate,
  localHHmm,
  nightInstants,
  parseHHmm,
  zonedInstant,
} from '../../src/contract/nights-admin';

const AR = 'America/Argentina/Buenos_Aires';
const BERLIN = 'Europe/Berlin';

describe('parseHHmm and dates', () => {
  it('reads 24-hour times and nothing else', () => {
    expect(parseHHmm('00:00')).toBe(0);
    expect(parseHHmm('23:59')).toBe(23 * 60 + 59);
    expect(parseHHmm('06:30')).toBe(390);
    for (const bad of ['24:00', '6:30', '06:60', '0630', '', '06:30:00', ' 06:30']) expect(parseHHmm(bad)).toBeNull();
  });

  it('knows real calendar days and adds days across months and years', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('26-01-01')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('zonedInstant / localHHmm', () => {
  it('maps Buenos Aires wall-clock times at a fixed UTC−3', () => {
    expect(zonedInstant('2026-03-14', 23 * 60 + 30, AR).toISOString()).toBe('2026-03-15T02:30:00.000Z');
    expect(zonedInstant('2026-07-01', 0, AR).toISOString()).toBe('2026-07-01T03:00:00.000Z');
    expect(localHHmm(new Date('2026-03-15T02:30:00Z'), AR)).toBe('23:30');
    expect(localDate(new Date('2026-03-15T02:30:00Z'), AR)).toBe('2026-03-14');
  });

  it('follows Berlin between winter (UTC+1) and summer (UTC+2) time', () => {
    expect(zonedInstant('2026-01-10', 23 * 60, BERLIN).toISOString()).toBe('2026-01-10T22:00:00.000Z');
    expect(zonedInstant('2026-07-10', 23 * 60, BERLIN).toISOString()).toBe('2026-07-10T21:00:00.000Z');
    expect(localHHmm(new Date('2026-07-10T21:00:00Z'), BERLIN)).toBe('23:00');
  });

  it('moves a time skipped by spring-forward past the gap, and takes the later of a repeated one', () => {
    // 29 March 2026: 02:00 CET jumps to 03:00 CEST; 02:30 does not exist.
    expect(zonedInstant('2026-03-29', 2 * 60 + 30, BERLIN).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(localHHmm(new Date('2026-03-29T01:30:00Z'), BERLIN)).toBe('03:30');
    // 25 October 2026: 03:00 CEST goes back to 02:00 CET; 02:30 happens twice.
    expect(zonedInstant('2026-10-25', 2 * 60 + 30, BERLIN).toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });
});

describe('nightInstants', () => {
  it('closes the next morning when the closing time is earlier than the opening time', () => {
    const n = nightInstants('2026-03-14', '23:30', '06:00', AR, 9);
    expect(n.opensAt.toISOString()).toBe('2026-03-15T02:30:00.000Z');
    expect(n.closesAt.toISOString()).toBe('2026-03-15T09:00:00.000Z');
  });

  it('keeps an evening event that ends before midnight on one day', () => {
    const n = nightInstants('2026-03-14', '19:00', '23:00', AR, 9);
    expect(n.opensAt.toISOString()).toBe('2026-03-14T22:00:00.000Z');
    expect(n.closesAt.toISOString()).toBe('2026-03-15T02:00:00.000Z');
  });

  it('opens after midnight on the next calendar day when doors open before the cutoff', () => {
    const n = nightInstants('2026-03-14', '01:00', '07:00', AR, 9);
    expect(n.opensAt.toISOString()).toBe('2026-03-15T04:00:00.000Z');
    expect(n.closesAt.toISOString()).toBe('2026-03-15T10:00:00.000Z');
    // Every instant of the night belongs to its business date.
    expect(businessDate(n.opensAt, AR, 9)).toBe('2026-03-14');
    expect(businessDate(new Date(n.closesAt.getTime() - 1), AR, 9)).toBe('2026-03-14');
    // With cutoff 0 the same hours are the 14th's calendar day, early morning.
    expect(nightInstants('2026-03-14', '01:00', '07:00', AR, 0).opensAt.toISOString()).toBe('2026-03-14T04:00:00.000Z');
  });

  it('is one hour shorter across the spring change and one hour longer across the autumn one in Berlin', () => {
    const spring = nightInstants('2026-03-28', '23:00', '05:00', BERLIN, 9);
    expect(spring.opensAt.toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(spring.closesAt.toISOString()).toBe('2026-03-29T03:00:00.000Z');
    expect((spring.closesAt.getTime() - spring.opensAt.getTime()) / 3_600_000).toBe(5);
    const autumn = nightInstants('2026-10-24', '23:00', '05:00', BERLIN, 9);
    expect((autumn.closesAt.getTime() - autumn.opensAt.getTime()) / 3_600_000).toBe(7);
    expect(localHHmm(autumn.closesAt, BERLIN)).toBe('05:00');
  });

  it('rejects times that are not HH:mm', () => {
    expect(() => nightInstants('2026-03-14', '25:00', '06:00', AR, 9)).toThrow(RangeError);
  });
});
