// The demo venue obeys the rules the live path obeys (issue 31 item 9): the 60 nights a prospect
// sees are seeded ('demo' size) and held to the reconciliation checks — each night's balance-sheet
// result equals the independent sum over the ledgers, every denormalised balance equals its ledger,
// every cash sale sits in its register, every counted register expected what it held, no register
// ever held less than nothing, and the door's arrivals are the check-ins the door recorded.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows-of';
import { seedDemo } from '../../server/db/seed/index';
import type { BalanceSheetDto } from '../../src/contract/gerencia';
import { createHarness, DEFAULT_PASSWORD, type Harness, json } from './harness';
import { ledgerSum } from './night-ledger-sum';

let h: Harness;
let admin: string;
const n = (v: unknown) => Number(v ?? 0);

beforeAll(async () => {
  h = await createHarness({ seed: false });
  await seedDemo(h.database.db, { size: 'demo', defaultPassword: DEFAULT_PASSWORD });
  admin = await h.login('admin@noctua.test');
}, 300_000);
afterAll(async () => {
  await h?.close();
});

const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => rowsOf<T>(h.database.db, query);

describe('the demo venue reconciles', () => {
  it('every night: the balance sheet result = the sum over the ledgers', async () => {
    const nights = await q<{ id: string; business_date: string }>(
      sql`select id, business_date::text from nights where deleted_at is null order by business_date`,
    );
    expect(nights.length).toBeGreaterThanOrEqual(60);
    const wrong: string[] = [];
    for (const night of nights) {
      const sheet = await json<BalanceSheetDto>(
        await h.request('GET', `/gerencia/balance?nightId=${night.id}`, { token: admin }),
      );
      const ledger = await ledgerSum(h.database.db, night.id);
      if (sheet.totals.result !== ledger) wrong.push(`${night.business_date}: shown ${sheet.totals.result}, ledgers ${ledger}`);
    }
    expect(wrong).toEqual([]);
  });

  it('balances equal their ledgers: cash accounts, VIP cards, stock', async () => {
    const cards = await q<{ number: string; balance: string; ledger: string }>(
      sql`select c.number, c.balance, coalesce(sum(l.amount) filter (where l.deleted_at is null), 0) as ledger
          from vip_cards c left join card_ledger l on l.card_id = c.id group by c.id having c.balance <> coalesce(sum(l.amount) filter (where l.deleted_at is null), 0)`,
    );
    expect(cards).toEqual([]);
    const stock = await q<{ location_id: string; good_id: string }>(
      sql`select l.location_id, l.good_id from stock_levels l
          where l.quantity <> (select coalesce(sum(quantity), 0) from stock_movements m
                                where m.location_id = l.location_id and m.good_id = l.good_id and m.deleted_at is null)`,
    );
    expect(stock).toEqual([]);
    const saldos = await json<{ account: { id: string; name: string }; balance: number }[]>(
      await h.request('GET', '/cashflow/saldos', { token: admin }),
    );
    const sums = await q<{ account_id: string; total: string }>(
      sql`select account_id, sum(amount) as total from cash_movements where deleted_at is null group by account_id`,
    );
    const ledger = new Map(sums.map((r) => [r.account_id, n(r.total)]));
    expect(saldos.filter((s) => s.balance !== (ledger.get(s.account.id) ?? 0)).map((s) => s.account.name)).toEqual([]);
  });

  it('every cash sale is in its register, and no register ever holds less than nothing', async () => {
    // Per night and point of sale: the cash its sales took (cancelled ones gave it back) = what its register booked from them.
    const gaps = await q<{ night: string; pos: string; sold: string; booked: string }>(
      sql`with sold as (
            select s.night_id, s.point_of_sale_id, sum(s.total) filter (where s.status = 'completed') as sold
            from sales s where s.payment = 'cash' and s.deleted_at is null group by 1, 2),
          booked as (
            select m.night_id, a.point_of_sale_id, sum(m.amount) as booked
            from cash_movements m join cash_accounts a on a.id = m.account_id
            where a.kind = 'register' and m.deleted_at is null and m.source_type in ('sale', 'cancellation')
            group by 1, 2)
          select n.business_date::text as night, p.name as pos, coalesce(sold.sold, 0) as sold, coalesce(booked.booked, 0) as booked
          from sold full join booked using (night_id, point_of_sale_id)
          join nights n on n.id = night_id join points_of_sale p on p.id = point_of_sale_id
          where coalesce(sold.sold, 0) <> coalesce(booked.booked, 0)
          order by 1, 2`,
    );
    expect(gaps).toEqual([]);
    const negative = await q<{ name: string; at: string; running: string }>(
      sql`select name, at::text, running from (
            select a.name, m.at, sum(m.amount) over (partition by m.account_id order by m.at, m.version) as running
            from cash_movements m join cash_accounts a on a.id = m.account_id
            where a.kind in ('register', 'safe') and m.deleted_at is null) r
          where running < 0 order by at limit 5`,
    );
    expect(negative).toEqual([]);
  });

  it('every counted register expected what it held when counted, and its difference is booked once', async () => {
    const wrong = await q<{ night: string; account: string; expected: string; held: string; diff: string; booked: string }>(
      sql`select n.business_date::text as night, a.name as account, s.expected_amount as expected,
            (select coalesce(sum(amount), 0) from cash_movements m where m.account_id = s.account_id and m.deleted_at is null and m.at <= s.counted_at) as held,
            s.counted_amount - s.expected_amount as diff,
            (select coalesce(sum(amount), 0) from cash_movements m where m.source_type = 'cash_session_difference' and m.source_id = s.id and m.deleted_at is null) as booked
          from cash_sessions s join cash_accounts a on a.id = s.account_id join nights n on n.id = s.night_id
          where s.status = 'closed' and s.deleted_at is null`,
    );
    expect(wrong.length).toBeGreaterThan(100);
    expect(wrong.filter((r) => n(r.expected) !== n(r.held) || n(r.diff) !== n(r.booked))).toEqual([]);
  });

  it("the door's arrivals are its check-ins, and the balance sheet counts them", async () => {
    const entries = await q<{ night_id: string; arrived: string; checked: string }>(
      sql`select e.night_id, sum(e.arrived) as arrived,
            sum((select coalesce(sum(c.people), 0) from free_entry_check_ins c where c.entry_id = e.id)) as checked
          from free_entries e where e.deleted_at is null group by e.night_id`,
    );
    expect(entries.length).toBeGreaterThan(0);
    for (const e of entries) {
      expect(n(e.checked), 'check-ins recorded').toBe(n(e.arrived));
      const sheet = await json<BalanceSheetDto>(
        await h.request('GET', `/gerencia/balance?nightId=${e.night_id}`, { token: admin }),
      );
      expect(sheet.entries.freeArrived).toBe(n(e.arrived));
    }
  });
});
