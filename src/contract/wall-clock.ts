// The wall clock of an instant in an IANA time zone, with one Intl formatter per zone, kept: the
// arithmetic under the venue's opening hours (nights-admin.ts) and the venue times the app shows
// (src/lib/display-zone.ts). No dependency, so the session can load it with the login page.
const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

/** The local wall clock of `ms` in `timeZone`, as if it were UTC (for offset arithmetic). */
export function wallClockMs(ms: number, timeZone: string): number {
  const parts = partsFormatter(timeZone).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/** Whether the runtime knows the IANA zone (both Node and the browsers ship the full list). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
