// The reservation time math (server/domain/reservation-slots.ts): turn time by party size, a time
// after midnight belonging to the same night, the venue's time zone (DST included), overlaps and
// pacing windows, running late.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  exceedsPacing,
  isLate,
  nightMinutes,
  pacingWindow,
  reservationSpan,
  spansOverlap,
  timeMinutes,
  turnMinutesFor,
} from '../../server/domain/reservation-slots';

const BA = { timeZone: 'America/Argentina/Buenos_Aires', cutoffHour: 9 };

describe('turnMinutesFor', () => {
  it('takes the first rule whose upTo covers the party, the last one beyond', () => {
    expect([1, 2, 3, 6, 7, 40].map((n) => turnMinutesFor(DEFAULT_RULES, n))).toEqual([90, 90, 120, 120, 150, 150]);
    const rules = {
      turnMinutes: [
        { upTo: 4, minutes: 60 },
        { upTo: 2, minutes: 45 },
      ],
    };
    expect([1, 3, 9].map((n) => turnMinutesFor(rules, n))).toEqual([45, 60, 60]);
    expect(turnMinutesFor({ turnMinutes: [] }, 4)).toBe(150);
  });
});

describe('times of a night', () => {
  it('parses HH:MM and moves times before the cutoff after midnight', () => {
    expect([timeMinutes('00:00'), timeMinutes('23:59'), timeMinutes('24:00'), timeMinutes('9:00')]).toEqual([
      0,
      1439,
      null,
      null,
    ]);
    expect(nightMinutes('21:00', 9)).toBe(21 * 60);
    expect(nightMinutes('01:30', 9)).toBe(25 * 60 + 30);
    expect(nightMinutes('09:00', 9)).toBe(9 * 60);
    expect(() => nightMinutes('x', 9)).toThrow();
  });

  it('places the span in the venue’s time zone', () => {
    const a = reservationSpan({ date: '2031-03-07', time: '23:30', partySize: 4 }, DEFAULT_RULES, BA);
    expect(a.startsAt.toISOString()).toBe('2031-03-08T02:30:00.000Z');
    expect(a.endsAt.toISOString()).toBe('2031-03-08T04:30:00.000Z');
    const b = reservationSpan({ date: '2031-03-07', time: '01:00', partySize: 2 }, DEFAULT_RULES, BA);
    expect(b.startsAt.toISOString()).toBe('2031-03-08T04:00:00.000Z');
    // Berlin on the night the clocks go forward (30 March 2031): 03:30 local is 01:30 UTC.
    const c = reservationSpan({ date: '2031-03-29', time: '03:30', partySize: 2 }, DEFAULT_RULES, {
      timeZone: 'Europe/Berlin',
      cutoffHour: 6,
    });
    expect(c.startsAt.toISOString()).toBe('2031-03-30T01:30:00.000Z');
  });
});

describe('overlaps, pacing, lateness', () => {
  const at = (m: number) => new Date(Date.UTC(2031, 0, 1, 20, m));
  it('treats back-to-back spans as free', () => {
    expect(spansOverlap(at(0), at(90), at(90), at(180))).toBe(false);
    expect(spansOverlap(at(0), at(90), at(89), at(180))).toBe(true);
    expect(spansOverlap(at(30), at(40), at(0), at(90))).toBe(true);
  });
  it('counts arrivals per quarter hour', () => {
    expect(pacingWindow(at(14))).toEqual({ from: at(0), to: at(15) });
    expect(pacingWindow(at(15))).toEqual({ from: at(15), to: at(30) });
    expect(exceedsPacing({ pacingPer15: 0 }, 100, 10)).toBe(false);
    expect(exceedsPacing({ pacingPer15: 10 }, 6, 4)).toBe(false);
    expect(exceedsPacing({ pacingPer15: 10 }, 6, 5)).toBe(true);
  });
  it('is late only past the grace minutes', () => {
    expect(isLate(at(0), at(10), 10)).toBe(false);
    expect(isLate(at(0), at(11), 10)).toBe(true);
  });
});
