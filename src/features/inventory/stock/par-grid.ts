// The editable par-level grid's logic, kept pure for unit tests: what the user typed per cell
// (text, so "1," mid-typing survives), which rows changed, the validation of each changed row with
// the contract's schema (the server checks the same), and the server's issues mapped back to cells.
import * as v from 'valibot';
import { type ParLevelRow, type ParLevelsPut, parLineSchema } from '../../../contract/inventory-stock';
import { numberInputText } from '../../../contract/numbers';
import { signedQuantityCell } from '../shared/quantity';

export type ParField = 'ideal' | 'minimum';
export interface ParDraft {
  ideal: string;
  minimum: string;
}
/** Typed text per good (only the goods the user touched). */
export type ParDrafts = Record<string, ParDraft>;
/** Spanish messages (translate with parMessage) per good and field. */
export type ParErrors = Record<string, Partial<Record<ParField, string>>>;

export const NOT_A_NUMBER = 'La cantidad no es válida';

/** A quantity as an input shows it: no grouping, the decimal comma, '' for none. */
export function formatQtyInput(value: number | null): string {
  return value === null || !Number.isFinite(value) ? '' : numberInputText(value);
}

/** The text a cell shows: the draft when the user typed, else the saved value. */
export function cellText(row: ParLevelRow, drafts: ParDrafts, field: ParField): string {
  const draft = drafts[row.goodId];
  if (draft) return draft[field];
  return formatQtyInput(field === 'ideal' ? row.idealQuantity : row.minimumQuantity);
}

/** Sets one cell's text, starting the row's draft from its saved values. */
export function editCell(drafts: ParDrafts, row: ParLevelRow, field: ParField, text: string): ParDrafts {
  const current = drafts[row.goodId] ?? {
    ideal: formatQtyInput(row.idealQuantity),
    minimum: formatQtyInput(row.minimumQuantity),
  };
  return { ...drafts, [row.goodId]: { ...current, [field]: text } };
}

function sameQty(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return a === b;
  return Math.abs(a - b) < 1e-9;
}

export interface ParChanges {
  /** The request body's lines, in the order of `goodIds`. */
  lines: ParLevelsPut['lines'];
  goodIds: string[];
  errors: ParErrors;
}

/**
 * The lines to save: each drafted row whose values differ from the saved ones. A blank ideal
 * removes the par level; a blank minimum is 0. Rows with errors are reported and not sent.
 */
export function collectChanges(rows: readonly ParLevelRow[], drafts: ParDrafts): ParChanges {
  const lines: ParLevelsPut['lines'] = [];
  const goodIds: string[] = [];
  const errors: ParErrors = {};
  for (const row of rows) {
    const draft = drafts[row.goodId];
    if (!draft) continue;
    const ideal = signedQuantityCell(draft.ideal);
    const minimumText = signedQuantityCell(draft.minimum);
    const rowErrors: Partial<Record<ParField, string>> = {};
    if (ideal !== null && Number.isNaN(ideal)) rowErrors.ideal = NOT_A_NUMBER;
    if (minimumText !== null && Number.isNaN(minimumText)) rowErrors.minimum = NOT_A_NUMBER;
    if (rowErrors.ideal || rowErrors.minimum) {
      errors[row.goodId] = rowErrors;
      continue;
    }
    const minimum = minimumText ?? (ideal === null ? null : 0);
    const unchanged =
      sameQty(ideal, row.idealQuantity) &&
      (ideal === null ? minimum === null || minimum === 0 : sameQty(minimum, row.minimumQuantity ?? 0));
    if (unchanged) continue;
    const line = { goodId: row.goodId, idealQuantity: ideal, minimumQuantity: minimum ?? 0 };
    const parsed = v.safeParse(parLineSchema, line);
    if (!parsed.success) {
      for (const issue of parsed.issues) {
        // "Minimum above ideal" says nothing new when a quantity itself is wrong.
        if (issue.type === 'partial_check' && (rowErrors.ideal || rowErrors.minimum)) continue;
        const key = issue.path?.[0]?.key;
        const field: ParField = key === 'minimumQuantity' ? 'minimum' : 'ideal';
        rowErrors[field] ??= issue.message;
      }
      errors[row.goodId] = rowErrors;
      continue;
    }
    lines.push(parsed.output);
    goodIds.push(row.goodId);
  }
  return { lines, goodIds, errors };
}

/** The server's 422 issues ("lines.3.minimumQuantity") as cell errors of the goods sent. */
export function serverIssuesToErrors(issues: unknown, goodIds: readonly string[]): ParErrors {
  const errors: ParErrors = {};
  if (!Array.isArray(issues)) return errors;
  for (const issue of issues) {
    if (typeof issue !== 'object' || issue === null) continue;
    const { path, message } = issue as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const match = /^lines\.(\d+)(?:\.(\w+))?/.exec(path);
    const goodId = match ? goodIds[Number(match[1])] : undefined;
    if (!goodId) continue;
    const field: ParField = match?.[2] === 'minimumQuantity' ? 'minimum' : 'ideal';
    errors[goodId] = { ...errors[goodId], [field]: errors[goodId]?.[field] ?? message };
  }
  return errors;
}
