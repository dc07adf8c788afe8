// Keep proving it (issue 15): every route the app mounts — enumerated from the app itself, so a
// new route is in the matrix the day it lands — answers 401 without a token, and 403 to a
// signed-in venue user who holds no privilege code, unless it is one of the routes SPEC opens
// to every signed-in user (the list below, each with its reason). A route that forgets its guard
// fails here.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, userTotp } from '../../server/db/schema';
import { ACCOUNT_READS, accountActions, accountState } from './account-actions';
import { createHarness, type Harness } from './harness';

let h: Harness;
let noCodes: string;
let venueId: string;

beforeAll(async () => {
  h = await createHarness();
  const [admin] = await h.database.db
    .select({ venueId: users.defaultVenueId })
    .from(users)
    .where(eq(users.email, 'admin@noctua.test'));
  venueId = admin?.venueId as string;
  noCodes = await h.createUser('sin-codigos@noctua.test', [], venueId);
});
afterAll(async () => {
  await h?.close();
});

/** Reachable without a token: sign-in, registration and its activation link, password reset, the guest table page, the version. */
const PUBLIC = [
  /^[A-Z]+ \/account\/(login|register|verify|reset-password)/,
  /^[A-Z]+ \/public\//,
  /^[A-Z]+ \/version\.txt$/,
  /^[A-Z]+ \/ingest\//, // terminals sign with their API key (ingest tests)
  /^[A-Z]+ \/user\/photos\/:key$/, // profile photos for <img>, by an unguessable 128-bit key
  /^[A-Z]+ \/blog\/covers\/:key$/, // blog covers, likewise
  /^GET \/openapi\.json$/, // the API's own description, for integrators (openapi tests)
  /^GET \/reference(\/:file)?$/, // its readable page and the page's own files
];

/** Open to every signed-in user (SPEC §5: no code listed), so a code-less user gets through. */
const OPEN = [
  /^[A-Z]+ \/account\//, // my account, password change, notifications, push tokens, my cards
  /^[A-Z]+ \/user\/(profile|account)/, // my profile, sessions, my account settings, address book, invoices
  /^[A-Z]+ \/nights\/current$/,
  /^[A-Z]+ \/sync\//, // the replica: each table's rows are filtered by the user's codes (sync-pull tests)
  /^[A-Z]+ \/aplicativos\/[^/]+\/archivo$/, // upload checks its own codes after streaming (downloads tests)
  /^GET \/venue-settings\/sistema$/, // the venue's name and support contacts, for every screen's help (PUT needs 201)
  /^GET \/blog\/(posts|post\/:slug)$/, // venue news: read by all staff; writing needs 300 (blog tests)
  /^GET \/tickets\/anulaciones\/:id$/, // a cashier follows their own request; others need 107/302 (cancellations tests)
];

describe('privilege matrix of every mounted route', () => {
  it('401 without a token; 403 for a code-less user outside the open routes', async () => {
    const routes = h.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.includes('/api/') && !r.path.includes('*'))
      .map((r) => ({ method: r.method, path: r.path.replace(/^.*\/api/, '') }))
      .filter((r, i, all) => all.findIndex((o) => o.method === r.method && o.path === r.path) === i);
    expect(routes.length).toBeGreaterThan(150);
    const wrong: string[] = [];
    for (const { method, path } of routes) {
      const route = `${method} ${path}`;
      if (PUBLIC.some((p) => p.test(route))) continue;
      const url = path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, '0190a5f4-0000-7000-8000-00000000beef');
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const anonymous = await h.request(method as 'GET', url, { body });
      if (anonymous.status !== 401) wrong.push(`${method} ${path}: ${anonymous.status} without a token`);
      if (OPEN.some((p) => p.test(route))) continue;
      const codeless = await h.request(method as 'GET', url, { token: noCodes, body });
      if (codeless.status !== 403) wrong.push(`${method} ${path}: ${codeless.status} for a user without codes`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

describe('account actions on a user holding a code the actor lacks', () => {
  it('every route under /user/manage-users/:id is listed, and each one answers 403 and writes nothing', async () => {
    const actions = accountActions(venueId);
    const mounted = h.app.routes
      .map((r) => `${r.method} ${r.path.replace(/^.*\/api/, '')}`)
      .filter((r, i, all) => /^[A-Z]+ \/user\/manage-users\/:id/.test(r) && all.indexOf(r) === i);
    // A new account action must be listed in account-actions.ts, and so probed below.
    expect(mounted.filter((r) => !(r in actions) && !ACCOUNT_READS.includes(r))).toEqual([]);
    expect(Object.keys(actions).filter((r) => !mounted.includes(r))).toEqual([]);

    const db = h.database.db;
    const actor = await h.createUser('solo-300-102@noctua.test', ['300', '102'], venueId);
    const adminId = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@noctua.test')))[0]?.id as string;
    // One code beyond the actor's (201), enrolled in two-factor sign-in and never signed in.
    await h.createUser('caja-201@noctua.test', ['102', '201'], venueId);
    const [cashier] = await db.select().from(users).where(eq(users.email, 'caja-201@noctua.test'));
    await db
      .update(users)
      .set({ lastSignInAt: null })
      .where(eq(users.id, cashier?.id as string));
    await db.insert(userTotp).values({ userId: cashier?.id as string, secretEnc: 'x', confirmedAt: new Date() });
    const wrong: string[] = [];
    for (const targetId of [adminId, cashier?.id as string]) {
      const before = await accountState(db, targetId);
      for (const [route, body] of Object.entries(actions)) {
        const [method, path] = route.split(' ') as [string, string];
        const res = await h.request(method, path.replace(':id', targetId), { token: actor, body });
        if (res.status !== 403) wrong.push(`${route} on ${targetId}: ${res.status} ${await res.text()}`);
      }
      expect(await accountState(db, targetId)).toEqual(before);
    }
    expect(wrong).toEqual([]);
  }, 60_000);
});
