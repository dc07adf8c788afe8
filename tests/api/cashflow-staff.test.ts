// Cash flow (/api/cashflow) beyond movements: staff (members, shifts, payments booked once per id,
// no overdraft under racing payments, what is owed), balances at a date equal to Σ movements, the
// statement's running balance, the board, reports that add up to the ledger, and receipts.
import { and, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashAccounts, cashMovements, nights, staffPayments, venues } from '../../server/db/schema';
import type {
  AccountDto,
  AttachmentDto,
  BalanceDto,
  BoardDto,
  CategoryDto,
  MovementDto,
  PaymentMethodDto,
  StatementDto,
} from '../../src/contract/cashflow';
import type {
  CategoryReportDto,
  NightReportDto,
  OwedNightDto,
  PeriodReportDto,
  StaffMemberDto,
  StaffNightDto,
  StaffPaymentDto,
} from '../../src/contract/cashflow-staff';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let venueId: string;
let admin: string;
let caja: string;
let nightId: string;
let otherNightId: string;
let accounts: AccountDto[];
let categories: CategoryDto[];

const post = (path: string, token: string, body: unknown) => h.request('POST', path, { token, body });

async function newSafe(name: string, funds: number): Promise<string> {
  const safe = await json<AccountDto>(await post('/cashflow/cuentas', admin, { kind: 'safe', name }), 201);
  const income = categories.find((c) => c.kind === 'income');
  await json(
    await post('/cashflow/movimientos', caja, { type: 'income', accountId: safe.id, amount: funds, categoryId: income?.id }),
    201,
  );
  return safe.id;
}

beforeAll(async () => {
  h = await createHarness();
  const [venue] = await h.database.db.select().from(venues).limit(1);
  if (!venue) throw new Error('no venue');
  venueId = venue.id;
  admin = await h.login('admin@noctua.test');
  // A treasurer who runs the cash flow (movements, balances, the board): the cashier preset (caja@)
  // counts registers blind and holds none of 204/206/207 since issue 31.
  caja = await h.createUser('tesoreria-st@noctua.test', ['141', '201', '204', '206', '207', '209', '211'], venueId);
  const [n1, n2] = await h.database.db
    .select()
    .from(nights)
    .where(and(eq(nights.venueId, venueId), eq(nights.status, 'closed')))
    .orderBy(sql`${nights.businessDate} desc`)
    .limit(2);
  if (!n1 || !n2) throw new Error('no closed nights');
  nightId = n1.id;
  otherNightId = n2.id;
  accounts = await json<AccountDto[]>(await h.request('GET', '/cashflow/cuentas', { token: caja }));
  categories = await json<CategoryDto[]>(await h.request('GET', '/cashflow/categorias', { token: caja }));
}, 120_000);

afterAll(() => h.close());

describe('staff', () => {
  let member: StaffMemberDto;
  let safe: string;

  it('creates and edits a member, validating the rate', async () => {
    member = await json<StaffMemberDto>(
      await post('/cashflow/personal', caja, { name: 'Lucía Prueba', role: 'Bartender', ratePerNight: 5_500_000 }),
      201,
    );
    expect(member).toMatchObject({ due: 0, paid: 0, owed: 0, active: true });
    expect((await post('/cashflow/personal', caja, { name: 'X', role: 'Y', ratePerNight: -1 })).status).toBe(422);
    expect((await post('/cashflow/personal', caja, { name: '', role: 'Y', ratePerNight: 1 })).status).toBe(422);
    const edited = await json<StaffMemberDto>(
      await h.request('PUT', `/cashflow/personal/${member.id}`, {
        token: caja,
        body: { name: 'Lucía Prueba', role: 'Jefe de barra', ratePerNight: 6_000_000 },
      }),
    );
    expect(edited.role).toBe('Jefe de barra');
  });

  it('records shifts (due defaults to the rate) and computes what is owed per member and night', async () => {
    let night = await json<StaffNightDto>(
      await h.request('PUT', '/cashflow/personal/turnos', { token: caja, body: { nightId, staffMemberId: member.id } }),
    );
    expect(night.lines.find((l) => l.staffMemberId === member.id)).toMatchObject({ due: 6_000_000, paid: 0, owed: 6_000_000 });
    night = await json<StaffNightDto>(
      await h.request('PUT', '/cashflow/personal/turnos', {
        token: caja,
        body: { nightId: otherNightId, staffMemberId: member.id, amountDue: 7_000_000 },
      }),
    );
    safe = await newSafe('Fuerte sueldos', 20_000_000);
    const pay = (amount: number, night = nightId, id = uuidv7()) =>
      post('/cashflow/personal/pagos', caja, { id, nightId: night, staffMemberId: member.id, accountId: safe, amount });
    await json(await pay(4_000_000), 201);
    await json(await pay(7_000_000, otherNightId), 201);
    const [m] = (await json<StaffMemberDto[]>(await h.request('GET', '/cashflow/personal', { token: caja }))).filter(
      (x) => x.id === member.id,
    );
    expect(m).toMatchObject({ due: 13_000_000, paid: 11_000_000, owed: 2_000_000, shifts: 2 });
    const byNight = await json<StaffNightDto>(await h.request('GET', `/cashflow/personal/noches/${nightId}`, { token: caja }));
    const line = byNight.lines.find((l) => l.staffMemberId === member.id);
    expect(line).toMatchObject({ due: 6_000_000, paid: 4_000_000, owed: 2_000_000 });
    expect(byNight.totals.owed).toBe(byNight.lines.reduce((s, l) => s + l.owed, 0));
    const owed = await json<OwedNightDto[]>(await h.request('GET', '/cashflow/personal/deuda', { token: caja }));
    const row = owed.find((o) => o.nightId === nightId);
    expect(row?.owed).toBe(row ? row.due - row.paid : Number.NaN);
    // The seed pays every shift in full: this night owes exactly what Lucía is still owed.
    expect(row?.owed).toBe(2_000_000);
    expect((await h.request('DELETE', `/cashflow/personal/turnos/${line?.shiftId}`, { token: caja })).status).toBe(409);
  });

  it('books one staff_payment movement per payment id, however often it is sent', async () => {
    const id = uuidv7();
    const body = { id, nightId, staffMemberId: member.id, accountId: safe, amount: 100_000 };
    const answers = await Promise.all([1, 2, 3].map(() => post('/cashflow/personal/pagos', caja, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    const payment = await json<StaffPaymentDto>(await post('/cashflow/personal/pagos', caja, body), 200);
    const moves = await h.database.db.select().from(cashMovements).where(eq(cashMovements.sourceId, id));
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ kind: 'staff_payment', amount: -100_000, accountId: safe, id: payment.cashMovementId });
    expect((await post('/cashflow/personal/pagos', caja, { ...body, amount: 1 })).status).toBe(409);
  });

  it('never overdraws the account under racing payments', async () => {
    const small = await newSafe('Fuerte chico staff', 5 * 30_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('/cashflow/personal/pagos', caja, {
          id: uuidv7(),
          nightId,
          staffMemberId: member.id,
          accountId: small,
          amount: 30_000,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(15);
    const paid = await h.database.db.select().from(staffPayments).where(eq(staffPayments.accountId, small));
    expect(paid).toHaveLength(5);
  });
});

describe('balances', () => {
  it('gives each account its balance at a date, equal to Σ of its movements up to then', async () => {
    const at = '2026-01-15T12:00:00.000Z';
    const balances = await json<BalanceDto[]>(await h.request('GET', `/cashflow/saldos?at=${at}`, { token: caja }));
    const ids = accounts.map((a) => a.id);
    const sums = await h.database.db
      .select({ id: cashMovements.accountId, sum: sql<string>`sum(${cashMovements.amount})` })
      .from(cashMovements)
      .where(and(inArray(cashMovements.accountId, ids), lte(cashMovements.at, new Date(at))))
      .groupBy(cashMovements.accountId);
    for (const a of accounts) {
      const expected = Number(sums.find((s) => s.id === a.id)?.sum ?? 0);
      expect(balances.find((b) => b.account.id === a.id)?.balance, a.name).toBe(expected);
    }
  });

  it('shows an account statement with a running balance from the opening one', async () => {
    const safe = accounts.find((a) => a.kind === 'safe' && a.movementCount > 0);
    if (!safe) throw new Error('no safe');
    const st = await json<StatementDto>(
      await h.request('GET', `/cashflow/saldos/${safe.id}/movimientos?from=2025-12-01&to=2026-02-28`, { token: caja }),
    );
    let running = st.opening;
    for (const line of st.lines) {
      running += line.amount;
      expect(line.balance).toBe(running);
    }
    expect(st.closing).toBe(running);
    const [before] = await h.database.db
      .select({ sum: sql<string>`coalesce(sum(${cashMovements.amount}), 0)` })
      .from(cashMovements)
      .where(and(eq(cashMovements.accountId, safe.id), lt(cashMovements.at, new Date('2025-12-01T03:00:00Z'))));
    expect(st.opening).toBe(Number(before?.sum ?? 0));
  });

  it('puts every active account on the board with its balance now, and tonight’s registers', async () => {
    const board = await json<BoardDto>(await h.request('GET', '/cashflow/tablero', { token: caja }));
    const fresh = await json<AccountDto[]>(await h.request('GET', '/cashflow/cuentas', { token: caja }));
    for (const a of fresh.filter((x) => x.active)) {
      expect(board.accounts.find((b) => b.account.id === a.id)?.balance, a.name).toBe(a.balance);
    }
    expect(board.totals.all).toBe(board.accounts.reduce((s, a) => s + a.balance, 0));
    expect(board.night).not.toBeNull();
    expect(board.registers.length).toBe(fresh.filter((a) => a.kind === 'register' && a.active).length);
  });
});

describe('reports', () => {
  const from = '2025-06-01';
  const to = '2026-12-31';
  async function ledger(kinds: ('income' | 'expense' | 'staff_payment')[]) {
    const [row] = await h.database.db
      .select({ sum: sql<string>`coalesce(sum(${cashMovements.amount}), 0)` })
      .from(cashMovements)
      .innerJoin(cashAccounts, eq(cashAccounts.id, cashMovements.accountId))
      .where(
        and(
          eq(cashAccounts.venueId, venueId),
          inArray(cashMovements.kind, kinds),
          gte(cashMovements.at, sql`(${from}::date::timestamp at time zone 'America/Argentina/Buenos_Aires')`),
          lt(cashMovements.at, sql`((${to}::date + 1)::timestamp at time zone 'America/Argentina/Buenos_Aires')`),
        ),
      );
    return Number(row?.sum ?? 0);
  }

  it('adds up by category and by period to the ledger’s income and expense', async () => {
    const income = await ledger(['income']);
    const expense = -(await ledger(['expense', 'staff_payment']));
    expect(income).toBeGreaterThan(0);
    const byCat = await json<CategoryReportDto>(
      await h.request('GET', `/cashflow/reportes/categorias?from=${from}&to=${to}`, { token: caja }),
    );
    expect(byCat.totals).toEqual({ income, expense, net: income - expense });
    expect(byCat.rows.reduce((s, r) => s + (r.kind === 'income' ? r.amount : 0), 0)).toBe(income);
    for (const grain of ['month', 'week']) {
      const byPeriod = await json<PeriodReportDto>(
        await h.request('GET', `/cashflow/reportes/periodos?from=${from}&to=${to}&grain=${grain}`, { token: caja }),
      );
      expect(byPeriod.totals).toEqual({ income, expense, net: income - expense });
      expect(byPeriod.rows.length).toBeGreaterThan(0);
    }
  });

  it('groups by night only what was filed under a night', async () => {
    const byNight = await json<NightReportDto>(
      await h.request('GET', `/cashflow/reportes/noches?from=${from}&to=${to}`, { token: caja }),
    );
    const [row] = await h.database.db
      .select({ sum: sql<string>`coalesce(sum(${cashMovements.amount}), 0)` })
      .from(cashMovements)
      .innerJoin(nights, eq(nights.id, cashMovements.nightId))
      .where(
        and(eq(nights.venueId, venueId), eq(cashMovements.kind, 'income'), sql`${nights.businessDate} between ${from} and ${to}`),
      );
    expect(byNight.totals.income).toBe(Number(row?.sum ?? 0));
    expect(byNight.rows.every((r) => r.net === r.income - r.expense)).toBe(true);
  });

  it('refuses a bad range or grain with 422', async () => {
    expect((await h.request('GET', '/cashflow/reportes/periodos?from=2026-13-01&to=2026-12-31', { token: caja })).status).toBe(
      422,
    );
    expect(
      (await h.request('GET', '/cashflow/reportes/periodos?from=2026-01-01&to=2026-12-31&grain=day', { token: caja })).status,
    ).toBe(422);
    expect((await h.request('GET', '/cashflow/reportes/otro?from=2026-01-01&to=2026-12-31', { token: caja })).status).toBe(422);
  });
});

describe('finance settings', () => {
  const bankId = () => accounts.find((a) => a.kind === 'bank')?.id ?? '';
  it('saves a payment method and the threshold, validating both', async () => {
    const methods = await json<PaymentMethodDto[]>(
      await h.request('PUT', '/cashflow/medios-de-pago/card', {
        token: admin,
        body: { name: 'Tarjetas', settlementAccountId: bankId(), feeBasisPoints: 299, active: true },
      }),
    );
    expect(methods.find((m) => m.method === 'card')).toMatchObject({ name: 'Tarjetas', feeBasisPoints: 299 });
    const bad = await h.request('PUT', '/cashflow/medios-de-pago/card', {
      token: admin,
      body: { name: 'Tarjetas', settlementAccountId: null, feeBasisPoints: 2500, active: true },
    });
    expect(bad.status).toBe(422);
    const cash = await h.request('PUT', '/cashflow/medios-de-pago/cash', {
      token: admin,
      body: { name: 'Efectivo', settlementAccountId: bankId(), feeBasisPoints: 0, active: true },
    });
    expect(cash.status).toBe(422);
    expect((await post(`/cashflow/cuentas/${bankId()}/activo`, admin, { active: false })).status).toBe(409);
    const saved = await json<{ cashOverShortThreshold: number }>(
      await h.request('PUT', '/cashflow/ajustes', { token: admin, body: { cashOverShortThreshold: 250_000 } }),
    );
    expect(saved.cashOverShortThreshold).toBe(250_000);
    const [v] = await h.database.db.select().from(venues).where(eq(venues.id, venueId));
    expect(v?.cashOverShortThreshold).toBe(250_000);
    expect((await h.request('PUT', '/cashflow/ajustes', { token: admin, body: { cashOverShortThreshold: -1 } })).status).toBe(
      422,
    );
    expect((await h.request('PUT', '/cashflow/ajustes', { token: admin, body: { cashOverShortThreshold: 1.5 } })).status).toBe(
      422,
    );
  });
});

describe('receipts', () => {
  let movement: MovementDto;
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

  beforeAll(async () => {
    const bank = accounts.find((a) => a.kind === 'bank');
    const expense = categories.find((c) => c.kind === 'expense');
    movement = await json<MovementDto>(
      await post('/cashflow/movimientos', caja, {
        type: 'expense',
        accountId: bank?.id,
        amount: 12_345,
        categoryId: expense?.id,
      }),
      201,
    );
  });

  const upload = (name: string, bytes: Uint8Array<ArrayBuffer>, token = caja) =>
    h.app.request(`/noctua/api/cashflow/movimientos/${movement.id}/adjuntos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-file-name': name, 'content-type': 'application/octet-stream' },
      body: bytes,
    });

  it('stores a receipt with its hash, lists it and downloads the same bytes', async () => {
    const saved = await json<AttachmentDto>(await upload('ticket.png', png), 201);
    expect(saved).toMatchObject({ fileName: 'ticket.png', fileSize: png.length, contentType: 'image/png' });
    expect(saved.sha256).toMatch(/^[a-f0-9]{64}$/);
    const list = await json<AttachmentDto[]>(
      await h.request('GET', `/cashflow/movimientos/${movement.id}/adjuntos`, { token: caja }),
    );
    expect(list.map((a) => a.id)).toEqual([saved.id]);
    const res = await h.request('GET', `/cashflow/adjuntos/${saved.id}`, { token: caja });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
    expect(res.headers.get('content-disposition')).toContain('ticket.png');
  });

  it('refuses a wrong type, content that lies about its type, an empty file and other users', async () => {
    expect((await upload('script.exe', png)).status).toBe(415);
    expect((await upload('fake.pdf', png)).status).toBe(415);
    expect((await upload('empty.png', new Uint8Array())).status).toBe(422);
    const stranger = await h.createUser('receipts-209@noctua.test', ['209'], venueId);
    expect((await upload('ticket.png', png, stranger)).status).toBe(403);
  });
});
