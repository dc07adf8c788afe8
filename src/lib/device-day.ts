// yyyy-MM-dd of an instant on this device's calendar (the venue's for a device at the venue): how
// the replica's lists filter by day offline, and what "today" is for a price list's validity.
export function deviceDay(at: string | number | Date = Date.now()): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
