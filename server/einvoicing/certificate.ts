// The venue's certificate and private key as uploaded at configuracion/sistema: parsed and checked
// with node:crypto before anything is stored (a PEM that is not a certificate, a key that does not
// belong to it, a key protected by a passphrase, a certificate of another CUIT are refused).
import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';

export interface CertificateInfo {
  /** The subject as one line, e.g. "CN=noctua, O=Noctua SRL, serialNumber=CUIT 30712345678". */
  subject: string;
  notAfter: Date;
  /** SHA-256 of the DER, lower-case hex: the login tickets are kept per certificate. */
  fingerprint: string;
  /** The CUIT AFIP writes in the subject's serialNumber ("CUIT 30712345678"), if any. */
  cuit: string | null;
}

export class PemRejected extends Error {
  constructor(readonly reason: 'certificate' | 'key' | 'passphrase' | 'mismatch' | 'cuit') {
    super(`PEM rejected: ${reason}`);
  }
}

function parseCertificate(pem: string): X509Certificate {
  try {
    return new X509Certificate(pem);
  } catch {
    throw new PemRejected('certificate');
  }
}

export function certificateInfo(pem: string): CertificateInfo {
  const cert = parseCertificate(pem);
  const subject = cert.subject.split('\n').join(', ');
  const cuit = /serialNumber=CUIT (\d{11})/.exec(cert.subject)?.[1] ?? null;
  return {
    subject,
    notAfter: new Date(cert.validTo),
    fingerprint: cert.fingerprint256.replace(/:/g, '').toLowerCase(),
    cuit,
  };
}

function parseKey(pem: string): KeyObject {
  if (/-----BEGIN ENCRYPTED PRIVATE KEY-----/.test(pem)) throw new PemRejected('passphrase');
  try {
    return createPrivateKey(pem);
  } catch {
    throw new PemRejected('key');
  }
}

/**
 * Checks a certificate (and the key, when given) for the venue of `cuit`: the key must be the
 * certificate's, and a certificate naming a CUIT must name this one.
 */
export function checkCredentials(input: { certificatePem: string; privateKeyPem?: string; cuit: string }): CertificateInfo {
  const info = certificateInfo(input.certificatePem);
  if (info.cuit && info.cuit !== input.cuit.replace(/\D/g, '')) throw new PemRejected('cuit');
  if (input.privateKeyPem !== undefined) {
    const key = parseKey(input.privateKeyPem);
    if (!parseCertificate(input.certificatePem).checkPrivateKey(key)) throw new PemRejected('mismatch');
  }
  return info;
}

/** Whole days from `now` until `notAfter` (negative once expired). */
export function daysLeft(notAfter: Date, now = new Date()): number {
  return Math.floor((notAfter.getTime() - now.getTime()) / 86_400_000);
}
