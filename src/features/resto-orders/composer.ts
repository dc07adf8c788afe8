// The waiter's order composer, as plain functions the screen and the tests share: the lines being
// put together for a table (menu item, quantity, modifiers, note, course), their price as the
// server will charge it (the area's price list + the modifiers' deltas), and the command's args.
// Ids are chosen here, once per line and once per draft: a resend never adds a line twice. A draft
// not sent yet is kept on the phone per table (loadDraft/saveDraft): a reload does not lose it.
import type { RestoMenuDto } from '../../contract/resto-orders';
import { MAX_COURSE, MAX_LINE_QUANTITY } from '../../contract/resto-orders';
import { uuidv7 } from '../../contract/uuid';
import { readJson, removeKey, writeJson } from '../../lib/storage';

export type MenuItem = RestoMenuDto['items'][number];

export interface DraftLine {
  id: string;
  productId: string;
  name: string;
  quantity: number;
  modifierIds: string[];
  note: string;
  course: number;
}

export interface Draft {
  orderId: string;
  tableId: string;
  lines: DraftLine[];
}

export function newDraft(tableId: string): Draft {
  return { orderId: uuidv7(), tableId, lines: [] };
}

const draftKey = (tableId: string) => `resto.draft.${tableId}`;

/** The table's draft this phone kept (a reload, the phone locking, going offline), else a new one. */
export function loadDraft(tableId: string): Draft {
  const kept = readJson('local', draftKey(tableId)) as Partial<Draft> | null;
  const valid =
    !!kept &&
    typeof kept.orderId === 'string' &&
    kept.tableId === tableId &&
    Array.isArray(kept.lines) &&
    kept.lines.every((l) => typeof l?.id === 'string' && typeof l.productId === 'string' && Number.isInteger(l.quantity));
  return valid ? (kept as Draft) : newDraft(tableId);
}

/** Keeps the draft on this phone until it is sent (an empty one is forgotten). */
export function saveDraft(draft: Draft): void {
  if (draft.lines.length === 0) removeKey('local', draftKey(draft.tableId));
  else writeJson('local', draftKey(draft.tableId), draft);
}

/** The item's price at the area's list (cents), null when the list does not sell it. */
export function itemPrice(item: MenuItem, priceListId: string | null): number | null {
  if (!priceListId) return null;
  return item.prices.find((p) => p.priceListId === priceListId)?.price ?? null;
}

/** A line's unit price: the list price plus its modifiers' deltas (null without a price). */
export function unitPrice(
  item: MenuItem | undefined,
  line: Pick<DraftLine, 'modifierIds'>,
  priceListId: string | null,
): number | null {
  if (!item) return null;
  const base = itemPrice(item, priceListId);
  if (base === null) return null;
  const delta = line.modifierIds.reduce((sum, id) => sum + (item.modifiers.find((m) => m.id === id)?.priceDelta ?? 0), 0);
  return Math.max(0, base + delta);
}

/** Adds one of `item` (course `course`): a new line, or one more of an identical plain line. */
export function addItem(draft: Draft, item: MenuItem, course = 1): Draft {
  const same = draft.lines.find(
    (l) => l.productId === item.productId && l.modifierIds.length === 0 && l.note === '' && l.course === course,
  );
  if (same) return changeLine(draft, same.id, { quantity: same.quantity + 1 });
  const line: DraftLine = {
    id: uuidv7(),
    productId: item.productId,
    name: item.name,
    quantity: 1,
    modifierIds: [],
    note: '',
    course,
  };
  return { ...draft, lines: [...draft.lines, line] };
}

/** Changes a line; quantity 0 removes it; quantity and course are kept within their bounds. */
export function changeLine(draft: Draft, lineId: string, change: Partial<Omit<DraftLine, 'id' | 'productId' | 'name'>>): Draft {
  const lines: DraftLine[] = [];
  for (const l of draft.lines) {
    if (l.id !== lineId) {
      lines.push(l);
      continue;
    }
    const next = { ...l, ...change };
    if (next.quantity <= 0) continue;
    next.quantity = Math.min(MAX_LINE_QUANTITY, Math.round(next.quantity));
    next.course = Math.min(MAX_COURSE, Math.max(1, Math.round(next.course)));
    lines.push(next);
  }
  return { ...draft, lines };
}

/** Switches a modifier on or off on a line. */
export function toggleModifier(draft: Draft, lineId: string, modifierId: string): Draft {
  const line = draft.lines.find((l) => l.id === lineId);
  if (!line) return draft;
  const on = line.modifierIds.includes(modifierId);
  return changeLine(draft, lineId, {
    modifierIds: on ? line.modifierIds.filter((id) => id !== modifierId) : [...line.modifierIds, modifierId],
  });
}

/** The draft's total (cents) at the area's list; lines without a price count 0. */
export function draftTotal(draft: Draft, items: readonly MenuItem[], priceListId: string | null): number {
  return draft.lines.reduce((sum, l) => {
    const item = items.find((i) => i.productId === l.productId);
    return sum + (unitPrice(item, l, priceListId) ?? 0) * l.quantity;
  }, 0);
}

/** The args of 'kitchenOrder.addLines' for the draft (null when it has no line). */
export function commandArgs(draft: Draft, at: Date = new Date()) {
  if (draft.lines.length === 0) return null;
  return {
    orderId: draft.orderId,
    tableId: draft.tableId,
    lines: draft.lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      quantity: l.quantity,
      modifierIds: l.modifierIds,
      note: l.note.trim(),
      course: l.course,
    })),
    at: at.toISOString(),
  };
}
