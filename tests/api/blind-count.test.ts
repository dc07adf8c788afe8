// Issue 31, item 8: the blind count is blind on the server. The cashier preset (and caja@, who is
// given it) holds no 207/204/206/107; and nobody without 207 — the cashier, a 141-only clerk, nor a
// user holding every other code — receives what an open register holds from any answer (the
// registers, the extraction summary, accounts, balances, statements, movement totals, the board,
// the card's drill-down, "not enough cash" refusals, and every other GET route of the app) until its
// count is submitted. 207 holders see it all along; a cashier cannot decide a cancellation.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancellationRequests, sales, users } from '../../server/db/schema';
import type { CashRegistersAnswer, RegisterSessionDto } from '../../src/contract/cash-registers';
import type { AccountDto, BalanceDto, MovementListDto } from '../../src/contract/cashflow';
import type { ExtractionSummary } from '../../src/contract/extraction';
import { ALL_PRIVILEGE_CODES, ROLE_PRESETS } from '../../src/contract/privileges';
import { uuidv7 } from '../../src/contract/uuid';
import type { CardActionAnswer } from '../../src/contract/vip';
import { createHarness, DEMO_PASSWORD, type Harness, json } from './harness';
import { type RegisterNight, registerNight } from './register-night';

let h: Harness;
let admin: string;
let caja: string;
let clerk: string; // 141 only
let allBut207: string; // every code but 207 (141, 204, 206, 201, 209, 211, 300, 302…)
let boss: string; // 207 only
let n: RegisterNight;
let sessionId: string;
let cardId: string;
let memberId: string;
let witnessId: string;

const FLOAT = 1_000_000;
const SALE = 30_415_926;
/** What the register holds once the float and the sale are in: a figure nothing else is. */
const HELD = FLOAT + SALE; // $ 314.159,26
const LEAKS = [String(HELD), '314.159,26', '314159,26', '314159.26', '314,159.26'];

const post = (path: string, token: string, body?: unknown) => h.request('POST', path, { token, body });
const get = (path: string, token: string) => h.request('GET', path, { token });

/** The answer's text says nothing of what the register holds. */
async function blind(res: Response, what: string): Promise<string> {
  const text = await res.text();
  for (const leak of LEAKS) expect(text, `${what} leaks ${leak}`).not.toContain(leak);
  return text;
}

beforeAll(async () => {
  h = await createHarness();
  [admin, caja] = await Promise.all([h.login('admin@noctua.test'), h.login('caja@noctua.test')]);
  n = await registerNight(h, admin, '2019-09-13');
  clerk = await h.createUser('ciega141@noctua.test', ['141'], n.venueId, 'Cajera Ciega');
  allBut207 = await h.createUser(
    'casi-todo@noctua.test',
    ALL_PRIVILEGE_CODES.filter((c) => c !== '207'),
    n.venueId,
    'Casi Todo',
  );
  boss = await h.createUser('jefa207@noctua.test', ['207'], n.venueId, 'Jefa Tablero');
  const opened = await json<RegisterSessionDto>(
    await post('/cashflow/cajas/abrir', clerk, { nightId: n.nightId, pointOfSaleId: n.bar.posId, amount: FLOAT }),
    201,
  );
  sessionId = opened.id;
  await n.ingest([SALE]);
  expect(await n.balance(n.bar.accountId)).toBe(HELD);
  const issued = await json<CardActionAnswer>(
    await post('/cards', admin, {
      cardTypeId: n.cardTypeId,
      holderName: 'Cliente con saldo',
      initialTopup: { amount: HELD + 1, method: 'transfer' },
    }),
    201,
  );
  cardId = issued.card.id;
  const member = await json<{ id: string }>(
    await post('/cashflow/personal', admin, { name: 'Seguridad de puerta', role: 'Seguridad', ratePerNight: 1_000 }),
    201,
  );
  memberId = member.id;
  const [supervisor] = await h.database.db.select().from(users).where(eq(users.email, 'supervisor@noctua.test'));
  witnessId = supervisor?.id as string;
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('the cashier preset', () => {
  it('holds no 207, 204, 206 nor 107, and caja@ is given exactly it', async () => {
    for (const code of ['207', '204', '206', '107']) expect(ROLE_PRESETS.cashier).not.toContain(code);
    const res = await h.request('POST', '/account/login', { body: { email: 'caja@noctua.test', password: DEMO_PASSWORD } });
    const { user } = await json<{ user: { privi: string[] } }>(res);
    expect([...user.privi].sort()).toEqual([...ROLE_PRESETS.cashier].sort());
  });

  it('asks for cancellations but cannot decide them', async () => {
    const [sale] = await h.database.db.select({ id: sales.id }).from(sales).limit(1);
    const [me] = await h.database.db.select().from(users).where(eq(users.email, 'caja@noctua.test'));
    const id = uuidv7();
    await h.database.db
      .insert(cancellationRequests)
      .values({ id, saleId: sale?.id as string, requestedBy: me?.id as string, reason: 'Cobro doble' });
    expect((await post(`/tickets/anulaciones/${id}/aprobar`, caja, {})).status).toBe(403);
    expect((await post(`/tickets/anulaciones/${id}/rechazar`, caja, { note: 'no' })).status).toBe(403);
    expect((await get('/tickets/consultarAnulaciones', caja)).status).toBe(403);
  });
});

describe('an open register’s balance reaches no one without 207', () => {
  const viewers = () =>
    [
      ['caja@ (cashier preset)', caja],
      ['a 141-only clerk', clerk],
      ['a user with every code but 207', allBut207],
    ] as const;

  it('not in the registers, the extraction summary, accounts, balances, statements or movement totals', async () => {
    for (const [who, token] of viewers()) {
      const registers = await get(`/cashflow/cajas?nightId=${n.nightId}`, token);
      const list = JSON.parse(await blind(registers, `${who}: cajas`)) as CashRegistersAnswer;
      const row = list.registers.find((r) => r.accountId === n.bar.accountId);
      expect(row?.live, who).toBeNull();
      expect(row?.session?.expectedAmount, who).toBeNull();
      const summary = await get(`/extracciones/resumen?nightId=${n.nightId}`, token);
      const s = JSON.parse(await blind(summary, `${who}: resumen`)) as ExtractionSummary;
      expect(s.registers.find((r) => r.accountId === n.bar.accountId)?.live, who).toBeNull();
      expect(s.totals.expected, who).toBeNull();

      const accounts = await get('/cashflow/cuentas', token);
      if (accounts.status === 200) {
        const a = JSON.parse(await blind(accounts, `${who}: cuentas`)) as AccountDto[];
        expect(a.find((x) => x.id === n.bar.accountId)?.balance, who).toBeNull();
      } else expect(accounts.status, who).toBe(403);
      const balances = await get('/cashflow/saldos', token);
      if (balances.status === 200) {
        const b = JSON.parse(await blind(balances, `${who}: saldos`)) as BalanceDto[];
        expect(b.find((x) => x.account.id === n.bar.accountId)?.balance, who).toBeNull();
        // Other accounts keep theirs.
        expect(b.find((x) => x.account.id === n.safeId)?.balance, who).toEqual(expect.any(Number));
      } else expect(balances.status, who).toBe(403);
      const statement = await get(`/cashflow/saldos/${n.bar.accountId}/movimientos`, token);
      await blind(statement, `${who}: statement`);
      expect(statement.status, who).toBe(403);
      const movements = await get(`/cashflow/movimientos?accountId=${n.bar.accountId}`, token);
      if (movements.status === 200) {
        const m = JSON.parse(await blind(movements, `${who}: movimientos`)) as MovementListDto;
        expect(m.totals, who).toBeNull();
      } else expect(movements.status, who).toBe(403);
      expect((await get('/cashflow/tablero', token)).status, who).toBe(403);
      const part = `/cashflow/cajas/partes?nightId=${n.nightId}&accountId=${n.bar.accountId}&part=cashSales`;
      expect((await get(part, token)).status, who).toBe(403);
    }
  });

  it('not in a refusal for lack of cash (payout, staff payment, extraction, VIP refund)', async () => {
    const [expense] = (await json<{ id: string; kind: string }[]>(await get('/cashflow/categorias', admin))).filter(
      (c) => c.kind === 'expense',
    );
    const too = HELD + 1;
    const attempts: [string, string, unknown][] = [
      [
        '/cashflow/movimientos',
        '204',
        { type: 'expense', accountId: n.bar.accountId, amount: too, categoryId: expense?.id, nightId: n.nightId },
      ],
      [
        '/cashflow/personal/pagos',
        '209',
        { id: uuidv7(), nightId: n.nightId, staffMemberId: memberId, accountId: n.bar.accountId, amount: too },
      ],
      ['/extracciones', '141', { nightId: n.nightId, pointOfSaleId: n.bar.posId, amount: too, witnessedBy: witnessId }],
      [`/cards/${cardId}/devolucion`, '306', { amount: too, method: 'cash', reason: 'Se va', pointOfSaleId: n.bar.posId }],
    ];
    for (const [path, code, body] of attempts) {
      const res = await post(path, allBut207, body);
      const text = await blind(res, `${path} refusal`);
      expect(res.status, `${code} ${path}: ${text}`).toBe(409);
      expect(JSON.parse(text).available, path).toBeUndefined();
    }
    // A 207 holder is told how much there is.
    const told = await json<{ available: number }>(
      await post('/cashflow/movimientos', admin, {
        type: 'expense',
        accountId: n.bar.accountId,
        amount: too,
        categoryId: expense?.id,
      }),
      409,
    );
    expect(told.available).toBe(HELD);
  });

  it('not in any other answer of the app', async () => {
    const routes = h.app.routes
      .filter((r) => r.method === 'GET' && r.path.includes('/api/') && !r.path.includes(':') && !r.path.includes('*'))
      .map((r) => r.path.replace(/^.*\/api/, ''))
      .filter((p, i, all) => all.indexOf(p) === i);
    expect(routes.length).toBeGreaterThan(80);
    let read = 0;
    for (const path of routes) {
      // The night's id and a period around it, for the routes that ask for them.
      const res = await get(`${path}?nightId=${n.nightId}&from=2019-09-01&to=2019-09-30`, allBut207);
      await blind(res, `GET ${path}`);
      if (res.status === 200) read++;
    }
    expect(read).toBeGreaterThan(40);
  });

  it('207 holders see it all along; everyone else once the count is submitted', async () => {
    const live = await json<CashRegistersAnswer>(await get(`/cashflow/cajas?nightId=${n.nightId}`, boss));
    expect(live.registers.find((r) => r.accountId === n.bar.accountId)?.live?.expected).toBe(HELD);
    const forBoss = await json<BalanceDto[]>(await get('/cashflow/saldos', boss));
    expect(forBoss.find((b) => b.account.id === n.bar.accountId)?.balance).toBe(HELD);

    const counted = await json<RegisterSessionDto>(await post(`/cashflow/cajas/${sessionId}/contar`, clerk, { amount: HELD }));
    expect(counted).toMatchObject({ status: 'counting', expectedAmount: HELD, difference: 0 });
    const after = await json<BalanceDto[]>(await get('/cashflow/saldos', allBut207));
    expect(after.find((b) => b.account.id === n.bar.accountId)?.balance).toBe(HELD);
    const accounts = await json<AccountDto[]>(await get('/cashflow/cuentas', caja));
    expect(accounts.find((a) => a.id === n.bar.accountId)?.balance).toBe(HELD);
  });
});
