// The AFIP provider against the local double over HTTP: login and ticket sharing, authorising
// A, B, C and a credit note, the authority's refusals, and the faults that make an answer
// untrustworthy (timeout after authorising, a cut connection, the service down), each resolved by
// looking the number up. Port 0, closed in afterAll; nothing reaches the internet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, argentinaDate } from '../../server/einvoicing/afip/format';
import { AfipConfigError, type AfipProviderOptions, createAfipProvider } from '../../server/einvoicing/afip/provider';
import { SoapTransportError } from '../../server/einvoicing/afip/soap';
import { createSelfSignedCertificate } from '../../server/einvoicing/afip/test-certificate';
import { createMemoryTicketStore } from '../../server/einvoicing/afip/tickets';
import { WsaaError } from '../../server/einvoicing/afip/wsaa';
import { type RunningAfipDouble, startAfipDouble } from '../../server/einvoicing/afip-double/server';
import type { AuthorizationRequest } from '../../server/einvoicing/provider';

const VENUE = '30712345671';
const CUSTOMER = '20123456786';
const today = argentinaDate(new Date());
const yesterday = addDaysIso(today, -1);

let double: RunningAfipDouble;
let cert: ReturnType<typeof createSelfSignedCertificate>;
// One store for the file: the double, like the authority, refuses a second login for the certificate.
const tickets = createMemoryTicketStore();

const provider = (overrides: Partial<AfipProviderOptions> = {}) =>
  createAfipProvider({
    endpoints: double.endpoints,
    cuit: VENUE,
    certificatePem: cert.certificatePem,
    privateKeyPem: cert.privateKeyPem,
    environment: 'double',
    tickets,
    timeoutMs: 3000,
    ...overrides,
  });

const invoiceA = (number: number, pointOfSale = 1): AuthorizationRequest => ({
  pointOfSale,
  type: 'A',
  number,
  date: today,
  concept: 1,
  customer: { docType: 80, docNumber: CUSTOMER, vatConditionId: 1 },
  amounts: { untaxed: 0, net: 10_000, exempt: 0, otherTaxes: 0, vat: 2_100, total: 12_100 },
  vat: [{ afipId: 5, base: 10_000, amount: 2_100 }],
});

beforeAll(async () => {
  cert = createSelfSignedCertificate({ cuit: VENUE, commonName: 'noctua-test', days: 30 });
  double = await startAfipDouble({ initialLast: [{ pointOfSale: 3, cbteTipo: 6, number: 41, date: yesterday }] });
});

afterAll(async () => {
  await double?.close();
});

describe('login and the shared ticket', () => {
  it('answers FEDummy without a ticket, then logs in once for many calls', async () => {
    const afip = provider();
    expect(await afip.health()).toEqual({ appServer: 'OK', dbServer: 'OK', authServer: 'OK' });
    expect(double.controls.stats().logins).toBe(0);
    expect(await afip.lastAuthorized({ pointOfSale: 1, type: 'A' })).toEqual({ number: 0, date: null });
    await Promise.all(Array.from({ length: 10 }, () => afip.lastAuthorized({ pointOfSale: 1, type: 'B' })));
    await provider().lastAuthorized({ pointOfSale: 1, type: 'C' });
    expect(double.controls.stats().logins).toBe(1);
  });

  it('logs in once when ten calls need a ticket at the same time', async () => {
    const other = createSelfSignedCertificate({ cuit: VENUE, commonName: 'second-install', days: 30 });
    const afip = provider({
      certificatePem: other.certificatePem,
      privateKeyPem: other.privateKeyPem,
      tickets: createMemoryTicketStore(),
    });
    const before = double.controls.stats().requests.loginCms ?? 0;
    const answers = await Promise.all(Array.from({ length: 10 }, () => afip.lastAuthorized({ pointOfSale: 1, type: 'A' })));
    expect(answers.every((a) => a.number === 0)).toBe(true);
    expect((double.controls.stats().requests.loginCms ?? 0) - before).toBe(1);
  });

  it('on "El CEE ya posee un TA valido" with no stored ticket: a typed error saying when, and no login storm', async () => {
    // A second installation with the same certificate and an empty store: the ticket is elsewhere.
    await provider().lastAuthorized({ pointOfSale: 1, type: 'A' });
    const lost = provider({ tickets: createMemoryTicketStore() });
    const before = double.controls.stats().requests.loginCms ?? 0;
    const err = await lost.lastAuthorized({ pointOfSale: 1, type: 'A' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WsaaError);
    expect((err as WsaaError).kind).toBe('already-authenticated');
    expect((err as WsaaError).retryAt?.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect((err as WsaaError).venueMessage).toMatch(/certificado distinto/);
    for (let i = 0; i < 5; i++) {
      await expect(lost.authorize(invoiceA(99))).rejects.toBeInstanceOf(WsaaError);
    }
    expect((double.controls.stats().requests.loginCms ?? 0) - before).toBe(1);
  });

  it('logs in again when the service refuses the ticket (error 600), transparently', async () => {
    const afip = provider();
    await afip.lastAuthorized({ pointOfSale: 1, type: 'A' });
    const logins = double.controls.stats().logins;
    double.controls.expireTickets();
    expect(await afip.lastAuthorized({ pointOfSale: 1, type: 'A' })).toMatchObject({ number: expect.any(Number) });
    expect(double.controls.stats().logins).toBe(logins + 1);
  });

  it('refuses settings that cannot work before any call', () => {
    const other = createSelfSignedCertificate({ cuit: VENUE, commonName: 'x', days: 1 });
    expect(() => provider({ privateKeyPem: other.privateKeyPem })).toThrow(expect.objectContaining({ problem: 'key-mismatch' }));
    expect(() => provider({ cuit: '123' })).toThrow(AfipConfigError);
    expect(() => provider({ certificatePem: 'nope' })).toThrow(expect.objectContaining({ problem: 'bad-certificate' }));
  });

  it('says an expired certificate expired without asking the authority', async () => {
    const expired = createSelfSignedCertificate({ cuit: VENUE, commonName: 'old', days: -1 });
    const afip = provider({
      certificatePem: expired.certificatePem,
      privateKeyPem: expired.privateKeyPem,
      tickets: createMemoryTicketStore(),
    });
    const before = double.controls.stats().requests.loginCms ?? 0;
    await expect(afip.lastAuthorized({ pointOfSale: 1, type: 'A' })).rejects.toMatchObject({ kind: 'certificate-expired' });
    expect(double.controls.stats().requests.loginCms ?? 0).toBe(before);
  });
});

describe('authorising', () => {
  it('authorises an invoice A and knows it afterwards', async () => {
    const afip = provider();
    const last = await afip.lastAuthorized({ pointOfSale: 1, type: 'A' });
    const outcome = await afip.authorize(invoiceA(last.number + 1));
    expect(outcome).toMatchObject({
      kind: 'authorized',
      cae: expect.stringMatching(/^\d{14}$/),
      caeExpiry: addDaysIso(today, 10),
    });
    expect(await afip.lastAuthorized({ pointOfSale: 1, type: 'A' })).toEqual({ number: last.number + 1, date: today });
    const held = double.controls.vouchers({ pointOfSale: 1, cbteTipo: 1 }).at(-1);
    expect(held).toMatchObject({
      number: last.number + 1,
      docType: 80,
      docNumber: CUSTOMER,
      receiverVatConditionId: 1,
      amounts: { total: 12_100, net: 10_000, vat: 2_100, untaxed: 0, exempt: 0, otherTaxes: 0 },
      vat: [{ id: 5, base: 10_000, amount: 2_100 }],
    });
  });

  it('authorises an invoice B to a final consumer, two rates, continuing the numbers already issued', async () => {
    const afip = provider();
    expect(await afip.lastAuthorized({ pointOfSale: 3, type: 'B' })).toEqual({ number: 41, date: null });
    const outcome = await afip.authorize({
      pointOfSale: 3,
      type: 'B',
      number: 42,
      date: today,
      concept: 1,
      customer: { docType: 99, docNumber: '0', vatConditionId: 5 },
      amounts: { untaxed: 0, net: 100_000 + 20_000, exempt: 1_000, otherTaxes: 0, vat: 21_000 + 2_100, total: 144_100 },
      vat: [
        { afipId: 5, base: 100_000, amount: 21_000 },
        { afipId: 4, base: 20_000, amount: 2_100 },
      ],
    });
    expect(outcome.kind).toBe('authorized');
    expect(double.controls.lastNumber({ cuit: VENUE, pointOfSale: 3, cbteTipo: 6 })).toBe(42);
  });

  it('authorises an invoice C without any VAT breakdown, services with their period', async () => {
    const afip = provider();
    const outcome = await afip.authorize({
      pointOfSale: 2,
      type: 'C',
      number: 1,
      date: today,
      concept: 2,
      serviceFrom: addDaysIso(today, -30),
      serviceTo: today,
      paymentDue: addDaysIso(today, 10),
      customer: { docType: 96, docNumber: '30111222', vatConditionId: 5 },
      amounts: { untaxed: 0, net: 50_000, exempt: 0, otherTaxes: 0, vat: 0, total: 50_000 },
      vat: [],
    });
    expect(outcome.kind).toBe('authorized');
    const held = double.controls.vouchers({ pointOfSale: 2, cbteTipo: 11 })[0];
    expect(held).toMatchObject({
      vat: [],
      serviceFrom: addDaysIso(today, -30),
      serviceTo: today,
      paymentDue: addDaysIso(today, 10),
    });
  });

  it('authorises a credit note A naming the invoice it cancels', async () => {
    const afip = provider();
    const invoice = (await afip.lastAuthorized({ pointOfSale: 1, type: 'A' })).number + 1;
    expect((await afip.authorize(invoiceA(invoice))).kind).toBe('authorized');
    const note = await afip.authorize({
      ...invoiceA(1),
      type: 'NCA',
      associated: { pointOfSale: 1, type: 'A', number: invoice, date: today, cuit: VENUE },
    });
    expect(note.kind).toBe('authorized');
    expect(double.controls.vouchers({ cbteTipo: 3 })[0]?.associated).toEqual([
      { type: 1, pointOfSale: 1, number: invoice, cuit: VENUE, date: today },
    ]);
  });

  it('speaks SOAP 1.2 too', async () => {
    const afip = provider({ soapVersion: '1.2' });
    const last = await afip.lastAuthorized({ pointOfSale: 5, type: 'A' });
    expect((await afip.authorize(invoiceA(last.number + 1, 5))).kind).toBe('authorized');
  });
});

describe("the authority's refusals", () => {
  it('rejects a wrong number with 10016 and leaves the sequence as it was', async () => {
    const afip = provider();
    const last = (await afip.lastAuthorized({ pointOfSale: 1, type: 'A' })).number;
    const outcome = await afip.authorize(invoiceA(last + 2));
    expect(outcome.kind).toBe('rejected');
    expect(outcome.kind === 'rejected' && outcome.errors.map((e) => e.code)).toContain(10016);
    expect(double.controls.lastNumber({ cuit: VENUE, pointOfSale: 1, cbteTipo: 1 })).toBe(last);
    double.controls.refuseNext(10016);
    const refused = await afip.authorize(invoiceA(last + 1));
    expect(refused).toMatchObject({ kind: 'rejected', errors: [{ code: 10016 }] });
    expect(await afip.lookup({ pointOfSale: 1, type: 'A' }, last + 1)).toEqual({ kind: 'absent' });
  });

  it('rejects totals that do not add up', async () => {
    const afip = provider();
    const last = (await afip.lastAuthorized({ pointOfSale: 1, type: 'A' })).number;
    const outcome = await afip.authorize({ ...invoiceA(last + 1), amounts: { ...invoiceA(0).amounts, total: 12_101 } });
    expect(outcome.kind === 'rejected' && outcome.errors.map((e) => e.code)).toContain(10048);
  });

  it('returns observations and events with an authorisation', async () => {
    const afip = provider();
    const last = (await afip.lastAuthorized({ pointOfSale: 1, type: 'A' })).number;
    double.controls.observeNext(10217, 'El DocNro informado no figura en el padrón');
    double.controls.events = [{ code: 39, message: 'Novedad del servicio' }];
    try {
      const outcome = await afip.authorize(invoiceA(last + 1));
      expect(outcome).toMatchObject({
        kind: 'authorized',
        observations: [{ code: 10217, message: 'El DocNro informado no figura en el padrón' }],
        events: [{ code: 39, message: 'Novedad del servicio' }],
      });
    } finally {
      double.controls.events = [];
    }
  });
});

describe('no answer to trust', () => {
  it('a timeout after authorising is uncertain; the lookup finds the voucher', async () => {
    const afip = provider({ timeoutMs: 400 });
    const number = (await afip.lastAuthorized({ pointOfSale: 1, type: 'A' })).number + 1;
    double.controls.timeoutAfterAuthorize();
    const outcome = await afip.authorize(invoiceA(number));
    expect(outcome).toMatchObject({ kind: 'uncertain', reason: expect.stringContaining('timeout') });
    const found = await afip.lookup({ pointOfSale: 1, type: 'A' }, number);
    const held = double.controls.vouchers({ pointOfSale: 1, cbteTipo: 1 }).find((v) => v.number === number);
    expect(found).toEqual({
      kind: 'found',
      cae: held?.cae,
      caeExpiry: held?.caeExpiry,
      date: today,
      total: 12_100,
      docType: 80,
      docNumber: CUSTOMER,
    });
    // Asking again with the same number is what the domain must not do: the authority says 10016.
    const again = await afip.authorize(invoiceA(number));
    expect(again.kind === 'rejected' && again.errors.map((e) => e.code)).toContain(10016);
  });

  it('a connection cut after authorising is uncertain; the lookup finds the voucher', async () => {
    const afip = provider();
    const number = (await afip.lastAuthorized({ pointOfSale: 1, type: 'A' })).number + 1;
    double.controls.dropAfterAuthorize();
    expect((await afip.authorize(invoiceA(number))).kind).toBe('uncertain');
    expect(await afip.lookup({ pointOfSale: 1, type: 'A' }, number)).toMatchObject({ kind: 'found', total: 12_100 });
  });

  it('a service that is down is uncertain; once up, the number turns out unused', async () => {
    const afip = provider();
    const number = (await afip.lastAuthorized({ pointOfSale: 1, type: 'A' })).number + 1;
    double.controls.down(true);
    try {
      expect(await afip.authorize(invoiceA(number))).toMatchObject({ kind: 'uncertain', reason: expect.stringContaining('503') });
      expect((await afip.lookup({ pointOfSale: 1, type: 'A' }, number)).kind).toBe('uncertain');
      await expect(afip.lastAuthorized({ pointOfSale: 1, type: 'A' })).rejects.toBeInstanceOf(SoapTransportError);
      await expect(afip.health()).rejects.toBeInstanceOf(SoapTransportError);
    } finally {
      double.controls.down(false);
    }
    expect(await afip.lookup({ pointOfSale: 1, type: 'A' }, number)).toEqual({ kind: 'absent' });
    expect((await afip.authorize(invoiceA(number))).kind).toBe('authorized');
  });

  it('no number of a sequence was skipped or used twice', () => {
    for (const [pointOfSale, cbteTipo, first] of [
      [1, 1, 1],
      [3, 6, 42],
    ] as const) {
      const numbers = double.controls.vouchers({ pointOfSale, cbteTipo }).map((v) => v.number);
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => first + i));
    }
  });
});

describe('code tables', () => {
  it('answers the tables to pin', async () => {
    const tables = await provider().paramTables();
    expect(tables.voucherTypes).toContainEqual({ id: 8, description: 'Nota de Crédito B' });
    expect(tables.documentTypes).toContainEqual({ id: 96, description: 'DNI' });
    expect(tables.vatRates).toContainEqual({ id: 9, description: '2.5%' });
    expect(tables.currencies).toContainEqual({ id: 'PES', description: 'Pesos Argentinos' });
    expect(tables.receiverVatConditions).toContainEqual({ id: 5, description: 'Consumidor Final', classes: 'B/C' });
    expect(tables.pointsOfSale.map((p) => p.id)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(tables.pointsOfSale.every((p) => !p.blocked)).toBe(true);
  });
});
