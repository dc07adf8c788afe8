// The business date of a night venue: a sale at 04:30 belongs to the night that started the
// evening before. Local wall-clock time in the venue's timezone, before the cutoff hour, counts
// for the previous calendar day. Pure and shared: the server files sales under nights with it and
// the app uses it to know which night is "tonight".
import * as v from 'valibot';
import { nightSummarySchema } from './common';

// Building an Intl.DateTimeFormat costs far more than formatting with one (measured: 5 % of an
// API request's CPU), and a venue has one timezone: one formatter per timezone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function venueFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** yyyy-MM-dd of the night `at` belongs to, in `timeZone`, with the day starting at `cutoffHour`. */
export function businessDate(at: Date, timeZone: string, cutoffHour: number): string {
  const parts = venueFormatter(timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = new Date(Date.UTC(get('year'), get('month') - 1, get('day')));
  if (get('hour') < cutoffHour) local.setUTCDate(local.getUTCDate() - 1);
  return local.toISOString().slice(0, 10);
}

/** The night the home screen shows (GET /api/nights/current). */
export const currentNightSchema = v.object({
  ...nightSummarySchema.entries,
  /** The venue's IANA timezone: opening hours are shown in the venue's time, wherever the device is. */
  timezone: v.string(),
});
export type CurrentNight = v.InferOutput<typeof currentNightSchema>;
/** GET /api/nights/current: null without a venue or a night in course. */
export const currentNightAnswerSchema = v.object({ night: v.nullable(currentNightSchema) });
