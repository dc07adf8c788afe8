// Exports of a list as the user sees it (filtered and sorted), saved by the browser: the files are
// written by src/contract/table-files.ts (shared with the server's exports).
import { type ExportTable, toCsv, toXlsx } from '../../contract/table-files';

export { type ExportCell, type ExportTable, toCsv, toXlsx } from '../../contract/table-files';

/** Lets the browser save the bytes under `filename`. */
export function downloadFile(filename: string, data: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function exportTable(table: ExportTable, format: 'csv' | 'xlsx'): void {
  if (format === 'csv') downloadFile(`${table.name}.csv`, toCsv(table), 'text/csv;charset=utf-8');
  else
    downloadFile(
      `${table.name}.xlsx`,
      toXlsx(table) as Uint8Array<ArrayBuffer>,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
}
