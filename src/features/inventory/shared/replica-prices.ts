// What a product costs on each price list, read from the replica (issue 36, item 2): a bar
// manager asks "how much is a bottle of Fernet on the VIP list" with or without the network. Only
// active products with a price; the lists in force today first, then by name.
import { useLiveQuery } from 'dexie-react-hooks';
import type { NoctuaDb } from '../../../lib/db/noctua-db';
import { text } from '../../../lib/replica/row-values';
import { matchRank } from '../../../lib/search-rank';
import { useReplica } from '../../../lib/sync/use-replica';
import { normalizeSearch } from '../../../lib/ui/data-table';

export interface PriceOnList {
  listId: string;
  listName: string;
  /** In force on the day asked (validFrom ≤ day ≤ validTo, open ends never end). */
  current: boolean;
  /** Cents. */
  price: number;
}

export interface ProductPrices {
  productId: string;
  name: string;
  category: string;
  prices: PriceOnList[];
}

/** Every active product with at least one price, with its prices (current lists first). */
export async function readReplicaPrices(db: NoctuaDb, day: string): Promise<ProductPrices[]> {
  const [lists, items, products] = await Promise.all([
    db.priceLists.toArray(),
    db.priceListItems.toArray(),
    db.products.toArray(),
  ]);
  const listById = new Map(
    lists.map((l) => {
      const from = text(l.validFrom);
      const to = text(l.validTo);
      return [l.id, { name: text(l.name), current: (!from || from <= day) && (!to || to >= day) }];
    }),
  );
  const byProduct = new Map<string, PriceOnList[]>();
  for (const item of items) {
    const list = listById.get(item.priceListId);
    if (!list || typeof item.price !== 'number') continue;
    const prices = byProduct.get(item.productId) ?? [];
    prices.push({ listId: item.priceListId, listName: list.name, current: list.current, price: item.price });
    byProduct.set(item.productId, prices);
  }
  return products
    .filter((p) => p.active !== false && byProduct.has(p.id))
    .map((p) => ({
      productId: p.id,
      name: text(p.name),
      category: text(p.category),
      prices: (byProduct.get(p.id) ?? []).sort(
        (a, b) => Number(b.current) - Number(a.current) || a.listName.localeCompare(b.listName, 'es'),
      ),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/**
 * The products whose name or category hold every typed word (accents and case ignored), best
 * match first (src/lib/search-rank.ts), at most `limit`.
 */
export function searchPrices(all: readonly ProductPrices[], query: string, limit = 20): ProductPrices[] {
  const normalized = normalizeSearch(query).trim().replace(/\s+/g, ' ');
  const words = normalized.split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const ranked: { product: ProductPrices; rank: number }[] = [];
  for (const p of all) {
    const name = normalizeSearch(p.name);
    const text = `${name} ${normalizeSearch(p.category)}`;
    if (words.every((w) => text.includes(w))) ranked.push({ product: p, rank: matchRank(name, normalized, words) });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map((r) => r.product);
}

export function useReplicaPrices(day: string): ProductPrices[] | null | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => (db ? readReplicaPrices(db, day) : null), [db, day]);
}
