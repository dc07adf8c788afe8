// The last column of a list: its row actions. No header, not sorted, left out of exports.
import type { ReactNode } from 'react';
import type { DataColumn } from './data-table';
import { type RowAction, RowActions } from './row-actions';

/** An actions column showing what `render` gives for each row. */
export function actionsColumn<T>(render: (row: T) => ReactNode): DataColumn<T> {
  return { key: 'actions', header: '', value: () => null, sortable: false, exportable: false, render };
}

/**
 * An actions column of RowActions (small buttons from md up, one "…" menu on phones).
 * `busy` makes the phone menu's button wait.
 */
export function rowActionsColumn<T>(
  menuLabel: string | ((row: T) => string),
  actions: (row: T) => RowAction[],
  busy?: (row: T) => boolean,
): DataColumn<T> {
  return actionsColumn((r) => (
    <RowActions menuLabel={typeof menuLabel === 'string' ? menuLabel : menuLabel(r)} busy={busy?.(r)} actions={actions(r)} />
  ));
}
