// The venues of a chain for bench/chain.ts: beside the demo venue, small venues written straight
// into the database, each with what a busy night touches — a warehouse and two bars with stock,
// drinks with recipes on a price list, two bar terminals with ingestion keys, tonight's night open,
// VIP cards with balances, and one manager who may read every replicated table (the demo admin's
// privilege codes and password hash, so no password is hashed per venue).
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import {
  cardLedger,
  cardTypes,
  goods,
  nights,
  pointsOfSale,
  priceListItems,
  priceLists,
  products,
  recipeLines,
  stockLevels,
  stockLocations,
  terminals,
  userPrivileges,
  users,
  userVenues,
  venues,
  vipCards,
} from '../../server/db/schema';
import { bulkInsert } from '../../server/db/seed/bulk';
import { venueClock } from '../../server/domain/night-of';
import { generateApiKey } from '../../server/lib/api-keys';
import { businessDate } from '../../src/contract/business-date';
import { uuidv7 } from '../../src/contract/uuid';

export interface ChainVenue {
  venueId: string;
  /** Its manager (password `noctua2026`). */
  email: string;
  warehouseId: string;
  goodIds: string[];
  /** One ingestion key per bar terminal. */
  keys: string[];
  /** What the bars sell: product and price (cents). */
  items: { productId: string; price: number }[];
  /** A card that never runs out, for the sales paid by VIP card. */
  cardNumber: string;
}

export const CHAIN_SHAPE = { goods: 150, products: 40, bars: 2, cards: 300 } as const;

/** Writes venue `index` of the chain (one transaction) and answers what the simulation needs. */
export async function addChainVenue(db: Db, index: number, template: { email: string }): Promise<ChainVenue> {
  const [admin] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, template.email));
  if (!admin) throw new Error(`no ${template.email} to copy`);
  const codes = (
    await db.select({ code: userPrivileges.code }).from(userPrivileges).where(eq(userPrivileges.userId, admin.id))
  ).map((r) => r.code);
  const venueId = uuidv7();
  const userId = uuidv7();
  const email = `cadena-${index}@noctua.test`;
  const warehouseId = uuidv7();
  const barIds = Array.from({ length: CHAIN_SHAPE.bars }, () => uuidv7());
  const priceListId = uuidv7();
  const goodIds = Array.from({ length: CHAIN_SHAPE.goods }, () => uuidv7());
  const productIds = Array.from({ length: CHAIN_SHAPE.products }, () => uuidv7());
  const posIds = barIds.map(() => uuidv7());
  const cardTypeId = uuidv7();
  const cardNumber = `CADENA-${index}-0000`;
  const items = productIds.map((productId, i) => ({ productId, price: 150_000 + (i % 10) * 25_000 }));
  const keys: string[] = [];
  await db.transaction(async (tx) => {
    await tx.insert(venues).values({ id: venueId, name: `Local ${index}`, legalName: `Local ${index} SA`, taxId: `30-${index}` });
    await tx.insert(users).values({
      id: userId,
      email,
      firstName: 'Encargado',
      lastName: `Local ${index}`,
      displayName: `Encargado ${index}`,
      passwordHash: admin.passwordHash,
      defaultVenueId: venueId,
    });
    await tx.insert(userVenues).values({ userId, venueId });
    await bulkInsert(
      tx,
      userPrivileges,
      codes.map((code) => ({ userId, code })),
    );
    await tx
      .insert(stockLocations)
      .values([
        { id: warehouseId, venueId, kind: 'warehouse', name: 'Depósito' },
        ...barIds.map((id, i) => ({ id, venueId, kind: 'bar' as const, name: `Barra ${i + 1}` })),
      ]);
    await tx.insert(priceLists).values({ id: priceListId, venueId, name: 'Barra' });
    await tx.insert(pointsOfSale).values(
      barIds.map((stockLocationId, i) => ({
        id: posIds[i] as string,
        venueId,
        kind: 'bar' as const,
        name: `Barra ${i + 1}`,
        stockLocationId,
        priceListId,
      })),
    );
    await bulkInsert(
      tx,
      goods,
      goodIds.map((id, i) => ({
        id,
        venueId,
        sku: `G-${i}`,
        name: `Botella ${i}`,
        category: 'Bebidas',
        unit: 'unit' as const,
        content: 750,
        unitCost: 500_000,
      })),
    );
    await bulkInsert(
      tx,
      stockLevels,
      [warehouseId, ...barIds].flatMap((locationId) =>
        goodIds.map((goodId) => ({ id: uuidv7(), locationId, goodId, quantity: 500 })),
      ),
    );
    await bulkInsert(
      tx,
      products,
      productIds.map((id, i) => ({ id, venueId, name: `Trago ${i}`, kind: 'drink' as const, category: 'Tragos' })),
    );
    // Each drink pours from one or two bottles.
    await bulkInsert(
      tx,
      recipeLines,
      productIds.flatMap((productId, i) => [
        { id: uuidv7(), productId, goodId: goodIds[i % goodIds.length] as string, quantity: 0.067 },
        ...(i % 2 === 0
          ? [{ id: uuidv7(), productId, goodId: goodIds[(i * 7 + 1) % goodIds.length] as string, quantity: 0.2 }]
          : []),
      ]),
    );
    await bulkInsert(
      tx,
      priceListItems,
      items.map((it) => ({ id: uuidv7(), priceListId, productId: it.productId, price: it.price })),
    );
    for (const [i, pointOfSaleId] of posIds.entries()) {
      const key = generateApiKey();
      await tx.insert(terminals).values({
        pointOfSaleId,
        name: `Terminal ${i + 1}`,
        deviceId: `CADENA-${index}-${i}`,
        apiKeyHash: key.hash,
        apiKeyPrefix: key.prefix,
      });
      keys.push(key.key);
    }
    await tx.insert(cardTypes).values({ id: cardTypeId, venueId, name: 'VIP' });
    const cardIds = Array.from({ length: CHAIN_SHAPE.cards }, () => uuidv7());
    await bulkInsert(
      tx,
      vipCards,
      cardIds.map((id, i) => ({
        id,
        venueId,
        number: i === 0 ? cardNumber : `CADENA-${index}-${String(i).padStart(4, '0')}`,
        holderName: `Cliente ${i}`,
        cardTypeId,
      })),
    );
    await bulkInsert(
      tx,
      cardLedger,
      cardIds.map((cardId, i) => ({
        id: uuidv7(),
        cardId,
        kind: 'topup' as const,
        amount: i === 0 ? 1e12 : 1_000_000,
        method: 'cash' as const,
      })),
    );
    const clock = await venueClock(tx, venueId);
    await tx.insert(nights).values({
      venueId,
      businessDate: businessDate(new Date(), clock.timezone, clock.cutoffHour),
      eventName: 'Sábado',
      opensAt: new Date(Date.now() - 3_600_000),
      closesAt: new Date(Date.now() + 6 * 3_600_000),
      status: 'open',
      openedAt: new Date(),
    });
  });
  return { venueId, email, warehouseId, goodIds, keys, items, cardNumber };
}
