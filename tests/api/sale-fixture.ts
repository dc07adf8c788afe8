// A completed sale that a cancellation request may be made for: of the venue, in a night that is
// not closed, with no request yet. The demo seed's night under way holds the sales made until the
// moment it was seeded, so just after doors open (23:30 local) it has few or none, and the tests
// that ask for cancellations found "no sale left" at that hour. Then a sale of an earlier night is
// copied into the night under way, lines and all, at the current time: the same kind of row a
// terminal sends.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { nights, saleLines, sales } from '../../server/db/schema';

export async function saleToCancel(db: Db, venueId: string): Promise<string> {
  const [found] = await db
    .select({ id: sales.id })
    .from(sales)
    .innerJoin(nights, eq(nights.id, sales.nightId))
    .where(
      and(
        eq(nights.venueId, venueId),
        eq(sales.status, 'completed'),
        ne(nights.status, 'closed'),
        sql`not exists (select 1 from cancellation_requests r where r.sale_id = ${sales.id})`,
      ),
    )
    .limit(1);
  if (found) return found.id;

  const [night] = await db
    .select({ id: nights.id })
    .from(nights)
    .where(and(eq(nights.venueId, venueId), ne(nights.status, 'closed')))
    .orderBy(desc(nights.opensAt))
    .limit(1);
  const [source] = await db
    .select()
    .from(sales)
    .innerJoin(nights, eq(nights.id, sales.nightId))
    .where(and(eq(nights.venueId, venueId), eq(sales.status, 'completed'), ne(sales.payment, 'vip_card')))
    .orderBy(desc(sales.at))
    .limit(1);
  if (!night || !source) throw new Error('no night under way or no sale to copy');
  const id = randomUUID();
  const { pointOfSaleId, terminalId, cashierId, payment, total } = source.sales;
  await db.transaction(async (tx) => {
    await tx
      .insert(sales)
      .values({ id, nightId: night.id, pointOfSaleId, terminalId, cashierId, payment, total, at: new Date() });
    const lines = await tx.select().from(saleLines).where(eq(saleLines.saleId, source.sales.id));
    if (lines.length > 0)
      await tx
        .insert(saleLines)
        .values(lines.map((l) => ({ saleId: id, productId: l.productId, quantity: l.quantity, unitPrice: l.unitPrice })));
  });
  return id;
}
