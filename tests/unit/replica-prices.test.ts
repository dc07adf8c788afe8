// Prices from the replica (issue 36, item 2): what a product costs on each list, the lists in force
// on the day first, inactive or unpriced products left out, and the search ranking names first.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readReplicaPrices, searchPrices } from '../../src/features/inventory/shared/replica-prices';
import { NoctuaDb } from '../../src/lib/db/noctua-db';

let db: NoctuaDb;
let counter = 0;
const v = { version: 1, venueId: 'v1' };

beforeEach(async () => {
  db = new NoctuaDb(`noctua-test-prices-${Date.now()}-${counter++}`);
  await db.open();
  await db.priceLists.bulkPut([
    { id: 'gen', ...v, name: 'Lista general', validFrom: null, validTo: null },
    { id: 'vip', ...v, name: 'Lista VIP', validFrom: '2026-01-01', validTo: null },
    { id: 'old', ...v, name: 'Verano 2025', validFrom: '2025-01-01', validTo: '2025-03-31' },
  ]);
  await db.products.bulkPut([
    { id: 'fer', ...v, name: 'Fernet con cola', kind: 'drink', category: 'Tragos', active: true },
    { id: 'bot', ...v, name: 'Botella Fernet Branca', kind: 'bottle', category: 'Botellas', active: true },
    { id: 'gin', ...v, name: 'Gin tonic', kind: 'drink', category: 'Tragos', active: true },
    {
      id: 'gone',
      ...v,
      name: 'Fernet viejo',
      kind: 'drink',
      category: 'Tragos',
      // Off sale: a replicated row is never a tombstone, an inactive product is how one goes.
      active: false,
    },
  ]);
  await db.priceListItems.bulkPut([
    { id: 'i1', version: 1, priceListId: 'gen', productId: 'fer', price: 800000 },
    { id: 'i2', version: 1, priceListId: 'vip', productId: 'fer', price: 1000000 },
    { id: 'i3', version: 1, priceListId: 'old', productId: 'fer', price: 500000 },
    { id: 'i4', version: 1, priceListId: 'vip', productId: 'bot', price: 9500000 },
    { id: 'i5', version: 1, priceListId: 'gen', productId: 'gone', price: 1 },
  ]);
});

afterEach(async () => {
  await db.delete();
});

describe('prices from the replica', () => {
  it('lists each priced product with its prices, the lists in force first', async () => {
    const all = await readReplicaPrices(db, '2026-12-06');
    expect(all.map((p) => p.productId)).toEqual(['bot', 'fer']);
    expect(all[1]?.prices).toEqual([
      { listId: 'gen', listName: 'Lista general', current: true, price: 800000 },
      { listId: 'vip', listName: 'Lista VIP', current: true, price: 1000000 },
      { listId: 'old', listName: 'Verano 2025', current: false, price: 500000 },
    ]);
  });

  it('finds by name words and category, names starting with the text first', async () => {
    const all = await readReplicaPrices(db, '2026-12-06');
    expect(searchPrices(all, 'fernet').map((p) => p.productId)).toEqual(['fer', 'bot']);
    expect(searchPrices(all, 'FERNÉT branca').map((p) => p.productId)).toEqual(['bot']);
    expect(searchPrices(all, 'botellas').map((p) => p.productId)).toEqual(['bot']);
    expect(searchPrices(all, '  ')).toEqual([]);
  });
});
