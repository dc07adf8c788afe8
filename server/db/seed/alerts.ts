// The demo's night alerts, raised by the live check itself once the story is written (issue 31):
// the night under way is evaluated at the seed's `now` exactly as the first periodic check after
// start would (server/routes/gerencia/alerts.service.ts), and the most recent closed night whose
// registers were counted past the venue's over/short threshold gets those alerts as they were raised
// at the count. So every seeded alert cites the seeded venue's actual thresholds and the seeded
// events' actual figures, goes to the holders of its area's codes, and has its night_alerts row
// (the live check does not raise it a second time). Not part of `generate` (it reads the database).
import { and, desc, eq, inArray } from 'drizzle-orm';
import { evaluateOpenNights, nightConditions, raiseAlert } from '../../routes/gerencia/alerts.service';
import type { Tx } from '../client';
import { cashSessions, nightAlerts, nights, notifications } from '../schema';

/** How many closed nights back to look for a register counted past the threshold. */
const CLOSED_NIGHTS_LOOKED_AT = 8;

export async function seedNightAlerts(tx: Tx, now: Date): Promise<void> {
  await evaluateOpenNights(tx, now);
  const closed = await tx
    .select({ id: nights.id, venueId: nights.venueId })
    .from(nights)
    .where(eq(nights.status, 'closed'))
    .orderBy(desc(nights.closesAt))
    .limit(CLOSED_NIGHTS_LOOKED_AT);
  for (const night of closed) {
    const alerts = (await nightConditions(tx, night.venueId, night.id, now)).filter((a) => a.kind === 'overShort');
    if (alerts.length === 0) continue;
    const sessions = await tx
      .select({ id: cashSessions.id, closedAt: cashSessions.closedAt })
      .from(cashSessions)
      .where(
        inArray(
          cashSessions.id,
          alerts.map((a) => a.subject),
        ),
      );
    const closedAt = new Map(sessions.map((s) => [s.id, s.closedAt]));
    for (const alert of alerts) {
      const pushes = await raiseAlert(tx, night.venueId, night.id, alert);
      // Told when the count was confirmed, not when the demo was loaded.
      const at = closedAt.get(alert.subject);
      const ids = pushes.map((p) => p.notification.id);
      if (!at) continue;
      await tx
        .update(nightAlerts)
        .set({ createdAt: at })
        .where(and(eq(nightAlerts.nightId, night.id), eq(nightAlerts.kind, alert.kind), eq(nightAlerts.subject, alert.subject)));
      if (ids.length > 0)
        await tx.update(notifications).set({ createdAt: at, updatedAt: at }).where(inArray(notifications.id, ids));
    }
    break;
  }
}
