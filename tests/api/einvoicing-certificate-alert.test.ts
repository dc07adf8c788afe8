// The AFIP certificate's expiry alert (issue 34): 30 days before the venue's certificate ends, its
// users holding 201 get a notification (bell and push) once a day — not twice the same day however
// often the check runs, again the next day — and nobody else does; the daily job sends it too.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { einvoicingSettings, users } from '../../server/db/schema';
import { certificateCheckJob, checkCertificateExpiry } from '../../server/einvoicing/certificate-alert';
import type { NotificationDto } from '../../src/contract/notifications';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let admin: string;
let venueId: string;
let notAfter: Date;
const DAY = 86_400_000;

const certificateAlerts = async (token: string) =>
  (await json<NotificationDto[]>(await h.request('GET', '/account/notifications', { token }))).filter(
    (n) => n.messageId === 'einvoiceCertificateExpiring',
  );

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin@noctua.test');
  const [me] = await h.database.db
    .select({ venueId: users.defaultVenueId })
    .from(users)
    .where(eq(users.email, 'admin@noctua.test'));
  venueId = me?.venueId as string;
  notAfter = new Date(Date.now() + 10 * DAY);
  await h.database.db
    .update(einvoicingSettings)
    .set({ certificateNotAfter: notAfter })
    .where(eq(einvoicingSettings.venueId, venueId));
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('the certificate expiry alert', () => {
  it('tells the venue’s 201 holders once a day from 30 days before, and nobody else', async () => {
    const cashier = await h.createUser('caja-cert@noctua.test', ['300'], venueId, 'Caja Cert');
    const now = new Date();
    // The seed's other venues hold certificates valid two years: only this one is due.
    expect(await checkCertificateExpiry(h.database.db, h.jobs, now)).toBe(1);
    const [alert, ...more] = await certificateAlerts(admin);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      messageId: 'einvoiceCertificateExpiring',
      params: { date: notAfter.toISOString().slice(0, 10) },
      title: 'Renueva el certificado de AFIP',
      click: '/logged/configuracion/sistema',
    });
    expect(await certificateAlerts(cashier)).toEqual([]);
    // Its push left in the same transaction.
    const pushes = (await h.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'notification.push' and data->'notification'->>'messageId' = 'einvoiceCertificateExpiring'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(pushes.rows[0]?.n)).toBeGreaterThan(0);

    // Again the same day: nothing more.
    expect(await checkCertificateExpiry(h.database.db, h.jobs, new Date(now.getTime() + 60_000))).toBe(0);
    expect(await certificateAlerts(admin)).toHaveLength(1);
    // The next day: told again.
    expect(await checkCertificateExpiry(h.database.db, h.jobs, new Date(now.getTime() + DAY))).toBe(1);
    expect(await certificateAlerts(admin)).toHaveLength(2);
  });

  it('says nothing while the certificate has more than 30 days left', async () => {
    await h.database.db
      .update(einvoicingSettings)
      .set({ certificateNotAfter: new Date(Date.now() + 45 * DAY), certificateAlertedOn: null })
      .where(eq(einvoicingSettings.venueId, venueId));
    expect(await checkCertificateExpiry(h.database.db, h.jobs, new Date(Date.now() + 2 * DAY))).toBe(0);
    // 30 days before: due.
    expect(await checkCertificateExpiry(h.database.db, h.jobs, new Date(Date.now() + 16 * DAY))).toBe(1);
  });

  it('is sent by the daily job', async () => {
    await h.database.db
      .update(einvoicingSettings)
      .set({ certificateNotAfter: notAfter, certificateAlertedOn: null })
      .where(eq(einvoicingSettings.venueId, venueId));
    const before = (await certificateAlerts(admin)).length;
    await h.jobs.enqueue(h.database.db, certificateCheckJob, {});
    expect(await h.drainJobs()).toBeGreaterThan(0);
    expect(await certificateAlerts(admin)).toHaveLength(before + 1);
    const [settings] = await h.database.db.select().from(einvoicingSettings).where(eq(einvoicingSettings.venueId, venueId));
    expect(settings?.certificateAlertedOn).toBe(new Date().toISOString().slice(0, 10));
  });
});
