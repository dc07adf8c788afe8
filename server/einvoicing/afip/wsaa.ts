// WSAA, the authority's authentication service: a login ticket request (TRA) signed as CMS with the
// venue's certificate buys an access ticket (TA: token + sign, valid 12 h) for one service. How the
// ticket is kept and shared between instances is tickets.ts; this file is the exchange itself and
// the meaning of its faults.
import forge from 'node-forge';
import { nativeRsaSigner } from './certificate';
import { toArgentinaDateTime } from './format';
import { buildEnvelope, callSoap, child, isObject, parseXml, SoapFaultError, SoapTransportError, text } from './soap';

/** loginCms's namespace (the WSDL's tns1) and its SOAPAction, which is empty. */
export const WSAA_NAMESPACE = 'http://wsaa.view.sua.dvadac.desein.afip.gov';

// PKCS#7/CMS object identifiers (forge's own table is typed as possibly undefined).
const OID = {
  data: '1.2.840.113549.1.7.1',
  sha256: '2.16.840.1.101.3.4.2.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
};

/** The TRA's validity window around now (what maintained clients use; the authority allows up to 24 h). */
const TRA_WINDOW_MS = 10 * 60_000;

export interface AccessTicket {
  token: string;
  sign: string;
  /** The authority's generationTime. */
  generatedAt: Date;
  /** The authority's expirationTime (from its answer, not the one requested). */
  expiresAt: Date;
}

/**
 * The TRA: uniqueId (Unix seconds), generation and expiration times with an explicit UTC offset
 * (without one the authority answers xml.generationTime.invalid) 10 minutes either side of now,
 * and the service.
 */
export function buildLoginTicketRequest(service: string, now: Date): string {
  const uniqueId = Math.floor(now.getTime() / 1000);
  const generationTime = toArgentinaDateTime(new Date(now.getTime() - TRA_WINDOW_MS));
  const expirationTime = toArgentinaDateTime(new Date(now.getTime() + TRA_WINDOW_MS));
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<loginTicketRequest version="1.0"><header><uniqueId>${uniqueId}</uniqueId>` +
    `<generationTime>${generationTime}</generationTime><expirationTime>${expirationTime}</expirationTime>` +
    `</header><service>${escapeText(service)}</service></loginTicketRequest>`
  );
}

function escapeText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * The TRA as CMS SignedData: content attached, SHA-256 with RSA, the signer's certificate included,
 * authenticated attributes contentType, messageDigest and signingTime; DER in base64 (no S/MIME
 * headers), which is loginCms's in0.
 */
export function signLoginTicketRequest(tra: string, certificatePem: string, privateKeyPem: string, signingTime: Date): string {
  const certificate = forge.pki.certificateFromPem(certificatePem);
  const p7 = forge.pkcs7.createSignedData();
  p7.content = forge.util.createBuffer(tra, 'utf8');
  p7.addCertificate(certificate);
  p7.addSigner({
    key: nativeRsaSigner(privateKeyPem) as unknown as forge.pki.rsa.PrivateKey,
    certificate,
    digestAlgorithm: OID.sha256,
    authenticatedAttributes: [
      { type: OID.contentType, value: OID.data },
      { type: OID.messageDigest },
      // forge's typings want a string; it encodes a Date as UTCTime (and would use now if absent).
      { type: OID.signingTime, value: signingTime as unknown as string },
    ],
  });
  p7.sign({ detached: false });
  return forge.util.encode64(forge.asn1.toDer(p7.toAsn1()).getBytes());
}

/** Reads loginCmsReturn's loginTicketResponse: credentials and the times the authority granted. */
export function parseLoginTicketResponse(xml: string): AccessTicket {
  const doc = parseXml(xml).loginTicketResponse;
  const header = child(doc, 'header');
  const credentials = child(doc, 'credentials');
  const token = text(child(credentials, 'token'));
  const sign = text(child(credentials, 'sign'));
  const generatedAt = new Date(text(child(header, 'generationTime')));
  const expiresAt = new Date(text(child(header, 'expirationTime')));
  if (!token || !sign || Number.isNaN(expiresAt.getTime()) || Number.isNaN(generatedAt.getTime())) {
    throw new WsaaError('other', 'bad.answer', 'the login ticket response lacks token, sign or times');
  }
  return { token, sign, generatedAt, expiresAt };
}

export type WsaaErrorKind =
  /** A ticket for this certificate and service is still valid somewhere: wait, do not log in again. */
  | 'already-authenticated'
  | 'certificate-expired'
  /** The authority does not know the certificate (a homologation one in production, or the reverse). */
  | 'certificate-untrusted'
  /** The certificate's CUIT has not been given access to the service (Administrador de Relaciones). */
  | 'not-authorized'
  /** The TRA's times were refused: the server clock is off. */
  | 'clock'
  /** The CMS or its signature was refused (a key that is not the certificate's, a damaged file). */
  | 'bad-signature'
  /** No answer (timeout, network, 5xx): nothing was decided. */
  | 'unavailable'
  | 'other';

/**
 * A failed login, with the authority's code and a message for the venue (Spanish; plain strings,
 * translated later). retryAt says when trying again makes sense, when the answer depends on time.
 */
export class WsaaError extends Error {
  override readonly name = 'WsaaError';
  constructor(
    readonly kind: WsaaErrorKind,
    /** The authority's fault code ("coe.alreadyAuthenticated") or ours ("transport.timeout"). */
    readonly code: string,
    message: string,
    readonly retryAt?: Date,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** What the venue reads in the settings and jobs screens. */
  get venueMessage(): string {
    switch (this.kind) {
      case 'already-authenticated':
        return (
          'ARCA ya entregó un ticket de acceso vigente para este certificado (otra instalación o sistema lo está usando). ' +
          `Noctua volverá a intentarlo${this.retryAt ? ` a las ${formatTime(this.retryAt)}` : ' más tarde'}; el ticket vigente vence a más tardar en 12 horas. ` +
          'Para no esperar, use un certificado distinto para esta instalación.'
        );
      case 'certificate-expired':
        return 'El certificado de ARCA venció. Genere uno nuevo en ARCA y cárguelo en Configuración › Sistema.';
      case 'certificate-untrusted':
        return 'ARCA no reconoce el certificado en este entorno: un certificado de homologación no sirve en producción ni al revés.';
      case 'not-authorized':
        return 'El certificado no tiene acceso al servicio de factura electrónica (wsfe). Delegue el servicio al certificado en el Administrador de Relaciones de ARCA.';
      case 'clock':
        return 'ARCA rechazó la hora del pedido de acceso: la hora del servidor no coincide con la de ARCA. Sincronice el reloj del servidor (NTP).';
      case 'bad-signature':
        return 'ARCA rechazó la firma del pedido de acceso: la clave privada no corresponde al certificado o el archivo está dañado.';
      case 'unavailable':
        return 'El servicio de autenticación de ARCA no responde. Noctua volverá a intentarlo.';
      default:
        return `ARCA rechazó el pedido de acceso (${this.code}): ${this.message}`;
    }
  }
}

function formatTime(at: Date): string {
  return new Intl.DateTimeFormat('es-AR', {
    timeZone: 'America/Argentina/Buenos_Aires',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
}

/** The authority's fault codes (WSAA's specification and what users report) by what they mean. */
const FAULT_KINDS: Record<string, WsaaErrorKind> = {
  'coe.alreadyAuthenticated': 'already-authenticated',
  'cms.cert.expired': 'certificate-expired',
  'cms.cert.untrusted': 'certificate-untrusted',
  'cms.cert.invalid': 'certificate-untrusted',
  'cms.cert.notFound': 'certificate-untrusted',
  'coe.notAuthorized': 'not-authorized',
  'cms.bad': 'bad-signature',
  'cms.bad.base64': 'bad-signature',
  'cms.sign.invalid': 'bad-signature',
  'xml.generationTime.invalid': 'clock',
  'xml.expirationTime.invalid': 'clock',
  'xml.expirationTime.expired': 'clock',
};

/** A WSAA fault as a typed error (retryAt is filled by the ticket source, which knows the back-off). */
export function wsaaErrorFromFault(fault: SoapFaultError): WsaaError {
  const kind = FAULT_KINDS[fault.code] ?? 'other';
  return new WsaaError(kind, fault.code, fault.faultString || fault.code, undefined, { cause: fault });
}

export interface LoginCmsCall {
  url: string;
  /** Base64 CMS (signLoginTicketRequest). */
  cms: string;
  timeoutMs: number;
  signal?: AbortSignal;
}

/** loginCms (SOAP 1.1, as the service only speaks it). Throws WsaaError for every failure. */
export async function loginCms(call: LoginCmsCall): Promise<AccessTicket> {
  let body: Awaited<ReturnType<typeof callSoap>>;
  try {
    body = await callSoap({
      url: call.url,
      version: '1.1',
      action: '',
      envelope: buildEnvelope('1.1', 'loginCms', WSAA_NAMESPACE, { in0: call.cms }),
      timeoutMs: call.timeoutMs,
      signal: call.signal,
    });
  } catch (err) {
    if (err instanceof SoapFaultError) throw wsaaErrorFromFault(err);
    if (err instanceof SoapTransportError) {
      throw new WsaaError('unavailable', `transport.${err.kind}`, err.message, undefined, { cause: err });
    }
    throw err;
  }
  const response = body.loginCmsResponse;
  // loginCmsReturn is the ticket XML as escaped text inside the SOAP answer.
  const ticketXml = isObject(response) ? text(response.loginCmsReturn) : '';
  if (!ticketXml) throw new WsaaError('other', 'bad.answer', 'the loginCms answer has no loginCmsReturn');
  return parseLoginTicketResponse(ticketXml);
}

/** TRA, signature and loginCms in one step. */
export async function requestAccessTicket(options: {
  url: string;
  service: string;
  certificatePem: string;
  privateKeyPem: string;
  now: Date;
  timeoutMs: number;
  signal?: AbortSignal;
}): Promise<AccessTicket> {
  const tra = buildLoginTicketRequest(options.service, options.now);
  const cms = signLoginTicketRequest(tra, options.certificatePem, options.privateKeyPem, options.now);
  return loginCms({ url: options.url, cms, timeoutMs: options.timeoutMs, signal: options.signal });
}
