// An account with no venue and no codes — what self-registration creates — sees nothing but its own
// profile (issue 32 item 3; it used to read every blog post and its authors). Every route the app
// mounts (enumerated from the app itself) is called with its token: outside the own-account routes
// listed below, each answers 403; the own-account routes answer nothing of any venue (no id of a row
// that existed before the account, no other user's email).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, invoices, users, venues } from '../../server/db/schema';
import { NO_VENUE } from '../../server/lib/errors';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let token: string;
let accountId: string;
let existingIds: Set<string>;

/** Reachable without a token (sign-in, registration, password reset, guest pages, images by key). */
const PUBLIC = [
  /^[A-Z]+ \/account\/(login|register|verify|reset-password)/,
  /^[A-Z]+ \/public\//,
  /^GET \/version\.txt$/,
  /^[A-Z]+ \/ingest\//,
  /^GET \/user\/photos\/:key$/,
  /^GET \/blog\/covers\/:key$/,
  /^GET \/openapi\.json$/, // the API's description and its reference page: the same for everyone
  /^GET \/reference(\/:file)?$/,
];

/** The account's own things, each with what it shows an account without a venue. */
const OWN: [RegExp, string][] = [
  [/^[A-Z]+ \/account\/(notifications|notificationsRead|notificationsReadAll)$/, 'its own notifications'],
  [/^POST \/account\/(pushToken|deletePushToken|logout)$/, 'its own devices and sign-out'],
  [/^[A-Z]+ \/account\/(my-account|changePassword)$/, 'its own account and password'],
  [/^[A-Z]+ \/user\/profile(\/sign-out-everywhere)?$/, 'its own profile and sessions'],
  [/^PUT \/user\/account$/, 'its own name and details'],
  [/^POST \/user\/account\/photo$/, 'its own photo'],
  [/^[A-Z]+ \/user\/account\/two-factor(\/[a-z-]+)?$/, 'its own two-factor sign-in'],
  [/^[A-Z]+ \/user\/account\/notifications-settings$/, 'its own notification settings'],
  [/^[A-Z]+ \/user\/account\/push-devices(\/:id)?$/, 'its own push devices'],
  [/^GET \/nights\/current$/, '{ night: null }: no venue, no night'],
  [/^[A-Z]+ \/sync\/(pull|snapshot|push)$/, 'the replica: no venue, no rows; each command checks its own codes'],
];

beforeAll(async () => {
  h = await createHarness();
  const rows = (await h.database.db.execute(
    sql.raw(
      `select string_agg(table_name, ',') as t from information_schema.columns where table_schema = 'public' and column_name = 'id' and data_type = 'uuid'`,
    ),
  )) as unknown as { rows?: { t: string }[] } & { t: string }[];
  const tables = ((rows.rows ?? rows)[0]?.t ?? '').split(',');
  const ids = (await h.database.db.execute(
    sql.raw(`select id::text as id from (${tables.map((t) => `select id from "${t}"`).join(' union all ')}) x`),
  )) as unknown as { rows?: { id: string }[] } & { id: string }[];
  existingIds = new Set((ids.rows ?? ids).map((r) => r.id));
  token = await h.createUser('registrada@correo.test', [], null, 'Cuenta Registrada');
  const [me] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'registrada@correo.test'));
  accountId = me?.id ?? '';
});
afterAll(async () => {
  await h?.close();
});

function routes(): { method: string; path: string; route: string }[] {
  return h.app.routes
    .filter((r) => r.method !== 'ALL' && r.path.includes('/api/') && !r.path.includes('*'))
    .map((r) => ({ method: r.method, path: r.path.replace(/^.*\/api/, '') }))
    .filter((r, i, all) => all.findIndex((o) => o.method === r.method && o.path === r.path) === i)
    .map((r) => ({ ...r, route: `${r.method} ${r.path}` }));
}

describe('an account with no venue and no codes', () => {
  it('gets 403 from every route but its own account’s, and nothing of anyone else from those', async () => {
    const wrong: string[] = [];
    // Signing out (everywhere) ends the token: last.
    const all = routes().sort((a, b) => Number(/sign-out|logout/.test(a.route)) - Number(/sign-out|logout/.test(b.route)));
    for (const { method, path, route } of all) {
      if (PUBLIC.some((p) => p.test(route))) continue;
      const url = path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, '0190a5f4-0000-7000-8000-00000000beef');
      const res = await h.request(method, url, { token, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
      const text = await res.text();
      if (OWN.some(([p]) => p.test(route))) {
        const foreign = (text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? []).filter((id) =>
          existingIds.has(id),
        );
        if (foreign.length > 0) wrong.push(`${route}: ${res.status} with ${foreign.length} ids of others`);
        if (/@noctua\.test/.test(text)) wrong.push(`${route}: ${res.status} with another user's email`);
        if (res.status >= 500) wrong.push(`${route}: ${res.status}`);
      } else if (res.status !== 403) wrong.push(`${route}: ${res.status} ${text.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('reads no blog post nor its author, by list or by slug', async () => {
    const fresh = await h.login('registrada@correo.test');
    const [post] = await h.database.db.select().from(blogPosts).limit(1);
    for (const url of ['/blog/posts', `/blog/post/${post?.slug}`]) {
      expect(await json<{ message: string }>(await h.request('GET', url, { token: fresh }), 403)).toEqual({ message: NO_VENUE });
    }
  });

  it('does not see the invoices it issued at a venue it no longer works at', async () => {
    const [venue] = await h.database.db.select({ id: venues.id }).from(venues).limit(1);
    if (!venue) throw new Error('no venue');
    await h.database.db.insert(invoices).values({
      id: uuidv7(),
      venueId: venue.id,
      afipPosNumber: 3,
      type: 'B',
      number: 991,
      date: '2026-03-01',
      net: 1000,
      total: 1210,
      issuedBy: accountId,
    });
    const fresh = await h.login('registrada@correo.test');
    expect((await h.request('GET', '/user/account/invoices', { token: fresh })).status).toBe(403);
  });
});
