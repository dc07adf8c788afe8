// The preload grid's logic, apart from the screen: one row per good for the chosen bar (its plan,
// what was loaded, what the bar holds and its par level), the quantities typed but not saved yet,
// and the lines a save sends. Typed text is kept as typed so a failed save loses nothing.

import type { BarStockLine, GoodRef, PreloadLine, PreloadsResponse } from '../../../contract/inventory-nightly';
import { quantityCell } from '../shared/quantity';

export interface GridRow {
  good: GoodRef;
  line: PreloadLine | null;
  stock: BarStockLine | null;
  planned: number;
  loaded: number | null;
}

export type Drafts = Readonly<Record<string, string>>;

export function isInvalid(text: string | undefined): boolean {
  return text !== undefined && Number.isNaN(quantityCell(text) ?? 0);
}

export function buildRows(data: PreloadsResponse, barId: string): GridRow[] {
  const lines = new Map(data.lines.filter((l) => l.locationId === barId).map((l) => [l.goodId, l]));
  const stock = new Map(data.stock.filter((s) => s.locationId === barId).map((s) => [s.goodId, s]));
  return data.goods.map((good) => {
    const line = lines.get(good.id) ?? null;
    return {
      good,
      line,
      stock: stock.get(good.id) ?? null,
      planned: line?.plannedQuantity ?? 0,
      loaded: line?.loadedQuantity ?? null,
    };
  });
}

/** The value a quantity cell holds: the draft when one was typed, else the saved figure. */
export function effective(draft: string | undefined, saved: number | null): number | null {
  if (draft === undefined) return saved;
  const parsed = quantityCell(draft);
  return parsed === null || Number.isNaN(parsed) ? null : parsed;
}

/** Plan lines whose typed quantity differs from the saved one (an emptied cell plans 0). */
export function changedPlanLines(rows: readonly GridRow[], drafts: Drafts): { goodId: string; plannedQuantity: number }[] {
  const out: { goodId: string; plannedQuantity: number }[] = [];
  for (const row of rows) {
    const draft = drafts[row.good.id];
    if (draft === undefined) continue;
    const value = quantityCell(draft) ?? 0;
    if (Number.isNaN(value) || value === row.planned) continue;
    out.push({ goodId: row.good.id, plannedQuantity: value });
  }
  return out;
}

/** Load lines typed and different from what was recorded (an empty cell records nothing). */
export function changedLoadLines(rows: readonly GridRow[], drafts: Drafts): { goodId: string; loadedQuantity: number }[] {
  const out: { goodId: string; loadedQuantity: number }[] = [];
  for (const row of rows) {
    const draft = drafts[row.good.id];
    if (draft === undefined) continue;
    const value = quantityCell(draft);
    if (value === null || Number.isNaN(value) || value === row.loaded) continue;
    out.push({ goodId: row.good.id, loadedQuantity: value });
  }
  return out;
}

/** Drafts that fill the plan up to the bar's par level: ideal − on hand, in whole units. */
export function suggestFromPar(rows: readonly GridRow[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of rows) {
    const ideal = row.stock?.parIdeal;
    if (ideal === null || ideal === undefined) continue;
    const need = Math.max(0, Math.ceil(ideal - (row.stock?.onHand ?? 0) - 1e-9));
    if (need !== row.planned) out[row.good.id] = String(need);
  }
  return out;
}

/** Drafts that record the plan as loaded, for the planned goods not loaded yet. */
export function loadAsPlanned(rows: readonly GridRow[], planDrafts: Drafts): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of rows) {
    const planned = effective(planDrafts[row.good.id], row.planned) ?? 0;
    if (planned > 0 && row.loaded === null) out[row.good.id] = String(planned);
  }
  return out;
}

/** The source most of the bar's lines use (the screen's default for the next plan). */
export function usualSource(lines: readonly PreloadLine[], barId: string): string | null | undefined {
  const counts = new Map<string | null, number>();
  for (const l of lines) if (l.locationId === barId) counts.set(l.sourceLocationId, (counts.get(l.sourceLocationId) ?? 0) + 1);
  let best: string | null | undefined;
  let most = 0;
  for (const [source, n] of counts) {
    if (n > most) {
      best = source;
      most = n;
    }
  }
  return best;
}
