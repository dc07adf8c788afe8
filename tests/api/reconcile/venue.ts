// The small venue each reconciled night is played in (tests/api/reconciliation.test.ts): written
// straight into the tables once per night, so every generated night starts from books that are
// known (opening stock, the safe's money, the cards' balances) and a shrunk failure replays alone.
// Everything the night itself does goes through the API.
import { eq } from 'drizzle-orm';
import {
  cardLedger,
  cardTypes,
  cashAccounts,
  cashCategories,
  cashMovements,
  goods,
  nights,
  pointsOfSale,
  priceListItems,
  priceLists,
  products,
  recipeLines,
  staffMembers,
  stockLocations,
  stockMovements,
  suppliers,
  users,
  venues,
  vipCards,
} from '../../../server/db/schema';
import { systemCategoryId } from '../../../server/domain/cash-ledger';
import { businessDate } from '../../../src/contract/business-date';
import { uuidv7 } from '../../../src/contract/uuid';
import { type Harness, json } from '../harness';

const TIME_ZONE = 'America/Argentina/Buenos_Aires';

export interface Good {
  id: string;
  unitCost: number;
}
export interface Product {
  id: string;
  price: number;
  /** good index → quantity consumed per unit sold (3 decimals at most). */
  recipe: { good: number; quantity: number }[];
}
export interface Till {
  posId: string;
  registerId: string;
  /** The bar's stock location (null for the ticket office). */
  locationId: string | null;
  key: string;
}

export interface Venue {
  id: string;
  nightId: string;
  /** The night under way began 20 hours ago: everything the server stamps "now" falls inside it. */
  opensAt: Date;
  warehouseId: string;
  tills: { bar1: Till; bar2: Till; door: Till };
  safeId: string;
  /** The supplier of the deliveries before the night (issue 38). */
  supplierId: string;
  goods: Good[];
  drinks: Product[];
  entry: Product;
  cards: { id: string; number: string }[];
  staffMemberId: string;
  /** All codes; 107 + 207 (confirms counts, decides cancellations); 141 (counts, asks cancellations); 420 (stock). */
  tokens: { admin: string; supervisor: string; cashier: string; stock: string };
  supervisorId: string;
  supervisorEmail: string;
  threshold: number;
  categories: { income: string; expense: string; system: Record<'short' | 'over' | 'bar', string | null> };
}

export const OPENING = { stock: 40, safe: 50_000_000, card: 3_000_000 } as const;
const GOODS = [18_000, 9_500, 1_250];
const DRINKS: { price: number; recipe: { good: number; quantity: number }[] }[] = [
  {
    price: 450_000,
    recipe: [
      { good: 0, quantity: 0.067 },
      { good: 2, quantity: 1 },
    ],
  },
  { price: 300_000, recipe: [{ good: 1, quantity: 0.125 }] },
  { price: 2_800_000, recipe: [{ good: 0, quantity: 1 }] },
];

let venueCount = 0;

export async function buildVenue(h: Harness, allCodes: readonly string[]): Promise<Venue> {
  const db = h.database.db;
  const n = ++venueCount;
  const tag = `${n}-${uuidv7().slice(-8)}`;
  const threshold = 500_000;
  // The business day turns in one to two hours (UTC−3, no DST): the 20 hours before now, and a
  // night that takes a while to play, are one business day.
  const now = Date.now();
  const cutoff = (new Date(now).getUTCHours() - 3 + 24 + 2) % 24;
  const opensAt = new Date(now - 20 * 3_600_000);
  const [venue] = await db
    .insert(venues)
    .values({
      name: `Reconciliación ${tag}`,
      legalName: 'Rec SA',
      taxId: '30-9',
      cashOverShortThreshold: threshold,
      businessDayCutoffHour: cutoff,
    })
    .returning({ id: venues.id });
  const venueId = venue?.id as string;
  const [warehouse] = await db.insert(stockLocations).values({ venueId, kind: 'warehouse', name: 'Depósito' }).returning();
  const [loc1] = await db.insert(stockLocations).values({ venueId, kind: 'bar', name: 'Barra 1' }).returning();
  const [loc2] = await db.insert(stockLocations).values({ venueId, kind: 'bar', name: 'Barra 2' }).returning();
  const pos = await db
    .insert(pointsOfSale)
    .values([
      { venueId, kind: 'bar', name: 'Barra 1', stockLocationId: loc1?.id },
      { venueId, kind: 'bar', name: 'Barra 2', stockLocationId: loc2?.id },
      { venueId, kind: 'ticket_office', name: 'Boletería' },
    ])
    .returning();
  const registers = await db
    .insert(cashAccounts)
    .values([
      ...pos.map((p) => ({ venueId, kind: 'register' as const, name: `Caja ${p.name}`, pointOfSaleId: p.id })),
      { venueId, kind: 'safe' as const, name: 'Tesoro' },
    ])
    .returning();
  const safeId = registers[3]?.id as string;
  const goodRows = await db
    .insert(goods)
    .values(
      GOODS.map((unitCost, i) => ({
        venueId,
        sku: `G${i}`,
        name: `Mercadería ${i}`,
        category: 'Bebidas',
        unit: 'bottle' as const,
        unitCost,
      })),
    )
    .returning();
  const drinkRows = await db
    .insert(products)
    .values(DRINKS.map((_, i) => ({ venueId, name: `Trago ${i}`, kind: 'drink' as const, category: 'Tragos' })))
    .returning();
  const [entryRow] = await db
    .insert(products)
    .values({ venueId, name: 'Entrada', kind: 'entry', category: 'Entradas' })
    .returning();
  await db.insert(recipeLines).values(
    DRINKS.flatMap((d, i) =>
      d.recipe.map((r) => ({
        productId: drinkRows[i]?.id as string,
        goodId: goodRows[r.good]?.id as string,
        quantity: r.quantity,
      })),
    ),
  );
  // The list VIP tables order from (its name says VIP), at the bar's prices.
  const [list] = await db.insert(priceLists).values({ venueId, name: 'Lista VIP' }).returning();
  await db
    .insert(priceListItems)
    .values(DRINKS.map((d, i) => ({ priceListId: list?.id as string, productId: drinkRows[i]?.id as string, price: d.price })));
  const [type] = await db.insert(cardTypes).values({ venueId, name: 'Gold' }).returning();
  const cards = await db
    .insert(vipCards)
    .values([0, 1].map((i) => ({ venueId, number: `R${tag}-${i}`, holderName: `Cliente ${i}`, cardTypeId: type?.id as string })))
    .returning();
  const [supplier] = await db.insert(suppliers).values({ venueId, name: 'Distribuidora' }).returning();
  const [staff] = await db.insert(staffMembers).values({ venueId, name: 'DJ Invitado', role: 'dj', ratePerNight: 0 }).returning();
  const [night] = await db
    .insert(nights)
    .values({
      venueId,
      businessDate: businessDate(opensAt, TIME_ZONE, cutoff),
      eventName: 'Noche al azar',
      opensAt,
      closesAt: new Date(now + 2 * 3_600_000),
      status: 'open',
    })
    .returning();

  // The books before the night: opening stock bought into the warehouse and both bars, the safe's
  // money, each card's prepaid balance.
  const before = new Date(opensAt.getTime() - 86_400_000);
  const locations = [warehouse?.id, loc1?.id, loc2?.id] as string[];
  await db.insert(stockMovements).values(
    locations.flatMap((locationId) =>
      goodRows.map((g) => ({
        locationId,
        goodId: g.id,
        kind: 'purchase' as const,
        quantity: OPENING.stock,
        unitCost: g.unitCost,
        at: before,
      })),
    ),
  );
  await db
    .insert(cashMovements)
    .values({ accountId: safeId, kind: 'income', amount: OPENING.safe, at: before, note: 'Saldo inicial' });
  await db
    .insert(cardLedger)
    .values(
      cards.map((c) => ({ cardId: c.id, kind: 'topup' as const, amount: OPENING.card, method: 'cash' as const, at: before })),
    );

  const [income] = await db.insert(cashCategories).values({ venueId, kind: 'income', name: 'Eventos privados' }).returning();
  const [expense] = await db.insert(cashCategories).values({ venueId, kind: 'expense', name: 'Proveedores' }).returning();
  // The categories the booking rules file movements under, as the venue would have them.
  const system = await db.transaction(async (tx) => ({
    short: await systemCategoryId(tx, venueId, 'register_short'),
    over: await systemCategoryId(tx, venueId, 'register_over'),
    bar: await systemCategoryId(tx, venueId, 'sales_bar'),
  }));

  const supervisorEmail = `rec-sup-${tag}@noctua.test`;
  const admin = await h.createUser(`rec-admin-${tag}@noctua.test`, allCodes, venueId, 'Ana Gerente');
  const supervisor = await h.createUser(supervisorEmail, ['107', '207'], venueId, 'Sergio Supervisor');
  const cashier = await h.createUser(`rec-caja-${tag}@noctua.test`, ['141'], venueId, 'Carla Cajera');
  const stock = await h.createUser(`rec-stock-${tag}@noctua.test`, ['420', '103', '109'], venueId, 'Esteban Stock');
  const [sup] = await db.select({ id: users.id }).from(users).where(eq(users.email, supervisorEmail));
  const supervisorId = sup?.id as string;

  const till = async (i: number, locationId: string | null): Promise<Till> => {
    const posId = pos[i]?.id as string;
    const t = await json<{ id: string }>(
      await h.request('POST', '/satelite/terminales', {
        token: admin,
        body: { pointOfSaleId: posId, name: `T${i}`, deviceId: `REC-${uuidv7()}` },
      }),
      201,
    );
    const k = await json<{ apiKey: string }>(await h.request('POST', `/satelite/terminales/${t.id}/clave`, { token: admin }));
    return { posId, registerId: registers[i]?.id as string, locationId, key: k.apiKey };
  };
  return {
    id: venueId,
    nightId: night?.id as string,
    opensAt,
    warehouseId: warehouse?.id as string,
    tills: { bar1: await till(0, loc1?.id as string), bar2: await till(1, loc2?.id as string), door: await till(2, null) },
    safeId,
    supplierId: supplier?.id as string,
    goods: goodRows.map((g) => ({ id: g.id, unitCost: g.unitCost })),
    drinks: DRINKS.map((d, i) => ({ id: drinkRows[i]?.id as string, price: d.price, recipe: d.recipe })),
    entry: { id: entryRow?.id as string, price: 1_000_000, recipe: [] },
    cards: cards.map((c) => ({ id: c.id, number: c.number })),
    staffMemberId: staff?.id as string,
    tokens: { admin, supervisor, cashier, stock },
    supervisorId,
    supervisorEmail,
    threshold,
    categories: { income: income?.id as string, expense: expense?.id as string, system },
  };
}
