// The local double of WSAA and WSFEv1, spoken to in raw SOAP in process (app.request): it must
// refuse what the authority refuses (a bad CMS, a second login, a wrong ticket, a wrong number,
// totals that do not add up, class C with VAT, a missing receiver VAT condition) and, unlike the
// authority, fault on any request whose shape departs from the WSDL.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeCertificate } from '../../server/einvoicing/afip/certificate';
import { AFIP_DOUBLE_PATHS } from '../../server/einvoicing/afip/endpoints';
import { addDaysIso, argentinaDate, isoToAfipDate, toArgentinaDateTime } from '../../server/einvoicing/afip/format';
import {
  buildEnvelope,
  child,
  children,
  parseEnvelope,
  type SoapVersion,
  text,
  type XmlInputObject,
  type XmlValue,
} from '../../server/einvoicing/afip/soap';
import { createSelfSignedCertificate } from '../../server/einvoicing/afip/test-certificate';
import {
  buildLoginTicketRequest,
  parseLoginTicketResponse,
  signLoginTicketRequest,
  WSAA_NAMESPACE,
} from '../../server/einvoicing/afip/wsaa';
import { detRequestXml, WSFE_NAMESPACE, type WsfeDetRequest } from '../../server/einvoicing/afip/wsfe';
import { createAfipDouble, DOUBLE_CODES } from '../../server/einvoicing/afip-double/index';

const VENUE = '30712345671';
const CUSTOMER = '20123456786';
const today = argentinaDate(new Date());

type Double = ReturnType<typeof createAfipDouble>;

async function post(double: Double, path: string, version: SoapVersion, action: string, envelope: string) {
  const headers: Record<string, string> =
    version === '1.1'
      ? { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${action}"` }
      : { 'content-type': `application/soap+xml; charset=utf-8; action="${action}"` };
  const res = await double.app.request(path, { method: 'POST', headers, body: envelope });
  const body = await res.text();
  return { status: res.status, body, envelope: parseEnvelope(body) };
}

function loginWith(
  double: Double,
  cert: { certificatePem: string; privateKeyPem: string },
  tra = buildLoginTicketRequest('wsfe', new Date()),
) {
  const cms = signLoginTicketRequest(tra, cert.certificatePem, cert.privateKeyPem, new Date());
  return post(double, AFIP_DOUBLE_PATHS.wsaa, '1.1', '', buildEnvelope('1.1', 'loginCms', WSAA_NAMESPACE, { in0: cms }));
}

async function ticketFor(double: Double, cert: { certificatePem: string; privateKeyPem: string }) {
  const answer = await loginWith(double, cert);
  const ticketXml = text(child(answer.envelope?.body.loginCmsResponse, 'loginCmsReturn'));
  return parseLoginTicketResponse(ticketXml);
}

function wsfe(double: Double, operation: string, content: XmlInputObject, version: SoapVersion = '1.1') {
  return post(
    double,
    AFIP_DOUBLE_PATHS.wsfe,
    version,
    `${WSFE_NAMESPACE}${operation}`,
    buildEnvelope(version, operation, WSFE_NAMESPACE, content),
  );
}

const resultOf = (answer: Awaited<ReturnType<typeof wsfe>>, operation: string) =>
  child(answer.envelope?.body[`${operation}Response`], `${operation}Result`);
const codes = (wrapper: XmlValue | undefined, item: string) => children(wrapper, item).map((n) => Number(text(child(n, 'Code'))));

const baseDet = (number: number): WsfeDetRequest => ({
  Concepto: 1,
  DocTipo: 80,
  DocNro: CUSTOMER,
  CbteDesde: number,
  CbteHasta: number,
  CbteFch: isoToAfipDate(today),
  ImpTotal: '121.00',
  ImpTotConc: '0.00',
  ImpNeto: '100.00',
  ImpOpEx: '0.00',
  ImpTrib: '0.00',
  ImpIVA: '21.00',
  MonId: 'PES',
  MonCotiz: '1',
  CanMisMonExt: 'N',
  CondicionIVAReceptorId: 1,
  Iva: [{ Id: 5, BaseImp: '100.00', Importe: '21.00' }],
});

describe('WSAA double', () => {
  let cert: ReturnType<typeof createSelfSignedCertificate>;
  beforeAll(() => {
    cert = createSelfSignedCertificate({ cuit: VENUE, commonName: 'noctua-double', days: 30 });
  });

  it('issues a 12-hour ticket, then refuses a second login for the same certificate', async () => {
    const double = createAfipDouble();
    const first = await loginWith(double, cert);
    expect(first.status).toBe(200);
    const ticket = parseLoginTicketResponse(text(child(first.envelope?.body.loginCmsResponse, 'loginCmsReturn')));
    expect(ticket.expiresAt.getTime() - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
    expect(first.body).toContain('&lt;destination&gt;');
    const second = await loginWith(double, cert);
    expect(second.status).toBe(500);
    expect(second.envelope?.fault).toEqual({
      faultCode: 'ns1:coe.alreadyAuthenticated',
      faultString: 'El CEE ya posee un TA valido para el acceso al WSN solicitado',
    });
    expect(double.controls.stats()).toMatchObject({ logins: 1, refusedLogins: 1 });
  });

  it('refuses times without an offset, from the future, or an unknown service', async () => {
    const double = createAfipDouble();
    const now = new Date();
    const tra = (generation: string, expiration: string, service = 'wsfe') =>
      `<loginTicketRequest version="1.0"><header><uniqueId>1</uniqueId><generationTime>${generation}</generationTime>` +
      `<expirationTime>${expiration}</expirationTime></header><service>${service}</service></loginTicketRequest>`;
    const before = toArgentinaDateTime(new Date(now.getTime() - 600_000));
    const after = toArgentinaDateTime(new Date(now.getTime() + 600_000));
    const fault = async (xml: string) => (await loginWith(double, cert, xml)).envelope?.fault?.faultCode;
    expect(await fault(tra(before.slice(0, 19), after))).toBe('ns1:xml.generationTime.invalid');
    expect(await fault(tra(toArgentinaDateTime(new Date(now.getTime() + 3_600_000)), after))).toBe(
      'ns1:xml.generationTime.invalid',
    );
    expect(await fault(tra(before, toArgentinaDateTime(new Date(now.getTime() + 2 * 86_400_000))))).toBe(
      'ns1:xml.expirationTime.invalid',
    );
    expect(await fault(tra(before, after, 'ws_sr_padron_a5'))).toBe('ns1:coe.notAuthorized');
    expect(await fault('<notATra/>')).toBe('ns1:xml.bad');
  });

  it('refuses an expired, an unknown or a damaged certificate and a bad CMS', async () => {
    const expired = createSelfSignedCertificate({ cuit: VENUE, commonName: 'old', days: -2 });
    expect((await loginWith(createAfipDouble(), expired)).envelope?.fault?.faultCode).toBe('ns1:cms.cert.expired');
    const strict = createAfipDouble({ trustedFingerprints: ['0'.repeat(64)] });
    expect((await loginWith(strict, cert)).envelope?.fault?.faultCode).toBe('ns1:cms.cert.untrusted');
    const bad = await post(
      createAfipDouble(),
      AFIP_DOUBLE_PATHS.wsaa,
      '1.1',
      '',
      buildEnvelope('1.1', 'loginCms', WSAA_NAMESPACE, { in0: 'AAAA' }),
    );
    expect(bad.envelope?.fault?.faultCode).toBe('ns1:cms.bad');
    const trusted = createAfipDouble({ trustedFingerprints: [describeCertificate(cert.certificatePem).fingerprint] });
    expect((await loginWith(trusted, cert)).status).toBe(200);
  });
});

describe('WSFE double', () => {
  let double: Double;
  let auth: { Token: string; Sign: string; Cuit: string };
  let next = 1;
  const cab = (cbteTipo = 1, pointOfSale = 1) => ({ CantReg: 1, PtoVta: pointOfSale, CbteTipo: cbteTipo });
  const solicitar = (det: XmlInputObject, cbteTipo = 1, pointOfSale = 1, version: SoapVersion = '1.1') =>
    wsfe(
      double,
      'FECAESolicitar',
      { Auth: auth, FeCAEReq: { FeCabReq: cab(cbteTipo, pointOfSale), FeDetReq: { FECAEDetRequest: det } } },
      version,
    );
  const rejectionCodes = (answer: Awaited<ReturnType<typeof wsfe>>) => {
    const result = resultOf(answer, 'FECAESolicitar');
    expect(text(child(child(result, 'FeCabResp'), 'Resultado'))).toBe('R');
    const det = child(child(result, 'FeDetResp'), 'FECAEDetResponse');
    return [...codes(child(result, 'Errors'), 'Err'), ...codes(child(det, 'Observaciones'), 'Obs')];
  };

  beforeAll(async () => {
    double = createAfipDouble({
      pointsOfSale: [1, 2, 4],
      initialLast: [{ pointOfSale: 4, cbteTipo: 6, number: 10, date: today }],
    });
    const cert = createSelfSignedCertificate({ cuit: VENUE, commonName: 'noctua-double', days: 30 });
    const ticket = await ticketFor(double, cert);
    auth = { Token: ticket.token, Sign: ticket.sign, Cuit: VENUE };
  });

  it('authorises a well-formed voucher with a 14-digit CAE expiring 10 days later', async () => {
    const answer = await solicitar(detRequestXml(baseDet(next)));
    const det = child(child(resultOf(answer, 'FECAESolicitar'), 'FeDetResp'), 'FECAEDetResponse');
    expect(text(child(det, 'Resultado'))).toBe('A');
    expect(text(child(det, 'CAE'))).toMatch(/^\d{14}$/);
    expect(text(child(det, 'CAEFchVto'))).toBe(isoToAfipDate(addDaysIso(today, 10)));
    next++;
    const last = resultOf(
      await wsfe(double, 'FECompUltimoAutorizado', { Auth: auth, PtoVta: 1, CbteTipo: 1 }),
      'FECompUltimoAutorizado',
    );
    expect(text(child(last, 'CbteNro'))).toBe('1');
  });

  it('answers 10246 when CondicionIVAReceptorId is missing, as the authority does since 2025-07-01', async () => {
    const det = detRequestXml(baseDet(next));
    delete det.CondicionIVAReceptorId;
    const answer = await solicitar(det);
    expect(answer.status).toBe(200);
    expect(rejectionCodes(answer)).toEqual([10246]);
  });

  it('faults on an unknown, misplaced, missing or malformed element, naming it', async () => {
    const unknown = { ...detRequestXml(baseDet(next)), Descuento: '1.00' };
    const a = await solicitar(unknown);
    expect(a.status).toBe(500);
    expect(a.envelope?.fault?.faultCode).toBe('soap:Client');
    expect(a.envelope?.fault?.faultString).toContain('FECAEDetRequest[1]/Descuento: unknown');

    const { ImpTrib, ...rest } = detRequestXml(baseDet(next));
    const misplaced = { ...rest, ImpTrib };
    expect((await solicitar(misplaced)).envelope?.fault?.faultString).toContain('FECAEDetRequest[1]/ImpTrib: out of order');

    const missing = detRequestXml(baseDet(next));
    delete missing.CanMisMonExt;
    expect((await solicitar(missing)).envelope?.fault?.faultString).toContain('CanMisMonExt: missing');

    const malformed = { ...detRequestXml(baseDet(next)), DocNro: '20-12345678-6' };
    expect((await solicitar(malformed)).envelope?.fault?.faultString).toContain('DocNro: not a number');

    const v12 = await solicitar(unknown, 1, 1, '1.2');
    expect(v12.status).toBe(400);
    expect(v12.envelope?.fault?.faultCode).toBe('soap:Sender');
    expect(double.controls.lastNumber({ cuit: VENUE, pointOfSale: 1, cbteTipo: 1 })).toBe(next - 1);
  });

  it('faults on a wrong namespace or a SOAPAction naming another operation', async () => {
    const wrongNs = await post(
      double,
      AFIP_DOUBLE_PATHS.wsfe,
      '1.1',
      `${WSFE_NAMESPACE}FEDummy`,
      buildEnvelope('1.1', 'FEDummy', 'urn:other', {}),
    );
    expect(wrongNs.envelope?.fault?.faultCode).toBe('soap:Client');
    const wrongAction = await post(
      double,
      AFIP_DOUBLE_PATHS.wsfe,
      '1.1',
      `${WSFE_NAMESPACE}FECAESolicitar`,
      buildEnvelope('1.1', 'FEDummy', WSFE_NAMESPACE, {}),
    );
    expect(wrongAction.envelope?.fault?.faultString).toContain('SOAPAction');
  });

  it('checks the ticket and the CUIT it was issued for', async () => {
    const bad = resultOf(
      await wsfe(double, 'FECompUltimoAutorizado', { Auth: { ...auth, Sign: 'x' }, PtoVta: 1, CbteTipo: 1 }),
      'FECompUltimoAutorizado',
    );
    expect(codes(child(bad, 'Errors'), 'Err')).toEqual([600]);
    const other = resultOf(
      await wsfe(double, 'FECompUltimoAutorizado', { Auth: { ...auth, Cuit: '20123456786' }, PtoVta: 1, CbteTipo: 1 }),
      'FECompUltimoAutorizado',
    );
    expect(codes(child(other, 'Errors'), 'Err')).toEqual([601]);
  });

  it('checks the arithmetic', async () => {
    expect(rejectionCodes(await solicitar(detRequestXml({ ...baseDet(next), ImpTotal: '121.01' })))).toEqual([10048]);
    expect(
      rejectionCodes(await solicitar(detRequestXml({ ...baseDet(next), Iva: [{ Id: 5, BaseImp: '100.00', Importe: '20.00' }] }))),
    ).toEqual([DOUBLE_CODES.vatSum]);
    expect(
      rejectionCodes(await solicitar(detRequestXml({ ...baseDet(next), Iva: [{ Id: 5, BaseImp: '90.00', Importe: '21.00' }] }))),
    ).toEqual([DOUBLE_CODES.vatBaseSum]);
    expect(rejectionCodes(await solicitar(detRequestXml({ ...baseDet(next), Iva: undefined })))).toEqual([10018]);
    expect(
      rejectionCodes(await solicitar(detRequestXml({ ...baseDet(next), Iva: [{ Id: 7, BaseImp: '100.00', Importe: '21.00' }] }))),
    ).toEqual([10019]);
    expect(rejectionCodes(await solicitar(detRequestXml({ ...baseDet(next), ImpNeto: '100.005' })))).toContain(
      DOUBLE_CODES.badAmount,
    );
  });

  it('refuses VAT on class C and accepts C as ImpNeto + ImpTrib', async () => {
    const c = (over: Partial<WsfeDetRequest>) =>
      detRequestXml({
        ...baseDet(1),
        DocTipo: 96,
        DocNro: '30111222',
        CondicionIVAReceptorId: 5,
        ImpTotal: '100.00',
        ImpNeto: '100.00',
        ImpIVA: '0.00',
        Iva: undefined,
        ...over,
      });
    expect(rejectionCodes(await solicitar(c({ Iva: [{ Id: 5, BaseImp: '100.00', Importe: '0.00' }] }), 11, 2))).toEqual([
      DOUBLE_CODES.classCWithVat,
    ]);
    expect(rejectionCodes(await solicitar(c({ ImpTotal: '121.00', ImpIVA: '21.00' }), 11, 2))).toEqual([
      DOUBLE_CODES.classCWithVat,
      10048,
    ]);
    expect(rejectionCodes(await solicitar(c({ ImpTotal: '110.00', ImpOpEx: '10.00' }), 11, 2))).toEqual([10048]);
    const ok = await solicitar(c({}), 11, 2);
    expect(text(child(child(resultOf(ok, 'FECAESolicitar'), 'FeCabResp'), 'Resultado'))).toBe('A');
  });

  it('checks the receiver VAT condition against the class and the document', async () => {
    expect(rejectionCodes(await solicitar(detRequestXml({ ...baseDet(next), CondicionIVAReceptorId: 5 })))).toEqual([10242]);
    expect(rejectionCodes(await solicitar(detRequestXml({ ...baseDet(next), DocNro: '20123456789' })))).toEqual([10015]);
  });

  it('numbers per point of sale and type: last + 1 or 10016; dates within ±5 days and never backwards', async () => {
    expect(rejectionCodes(await solicitar(detRequestXml(baseDet(next + 1))))).toEqual([10016]);
    // Six days back: outside N±5, and before the last voucher's date.
    expect(
      rejectionCodes(await solicitar(detRequestXml({ ...baseDet(next), CbteFch: isoToAfipDate(addDaysIso(today, -6)) }))),
    ).toEqual([10016, 10016]);
    // Point of sale 4 already holds B 10 dated today: the next is 11, not earlier than today.
    const b = (over: Partial<WsfeDetRequest>) =>
      detRequestXml({ ...baseDet(11), DocTipo: 99, DocNro: '0', CondicionIVAReceptorId: 5, ...over });
    expect(rejectionCodes(await solicitar(b({ CbteFch: isoToAfipDate(addDaysIso(today, -1)) }), 6, 4))).toEqual([10016]);
    const ok = await solicitar(b({}), 6, 4);
    expect(text(child(child(resultOf(ok, 'FECAESolicitar'), 'FeCabResp'), 'Resultado'))).toBe('A');
    expect(double.controls.lastNumber({ cuit: VENUE, pointOfSale: 4, cbteTipo: 6 })).toBe(11);
  });

  it('asks for the service period with concepts 2 and 3', async () => {
    expect(rejectionCodes(await solicitar(detRequestXml({ ...baseDet(next), Concepto: 2 })))).toEqual([10192, 10192, 10192]);
  });

  it('refuses a point of sale not enabled and a credit note that names nothing', async () => {
    const closed = resultOf(await solicitar(detRequestXml(baseDet(1)), 1, 9), 'FECAESolicitar');
    expect(codes(child(closed, 'Errors'), 'Err')).toEqual([11002]);
    expect(rejectionCodes(await solicitar(detRequestXml(baseDet(1)), 3))).toEqual([DOUBLE_CODES.noteWithoutAssociation]);
  });

  it('answers FECompConsultar for what it holds and 602 otherwise', async () => {
    const found = resultOf(
      await wsfe(double, 'FECompConsultar', { Auth: auth, FeCompConsReq: { CbteTipo: 1, CbteNro: 1, PtoVta: 1 } }),
      'FECompConsultar',
    );
    expect(text(child(child(found, 'ResultGet'), 'CodAutorizacion'))).toMatch(/^\d{14}$/);
    expect(text(child(child(found, 'ResultGet'), 'ImpTotal'))).toBe('121.00');
    const absent = resultOf(
      await wsfe(double, 'FECompConsultar', { Auth: auth, FeCompConsReq: { CbteTipo: 1, CbteNro: 999, PtoVta: 1 } }),
      'FECompConsultar',
    );
    expect(codes(child(absent, 'Errors'), 'Err')).toEqual([602]);
  });

  it('answers the receiver VAT conditions of a class', async () => {
    const result = resultOf(
      await wsfe(double, 'FEParamGetCondicionIvaReceptor', { Auth: auth, ClaseCmp: 'A' }),
      'FEParamGetCondicionIvaReceptor',
    );
    const ids = children(child(result, 'ResultGet'), 'CondicionIvaReceptor').map((c) => Number(text(child(c, 'Id'))));
    expect(ids).toEqual([1, 6, 13, 16]);
  });

  it('is down as a proxy page, and slow on demand', async () => {
    double.controls.down(true);
    const down = await double.app.request(AFIP_DOUBLE_PATHS.wsfe, { method: 'POST', body: '' });
    expect(down.status).toBe(503);
    expect(await down.text()).toContain('<html>');
    double.controls.down(false);
    double.controls.delayMs = 60;
    const started = performance.now();
    await wsfe(double, 'FEDummy', {});
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    double.controls.delayMs = 0;
  });

  it('in process, a cut connection after authorising answers a proxy error, the voucher kept', async () => {
    const number = double.controls.lastNumber({ cuit: VENUE, pointOfSale: 1, cbteTipo: 1 }) + 1;
    double.controls.dropAfterAuthorize();
    const answer = await solicitar(detRequestXml(baseDet(number)));
    expect(answer.status).toBe(502);
    expect(double.controls.lastNumber({ cuit: VENUE, pointOfSale: 1, cbteTipo: 1 })).toBe(number);
  });
});
