// The one percentile every bench prints: nearest rank over ascending samples (p95 of 200 samples
// is the 190th), NaN when there are none.
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
