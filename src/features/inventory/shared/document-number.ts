// The number of an inventory document as staff read and search it: transfer notes, purchase orders,
// goods receipts and returns are numbered per venue by the server and shown six digits wide (000012).
export function documentNumber(n: number): string {
  return String(n).padStart(6, '0');
}
