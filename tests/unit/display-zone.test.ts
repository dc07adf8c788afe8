// Venue times on the venue's clock (issue 37, item 11): whatever zone this device is in, an
// instant shows the venue's wall clock, a wall-clock date shows as written, the night under way
// follows the venue's cutoff hour, and the note says the zone only when the clocks differ.
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { foreignDisplayZone, offsetLabel, setDisplayZone, zoneCity } from '../../src/lib/display-zone';
import { fDate, fDateTime, fDateTimeLocal, fTime } from '../../src/lib/format-date';
import { venueDay, venueNightDate } from '../../src/lib/venue-day';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'es', messages: {} });
});
afterEach(() => setDisplayZone(null));

// 02:30 UTC on 6 December is 23:30 on the 5th in Buenos Aires (UTC−3) and 15:30 on the 6th in Auckland (UTC+13).
const AT = '2026-12-06T02:30:00Z';

describe('venue times', () => {
  it('an instant shows on the venue clock, whatever the device zone', () => {
    setDisplayZone('America/Argentina/Buenos_Aires', 6);
    expect(fDateTime(AT, i18n)).toBe('05 dic 2026 23:30');
    expect(fTime(Date.parse(AT), i18n)).toBe('23:30');
    expect(fDate(new Date(AT), i18n)).toBe('05/12/2026');
    expect(fDateTimeLocal('2026-12-06T02:30:05.000+00:00', i18n)).toMatch(/05\/12\/2026,? 23:30:05/);
    setDisplayZone('Pacific/Auckland', 6);
    expect(fDateTime(AT, i18n)).toBe('06 dic 2026 15:30');
  });

  it('a wall-clock date or time without a zone shows as written', () => {
    setDisplayZone('Pacific/Auckland', 6);
    expect(fDate('2026-12-05', i18n)).toBe('05/12/2026');
    expect(fDate('2026-12-05T12:00:00', i18n)).toBe('05/12/2026');
    expect(fDateTime('2026-12-05T23:30:00', i18n)).toBe('05 dic 2026 23:30');
  });

  it('the venue day and the night under way follow the venue clock and its cutoff hour', () => {
    setDisplayZone('America/Argentina/Buenos_Aires', 9);
    expect(venueDay(AT)).toBe('2026-12-05');
    // 08:30 in Buenos Aires on the 6th: before a 9 o'clock cutoff, still the night of the 5th.
    expect(venueNightDate(new Date('2026-12-06T11:30:00Z'))).toBe('2026-12-05');
    expect(venueNightDate(new Date('2026-12-06T12:30:00Z'))).toBe('2026-12-06');
    setDisplayZone('Pacific/Auckland', 6);
    expect(venueDay(AT)).toBe('2026-12-06');
  });

  it('says the zone only when the venue clock and the device clock differ', () => {
    const at = new Date(AT);
    const deviceOffset = -at.getTimezoneOffset();
    setDisplayZone(deviceOffset === 13 * 60 ? 'America/Argentina/Buenos_Aires' : 'Pacific/Auckland', 6);
    expect(foreignDisplayZone(at)).not.toBeNull();
    setDisplayZone(Intl.DateTimeFormat().resolvedOptions().timeZone, 6);
    expect(foreignDisplayZone(at)).toBeNull();
    setDisplayZone(null);
    expect(foreignDisplayZone(at)).toBeNull();
    expect(offsetLabel(-180)).toBe('UTC−3');
    expect(offsetLabel(330)).toBe('UTC+5:30');
    expect(offsetLabel(0)).toBe('UTC');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });

  it('an unknown zone falls back to the device clock', () => {
    setDisplayZone('Mars/Olympus_Mons', 6);
    expect(foreignDisplayZone(new Date(AT))).toBeNull();
  });
});
