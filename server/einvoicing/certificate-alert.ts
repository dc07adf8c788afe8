// The AFIP certificate's expiry alert (issue 34): from 30 days before a venue's certificate stops
// being valid (and after, until a new one is stored), its users holding 201 — the ones who can
// upload a new certificate — get a notification, bell and push, once a day. The daily server job
// `einvoice.certificate-check` runs once per day across instances; the day is also recorded per
// venue (einvoicing_settings.certificate_alerted_on) in the transaction that notifies, so a job
// run twice (a job is at least once) or a check by hand notifies a venue at most once a day.
import { and, eq, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import { notificationMessage } from '../../src/contract/notification-messages';
import type { Db } from '../db/client';
import { einvoicingSettings, venues } from '../db/schema';
import { defineJob, type Jobs } from '../lib/jobs';
import { enqueuePushes, notifyVenueHolders } from '../routes/account/notifications.service';

/** Days before the certificate's end from which its venue is told every day. */
export const CERTIFICATE_ALERT_DAYS = 30;
/** Who can store a new certificate (server/routes/facturacion: the settings' privilege). */
const SETTINGS_CODE = '201';
const SETTINGS_PATH = '/logged/configuracion/sistema';

/** Notifies the venues whose certificate ends within 30 days and were not told today; how many venues. */
export async function checkCertificateExpiry(db: Db, jobs: Jobs, now = new Date()): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const horizon = new Date(now.getTime() + CERTIFICATE_ALERT_DAYS * 86_400_000);
  const due = await db
    .select({ venueId: einvoicingSettings.venueId })
    .from(einvoicingSettings)
    .where(and(isNotNull(einvoicingSettings.certificateNotAfter), lte(einvoicingSettings.certificateNotAfter, horizon)));
  let told = 0;
  for (const { venueId } of due) {
    await db.transaction(async (tx) => {
      // Claims today's alert for the venue: a concurrent or repeated check finds it taken.
      const [claimed] = await tx
        .update(einvoicingSettings)
        .set({ certificateAlertedOn: today })
        .where(
          and(
            eq(einvoicingSettings.venueId, venueId),
            or(isNull(einvoicingSettings.certificateAlertedOn), lt(einvoicingSettings.certificateAlertedOn, today)),
          ),
        )
        .returning({ notAfter: einvoicingSettings.certificateNotAfter });
      if (!claimed?.notAfter) return;
      const [venue] = await tx.select({ name: venues.name }).from(venues).where(eq(venues.id, venueId));
      const pushes = await notifyVenueHolders(
        tx,
        { venueId, code: SETTINGS_CODE },
        {
          // The alerts setting decides: the certificate is the venue's alarm, as the night's are.
          kind: 'nightAlerts',
          message: notificationMessage('einvoiceCertificateExpiring', {
            venue: venue?.name ?? '',
            date: claimed.notAfter.toISOString().slice(0, 10),
          }),
          click: SETTINGS_PATH,
        },
      );
      await enqueuePushes(jobs, tx, venueId, pushes);
      told++;
    });
  }
  return told;
}

/** `einvoice.certificate-check`: every day at 12:00 UTC (9:00 in Argentina). */
export const certificateCheckJob = defineJob<Record<string, never>>('einvoice.certificate-check', {
  schedule: '0 12 * * *',
  retryLimit: 3,
  retryDelay: 600,
  handler: async (_data, { db, jobs, logger }) => {
    const told = await checkCertificateExpiry(db, jobs);
    if (told > 0) logger.info({ venues: told }, 'einvoice: certificate expiry alerts sent');
  },
});
