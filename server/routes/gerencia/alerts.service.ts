// Alerts while a night runs (issues 18, 31): a bar's good under its par minimum in live stock, a
// stock count whose adjustments (at cost) pass the venue's value, a cashier with more cancellation
// requests than the venue allows, a terminal silent for more than N minutes of the night's hours, a
// register counted over or short past the threshold. Evaluated for every open night once a minute
// (server/night-alerts.ts), reading the same figures as the home screen (live.service.ts) and the
// balance sheet; each alert is built in server/domain/night-alert-messages.ts.
//
// Once per cause until it changes: a cause (night, kind, subject) that holds is raised once — a row
// in night_alerts and, in the same transaction, a notification to each holder of its area's codes
// (ALERT_CODES in src/contract/gerencia-live.ts; in-app and push as each one's settings say). While
// it keeps holding, checks say nothing more (not per sale, not per minute, whatever its figure
// does); when a check finds it gone, its row is cleared, and only if it comes back is it raised
// again. Several instances: one night is evaluated by one of them at a time (its night row is
// locked, the others skip it), and the partial unique index keeps one active row per cause.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ALERT_CLICK, ALERT_CODES, ALERT_NOTIFICATION_KIND } from '../../../src/contract/gerencia-live';
import type { Db, Tx } from '../../db/client';
import { nightAlerts, nights, venues } from '../../db/schema';
import { stockBelowZero } from '../../domain/negative-stock';
import {
  cancellationsAlert,
  countVarianceAlert,
  isPastOverShortThreshold,
  lowStockAlert,
  type NightAlert,
  negativeStockAlert,
  nightAlert,
  overShortAlert,
  silentTerminalAlert,
} from '../../domain/night-alert-messages';
import { sessionOverShorts } from '../../domain/over-short';
import { bookedCountVarianceByCount } from '../../domain/stock-variance';
import type { Jobs } from '../../lib/jobs';
import { enqueuePushes, notifyVenueHolders, type PendingPush } from '../account/notifications.service';
import { cancellationFigures } from './balance.service';
import { alertThresholds, lowBars, silentTerminals } from './live.service';

export type { NightAlert } from '../../domain/night-alert-messages';
// A kind's condition added below builds its alert with this (or a builder of night-alert-messages.ts).
export { nightAlert };

/** The cause an alert is about: one active night_alerts row at most per key. */
const causeOf = (a: { kind: string; subject: string }) => `${a.kind}\u0000${a.subject}`;

/**
 * Records the alert as the cause's active row and notifies the holders of its area's codes,
 * unless the cause already has an active row (then nothing happens). Runs inside the caller's
 * transaction; returns the notifications to push after the commit.
 */
export async function raiseAlert(tx: Tx, venueId: string, nightId: string, alert: NightAlert): Promise<PendingPush[]> {
  const won = await tx
    .insert(nightAlerts)
    .values({ venueId, nightId, kind: alert.kind, subject: alert.subject, title: alert.title, description: alert.description })
    .onConflictDoNothing()
    .returning({ id: nightAlerts.id });
  if (won.length === 0) return [];
  return notifyVenueHolders(
    tx,
    // A cashier's own cancellations are not his to hear about.
    { venueId, code: ALERT_CODES[alert.kind], except: alert.kind === 'cancellations' ? alert.subject : undefined },
    { kind: ALERT_NOTIFICATION_KIND[alert.kind], message: alert.message, click: ALERT_CLICK[alert.kind] },
  );
}

async function countVariances(db: Db, nightId: string, threshold: number): Promise<NightAlert[]> {
  // The booked count variance per count (server/domain/stock-variance.ts), at cost.
  return (await bookedCountVarianceByCount(db, nightId))
    .filter((r) => Math.abs(r.value) > threshold)
    .map((r) => countVarianceAlert({ subject: r.countId ?? r.locationId, location: r.locationName, value: r.value, threshold }));
}

/** A bar's good that went below zero during the night (server/domain/negative-stock.ts). */
async function negativeStocks(db: Db, venueId: string, nightId: string): Promise<NightAlert[]> {
  return (await stockBelowZero(db, { venueId, nightIds: [nightId] })).map((r) =>
    negativeStockAlert({
      locationId: r.locationId,
      goodId: r.goodId,
      location: r.locationName,
      good: r.goodName,
      lowest: r.lowest,
    }),
  );
}

async function overShorts(db: Db, nightId: string, threshold: number): Promise<NightAlert[]> {
  const rows = await sessionOverShorts(db, nightId);
  return rows
    .filter((r) => isPastOverShortThreshold(r.difference, threshold))
    .map((r) => overShortAlert({ sessionId: r.sessionId, account: r.accountName, diff: r.difference, threshold }));
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
        lowStockAlert({
          locationId: bar.locationId,
          location: bar.name,
          goodId: g.goodId,
          good: g.name,
          expected: g.expected,
          minimum: g.minimum,
        }),
      );
  out.push(...variances);
  for (const who of cancellations.byRequester)
    if (who.requested > limits.cancellations)
      out.push(
        cancellationsAlert({ userId: who.userId, user: who.name, requested: who.requested, threshold: limits.cancellations }),
      );
  for (const t of silent)
    out.push(
      silentTerminalAlert({ terminalId: t.id, terminal: t.name, pointOfSale: t.pointOfSaleName, minutes: limits.silentMinutes }),
    );
  out.push(...cash);
  out.push(...negative);
  return out;
}

/**
 * One check of one night: the causes that hold now are raised if they have no active row, the
 * active rows whose cause is gone are cleared (at `now`). Returns the pushes of the new alerts.
 */
/**
 * Raises and clears one night's alerts; the notifications raised, whose pushes are enqueued in the
 * same transaction with `jobs` (without, nothing is pushed: the seed, and tests reading what would be).
 */
export async function evaluateNight(
  db: Db,
  venueId: string,
  nightId: string,
  now = new Date(),
  jobs?: Jobs,
): Promise<PendingPush[]> {
  return db.transaction(async (tx) => {
    // One evaluator per night at a time: another instance checking it now holds the row, and this
    // one skips the night (that check covers it). NO KEY UPDATE does not block the sales filed
    // under the night (their foreign key takes KEY SHARE).
    const [locked] = await tx
      .select({ id: nights.id })
      .from(nights)
      .where(eq(nights.id, nightId))
      .for('no key update', { skipLocked: true });
    if (!locked) return [];
    const holding = await nightConditions(tx, venueId, nightId, now);
    const active = await tx
      .select({ id: nightAlerts.id, kind: nightAlerts.kind, subject: nightAlerts.subject })
      .from(nightAlerts)
      .where(and(eq(nightAlerts.nightId, nightId), isNull(nightAlerts.clearedAt)));
    const holds = new Set(holding.map(causeOf));
    const gone = active.filter((a) => !holds.has(causeOf(a))).map((a) => a.id);
    if (gone.length > 0) await tx.update(nightAlerts).set({ clearedAt: now }).where(inArray(nightAlerts.id, gone));
    const raised = new Set(active.map(causeOf));
    const pushes: PendingPush[] = [];
    for (const alert of holding) if (!raised.has(causeOf(alert))) pushes.push(...(await raiseAlert(tx, venueId, nightId, alert)));
    if (jobs) await enqueuePushes(jobs, tx, venueId, pushes);
    return pushes;
  });
}

/** The periodic check: every open night of every venue. */
export async function evaluateOpenNights(db: Db, now = new Date(), jobs?: Jobs): Promise<PendingPush[]> {
  const open = await db
    .select({ id: nights.id, venueId: nights.venueId })
    .from(nights)
    .innerJoin(venues, eq(venues.id, nights.venueId))
    .where(and(eq(nights.status, 'open'), isNull(nights.deletedAt), isNull(venues.deletedAt)));
  const pushes: PendingPush[] = [];
  for (const n of open) pushes.push(...(await evaluateNight(db, n.venueId, n.id, now, jobs)));
  return pushes;
}
