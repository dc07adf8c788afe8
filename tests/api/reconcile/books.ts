// The checks after a reconciled night (tests/api/reconciliation.test.ts): each figure the product
// shows is held against the model the player kept (play.ts) AND against an independent sum over the
// ledgers, so a wrong definition, a ledger that drifted from its denormalised total, or a screen
// that adds a part twice all fail here.

import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../../server/db/rows-of';
import type { CashRegistersAnswer } from '../../../src/contract/cash-registers';
import type { BalanceDto } from '../../../src/contract/cashflow';
import type { BalanceSheetDto } from '../../../src/contract/gerencia';
import type { DifferencesResponse } from '../../../src/contract/inventory-counts';
import type { VarianceRow } from '../../../src/contract/inventory-nightly';
import { type Harness, json } from '../harness';
import { ledgerSum } from '../night-ledger-sum';
import { type Books, roundCents } from './play';
import type { Venue } from './venue';

const n = (value: unknown) => Number(value ?? 0);

/** The model's parts of the night, rounded as the books round them (Σ at cost, to the cent). */
export function modelHeadline(b: Books) {
  const m = b.night;
  const cogs = roundCents(m.cogs);
  const breakage = roundCents(m.breakage);
  const comps = roundCents(m.comps);
  const countVariance = roundCents(m.countVariance);
  return {
    sales: m.sales,
    tickets: m.tickets,
    cogs,
    breakage,
    comps,
    countVariance,
    overShort: m.overShort,
    otherIncome: m.otherIncome,
    otherExpenses: m.otherExpenses,
    staffPayments: m.staffPayments,
    result: m.sales - cogs - breakage - comps + countVariance + m.overShort + m.otherIncome - m.otherExpenses - m.staffPayments,
  };
}

export async function checkBooks(h: Harness, v: Venue, books: Books) {
  const db = h.database.db;
  const model = modelHeadline(books);

  // The night's result: the balance sheet = the model = the ledgers.
  const sheet = await json<BalanceSheetDto>(
    await h.request('GET', `/gerencia/balance?nightId=${v.nightId}`, { token: v.tokens.admin }),
  );
  const t = sheet.totals;
  expect(
    {
      sales: t.sales,
      tickets: t.tickets,
      cogs: t.cogs,
      breakage: t.breakage,
      comps: t.comps,
      countVariance: t.countVariance,
      overShort: t.overShort,
      otherIncome: t.otherIncome,
      otherExpenses: t.expenses,
      staffPayments: t.staffPayments,
    },
    'balance sheet parts',
  ).toEqual({
    sales: model.sales,
    tickets: model.tickets,
    cogs: model.cogs,
    breakage: model.breakage,
    comps: model.comps,
    countVariance: model.countVariance,
    overShort: model.overShort,
    otherIncome: model.otherIncome,
    otherExpenses: model.otherExpenses,
    staffPayments: model.staffPayments,
  });
  expect(await ledgerSum(db, v.nightId), 'result summed over the ledgers').toBe(model.result);
  expect(t.result, 'balance sheet result').toBe(model.result);

  // Stock variance: one figure, one sign, wherever it is shown — the balance sheet, ajustes/diferencias
  // and report 412 (this venue counts only at its bars, so all three cover the same adjustments).
  const diferencias = await json<DifferencesResponse>(
    await h.request('GET', `/inventarios/diferencias?nightId=${v.nightId}`, { token: v.tokens.admin }),
  );
  const report = await json<{ rows: VarianceRow[] }>(
    await h.request('GET', `/inventarios/reportes/diferencias?nightId=${v.nightId}`, { token: v.tokens.admin }),
  );
  const reported = report.rows.filter((r) => !r.pending).reduce((sum, r) => sum + r.varianceCost, 0);
  expect({ diferencias: diferencias.totals.value, report412: reported }, 'variance on every screen').toEqual({
    diferencias: model.countVariance,
    report412: model.countVariance,
  });

  // Cash: each account's balance on the saldos screen = Σ its movements = the model.
  const saldos = await json<BalanceDto[]>(await h.request('GET', '/cashflow/saldos', { token: v.tokens.admin }));
  const sums = await rowsOf<{ account_id: string; total: string }>(
    db,
    sql`select m.account_id, sum(m.amount) as total from cash_movements m join cash_accounts a on a.id = m.account_id
        where a.venue_id = ${v.id} and m.deleted_at is null group by m.account_id`,
  );
  const ledger = new Map(sums.map((r) => [r.account_id, n(r.total)]));
  for (const [accountId, expected] of books.cash) {
    const shown = saldos.find((s) => s.account.id === accountId)?.balance;
    expect({ accountId, shown, ledger: ledger.get(accountId) ?? 0 }, 'cash account').toEqual({
      accountId,
      shown: expected,
      ledger: expected,
    });
  }

  // Cards: the denormalised balance = Σ the card's ledger = the model.
  const cards = await rowsOf<{ id: string; balance: string; ledger: string }>(
    db,
    sql`select c.id, c.balance, (select coalesce(sum(amount), 0) from card_ledger l where l.card_id = c.id and l.deleted_at is null) as ledger
        from vip_cards c where c.venue_id = ${v.id}`,
  );
  for (const [i, card] of v.cards.entries()) {
    const row = cards.find((c) => c.id === card.id);
    expect({ card: i, balance: n(row?.balance), ledger: n(row?.ledger) }, 'card').toEqual({
      card: i,
      balance: books.cards[i],
      ledger: books.cards[i],
    });
  }

  // Stock: stock_levels = Σ the ledger = the model, per location and good.
  const stock = await rowsOf<{ location_id: string; good_id: string; level: string; ledger: string }>(
    db,
    sql`select l.location_id, l.good_id, l.quantity as level,
          (select coalesce(sum(quantity), 0) from stock_movements m
            where m.location_id = l.location_id and m.good_id = l.good_id and m.deleted_at is null) as ledger
        from stock_levels l join stock_locations s on s.id = l.location_id where s.venue_id = ${v.id}`,
  );
  for (const [key, thousandths] of books.stock) {
    const [locationId, good] = key.split('|');
    const row = stock.find((r) => r.location_id === locationId && r.good_id === v.goods[Number(good)]?.id);
    const want = thousandths / 1000;
    expect({ key, level: n(row?.level), ledger: n(row?.ledger) }, 'stock').toEqual({ key, level: want, ledger: want });
  }

  // Stock at cost (issue 38): each good's unit cost is the model's weighted average, and the ledger at
  // cost (Σ movements × the cost each was booked at + Σ revaluations) = on hand × unit cost, exactly.
  const valued = await rowsOf<{ id: string; unit_cost: string; ledger: string; revalued: string; valued: string }>(
    db,
    sql`select g.id, g.unit_cost,
          (select coalesce(sum(m.quantity * m.unit_cost), 0) from stock_movements m where m.good_id = g.id and m.deleted_at is null) as ledger,
          (select coalesce(sum(r.value), 0) from stock_revaluations r where r.good_id = g.id) as revalued,
          (select coalesce(sum(l.quantity), 0) from stock_levels l where l.good_id = g.id) * g.unit_cost as valued
        from goods g where g.venue_id = ${v.id}`,
  );
  for (const [i, good] of v.goods.entries()) {
    const row = valued.find((r) => r.id === good.id);
    expect({ good: i, cost: n(row?.unit_cost) }, 'unit cost').toEqual({ good: i, cost: good.unitCost });
    const ledger = Math.round((n(row?.ledger) + n(row?.revalued)) * 1000);
    expect({ good: i, ledger }, 'ledger at cost = valued stock').toEqual({ good: i, ledger: Math.round(n(row?.valued) * 1000) });
  }

  // Every register card adds up, and what it expected is what the model expected at the count.
  const cajas = await json<CashRegistersAnswer>(
    await h.request('GET', `/cashflow/cajas?nightId=${v.nightId}`, { token: v.tokens.supervisor }),
  );
  for (const r of cajas.registers) {
    const live = r.live;
    const name = r.pointOfSaleName;
    expect(live, `live figures of ${name}`).not.toBeNull();
    if (!live) continue;
    expect(live.cashIn, `${name}: cash in = its parts`).toBe(live.cashSales + live.topups + live.otherIn);
    expect(live.cashOut, `${name}: cash out = its parts`).toBe(live.refunds + live.extractions + live.payouts + live.otherOut);
    expect(live.expected, `${name}: carried + float + in − out = expected`).toBe(
      live.carried + live.float + live.cashIn - live.cashOut,
    );
    expect(live.balance, `${name}: expected + over/short − closed + after the count = balance`).toBe(
      live.expected + live.overShort - live.closed + live.afterCount,
    );
    expect(live.balance, `${name}: the balance is the model's`).toBe(books.balance(r.accountId));
    const atCount = books.expectedAtCount.get(r.accountId);
    expect(r.session?.expectedAmount, `${name}: expected at the count`).toBe(atCount);
    expect(live.expected, `${name}: the card's expected is the count's`).toBe(atCount);
  }

  // System categories: one per key whatever the renames; a booking never makes a second one.
  const keys = await rowsOf<{ system_key: string; n: number }>(
    db,
    sql`select system_key, count(*)::int as n from cash_categories
        where venue_id = ${v.id} and system_key is not null and deleted_at is null group by system_key having count(*) > 1`,
  );
  expect(keys, 'one category per system key').toEqual([]);
  const named = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from cash_categories where venue_id = ${v.id} and system_key is null
          and name in ('Faltante de caja', 'Sobrante de caja', 'Ventas de barra', 'Entradas')`,
  );
  expect(named[0]?.n, 'no duplicate of a renamed system category').toBe(0);
}
