// CMS SignedData verification for the double's WSAA, written against RFC 5652 because node-forge
// builds SignedData but does not verify it. What WSAA checks: one signer whose certificate travels
// in the message, SHA-256, the signed attributes' messageDigest equal to the digest of the attached
// content, contentType id-data, and the RSA signature over the DER of those attributes as a SET.
import { createHash, verify, X509Certificate } from 'node:crypto';
import forge from 'node-forge';

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  sha256: '2.16.840.1.101.3.4.2.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
};

/** A refusal with WSAA's fault code. */
export class CmsRejected extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface VerifiedCms {
  /** The attached content (the TRA). */
  content: Buffer;
  /** The signer's certificate. */
  certificate: X509Certificate;
}

type Node = forge.asn1.Asn1;

function nodes(node: Node | undefined): Node[] {
  return node && Array.isArray(node.value) ? (node.value as Node[]) : [];
}

function bytes(node: Node | undefined): string {
  if (!node) return '';
  if (typeof node.value === 'string') return node.value;
  // A constructed (BER) OCTET STRING: the concatenation of its parts.
  return nodes(node).map(bytes).join('');
}

function oidOf(node: Node | undefined): string {
  return node && typeof node.value === 'string' ? forge.asn1.derToOid(node.value) : '';
}

function isContext(node: Node, tag: number): boolean {
  return node.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && node.type === tag;
}

function serialHex(value: string): string {
  return Buffer.from(value, 'binary').toString('hex').toUpperCase().replace(/^0+/, '');
}

const bad = (why: string) => new CmsRejected('cms.bad', why);

export function verifyCms(der: Buffer): VerifiedCms {
  let root: Node;
  try {
    root = forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary')));
  } catch {
    throw bad('the CMS is not DER');
  }
  const [contentType, wrapped] = nodes(root);
  if (oidOf(contentType) !== OID.signedData || !wrapped) throw bad('not a SignedData');
  const parts = nodes(nodes(wrapped)[0]);
  const digestAlgorithms = parts[1];
  const encapsulated = parts[2];
  const signerInfos = parts[parts.length - 1];
  if (!nodes(digestAlgorithms).some((alg) => oidOf(nodes(alg)[0]) === OID.sha256)) throw bad('the digest is not SHA-256');

  const [eContentType, eContent] = nodes(encapsulated);
  if (oidOf(eContentType) !== OID.data) throw bad('the content is not id-data');
  if (!eContent) throw bad('the content is detached; the TRA must travel inside the CMS');
  const content = Buffer.from(bytes(nodes(eContent)[0]), 'binary');

  const certificatesNode = parts.slice(3, -1).find((n) => isContext(n, 0));
  const certificates = nodes(certificatesNode).map(
    (n) => new X509Certificate(Buffer.from(forge.asn1.toDer(n).getBytes(), 'binary')),
  );

  const signers = nodes(signerInfos);
  if (signers.length !== 1) throw bad('exactly one signer is expected');
  const [, issuerAndSerial, digestAlgorithm, ...rest] = nodes(signers[0]);
  if (oidOf(nodes(digestAlgorithm)[0]) !== OID.sha256) throw bad("the signer's digest is not SHA-256");
  const serial = serialHex(bytes(nodes(issuerAndSerial)[1]));
  const certificate = certificates.find((c) => c.serialNumber.toUpperCase().replace(/^0+/, '') === serial);
  if (!certificate) throw new CmsRejected('cms.cert.notFound', "the signer's certificate is not in the CMS");

  const signedAttributes = rest.find((n) => isContext(n, 0));
  // After the optional [0] signed attributes: signatureAlgorithm, signature, optional [1] unsigned attributes.
  const [, signature] = rest.filter((n) => !isContext(n, 0) && !isContext(n, 1));
  let signedBytes: Buffer;
  if (signedAttributes) {
    const attributes = new Map(nodes(signedAttributes).map((a) => [oidOf(nodes(a)[0]), nodes(nodes(a)[1])[0]] as const));
    if (oidOf(attributes.get(OID.contentType)) !== OID.data) throw bad('the contentType attribute is not id-data');
    const digest = Buffer.from(bytes(attributes.get(OID.messageDigest)), 'binary');
    if (!digest.equals(createHash('sha256').update(content).digest())) {
      throw new CmsRejected('cms.sign.invalid', 'the messageDigest does not match the content');
    }
    // Signed attributes are signed as a SET OF, not as the [0] IMPLICIT that carries them (RFC 5652 §5.4).
    const asSet = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, nodes(signedAttributes));
    signedBytes = Buffer.from(forge.asn1.toDer(asSet).getBytes(), 'binary');
  } else {
    signedBytes = content;
  }
  const valid = verify('sha256', signedBytes, certificate.publicKey, Buffer.from(bytes(signature), 'binary'));
  if (!valid) throw new CmsRejected('cms.sign.invalid', 'the signature does not verify');
  return { content, certificate };
}
