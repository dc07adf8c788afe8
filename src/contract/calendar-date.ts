// The one calendar date (yyyy-MM-dd) every contract accepts: a night's business date, a report's
// or a filter's from/to, a price list's validity, a valued stock's day. A real calendar day between
// 2000-01-01 and 2100-12-31 (issue 32): a venue's books hold nothing outside that span, and years
// outside it broke the server (9999-12-31 plus a closing time is year 10000, which no instant can
// hold; year 0001 went through Date.UTC, which reads years below 100 as 1900 + year).
import * as v from 'valibot';

export const MIN_DATE_YEAR = 2000;
export const MAX_DATE_YEAR = 2100;
export const BAD_DATE = 'La fecha no es válida';
export const DATE_OUT_OF_RANGE = 'La fecha debe estar entre el año 2000 y el 2100';

const SHAPE = /^(\d{4})-\d{2}-\d{2}$/;

/** Whether a yyyy-MM-dd string names a real calendar day (no 2026-02-30), whatever its year. */
export function isCalendarDate(text: string): boolean {
  if (!SHAPE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** Whether a calendar date's year is within MIN_DATE_YEAR..MAX_DATE_YEAR. */
export function isDateInRange(text: string): boolean {
  const year = Number(SHAPE.exec(text)?.[1]);
  return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
}

/** The calendar date schema; `message` is what a malformed date answers (the range has its own). */
export function calendarDate(message: string = BAD_DATE) {
  return v.pipe(
    v.string(message),
    v.check(isCalendarDate, message),
    // One message per input: a malformed date is not also out of range.
    v.check((text) => !isCalendarDate(text) || isDateInRange(text), DATE_OUT_OF_RANGE),
  );
}
