// The demo venue's e-invoicing settings: environment 'double' (the local double of AFIP, so a
// prospect can issue an invoice with `npm start`), a self-signed certificate naming the venue's
// CUIT as AFIP's do ("serialNumber=CUIT …"), its key sealed with the demo key (which serves the
// double only: server/einvoicing/secret-key.ts). Written after the generated rows, because a key
// pair is random: the generated story stays the same for the same `now`.
import { createSelfSignedCertificate } from '../../einvoicing/afip/test-certificate';
import { certificateInfo } from '../../einvoicing/certificate';
import { createPrivateKeyBox } from '../../einvoicing/secret-key';
import type { Tx } from '../client';
import { einvoicingSettings, venues } from '../schema';

/** Settings for every venue of the demo: the double, a certificate valid two years, the key sealed. */
export async function seedEInvoicingSettings(tx: Tx, now: Date): Promise<number> {
  const box = createPrivateKeyBox(undefined);
  const all = await tx.select().from(venues);
  for (const venue of all) {
    const cuit = venue.taxId.replace(/\D/g, '');
    const { certificatePem, privateKeyPem } = createSelfSignedCertificate({ cuit, commonName: 'noctua-demo', days: 730 });
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
