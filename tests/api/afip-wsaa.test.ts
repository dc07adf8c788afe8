// WSAA: the login ticket request, its CMS signature (checked by the openssl CLI, as the authority's
// own verification would), the answer, and the shared ticket: one login for many callers and
// instances, and no login storm when the authority says a ticket is already out there.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeCertificate, keyMatchesCertificate } from '../../server/einvoicing/afip/certificate';
import { createSelfSignedCertificate } from '../../server/einvoicing/afip/test-certificate';
import { createMemoryTicketStore, createTicketSource, type TicketKey } from '../../server/einvoicing/afip/tickets';
import {
  type AccessTicket,
  buildLoginTicketRequest,
  parseLoginTicketResponse,
  signLoginTicketRequest,
  WsaaError,
} from '../../server/einvoicing/afip/wsaa';
import { verifyCms } from '../../server/einvoicing/afip-double/cms';

const CUIT = '30712345671';
let cert: ReturnType<typeof createSelfSignedCertificate>;
let dir: string;

beforeAll(() => {
  cert = createSelfSignedCertificate({ cuit: CUIT, commonName: 'noctua-test', days: 30 });
  dir = mkdtempSync(path.join(tmpdir(), 'noctua-wsaa-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('certificate', () => {
  it('is shaped like the authority’s: CUIT in the serialNumber, key and certificate matching', () => {
    const info = describeCertificate(cert.certificatePem);
    expect(info.cuit).toBe(CUIT);
    expect(info.subject).toContain('CN=noctua-test');
    expect(info.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(info.notAfter.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(keyMatchesCertificate(cert.privateKeyPem, cert.certificatePem)).toBe(true);
    const other = createSelfSignedCertificate({ cuit: CUIT, commonName: 'other', days: 1 });
    expect(keyMatchesCertificate(other.privateKeyPem, cert.certificatePem)).toBe(false);
  });
});

describe('login ticket request', () => {
  it('has a unique id, times 10 minutes either side of now with their offset, and the service', () => {
    const now = new Date('2026-12-05T13:00:00.000Z');
    const tra = buildLoginTicketRequest('wsfe', now);
    expect(tra).toContain('<uniqueId>1796475600</uniqueId>');
    expect(tra).toContain('<generationTime>2026-12-05T09:50:00-03:00</generationTime>');
    expect(tra).toContain('<expirationTime>2026-12-05T10:10:00-03:00</expirationTime>');
    expect(tra).toContain('<service>wsfe</service>');
    expect(Date.parse('2026-12-05T09:50:00-03:00')).toBe(now.getTime() - 600_000);
  });

  it('is signed as CMS that openssl verifies, content attached', () => {
    const tra = buildLoginTicketRequest('wsfe', new Date());
    const cms = signLoginTicketRequest(tra, cert.certificatePem, cert.privateKeyPem, new Date());
    const file = path.join(dir, 'tra.cms');
    writeFileSync(file, Buffer.from(cms, 'base64'));
    // -noverify: the certificate is self-signed; the signature and the digest are still checked.
    const out = execFileSync('openssl', ['cms', '-verify', '-noverify', '-inform', 'DER', '-in', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(out.toString('utf8')).toBe(tra);
    const printed = execFileSync('openssl', ['cms', '-cmsout', '-print', '-inform', 'DER', '-in', file]).toString('utf8');
    expect(printed).toContain('sha256');
    expect(printed).toContain('signingTime');
    expect(printed).toContain('messageDigest');
    expect(printed).toContain('serialNumber=CUIT 30712345671');
  });

  it('is verified by the double, which refuses a changed content or another key', () => {
    const tra = buildLoginTicketRequest('wsfe', new Date());
    const der = Buffer.from(signLoginTicketRequest(tra, cert.certificatePem, cert.privateKeyPem, new Date()), 'base64');
    const verified = verifyCms(der);
    expect(verified.content.toString('utf8')).toBe(tra);
    expect(verified.certificate.subject).toContain(`CUIT ${CUIT}`);

    const tampered = Buffer.from(der);
    const at = tampered.indexOf(Buffer.from('<service>wsfe'));
    tampered.write('X', at + 9, 'latin1');
    expect(() => verifyCms(tampered)).toThrow(expect.objectContaining({ code: 'cms.sign.invalid' }));

    // Signed with another key but carrying this certificate.
    const other = createSelfSignedCertificate({ cuit: CUIT, commonName: 'other', days: 1 });
    const p7 = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary')))) as unknown as {
      certificates: forge.pki.Certificate[];
    };
    expect(p7.certificates).toHaveLength(1);
    const forged = Buffer.from(signLoginTicketRequest(tra, cert.certificatePem, other.privateKeyPem, new Date()), 'base64');
    expect(() => verifyCms(forged)).toThrow(expect.objectContaining({ code: 'cms.sign.invalid' }));
    expect(() => verifyCms(Buffer.from('not a cms'))).toThrow(expect.objectContaining({ code: 'cms.bad' }));
  });
});

describe('login ticket response', () => {
  it('keeps the times the authority granted', () => {
    const ticket = parseLoginTicketResponse(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><loginTicketResponse version="1.0"><header>' +
        '<source>CN=wsaahomo, O=AFIP, C=AR</source><destination>SERIALNUMBER=CUIT 30712345671, CN=noctua</destination>' +
        '<uniqueId>123</uniqueId><generationTime>2026-12-05T10:00:00.123-03:00</generationTime>' +
        '<expirationTime>2026-12-05T22:00:00.123-03:00</expirationTime></header>' +
        '<credentials><token>PD94bWw=</token><sign>c2lnbg==</sign></credentials></loginTicketResponse>',
    );
    expect(ticket).toEqual({
      token: 'PD94bWw=',
      sign: 'c2lnbg==',
      generatedAt: new Date('2026-12-05T13:00:00.123Z'),
      expiresAt: new Date('2026-12-06T01:00:00.123Z'),
    });
    expect(() => parseLoginTicketResponse('<loginTicketResponse/>')).toThrow(WsaaError);
  });

  it('has a Spanish message for the venue per fault', () => {
    const retryAt = new Date('2026-12-05T13:10:00Z');
    expect(new WsaaError('already-authenticated', 'coe.alreadyAuthenticated', 'x', retryAt).venueMessage).toMatch(
      /ya entregó un ticket.*10:10/,
    );
    expect(new WsaaError('certificate-expired', 'cms.cert.expired', 'x').venueMessage).toMatch(/venció/);
    expect(new WsaaError('not-authorized', 'coe.notAuthorized', 'x').venueMessage).toMatch(/Administrador de Relaciones/);
    expect(new WsaaError('clock', 'xml.generationTime.invalid', 'x').venueMessage).toMatch(/reloj/);
  });
});

describe('shared ticket', () => {
  const key: TicketKey = { certificateFingerprint: 'f'.repeat(64), environment: 'double', service: 'wsfe' };
  const ticketAt = (now: number, hours = 12): AccessTicket => ({
    token: `t${now}`,
    sign: 's',
    generatedAt: new Date(now),
    expiresAt: new Date(now + hours * 3_600_000),
  });

  it('logs in once for ten callers at once, then reuses the ticket', async () => {
    const store = createMemoryTicketStore();
    let logins = 0;
    const source = createTicketSource({
      store,
      key,
      login: async () => {
        logins++;
        await new Promise((r) => setTimeout(r, 30));
        return ticketAt(Date.now());
      },
    });
    const tickets = await Promise.all(Array.from({ length: 10 }, () => source.getTicket()));
    expect(logins).toBe(1);
    expect(new Set(tickets.map((t) => t.token)).size).toBe(1);
    await source.getTicket();
    expect(logins).toBe(1);
  });

  it('logs in once for two instances sharing a store, re-reading it under the lock', async () => {
    const store = createMemoryTicketStore();
    let logins = 0;
    const login = async () => {
      logins++;
      await new Promise((r) => setTimeout(r, 30));
      return ticketAt(Date.now());
    };
    const a = createTicketSource({ store, key, login });
    const b = createTicketSource({ store, key, login });
    const [ta, tb] = await Promise.all([a.getTicket(), b.getTicket()]);
    expect(logins).toBe(1);
    expect(ta.token).toBe(tb.token);
  });

  it('refreshes only with less than 10 minutes left', async () => {
    let clock = Date.parse('2026-12-05T13:00:00Z');
    const store = createMemoryTicketStore();
    let logins = 0;
    const login = async () => {
      logins++;
      return ticketAt(clock);
    };
    const source = createTicketSource({ store, key, now: () => new Date(clock), login });
    await source.getTicket();
    clock += 11 * 3_600_000 + 49 * 60_000; // 11 min left
    await source.getTicket();
    expect(logins).toBe(1);
    clock += 2 * 60_000; // 9 min left
    const renewed = await source.getTicket();
    expect(logins).toBe(2);
    expect(renewed.expiresAt.getTime()).toBe(clock + 12 * 3_600_000);
  });

  it('on coe.alreadyAuthenticated without a ticket: says when to retry, and does not ask again before', async () => {
    let clock = Date.parse('2026-12-05T13:00:00Z');
    let attempts = 0;
    const source = createTicketSource({
      store: createMemoryTicketStore(),
      key,
      now: () => new Date(clock),
      login: async () => {
        attempts++;
        throw new WsaaError('already-authenticated', 'coe.alreadyAuthenticated', 'El CEE ya posee un TA valido');
      },
    });
    const first = await source.getTicket().catch((e: unknown) => e);
    expect(first).toBeInstanceOf(WsaaError);
    expect((first as WsaaError).kind).toBe('already-authenticated');
    expect((first as WsaaError).retryAt?.getTime()).toBe(clock + 10 * 60_000);
    for (let i = 0; i < 20; i++) await expect(source.getTicket()).rejects.toBeInstanceOf(WsaaError);
    expect(attempts).toBe(1);
    clock += 10 * 60_000 + 1;
    await expect(source.getTicket()).rejects.toBeInstanceOf(WsaaError);
    expect(attempts).toBe(2);
  });

  it('on coe.alreadyAuthenticated while its own ticket is still valid: keeps using it until it expires', async () => {
    let clock = Date.parse('2026-12-05T13:00:00Z');
    const store = createMemoryTicketStore();
    await store.save(key, ticketAt(clock - 11 * 3_600_000 - 55 * 60_000)); // 5 min left
    let attempts = 0;
    const source = createTicketSource({
      store,
      key,
      now: () => new Date(clock),
      login: async () => {
        attempts++;
        if (clock < Date.parse('2026-12-05T13:05:00Z'))
          throw new WsaaError('already-authenticated', 'coe.alreadyAuthenticated', 'x');
        return ticketAt(clock);
      },
    });
    const old = await source.getTicket();
    expect(old.expiresAt.getTime()).toBe(clock + 5 * 60_000);
    for (let i = 0; i < 10; i++) expect((await source.getTicket()).token).toBe(old.token);
    expect(attempts).toBe(1);
    clock += 5 * 60_000 + 1;
    const renewed = await source.getTicket();
    expect(renewed.token).not.toBe(old.token);
    expect(attempts).toBe(2);
  });

  it('discards a ticket the service refused, unless it was already replaced', async () => {
    const store = createMemoryTicketStore();
    let n = 0;
    const source = createTicketSource({ store, key, login: async () => ({ ...ticketAt(Date.now()), token: `t${++n}` }) });
    const first = await source.getTicket();
    await source.discard(first);
    const second = await source.getTicket();
    expect(second.token).toBe('t2');
    await source.discard(first);
    expect((await source.getTicket()).token).toBe('t2');
  });
});
