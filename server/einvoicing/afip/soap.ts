// SOAP over HTTP(S) for the authority's two services, and for the local double that plays them.
// The services are five document/literal operations, so envelopes are built from plain objects by
// fast-xml-parser's XMLBuilder (which escapes text) and answers are parsed back to plain objects;
// no WSDL machinery. What the caller must be able to tell apart, because it decides whether an
// invoice number may have been used:
//   - an answer of the authority (a parsed Body, or a SOAP fault it sent: SoapFaultError), and
//   - no trustworthy answer at all (timeout, reset, refused, a 5xx or HTML page from a proxy, a body
//     that is not SOAP: SoapTransportError).
import http from 'node:http';
import https from 'node:https';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';

export type SoapVersion = '1.1' | '1.2';

export const SOAP_ENVELOPE_NS: Record<SoapVersion, string> = {
  '1.1': 'http://schemas.xmlsoap.org/soap/envelope/',
  '1.2': 'http://www.w3.org/2003/05/soap-envelope',
};

/** A parsed element: text, or children by local name (a repeated child becomes an array). */
export type XmlValue = string | XmlObject | XmlValue[];
export interface XmlObject {
  [name: string]: XmlValue;
}

/** What the builder takes: like XmlValue, numbers allowed, undefined children left out. */
export type XmlInput = string | number | XmlInputObject | XmlInput[] | undefined;
export interface XmlInputObject {
  [name: string]: XmlInput;
}

// ───────────── TLS ─────────────

/**
 * The authority's production hosts still negotiate DHE with 1024-bit parameters, which OpenSSL 3's
 * default security level 2 refuses ("dh key too small"; homologation works, production fails). Only
 * for its hosts the client lowers the level to 1; every other host keeps Node's defaults. Never set
 * globally (tls.DEFAULT_CIPHERS) or via NODE_OPTIONS: that would weaken every outgoing connection.
 */
export const AFIP_LEGACY_CIPHERS = 'DEFAULT@SECLEVEL=1';

/** The authority's hosts: afip.gov.ar and its subdomains (a lookalike such as afip.gov.ar.evil.com is not). */
export function isAfipHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === 'afip.gov.ar' || host.endsWith('.afip.gov.ar');
}

let legacyAgent: https.Agent | undefined;

/** The connection agent for a URL: the legacy-cipher agent for the authority's hosts, Node's own otherwise. */
export function agentFor(url: URL): http.Agent {
  if (url.protocol === 'http:') return http.globalAgent;
  if (!isAfipHost(url.hostname)) return https.globalAgent;
  legacyAgent ??= new https.Agent({ keepAlive: true, ciphers: AFIP_LEGACY_CIPHERS });
  return legacyAgent;
}

// ───────────── Errors ─────────────

export type SoapTransportKind = 'timeout' | 'aborted' | 'network' | 'tls' | 'http' | 'not-soap';

/** No answer to trust: the request may or may not have reached the service. */
export class SoapTransportError extends Error {
  override readonly name = 'SoapTransportError';
  constructor(
    readonly kind: SoapTransportKind,
    message: string,
    /** The HTTP status when there was one. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A SOAP fault the service sent: it read the request and refused it (client) or failed on it (server). */
export class SoapFaultError extends Error {
  override readonly name = 'SoapFaultError';
  constructor(
    /** The fault code as sent, e.g. "soap:Client" or WSAA's "ns1:coe.alreadyAuthenticated". */
    readonly faultCode: string,
    /** The fault text (faultstring / Reason). */
    readonly faultString: string,
    /** The HTTP status it came with (500 for SOAP 1.1 faults). */
    readonly status: number,
  ) {
    super(`${faultCode}: ${faultString}`);
  }

  /** The code without its namespace prefix: "Client", "coe.alreadyAuthenticated". */
  get code(): string {
    const colon = this.faultCode.lastIndexOf(':');
    return colon === -1 ? this.faultCode : this.faultCode.slice(colon + 1);
  }

  /** Who the fault blames: the request (client/Sender), the service (server/Receiver), or neither. */
  get side(): 'client' | 'server' | 'other' {
    const code = this.code.toLowerCase();
    if (code === 'client' || code === 'sender') return 'client';
    if (code === 'server' || code === 'receiver') return 'server';
    return 'other';
  }
}

// ───────────── Building and parsing ─────────────

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: true });

/** Serialises children (key order = element order, which XML Schema sequences require). */
export function buildXml(content: XmlInputObject): string {
  return builder.build(content);
}

/**
 * A document/literal envelope: the operation element in its namespace (a default namespace, so its
 * children are qualified too, as the services' schemas say: elementFormDefault="qualified").
 */
export function buildEnvelope(version: SoapVersion, operation: string, namespace: string, content: XmlInputObject): string {
  return (
    `<?xml version="1.0" encoding="utf-8"?>` +
    buildXml({
      'soap:Envelope': {
        '@_xmlns:soap': SOAP_ENVELOPE_NS[version],
        'soap:Body': { [operation]: { '@_xmlns': namespace, ...content } },
      },
    })
  );
}

/** A fault envelope (used by the double; the shape a client must read). */
export function buildFaultEnvelope(
  version: SoapVersion,
  faultCode: string,
  faultString: string,
  codeNamespaces: Record<string, string> = {},
): string {
  const xmlns = Object.fromEntries(Object.entries(codeNamespaces).map(([prefix, ns]) => [`@_xmlns:${prefix}`, ns]));
  const fault: XmlInputObject =
    version === '1.1'
      ? { ...xmlns, faultcode: faultCode, faultstring: faultString }
      : {
          ...xmlns,
          'soap:Code': { 'soap:Value': faultCode },
          'soap:Reason': { 'soap:Text': { '@_xml:lang': 'es', '#text': faultString } },
        };
  return (
    `<?xml version="1.0" encoding="utf-8"?>` +
    buildXml({ 'soap:Envelope': { '@_xmlns:soap': SOAP_ENVELOPE_NS[version], 'soap:Body': { 'soap:Fault': fault } } })
  );
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  // Everything stays text: a CAE or a DocNro must not become a float, "0001" must stay "0001".
  parseTagValue: false,
  trimValues: true,
  ignoreDeclaration: true,
});

/** Parses an XML document to plain objects by local name; throws on malformed XML. */
export function parseXml(xml: string): XmlObject {
  return parser.parse(xml, true) as XmlObject;
}

export interface ParsedEnvelope {
  version: SoapVersion;
  /** The Body's children by local name. */
  body: XmlObject;
  fault?: { faultCode: string; faultString: string };
}

/** Reads an envelope; null when the text is not a SOAP envelope at all. */
export function parseEnvelope(xml: string): ParsedEnvelope | null {
  let doc: XmlObject;
  try {
    doc = parseXml(xml);
  } catch {
    return null;
  }
  const envelope = doc.Envelope;
  if (!isObject(envelope)) return null;
  const version: SoapVersion = xml.includes(SOAP_ENVELOPE_NS['1.2']) ? '1.2' : '1.1';
  const body = envelope.Body;
  if (body === '') return { version, body: {} };
  if (!isObject(body)) return null;
  const fault = body.Fault;
  if (isObject(fault)) {
    // SOAP 1.1: faultcode/faultstring; SOAP 1.2: Code/Value and Reason/Text.
    const faultCode = text(fault.faultcode) || text(child(child(fault, 'Code'), 'Value'));
    const faultString = text(fault.faultstring) || text(child(child(fault, 'Reason'), 'Text'));
    return { version, body, fault: { faultCode, faultString } };
  }
  return { version, body };
}

// ───────────── Reading parsed values ─────────────

export function isObject(value: XmlValue | undefined): value is XmlObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A child element (the first, when repeated); undefined when absent. */
export function child(value: XmlValue | undefined, name: string): XmlValue | undefined {
  if (!isObject(value)) return undefined;
  const found = value[name];
  return Array.isArray(found) ? found[0] : found;
}

/** An element's text; '' when absent or not text. */
export function text(value: XmlValue | undefined): string {
  if (typeof value === 'string') return value;
  // An element with attributes but text content (e.g. xml:lang on SOAP 1.2's Text) keeps it under #text.
  if (isObject(value) && typeof value['#text'] === 'string') return value['#text'];
  return '';
}

/** A repeated element as an array (absent → [], once → [it]). */
export function many(value: XmlValue | undefined): XmlValue[] {
  if (value === undefined || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/** Every child of that name (child() answers only the first). */
export function children(value: XmlValue | undefined, name: string): XmlValue[] {
  return isObject(value) ? many(value[name]) : [];
}

// ───────────── Transport ─────────────

export interface SoapCall {
  url: string;
  version: SoapVersion;
  /** The operation's SOAPAction (SOAP 1.1 header; SOAP 1.2 content-type parameter). */
  action: string;
  envelope: string;
  timeoutMs: number;
  /** Cancels the call (e.g. the job is being stopped); reported as transport kind 'aborted'. */
  signal?: AbortSignal;
}

/** Generous for the largest parameter table; a bigger answer is not the authority's. */
const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

interface RawAnswer {
  status: number;
  body: string;
}

/**
 * Posts an envelope and answers the Body's children. Throws SoapFaultError for a fault the service
 * sent (whatever the HTTP status), SoapTransportError for everything that is not an answer.
 */
export async function callSoap(call: SoapCall): Promise<XmlObject> {
  const raw = await post(call);
  const parsed = raw.body.includes('Envelope') ? parseEnvelope(raw.body) : null;
  if (parsed?.fault) throw new SoapFaultError(parsed.fault.faultCode, parsed.fault.faultString, raw.status);
  if (raw.status < 200 || raw.status >= 300) {
    throw new SoapTransportError('http', `HTTP ${raw.status}${parsed ? '' : ` (${describeBody(raw.body)})`}`, raw.status);
  }
  if (!parsed)
    throw new SoapTransportError('not-soap', `the answer is not a SOAP envelope (${describeBody(raw.body)})`, raw.status);
  return parsed.body;
}

function describeBody(body: string): string {
  const trimmed = body.trim();
  if (trimmed === '') return 'empty body';
  if (/^<!doctype html|^<html/i.test(trimmed)) return 'an HTML page';
  return `${trimmed.length} bytes`;
}

function post(call: SoapCall): Promise<RawAnswer> {
  const url = new URL(call.url);
  const timeout = AbortSignal.timeout(call.timeoutMs);
  const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
  const body = Buffer.from(call.envelope, 'utf8');
  const headers: Record<string, string | number> =
    call.version === '1.1'
      ? { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${call.action}"` }
      : { 'content-type': `application/soap+xml; charset=utf-8; action="${call.action}"` };
  headers['content-length'] = body.length;
  const transport = url.protocol === 'https:' ? https : http;

  return new Promise<RawAnswer>((resolve, reject) => {
    let settled = false;
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      reject(transportError(err, timeout, call.signal));
    };
    const req = transport.request(url, { method: 'POST', headers, agent: agentFor(url), signal }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) req.destroy(new SoapTransportError('not-soap', 'the answer is too large'));
        else chunks.push(chunk);
      });
      res.on('end', () => {
        if (settled) return;
        settled = true;
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', fail);
      // A connection cut mid-answer ends without 'end'.
      res.on('close', () => fail(new Error('the connection closed before the answer was complete')));
    });
    req.on('error', fail);
    req.end(body);
  });
}

function transportError(err: unknown, timeout: AbortSignal, external: AbortSignal | undefined): SoapTransportError {
  if (err instanceof SoapTransportError) return err;
  if (timeout.aborted) return new SoapTransportError('timeout', 'no answer within the time limit', undefined, { cause: err });
  if (external?.aborted) return new SoapTransportError('aborted', 'the call was cancelled', undefined, { cause: err });
  const code = (err as { code?: unknown }).code;
  const message = err instanceof Error ? err.message : String(err);
  if (typeof code === 'string' && (code.startsWith('ERR_SSL') || code.startsWith('ERR_TLS') || /CERT|SELF_SIGNED/.test(code))) {
    return new SoapTransportError('tls', `TLS: ${code} ${message}`, undefined, { cause: err });
  }
  return new SoapTransportError('network', typeof code === 'string' ? `${code}: ${message}` : message, undefined, { cause: err });
}
