// Cash flow (/api/cashflow): configuration CRUD (accounts with one active register per point of
// sale, categories, payment methods, the over/short threshold) with audit rows, privileges per
// route (201/204/206/207/209/211), movement validation, transfers as two legs, reversing
// corrections, and no overdraft of a safe under 50 racing payouts.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cashMovements, pointsOfSale, venues } from '../../server/db/schema';
import { bookMovement } from '../../server/domain/cash-ledger';
import type { AccountDto, CategoryDto, MovementDto, MovementListDto, PaymentMethodDto } from '../../src/contract/cashflow';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let venueId: string;
let admin: string;
let caja: string;
let nobody: string;
let only204: string;
let accounts: AccountDto[];
let categories: CategoryDto[];

const post = (path: string, token: string, body: unknown, lang?: string) =>
  h.request('POST', path, { token, body, headers: lang ? { 'accept-language': lang } : undefined });

function account(kind: string): AccountDto {
  const found = accounts.find((a) => a.kind === kind && a.active);
  if (!found) throw new Error(`no ${kind}`);
  return found;
}
function category(kind: 'income' | 'expense'): CategoryDto {
  const found = categories.find((c) => c.kind === kind);
  if (!found) throw new Error(`no ${kind} category`);
  return found;
}

async function newSafe(name: string, funds: number): Promise<string> {
  const safe = await json<AccountDto>(await post('/cashflow/cuentas', admin, { kind: 'safe', name }), 201);
  if (funds > 0) {
    await json(
      await post('/cashflow/movimientos', caja, {
        type: 'income',
        accountId: safe.id,
        amount: funds,
        categoryId: category('income').id,
      }),
      201,
    );
  }
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
  caja = await h.createUser('tesoreria-cf@noctua.test', ['141', '201', '204', '206', '207', '209', '211'], venueId);
  nobody = await h.createUser('nobody-cf@noctua.test', ['141', '107'], venueId);
  only204 = await h.createUser('only204@noctua.test', ['204'], venueId);
  accounts = await json<AccountDto[]>(await h.request('GET', '/cashflow/cuentas', { token: caja }));
  categories = await json<CategoryDto[]>(await h.request('GET', '/cashflow/categorias', { token: caja }));
}, 120_000);

afterAll(() => h.close());

describe('privileges', () => {
  const routes: [string, string, string][] = [
    ['GET', '/cashflow/cuentas', 'any'],
    ['POST', '/cashflow/cuentas', '201'],
    ['GET', '/cashflow/medios-de-pago', '201'],
    ['PUT', '/cashflow/ajustes', '201'],
    ['GET', '/cashflow/movimientos', '204'],
    ['POST', '/cashflow/movimientos', '204'],
    ['GET', '/cashflow/personal', '209'],
    ['POST', '/cashflow/personal/pagos', '209'],
    ['GET', '/cashflow/saldos', '206|207'],
    ['GET', '/cashflow/tablero', '207'],
    ['GET', '/cashflow/reportes/categorias?from=2026-01-01&to=2026-12-31', '211'],
  ];
  it.each(routes)('%s %s answers 403 without its code', async (method, path) => {
    const res = await h.request(method, path, { token: nobody, body: method === 'GET' ? undefined : {} });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBeTruthy();
  });

  it('a 204 user reads accounts but cannot configure, see staff, balances or reports', async () => {
    expect((await h.request('GET', '/cashflow/cuentas', { token: only204 })).status).toBe(200);
    expect((await h.request('GET', '/cashflow/movimientos', { token: only204 })).status).toBe(200);
    expect((await post('/cashflow/cuentas', only204, { kind: 'safe', name: 'X' })).status).toBe(403);
    expect((await h.request('GET', '/cashflow/personal', { token: only204 })).status).toBe(403);
    expect((await h.request('GET', '/cashflow/saldos', { token: only204 })).status).toBe(403);
    expect((await h.request('GET', '/cashflow/saldos/x/movimientos', { token: only204 })).status).toBe(403);
    expect((await h.request('GET', '/cashflow/reportes/periodos?from=2026-01-01&to=2026-12-31', { token: only204 })).status).toBe(
      403,
    );
  });

  it('without a token is 401', async () => {
    expect((await h.request('GET', '/cashflow/movimientos')).status).toBe(401);
  });
});

describe('configuration', () => {
  it('lists the seeded accounts with balances and the payment methods the seed configured', async () => {
    expect(accounts.some((a) => a.kind === 'register' && a.pointOfSaleName)).toBe(true);
    expect(account('safe').balance).toBeGreaterThan(0);
    const methods = await json<PaymentMethodDto[]>(await h.request('GET', '/cashflow/medios-de-pago', { token: admin }));
    const card = methods.find((m) => m.method === 'card');
    expect(card?.feeBasisPoints).toBe(250);
    expect(card?.settlementAccountId).toBe(account('bank').id);
    expect(methods.find((m) => m.method === 'wallet')?.feeBasisPoints).toBe(150);
  });

  it('creates, renames, deactivates and deletes an account, each audited', async () => {
    const created = await json<AccountDto>(await post('/cashflow/cuentas', admin, { kind: 'bank', name: 'Banco Nación' }), 201);
    expect(created).toMatchObject({ kind: 'bank', name: 'Banco Nación', balance: 0, active: true });
    expect((await post('/cashflow/cuentas', admin, { kind: 'wallet', name: 'banco nación' })).status).toBe(409);
    const renamed = await json<AccountDto>(
      await h.request('PUT', `/cashflow/cuentas/${created.id}`, { token: admin, body: { name: 'Banco Nación CC' } }),
    );
    expect(renamed.name).toBe('Banco Nación CC');
    const off = await json<AccountDto>(await post(`/cashflow/cuentas/${created.id}/activo`, admin, { active: false }));
    expect(off.active).toBe(false);
    expect((await h.request('DELETE', `/cashflow/cuentas/${created.id}`, { token: admin })).status).toBe(204);
    const actions = (await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, created.id))).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['cash_account.create', 'cash_account.update', 'cash_account.deactivate', 'cash_account.delete']),
    );
  });

  it('refuses to delete an account with movements (deactivate instead)', async () => {
    const res = await h.request('DELETE', `/cashflow/cuentas/${account('safe').id}`, { token: admin });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/desactívala/);
  });

  it('allows one active register per point of sale', async () => {
    const register = account('register');
    const res = await post('/cashflow/cuentas', admin, {
      kind: 'register',
      name: 'Caja duplicada',
      pointOfSaleId: register.pointOfSaleId,
    });
    expect(res.status).toBe(409);
    expect((await post('/cashflow/cuentas', admin, { kind: 'register', name: 'Caja sin punto' })).status).toBe(422);
    expect(
      (await post('/cashflow/cuentas', admin, { kind: 'safe', name: 'Fuerte 2', pointOfSaleId: register.pointOfSaleId })).status,
    ).toBe(422);
    const [pos] = await h.database.db.insert(pointsOfSale).values({ venueId, kind: 'bar', name: 'Barra Terraza CF' }).returning();
    const created = await json<AccountDto>(
      await post('/cashflow/cuentas', admin, { kind: 'register', name: 'Caja Terraza', pointOfSaleId: pos?.id }),
      201,
    );
    expect(created.pointOfSaleName).toBe('Barra Terraza CF');
  });

  it('creates, renames and retires categories; a retired one keeps its movements', async () => {
    const cat = await json<CategoryDto>(await post('/cashflow/categorias', admin, { kind: 'expense', name: 'Flores' }), 201);
    expect((await post('/cashflow/categorias', admin, { kind: 'expense', name: 'flores' })).status).toBe(409);
    expect((await post('/cashflow/categorias', admin, { kind: 'income', name: 'Flores' })).status).toBe(201);
    const renamed = await json<CategoryDto>(
      await h.request('PUT', `/cashflow/categorias/${cat.id}`, { token: admin, body: { name: 'Flores y decoración' } }),
    );
    expect(renamed.name).toBe('Flores y decoración');
    const m = await json<MovementDto>(
      await post('/cashflow/movimientos', caja, {
        type: 'expense',
        accountId: account('bank').id,
        amount: 5_000,
        categoryId: cat.id,
      }),
      201,
    );
    expect((await h.request('DELETE', `/cashflow/categorias/${cat.id}`, { token: admin })).status).toBe(204);
    const list = await json<CategoryDto[]>(await h.request('GET', '/cashflow/categorias', { token: admin }));
    expect(list.some((c) => c.id === cat.id)).toBe(false);
    const again = await json<MovementListDto>(await h.request('GET', `/cashflow/movimientos?q=decoraci`, { token: caja }));
    expect(again.rows.find((r) => r.id === m.id)?.category?.name).toBe('Flores y decoración');
    expect(
      (
        await post('/cashflow/movimientos', caja, {
          type: 'expense',
          accountId: account('bank').id,
          amount: 1,
          categoryId: cat.id,
        })
      ).status,
    ).toBe(404);
  });
});

describe('movements', () => {
  it('records an income and an expense, listed with totals and filters', async () => {
    const bank = account('bank').id;
    const inc = await json<MovementDto>(
      await post('/cashflow/movimientos', caja, {
        type: 'income',
        accountId: bank,
        amount: 150_050,
        categoryId: category('income').id,
        counterpart: 'Cliente Zeta',
        note: 'zz-filtro',
      }),
      201,
    );
    expect(inc).toMatchObject({ kind: 'income', amount: 150_050, counterpart: 'Cliente Zeta' });
    await json(
      await post('/cashflow/movimientos', caja, {
        type: 'expense',
        accountId: bank,
        amount: 50_000,
        categoryId: category('expense').id,
        note: 'zz-filtro',
      }),
      201,
    );
    const list = await json<MovementListDto>(
      await h.request('GET', `/cashflow/movimientos?q=zz-filtro&accountId=${bank}`, { token: caja }),
    );
    expect(list.rows).toHaveLength(2);
    expect(list.totals).toEqual({ count: 2, inflow: 150_050, outflow: -50_000, net: 100_050 });
    const onlyIncome = await json<MovementListDto>(
      await h.request('GET', '/cashflow/movimientos?q=zz-filtro&kind=income', { token: caja }),
    );
    expect(onlyIncome.rows.map((r) => r.id)).toEqual([inc.id]);
  });

  it.each([
    [{ amount: 0 }, 422],
    [{ amount: -100 }, 422],
    [{ amount: 12.5 }, 422],
    [{ amount: '1500' }, 422],
    [{ amount: 1e16 }, 422],
    [{ categoryId: null }, 422],
    [{ type: 'gift' }, 422],
    [{ accountId: 'not-a-uuid' }, 422],
    [{ extra: 1 }, 422],
    [{ at: '2999-01-01T00:00:00Z' }, 422],
  ])('refuses %j with %i and a message', async (patch, status) => {
    const body = { type: 'income', accountId: account('bank').id, amount: 1_000, categoryId: category('income').id, ...patch };
    const res = await post('/cashflow/movimientos', caja, body, 'de');
    expect(res.status).toBe(status);
    const { message } = await res.json();
    expect(typeof message).toBe('string');
    expect(message.length).toBeGreaterThan(0);
  });

  it('refuses a category of the other kind and malformed JSON', async () => {
    const res = await post('/cashflow/movimientos', caja, {
      type: 'income',
      accountId: account('bank').id,
      amount: 1_000,
      categoryId: category('expense').id,
    });
    expect(res.status).toBe(422);
    const raw = await h.request('POST', '/cashflow/movimientos', { token: caja, rawBody: '{"type":' });
    expect(raw.status).toBe(400);
    expect((await raw.json()).message).toBeTruthy();
  });

  it('books a transfer as two legs of one group that sum to zero', async () => {
    const from = await newSafe('Fuerte transfer', 100_000);
    const to = account('bank').id;
    const m = await json<MovementDto>(
      await post('/cashflow/movimientos', caja, { type: 'transfer', accountId: from, toAccountId: to, amount: 40_000 }),
      201,
    );
    const legs = await h.database.db
      .select()
      .from(cashMovements)
      .where(eq(cashMovements.transferGroupId, m.transferGroupId ?? ''));
    expect(legs.map((l) => [l.accountId, l.amount]).sort()).toEqual(
      [
        [from, -40_000],
        [to, 40_000],
      ].sort(),
    );
    expect(
      (await post('/cashflow/movimientos', caja, { type: 'transfer', accountId: from, toAccountId: from, amount: 1 })).status,
    ).toBe(422);
    expect((await post('/cashflow/movimientos', caja, { type: 'transfer', accountId: from, amount: 1 })).status).toBe(422);
  });

  it('never takes a safe below zero, saying what is available', async () => {
    const safe = await newSafe('Fuerte chico', 10_000);
    const res = await post(
      '/cashflow/movimientos',
      caja,
      { type: 'expense', accountId: safe, amount: 10_001, categoryId: category('expense').id },
      'fr',
    );
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.available).toBe(10_000);
    expect(body.message).toMatch(/disponibles/);
    expect(body.message).toMatch(/100,00/);
  });

  it('corrects with a reversing movement, once, and never edits the original', async () => {
    const bank = account('bank').id;
    const orig = await json<MovementDto>(
      await post('/cashflow/movimientos', caja, {
        type: 'expense',
        accountId: bank,
        amount: 7_777,
        categoryId: category('expense').id,
        note: 'typo',
      }),
      201,
    );
    const rev = await json<MovementDto>(
      await post(`/cashflow/movimientos/${orig.id}/revertir`, caja, { note: 'era otro importe' }),
      201,
    );
    expect(rev).toMatchObject({ amount: 7_777, kind: 'expense', reverses: orig.id });
    expect(rev.category?.id).toBe(orig.category?.id);
    const again = await post(`/cashflow/movimientos/${orig.id}/revertir`, caja, {});
    expect(again.status).toBe(409);
    expect((await post(`/cashflow/movimientos/${rev.id}/revertir`, caja, {})).status).toBe(409);
    const [stored] = await h.database.db.select().from(cashMovements).where(eq(cashMovements.id, orig.id));
    expect(stored?.amount).toBe(-7_777);
    const list = await json<MovementListDto>(await h.request('GET', '/cashflow/movimientos?q=typo', { token: caja }));
    expect(list.rows.find((r) => r.id === orig.id)?.reversed).toBe(true);
  });

  it('reverses a transfer with a transfer back (both legs)', async () => {
    const from = await newSafe('Fuerte rev', 50_000);
    const to = account('bank').id;
    const m = await json<MovementDto>(
      await post('/cashflow/movimientos', caja, { type: 'transfer', accountId: from, toAccountId: to, amount: 20_000 }),
      201,
    );
    await json(await post(`/cashflow/movimientos/${m.id}/revertir`, caja, {}), 201);
    const rows = await h.database.db
      .select()
      .from(cashMovements)
      .where(and(eq(cashMovements.accountId, from)));
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(50_000);
    expect((await post(`/cashflow/movimientos/${m.id}/revertir`, caja, {})).status).toBe(409);
  });

  it('refuses to reverse what an event booked (a sale) or a staff payment', async () => {
    const bank = account('bank').id;
    const db = h.database.db;
    const booked = await db.transaction((tx) =>
      bookMovement(tx, { accountId: bank, kind: 'income', amount: 1_000, source: { type: 'sale', id: uuidv7() } }),
    );
    expect((await post(`/cashflow/movimientos/${booked}/revertir`, caja, {})).status).toBe(409);
    const wage = await db.transaction((tx) => bookMovement(tx, { accountId: bank, kind: 'staff_payment', amount: -1_000 }));
    expect((await post(`/cashflow/movimientos/${wage}/revertir`, caja, {})).status).toBe(409);
  });

  it('lets exactly 10 of 50 racing payouts through a safe holding money for 10', async () => {
    const safe = await newSafe('Fuerte carrera', 10 * 10_000);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        post('/cashflow/movimientos', caja, {
          type: 'expense',
          accountId: safe,
          amount: 10_000,
          categoryId: category('expense').id,
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    const rows = await h.database.db.select().from(cashMovements).where(eq(cashMovements.accountId, safe));
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(0);
  });
});
