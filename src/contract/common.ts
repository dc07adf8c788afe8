// The pieces that many contracts are built of, written once: how an answer writes a whole number, a
// thing named by id and name, a night, the stamps of a replicated row; and the request fields every
// area checks alike (a bounded whole number, a trimmed text). The OpenAPI document describes each
// of them the same way wherever it appears, and a change to one reaches every area that uses it.
import * as v from 'valibot';

// ───────────────────────────── Answers ─────────────────────────────

/** An answer's whole number: a count, cents, grams, a version. */
export const integerAnswer = v.pipe(v.number(), v.integer());

/** An instant (ISO 8601) or a text that may be missing (null). */
export const stringOrNull = v.nullable(v.string());

/** Something by id and display name: a user, an account, a bar, a price list. */
export const idNameSchema = v.object({ id: v.string(), name: v.string() });
export type IdName = v.InferOutput<typeof idNameSchema>;

/** createdAt, updatedAt (ISO 8601) and the change sequence number every replicated row carries (sync). */
export const rowStampEntries = { createdAt: v.string(), updatedAt: v.string(), version: integerAnswer };

// ───────────────────────────── Nights ─────────────────────────────

export const NIGHT_STATUSES = ['planned', 'open', 'closed'] as const;
export type NightStatus = (typeof NIGHT_STATUSES)[number];

/** A night by id, business date (yyyy-MM-dd: the day its sales are filed under) and event name. */
export const nightRefSchema = v.object({ id: v.string(), businessDate: v.string(), eventName: v.string() });
export type NightRef = v.InferOutput<typeof nightRefSchema>;

/** A night and where it stands. */
export const nightStateSchema = v.object({ ...nightRefSchema.entries, status: v.picklist(NIGHT_STATUSES) });
export type NightState = v.InferOutput<typeof nightStateSchema>;

/** A night with the instants (ISO 8601) its opening hours start and end. */
export const nightSummarySchema = v.object({ ...nightStateSchema.entries, opensAt: v.string(), closesAt: v.string() });
export type NightSummary = v.InferOutput<typeof nightSummarySchema>;

// ───────────────────────────── Requests ─────────────────────────────

/**
 * A whole number from `min` to `max`: `message` when it is not one, and when it is out of bounds
 * unless `bounds` says otherwise (one text for both, or one for each side).
 */
export function wholeNumber(min: number, max: number, message: string, bounds: string | { below?: string; above?: string } = {}) {
  const { below = message, above = message } = typeof bounds === 'string' ? { below: bounds, above: bounds } : bounds;
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, below), v.maxValue(max, above));
}

/** A text that may not be empty once trimmed (`required`), up to `max` characters (`tooLong`). */
export function requiredText(required: string, max: number, tooLong: string) {
  return v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(max, tooLong));
}

/** A text that may be empty, trimmed, up to `max` characters (`tooLong`). */
export function trimmedText(max: number, tooLong: string) {
  return v.pipe(v.string(), v.trim(), v.maxLength(max, tooLong));
}
