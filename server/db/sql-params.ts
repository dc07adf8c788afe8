// Small helpers for raw grouped queries over the ledgers: a list of ids as one uuid[] parameter
// and a number read back from a bigint/numeric column (drivers answer those as strings).
import { sql } from 'drizzle-orm';

/** One uuid[] parameter (drizzle would expand a plain array into a list of parameters). */
export const idArray = (ids: readonly string[]) => sql`${sql.param(ids)}::uuid[]`;

export const num = (v: unknown): number => Number(v ?? 0);
