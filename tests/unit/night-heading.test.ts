import { describe, expect, it } from 'vitest';
import { isTonight, nightCardDate } from '../../src/features/home/night-heading';

const BA = 'America/Argentina/Buenos_Aires';
const saturday = { businessDate: '2026-11-21', timezone: BA };

describe('home night card heading', () => {
  it('an open night is tonight, whatever the date', () => {
    expect(isTonight({ ...saturday, status: 'open' }, new Date('2026-11-25T12:00:00Z'))).toBe(true);
  });

  it('a planned night is tonight from its date in the venue, also after midnight', () => {
    // Saturday 15:00 and Sunday 00:30 in Buenos Aires (UTC-3).
    expect(isTonight({ ...saturday, status: 'planned' }, new Date('2026-11-21T18:00:00Z'))).toBe(true);
    expect(isTonight({ ...saturday, status: 'planned' }, new Date('2026-11-22T03:30:00Z'))).toBe(true);
    // Friday 22:00 in Buenos Aires is already Saturday in UTC: still the next night.
    expect(isTonight({ ...saturday, status: 'planned' }, new Date('2026-11-21T01:00:00Z'))).toBe(false);
    expect(isTonight({ ...saturday, status: 'planned' }, new Date('2026-11-17T12:00:00Z'))).toBe(false);
  });

  it("dates the card with the night's business date, else with today", () => {
    const sundayAfterMidnight = new Date('2026-11-22T03:30:00Z');
    expect(nightCardDate(saturday, sundayAfterMidnight, 'es')).toBe('sábado, 21 de noviembre');
    expect(nightCardDate(saturday, sundayAfterMidnight, 'de')).toBe('Samstag, 21. November');
    expect(nightCardDate(null, new Date('2026-11-24T15:00:00'), 'fr')).toBe('mardi 24 novembre');
  });
});
