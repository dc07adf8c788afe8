// Machine-readable figures for `npm run bench` (scripts/bench-all.mjs): besides its free text, a
// benchmark prints one line per figure,
//   BENCH {"bench":"cash","figure":"…","value":12.3,"unit":"ms","goal":"≤ 150 ms","target":150,"better":"lower","ratio":0.08,"ok":true}
// which the runner collects into one table and bench/results.json. `ratio` is value ÷ target (or,
// with `of`, value ÷ a reference measured in the same run, e.g. raw IndexedDB or a bare route).
import path from 'node:path';

/** The benchmark's name: its file (bench/cash.ts → cash). */
export const BENCH_NAME = path.basename(process.argv[1] ?? 'bench', path.extname(process.argv[1] ?? ''));

export interface Figure {
  figure: string;
  value: number;
  unit: string;
  /** Lower is better: value ≤ max; higher is better: value ≥ min. */
  max?: number;
  min?: number;
  /** A ratio goal against a reference of the same run: ratio = value ÷ reference.value. */
  of?: { label: string; value: number; min?: number; max?: number };
}

const round = (n: number) => (Number.isFinite(n) ? Math.round(n * 1000) / 1000 : null);

export function reportFigure({ figure, value, unit, max, min, of }: Figure): void {
  let goal: string | null = null;
  let target: number | null = null;
  let better: 'lower' | 'higher' | null = null;
  let ratio: number | null = null;
  let ok: boolean | null = null;
  if (of) {
    ratio = value / of.value;
    goal =
      of.min !== undefined ? `≥ ${of.min}× ${of.label}` : of.max !== undefined ? `≤ ${of.max}× ${of.label}` : `vs ${of.label}`;
    target = of.min ?? of.max ?? null;
    better = of.min !== undefined ? 'higher' : of.max !== undefined ? 'lower' : null;
    ok = of.min !== undefined ? ratio >= of.min : of.max !== undefined ? ratio <= of.max : null;
  } else if (max !== undefined) {
    goal = `≤ ${max} ${unit}`;
    target = max;
    better = 'lower';
    ratio = value / max;
    ok = value <= max;
  } else if (min !== undefined) {
    goal = `≥ ${min} ${unit}`;
    target = min;
    better = 'higher';
    ratio = value / min;
    ok = value >= min;
  }
  const line = {
    bench: BENCH_NAME,
    figure,
    value: round(value),
    unit,
    goal,
    target,
    better,
    ratio: round(ratio ?? Number.NaN),
    ok,
  };
  console.log(`BENCH ${JSON.stringify(line)}`);
}
