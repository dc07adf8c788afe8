// Reading a replicated row's loosely typed columns (Dexie rows are `[key: string]: unknown` past
// their indexed fields): text or '' and a number or 0, so a screen's view type never holds
// undefined. A replicated row is never a tombstone: a deletion travels as op 'delete' and removes
// the row (src/lib/sync/apply-pull.ts), so readers need no "deleted" filter.
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const numberOf = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0) || 0);
