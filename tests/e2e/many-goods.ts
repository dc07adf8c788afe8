// Goods generated up to a total for a venue, for the screens and benchmarks that need a large
// catalogue (a warehouse of 2,000 goods): drinks of ten kinds, ten brands and five sizes, half of
// them weighable, each with a barcode. Written straight into the database before the server starts.
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { goodBarcodes, goods } from '../../server/db/schema';
import { uuidv7 } from '../../src/contract/uuid';

const KINDS = ['Fernet', 'Gin', 'Vodka', 'Whisky', 'Ron', 'Tequila', 'Vino tinto', 'Espumante', 'Licor', 'Aperitivo'];
const BRANDS = ['Andino', 'Del Sur', 'Patagonia', 'Río', 'Cumbre', 'Pampa', 'Norte', 'Delta', 'Sierra', 'Litoral'];
const SIZES = [350, 500, 700, 750, 1000];

/** Adds generated goods until the venue has `total`; answers how many it already had. */
export async function addGoodsUpTo(db: Db, venueId: string, total: number): Promise<{ existing: number; added: number }> {
  const existing = (await db.select({ id: goods.id }).from(goods).where(eq(goods.venueId, venueId))).length;
  const rows: (typeof goods.$inferInsert)[] = [];
  const codes: (typeof goodBarcodes.$inferInsert)[] = [];
  for (let i = 0; rows.length < total - existing; i++) {
    const kind = KINDS[i % KINDS.length] as string;
    const brand = BRANDS[Math.floor(i / KINDS.length) % BRANDS.length] as string;
    const size = SIZES[Math.floor(i / 100) % SIZES.length] as number;
    const id = uuidv7();
    const empty = 350 + (i % 7) * 40;
    rows.push({
      id,
      venueId,
      sku: `BEN-${String(i + 1).padStart(4, '0')}`,
      name: `${kind} ${brand} ${size} ml ${String(i + 1).padStart(4, '0')}`,
      category: `${kind}s de banco`,
      unit: 'bottle',
      content: size,
      fullWeight: i % 2 === 0 ? empty + size : null,
      emptyWeight: i % 2 === 0 ? empty : null,
      unitCost: 100_000 + i * 10,
    });
    codes.push({ id: uuidv7(), venueId, goodId: id, barcode: `29${String(i + 1).padStart(10, '0')}0` });
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(goods).values(rows.slice(i, i + 500));
  for (let i = 0; i < codes.length; i += 500) await db.insert(goodBarcodes).values(codes.slice(i, i + 500));
  return { existing, added: rows.length };
}
