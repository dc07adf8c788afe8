// What the sync cursors have in common (pull.ts's delta cursor, snapshot.ts's page cursor): each is
// sealed for the caller's venue (issue 32 #12) — AES-256-GCM under a key derived from the server
// secret, the venue inside — so it is opaque (nobody reads the database's change counter from it)
// and only good for the venue it was made for. The same position gives the same text (a stable IV,
// server/lib/secret-box.ts), so a client can still tell "nothing new" by comparing cursors. The
// server checks every field again after opening, and answers 400 to a cursor it did not seal for
// this venue (tampered, another venue's, the secret changed): the app then syncs again from scratch.
import { ApiError } from '../../lib/errors';
import { open, sealStable } from '../../lib/secret-box';

export const BAD_CURSOR = 'El cursor de sincronización no es válido';
/** The purpose the cursor key is derived for (TokenService.deriveKey). */
export const CURSOR_KEY_PURPOSE = 'sync-cursor-v1';

/** A sample of the safe bound (pull.ts) not yet known to be safe, carried to the next pull. */
export interface Sample {
  /** change_seq's last handed-out value. */
  s: number;
  /** clock_timestamp() right after reading s, as PostgreSQL text (microseconds kept). */
  t: string;
}

/** PostgreSQL's text of a timestamptz, as `clock_timestamp()::text` gives it. */
const PG_TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/;

/** Seals and opens the cursors of one venue. */
export interface CursorSeal {
  seal(cursor: object): string;
  /** The JSON a cursor carries, not yet checked; 400 when it is not one this venue was given. */
  open(text: string): unknown;
}

/** The cursor seal of `venueId` (null: an account without a venue, whose cursors say nothing). */
export function cursorSeal(key: Buffer, venueId: string | null): CursorSeal {
  const venue = venueId ?? '';
  return {
    seal: (cursor) => sealStable(key, JSON.stringify({ w: venue, c: cursor })),
    open(text) {
      const plain = open(key, text);
      if (plain === null) throw new ApiError(400, BAD_CURSOR);
      const sealed = JSON.parse(plain) as { w?: unknown; c?: unknown };
      if (sealed.w !== venue) throw new ApiError(400, BAD_CURSOR);
      return sealed.c;
    },
  };
}

/** A version of change_seq: a safe integer ≥ 0. */
export const isVersion = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** A cursor's sample, checked and copied field by field; 400 when it is not one. */
export function checkSample(value: unknown): Sample {
  const p = value as Partial<Sample> | null;
  if (!p || typeof p !== 'object' || !isVersion(p.s) || typeof p.t !== 'string' || !PG_TIMESTAMP.test(p.t)) {
    throw new ApiError(400, BAD_CURSOR);
  }
  return { s: p.s, t: p.t };
}
