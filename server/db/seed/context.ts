// What every part of the seed shares: the clock, the random streams, the id source and the rows
// waiting to be written.
import type { RowSink } from './bulk';
import type { IdGen, Rng } from './random';
import type { SeedSize, SizeProfile } from './sizes';

export interface SeedContext {
  now: Date;
  nowMs: number;
  size: SeedSize;
  profile: SizeProfile;
  /** Root stream; each area forks its own so areas do not disturb one another. */
  rng: Rng;
  ids: IdGen;
  sink: RowSink;
  /** The venue's story starts here: catalogue, accounts and most cards exist from this day. */
  epochMs: number;
}

/** Pesos to cents, rounded. */
export function cents(pesos: number): number {
  return Math.round(pesos * 100);
}

/** Quantities are kept as integer thousandths while generating, so sums stay exact. */
export function fromMilli(milli: number): number {
  return milli / 1000;
}

export function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`seed: missing ${what}`);
  return value;
}

/** Rounds a peso amount to a multiple of `step` pesos (menu prices move in $500 steps). */
export function roundTo(pesos: number, step: number): number {
  return Math.max(step, Math.round(pesos / step) * step);
}
