// The night's balance sheet and user billing (/api/gerencia, issue 18): every figure of a small
// night worked out by hand (tests/api/gerencia-night.ts writes it into the ledgers): sales by kind,
// point of sale, payment and hour; entries and free entries; VIP top-ups against consumption; cost of
// goods sold, margin, breakage, comps and count variance at cost; cancellations; extractions; over/short;
// expenses and staff payments; the result; the previous night and the weekday average; a range;
// the drill-downs down to a sale; billing per user and terminal with its flag; privileges 302/300.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import type { CompRowDto } from '../../src/contract/comps';
import type {
  BalanceSheetDto,
  BillingDto,
  CancellationRowDto,
  CashRowDto,
  SaleDetailDto,
  SaleListDto,
} from '../../src/contract/gerencia';
import { buildNight, type Fixture } from './gerencia-night';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let f: Fixture;
let manager: string;
let billingOnly: string;
let balanceOnly: string;
let outsider: string;
const who: Record<string, string> = {};

const get = <T>(path: string, token = manager, status = 200) => h.request('GET', path, { token }).then((r) => json<T>(r, status));

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  const [venue] = await db
    .insert((await import('../../server/db/schema')).venues)
    .values({ name: 'Tmp', legalName: 'T', taxId: '1' })
    .returning();
  // Users first (sales name their cashier), then move them to the fixture's venue.
  for (const [key, name] of [
    ['ana', 'Ana Caja'],
    ['beto', 'Beto Barra'],
    ['sup', 'Sara Super'],
  ] as const) {
    await h.createUser(`${key}@balance.test`, [], venue?.id as string, name);
    const [u] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `${key}@balance.test`));
    who[key] = u?.id as string;
  }
  f = await buildNight(db, { ana: who.ana as string, beto: who.beto as string, sup: who.sup as string });
  manager = await h.createUser('gerente@balance.test', ['302', '300'], f.venueId, 'Gerente');
  balanceOnly = await h.createUser('balance@balance.test', ['302'], f.venueId, 'Solo balance');
  billingOnly = await h.createUser('billing@balance.test', ['300'], f.venueId, 'Solo facturación');
  outsider = await h.createUser('otro@balance.test', ['302', '300'], venue?.id as string, 'Otro local');
});

afterAll(async () => {
  await h?.close();
});

describe('balance sheet of one night', () => {
  let b: BalanceSheetDto;
  beforeAll(async () => {
    b = await get<BalanceSheetDto>(`/gerencia/balance?nightId=${f.night}`);
  });

  it('adds the completed sales (the cancelled one left out) by kind, point of sale, payment and hour', () => {
    // s1 2×500 000 door cash 23:30 · s2 3×300 000 bar card 00:15 · s3 2×300 000 bar VIP 01:10 ·
    // s4 cancelled · s5 1×300 000 bar cash 02:05
    expect(b.totals).toMatchObject({ sales: 2_800_000, tickets: 4, items: 8, averageTicket: 700_000 });
    expect(b.byKind).toEqual([
      { kind: 'bar', total: 1_800_000, tickets: 3 },
      { kind: 'ticket_office', total: 1_000_000, tickets: 1 },
    ]);
    expect(b.byPointOfSale).toEqual([
      { pointOfSaleId: f.bar, name: 'Barra principal', kind: 'bar', total: 1_800_000, tickets: 3 },
      { pointOfSaleId: f.door, name: 'Boletería', kind: 'ticket_office', total: 1_000_000, tickets: 1 },
    ]);
    expect(b.byPayment).toEqual([
      { payment: 'cash', total: 1_300_000, tickets: 2 },
      { payment: 'card', total: 900_000, tickets: 1 },
      { payment: 'vip_card', total: 600_000, tickets: 1 },
    ]);
    // In the night's order: 23 h before 0 h, 1 h, 2 h.
    expect(b.byHour).toEqual([
      { hour: 23, total: 1_000_000, tickets: 1 },
      { hour: 0, total: 900_000, tickets: 1 },
      { hour: 1, total: 600_000, tickets: 1 },
      { hour: 2, total: 300_000, tickets: 1 },
    ]);
  });

  it('counts entries sold and free entries listed and arrived', () => {
    expect(b.entries).toEqual({ sold: 2, amount: 1_000_000, freeListed: 5, freeArrived: 3 });
  });

  it('sets VIP top-ups of the business day against the night’s VIP consumption', () => {
    // 1 000 000 at 23:00 (the 08:00 top-up belongs to the day before); 600 000 + 300 000 − 300 000
    // reversed + 50 000 mobile order.
    expect(b.vip).toEqual({ topups: 1_000_000, consumption: 650_000 });
  });

  it('values cost of goods, breakage, comps and count variance at cost and works out margin and result', () => {
    // COGS: (0.3 + 0.2 + 0.1 + 0.1 − 0.1 reversed) × 20 000 = 12 000 — the comps' movements are not
    // in it; breakage 0.5 × 20 000; comps (0.2 + 0.1 + 0.05) × 20 000 (the cancelled sale's comp
    // went back); variance −0.25 × 20 000; over/short 1 280 000 − 1 300 000.
    expect(b.totals).toMatchObject({
      cogs: 12_000,
      grossMargin: 2_788_000,
      marginPercent: 99.6,
      breakage: 10_000,
      comps: 7_000,
      countVariance: -5_000,
      overShort: -20_000,
      expenses: 150_000,
      staffPayments: 80_000,
      // 2 788 000 − 10 000 − 7 000 − 5 000 − 20 000 − 150 000 − 80 000: comps subtracted once
      result: 2_516_000,
    });
  });

  it('shows the comps apart: count, products and cost, by reason and by bar', () => {
    // posVip 2 drinks 4 000 · artist 1 drink 2 000 · staff 0.5 drink 1 000 · cancelledVip not counted, 0
    expect(b.comps).toEqual({
      count: 3,
      quantity: 3.5,
      cost: 7_000,
      byReason: [
        { reason: 'vip', count: 1, quantity: 2, cost: 4_000 },
        { reason: 'artist', count: 1, quantity: 1, cost: 2_000 },
        { reason: 'staff', count: 1, quantity: 0.5, cost: 1_000 },
      ],
      byLocation: [{ locationId: expect.any(String), name: 'Barra', count: 3, quantity: 3.5, cost: 7_000 }],
    });
    // Comps are not sales: tickets, items and the sales total stay what was charged.
    expect(b.totals).toMatchObject({ sales: 2_800_000, tickets: 4, items: 8 });
  });

  it('lists cancellations, extractions and register sessions', () => {
    expect(b.cancellations).toEqual({
      requested: 2,
      pending: 1,
      approved: 1,
      rejected: 0,
      approvedAmount: 300_000,
      byRequester: [{ userId: who.beto, name: 'Beto Barra', requested: 2, approved: 1, approvedAmount: 300_000 }],
    });
    expect(b.extractions).toEqual({ count: 1, amount: 200_000 });
    expect(b.sessions).toEqual({ counted: 1, uncounted: 1 });
  });

  it('compares with the previous night and the same weekday’s average', () => {
    const c = b.comparison;
    expect(c?.previous).toMatchObject({ nightId: f.previous, sales: 400_000, cogs: 2_000, expenses: 30_000, result: 368_000 });
    expect(c?.weekdayAverage).toMatchObject({ nights: 1, sales: 1_000_000, cogs: 0, result: 1_000_000 });
    expect(c?.trend.map((n) => [n.businessDate, n.result])).toEqual([
      ['2026-03-06', 1_000_000],
      ['2026-03-13', 2_516_000],
    ]);
    expect(b.scope).toMatchObject({ nightId: f.night, from: '2026-03-13', to: '2026-03-13' });
  });
});

describe('balance sheet of a range', () => {
  it('adds the nights of the range and lists each one', async () => {
    const b = await get<BalanceSheetDto>('/gerencia/balance?from=2026-03-01&to=2026-03-13');
    expect(b.comparison).toBeNull();
    expect(b.byNight.map((n) => [n.businessDate, n.sales, n.result])).toEqual([
      ['2026-03-06', 1_000_000, 1_000_000],
      ['2026-03-12', 400_000, 368_000],
      ['2026-03-13', 2_800_000, 2_516_000],
    ]);
    expect(b.totals).toMatchObject({
      sales: 4_200_000,
      tickets: 6,
      cogs: 14_000,
      comps: 7_000,
      expenses: 180_000,
      result: 3_884_000,
    });
    expect(b.comps).toMatchObject({ count: 3, cost: 7_000 });
    // The 08:00 top-up of the 13th is in the range now (business day of the 12th).
    expect(b.vip.topups).toBe(1_050_000);
    expect(b.entries.sold).toBe(4);
  });

  it('answers an empty range with zeros', async () => {
    const b = await get<BalanceSheetDto>('/gerencia/balance?from=2025-01-01&to=2025-01-31');
    expect(b.byNight).toEqual([]);
    expect(b.totals).toMatchObject({ sales: 0, result: 0, marginPercent: null });
  });
});

describe('drill-downs', () => {
  const q = () => `nightId=${f.night}`;
  it('lists the sales of an hour, a payment method, a point of sale and the cancelled ones', async () => {
    const hour = await get<SaleListDto>(`/gerencia/balance/ventas?${q()}&hour=1`);
    expect(hour.rows.map((r) => r.id)).toEqual([f.sales.s3]);
    expect(hour).toMatchObject({ total: 600_000, count: 1, truncated: false });
    const cash = await get<SaleListDto>(`/gerencia/balance/ventas?${q()}&payment=cash`);
    expect(cash.rows.map((r) => r.id)).toEqual([f.sales.s1, f.sales.s5]);
    expect(cash.total).toBe(1_300_000);
    const door = await get<SaleListDto>(`/gerencia/balance/ventas?${q()}&pointOfSaleId=${f.door}`);
    expect(door.rows).toEqual([
      expect.objectContaining({
        id: f.sales.s1,
        pointOfSale: 'Boletería',
        terminal: 'POS Puerta',
        cashier: 'Ana Caja',
        items: 2,
      }),
    ]);
    const cancelled = await get<SaleListDto>(`/gerencia/balance/ventas?${q()}&status=cancelled`);
    expect(cancelled.rows.map((r) => [r.id, r.total])).toEqual([[f.sales.s4, 300_000]]);
  });

  it('goes from the cancellations to their sale with its lines', async () => {
    const rows = await get<CancellationRowDto[]>(`/gerencia/balance/anulaciones?${q()}`);
    expect(rows.map((r) => [r.saleId, r.status, r.amount, r.requestedBy])).toEqual([
      [f.sales.s4, 'approved', 300_000, 'Beto Barra'],
      [f.sales.s5, 'pending', 300_000, 'Beto Barra'],
    ]);
    const sale = await get<SaleDetailDto>(`/gerencia/ventas/${rows[0]?.saleId}`);
    expect(sale).toMatchObject({
      id: f.sales.s4,
      status: 'cancelled',
      payment: 'vip_card',
      vipCard: 'BAL-0001',
      businessDate: '2026-03-13',
    });
    expect(sale.lines).toEqual([
      { productId: expect.any(String), product: 'Vodka tonic', quantity: 1, unitPrice: 300_000, amount: 300_000 },
    ]);
    expect(sale.cancellations).toEqual([
      expect.objectContaining({
        status: 'approved',
        requestedBy: 'Beto Barra',
        decidedBy: 'Sara Super',
        reason: 'Trago equivocado',
      }),
    ]);
  });

  it('lists the comps behind the comps figure, all or of one reason', async () => {
    const all = await get<CompRowDto[]>(`/gerencia/balance/cortesias?${q()}`);
    // Newest first: staff 03:30, artist 03:00, cancelledVip 01:40, posVip 00:15.
    expect(all.map((r) => [r.id, r.reason, r.quantity, r.costCents, r.counted, r.source])).toEqual([
      [f.comps.staff, 'staff', 0.5, 1_000, true, 'backoffice'],
      [f.comps.artist, 'artist', 1, 2_000, true, 'backoffice'],
      [f.comps.cancelledVip, 'vip', 1, 2_000, false, 'pos'],
      [f.comps.posVip, 'vip', 2, 4_000, true, 'pos'],
    ]);
    expect(all[3]).toMatchObject({
      saleId: f.sales.s2,
      terminal: 'POS Barra 1',
      authorisedBy: 'Sara Super',
      recordedBy: 'Beto Barra',
      location: 'Barra',
      product: 'Vodka tonic',
    });
    const vip = await get<CompRowDto[]>(`/gerencia/balance/cortesias?${q()}&reason=vip`);
    expect(vip.map((r) => r.id)).toEqual([f.comps.cancelledVip, f.comps.posVip]);
    await get(`/gerencia/balance/cortesias?${q()}`, billingOnly, 403);
    const given = await get<CompRowDto[]>(`/gerencia/facturacion/cortesias?${q()}&givenBy=${who.beto}`, billingOnly);
    expect(given.map((r) => r.id)).toEqual([f.comps.staff, f.comps.cancelledVip, f.comps.posVip]);
  });

  it('lists the expenses, staff payments and extractions behind the cash figures', async () => {
    const amounts = async (kind: string) =>
      (await get<CashRowDto[]>(`/gerencia/balance/caja?${q()}&kind=${kind}`)).map((r) => [r.amount, r.category ?? r.counterpart]);
    expect(await amounts('expense')).toEqual([[150_000, 'Hielo']]);
    expect(await amounts('staff_payment')).toEqual([[80_000, 'Seguridad']]);
    expect(await amounts('extraction')).toEqual([[200_000, 'Beto Barra']]);
  });
});

describe('user billing', () => {
  it('bills each cashier and bartender and flags a cancellation share past the threshold', async () => {
    const b = await get<BillingDto>(`/gerencia/facturacion?nightId=${f.night}`, billingOnly);
    expect(b).toMatchObject({ by: 'user', threshold: 10 });
    expect(b.rows).toEqual([
      {
        id: who.beto,
        name: 'Beto Barra',
        kinds: ['bar'],
        sales: 1_800_000,
        tickets: 3,
        averageTicket: 600_000,
        items: 6,
        vipCharges: 600_000,
        cancellationsRequested: 2,
        cancellationsApproved: 1,
        cancelledAmount: 300_000,
        // 300 000 / (1 800 000 + 300 000)
        cancellationShare: 14.3,
        flagged: true,
        // posVip rung up at their till (the cancelled sale's comp does not count) and the staff
        // comp they authorised: 4 000 + 1 000
        compsGiven: { count: 2, cost: 5_000 },
      },
      {
        id: who.ana,
        name: 'Ana Caja',
        kinds: ['ticket_office'],
        sales: 1_000_000,
        tickets: 1,
        averageTicket: 1_000_000,
        items: 2,
        vipCharges: 0,
        cancellationsRequested: 0,
        cancellationsApproved: 0,
        cancelledAmount: 0,
        cancellationShare: 0,
        flagged: false,
        compsGiven: { count: 0, cost: 0 },
      },
      {
        // Sara rang up nothing but authorised the artist's comp at the back-office.
        id: who.sup,
        name: 'Sara Super',
        kinds: [],
        sales: 0,
        tickets: 0,
        averageTicket: 0,
        items: 0,
        vipCharges: 0,
        cancellationsRequested: 0,
        cancellationsApproved: 0,
        cancelledAmount: 0,
        cancellationShare: 0,
        flagged: false,
        compsGiven: { count: 1, cost: 2_000 },
      },
    ]);
    const lenient = await get<BillingDto>(`/gerencia/facturacion?nightId=${f.night}&threshold=20`, billingOnly);
    expect(lenient.rows.map((r) => r.flagged)).toEqual([false, false, false]);
  });

  it('bills per terminal and over a range, and drills into a user’s sales', async () => {
    const b = await get<BillingDto>(`/gerencia/facturacion?nightId=${f.night}&by=terminal`, billingOnly);
    // Per terminal only POS comps count: posVip at POS Barra 1.
    expect(b.rows.map((r) => [r.id, r.name, r.sales, r.tickets, r.compsGiven])).toEqual([
      [f.barTerminal, 'POS Barra 1', 1_800_000, 3, { count: 1, cost: 4_000 }],
      [f.doorTerminal, 'POS Puerta', 1_000_000, 1, { count: 0, cost: 0 }],
    ]);
    const range = await get<BillingDto>('/gerencia/facturacion?from=2026-03-01&to=2026-03-31', billingOnly);
    expect(range.rows.map((r) => [r.name, r.sales, r.tickets])).toEqual(
      [
        ['Ana Caja', 2_000_000, 2],
        ['Beto Barra', 2_200_000, 4],
        ['Sara Super', 0, 0],
      ].sort((a, c) => (c[1] as number) - (a[1] as number)),
    );
    const sales = await get<SaleListDto>(`/gerencia/facturacion/ventas?nightId=${f.night}&cashierId=${who.beto}`, billingOnly);
    expect(sales.rows.map((r) => r.id)).toEqual([f.sales.s2, f.sales.s3, f.sales.s5]);
  });
});

describe('privileges, validation and venue', () => {
  it('needs 302 for the balance sheet and 300 for billing', async () => {
    await get(`/gerencia/balance?nightId=${f.night}`, billingOnly, 403);
    await get(`/gerencia/balance/anulaciones?nightId=${f.night}`, billingOnly, 403);
    await get(`/gerencia/facturacion?nightId=${f.night}`, balanceOnly, 403);
    await get(`/gerencia/balance?nightId=${f.night}`, balanceOnly, 200);
    expect((await h.request('GET', `/gerencia/balance?nightId=${f.night}`)).status).toBe(401);
  });

  it('refuses a missing scope, a bad date, a range over a year and bad filters with 422', async () => {
    const msg = async (path: string, lang?: string) =>
      (
        await json<{ message: string }>(
          await h.request('GET', path, { token: manager, headers: lang ? { 'accept-language': lang } : {} }),
          422,
        )
      ).message;
    expect(await msg('/gerencia/balance')).toBe('Indica una noche o un rango de fechas');
    expect(await msg('/gerencia/balance', 'de')).toBe('Geben Sie eine Nacht oder einen Datumsbereich an');
    expect(await msg('/gerencia/balance?from=2026-13-01&to=2026-03-01')).toBe('La fecha no es válida');
    expect(await msg('/gerencia/balance?from=2024-01-01&to=2026-03-01')).toBe('El rango no puede superar los 366 días');
    expect(await msg('/gerencia/balance?from=2026-03-05&to=2026-03-01')).toBe('El rango no puede superar los 366 días');
    expect(await msg(`/gerencia/balance/ventas?nightId=${f.night}&hour=24`)).toBe('La hora debe estar entre 0 y 23');
    expect(await msg(`/gerencia/balance/ventas?nightId=${f.night}&payment=gold`)).toBe('El filtro no es válido');
    expect(await msg(`/gerencia/facturacion?nightId=${f.night}&threshold=101`)).toBe(
      'El umbral debe ser un porcentaje entre 0 y 100',
    );
    expect(await msg('/gerencia/balance?nightId=nope')).toBe('El identificador no es válido');
  });

  it('keeps another venue out: its night and sale are not found, its range is empty', async () => {
    await get(`/gerencia/balance?nightId=${f.night}`, outsider, 404);
    await get(`/gerencia/ventas/${f.sales.s1}`, outsider, 404);
    const b = await get<BalanceSheetDto>('/gerencia/balance?from=2026-03-01&to=2026-03-31', outsider);
    expect(b.totals.sales).toBe(0);
  });
});
