// Never a lost or duplicated number (issue 34) through the REAL stack: the API, the jobs, the AFIP
// client (WSAA ticket, SOAP over HTTP, its timeouts) and the local double of AFIP served on a port,
// which — driven by a seeded random run — answers after the client gave up, cuts the connection
// after authorising, refuses with 10016 for no reason, adds observations, or is down. At the end
// every invoice is authorised or rejected (none pending or uncertain), each sequence's numbers
// match the double's vouchers one to one (none skipped, none twice, none the database does not
// know), every CAE is the double's, and no sale is invoiced twice. Then the same on PostgreSQL
// with two instances draining at once, and a server "killed" while its request was out: a new
// instance resolves the invoice by asking about its number, not by asking for a second one.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { einvoicingSettings, invoices, pointsOfSale, users } from '../../server/db/schema';
import { createAfipProvider } from '../../server/einvoicing/afip/provider';
import { type RunningAfipDouble, startAfipDouble } from '../../server/einvoicing/afip-double/server';
import { doubleInitialLast } from '../../server/einvoicing/demo-double';
import { AFIP_CBTE_TIPO, type InvoiceType } from '../../server/einvoicing/provider';
import { createEInvoicing, type EInvoicing } from '../../server/einvoicing/runtime';
import { startAppJobs } from '../../server/job-kinds';
import { createLogger } from '../../server/lib/logger';
import type { EInvoiceDetailDto, EInvoiceSaleDto } from '../../src/contract/einvoicing';
import { isValidCuit } from '../../src/contract/einvoicing';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness, json, testDbKind } from './harness';

/** The client's patience per call: short, so a held-back answer costs the run one second. */
const SHORT = 1_000;
const onPostgres = testDbKind() === 'postgres';

let h: Harness;
let double: RunningAfipDouble;
let authority: EInvoicing;
let admin: string;
let venueId: string;
let cuit: string;
let pos: { id: string; afip: number }[];
let sales: EInvoiceSaleDto[];
/** Every invoice the runs issued. */
const ours: string[] = [];
/** The kinds of fault the runs asked the double to play. */
const faultsPlayed = new Set<string>();

/** mulberry32: the same run every time. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function validCuit(first10: string): string {
  for (let d = 0; d <= 9; d++) if (isValidCuit(`${first10}${d}`)) return `${first10}${d}`;
  throw new Error('no check digit');
}

/** What an instance of the server builds at start: the AFIP client against the double, with a short timeout. */
const connectTo = (d: RunningAfipDouble): EInvoicing =>
  createEInvoicing({
    env: { secretKey: undefined, afipDoubleUrl: d.url },
    connect: (c) => createAfipProvider({ ...c, timeoutMs: SHORT }),
  });

/** Another instance of the server on the same database: its own pool, jobs and AFIP client. */
async function anotherInstance(): Promise<{ drain(): Promise<number>; close(): Promise<void> }> {
  const database: Database = await openDatabase({ url: h.databaseUrl as string }, () => undefined);
  const jobs = await startAppJobs({ database, logger: createLogger('silent'), einvoicing: connectTo(double) });
  return {
    drain: () => jobs.drain(),
    async close() {
      await jobs.stop();
      await database.close();
    },
  };
}

/** Drains until nothing is due, bringing the jobs waiting for their back-off forward each round. */
async function drainAll(drainers: (() => Promise<number>)[] = [() => h.drainJobs()], rounds = 80): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await h.database.db.execute(sql`update pgboss.job set start_after = now() where state = 'retry'`);
    const ran = await Promise.all(drainers.map((d) => d()));
    if (ran.every((n) => n === 0)) return;
  }
  throw new Error(`jobs still running after ${rounds} rounds`);
}

const consumer = { docType: 99, docNumber: '0', name: 'Consumidor final', vatConditionId: 5 };
const company = { docType: 80, docNumber: validCuit('3071234567'), name: 'Empresa', vatConditionId: 1 };
const people = [consumer, { docType: 96, docNumber: '30111222', name: 'Ana Pérez', vatConditionId: 5 }, company];

/**
 * Issues `count` invoices and credit notes through the API while the double misbehaves at random,
 * draining now and then with `drainers`; nothing is forced to settle.
 */
async function randomRun(seed: number, count: number, drainers?: (() => Promise<number>)[]): Promise<void> {
  const random = rng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const c = double.controls;
  for (let i = 0; i < count; i++) {
    const roll = random();
    const fault =
      roll < 0.1 ? 'hold' : roll < 0.2 ? 'drop' : roll < 0.28 ? '10016' : roll < 0.36 ? 'observe' : roll > 0.93 ? 'down' : null;
    if (fault === 'hold') c.timeoutAfterAuthorize();
    else if (fault === 'drop') c.dropAfterAuthorize();
    else if (fault === '10016') c.refuseNext(10016);
    else if (fault === 'observe') c.observeNext(10217, 'El receptor no se identificó');
    const down = fault === 'down';
    if (fault) faultsPlayed.add(fault);
    if (down) c.down(true);

    const authorized = await h.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(inArray(invoices.id, ours), eq(invoices.status, 'authorized'), sql`${invoices.creditNoteForId} is null`));
    let res: Response;
    if (authorized.length > 0 && random() < 0.2) {
      const target = pick(authorized).id;
      const original = await json<EInvoiceDetailDto>(
        await h.request('GET', `/facturacion/comprobantes/${target}`, { token: admin }),
      );
      if (original.creditableLeft <= 0) continue;
      res = await h.request('POST', `/facturacion/comprobantes/${target}/nota-de-credito`, {
        token: admin,
        body: {
          id: uuidv7(),
          reason: 'Devolución',
          lines: [
            {
              description: 'Ajuste',
              quantity: 1,
              unitPrice: Math.max(1, Math.floor((original.creditableLeft * random()) / 2)),
              vatRate: pick(original.vat.map((v) => v.rate)) ?? 21,
            },
          ],
        },
      });
      // More than is left at that rate is a refusal, not a fault.
      if (res.status === 409) continue;
    } else if (i % 6 === 0 && sales.length > 0) {
      // A sale, sometimes one already invoiced: refused while its invoice lives.
      const sale = random() < 0.3 ? pick(sales) : (sales.shift() as EInvoiceSaleDto);
      res = await h.request('POST', '/facturacion/comprobantes', {
        token: admin,
        body: { id: uuidv7(), saleId: sale.id, pointOfSaleId: sale.pointOfSaleId, customer: pick(people) },
      });
      if (res.status === 409) continue;
    } else {
      res = await h.request('POST', '/facturacion/comprobantes', {
        token: admin,
        body: {
          id: uuidv7(),
          pointOfSaleId: pick(pos).id,
          customer: pick(people),
          lines: Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
            description: 'Consumición',
            quantity: Math.round((0.001 + random() * 5) * 1000) / 1000,
            unitPrice: 1 + Math.floor(random() * 500_000),
            vatRate: pick([21, 21, 10.5, 27, 0]),
          })),
        },
      });
    }
    ours.push((await json<EInvoiceDetailDto>(res, 202)).id);
    if (down || random() < 0.4) {
      await Promise.all((drainers ?? [() => h.drainJobs()]).map((d) => d()));
    }
    if (down) c.down(false);
  }
}

/** The promise, checked between the database and the double. */
async function expectNumbersKept(): Promise<void> {
  const db = h.database.db;
  const rows = await db.select().from(invoices).where(inArray(invoices.id, ours));
  expect(rows).toHaveLength(ours.length);
  expect(rows.filter((r) => r.status !== 'authorized' && r.status !== 'rejected').map((r) => r.status)).toEqual([]);
  expect(rows.filter((r) => r.status === 'rejected' && r.number !== null)).toEqual([]);

  // The double's vouchers of the venue against the database's authorised invoices, sequence by sequence.
  const known = await db
    .select({ afipPos: invoices.afipPosNumber, type: invoices.type, number: invoices.number, cae: invoices.cae })
    .from(invoices)
    .where(and(eq(invoices.venueId, venueId), eq(invoices.status, 'authorized'), isNotNull(invoices.number)));
  const byKey = new Map<string, string | null>();
  for (const k of known) {
    const key = `${k.afipPos}:${AFIP_CBTE_TIPO[k.type as InvoiceType]}:${k.number}`;
    expect(byKey.has(key), `${key} held by two invoices`).toBe(false);
    byKey.set(key, k.cae);
  }
  const vouchers = double.controls.vouchers({ cuit });
  expect(vouchers.length).toBeGreaterThan(0);
  for (const v of vouchers) {
    const key = `${v.pointOfSale}:${v.cbteTipo}:${v.number}`;
    // Nothing at the authority our database does not hold, and with the same CAE.
    expect(byKey.get(key), `voucher ${key}`).toBe(v.cae);
  }
  // Per sequence: the double's numbers after the seed's last are exactly last+1…lastNumber.
  const mine = rows.filter((r) => r.status === 'authorized');
  const sequences = new Set(mine.map((r) => `${r.afipPosNumber}:${AFIP_CBTE_TIPO[r.type as InvoiceType]}`));
  for (const s of sequences) {
    const [p, t] = s.split(':').map(Number) as [number, number];
    const numbers = known
      .filter((k) => k.afipPos === p && AFIP_CBTE_TIPO[k.type as InvoiceType] === t)
      .map((k) => k.number as number)
      .sort((a, b) => a - b);
    const last = double.controls.lastNumber({ cuit, pointOfSale: p, cbteTipo: t });
    expect(numbers.at(-1), s).toBe(last);
    const fromDouble = vouchers.filter((v) => v.pointOfSale === p && v.cbteTipo === t).map((v) => v.number);
    const first = fromDouble[0] ?? last + 1;
    // None skipped, none twice: the run's numbers are contiguous up to the authority's last.
    expect(fromDouble, s).toEqual(Array.from({ length: last - first + 1 }, (_, i) => first + i));
    expect(
      numbers.filter((n) => n >= first),
      s,
    ).toEqual(fromDouble);
  }
  for (const r of mine) {
    const v = vouchers.find(
      (x) => x.pointOfSale === r.afipPosNumber && x.cbteTipo === AFIP_CBTE_TIPO[r.type as InvoiceType] && x.number === r.number,
    );
    expect(v?.cae, r.id).toBe(r.cae);
    expect(v?.amounts.total, r.id).toBe(r.total);
  }
  // A sale is invoiced at most once (credit notes aside).
  const perSale = await db
    .select({ saleId: invoices.saleId, n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(and(isNotNull(invoices.saleId), eq(invoices.status, 'authorized'), sql`${invoices.creditNoteForId} is null`))
    .groupBy(invoices.saleId);
  expect(perSale.filter((s) => s.n > 1)).toEqual([]);
}

beforeAll(async () => {
  // The harness's app and jobs reach the double through `authority`, built once the double runs:
  // the double starts after the seed's last numbers, which only the seeded database knows.
  h = await createHarness({ einvoicing: { providerFor: (db, venue) => authority.providerFor(db, venue) } });
  double = await startAfipDouble({ initialLast: await doubleInitialLast(h.database.db) });
  authority = connectTo(double);
  admin = await h.login('admin@noctua.test');
  const [me] = await h.database.db
    .select({ venueId: users.defaultVenueId })
    .from(users)
    .where(eq(users.email, 'admin@noctua.test'));
  venueId = me?.venueId as string;
  const [settings] = await h.database.db.select().from(einvoicingSettings).where(eq(einvoicingSettings.venueId, venueId));
  expect(settings?.environment).toBe('double');
  cuit = (settings?.cuit ?? '').replace(/\D/g, '');
  pos = (
    await h.database.db
      .select({ id: pointsOfSale.id, afip: pointsOfSale.afipPosNumber })
      .from(pointsOfSale)
      .where(and(eq(pointsOfSale.venueId, venueId), sql`${pointsOfSale.afipPosNumber} is not null`))
      .orderBy(pointsOfSale.afipPosNumber)
      .limit(2)
  ).map((p) => ({ id: p.id, afip: p.afip as number }));
  sales = (await json<EInvoiceSaleDto[]>(await h.request('GET', '/facturacion/ventas', { token: admin }))).slice(0, 8);
}, 120_000);
afterAll(async () => {
  await double?.close();
  await h?.close();
});

describe('the AFIP client against the double, faults at random', () => {
  it('skips no number, uses none twice, and leaves nothing uncertain', async () => {
    await randomRun(20_261_206, 60);
    await drainAll();
    await expectNumbersKept();
    const rows = await h.database.db.select().from(invoices).where(inArray(invoices.id, ours));
    // The run did go through the faults: asked again, looked up, observed, credited.
    const stats = double.controls.stats();
    expect(stats.requests.FECompConsultar ?? 0).toBeGreaterThan(3);
    expect([...faultsPlayed].sort()).toEqual(['10016', 'down', 'drop', 'hold', 'observe']);
    // Each 10016 refusal cost a request more than the vouchers it authorised.
    expect(stats.requests.FECAESolicitar ?? 0).toBeGreaterThan(double.controls.vouchers({ cuit }).length);
    expect(rows.some((r) => r.observations.some((o) => o.code === 10217))).toBe(true);
    expect(rows.filter((r) => r.creditNoteForId !== null && r.status === 'authorized').length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => `${r.afipPosNumber}|${r.type}`)).size).toBeGreaterThanOrEqual(4);
  }, 600_000);

  it.skipIf(!onPostgres)(
    'keeps them with two instances issuing at once (PostgreSQL only: PGlite is one process)',
    async () => {
      const other = await anotherInstance();
      try {
        const both = [() => h.drainJobs(), () => other.drain()];
        await randomRun(7_340_021, 40, both);
        await drainAll(both);
      } finally {
        await other.close();
      }
      await expectNumbersKept();
    },
    600_000,
  );

  it.skipIf(!onPostgres)(
    'resolves by lookup an invoice whose server died with the request out (PostgreSQL only)',
    async () => {
      const p = pos[0];
      if (!p) throw new Error('no point of sale');
      await drainAll();
      const issued = await json<EInvoiceDetailDto>(
        await h.request('POST', '/facturacion/comprobantes', {
          token: admin,
          body: {
            id: uuidv7(),
            pointOfSaleId: p.id,
            customer: consumer,
            lines: [{ description: 'Entrada', quantity: 1, unitPrice: 5_000, vatRate: 21 }],
          },
        }),
        202,
      );
      ours.push(issued.id);
      // The instance that "dies": the double authorises, its answer never comes back.
      double.controls.timeoutAfterAuthorize();
      const dying = await anotherInstance();
      await dying.drain();
      await dying.close();
      const [left] = await h.database.db.select().from(invoices).where(eq(invoices.id, issued.id));
      expect(left?.status).toBe('uncertain');
      const number = left?.number as number;
      const held = double.controls.vouchers({ cuit, pointOfSale: p.afip, cbteTipo: AFIP_CBTE_TIPO.B });
      expect(held.at(-1)?.number).toBe(number);
      const before = double.controls.stats().requests;

      // A brand-new instance on the same database takes over.
      const fresh = await anotherInstance();
      try {
        await drainAll([() => fresh.drain()]);
      } finally {
        await fresh.close();
      }
      const [done] = await h.database.db.select().from(invoices).where(eq(invoices.id, issued.id));
      expect(done).toMatchObject({ status: 'authorized', number, cae: held.at(-1)?.cae });
      const after = double.controls.stats().requests;
      expect(after.FECAESolicitar).toBe(before.FECAESolicitar);
      expect((after.FECompConsultar ?? 0) - (before.FECompConsultar ?? 0)).toBeGreaterThan(0);
      await expectNumbersKept();
    },
    120_000,
  );
});
