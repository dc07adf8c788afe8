// The demo's night alerts (issue 31, items 9 and 10): a seeded alert notification says what the
// live check says over the seeded rows — the seeded venue's own thresholds, the seeded registers'
// own differences, the bars' own live stock — reaches only the holders of its area's codes, and
// has its night_alerts row, so the first live check after start raises nothing a second time.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import {
  cashAccounts,
  cashSessions,
  nightAlerts,
  nights,
  notifications,
  userPrivileges,
  users as usersTable,
  venues,
} from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed/index';
import { evaluateOpenNights, nightConditions } from '../../server/routes/gerencia/alerts.service';
import { ALERT_CODES, type NightAlertKind } from '../../src/contract/gerencia-live';
import { adminQuery } from './pg-admin';

// Saturday noon: Friday's night still open (kept open by its pending cancellations), its bars
// drawn down by the whole night; Thursday's registers counted.
const NOW = new Date('2026-03-14T15:00:00Z');

let database: Database;
let drop: () => Promise<void> = async () => {};

beforeAll(async () => {
  const adminUrl = process.env.DATABASE_URL;
  if (process.env.NOCTUA_TEST_DB === 'postgres' && adminUrl) {
    const name = `noctua_seedalerts_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString() });
    drop = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    database = await openDatabase({ memory: true });
  }
  await seedDemo(database.db, { size: 'test', defaultPassword: 'cambiame', now: NOW });
});

afterAll(async () => {
  await database?.close();
  await drop();
});

const KIND_OF_MESSAGE: Record<string, NightAlertKind> = {
  alertLowStock: 'lowStock',
  alertCountVariance: 'countVariance',
  alertCashShort: 'overShort',
  alertCashOver: 'overShort',
  alertCancellations: 'cancellations',
  alertSilentTerminal: 'silentTerminal',
  alertNegativeStock: 'negativeStock',
};

async function seededAlerts() {
  return database.db.select().from(notifications).where(like(notifications.messageId, 'alert%'));
}

describe('the seeded night alerts', () => {
  it('cite the venue’s over/short threshold and the seeded registers’ real differences', async () => {
    const db = database.db;
    const [venue] = await db.select().from(venues);
    const cash = (await seededAlerts()).filter((n) => n.messageId === 'alertCashShort' || n.messageId === 'alertCashOver');
    expect(cash.length).toBeGreaterThan(0);
    const sessions = await db
      .select({
        account: cashAccounts.name,
        diff: cashSessions.countedAmount,
        expected: cashSessions.expectedAmount,
        closedAt: cashSessions.closedAt,
      })
      .from(cashSessions)
      .innerJoin(cashAccounts, eq(cashAccounts.id, cashSessions.accountId));
    for (const n of cash) {
      const p = n.params as { account: string; diff: number; threshold: number };
      expect(p.threshold).toBe(venue?.cashOverShortThreshold);
      expect(Math.abs(p.diff)).toBeGreaterThan(p.threshold);
      expect(n.messageId).toBe(p.diff > 0 ? 'alertCashOver' : 'alertCashShort');
      // A register of the venue counted exactly this far off, told when it was confirmed.
      const match = sessions.find(
        (s) =>
          s.account === p.account &&
          Number(s.diff) - Number(s.expected) === p.diff &&
          s.closedAt?.getTime() === n.createdAt.getTime(),
      );
      expect(match, `${n.title}: ${n.description}`).toBeDefined();
    }
  });

  it('are what the live check finds over the seeded rows, each with its night_alerts row', async () => {
    const db = database.db;
    const [open] = await db.select().from(nights).where(eq(nights.status, 'open'));
    expect(open).toBeDefined();
    const live = await nightConditions(db, open?.venueId as string, open?.id as string, NOW);
    const rows = await db
      .select()
      .from(nightAlerts)
      .where(eq(nightAlerts.nightId, open?.id as string));
    expect(rows.map((r) => `${r.kind}|${r.subject}|${r.title}|${r.description}`).sort()).toEqual(
      live.map((a) => `${a.kind}|${a.subject}|${a.title}|${a.description}`).sort(),
    );
    // Low stock of the night: each notification is one of the live conditions, word for word.
    const low = (await seededAlerts()).filter((n) => n.messageId === 'alertLowStock');
    expect(low.length).toBeGreaterThan(0);
    const liveTexts = new Set(live.filter((a) => a.kind === 'lowStock').map((a) => `${a.title}|${a.description}`));
    for (const n of low) expect(liveTexts.has(`${n.title}|${n.description}`), `${n.title}: ${n.description}`).toBe(true);
    // The first check after start has nothing new to say.
    expect(await evaluateOpenNights(db, NOW)).toEqual([]);
    expect(await evaluateOpenNights(db, new Date(NOW.getTime() + 60_000))).toEqual([]);
  });

  it('reach only the holders of their area’s codes', async () => {
    const db = database.db;
    const seeded = await seededAlerts();
    const users = [...new Set(seeded.map((n) => n.userId))];
    const codes = await db.select().from(userPrivileges).where(inArray(userPrivileges.userId, users));
    for (const n of seeded) {
      const kind = KIND_OF_MESSAGE[n.messageId as string] as NightAlertKind;
      const held = codes.filter((c) => c.userId === n.userId).map((c) => c.code);
      expect(
        ALERT_CODES[kind].some((code) => held.includes(code)),
        `${n.title} to a user holding ${held.join(',')}`,
      ).toBe(true);
    }
    // The supervisor holds no stock code: no stock alert reached him.
    const [supervisor] = await db.select().from(usersTable).where(eq(usersTable.email, 'supervisor@noctua.test'));
    const his = seeded.filter((n) => n.userId === supervisor?.id);
    expect(his.filter((n) => n.messageId === 'alertLowStock' || n.messageId === 'alertCountVariance')).toEqual([]);
    expect(
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, supervisor?.id as string), eq(notifications.messageId, 'alertLowStock'))),
    ).toEqual([]);
  });
});
