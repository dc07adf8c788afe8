// Issue 31, items 4 and 7: a register's card adds up — carried + float + cash in − cash out =
// expected (server/domain/register-expected.ts), each line the sum of the movements behind it —
// after a float, cash sales, a VIP top-up and a refund in cash, a payout, a staff payment and an
// extraction; the blind count is compared with that very figure; the saldos board's net of the
// night leaves the float out. And system cash categories are found by their key: renaming
// "Faltante de caja" and "Ventas de barra" then booking a short close and cash sales files them
// under the renamed categories (no second "Faltante de caja"), a system category is never retired,
// and a missing one is created with its key and default name.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashCategories, cashMovements, venues } from '../../server/db/schema';
import { systemCategoryId } from '../../server/domain/cash-ledger';
import type {
  CashRegistersAnswer,
  RegisterLive,
  RegisterPart,
  RegisterPartAnswer,
  RegisterSessionDto,
} from '../../src/contract/cash-registers';
import { CASH_OUT_PARTS, REGISTER_PARTS } from '../../src/contract/cash-registers';
import type { BoardDto, CategoryDto } from '../../src/contract/cashflow';
import type { ExtractionSummary } from '../../src/contract/extraction';
import { uuidv7 } from '../../src/contract/uuid';
import type { CardActionAnswer } from '../../src/contract/vip';
import { createHarness, type Harness, json } from './harness';
import { type RegisterNight, registerNight } from './register-night';

let h: Harness;
let admin: string;
let caja: string;
let supervisor: string;
let n: RegisterNight;
let sessionId: string;
/** "Faltante de caja" and "Ventas de barra" as the demo seeds them, renamed by the first test. */
let shortId: string;
let barSalesId: string;

const FLOAT = 8_000_000; // $ 80.000
const SALES = [1_250_000, 2_000_000, 750_000]; // $ 40.000 in cash
const TOPUP = 1_500_000;
const REFUND = 300_000;
const PAYOUT = 450_000; // ice bought with the register's cash
const WAGE = 600_000;
const EXTRACTION = 2_500_000;
const SHORT = 100_000;

/** The lines that take cash out of the register, shown positive. */
const OUTFLOWS: readonly RegisterPart[] = [...CASH_OUT_PARTS, 'closed'];

const post = (path: string, token: string, body?: unknown) => h.request('POST', path, { token, body });
const get = (path: string, token: string) => h.request('GET', path, { token });
const categories = async () => json<CategoryDto[]>(await get('/cashflow/categorias', admin));
const card = async (): Promise<RegisterLive> => {
  const answer = await json<CashRegistersAnswer>(await get(`/cashflow/cajas?nightId=${n.nightId}`, supervisor));
  return answer.registers.find((r) => r.accountId === n.bar.accountId)?.live as RegisterLive;
};
const drill = async (part: RegisterPart) =>
  json<RegisterPartAnswer>(
    await get(`/cashflow/cajas/partes?nightId=${n.nightId}&accountId=${n.bar.accountId}&part=${part}`, supervisor),
  );

beforeAll(async () => {
  h = await createHarness();
  [admin, caja, supervisor] = await Promise.all([
    h.login('admin@noctua.test'),
    h.login('caja@noctua.test'),
    h.login('supervisor@noctua.test'),
  ]);
  n = await registerNight(h, admin, '2019-08-23');
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('system categories by key', () => {
  it('a system category is renamed (it keeps its key) but never retired', async () => {
    // Renamed first, found by the name the demo gives them: the bookings below must follow the rename.
    const byName = async (kind: string, name: string) => (await categories()).find((c) => c.kind === kind && c.name === name);
    const short = await byName('expense', 'Faltante de caja');
    const sales = await byName('income', 'Ventas de barra');
    shortId = short?.id as string;
    barSalesId = sales?.id as string;
    const renamed = await json<CategoryDto>(
      await h.request('PUT', `/cashflow/categorias/${shortId}`, { token: admin, body: { name: 'Faltantes de arqueo' } }),
    );
    await json(await h.request('PUT', `/cashflow/categorias/${barSalesId}`, { token: admin, body: { name: 'Barras' } }));
    expect(renamed).toMatchObject({ id: shortId, name: 'Faltantes de arqueo', systemKey: 'register_short' });
    expect((await categories()).find((c) => c.id === barSalesId)?.systemKey).toBe('sales_bar');
    const res = await h.request('DELETE', `/cashflow/categorias/${shortId}`, { token: admin });
    expect((await json<{ message: string }>(res, 409)).message).toBe(
      'Es una categoría del sistema: se puede renombrar, pero no quitar',
    );
    // The venue's own categories carry no key and are retired as before.
    const own = await json<CategoryDto>(await post('/cashflow/categorias', admin, { kind: 'expense', name: 'Hielo' }), 201);
    expect(own.systemKey).toBeNull();
    expect((await h.request('DELETE', `/cashflow/categorias/${own.id}`, { token: admin })).status).toBe(204);
  });

  it('a missing system category is created with its key and default name, once; a same-named one of the venue is adopted', async () => {
    const venueId = uuidv7();
    const db = h.database.db;
    await db.insert(venues).values({ id: venueId, name: 'Local sin categorías', legalName: 'X SA', taxId: '30-9' });
    const own = uuidv7();
    await db.insert(cashCategories).values({ id: own, venueId, kind: 'income', name: 'Sobrante de caja' });
    const [topups, again, over] = await db.transaction(async (tx) => [
      await systemCategoryId(tx, venueId, 'vip_topups'),
      await systemCategoryId(tx, venueId, 'vip_topups'),
      await systemCategoryId(tx, venueId, 'register_over'),
    ]);
    expect(again).toBe(topups);
    expect(over).toBe(own);
    const rows = await db.select().from(cashCategories).where(eq(cashCategories.venueId, venueId));
    expect(rows.map((r) => [r.systemKey, r.kind, r.name]).sort()).toEqual([
      ['register_over', 'income', 'Sobrante de caja'],
      ['vip_topups', 'income', 'Cargas de tarjetas VIP'],
    ]);
  });
});

describe('the register card adds up', () => {
  it('float + cash in − cash out = expected, after every kind of cash event', async () => {
    const opened = await json<RegisterSessionDto>(
      await post('/cashflow/cajas/abrir', caja, { nightId: n.nightId, pointOfSaleId: n.bar.posId, amount: FLOAT }),
      201,
    );
    sessionId = opened.id;
    await n.ingest(SALES);
    const issued = await json<CardActionAnswer>(
      await post('/cards', admin, {
        cardTypeId: n.cardTypeId,
        holderName: 'Cliente de la barra',
        initialTopup: { amount: TOPUP, method: 'cash', pointOfSaleId: n.bar.posId },
      }),
      201,
    );
    await json(
      await post(`/cards/${issued.card.id}/devolucion`, admin, {
        amount: REFUND,
        method: 'cash',
        reason: 'Se va temprano',
        pointOfSaleId: n.bar.posId,
      }),
    );
    const ice = (await categories()).find((c) => c.kind === 'expense' && c.name === 'Proveedores de bebidas');
    await json(
      await post('/cashflow/movimientos', admin, {
        type: 'expense',
        accountId: n.bar.accountId,
        amount: PAYOUT,
        categoryId: ice?.id,
        counterpart: 'Hielo Polar',
        nightId: n.nightId,
      }),
      201,
    );
    const member = await json<{ id: string }>(
      await post('/cashflow/personal', admin, { name: 'Bartender de refuerzo', role: 'Bartender', ratePerNight: WAGE }),
      201,
    );
    await json(
      await post('/cashflow/personal/pagos', admin, {
        id: uuidv7(),
        nightId: n.nightId,
        staffMemberId: member.id,
        accountId: n.bar.accountId,
        amount: WAGE,
      }),
      201,
    );
    const [witness] = (await json<{ id: string }[]>(await get('/extracciones/testigos', caja))).filter(Boolean);
    await json(
      await post('/extracciones', caja, {
        nightId: n.nightId,
        pointOfSaleId: n.bar.posId,
        amount: EXTRACTION,
        witnessedBy: witness?.id,
      }),
      201,
    );

    const cashIn = SALES.reduce((a, b) => a + b, 0) + TOPUP;
    const cashOut = REFUND + PAYOUT + WAGE + EXTRACTION;
    const live = await card();
    expect(live).toEqual({
      carried: 0,
      float: FLOAT,
      cashSales: 4_000_000,
      topups: TOPUP,
      otherIn: 0,
      cashIn,
      refunds: REFUND,
      extractions: EXTRACTION,
      payouts: PAYOUT + WAGE,
      otherOut: 0,
      cashOut,
      expected: FLOAT + cashIn - cashOut,
      overShort: 0,
      closed: 0,
      afterCount: 0,
      balance: FLOAT + cashIn - cashOut,
    });
    expect(live.expected).toBe(await n.balance(n.bar.accountId));

    // The extraction screen's card is the same card.
    const summary = await json<ExtractionSummary>(await get(`/extracciones/resumen?nightId=${n.nightId}`, supervisor));
    const row = summary.registers.find((r) => r.accountId === n.bar.accountId);
    expect(row?.live).toEqual(live);
    expect(row).toMatchObject({ openingFloat: FLOAT, extracted: EXTRACTION });

    // The board: the night's net leaves the float (and what was carried) out.
    const board = await json<BoardDto>(await get('/cashflow/tablero', supervisor));
    expect(board.registers.find((r) => r.accountId === n.bar.accountId)).toMatchObject({
      openingFloat: FLOAT,
      cashIn,
      cashOut,
      nightNet: cashIn - cashOut,
      carried: 0,
      expected: live.expected,
      balance: live.expected,
    });
  });

  it('every line drills down to the movements behind it, which sum to the line', async () => {
    const live = await card();
    for (const part of REGISTER_PARTS) {
      const d = await drill(part);
      expect(d.total, part).toBe(live[part]);
      // "carried" lists the register's whole history before tonight (the newest first): it may be cut.
      if (d.truncated) continue;
      expect(d.count, part).toBe(d.lines.length);
      const signed = d.lines.reduce((t, l) => t + l.amount, 0);
      expect(OUTFLOWS.includes(part) ? 0 - signed : signed, part).toBe(d.total);
    }
    expect((await drill('cashSales')).lines.map((l) => l.amount).sort()).toEqual([...SALES].sort());
    expect((await drill('payouts')).lines.map((l) => l.counterpart).sort()).toEqual(['Bartender de refuerzo', 'Hielo Polar']);
    // 207 only: whoever counts blind gets none of it.
    expect((await get(`/cashflow/cajas/partes?nightId=${n.nightId}&accountId=${n.bar.accountId}&part=float`, caja)).status).toBe(
      403,
    );
    expect((await get(`/cashflow/cajas/partes?nightId=${n.nightId}&accountId=${uuidv7()}&part=float`, supervisor)).status).toBe(
      404,
    );
  });

  it('the blind count is compared with the card’s expected; a short close books under the renamed category', async () => {
    const expected = (await card()).expected;
    const counted = await json<RegisterSessionDto>(
      await post(`/cashflow/cajas/${sessionId}/contar`, caja, { amount: expected - SHORT, reason: 'Faltó cambio' }),
    );
    expect(counted).toMatchObject({ expectedAmount: expected, difference: -SHORT });
    await json(await post(`/cashflow/cajas/${sessionId}/confirmar`, supervisor, {}));

    const [difference] = await h.database.db
      .select()
      .from(cashMovements)
      .where(and(eq(cashMovements.sourceType, 'cash_session_difference'), eq(cashMovements.sourceId, sessionId)));
    // One shortage category: the renamed one, whatever its name.
    expect(difference?.categoryId).toBe(shortId);
    const all = await categories();
    expect(all.filter((c) => c.systemKey === 'register_short').map((c) => [c.id, c.name])).toEqual([
      [shortId, 'Faltantes de arqueo'],
    ]);
    expect(all.filter((c) => c.name === 'Faltante de caja')).toEqual([]);
    // The cash sales went to the renamed "Ventas de barra" too.
    expect(all.filter((c) => c.name === 'Ventas de barra')).toEqual([]);
    const sales = await h.database.db
      .select({ categoryId: cashMovements.categoryId })
      .from(cashMovements)
      .where(and(eq(cashMovements.sourceType, 'sale'), eq(cashMovements.nightId, n.nightId)));
    expect(sales.length).toBe(SALES.length);
    expect(sales.every((s) => s.categoryId === barSalesId)).toBe(true);

    // The card still says what the register should have held; the settlement empties it.
    const after = await card();
    expect(after).toMatchObject({ expected, overShort: -SHORT, closed: expected - SHORT, balance: 0 });
  });
});
