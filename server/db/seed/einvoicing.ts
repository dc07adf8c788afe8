// The demo venue's e-invoicing settings: environment 'double' (the local double of AFIP, so a
// prospect can issue an invoice with `npm start`), a self-signed certificate naming the venue's
// CUIT as AFIP's do ("serialNumber=CUIT …"), its key sealed with the demo key (which serves the
// double only: server/einvoicing/secret-key.ts). Written after the generated rows, because a key
// pair is random: the generated story stays the same for the same `now`.
// The certificate is made here with node:crypto (the RSA key) and node-forge (the X.509); the AFIP
// client's own test helper (server/einvoicing/afip/test-certificate.ts) may take its place.
import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { certificateInfo } from '../../einvoicing/certificate';
import { createPrivateKeyBox } from '../../einvoicing/secret-key';
import type { Tx } from '../client';
import { einvoicingSettings, venues } from '../schema';

/** A self-signed certificate and its private key (PEM), as AFIP issues them for a CUIT. */
export function selfSignedCertificate(opts: {
  cuit: string;
  commonName: string;
  organization: string;
  now?: Date;
  days?: number;
}): { certificatePem: string; privateKeyPem: string } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const key = forge.pki.privateKeyFromPem(privateKeyPem) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = `01${Date.now().toString(16)}`;
  const from = opts.now ?? new Date();
  cert.validity.notBefore = new Date(from.getTime() - 86_400_000);
  cert.validity.notAfter = new Date(from.getTime() + (opts.days ?? 730) * 86_400_000);
  const subject = [
    { name: 'commonName', value: opts.commonName },
    { name: 'organizationName', value: opts.organization },
    { name: 'serialNumber', value: `CUIT ${opts.cuit.replace(/\D/g, '')}` },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(key, forge.md.sha256.create());
  return { certificatePem: forge.pki.certificateToPem(cert), privateKeyPem };
}

/** Settings for every venue of the demo: the double, a certificate valid two years, the key sealed. */
export async function seedEInvoicingSettings(tx: Tx, now: Date): Promise<number> {
  const box = createPrivateKeyBox(undefined);
  const all = await tx.select().from(venues);
  for (const venue of all) {
    const cuit = venue.taxId.replace(/\D/g, '');
    const { certificatePem, privateKeyPem } = selfSignedCertificate({
      cuit,
      commonName: 'noctua-demo',
      organization: venue.legalName,
      now,
    });
    const info = certificateInfo(certificatePem);
    const { sealed, keyId } = box.seal(privateKeyPem, 'double');
    await tx.insert(einvoicingSettings).values({
      venueId: venue.id,
      cuit,
      legalName: venue.legalName,
      address: venue.address,
      vatCondition: 'responsable_inscripto',
      grossIncomeNumber: `901-${cuit.slice(2, 8)}-${cuit.slice(10)}`,
      activityStart: '2019-03-01',
      country: 'AR',
      environment: 'double',
      certificatePem,
      certificateSubject: info.subject,
      certificateFingerprint: info.fingerprint,
      certificateNotAfter: info.notAfter,
      privateKeySealed: sealed,
      privateKeyKeyId: keyId,
      createdAt: now,
      updatedAt: now,
    });
  }
  return all.length;
}
