// The short ticket number people read aloud and staff look a sale up by (cancellation screens, the
// VIP orders board): the last 8 hex digits of the sale's id. Terminals make time-ordered ids
// (uuidv7), whose first digits are shared by every sale of the same minute.
export function ticketNumber(saleId: string): string {
  return saleId.slice(-8).toUpperCase();
}
