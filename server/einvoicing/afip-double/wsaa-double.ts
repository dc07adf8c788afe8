// The double's WSAA loginCms: verifies the CMS (signature, certificate dates, a well-formed TRA
// inside, its times within the window, service wsfe) and issues a 12-hour ticket, refusing a second
// login for the same certificate and service while one is valid, as the authority does
// (coe.alreadyAuthenticated: the failure that locks out a deployment whose ticket got lost).
import { randomBytes } from 'node:crypto';
import { certificateFingerprint } from '../afip/certificate';
import { toArgentinaDateTime } from '../afip/format';
import { child, isObject, parseXml, text, type XmlValue } from '../afip/soap';
import { CmsRejected, verifyCms } from './cms';
import type { DoubleState } from './state';

/** Axis's namespace for the fault codes WSAA sends ("ns1:coe.alreadyAuthenticated"). */
export const WSAA_FAULT_NAMESPACE = 'http://xml.apache.org/axis/';

export interface WsaaDoubleOptions {
  ticketHours: number;
  now: () => Date;
  /** When set, only these certificates (SHA-256 fingerprints) are known; others get cms.cert.untrusted. */
  trustedFingerprints?: string[];
  /** The services it grants (default ['wsfe']). */
  services?: string[];
}

export type LoginAnswer = { ok: true; loginTicketResponse: string } | { ok: false; code: string; message: string };

const DAY_MS = 86_400_000;
/** xsd:dateTime with an explicit offset: the authority refuses a local time without one. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const refuse = (code: string, message: string): LoginAnswer => ({ ok: false, code, message });

export function loginCms(state: DoubleState, options: WsaaDoubleOptions, content: XmlValue): LoginAnswer {
  const in0 = isObject(content) ? text(content.in0) : '';
  if (!in0 || !/^[A-Za-z0-9+/=\s]+$/.test(in0)) return refuse('cms.bad.base64', 'in0 no es un CMS en base64');
  let verified: ReturnType<typeof verifyCms>;
  try {
    verified = verifyCms(Buffer.from(in0, 'base64'));
  } catch (err) {
    if (err instanceof CmsRejected) return refuse(err.code, err.message);
    return refuse('cms.bad', 'CMS ilegible');
  }
  const { certificate } = verified;
  const now = options.now();
  if (now < new Date(certificate.validFrom) || now > new Date(certificate.validTo)) {
    return refuse('cms.cert.expired', 'Certificado expirado o todavía no válido');
  }
  const fingerprint = certificateFingerprint(certificate);
  if (options.trustedFingerprints && !options.trustedFingerprints.includes(fingerprint)) {
    return refuse('cms.cert.untrusted', 'Certificado no emitido por AC de confianza');
  }
  const cuit = /(?:^|\n)serialNumber=CUIT (\d{11})/i.exec(certificate.subject)?.[1];
  if (!cuit) return refuse('cms.cert.untrusted', 'El certificado no identifica un CUIT (serialNumber)');

  let tra: XmlValue | undefined;
  try {
    tra = parseXml(verified.content.toString('utf8')).loginTicketRequest;
  } catch {
    return refuse('xml.bad', 'El TRA no es un XML bien formado');
  }
  const header = child(tra, 'header');
  const uniqueId = text(child(header, 'uniqueId'));
  const generation = text(child(header, 'generationTime'));
  const expiration = text(child(header, 'expirationTime'));
  const service = text(child(tra, 'service'));
  if (!isObject(tra) || !/^\d{1,10}$/.test(uniqueId) || !service)
    return refuse('xml.bad', 'El TRA no tiene uniqueId, tiempos y servicio');
  if (!DATE_TIME.test(generation))
    return refuse('xml.generationTime.invalid', 'generationTime no es una fecha y hora con zona horaria');
  if (!DATE_TIME.test(expiration))
    return refuse('xml.expirationTime.invalid', 'expirationTime no es una fecha y hora con zona horaria');
  const generatedAt = Date.parse(generation);
  const expiresAt = Date.parse(expiration);
  if (generatedAt > now.getTime() || generatedAt < now.getTime() - DAY_MS) {
    return refuse('xml.generationTime.invalid', 'generationTime está en el futuro o tiene más de 24 horas');
  }
  if (expiresAt <= now.getTime()) return refuse('xml.expirationTime.expired', 'expirationTime ya pasó');
  if (expiresAt - generatedAt > DAY_MS) return refuse('xml.expirationTime.invalid', 'El TRA no puede durar más de 24 horas');
  if (!(options.services ?? ['wsfe']).includes(service)) {
    return refuse('coe.notAuthorized', `Computador no autorizado a acceder al servicio ${service}`);
  }

  const byCertificate = `${fingerprint}:${service}`;
  const current = state.ticketByCertificate.get(byCertificate);
  if (current && current.expiresAt > now) {
    state.refusedLogins++;
    return refuse('coe.alreadyAuthenticated', 'El CEE ya posee un TA valido para el acceso al WSN solicitado');
  }

  const ticket = {
    token: randomBytes(96).toString('base64'),
    sign: randomBytes(32).toString('base64'),
    cuit,
    fingerprint,
    service,
    expiresAt: new Date(now.getTime() + options.ticketHours * 3_600_000),
  };
  state.tickets.set(ticket.token, ticket);
  state.ticketByCertificate.set(byCertificate, ticket);
  state.logins++;
  const destination = certificate.subject.split('\n').reverse().join(', ');
  const loginTicketResponse =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
    `<loginTicketResponse version="1.0"><header>` +
    `<source>CN=wsaa-double, O=Noctua, C=AR</source><destination>${escapeText(destination)}</destination>` +
    `<uniqueId>${Math.floor(now.getTime() / 1000) % 4_294_967_296}</uniqueId>` +
    `<generationTime>${toArgentinaDateTime(now)}</generationTime><expirationTime>${toArgentinaDateTime(ticket.expiresAt)}</expirationTime>` +
    `</header><credentials><token>${ticket.token}</token><sign>${ticket.sign}</sign></credentials></loginTicketResponse>`;
  return { ok: true, loginTicketResponse };
}

function escapeText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
