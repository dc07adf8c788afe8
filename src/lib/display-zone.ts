// The time zone venue times are shown in (issue 37, item 11): the signed-in user's venue's, set by
// the session (auth-store.ts), whatever zone the device is in — a phone left on UTC or a tablet
// bought abroad shows "23:30" for a night that opens at 23:30 at the venue. Kept apart from
// format-date.ts so the session sets it without loading the date formats on the login page.
import { isTimeZone, wallClockMs } from '../contract/wall-clock';

let zone: string | null = null;
/** The hour the venue's business day starts (the session's; 6 until it says). */
let cutoff = 6;

/** The venue's IANA zone, or null (no venue, or signed out): times then show in the device's zone. */
export function setDisplayZone(timeZone: string | null | undefined, cutoffHour?: number | null): void {
  zone = timeZone && isTimeZone(timeZone) ? timeZone : null;
  cutoff = typeof cutoffHour === 'number' && cutoffHour >= 0 && cutoffHour <= 12 ? cutoffHour : 6;
}

/** The venue's cutoff hour: before it, a moment still belongs to the night before. */
export function displayCutoffHour(): number {
  return cutoff;
}

/** Minutes east of UTC of `timeZone` at `at`. */
export function zoneOffsetMinutes(timeZone: string, at: Date = new Date()): number {
  const whole = Math.floor(at.getTime() / 60_000) * 60_000;
  return Math.round((wallClockMs(whole, timeZone) - whole) / 60_000);
}

/** The venue's zone when the device's clock reads another hour than the venue's now, else null. */
export function foreignDisplayZone(at: Date = new Date()): string | null {
  if (!zone) return null;
  return zoneOffsetMinutes(zone, at) === -at.getTimezoneOffset() ? null : zone;
}

/** "UTC−3", "UTC+5:30", "UTC". */
export function offsetLabel(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  const h = Math.floor(abs / 60);
  const m = abs % 60;
  return `UTC${sign}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
}

/** "Buenos Aires" for America/Argentina/Buenos_Aires. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

/**
 * A Date whose device-local fields read the wall clock of `date` in the display zone, for
 * formatters that read local fields (date-fns). Without a display zone, `date` itself.
 */
export function inDisplayZone(date: Date): Date {
  if (!zone || Number.isNaN(date.getTime())) return date;
  const w = new Date(wallClockMs(date.getTime(), zone) + (date.getTime() % 1000));
  return new Date(
    w.getUTCFullYear(),
    w.getUTCMonth(),
    w.getUTCDate(),
    w.getUTCHours(),
    w.getUTCMinutes(),
    w.getUTCSeconds(),
    w.getUTCMilliseconds(),
  );
}
