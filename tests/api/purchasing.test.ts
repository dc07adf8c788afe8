// Purchasing (issue 38): suppliers, orders, goods receipts pushed from an offline tablet (applied
// once), supplier invoices and returns, and the unit cost they move — weighted average over a
// sequence of receipts at different prices, an invoice after part of the stock was consumed, a
// cancelled invoice, the last-price method, a cost set by hand — with the books' identity checked
// after each: Σ ledger × booked cost + Σ revaluations = on hand × unit cost, for every good.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows-of';
import { auditLog, goods, goodsReceipts, stockMovements } from '../../server/db/schema';
import { averageCost, costAfterDifference, costAfterReceipt } from '../../server/domain/purchase-cost';
import { packsToBuy } from '../../server/routes/inventarios/stock.service';
import { businessDate } from '../../src/contract/business-date';
import type { ParLevelsResponse, ParSuggestions, ValuedStockResponse } from '../../src/contract/inventory-stock';
import { ALL_PRIVILEGE_CODES } from '../../src/contract/privileges';
import type { CostHistoryDto, InvoiceDto, OrderDto, ReceiptDto, ReturnDto, SupplierDto } from '../../src/contract/purchasing';
import type { PushResponse } from '../../src/contract/sync';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness, json } from './harness';
import { buildVenue, OPENING, type Venue } from './reconcile/venue';

let h: Harness;
let v: Venue;
let admin: string;
let receiver: string;
let seq = 0;

beforeAll(async () => {
  h = await createHarness();
  v = await buildVenue(h, ALL_PRIVILEGE_CODES);
  admin = v.tokens.admin;
  receiver = await h.createUser(`recepcion-${uuidv7().slice(-6)}@noctua.test`, ['423'], v.id, 'Recepción');
});
afterAll(async () => {
  await h?.close();
});

function cmd(name: string, args: unknown, id = uuidv7()) {
  seq += 1;
  return { id, seq, name, args, createdAt: new Date().toISOString() };
}
async function push(token: string, commands: unknown[]) {
  const res = await h.request('POST', '/sync/push', { token, body: { deviceId: 'tablet-deposito', commands } });
  return (await json<PushResponse>(res)).results;
}
async function cost(goodId: string): Promise<number> {
  const [row] = await h.database.db.select({ unitCost: goods.unitCost }).from(goods).where(eq(goods.id, goodId));
  return row?.unitCost ?? -1;
}
async function onHand(goodId: string): Promise<number> {
  const [row] = await rowsOf<{ q: string }>(
    h.database.db,
    sql`select coalesce(sum(quantity), 0) as q from stock_levels where good_id = ${goodId}`,
  );
  return Number(row?.q ?? 0);
}

/** The books' identity per good of the venue, in exact thousandths of a cent. */
async function expectLedgerEqualsValuedStock() {
  const rows = await rowsOf<{ id: string; ledger: string; revalued: string; valued: string }>(
    h.database.db,
    sql`select g.id,
          (select coalesce(sum(m.quantity * m.unit_cost), 0) from stock_movements m where m.good_id = g.id and m.deleted_at is null) as ledger,
          (select coalesce(sum(r.value), 0) from stock_revaluations r where r.good_id = g.id) as revalued,
          (select coalesce(sum(l.quantity), 0) from stock_levels l where l.good_id = g.id) * g.unit_cost as valued
        from goods g where g.venue_id = ${v.id}`,
  );
  for (const r of rows) {
    const ledger = Math.round((Number(r.ledger) + Number(r.revalued)) * 1000);
    expect({ good: r.id, ledger }, 'ledger at cost = valued stock').toEqual({
      good: r.id,
      ledger: Math.round(Number(r.valued) * 1000),
    });
  }
}

async function supplier(body: Record<string, unknown>): Promise<SupplierDto> {
  return json<SupplierDto>(await h.request('POST', '/compras/proveedores', { token: admin, body }), 201);
}

describe('the arithmetic', () => {
  it('weighted average, an invoice difference on what is left, the last price, whole cases', () => {
    expect(averageCost(120, 18_000, 60, 21_000)).toBe(19_000);
    // Units below zero were consumed at the old cost: the delivery's price is the cost.
    expect(averageCost(-5, 1_000, 10, 1_200)).toBe(1_200);
    expect(averageCost(0, 1_000, 10, 1_300)).toBe(1_300);
    expect(averageCost(10, 1_000, 0, 5_000)).toBe(1_000);
    // Only the units still on hand take an invoice's difference.
    expect(costAfterDifference(5, 9_500, 10, 1_000)).toBe(10_500);
    expect(costAfterDifference(180, 19_000, 60, 1_000)).toBe(19_333);
    expect(costAfterDifference(0, 9_500, 10, 1_000)).toBe(9_500);
    expect(costAfterDifference(10, 100, 10, -500)).toBe(0);
    expect(costAfterReceipt('last', 50, 1_000, 10, 1_400)).toBe(1_400);
    // MarketMan's fill to par: a case only when at least half of it is missing.
    expect(packsToBuy(5, 6)).toEqual({ packs: 1, quantity: 6 });
    expect(packsToBuy(2, 6)).toEqual({ packs: 0, quantity: 0 });
    expect(packsToBuy(15, 6)).toEqual({ packs: 3, quantity: 18 });
    expect(packsToBuy(14.9, 6)).toEqual({ packs: 2, quantity: 12 });
    expect(packsToBuy(12, 6)).toEqual({ packs: 2, quantity: 12 });
    expect(packsToBuy(6.5, 1)).toEqual({ packs: 7, quantity: 7 });
    expect(packsToBuy(0, 6)).toEqual({ packs: 0, quantity: 0 });
  });
});

describe('privileges and input', () => {
  it('needs 422 to buy and 423 (or 422) to receive', async () => {
    expect((await h.request('GET', '/compras/ordenes')).status).toBe(401);
    const stockOnly = v.tokens.stock;
    expect((await h.request('GET', '/compras/ordenes', { token: stockOnly })).status).toBe(403);
    expect((await h.request('GET', '/compras/ordenes', { token: receiver })).status).toBe(200);
    expect((await h.request('GET', '/compras/proveedores', { token: receiver })).status).toBe(200);
    for (const [method, path] of [
      ['POST', '/compras/proveedores'],
      ['POST', '/compras/ordenes'],
      ['POST', `/compras/ordenes/${uuidv7()}/enviar`],
      ['POST', '/compras/facturas'],
      ['GET', '/compras/facturas'],
      ['POST', '/compras/devoluciones'],
      ['PUT', '/compras/costos/metodo'],
    ] as const) {
      expect(
        (await h.request(method, path, { token: receiver, ...(method === 'GET' ? {} : { body: {} }) })).status,
        `${method} ${path}`,
      ).toBe(403);
    }
    const [denied] = await push(stockOnly, [
      cmd('goodsReceipt.record', {
        receiptId: uuidv7(),
        supplierId: uuidv7(),
        locationId: v.warehouseId,
        reason: 'Sin orden',
        at: new Date().toISOString(),
        lines: [{ goodId: v.goods[0]?.id, units: 1 }],
      }),
    ]);
    expect(denied).toMatchObject({ status: 'rejected', message: 'No tienes permiso para realizar esta operación' });
  });

  it('answers bad input with a translated 4xx', async () => {
    const res = await h.request('POST', '/compras/proveedores', {
      token: admin,
      body: { name: ' ', email: 'no-es-correo' },
      headers: { 'accept-language': 'de' },
    });
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe('Der Name des Lieferanten ist erforderlich');
    const order = await h.request('POST', '/compras/ordenes', {
      token: admin,
      body: { supplierId: uuidv7(), locationId: v.warehouseId, lines: [] },
    });
    expect(order.status).toBe(422);
    expect((await order.json()).message).toBe('La orden necesita al menos una línea');
  });
});

describe('order → offline receipt → invoice → return', () => {
  let vendor: SupplierDto;
  let order: OrderDto;
  const g0 = () => v.goods[0]?.id as string;
  const g1 = () => v.goods[1]?.id as string;

  it('a supplier sells goods in cases', async () => {
    vendor = await supplier({
      name: `Distribuidora ${uuidv7().slice(-5)}`,
      taxId: '30-71234567-8',
      leadTimeDays: 2,
      goods: [
        { goodId: g0(), packSize: 6, lastPrice: 21_000 },
        { goodId: g1(), packSize: 12 },
      ],
    });
    expect(vendor.goods.map((g) => [g.packSize, g.lastPrice])).toEqual([
      [6, 21_000],
      [12, null],
    ]);
    const again = await h.request('POST', '/compras/proveedores', { token: admin, body: { name: vendor.name.toUpperCase() } });
    expect(again.status).toBe(409);
  });

  it('an order goes draft → sent and is received in two deliveries, each applied once', async () => {
    order = await json<OrderDto>(
      await h.request('POST', '/compras/ordenes', {
        token: admin,
        body: {
          supplierId: vendor.id,
          locationId: v.warehouseId,
          lines: [
            { goodId: g0(), quantity: 60, unitPrice: 21_000 },
            { goodId: g1(), quantity: 24, unitPrice: 9_500 },
          ],
        },
      }),
      201,
    );
    expect(order).toMatchObject({ status: 'draft', total: 60 * 21_000 + 24 * 9_500 });
    expect(order.lines.map((l) => l.packSize).sort()).toEqual([12, 6]);

    const receiptId = uuidv7();
    const args = {
      receiptId,
      orderId: order.id,
      locationId: v.warehouseId,
      at: new Date(Date.now() - 60_000).toISOString(),
      lines: [{ goodId: g0(), cases: 10, units: 0, damaged: 1, note: 'Una caja golpeada' }],
    };
    // Not sent yet: refused.
    const [early] = await push(receiver, [cmd('goodsReceipt.record', args)]);
    expect(early).toMatchObject({ status: 'rejected', message: 'La orden de compra todavía no fue enviada al proveedor' });
    order = await json<OrderDto>(await h.request('POST', `/compras/ordenes/${order.id}/enviar`, { token: admin }));
    expect(order.status).toBe('sent');

    const before = { onHand: await onHand(g0()), cost: await cost(g0()) };
    expect(before).toEqual({ onHand: 3 * OPENING.stock, cost: 18_000 });
    const first = cmd('goodsReceipt.record', args);
    // The tablet sends the same receipt over and over (lost answers, a second tab): one receipt.
    const results = await Promise.all([
      push(receiver, [first]),
      ...Array.from({ length: 24 }, () => push(receiver, [cmd('goodsReceipt.record', args)])),
      ...Array.from({ length: 25 }, () => push(receiver, [first])),
    ]);
    for (const [r] of results) expect(r?.status).toBe('applied');
    const numbers = new Set(results.map(([r]) => (r?.result as { number: number } | undefined)?.number));
    expect(numbers.size).toBe(1);
    const moves = await h.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.sourceType, 'goods_receipt'), eq(stockMovements.sourceId, receiptId)));
    expect(moves.map((m) => [m.kind, Number(m.quantity), m.unitCost])).toEqual([['purchase', 60, 21_000]]);
    expect(await onHand(g0())).toBe(before.onHand + 60);
    // Weighted average: (120 × 180,00 + 60 × 210,00) / 180 = 190,00.
    expect(await cost(g0())).toBe(19_000);
    await expectLedgerEqualsValuedStock();

    order = await json<OrderDto>(await h.request('GET', `/compras/ordenes/${order.id}`, { token: receiver }));
    expect(order.status).toBe('partial');
    const receipt = await json<ReceiptDto>(await h.request('GET', `/compras/recepciones/${receiptId}`, { token: receiver }));
    expect(receipt).toMatchObject({ hasDifferences: true, order: { id: order.id } });
    expect(receipt.lines[0]).toMatchObject({ cases: 10, packSize: 6, quantity: 60, damaged: 1, ordered: 60, unitPrice: 21_000 });

    // The second delivery brings the rest of the order at its price: the order is received.
    const [second] = await push(receiver, [
      cmd('goodsReceipt.record', {
        receiptId: uuidv7(),
        orderId: order.id,
        locationId: v.warehouseId,
        at: new Date().toISOString(),
        lines: [{ goodId: g1(), cases: 2 }],
      }),
    ]);
    expect(second).toMatchObject({ status: 'applied', result: { hasDifferences: false } });
    order = await json<OrderDto>(await h.request('GET', `/compras/ordenes/${order.id}`, { token: admin }));
    expect(order.status).toBe('received');
    expect(await cost(g1())).toBe(9_500);
    const [closed] = await push(receiver, [
      cmd('goodsReceipt.record', {
        receiptId: uuidv7(),
        orderId: order.id,
        locationId: v.warehouseId,
        at: new Date().toISOString(),
        lines: [{ goodId: g1(), units: 1 }],
      }),
    ]);
    expect(closed).toMatchObject({ status: 'rejected', message: 'La orden de compra ya fue recibida o cancelada' });
    await expectLedgerEqualsValuedStock();
  });

  it('an invoice above the receipt moves the cost of what is left; cancelling it reverses that', async () => {
    const [receipt] = (await json<ReceiptDto[]>(await h.request('GET', '/compras/recepciones', { token: admin }))).filter((r) =>
      r.lines.some((l) => l.goodId === g0()),
    );
    const line = receipt?.lines[0];
    expect(line).toBeDefined();
    const body = {
      receiptId: receipt?.id,
      number: '0001-00004567',
      issuedOn: new Date().toISOString().slice(0, 10),
      lines: [{ receiptLineId: line?.id, quantity: 60, unitPrice: 22_000 }],
    };
    const invoice = await json<InvoiceDto>(await h.request('POST', '/compras/facturas', { token: admin, body }), 201);
    expect(invoice).toMatchObject({ total: 60 * 22_000, priceVariance: 0, status: 'posted' });
    // 180 on hand at 190,00; the 60 invoiced are still here and cost 10,00 more each.
    expect(await cost(g0())).toBe(costAfterDifference(180, 19_000, 60, 1_000));
    expect((await h.request('POST', '/compras/facturas', { token: admin, body })).status).toBe(409);
    const over = await h.request('POST', '/compras/facturas', { token: admin, body: { ...body, number: 'X-2' } });
    expect(over.status).toBe(422);
    await expectLedgerEqualsValuedStock();

    // A return of 10 leaves at the average: the cost does not move, the supplier's credit is kept.
    const costNow = await cost(g0());
    const back = await json<ReturnDto>(
      await h.request('POST', '/compras/devoluciones', {
        token: admin,
        body: {
          supplierId: vendor.id,
          locationId: v.warehouseId,
          reason: 'Vencidas',
          lines: [{ goodId: g0(), quantity: 10, creditPrice: 22_000 }],
        },
      }),
      201,
    );
    expect(back).toMatchObject({ credit: 220_000, lines: [{ quantity: 10, unitCost: costNow }] });
    expect(await cost(g0())).toBe(costNow);
    expect(await onHand(g0())).toBe(170);
    const tooMany = await h.request('POST', '/compras/devoluciones', {
      token: admin,
      body: {
        supplierId: vendor.id,
        locationId: v.warehouseId,
        reason: 'Más',
        lines: [{ goodId: g0(), quantity: 1_000, creditPrice: 1 }],
      },
    });
    expect(tooMany.status).toBe(409);

    const cancelled = await json<InvoiceDto>(await h.request('POST', `/compras/facturas/${invoice.id}/anular`, { token: admin }));
    expect(cancelled.status).toBe('cancelled');
    expect(await cost(g0())).toBe(costAfterDifference(170, costNow, 60, -1_000));
    expect((await h.request('POST', `/compras/facturas/${invoice.id}/anular`, { token: admin })).status).toBe(409);
    // Its number is free again, and the receipt line can be invoiced again.
    const again = await h.request('POST', '/compras/facturas', {
      token: admin,
      body: { ...body, lines: [{ ...body.lines[0], unitPrice: 21_000 }] },
    });
    expect(again.status).toBe(201);
    await expectLedgerEqualsValuedStock();

    const history = await json<CostHistoryDto>(
      await h.request('GET', `/compras/costos/historial?goodId=${g0()}`, { token: admin }),
    );
    expect(history.changes.map((c) => c.reason)).toEqual(['invoice_cancel', 'invoice', 'receipt']);
    expect(history.changes[2]).toMatchObject({ costBefore: 18_000, costAfter: 19_000, quantity: 120, value: 120_000 });
    expect(history.changes[1]?.source).toMatchObject({ type: 'supplier_invoice', label: '0001-00004567' });
  });

  it('an invoice after most of the delivery was consumed moves only what is left', async () => {
    const good = v.goods[2]?.id as string;
    const [received] = await push(receiver, [
      cmd('goodsReceipt.record', {
        receiptId: uuidv7(),
        supplierId: vendor.id,
        locationId: v.warehouseId,
        reason: 'Entrega sin orden: reposición urgente',
        at: new Date().toISOString(),
        lines: [{ goodId: good, units: 10 }],
      }),
    ]);
    expect(received?.status).toBe('applied');
    const receiptId = (received?.result as { receiptId: string } | undefined)?.receiptId as string;
    expect(await cost(good)).toBe(1_250);
    // Everything but 5 units breaks (consumed at 12,50).
    const held = await onHand(good);
    await push(admin, [
      cmd('breakage.record', {
        breakageId: uuidv7(),
        locationId: v.warehouseId,
        goodId: good,
        quantity: held - 5,
        reason: 'Rotura masiva',
        at: new Date().toISOString(),
      }),
    ]);
    expect(await onHand(good)).toBe(5);
    const receipt = await json<ReceiptDto>(await h.request('GET', `/compras/recepciones/${receiptId}`, { token: admin }));
    const invoice = await json<InvoiceDto>(
      await h.request('POST', '/compras/facturas', {
        token: admin,
        body: {
          receiptId,
          number: 'B-77',
          issuedOn: new Date().toISOString().slice(0, 10),
          lines: [{ receiptLineId: receipt.lines[0]?.id, quantity: 10, unitPrice: 1_450 }],
        },
      }),
      201,
    );
    // 5 of the 10 are left: they take the 2,00 difference; the 5 consumed are the price variance.
    expect(await cost(good)).toBe(1_450);
    expect(invoice).toMatchObject({ priceVariance: 5 * 200, lines: [{ onHand: 5 }] });
    await expectLedgerEqualsValuedStock();
  });

  it('makes one draft per supplier from the ideal stock, in whole cases at its last price', async () => {
    const good = g0();
    const par = await json<ParLevelsResponse>(
      await h.request('GET', `/inventarios/stockIdeal?locationId=${v.warehouseId}`, { token: admin }),
    );
    const held = par.rows.find((r) => r.goodId === good)?.onHand ?? 0;
    // 15 short with cases of 6: two cases and a half → three cases.
    const saved = await h.request('PUT', '/inventarios/stockIdeal', {
      token: admin,
      body: { locationId: v.warehouseId, lines: [{ goodId: good, idealQuantity: held + 15, minimumQuantity: 0 }] },
    });
    expect(saved.status).toBe(200);
    const [seller] = await json<SupplierDto[]>(await h.request('GET', '/compras/proveedores', { token: admin })).then((all) =>
      all.filter((s) => s.id === vendor.id),
    );
    const offer = seller?.goods.find((g) => g.goodId === good);
    const made = await json<OrderDto[]>(
      await h.request('POST', '/compras/ordenes/desde-sugerencias', { token: admin, body: { locationId: v.warehouseId } }),
      201,
    );
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ status: 'draft', supplier: { id: vendor.id }, location: { id: v.warehouseId } });
    expect(made[0]?.expectedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(made[0]?.lines).toEqual([
      expect.objectContaining({ goodId: good, packSize: 6, quantity: 18, unitPrice: offer?.lastPrice }),
    ]);
    // Nothing short at a bar without par levels: said so, nothing made.
    const none = await h.request('POST', '/compras/ordenes/desde-sugerencias', {
      token: admin,
      body: { locationId: v.tills.bar1.locationId },
    });
    expect(none.status).toBe(422);
    expect((await none.json()).message).toBe('No hay faltantes de stock ideal con proveedor asignado en ese depósito');
    await h.request('PUT', '/inventarios/stockIdeal', {
      token: admin,
      body: { locationId: v.warehouseId, lines: [{ goodId: good, idealQuantity: null }] },
    });
  });

  it('suggests par levels from the last 6 weeks of use: breakage counts, a return to the supplier does not', async () => {
    const res = await h.request('GET', `/inventarios/stockIdeal/sugerido?locationId=${v.warehouseId}&days=14`, { token: admin });
    const body = await json<ParSuggestions>(res);
    expect(body).toMatchObject({ days: 14, weeks: 6 });
    const broken = body.rows.find((r) => r.goodId === v.goods[2]?.id);
    // The warehouse broke 125 of good 2 (all but 5 of the venue's 130) in these 6 weeks: 125 / 42 a day, 14 days → 42.
    expect(broken).toEqual({ goodId: v.goods[2]?.id, used: 125, perDay: Math.round((125 / 42) * 1000) / 1000, suggested: 42 });
    // Good 0 only left the warehouse back to its supplier: that is no use.
    expect(body.rows.find((r) => r.goodId === v.goods[0]?.id)).toBeUndefined();
    const bad = await h.request('GET', `/inventarios/stockIdeal/sugerido?locationId=${v.warehouseId}&days=0`, { token: admin });
    expect(bad.status).toBe(422);
    expect(
      (await h.request('GET', `/inventarios/stockIdeal/sugerido?locationId=${v.warehouseId}`, { token: receiver })).status,
    ).toBe(403);
  });

  it('keeps the ledger at cost equal to valued stock under 50 parallel deliveries and breakages', async () => {
    const good = v.goods[1]?.id as string;
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? push(receiver, [
              cmd('goodsReceipt.record', {
                receiptId: uuidv7(),
                supplierId: vendor.id,
                locationId: v.warehouseId,
                reason: `Entrega ${i}`,
                at: new Date(now - i * 1000).toISOString(),
                lines: [{ goodId: good, units: 1 + (i % 7) }],
              }),
            ])
          : push(admin, [
              cmd('breakage.record', {
                breakageId: uuidv7(),
                locationId: v.warehouseId,
                goodId: good,
                quantity: 1,
                reason: 'Rota',
                at: new Date(now - i * 1000).toISOString(),
              }),
            ]),
      ),
    );
    expect(results.map(([r]) => (r?.status === 'applied' ? 'applied' : `${r?.status}: ${r?.message}`))).toEqual(
      results.map(() => 'applied'),
    );
    await expectLedgerEqualsValuedStock();
  });

  it('audits every price change of a price list: before and after, per product', async () => {
    const [list] = await rowsOf<{ id: string }>(h.database.db, sql`select id from price_lists where venue_id = ${v.id} limit 1`);
    const [d0, d1, d2] = v.drinks;
    const res = await h.request('PUT', `/catalogo/listas-precios/${list?.id}/items`, {
      token: admin,
      body: {
        items: [
          { productId: d0?.id, price: 500_000 },
          { productId: d1?.id, price: d1?.price },
        ],
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const rows = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'price.change'), eq(auditLog.venueId, v.id)));
    const byProduct = new Map(rows.map((r) => [r.entityId, [r.before, r.after]]));
    expect(rows).toHaveLength(2);
    expect(byProduct.get(d0?.id as string)).toEqual([
      { priceListId: list?.id, price: d0?.price },
      { priceListId: list?.id, price: 500_000 },
    ]);
    expect(byProduct.get(d2?.id as string)).toEqual([{ priceListId: list?.id, price: d2?.price }, null]);
  });

  it('with the last-price method a delivery sets the cost; a hand edit is revalued and audited', async () => {
    const good = v.goods[1]?.id as string;
    expect((await h.request('PUT', '/compras/costos/metodo', { token: admin, body: { method: 'last' } })).status).toBe(200);
    const [r] = await push(receiver, [
      cmd('goodsReceipt.record', {
        receiptId: uuidv7(),
        supplierId: vendor.id,
        locationId: v.warehouseId,
        reason: 'Compra al contado',
        at: new Date().toISOString(),
        lines: [{ goodId: good, units: 3 }],
      }),
    ]);
    expect(r?.status).toBe('applied');
    // No order line and no price from the supplier: the stock enters at the good's cost.
    expect(await cost(good)).toBe(9_500);
    await h.request('PUT', '/compras/costos/metodo', { token: admin, body: { method: 'average' } });

    const [row] = await h.database.db.select().from(goods).where(eq(goods.id, good));
    const res = await h.request('PUT', `/catalogo/mercaderias/${good}`, {
      token: admin,
      body: {
        sku: row?.sku,
        name: row?.name,
        category: row?.category,
        unit: row?.unit,
        content: row?.content,
        unitCost: 12_000,
        supplier: '',
        supplierPack: 1,
        active: true,
        barcodes: [],
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await cost(good)).toBe(12_000);
    const history = await json<CostHistoryDto>(
      await h.request('GET', `/compras/costos/historial?goodId=${good}`, { token: admin }),
    );
    expect(history.changes[0]).toMatchObject({ reason: 'manual', costBefore: 9_500, costAfter: 12_000, source: null });
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, good), eq(auditLog.action, 'good.cost')));
    expect(audits.at(-1)).toMatchObject({ before: { unitCost: 9_500 } });
    await expectLedgerEqualsValuedStock();
    // Four receipts before, and the 25 of the parallel deliveries.
    expect(await h.database.db.select().from(goodsReceipts).where(eq(goodsReceipts.venueId, v.id))).toHaveLength(29);
  });
});

describe('valued stock at a past date', () => {
  it('uses the cost in force then: a back-dated delivery counts from its date, its new cost from when it was booked', async () => {
    const w = await buildVenue(h, ALL_PRIVILEGE_CODES);
    const token = w.tokens.admin;
    const good = w.goods[0] as { id: string; unitCost: number };
    const priced = await h.request('PUT', `/compras/proveedores/${w.supplierId}`, {
      token,
      body: { name: 'Distribuidora', goods: [{ goodId: good.id, packSize: 1, lastPrice: 24_000 }] },
    });
    expect(priced.status).toBe(200);
    // Delivered 30 hours ago (yesterday's business day, before tonight opened), booked now.
    const [r] = await push(token, [
      cmd('goodsReceipt.record', {
        receiptId: uuidv7(),
        supplierId: w.supplierId,
        locationId: w.warehouseId,
        reason: 'Entrega de ayer cargada hoy',
        at: new Date(Date.now() - 30 * 3_600_000).toISOString(),
        lines: [{ goodId: good.id, units: 40 }],
      }),
    ]);
    expect(r?.status).toBe('applied');
    // (120 × 180,00 + 40 × 240,00) / 160 = 195,00 from now on.
    expect(await cost(good.id)).toBe(19_500);
    const [venue] = await rowsOf<{ cutoff: number; tz: string }>(
      h.database.db,
      sql`select business_day_cutoff_hour as cutoff, timezone as tz from venues where id = ${w.id}`,
    );
    const yesterday = businessDate(new Date(Date.now() - 24 * 3_600_000), venue?.tz ?? '', venue?.cutoff ?? 9);
    const past = await json<ValuedStockResponse>(await h.request('GET', `/inventarios/valorizado?at=${yesterday}`, { token }));
    const today = await json<ValuedStockResponse>(await h.request('GET', '/inventarios/valorizado', { token }));
    const others = 120 * 9_500 + 120 * 1_250;
    // Yesterday: the 160 units (the delivery counts from its date) at the 180,00 then in force.
    expect(past.total).toEqual({ quantity: 400, value: 160 * 18_000 + others });
    expect(today.total).toEqual({ quantity: 400, value: 160 * 19_500 + others });
    const rows = await rowsOf<{ ledger: string; revalued: string }>(
      h.database.db,
      sql`select (select sum(quantity * unit_cost) from stock_movements where good_id = ${good.id}) as ledger,
                 (select coalesce(sum(value), 0) from stock_revaluations where good_id = ${good.id}) as revalued`,
    );
    expect(Number(rows[0]?.ledger) + Number(rows[0]?.revalued)).toBe(160 * 19_500);
  });
});
