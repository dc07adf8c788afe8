// The demo venue's purchasing (issue 38): one supplier per name on the goods' supplier field, selling
// those goods in the goods' packs at their current unit cost; per venue a draft order and an order
// already sent to the main warehouse (what the door receives in a demo, `npm start` → Recepción).
// Written after the generated rows; nothing here moves stock or a cost — receiving does that.
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../client';
import { goods, purchaseOrderLines, purchaseOrders, stockLocations, supplierGoods, suppliers, users, venues } from '../schema';

const CONTACTS = ['Marcela Giménez', 'Jorge Paz', 'Sofía Herrera', 'Ramiro Castro', 'Inés Molina', 'Pablo Ferreyra'];

export async function seedPurchasing(tx: Tx, now: Date): Promise<number> {
  let written = 0;
  for (const venue of await tx.select().from(venues)) {
    const venueGoods = await tx
      .select()
      .from(goods)
      .where(and(eq(goods.venueId, venue.id), eq(goods.active, true), isNull(goods.deletedAt)));
    const names = [...new Set(venueGoods.map((g) => g.supplier.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'es'));
    if (names.length === 0) continue;
    const [warehouse] = await tx
      .select()
      .from(stockLocations)
      .where(and(eq(stockLocations.venueId, venue.id), eq(stockLocations.kind, 'warehouse'), isNull(stockLocations.deletedAt)))
      .orderBy(stockLocations.name)
      .limit(1);
    const [manager] = await tx.select({ id: users.id }).from(users).where(eq(users.defaultVenueId, venue.id)).limit(1);
    const made = await tx
      .insert(suppliers)
      .values(
        names.map((name, i) => ({
          venueId: venue.id,
          name,
          taxId: `30-${String(71_000_000 + i * 137_911).slice(0, 8)}-${i % 10}`,
          contact: CONTACTS[i % CONTACTS.length] ?? '',
          phone: `+54 11 4${String(300_0000 + i * 21_731).slice(0, 7)}`,
          email: `pedidos@${name
            .toLowerCase()
            .normalize('NFD')
            .replace(/[^a-z]/g, '')}.com.ar`,
          leadTimeDays: 1 + (i % 3),
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: suppliers.id, name: suppliers.name });
    const idOf = new Map(made.map((s) => [s.name, s.id]));
    const sold = venueGoods
      .filter((g) => idOf.has(g.supplier.trim()))
      .map((g) => ({
        supplierId: idOf.get(g.supplier.trim()) as string,
        goodId: g.id,
        packSize: Math.max(1, g.supplierPack),
        lastPrice: g.unitCost,
        lastPriceAt: now,
        createdAt: now,
        updatedAt: now,
      }));
    if (sold.length > 0) await tx.insert(supplierGoods).values(sold);
    written += made.length + sold.length;
    if (!warehouse) continue;

    // A draft from the first supplier and an order sent yesterday by the second (or the first).
    const plan: { supplier: string; status: 'draft' | 'sent' }[] = [
      { supplier: names[0] as string, status: 'draft' },
      { supplier: (names[1] ?? names[0]) as string, status: 'sent' },
    ];
    for (const [i, p] of plan.entries()) {
      const supplierId = idOf.get(p.supplier) as string;
      const lines = sold.filter((s) => s.supplierId === supplierId).slice(0, 4);
      if (lines.length === 0) continue;
      const sentAt = new Date(now.getTime() - 86_400_000);
      const [order] = await tx
        .insert(purchaseOrders)
        .values({
          venueId: venue.id,
          number: i + 1,
          supplierId,
          locationId: warehouse.id,
          status: p.status,
          expectedOn: new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10),
          note: p.status === 'sent' ? 'Entregar por la puerta de servicio, de 14 a 18 h' : '',
          createdBy: manager?.id ?? null,
          sentAt: p.status === 'sent' ? sentAt : null,
          createdAt: p.status === 'sent' ? sentAt : now,
          updatedAt: now,
        })
        .returning({ id: purchaseOrders.id });
      await tx.insert(purchaseOrderLines).values(
        lines.map((l, j) => ({
          orderId: order?.id as string,
          goodId: l.goodId,
          packSize: l.packSize,
          quantity: l.packSize * (2 + (j % 3)),
          unitPrice: l.lastPrice,
          createdAt: now,
          updatedAt: now,
        })),
      );
      written += 1 + lines.length;
    }
  }
  return written;
}
