// Alerts while a night runs (issue 18): a bar's good under its par minimum in live stock, a stock
// count whose adjustments (at cost) pass the venue's value, a cashier with more cancellation
// requests than the venue allows, a terminal silent for more than N minutes, a register counted
// over or short past the threshold. Each condition is raised ONCE per night: its key (night, kind,
// subject) goes into night_alerts, whose unique index turns a second raise into a no-op, and only
// the insert that won notifies the venue's 302 holders (in-app and push as each one's settings
// say). Evaluated for every open night once a minute (server/night-alerts.ts), reading the same
// figures as the home screen (live.service.ts) and the balance sheet.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ALERT_CLICK, ALERT_NOTIFICATION_KIND, type NightAlertKind } from '../../../src/contract/gerencia-live';
import { type NotificationMessage, notificationMessage } from '../../../src/contract/notification-messages';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { nightAlerts, nights, venues } from '../../db/schema';
import { stockBelowZero } from '../../domain/negative-stock';
import { spanishText } from '../../domain/notification-texts';
import { bookedCountVarianceByCount } from '../../domain/stock-variance';
import { notifyVenueHolders, type PendingPush } from '../account/notifications.service';
import { cancellationFigures } from './balance.service';
import { alertThresholds, lowBars, silentTerminals } from './live.service';
import { num } from './scope';

/** Who hears the night's alerts: the holders of the balance sheet (gerencia, 302). */
const ALERT_CODE = '302';

export interface NightAlert {
  kind: NightAlertKind;
  subject: string;
  /** What the notification says, worded in each reader's language. */
  message: NotificationMessage;
  /** Its Spanish wording, kept in night_alerts. */
  title: string;
  description: string;
}

function nightAlert(kind: NightAlertKind, subject: string, message: NotificationMessage): NightAlert {
  const { title, body } = spanishText(message);
  return { kind, subject, message, title, description: body };
}

/**
 * Records the alert for the night and notifies, unless the same condition was already raised
 * (then nothing happens). Returns the notifications to push after the commit.
 */
export async function raiseAlert(db: Db, venueId: string, nightId: string, alert: NightAlert): Promise<PendingPush[]> {
  return db.transaction(async (tx) => {
    const won = await tx
      .insert(nightAlerts)
      .values({ venueId, nightId, kind: alert.kind, subject: alert.subject, title: alert.title, description: alert.description })
      .onConflictDoNothing({ target: [nightAlerts.nightId, nightAlerts.kind, nightAlerts.subject] })
      .returning({ id: nightAlerts.id });
    if (won.length === 0) return [];
    return notifyVenueHolders(
      tx,
      { venueId, code: ALERT_CODE },
      {
        kind: ALERT_NOTIFICATION_KIND[alert.kind],
        message: alert.message,
        click: ALERT_CLICK[alert.kind],
      },
    );
  });
}

async function countVariances(db: Db, nightId: string, threshold: number): Promise<NightAlert[]> {
  // The booked count variance per count (server/domain/stock-variance.ts), at cost.
  return (await bookedCountVarianceByCount(db, nightId))
    .filter((r) => Math.abs(r.value) > threshold)
    .map((r) =>
      nightAlert(
        'countVariance',
        r.countId ?? r.locationId,
        notificationMessage('alertCountVariance', { location: r.locationName, value: r.value, threshold }),
      ),
    );
}

/** A bar's good that went below zero during the night (server/domain/negative-stock.ts). */
async function negativeStocks(db: Db, venueId: string, nightId: string): Promise<NightAlert[]> {
  return (await stockBelowZero(db, { venueId, nightIds: [nightId] })).map((r) =>
    nightAlert(
      'negativeStock',
      `${r.locationId}:${r.goodId}`,
      notificationMessage('alertNegativeStock', { location: r.locationName, good: r.goodName, lowest: r.lowest }),
    ),
  );
}

async function overShorts(db: Db, nightId: string, threshold: number): Promise<NightAlert[]> {
  const rows = await rowsOf<{ id: string; name: string; diff: string }>(
    db,
    sql`select s.id, a.name, (s.counted_amount - s.expected_amount)::bigint as diff
        from cash_sessions s join cash_accounts a on a.id = s.account_id
        where s.night_id = ${nightId} and s.deleted_at is null and s.status <> 'open'
          and s.counted_amount is not null and s.expected_amount is not null`,
  );
  return rows
    .filter((r) => Math.abs(num(r.diff)) > threshold)
    .map((r) =>
      nightAlert(
        'overShort',
        r.id,
        notificationMessage(num(r.diff) > 0 ? 'alertCashOver' : 'alertCashShort', {
          account: r.name,
          diff: num(r.diff),
          threshold,
        }),
      ),
    );
}

/** Every condition that holds now for the venue's night (raised or not). */
export async function nightConditions(db: Db, venueId: string, nightId: string, now = new Date()): Promise<NightAlert[]> {
  const [night] = await db.select().from(nights).where(eq(nights.id, nightId));
  if (!night) return [];
  const limits = await alertThresholds(db, venueId);
  const [bars, variances, cancellations, silent, cash, negative] = await Promise.all([
    lowBars(db, venueId, nightId),
    countVariances(db, nightId, limits.countVariance),
    cancellationFigures(db, [nightId]),
    silentTerminals(db, venueId, night, limits.silentMinutes, now),
    overShorts(db, nightId, limits.overShort),
    negativeStocks(db, venueId, nightId),
  ]);
  const out: NightAlert[] = [];
  for (const bar of bars)
    for (const g of bar.goods)
      out.push(
        nightAlert(
          'lowStock',
          `${bar.locationId}:${g.goodId}`,
          notificationMessage('alertLowStock', { location: bar.name, good: g.name, expected: g.expected, minimum: g.minimum }),
        ),
      );
  out.push(...variances);
  for (const who of cancellations.byRequester)
    if (who.requested > limits.cancellations)
      out.push(
        nightAlert(
          'cancellations',
          who.userId,
          notificationMessage('alertCancellations', {
            user: who.name,
            requested: who.requested,
            threshold: limits.cancellations,
          }),
        ),
      );
  for (const t of silent)
    out.push(
      nightAlert(
        'silentTerminal',
        t.id,
        notificationMessage('alertSilentTerminal', {
          terminal: t.name,
          pointOfSale: t.pointOfSaleName,
          minutes: limits.silentMinutes,
        }),
      ),
    );
  out.push(...cash);
  out.push(...negative);
  return out;
}

/** Raises what holds now for one night; the pushes of the alerts that were new. */
export async function evaluateNight(db: Db, venueId: string, nightId: string, now = new Date()): Promise<PendingPush[]> {
  const pushes: PendingPush[] = [];
  for (const alert of await nightConditions(db, venueId, nightId, now))
    pushes.push(...(await raiseAlert(db, venueId, nightId, alert)));
  return pushes;
}

/** The periodic check: every open night of every venue. */
export async function evaluateOpenNights(db: Db, now = new Date()): Promise<PendingPush[]> {
  const open = await db
    .select({ id: nights.id, venueId: nights.venueId })
    .from(nights)
    .innerJoin(venues, eq(venues.id, nights.venueId))
    .where(and(eq(nights.status, 'open'), isNull(nights.deletedAt), isNull(venues.deletedAt)));
  const pushes: PendingPush[] = [];
  for (const n of open) pushes.push(...(await evaluateNight(db, n.venueId, n.id, now)));
  return pushes;
}
