// The venue's certificate and private key as uploaded at configuracion/sistema: parsed and checked
// with node:crypto before anything is stored (a PEM that is not a certificate, a key that does not
// belong to it, a key protected by a passphrase, a certificate of another CUIT are refused).
import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import { type CertificateInfo as AfipCertificateInfo, describeCertificate } from './afip/certificate';

/** What the settings keep of a certificate: the AFIP client's description of it (subject, CUIT, validity, fingerprint). */
export type CertificateInfo = Pick<AfipCertificateInfo, 'subject' | 'notAfter' | 'fingerprint' | 'cuit'>;

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
  parseCertificate(pem);
  return describeCertificate(pem);
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
