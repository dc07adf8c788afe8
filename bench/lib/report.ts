// One machine-readable line per bench figure, `BENCH {"figure",…}`, which `npm run bench` collects
// into its table and bench/results.json. The scripts keep printing their own human lines too.
export interface BenchFigure {
  figure: string;
  goal: string;
  value: number;
  unit: string;
  /** Where a ratio is the honest figure (e.g. × a bare route measured in the same run). */
  ratio?: number;
}

export function emit(figure: BenchFigure): void {
  console.log(`BENCH ${JSON.stringify(figure)}`);
}
