// The venue's calendar on this device: yyyy-MM-dd of an instant on the venue's wall clock
// (src/lib/display-zone.ts; the device's own clock until the session names the venue's zone) —
// how the replica's lists filter by day offline and what "today" is for a price list's validity —
// and the night under way, whose day starts at the venue's cutoff hour.
import { displayCutoffHour, inDisplayZone } from './display-zone';

function ymd(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function venueDay(at: string | number | Date = Date.now()): string {
  return ymd(inDisplayZone(new Date(at)));
}

/** The business date of the night under way at `now`: before the cutoff hour it is still last night. */
export function venueNightDate(now: Date = new Date()): string {
  const local = inDisplayZone(now);
  return ymd(new Date(local.getTime() - displayCutoffHour() * 3_600_000));
}
