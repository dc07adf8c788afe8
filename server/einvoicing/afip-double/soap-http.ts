// The double's side of SOAP over HTTP: reading a request the way the authority's servers do (the
// binding from the content type, the operation from the Body's element and its namespace, the
// SOAPAction that must name the same operation) and writing answers and faults.
import { XMLParser } from 'fast-xml-parser';
import {
  buildEnvelope,
  buildFaultEnvelope,
  isObject,
  parseEnvelope,
  type SoapVersion,
  type XmlInputObject,
  type XmlObject,
  type XmlValue,
} from '../afip/soap';

export interface SoapRequest {
  version: SoapVersion;
  /** SOAPAction (1.1 header) or the content type's action parameter (1.2), unquoted; '' when absent. */
  action: string;
  /** The Body's element, by local name. */
  operation: string;
  /** Its namespace URI. */
  namespace: string;
  /** Its children ('' for an empty element). */
  content: XmlValue;
}

// A second reading that keeps prefixes and xmlns attributes, only to resolve the operation's namespace.
const prefixedParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  ignoreDeclaration: true,
});

function findElement(parent: XmlObject, localName: string): [string, XmlValue] | undefined {
  return Object.entries(parent).find(([key]) => key === localName || key.endsWith(`:${localName}`));
}

function namespaceOf(qualifiedName: string, scopes: XmlObject[]): string {
  const colon = qualifiedName.indexOf(':');
  const attribute = colon === -1 ? '@_xmlns' : `@_xmlns:${qualifiedName.slice(0, colon)}`;
  // Innermost declaration wins.
  for (const scope of scopes) {
    const value = scope[attribute];
    if (typeof value === 'string') return value;
  }
  return '';
}

function operationNamespace(xml: string, operation: string): string {
  const doc = prefixedParser.parse(xml) as XmlObject;
  const envelope = findElement(doc, 'Envelope');
  const envelopeObj = envelope && isObject(envelope[1]) ? envelope[1] : {};
  const body = findElement(envelopeObj, 'Body');
  const bodyObj = body && isObject(body[1]) ? body[1] : {};
  const op = findElement(bodyObj, operation);
  if (!op) return '';
  const opObj = isObject(op[1]) ? op[1] : {};
  return namespaceOf(op[0], [opObj, bodyObj, envelopeObj]);
}

export class BadSoapRequest extends Error {}

/** Reads the request; throws BadSoapRequest with the reason the authority's server would give. */
export function readSoapRequest(contentType: string, soapActionHeader: string | undefined, xml: string): SoapRequest {
  const version: SoapVersion = contentType.toLowerCase().startsWith('application/soap+xml') ? '1.2' : '1.1';
  if (version === '1.1' && !contentType.toLowerCase().startsWith('text/xml')) {
    throw new BadSoapRequest(`unsupported content type "${contentType}"`);
  }
  const action =
    version === '1.1'
      ? (soapActionHeader ?? '').replace(/^"|"$/g, '')
      : (/;\s*action="?([^";]*)"?/i.exec(contentType)?.[1] ?? '');
  const parsed = parseEnvelope(xml);
  if (!parsed) throw new BadSoapRequest('there is an error in the XML document (not a SOAP envelope)');
  if (parsed.version !== version) throw new BadSoapRequest(`a SOAP ${parsed.version} envelope sent as SOAP ${version}`);
  const names = Object.keys(parsed.body);
  const operation = names[0];
  if (names.length !== 1 || !operation) throw new BadSoapRequest('the Body must hold exactly one operation element');
  return { version, action, operation, namespace: operationNamespace(xml, operation), content: parsed.body[operation] ?? '' };
}

const CONTENT_TYPE: Record<SoapVersion, string> = {
  '1.1': 'text/xml; charset=utf-8',
  '1.2': 'application/soap+xml; charset=utf-8',
};

export function soapAnswer(version: SoapVersion, element: string, namespace: string, content: XmlInputObject): Response {
  return new Response(buildEnvelope(version, element, namespace, content), {
    status: 200,
    headers: { 'content-type': CONTENT_TYPE[version] },
  });
}

/** A fault; SOAP sends them with HTTP 500 (1.2: 400 for the sender's). */
export function soapFault(
  version: SoapVersion,
  faultCode: string,
  faultString: string,
  codeNamespaces: Record<string, string> = {},
  status = 500,
): Response {
  return new Response(buildFaultEnvelope(version, faultCode, faultString, codeNamespaces), {
    status,
    headers: { 'content-type': CONTENT_TYPE[version] },
  });
}

/** The standard fault of a request the service could not read (.NET's "Server was unable to read request"). */
export function clientFault(version: SoapVersion, reason: string): Response {
  const code = version === '1.1' ? 'soap:Client' : 'soap:Sender';
  return soapFault(version, code, `Server was unable to read request. ---> ${reason}`, {}, version === '1.2' ? 400 : 500);
}
