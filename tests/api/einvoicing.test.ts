// Electronic invoices and credit notes (issue 34, /api/facturacion, 312) against an in-memory
// authority (einvoicing-fake.ts) injected as the venue's provider: issue → the job authorises it with
// its CAE and the AFIP QR; issuing is idempotent by id; a sale is invoiced at most once; credit
// notes total and partial, never over; a rejected request uses no number; a timeout leaves the
// invoice uncertain until the authority is asked about that number; dates never go back; bad input
// is a 4xx; privileges and another venue's invoices.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows-of';
import { auditLog, einvoicingSettings, invoices, pointsOfSale, users, venues } from '../../server/db/schema';
import { INVOICE_NOT_FOUND, libroDocuments, NOT_AUTHORIZED_YET, toInvoiceDocument } from '../../server/einvoicing/invoice-reads';
import {
  OVER_CREDIT,
  SALE_ALREADY_INVOICED,
  TYPE_A_NEEDS_CUIT,
  TYPE_NOT_ALLOWED,
} from '../../server/einvoicing/invoices.service';
import type { MyInvoicesDto } from '../../src/contract/account';
import {
  type EInvoiceDetailDto,
  type EInvoicePageDto,
  type EInvoiceSaleDto,
  type EInvoiceStatusDto,
  isValidCuit,
} from '../../src/contract/einvoicing';
import { uuidv7 } from '../../src/contract/uuid';
import { FakeAuthority } from './einvoicing-fake';
import { createHarness, type Harness, json } from './harness';

const authorities = new Map<string, FakeAuthority>();
function authority(venueId: string): FakeAuthority {
  let found = authorities.get(venueId);
  if (!found) {
    found = new FakeAuthority();
    authorities.set(venueId, found);
  }
  return found;
}

let h: Harness;
let admin: string;
let venueId: string;
let fake: FakeAuthority;
/** Two of the venue's points of sale with an AFIP number. */
let pos: { id: string; afip: number }[];
let cuit: string;

/** A valid CUIT starting with `first10`. */
function validCuit(first10: string): string {
  for (let d = 0; d <= 9; d++) if (isValidCuit(`${first10}${d}`)) return `${first10}${d}`;
  throw new Error(`no check digit for ${first10}`);
}

const consumer = { docType: 99, docNumber: '0', name: 'Consumidor final', vatConditionId: 5 } as const;
const company = { docType: 80, docNumber: validCuit('3071234567'), name: 'Eventos Delta S.R.L.', vatConditionId: 1 } as const;
const line = (unitPrice: number, quantity = 1, vatRate = 21, description = 'Entrada general') => ({
  description,
  quantity,
  unitPrice,
  vatRate,
});

async function issue(body: Record<string, unknown>, status = 202, token = admin): Promise<EInvoiceDetailDto> {
  return json<EInvoiceDetailDto>(
    await h.request('POST', '/facturacion/comprobantes', {
      token,
      body: { id: uuidv7(), pointOfSaleId: pos[0]?.id, customer: consumer, ...body },
    }),
    status,
  );
}

async function detail(id: string, token = admin): Promise<EInvoiceDetailDto> {
  return json<EInvoiceDetailDto>(await h.request('GET', `/facturacion/comprobantes/${id}`, { token }));
}

/** Runs every job, retries included (their back-off made due now), until none is left to run. */
async function drainAll(): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await h.database.db.execute(sql`update pgboss.job set start_after = now() where state = 'retry'`);
    if ((await h.drainJobs()) === 0) return;
  }
}

beforeAll(async () => {
  h = await createHarness({ einvoicing: { providerFor: async (_db, venue) => authority(venue) } });
  admin = await h.login('admin@noctua.test');
  const [me] = await h.database.db
    .select({ venueId: users.defaultVenueId })
    .from(users)
    .where(eq(users.email, 'admin@noctua.test'));
  venueId = me?.venueId as string;
  fake = authority(venueId);
  pos = (
    await h.database.db
      .select({ id: pointsOfSale.id, afip: pointsOfSale.afipPosNumber })
      .from(pointsOfSale)
      .where(and(eq(pointsOfSale.venueId, venueId), sql`${pointsOfSale.afipPosNumber} is not null`))
      .orderBy(pointsOfSale.afipPosNumber)
  ).map((p) => ({ id: p.id, afip: p.afip as number }));
  const [settings] = await h.database.db.select().from(einvoicingSettings).where(eq(einvoicingSettings.venueId, venueId));
  cuit = settings?.cuit as string;
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('issuing an invoice', () => {
  it('answers 202 pending without a number; its job gets the CAE, the AFIP QR, observations and events', async () => {
    const issued = await issue({ lines: [line(12_100)] });
    expect(issued).toMatchObject({
      type: 'B',
      status: 'pending',
      number: null,
      displayNumber: null,
      cae: null,
      net: 10_000,
      total: 12_100,
      vat: [{ rate: 21, base: 10_000, amount: 2_100 }],
      lines: [expect.objectContaining({ quantity: 1, unitPrice: 12_100, vatRate: 21, amount: 12_100 })],
      issuedBy: 'Martín Gutiérrez',
    });
    await drainAll();
    const done = await detail(issued.id);
    const afip = pos[0]?.afip as number;
    expect(done).toMatchObject({ status: 'authorized', number: 1, displayNumber: `${String(afip).padStart(4, '0')}-00000001` });
    expect(done.cae).toMatch(/^\d{14}$/);
    expect(done.caeExpiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(done.observations).toEqual([{ code: 10217, message: 'Consumidor final sin identificar' }]);
    expect(done.events).toEqual([{ code: 39, message: 'Novedades RG 5616' }]);
    expect(done.authorizedAt).not.toBeNull();
    const url = done.qrUrl ?? '';
    expect(url.startsWith('https://www.afip.gob.ar/fe/qr/?p=')).toBe(true);
    expect(JSON.parse(Buffer.from(url.slice(url.indexOf('=') + 1), 'base64').toString('utf8'))).toEqual({
      ver: 1,
      fecha: done.date,
      cuit: Number(cuit),
      ptoVta: afip,
      tipoCmp: 6,
      nroCmp: 1,
      importe: 121,
      moneda: 'PES',
      ctz: 1,
      tipoDocRec: 99,
      nroDocRec: 0,
      tipoCodAut: 'E',
      codAut: Number(done.cae),
    });
    // The authority was asked exactly what the invoice holds.
    const voucher = fake.sequences.get(`${afip}|B`)?.vouchers.get(1);
    expect(voucher?.request).toMatchObject({
      number: 1,
      concept: 1,
      customer: { docType: 99, docNumber: '0', vatConditionId: 5 },
      amounts: { untaxed: 0, net: 10_000, exempt: 0, otherTaxes: 0, vat: 2_100, total: 12_100 },
      vat: [{ afipId: 5, base: 10_000, amount: 2_100 }],
    });
    const audit = await h.database.db
      .select({ action: auditLog.action, venueId: auditLog.venueId })
      .from(auditLog)
      .where(eq(auditLog.entityId, issued.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['invoice.authorize', 'invoice.issue']);
    expect(audit.every((a) => a.venueId === venueId)).toBe(true);
    // The issuer finds it among their invoices.
    const mine = await json<MyInvoicesDto>(await h.request('GET', '/user/account/invoices', { token: admin }));
    expect(mine.invoices).toContainEqual(expect.objectContaining({ id: issued.id, status: 'authorized', total: 12_100 }));
  });

  it('takes the letter from the VAT conditions: A to a responsable inscripto, B otherwise, C from a monotributo', async () => {
    const a = await issue({ customer: company, lines: [line(24_200), line(11_050, 2, 10.5)] });
    expect(a).toMatchObject({ type: 'A', net: 40_000, total: 46_300 });
    expect(a.vat).toEqual([
      { rate: 10.5, base: 20_000, amount: 2_100 },
      { rate: 21, base: 20_000, amount: 4_200 },
    ]);
    expect((await issue({ type: 'A', lines: [line(100)] }, 422)) as unknown).toEqual({ message: TYPE_NOT_ALLOWED });
    const dniRi = { docType: 96, docNumber: '30111222', name: 'Ana Pérez', vatConditionId: 1 };
    expect((await issue({ customer: dniRi, lines: [line(100)] }, 422)) as unknown).toEqual({ message: TYPE_A_NEEDS_CUIT });
    // A monotributista buyer (RG 5616) receives A too.
    expect((await issue({ customer: { ...company, vatConditionId: 6 }, lines: [line(100)] })).type).toBe('A');

    await h.database.db
      .update(einvoicingSettings)
      .set({ vatCondition: 'monotributo' })
      .where(eq(einvoicingSettings.venueId, venueId));
    try {
      const c = await issue({ customer: company, lines: [line(12_100), line(500, 1, 10.5)] });
      expect(c).toMatchObject({ type: 'C', net: 12_600, total: 12_600, vat: [] });
      await drainAll();
      expect((await detail(c.id)).status).toBe('authorized');
      const voucher = [...(fake.sequences.get(`${pos[0]?.afip}|C`)?.vouchers.values() ?? [])].at(-1);
      expect(voucher?.request.vat).toEqual([]);
      expect(voucher?.request.amounts).toMatchObject({ net: 12_600, vat: 0, total: 12_600 });
    } finally {
      await h.database.db
        .update(einvoicingSettings)
        .set({ vatCondition: 'responsable_inscripto' })
        .where(eq(einvoicingSettings.venueId, venueId));
    }
    await drainAll();
    expect((await detail(a.id)).status).toBe('authorized');
  });

  it('is idempotent by its id: twice, and 50 identical requests at once, make one invoice', async () => {
    const body = {
      id: uuidv7(),
      pointOfSaleId: pos[0]?.id,
      customer: { ...consumer, name: 'Idempotente' },
      lines: [line(5_000)],
    };
    const first = await json<EInvoiceDetailDto>(
      await h.request('POST', '/facturacion/comprobantes', { token: admin, body }),
      202,
    );
    const again = await json<EInvoiceDetailDto>(
      await h.request('POST', '/facturacion/comprobantes', { token: admin, body }),
      202,
    );
    expect(again.id).toBe(first.id);

    const many = { ...body, id: uuidv7(), customer: { ...consumer, name: 'Cincuenta a la vez' } };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => h.request('POST', '/facturacion/comprobantes', { token: admin, body: many })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(202));
    const rows = await h.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.customerName, 'Cincuenta a la vez'));
    expect(rows).toEqual([{ id: many.id }]);
    // The same id for another request is not this invoice.
    const other = await h.request('POST', `/facturacion/comprobantes/${first.id}/nota-de-credito`, {
      token: admin,
      body: { id: many.id, reason: 'Otro' },
    });
    expect(other.status).toBe(409);
    await drainAll();
  });

  it('invoices a sale at most once: of 50 requests with different ids, one is accepted', async () => {
    const sales = await json<EInvoiceSaleDto[]>(await h.request('GET', '/facturacion/ventas', { token: admin }));
    const sale = sales[0];
    if (!sale) throw new Error('no recent sale to invoice');
    expect(sale.lines.length).toBeGreaterThan(0);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        h.request('POST', '/facturacion/comprobantes', {
          token: admin,
          body: { id: uuidv7(), saleId: sale.id, pointOfSaleId: sale.pointOfSaleId, customer: consumer },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const refused = answers.find((r) => r.status === 409);
    expect(await refused?.json()).toEqual({ message: SALE_ALREADY_INVOICED });
    const accepted = (await answers.find((r) => r.status === 202)?.json()) as EInvoiceDetailDto;
    expect(accepted).toMatchObject({ saleId: sale.id, total: sale.total });
    expect(accepted.lines.map((l) => l.description)).toEqual(sale.lines.map((l) => l.description));
    const left = await json<EInvoiceSaleDto[]>(await h.request('GET', '/facturacion/ventas', { token: admin }));
    expect(left.map((s) => s.id)).not.toContain(sale.id);
    await drainAll();
  });
});

describe('credit notes', () => {
  it('credits part, then the rest, never more; of an authorised invoice only, with CbtesAsoc', async () => {
    const original = await issue({
      customer: company,
      lines: [line(121_000, 1, 21, 'Alquiler del salón'), line(11_050, 2, 10.5, 'Catering')],
    });
    expect(
      await json(
        await h.request('POST', `/facturacion/comprobantes/${original.id}/nota-de-credito`, {
          token: admin,
          body: { id: uuidv7(), reason: 'Antes de autorizar' },
        }),
        409,
      ),
    ).toEqual({ message: NOT_AUTHORIZED_YET });
    await drainAll();
    const authorized = await detail(original.id);
    expect(authorized).toMatchObject({ status: 'authorized', creditableLeft: 143_100 });

    const credit = (body: Record<string, unknown>) =>
      h.request('POST', `/facturacion/comprobantes/${original.id}/nota-de-credito`, {
        token: admin,
        body: { id: uuidv7(), reason: 'Devolución parcial', ...body },
      });
    const partial = await json<EInvoiceDetailDto>(await credit({ lines: [line(11_050, 1, 10.5, 'Catering')] }), 202);
    expect(partial).toMatchObject({
      type: 'NCA',
      status: 'pending',
      pointOfSale: authorized.pointOfSale,
      creditNoteForId: original.id,
      creditNoteReason: 'Devolución parcial',
      total: 11_050,
      customerDocNumber: company.docNumber,
    });
    // More at 10.5 % than is left at that rate, or more than is left in all: refused.
    expect(await json(await credit({ lines: [line(11_050, 1.5, 10.5)] }), 409)).toEqual({ message: OVER_CREDIT });
    expect(await json(await credit({ lines: [line(200_000, 1, 21)] }), 409)).toEqual({ message: OVER_CREDIT });
    await drainAll();
    expect((await detail(partial.id)).status).toBe('authorized');
    const voucher = [...(fake.sequences.get(`${authorized.pointOfSale}|NCA`)?.vouchers.values() ?? [])].at(-1);
    expect(voucher?.request.associated).toEqual({
      pointOfSale: authorized.pointOfSale,
      type: 'A',
      number: authorized.number,
      date: authorized.date,
      cuit,
    });
    expect((await detail(original.id)).creditableLeft).toBe(132_050);

    // No lines: all that is left, per rate.
    const rest = await json<EInvoiceDetailDto>(await credit({ reason: 'Anulación' }), 202);
    expect(rest.total).toBe(132_050);
    expect(rest.vat.map((v) => v.rate)).toEqual([10.5, 21]);
    await drainAll();
    const after = await detail(original.id);
    expect(after.creditableLeft).toBe(0);
    expect(after.creditNotes.map((n) => n.id)).toEqual([partial.id, rest.id]);
    expect(await json(await credit({}), 409)).toEqual({ message: OVER_CREDIT });
    // A credit note is not cancelled by another.
    expect(
      (
        await h.request('POST', `/facturacion/comprobantes/${partial.id}/nota-de-credito`, {
          token: admin,
          body: { id: uuidv7(), reason: 'x' },
        })
      ).status,
    ).toBe(409);
    // …and an authorised invoice is never edited: no route writes it (only these two create).
  });
});

describe('numbers are never lost nor used twice', () => {
  const seqOf = (d: EInvoiceDetailDto) => fake.sequences.get(`${d.pointOfSale}|${d.type}`);

  it('a rejected request uses no number: the next invoice takes it, and its sale can be invoiced again', async () => {
    const sales = await json<EInvoiceSaleDto[]>(await h.request('GET', '/facturacion/ventas', { token: admin }));
    const sale = sales[0];
    const p = pos[1];
    if (!sale || !p) throw new Error('no sale or point of sale');
    const lastBefore = fake.sequences.get(`${p.afip}|B`)?.last ?? 0;
    fake.authorizeFaults.push('reject');
    const refused = await issue({ saleId: sale.id, pointOfSaleId: p.id });
    await drainAll();
    expect(await detail(refused.id)).toMatchObject({
      status: 'rejected',
      number: null,
      cae: null,
      errors: [{ code: 10015, message: 'DocNro inválido' }],
    });
    const next = await issue({ pointOfSaleId: p.id, lines: [line(300)] });
    await drainAll();
    expect(await detail(next.id)).toMatchObject({ status: 'authorized', number: lastBefore + 1 });
    // The rejected invoice freed its sale.
    const again = await issue({ saleId: sale.id, pointOfSaleId: p.id });
    await drainAll();
    expect(await detail(again.id)).toMatchObject({ status: 'authorized', number: lastBefore + 2 });
  });

  it('a timeout after authorising: uncertain, then found by asking about its number → authorised with that number', async () => {
    fake.authorizeFaults.push('timeout-after');
    const issued = await issue({ lines: [line(4_321)] });
    fake.calls.length = 0;
    await h.drainJobs();
    const uncertain = await detail(issued.id);
    expect(uncertain.status).toBe('uncertain');
    const n = uncertain.number as number;
    expect(n).toBeGreaterThan(0);
    // The job failed and waits for its retry.
    const [job] = await rowsOf<{ state: string }>(
      h.database.db,
      sql`select state::text as state from pgboss.job where name = 'einvoice.authorize' order by created_on desc limit 1`,
    );
    expect(job?.state).toBe('retry');
    await drainAll();
    const resolved = await detail(issued.id);
    expect(resolved).toMatchObject({ status: 'authorized', number: n });
    expect(resolved.cae).toBe(seqOf(resolved)?.vouchers.get(n)?.cae);
    expect(fake.calls.filter((c) => c.startsWith('authorize'))).toEqual([`authorize ${resolved.pointOfSale} B ${n}`]);
    expect(fake.calls).toContain(`lookup ${resolved.pointOfSale} B ${n}`);
  });

  it('a timeout before authorising: absent when asked → requested again with the same number', async () => {
    fake.authorizeFaults.push('timeout-before');
    const issued = await issue({ lines: [line(1_234)] });
    fake.calls.length = 0;
    await h.drainJobs();
    const n = (await detail(issued.id)).number as number;
    await drainAll();
    const done = await detail(issued.id);
    expect(done).toMatchObject({ status: 'authorized', number: n });
    const p = done.pointOfSale;
    expect(fake.calls.filter((c) => !c.startsWith('last'))).toEqual([
      `authorize ${p} B ${n}`,
      `lookup ${p} B ${n}`,
      `authorize ${p} B ${n}`,
    ]);
    const [row] = await h.database.db
      .select({ attempts: invoices.attempts, hash: invoices.payloadHash })
      .from(invoices)
      .where(eq(invoices.id, issued.id));
    expect(row?.attempts).toBe(2);
    expect(row?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('10016 for a number it had just authorised: looked up first, authorised', async () => {
    fake.authorizeFaults.push('authorized-then-10016');
    const issued = await issue({ lines: [line(999)] });
    await drainAll();
    const done = await detail(issued.id);
    expect(done.status).toBe('authorized');
    expect(done.cae).toBe(seqOf(done)?.vouchers.get(done.number as number)?.cae);
  });

  it('"Resolver" asks the authority now about an uncertain invoice', async () => {
    fake.authorizeFaults.push('timeout-after');
    const issued = await issue({ lines: [line(777)] });
    await h.drainJobs();
    expect((await detail(issued.id)).status).toBe('uncertain');
    fake.lookupTimeouts = 1;
    const still = await json<EInvoiceDetailDto>(
      await h.request('POST', `/facturacion/comprobantes/${issued.id}/resolver`, { token: admin }),
    );
    expect(still.status).toBe('uncertain');
    const status = await json<EInvoiceStatusDto>(await h.request('GET', '/facturacion/estado', { token: admin }));
    expect(status).toMatchObject({ configured: true, environment: 'double', uncertainCount: 1 });
    expect(status.authority).toEqual({ appServer: 'OK', dbServer: 'OK', authServer: 'OK' });
    const resolved = await json<EInvoiceDetailDto>(
      await h.request('POST', `/facturacion/comprobantes/${issued.id}/resolver`, { token: admin }),
    );
    expect(resolved.status).toBe('authorized');
    await drainAll();
  });

  it('never dates an invoice before the last authorised one of its sequence', async () => {
    const issued = await issue({ pointOfSaleId: pos[1]?.id, lines: [line(100)] });
    const s = fake.sequences.get(`${pos[1]?.afip}|B`);
    if (!s) throw new Error('no sequence');
    // Someone else authorised a voucher dated later.
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    s.lastDate = later;
    await drainAll();
    const done = await detail(issued.id);
    expect(done).toMatchObject({ status: 'authorized', date: later });
    expect(issued.date < later).toBe(true);
  });
});

describe('reading', () => {
  it('lists with filters and pages', async () => {
    const page = await json<EInvoicePageDto>(
      await h.request('GET', '/facturacion/comprobantes?tipo=A&estado=authorized', { token: admin }),
    );
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((i) => i.type === 'A' && i.status === 'authorized')).toBe(true);
    const byCustomer = await json<EInvoicePageDto>(
      await h.request('GET', `/facturacion/comprobantes?cliente=${company.docNumber.slice(0, 6)}`, { token: admin }),
    );
    expect(byCustomer.items.every((i) => i.customerDocNumber.includes(company.docNumber.slice(0, 6)))).toBe(true);
    const rejected = await json<EInvoicePageDto>(
      await h.request('GET', '/facturacion/comprobantes?estado=rejected', { token: admin }),
    );
    expect(rejected.total).toBe(1);
  });

  it('builds the documents’ input and exports the Libro IVA as CSV', async () => {
    const [a] = (await json<EInvoicePageDto>(await h.request('GET', '/facturacion/comprobantes?tipo=NCA', { token: admin })))
      .items;
    if (!a) throw new Error('no credit note');
    const doc = await toInvoiceDocument(h.database.db, venueId, a.id);
    expect(doc.issuer).toMatchObject({ cuit, country: 'AR', currency: 'ARS', vatCondition: 'responsable_inscripto' });
    expect(doc.associated).toMatchObject({ type: 'A' });
    const today = new Date().toISOString().slice(0, 10);
    const docs = await libroDocuments(h.database.db, venueId, '2020-01-01', '2100-12-31');
    expect(docs.every((d) => d.invoice.status === 'authorized')).toBe(true);
    const res = await h.request('GET', `/facturacion/libro-iva?desde=2020-01-01&hasta=2100-12-31&formato=csv`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const csv = await res.text();
    expect(csv.split('\r\n')[0]).toContain('Fecha;Comprobante;Código;Punto de venta;Número');
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(docs.length + 1);
    const xlsx = await h.request('GET', `/facturacion/libro-iva?desde=${today}&hasta=${today}&formato=xlsx`, { token: admin });
    expect(xlsx.status).toBe(200);
    expect(new Uint8Array(await xlsx.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
    // Not authorised: no PDF.
    const pending = await issue({ lines: [line(100)] });
    expect(await json(await h.request('GET', `/facturacion/comprobantes/${pending.id}/pdf`, { token: admin }), 409)).toEqual({
      message: NOT_AUTHORIZED_YET,
    });
    await drainAll();
  });
});

describe('refusals', () => {
  it('answers malformed input with a 4xx { message }', async () => {
    const good = { id: uuidv7(), pointOfSaleId: pos[0]?.id, customer: consumer, lines: [line(100)] };
    const bad: Record<string, unknown>[] = [
      { ...good, id: 'no-es-uuid' },
      {
        ...good,
        customer: { ...company, docNumber: `${company.docNumber.slice(0, 10)}${(Number(company.docNumber[10]) + 1) % 10}` },
      },
      { ...good, lines: [line(100, 1.0001)] },
      { ...good, lines: [line(0)] },
      { ...good, lines: [line(10.5)] },
      { ...good, lines: [line(100, 1, 22)] },
      { ...good, lines: [] },
      { ...good, lines: undefined },
      { ...good, customer: { ...consumer, vatConditionId: 2 } },
      { ...good, pointOfSaleId: uuidv7() },
    ];
    for (const body of bad) {
      const res = await h.request('POST', '/facturacion/comprobantes', { token: admin, body });
      expect([404, 409, 422], JSON.stringify(body)).toContain(res.status);
      expect(await res.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    }
    const broken = await h.request('POST', '/facturacion/comprobantes', { token: admin, rawBody: '{"id": ' });
    expect(broken.status).toBe(400);
    for (const query of ['estado=x', 'desde=2026-02-30', 'tipo=Z', 'puntoDeVenta=abc'])
      expect((await h.request('GET', `/facturacion/comprobantes?${query}`, { token: admin })).status).toBe(422);
    expect((await h.request('GET', '/facturacion/libro-iva', { token: admin })).status).toBe(422);
    expect((await h.request('GET', '/facturacion/comprobantes/nope', { token: admin })).status).toBe(422);
    expect(await json(await h.request('GET', `/facturacion/comprobantes/${uuidv7()}`, { token: admin }), 404)).toEqual({
      message: INVOICE_NOT_FOUND,
    });
  });

  it('needs 312 for invoices and 201 for the settings; /estado takes either', async () => {
    const settingsOnly = await h.createUser('config-fe@noctua.test', ['201'], venueId);
    const invoicesOnly = await h.createUser('facturas@noctua.test', ['312'], venueId);
    const nobody = await h.createUser('nadie-fe@noctua.test', ['102'], venueId);
    expect((await h.request('GET', '/facturacion/comprobantes', { token: settingsOnly })).status).toBe(403);
    expect((await h.request('POST', '/facturacion/comprobantes', { token: settingsOnly, body: {} })).status).toBe(403);
    expect((await h.request('GET', '/facturacion/ajustes', { token: invoicesOnly })).status).toBe(403);
    expect((await h.request('GET', '/facturacion/ajustes', { token: settingsOnly })).status).toBe(200);
    expect((await h.request('GET', '/facturacion/comprobantes', { token: invoicesOnly })).status).toBe(200);
    expect((await h.request('GET', '/facturacion/estado', { token: invoicesOnly })).status).toBe(200);
    expect((await h.request('GET', '/facturacion/estado', { token: settingsOnly })).status).toBe(200);
    expect((await h.request('GET', '/facturacion/estado', { token: nobody })).status).toBe(403);
  });

  it('treats another venue’s invoice as missing', async () => {
    const other = uuidv7();
    await h.database.db.insert(venues).values({ id: other, name: 'Otro', legalName: 'Otro SA', taxId: '30-99999999-9' });
    const stranger = await h.createUser('admin@otro.test', ['312', '201'], other);
    const [mine] = await h.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.venueId, venueId), eq(invoices.status, 'authorized')))
      .limit(1);
    const id = mine?.id as string;
    for (const [method, path, body] of [
      ['GET', `/facturacion/comprobantes/${id}`, undefined],
      ['GET', `/facturacion/comprobantes/${id}/pdf`, undefined],
      ['POST', `/facturacion/comprobantes/${id}/resolver`, undefined],
      ['POST', `/facturacion/comprobantes/${id}/nota-de-credito`, { id: uuidv7(), reason: 'ajeno' }],
    ] as const)
      expect(await json(await h.request(method, path, { token: stranger, body }), 404)).toEqual({ message: INVOICE_NOT_FOUND });
    const theirs = await json<EInvoicePageDto>(await h.request('GET', '/facturacion/comprobantes', { token: stranger }));
    expect(theirs).toMatchObject({ items: [], total: 0 });
    expect(await json<EInvoiceSaleDto[]>(await h.request('GET', '/facturacion/ventas', { token: stranger }))).toEqual([]);
    // Their own point of sale is needed: ours is not found, and issuing needs their settings first.
    const res = await h.request('POST', '/facturacion/comprobantes', {
      token: stranger,
      body: { id: uuidv7(), pointOfSaleId: pos[0]?.id, customer: consumer, lines: [line(100)] },
    });
    expect([404, 409]).toContain(res.status);
    const issued = await h.database.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.venueId, other));
    expect(issued).toEqual([]);
  });
});
