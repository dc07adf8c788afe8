// Date filters of the cash-flow lists, balances and reports: a date (YYYY-MM-DD) is a whole day in
// the venue's time zone ("to" includes that day), an instant (ISO timestamp) is taken as is.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The first instant of `value` (a local date's midnight), as SQL. */
export function startOf(value: string, timezone: string): SQL {
  return DATE_ONLY.test(value)
    ? sql`(${value}::date::timestamp at time zone ${timezone})`
    : sql`${new Date(value).toISOString()}::timestamptz`;
}

/** `column` on or after `from` and up to `to` (inclusive), either bound optional. */
export function within(column: AnyColumn, timezone: string, from?: string, to?: string): SQL[] {
  const out: SQL[] = [];
  if (from) out.push(sql`${column} >= ${startOf(from, timezone)}`);
  if (to) {
    out.push(
      DATE_ONLY.test(to)
        ? sql`${column} < ((${to}::date + 1)::timestamp at time zone ${timezone})`
        : sql`${column} <= ${new Date(to).toISOString()}::timestamptz`,
    );
  }
  return out;
}

/** The moment a balance "at" a date means: the end of that local day; now when absent. */
export function endOf(value: string | undefined, timezone: string): SQL {
  if (!value) return sql`now()`;
  return DATE_ONLY.test(value)
    ? sql`((${value}::date + 1)::timestamp at time zone ${timezone} - interval '1 microsecond')`
    : sql`${new Date(value).toISOString()}::timestamptz`;
}
