// A served restaurant or VIP table order is a sale, booked once (issue 35). The implementation comes
// from the bill-and-books branch; this file holds the interface the orders' serving calls.
import type { Tx } from '../db/client';

export async function bookServedOrder(
  _tx: Tx,
  _input: { orderId: string; servedBy: string; at: Date },
): Promise<{ saleId: string | null }> {
  throw new Error('bookServedOrder: not merged yet');
}
