// What the sync cursors have in common (pull.ts's delta cursor, snapshot.ts's page cursor): the
// client hands each back as it got it, base64url JSON, so the server checks every field again and
// answers 422 to anything it did not write.
import { ApiError } from '../../lib/errors';

export const BAD_CURSOR = 'El cursor de sincronización no es válido';

/** A sample of the safe bound (pull.ts) not yet known to be safe, carried to the next pull. */
export interface Sample {
  /** change_seq's last handed-out value. */
  s: number;
  /** clock_timestamp() right after reading s, as PostgreSQL text (microseconds kept). */
  t: string;
}

/** PostgreSQL's text of a timestamptz, as `clock_timestamp()::text` gives it. */
const PG_TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/;

export function encodeCursorText(cursor: object): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The JSON a cursor carries, not yet checked; 422 when it is not base64url JSON. */
export function parseCursorText(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new ApiError(422, BAD_CURSOR);
  }
}

/** A version of change_seq: a safe integer ≥ 0. */
export const isVersion = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** A cursor's sample, checked and copied field by field; 422 when it is not one. */
export function checkSample(value: unknown): Sample {
  const p = value as Partial<Sample> | null;
  if (!p || typeof p !== 'object' || !isVersion(p.s) || typeof p.t !== 'string' || !PG_TIMESTAMP.test(p.t)) {
    throw new ApiError(422, BAD_CURSOR);
  }
  return { s: p.s, t: p.t };
}
