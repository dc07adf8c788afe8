// The SOAP layer of the AFIP client: which TLS settings a host gets, envelopes in and out, and the
// line between an answer of the service and no answer at all (which decides whether an invoice
// number may have been used). Local servers on port 0 only; nothing reaches the internet.
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  afipDateToIso,
  centsToDecimal,
  decimalToCents,
  isoToAfipDate,
  toArgentinaDateTime,
} from '../../server/einvoicing/afip/format';
import {
  AFIP_LEGACY_CIPHERS,
  agentFor,
  buildEnvelope,
  buildFaultEnvelope,
  callSoap,
  isAfipHost,
  parseEnvelope,
  SoapFaultError,
  SoapTransportError,
} from '../../server/einvoicing/afip/soap';

describe('TLS agent per host', () => {
  it("lowers the security level only for the authority's hosts", () => {
    for (const url of [
      'https://wsaa.afip.gov.ar/ws/services/LoginCms',
      'https://wsaahomo.afip.gov.ar/ws/services/LoginCms',
      'https://servicios1.afip.gov.ar/wsfev1/service.asmx',
      'https://WSWHOMO.AFIP.GOV.AR/wsfev1/service.asmx',
    ]) {
      const agent = agentFor(new URL(url)) as https.Agent & { options: { ciphers?: string } };
      expect(agent).not.toBe(https.globalAgent);
      expect(agent.options.ciphers).toBe(AFIP_LEGACY_CIPHERS);
    }
  });

  it('keeps the defaults everywhere else, lookalikes included', () => {
    expect(agentFor(new URL('https://example.com/x'))).toBe(https.globalAgent);
    expect(agentFor(new URL('https://afip.gov.ar.example.com/x'))).toBe(https.globalAgent);
    expect(agentFor(new URL('https://notafip.gov.ar/x'))).toBe(https.globalAgent);
    expect(agentFor(new URL('http://127.0.0.1:9/x'))).toBe(http.globalAgent);
    expect(isAfipHost('afip.gov.ar.')).toBe(true);
    expect(isAfipHost('evilafip.gov.ar')).toBe(false);
    // Never global: Node's own default cipher list is untouched.
    expect((https.globalAgent as https.Agent & { options: { ciphers?: string } }).options.ciphers).toBeUndefined();
  });
});

describe('wire formats', () => {
  it('turns cents into exact 2-decimal strings and back', () => {
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(12_100)).toBe('121.00');
    expect(centsToDecimal(123_456_789_01)).toBe('123456789.01');
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
    expect(decimalToCents('121')).toBe(12_100);
    expect(decimalToCents('121.5')).toBe(12_150);
    expect(decimalToCents('0.07')).toBe(7);
    expect(decimalToCents('121.500')).toBe(12_150);
    expect(decimalToCents('1.21E2')).toBe(12_100);
    expect(decimalToCents('1.005')).toBeNull();
    expect(decimalToCents('abc')).toBeNull();
  });

  it('converts dates and writes times with the Argentine offset', () => {
    expect(isoToAfipDate('2026-12-05')).toBe('20261205');
    expect(afipDateToIso('20261205')).toBe('2026-12-05');
    expect(afipDateToIso('NULL')).toBeNull();
    expect(toArgentinaDateTime(new Date('2026-12-05T13:20:30.456Z'))).toBe('2026-12-05T10:20:30-03:00');
  });
});

describe('envelopes', () => {
  it('escapes text and keeps element order', () => {
    const xml = buildEnvelope('1.1', 'Op', 'urn:x', { B: 'a<b & "c"', A: 2, Skip: undefined, L: { I: [{ N: 1 }, { N: 2 }] } });
    expect(xml).toContain(
      '<Op xmlns="urn:x"><B>a&lt;b &amp; &quot;c&quot;</B><A>2</A><L><I><N>1</N></I><I><N>2</N></I></L></Op>',
    );
    const parsed = parseEnvelope(xml);
    expect(parsed?.version).toBe('1.1');
    expect(parsed?.body).toEqual({ Op: { B: 'a<b & "c"', A: '2', L: { I: [{ N: '1' }, { N: '2' }] } } });
  });

  it('reads SOAP 1.1 and 1.2 faults', () => {
    const f11 = parseEnvelope(
      buildFaultEnvelope('1.1', 'ns1:coe.alreadyAuthenticated', 'ya posee TA', { ns1: 'http://xml.apache.org/axis/' }),
    );
    expect(f11?.fault).toEqual({ faultCode: 'ns1:coe.alreadyAuthenticated', faultString: 'ya posee TA' });
    const f12 = parseEnvelope(buildFaultEnvelope('1.2', 'soap:Sender', 'no se pudo leer'));
    expect(f12?.version).toBe('1.2');
    expect(f12?.fault).toEqual({ faultCode: 'soap:Sender', faultString: 'no se pudo leer' });
    const fault = new SoapFaultError('soap:Receiver', 'x', 500);
    expect(fault.side).toBe('server');
    expect(new SoapFaultError('ns1:coe.alreadyAuthenticated', 'x', 500).code).toBe('coe.alreadyAuthenticated');
  });

  it('does not take an HTML page for an envelope', () => {
    expect(parseEnvelope('<html><body>503</body></html>')).toBeNull();
    expect(parseEnvelope('not xml <<')).toBeNull();
  });
});

describe('transport failures are not answers', () => {
  let server: http.Server;
  let base: string;
  const ok = buildEnvelope('1.1', 'PingResponse', 'urn:x', { PingResult: 'pong' });

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const reply = (status: number, type: string, body: string) => {
        res.writeHead(status, { 'content-type': type });
        res.end(body);
      };
      switch (req.url) {
        case '/ok':
          return reply(200, 'text/xml', ok);
        case '/fault':
          return reply(500, 'text/xml', buildFaultEnvelope('1.1', 'soap:Server', 'boom'));
        case '/html503':
          return reply(503, 'text/html', '<!DOCTYPE html><html><body>Service Unavailable</body></html>');
        case '/html200':
          return reply(200, 'text/html', '<html><body>login page</body></html>');
        case '/empty502':
          return reply(502, 'text/plain', '');
        case '/reset':
          req.socket.destroy();
          return;
        case '/half':
          res.writeHead(200, { 'content-type': 'text/xml', 'content-length': '5000' });
          res.write(ok.slice(0, 40));
          setTimeout(() => req.socket.destroy(), 20);
          return;
        default:
          // /slow: never answers.
          return;
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const call = (path: string, timeoutMs = 2000) =>
    callSoap({
      url: `${base}${path}`,
      version: '1.1',
      action: 'urn:x/Ping',
      envelope: buildEnvelope('1.1', 'Ping', 'urn:x', {}),
      timeoutMs,
    });

  const transportKind = async (promise: Promise<unknown>) => {
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(SoapTransportError);
    return (err as SoapTransportError).kind;
  };

  it('answers the Body of a good answer', async () => {
    expect(await call('/ok')).toEqual({ PingResponse: { PingResult: 'pong' } });
  });

  it('reports a SOAP fault as the service speaking, whatever its status', async () => {
    await expect(call('/fault')).rejects.toMatchObject({ name: 'SoapFaultError', faultCode: 'soap:Server', status: 500 });
  });

  it('reports timeouts, resets, proxies and non-SOAP bodies as transport failures', async () => {
    expect(await transportKind(call('/slow', 150))).toBe('timeout');
    expect(await transportKind(call('/reset'))).toBe('network');
    expect(await transportKind(call('/half'))).toBe('network');
    expect(await transportKind(call('/html503'))).toBe('http');
    expect(await transportKind(call('/empty502'))).toBe('http');
    expect(await transportKind(call('/html200'))).toBe('not-soap');
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refused = callSoap({ url: `http://127.0.0.1:${port}/`, version: '1.1', action: '', envelope: ok, timeoutMs: 2000 });
    expect(await transportKind(refused)).toBe('network');
  });

  it('tells a cancelled call from a timeout', async () => {
    const controller = new AbortController();
    const pending = callSoap({
      url: `${base}/slow`,
      version: '1.2',
      action: 'urn:x/Ping',
      envelope: buildEnvelope('1.2', 'Ping', 'urn:x', {}),
      timeoutMs: 5000,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 30);
    expect(await transportKind(pending)).toBe('aborted');
  });
});
