// A small hand-computed venue for the balance-sheet and billing tests: three nights (the night under
// test, the night before, and the same weekday a week earlier) written straight into the ledgers
// the balance sheet reads, with every figure worked out by hand in balance-sheet.test.ts.
// Venue time zone America/Argentina/Buenos_Aires (UTC−3), business day from 09:00.
import type { Db } from '../../server/db/client';
import {
  cancellationRequests,
  cardLedger,
  cardTypes,
  cashAccounts,
  cashCategories,
  cashExtractions,
  cashMovements,
  cashSessions,
  comps,
  freeEntries,
  freeEntryCheckIns,
  goods,
  mobileOrders,
  nights,
  pointsOfSale,
  products,
  recipeLines,
  saleLines,
  sales,
  stockLocations,
  stockMovements,
  terminals,
  venues,
  vipCards,
} from '../../server/db/schema';
import { uuidv7 } from '../../src/contract/uuid';

/** Local wall time of the venue (UTC−3, no DST) as an instant. */
export const local = (date: string, time: string) => new Date(`${date}T${time}:00-03:00`);

export interface Fixture {
  venueId: string;
  night: string;
  previous: string;
  weekAgo: string;
  bar: string;
  door: string;
  barTerminal: string;
  doorTerminal: string;
  sales: { s1: string; s2: string; s3: string; s4: string; s5: string };
  requests: { approved: string; pending: string };
  card: string;
  comps: { posVip: string; artist: string; cancelledVip: string; staff: string };
}

export async function buildNight(db: Db, people: { ana: string; beto: string; sup: string }): Promise<Fixture> {
  const [venue] = await db
    .insert(venues)
    .values({ name: 'Club Balance', legalName: 'Balance SA', taxId: '30-1', cutoffHour: 9 } as typeof venues.$inferInsert)
    .returning({ id: venues.id });
  const venueId = venue?.id as string;
  const mkNight = async (businessDate: string, status: 'open' | 'closed') => {
    const [n] = await db
      .insert(nights)
      .values({
        venueId,
        businessDate,
        opensAt: local(businessDate, '23:00'),
        closesAt: new Date(local(businessDate, '23:00').getTime() + 7 * 3_600_000),
        status,
      })
      .returning({ id: nights.id });
    return n?.id as string;
  };
  const weekAgo = await mkNight('2026-03-06', 'closed');
  const previous = await mkNight('2026-03-12', 'closed');
  const night = await mkNight('2026-03-13', 'open');

  const [loc] = await db.insert(stockLocations).values({ venueId, kind: 'bar', name: 'Barra' }).returning();
  const locationId = loc?.id as string;
  const [bar] = await db
    .insert(pointsOfSale)
    .values({ venueId, kind: 'bar', name: 'Barra principal', stockLocationId: locationId })
    .returning();
  const [door] = await db.insert(pointsOfSale).values({ venueId, kind: 'ticket_office', name: 'Boletería' }).returning();
  const barId = bar?.id as string;
  const doorId = door?.id as string;
  const [t1] = await db
    .insert(terminals)
    .values({ pointOfSaleId: barId, name: 'POS Barra 1', deviceId: `dev-${uuidv7()}` })
    .returning();
  const [t2] = await db
    .insert(terminals)
    .values({ pointOfSaleId: doorId, name: 'POS Puerta', deviceId: `dev-${uuidv7()}` })
    .returning();
  const [vodka] = await db
    .insert(goods)
    .values({ venueId, sku: 'VOD-1', name: 'Vodka 750', category: 'Destilados', unit: 'bottle', content: 750, unitCost: 20_000 })
    .returning();
  const goodId = vodka?.id as string;
  const [drink] = await db
    .insert(products)
    .values({ venueId, name: 'Vodka tonic', kind: 'drink', category: 'Tragos' })
    .returning();
  const [entry] = await db
    .insert(products)
    .values({ venueId, name: 'Entrada general', kind: 'entry', category: 'Entradas' })
    .returning();
  const drinkId = drink?.id as string;
  const entryId = entry?.id as string;
  await db.insert(recipeLines).values({ productId: drinkId, goodId, quantity: 0.1 });
  const [type] = await db.insert(cardTypes).values({ venueId, name: 'Gold' }).returning();
  const [card] = await db
    .insert(vipCards)
    .values({ venueId, number: 'BAL-0001', holderName: 'Carla VIP', cardTypeId: type?.id as string })
    .returning();
  const cardId = card?.id as string;

  const ids = { s1: uuidv7(), s2: uuidv7(), s3: uuidv7(), s4: uuidv7(), s5: uuidv7() };
  type SaleSpec = [
    string,
    string,
    string,
    string,
    string,
    'cash' | 'card' | 'vip_card',
    string,
    number,
    number,
    'completed' | 'cancelled',
  ];
  // id, night, point of sale, terminal, cashier, payment, product, quantity, unit price, status — at
  const specs: [SaleSpec, Date][] = [
    [
      [ids.s1, night, doorId, t2?.id as string, people.ana, 'cash', entryId, 2, 500_000, 'completed'],
      local('2026-03-13', '23:30'),
    ],
    [
      [ids.s2, night, barId, t1?.id as string, people.beto, 'card', drinkId, 3, 300_000, 'completed'],
      local('2026-03-14', '00:15'),
    ],
    [
      [ids.s3, night, barId, t1?.id as string, people.beto, 'vip_card', drinkId, 2, 300_000, 'completed'],
      local('2026-03-14', '01:10'),
    ],
    [
      [ids.s4, night, barId, t1?.id as string, people.beto, 'vip_card', drinkId, 1, 300_000, 'cancelled'],
      local('2026-03-14', '01:40'),
    ],
    [
      [ids.s5, night, barId, t1?.id as string, people.beto, 'cash', drinkId, 1, 300_000, 'completed'],
      local('2026-03-14', '02:05'),
    ],
    [
      [uuidv7(), previous, barId, t1?.id as string, people.beto, 'cash', drinkId, 1, 400_000, 'completed'],
      local('2026-03-13', '00:30'),
    ],
    [
      [uuidv7(), weekAgo, doorId, t2?.id as string, people.ana, 'card', entryId, 2, 500_000, 'completed'],
      local('2026-03-07', '00:30'),
    ],
  ];
  for (const [[id, nightId, pos, terminalId, cashierId, payment, productId, quantity, unitPrice, status], at] of specs) {
    await db.insert(sales).values({
      id,
      nightId,
      pointOfSaleId: pos,
      terminalId,
      cashierId,
      at,
      payment,
      vipCardId: payment === 'vip_card' ? cardId : null,
      total: quantity * unitPrice,
      status,
    });
    await db.insert(saleLines).values({ saleId: id, productId, quantity, unitPrice });
    if (productId === drinkId)
      await db.insert(stockMovements).values({
        locationId,
        goodId,
        kind: 'sale_consumption',
        quantity: -0.1 * quantity,
        unitCost: 20_000,
        at,
        nightId,
        sourceType: 'sale',
        sourceId: id,
      });
  }
  const stock = (kind: 'sale_reversal' | 'breakage' | 'count_adjustment', quantity: number, sourceType: string) =>
    db.insert(stockMovements).values({
      locationId,
      goodId,
      kind,
      quantity,
      unitCost: 20_000,
      at: local('2026-03-14', '04:00'),
      nightId: night,
      sourceType,
    });
  await stock('sale_reversal', 0.1, 'sale_cancellation');
  await stock('breakage', -0.5, 'breakage');
  await stock('count_adjustment', -0.25, 'stock_count');

  // Comps (cortesías), each a comps row and its `comp` movements at 20 000 a bottle:
  // posVip — a POS comp line of s2 (Beto's sale at POS Barra 1), 2 drinks for a VIP, authorised by
  //   Sara: −0.2 → 4 000; artist — back-office, 1 drink, authorised by Sara, recorded by Ana:
  //   −0.1 → 2 000; cancelledVip — a POS comp line of the cancelled s4, 1 drink: −0.1 and +0.1 back
  //   → 0, not counted; staff — back-office, 0.5 drink, authorised by Beto: −0.05 → 1 000.
  const compIds = { posVip: uuidv7(), artist: uuidv7(), cancelledVip: uuidv7(), staff: uuidv7() };
  const comp = async (
    id: string,
    reason: 'vip' | 'artist' | 'staff',
    quantity: number,
    at: Date,
    authorisedBy: string,
    pos: { saleId: string; cashier: string } | { recordedBy: string },
  ) => {
    await db.insert(comps).values({
      id,
      nightId: night,
      locationId,
      productId: drinkId,
      quantity,
      reason,
      authorisedBy,
      recordedBy: 'saleId' in pos ? pos.cashier : pos.recordedBy,
      source: 'saleId' in pos ? 'pos' : 'backoffice',
      saleId: 'saleId' in pos ? pos.saleId : null,
      terminalId: 'saleId' in pos ? (t1?.id as string) : null,
      costCents: Math.round(quantity * 0.1 * 20_000),
      at,
    });
    const move = (q: number) =>
      db.insert(stockMovements).values({
        locationId,
        goodId,
        kind: 'comp',
        quantity: q,
        unitCost: 20_000,
        at,
        nightId: night,
        sourceType: 'comp',
        sourceId: id,
      });
    await move(-0.1 * quantity);
    if (id === compIds.cancelledVip) await move(0.1 * quantity);
  };
  await comp(compIds.posVip, 'vip', 2, local('2026-03-14', '00:15'), people.sup, { saleId: ids.s2, cashier: people.beto });
  await comp(compIds.artist, 'artist', 1, local('2026-03-14', '03:00'), people.sup, { recordedBy: people.ana });
  await comp(compIds.cancelledVip, 'vip', 1, local('2026-03-14', '01:40'), people.sup, { saleId: ids.s4, cashier: people.beto });
  await comp(compIds.staff, 'staff', 0.5, local('2026-03-14', '03:30'), people.beto, { recordedBy: people.beto });

  const approved = uuidv7();
  const pending = uuidv7();
  await db.insert(cancellationRequests).values([
    {
      id: approved,
      saleId: ids.s4,
      requestedBy: people.beto,
      reason: 'Trago equivocado',
      at: local('2026-03-14', '01:45'),
      status: 'approved',
      decidedBy: people.sup,
      decidedAt: local('2026-03-14', '01:50'),
    },
    { id: pending, saleId: ids.s5, requestedBy: people.beto, reason: 'Cliente se fue', at: local('2026-03-14', '02:10') },
  ]);

  // VIP: a top-up in the night's business day, one the morning before (night 03-12), the sales'
  // charges, the cancelled sale's reversal and a delivered mobile order.
  const [order] = await db
    .insert(mobileOrders)
    .values({ venueId, cardId, nightId: night, status: 'delivered', deliveredAt: local('2026-03-14', '01:00') })
    .returning();
  await db.insert(cardLedger).values([
    { cardId, at: local('2026-03-13', '08:00'), kind: 'topup', amount: 50_000, method: 'cash' },
    { cardId, at: local('2026-03-13', '23:00'), kind: 'topup', amount: 1_000_000, method: 'cash' },
    { cardId, at: local('2026-03-14', '01:10'), kind: 'consumption', amount: -600_000, saleId: ids.s3 },
    { cardId, at: local('2026-03-14', '01:40'), kind: 'consumption', amount: -300_000, saleId: ids.s4 },
    { cardId, at: local('2026-03-14', '01:50'), kind: 'adjustment', amount: 300_000, saleId: ids.s4 },
    { cardId, at: local('2026-03-14', '01:00'), kind: 'consumption', amount: -50_000, mobileOrderId: order?.id as string },
  ]);

  // Free entries: 4 listed / 3 arrived (two check-ins), a void one, one not yet arrived.
  const [f1] = await db
    .insert(freeEntries)
    .values({ nightId: night, guestName: 'Lista DJ', people: 4, arrived: 3, code: `F-${uuidv7()}`, status: 'used' })
    .returning();
  await db.insert(freeEntries).values([
    { nightId: night, guestName: 'Anulada', people: 2, code: `F-${uuidv7()}`, status: 'void' },
    { nightId: night, guestName: 'Pendiente', people: 1, code: `F-${uuidv7()}`, status: 'issued' },
  ]);
  await db.insert(freeEntryCheckIns).values([
    { id: uuidv7(), entryId: f1?.id as string, people: 2, at: local('2026-03-13', '23:40') },
    { id: uuidv7(), entryId: f1?.id as string, people: 1, at: local('2026-03-14', '00:20') },
  ]);

  // Cash: the bar register counted 20 000 short, the door register still open; an extraction,
  // an expense and a staff payment of the night; an expense of the night before.
  const [barReg] = await db
    .insert(cashAccounts)
    .values({ venueId, kind: 'register', name: 'Caja barra', pointOfSaleId: barId })
    .returning();
  const [doorReg] = await db
    .insert(cashAccounts)
    .values({ venueId, kind: 'register', name: 'Caja puerta', pointOfSaleId: doorId })
    .returning();
  const [safe] = await db.insert(cashAccounts).values({ venueId, kind: 'safe', name: 'Caja fuerte' }).returning();
  await db.insert(cashSessions).values([
    {
      accountId: barReg?.id as string,
      nightId: night,
      openingFloat: 100_000,
      status: 'closed',
      countedAmount: 1_280_000,
      expectedAmount: 1_300_000,
    },
    { accountId: doorReg?.id as string, nightId: night, openingFloat: 100_000, status: 'open' },
  ]);
  await db
    .insert(cashExtractions)
    .values({ nightId: night, pointOfSaleId: barId, amount: 200_000, by: people.beto, witnessedBy: people.sup });
  const [ice] = await db.insert(cashCategories).values({ venueId, kind: 'expense', name: 'Hielo' }).returning();
  await db.insert(cashMovements).values([
    {
      accountId: safe?.id as string,
      nightId: night,
      kind: 'expense',
      amount: -150_000,
      categoryId: ice?.id,
      counterpart: 'Hielería Sur',
    },
    { accountId: safe?.id as string, nightId: night, kind: 'staff_payment', amount: -80_000, counterpart: 'Seguridad' },
    { accountId: safe?.id as string, nightId: previous, kind: 'expense', amount: -30_000, categoryId: ice?.id },
  ]);
  return {
    venueId,
    night,
    previous,
    weekAgo,
    bar: barId,
    door: doorId,
    barTerminal: t1?.id as string,
    doorTerminal: t2?.id as string,
    sales: ids,
    requests: { approved, pending },
    card: cardId,
    comps: compIds,
  };
}
