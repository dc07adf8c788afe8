// The venue's certificate and key: what the settings screen shows (subject, CUIT, expiry,
// fingerprint), the check that the key belongs to the certificate, and the RSA signer node-forge
// uses. node-forge builds the ASN.1 (X.509, CMS) but its RSA is pure JavaScript (~150 ms for one
// 2048-bit signature); the signer below hands the digest to Node's native RSA instead (< 2 ms).
import { createHash, createPrivateKey, createPublicKey, type KeyObject, privateEncrypt, X509Certificate } from 'node:crypto';
import type forge from 'node-forge';

export interface CertificateInfo {
  /** "CN=noctua, serialNumber=CUIT 20123456789" style, as Node prints it. */
  subject: string;
  /** The CUIT in the subject's serialNumber ("CUIT 20123456789"), the authority's convention. */
  cuit: string | null;
  notBefore: Date;
  notAfter: Date;
  /** SHA-256 of the DER, lowercase hex without separators: the ticket store's key. */
  fingerprint: string;
}

/** Reads a PEM certificate; throws when it is not one. */
export function describeCertificate(certificatePem: string): CertificateInfo {
  const cert = new X509Certificate(certificatePem);
  const serial = /(?:^|\n|,\s*)serialNumber=CUIT (\d{11})/i.exec(cert.subject);
  return {
    subject: cert.subject.split('\n').join(', '),
    cuit: serial?.[1] ?? null,
    notBefore: new Date(cert.validFrom),
    notAfter: new Date(cert.validTo),
    fingerprint: certificateFingerprint(cert),
  };
}

export function certificateFingerprint(cert: X509Certificate | string): string {
  const x509 = typeof cert === 'string' ? new X509Certificate(cert) : cert;
  return createHash('sha256').update(x509.raw).digest('hex');
}

/** Whether the private key is the certificate's (a mismatch would only show as cms.sign.invalid). */
export function keyMatchesCertificate(privateKeyPem: string, certificatePem: string): boolean {
  const fromKey = createPublicKey(createPrivateKey(privateKeyPem)).export({ type: 'spki', format: 'der' });
  const fromCert = new X509Certificate(certificatePem).publicKey.export({ type: 'spki', format: 'der' });
  return fromKey.equals(fromCert);
}

// DER prefix of DigestInfo { sha256, NULL } (RFC 8017 §9.2 note 1): what RSASSA-PKCS1-v1_5 signs.
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/** The part of a forge private key that certificate and CMS signing call: sign(md). */
export interface ForgeSigner {
  sign(md: forge.md.MessageDigest): string;
}

/**
 * A forge-compatible signer over Node's RSA: forge passes the finished SHA-256 digest state; the
 * signature is PKCS#1 v1.5 over DigestInfo(digest), which is exactly privateEncrypt with type-1
 * padding. Only SHA-256 is accepted (the authority's and our certificates' algorithm).
 */
export function nativeRsaSigner(privateKey: string | KeyObject): ForgeSigner {
  const key = typeof privateKey === 'string' ? createPrivateKey(privateKey) : privateKey;
  return {
    sign(md) {
      if (md.algorithm !== 'sha256') throw new Error(`unsupported digest ${md.algorithm}`);
      const digest = Buffer.from(md.digest().getBytes(), 'binary');
      return privateEncrypt(key, Buffer.concat([SHA256_DIGEST_INFO, digest])).toString('binary');
    },
  };
}
