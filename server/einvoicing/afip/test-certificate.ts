// A self-signed certificate shaped like the authority's (subject CN = the alias, serialNumber =
// "CUIT <cuit>"), for the tests and the demo seed, which talk to the local double only: the real
// services accept only certificates their own CA issued. Keys come from Node (native, fast); the
// X.509 structure from node-forge, signed through Node as well.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import { nativeRsaSigner } from './certificate';

export interface SelfSignedCertificateOptions {
  /** 11 digits. */
  cuit: string;
  /** The alias the venue gave the certificate ("noctua-demo"). */
  commonName: string;
  /** Validity from now (negative: an already expired certificate, for tests). */
  days: number;
  /** RSA modulus; 2048 as the authority asks. */
  bits?: number;
}

export interface SelfSignedCertificate {
  certificatePem: string;
  /** PKCS#8 PEM, unencrypted. */
  privateKeyPem: string;
}

export function createSelfSignedCertificate(options: SelfSignedCertificateOptions): SelfSignedCertificate {
  if (!/^\d{11}$/.test(options.cuit)) throw new RangeError('the CUIT must have 11 digits');
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: options.bits ?? 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  // A positive 64-bit serial (the high bit cleared: DER integers are signed).
  const serial = randomBytes(8);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  cert.serialNumber = serial.toString('hex');
  const now = Date.now();
  const end = now + options.days * 86_400_000;
  // An expired certificate (days < 0) still needs notBefore < notAfter.
  cert.validity.notBefore = new Date(Math.min(now, end) - 86_400_000);
  cert.validity.notAfter = new Date(end);
  const subject = [
    { shortName: 'CN', value: options.commonName },
    { name: 'serialNumber', type: '2.5.4.5', value: `CUIT ${options.cuit}` },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(nativeRsaSigner(privateKey) as unknown as forge.pki.rsa.PrivateKey, forge.md.sha256.create());
  return { certificatePem: forge.pki.certificateToPem(cert), privateKeyPem: privateKey };
}
