// E-invoicing settings (/api/facturacion/ajustes, 201) and state (/estado): the certificate and
// key checked before they are stored, the key sealed under NOCTUA_SECRET_KEY (read in the row),
// never answered, audited nor logged; homologation and production keys need the operator's key; the
// certificate's days left; the code tables pinned by a job; and the demo seed's settings.
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { afipParams, auditLog, einvoicingSettings, users } from '../../server/db/schema';
import { createSelfSignedCertificate } from '../../server/einvoicing/afip/test-certificate';
import { checkCredentials } from '../../server/einvoicing/certificate';
import { createPrivateKeyBox, DEMO_KEY_ID } from '../../server/einvoicing/secret-key';
import {
  CERTIFICATE_OTHER_CUIT,
  KEY_MISMATCH,
  KEY_PASSPHRASE,
  KEY_REUPLOAD,
  SECRET_KEY_MISSING,
} from '../../server/einvoicing/settings.service';
import { readEnv } from '../../server/env';
import { createLogger } from '../../server/lib/logger';
import { EINVOICE_BAD_PEM, type EInvoiceSettingsDto, type EInvoiceStatusDto, isValidCuit } from '../../src/contract/einvoicing';
import { FakeAuthority } from './einvoicing-fake';
import { appWithLogLines, createHarness, type Harness, json, testEnvVars } from './harness';

const SECRET = 'una-clave-del-operador-de-al-menos-32-caracteres';
let h: Harness;
let admin: string;
let venueId: string;
let seeded: EInvoiceSettingsDto;

beforeAll(async () => {
  h = await createHarness({ einvoicing: { secretKey: SECRET, providerFor: async () => new FakeAuthority() } });
  admin = await h.login('admin@noctua.test');
  const [me] = await h.database.db
    .select({ venueId: users.defaultVenueId })
    .from(users)
    .where(eq(users.email, 'admin@noctua.test'));
  venueId = me?.venueId as string;
  seeded = await json<EInvoiceSettingsDto>(await h.request('GET', '/facturacion/ajustes', { token: admin }));
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const body = (extra: Record<string, unknown> = {}) => ({
  cuit: seeded.cuit,
  legalName: seeded.legalName,
  address: seeded.address,
  vatCondition: 'responsable_inscripto',
  grossIncomeNumber: '901-123456-7',
  activityStart: '2019-03-01',
  environment: 'homologacion',
  ...extra,
});
const put = (extra: Record<string, unknown>, token = admin) =>
  h.request('PUT', '/facturacion/ajustes', { token, body: body(extra) });
const credentials = (cuit = seeded.cuit, days = 365) => createSelfSignedCertificate({ cuit, commonName: 'noctua-homo', days });
async function row() {
  const [r] = await h.database.db.select().from(einvoicingSettings).where(eq(einvoicingSettings.venueId, venueId));
  if (!r) throw new Error('no settings');
  return r;
}

describe('the demo seed', () => {
  it('sets the venue up against the double, with a certificate of its CUIT and its key sealed with the demo key', async () => {
    expect(seeded).toMatchObject({ environment: 'double', vatCondition: 'responsable_inscripto', hasPrivateKey: true });
    expect(isValidCuit(seeded.cuit)).toBe(true);
    expect(seeded.certificate?.subject).toContain(`serialNumber=CUIT ${seeded.cuit}`);
    expect(seeded.certificateDaysLeft).toBeGreaterThan(700);
    const r = await row();
    expect(r.privateKeyKeyId).toBe(DEMO_KEY_ID);
    const pem = createPrivateKeyBox(undefined).open(r.privateKeySealed as string, DEMO_KEY_ID, 'double');
    expect(() =>
      checkCredentials({ certificatePem: r.certificatePem as string, privateKeyPem: pem as string, cuit: seeded.cuit }),
    ).not.toThrow();
    // The demo key never opens for homologation or production.
    expect(createPrivateKeyBox(SECRET).open(r.privateKeySealed as string, DEMO_KEY_ID, 'produccion')).toBeNull();
  });
});

describe('/facturacion/ajustes', () => {
  it('refuses to move the demo key to homologation: it must be uploaded again', async () => {
    expect(await json(await put({}), 422)).toEqual({ message: KEY_REUPLOAD });
  });

  it('stores a new key sealed under NOCTUA_SECRET_KEY, never answers nor audits it, and pins the code tables', async () => {
    const { certificatePem, privateKeyPem } = credentials();
    const saved = await json<EInvoiceSettingsDto>(await put({ certificatePem, privateKeyPem }));
    expect(saved).toMatchObject({ environment: 'homologacion', hasPrivateKey: true, grossIncomeNumber: '901-123456-7' });
    expect(JSON.stringify(saved)).not.toContain('PRIVATE KEY');
    const r = await row();
    const keyBody = privateKeyPem.split('\n')[5] ?? '';
    expect(keyBody.length).toBeGreaterThan(40);
    expect(r.privateKeySealed?.startsWith('v1.')).toBe(true);
    expect(r.privateKeySealed).not.toContain('PRIVATE KEY');
    expect(r.privateKeySealed).not.toContain(keyBody);
    expect(r.privateKeyKeyId).not.toBe(DEMO_KEY_ID);
    expect(createPrivateKeyBox(SECRET).open(r.privateKeySealed as string, r.privateKeyKeyId as string, 'homologacion')).toBe(
      privateKeyPem,
    );
    expect(
      createPrivateKeyBox('otra-clave-de-operador-tambien-de-32-caracteres').open(
        r.privateKeySealed as string,
        r.privateKeyKeyId as string,
        'homologacion',
      ),
    ).toBeNull();
    const [audit] = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'einvoicing_settings.update'));
    expect(audit?.after).toMatchObject({
      environment: 'homologacion',
      privateKey: 'replaced',
      certificate: saved.certificate?.fingerprint,
    });
    expect(JSON.stringify(audit)).not.toContain(keyBody);
    const again = await json<EInvoiceSettingsDto>(await h.request('GET', '/facturacion/ajustes', { token: admin }));
    expect(again).toEqual(saved);

    // The certificate changed: a job pins the authority's code tables for the environment.
    await h.drainJobs();
    const params = await h.database.db.select().from(afipParams).where(eq(afipParams.environment, 'homologacion'));
    expect(params.map((p) => `${p.kind}:${p.code}`).sort()).toEqual([
      'cbte_tipo:1',
      'cbte_tipo:6',
      'condicion_iva_receptor:1',
      'doc_tipo:80',
      'iva:5',
      'moneda:PES',
      'pto_venta:1',
    ]);
    expect(params.find((p) => p.kind === 'condicion_iva_receptor')?.description).toBe('IVA Responsable Inscripto (A/M/C)');
    const state = await json<EInvoiceStatusDto>(await h.request('GET', '/facturacion/estado', { token: admin }));
    expect(state).toMatchObject({ environment: 'homologacion', configured: true });
    expect(state.paramsFetchedAt).not.toBeNull();

    // Settings without a new key keep the stored one.
    const kept = await json<EInvoiceSettingsDto>(await put({ legalName: 'Noctua Entretenimientos SRL' }));
    expect(kept).toMatchObject({ legalName: 'Noctua Entretenimientos SRL', hasPrivateKey: true });
    expect((await row()).privateKeySealed).toBe(r.privateKeySealed);
  });

  it('checks what it stores: a PEM, a key of the certificate without a passphrase, a certificate of the venue’s CUIT', async () => {
    const ok = credentials();
    const other = credentials();
    const garbage = '-----BEGIN CERTIFICATE-----\nbm9wZQ==\n-----END CERTIFICATE-----\n';
    expect(await json(await put({ certificatePem: garbage }), 422)).toEqual({ message: EINVOICE_BAD_PEM });
    expect((await put({ certificatePem: 'not a pem' })).status).toBe(422);
    expect(await json(await put({ certificatePem: ok.certificatePem, privateKeyPem: other.privateKeyPem }), 422)).toEqual({
      message: KEY_MISMATCH,
    });
    // A new key alone is checked against the stored certificate.
    expect(await json(await put({ privateKeyPem: other.privateKeyPem }), 422)).toEqual({ message: KEY_MISMATCH });
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'secreta' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    expect(await json(await put({ certificatePem: ok.certificatePem, privateKeyPem: privateKey }), 422)).toEqual({
      message: KEY_PASSPHRASE,
    });
    const foreign = credentials('20111111112');
    expect(await json(await put({ certificatePem: foreign.certificatePem, privateKeyPem: foreign.privateKeyPem }), 422)).toEqual({
      message: CERTIFICATE_OTHER_CUIT,
    });
    expect((await put({ cuit: '30712345670' })).status).toBe(422);
  });

  it('says how many days the certificate has left', async () => {
    const short = credentials(seeded.cuit, 20);
    const saved = await json<EInvoiceSettingsDto>(await put({ ...short }));
    expect(saved.certificateDaysLeft).toBeGreaterThanOrEqual(19);
    expect(saved.certificateDaysLeft).toBeLessThanOrEqual(20);
  });

  it('without NOCTUA_SECRET_KEY stores keys for the double only', async () => {
    const env = { ...readEnv(testEnvVars()), logLevel: 'silent' };
    expect(env.secretKey).toBeUndefined();
    const app = createApp({ db: h.database.db, env, logger: createLogger('silent'), tokens: h.tokens, jobs: h.jobs });
    const call = (extra: Record<string, unknown>) =>
      Promise.resolve(
        app.request('/noctua/api/facturacion/ajustes', {
          method: 'PUT',
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
          body: JSON.stringify(body(extra)),
        }),
      );
    const c = credentials();
    const refused = await call({ environment: 'produccion', ...c });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: SECRET_KEY_MISSING });
    expect((await call({ environment: 'double', ...c })).status).toBe(200);
    expect((await row()).privateKeyKeyId).toBe(DEMO_KEY_ID);
    // The operator's key is set again: the demo-sealed key does not serve production.
    expect(await json(await put({ environment: 'produccion' }), 422)).toEqual({ message: KEY_REUPLOAD });
  });

  it('never writes the key to the log', async () => {
    const { app, logLines } = appWithLogLines(h, {});
    const c = credentials();
    const send = (extra: Record<string, unknown>) =>
      Promise.resolve(
        app.request('/noctua/api/facturacion/ajustes', {
          method: 'PUT',
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
          body: JSON.stringify(body(extra)),
        }),
      );
    expect((await send({ ...c })).status).toBe(200);
    expect((await send({ certificatePem: c.certificatePem, privateKeyPem: credentials().privateKeyPem })).status).toBe(422);
    expect(logLines.length).toBeGreaterThan(0);
    const text = JSON.stringify(logLines);
    expect(text).not.toContain('PRIVATE KEY');
    expect(text).not.toContain(c.privateKeyPem.split('\n')[3] ?? 'never');
  });

  it('is 201’s: 312 alone gets 403', async () => {
    const invoicing = await h.createUser('solo-312@noctua.test', ['312'], venueId);
    expect((await h.request('GET', '/facturacion/ajustes', { token: invoicing })).status).toBe(403);
    expect((await put({}, invoicing)).status).toBe(403);
  });
});
