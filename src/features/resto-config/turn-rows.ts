// The turn-time rows editor's logic: how long a party holds its table by party size, as rows
// "up to N people → M minutes" (resto_settings.turn_minutes). The screen edits them as text; a row
// is kept as typed until saved, and the rows are sorted and checked the way the server checks them.
import { type TurnRow, turnRowsError } from '../../contract/resto-config';

export interface TurnRowDraft {
  upTo: string;
  minutes: string;
}

export function toDrafts(rows: readonly TurnRow[]): TurnRowDraft[] {
  return rows.map((r) => ({ upTo: String(r.upTo), minutes: String(r.minutes) }));
}

/** A new row after the last: two more people, the last row's minutes plus 30. */
export function addRow(drafts: readonly TurnRowDraft[]): TurnRowDraft[] {
  const last = drafts.at(-1);
  const upTo = last && /^\d+$/.test(last.upTo) ? Number(last.upTo) + 2 : 2;
  const minutes = last && /^\d+$/.test(last.minutes) ? Number(last.minutes) + 30 : 90;
  return [...drafts, { upTo: String(upTo), minutes: String(minutes) }];
}

export function removeRow(drafts: readonly TurnRowDraft[], index: number): TurnRowDraft[] {
  return drafts.filter((_, i) => i !== index);
}

export function updateRow(drafts: readonly TurnRowDraft[], index: number, patch: Partial<TurnRowDraft>): TurnRowDraft[] {
  return drafts.map((d, i) => (i === index ? { ...d, ...patch } : d));
}

export type TurnRowsResult = { ok: true; rows: TurnRow[] } | { ok: false; error: string; index?: number };

export const ROW_NOT_NUMBER = 'Indica números enteros en cada fila';

/** The rows to save, sorted by party size, or the first problem (with its row when there is one). */
export function parseRows(drafts: readonly TurnRowDraft[]): TurnRowsResult {
  const rows: TurnRow[] = [];
  for (const [index, d] of drafts.entries()) {
    if (!/^\d+$/.test(d.upTo.trim()) || !/^\d+$/.test(d.minutes.trim())) return { ok: false, error: ROW_NOT_NUMBER, index };
    rows.push({ upTo: Number(d.upTo), minutes: Number(d.minutes) });
  }
  rows.sort((a, b) => a.upTo - b.upTo);
  const error = turnRowsError(rows);
  return error ? { ok: false, error } : { ok: true, rows };
}

/** The minutes a party of `size` holds its table: the first row whose upTo ≥ size, else the last. */
export function turnFor(rows: readonly TurnRow[], size: number): number | null {
  return (rows.find((r) => r.upTo >= size) ?? rows.at(-1))?.minutes ?? null;
}
