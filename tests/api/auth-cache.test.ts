// The guard's user cache (issue 20, docs/decisions/0003-auth-user-cache.md): a signed-in user is
// read once and kept, and every change to what the guard reads — through the API, or by any other
// writer straight in the database (a psql session, another instance) — takes effect on the next
// request. Each case warms the cache first (the same request succeeds), then changes the database
// and asks again at once. On PostgreSQL the direct writes come through a connection of their own.
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, venues } from '../../server/db/schema';
import { createHarness, type Harness, json, testDbKind } from './harness';

let h: Harness;
let venueId: string;
let admin: string;
/** A write by another client of the database (its own connection on PostgreSQL). */
let outside: (text: string, params: unknown[]) => Promise<void>;
let outsideClient: pg.Client | undefined;

beforeAll(async () => {
  h = await createHarness();
  const [venue] = await h.database.db.select({ id: venues.id }).from(venues).limit(1);
  if (!venue) throw new Error('no venue');
  venueId = venue.id;
  admin = await h.login('admin@noctua.test');
  if (testDbKind() === 'postgres') {
    outsideClient = new pg.Client({ connectionString: h.databaseUrl });
    await outsideClient.connect();
    const c = outsideClient;
    outside = async (text, params) => void (await c.query(text, params));
  } else {
    outside = async (text, params) => {
      await h.database.db.execute(sql.raw(text.replace(/\$(\d+)/g, (_, i) => `'${String(params[Number(i) - 1])}'`)));
    };
  }
});
afterAll(async () => {
  await outsideClient?.end();
  await h?.close();
});

async function userId(email: string): Promise<string> {
  const [row] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe('the guard keeps users in memory and forgets them when the database changes', () => {
  it('codes removed through the API: the next request is refused', async () => {
    const token = await h.createUser('cache-codes@noctua.test', ['300', '107'], venueId);
    expect((await h.request('GET', '/audit', { token })).status).toBe(200);
    expect((await h.request('GET', '/audit', { token })).status).toBe(200);
    const id = await userId('cache-codes@noctua.test');
    const res = await h.request('PUT', `/user/manage-users/${id}/privileges`, { token: admin, body: { codes: ['107'] } });
    expect(res.status).toBe(200);
    expect((await h.request('GET', '/audit', { token })).status).toBe(403);
  });

  it('a deactivation through the API: the next request is 401', async () => {
    const token = await h.createUser('cache-off@noctua.test', ['107'], venueId);
    expect((await h.request('GET', '/account/my-account', { token })).status).toBe(200);
    const id = await userId('cache-off@noctua.test');
    expect((await h.request('POST', `/user/manage-users/${id}/deactivate`, { token: admin })).status).toBe(200);
    expect((await h.request('GET', '/account/my-account', { token })).status).toBe(401);
  });

  it('a code deleted straight in the database: the next request is refused', async () => {
    const token = await h.createUser('cache-sql@noctua.test', ['300'], venueId);
    expect((await h.request('GET', '/audit', { token })).status).toBe(200);
    await outside(`delete from user_privileges where user_id = $1 and code = '300'`, [await userId('cache-sql@noctua.test')]);
    expect((await h.request('GET', '/audit', { token })).status).toBe(403);
  });

  it('a code granted straight in the database: the next request is let in', async () => {
    const token = await h.createUser('cache-grant@noctua.test', ['107'], venueId);
    expect((await h.request('GET', '/audit', { token })).status).toBe(403);
    await outside(`insert into user_privileges (user_id, code) values ($1, '300')`, [await userId('cache-grant@noctua.test')]);
    expect((await h.request('GET', '/audit', { token })).status).toBe(200);
  });

  it('token_version bumped, account deactivated or deleted straight in the database: 401 at once', async () => {
    const token = await h.createUser('cache-tv@noctua.test', ['107'], venueId);
    const id = await userId('cache-tv@noctua.test');
    for (const [change, undo] of [
      [
        'update users set token_version = token_version + 1 where id = $1',
        'update users set token_version = token_version - 1 where id = $1',
      ],
      ['update users set active = false where id = $1', 'update users set active = true where id = $1'],
      ['update users set deleted_at = now() where id = $1', 'update users set deleted_at = null where id = $1'],
    ] as const) {
      expect((await h.request('GET', '/account/my-account', { token })).status).toBe(200);
      await outside(change, [id]);
      expect((await h.request('GET', '/account/my-account', { token })).status).toBe(401);
      await outside(undo, [id]);
    }
    expect((await h.request('GET', '/account/my-account', { token })).status).toBe(200);
  });

  it('a password change forced or two-factor sign-in required straight in the database: 403 at once', async () => {
    const token = await h.createUser('cache-flags@noctua.test', ['107'], venueId);
    const id = await userId('cache-flags@noctua.test');
    expect((await h.request('GET', '/nights/current', { token })).status).toBe(200);
    await outside('update users set must_change_password = true where id = $1', [id]);
    expect((await h.request('GET', '/nights/current', { token })).status).toBe(403);
    await outside('update users set must_change_password = false, totp_required = true where id = $1', [id]);
    const res = await h.request('GET', '/nights/current', { token });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ mustEnrolTotp: true });
  });

  it('tonight (kept per venue) follows its nights changed straight in the database at the next request', async () => {
    const token = await h.createUser('cache-night@noctua.test', ['107'], venueId);
    type Tonight = { night: { id: string; eventName: string; status: string } | null };
    const tonight = async () => (await json<Tonight>(await h.request('GET', '/nights/current', { token }))).night;
    const before = await tonight();
    expect(await tonight()).toEqual(before);
    const id = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    await outside(
      `insert into nights (id, venue_id, business_date, event_name, opens_at, closes_at, status)
       values ($1, $2, '2099-12-30', 'Cache abierta', now(), now() + interval '1 hour', 'open')`,
      [id, venueId],
    );
    try {
      expect(await tonight()).toMatchObject({ id, eventName: 'Cache abierta', status: 'open' });
      await outside(`update nights set event_name = 'Cache renombrada' where id = $1`, [id]);
      expect(await tonight()).toMatchObject({ id, eventName: 'Cache renombrada' });
      await outside(`update nights set status = 'closed' where id = $1`, [id]);
      expect((await tonight())?.id).toBe(before?.id);
      await outside(`update nights set status = 'open' where id = $1`, [id]);
      expect((await tonight())?.id).toBe(id);
    } finally {
      await outside('delete from nights where id = $1', [id]);
    }
    expect((await tonight())?.id).toBe(before?.id);
  });

  it("a name and the venue's clock changed straight in the database are what the next request sees", async () => {
    const token = await h.createUser('cache-name@noctua.test', ['107'], venueId, 'Antes Nombre');
    const before = await json<{ user: { displayName: string } }>(await h.request('GET', '/account/my-account', { token }));
    expect(before.user.displayName).toBe('Antes Nombre');
    await outside(`update users set display_name = 'Después Nombre' where id = $1`, [await userId('cache-name@noctua.test')]);
    const after = await json<{ user: { displayName: string } }>(await h.request('GET', '/account/my-account', { token }));
    expect(after.user.displayName).toBe('Después Nombre');

    // nights/current takes the venue's clock from the guard: its timezone is in the answer.
    await outside(
      `insert into nights (id, venue_id, business_date, event_name, opens_at, closes_at, status)
       values (gen_random_uuid(), $1, '2099-12-31', 'Cache', now(), now() + interval '1 hour', 'open')`,
      [venueId],
    );
    const night = await json<{ night: { timezone: string } | null }>(await h.request('GET', '/nights/current', { token }));
    const [{ timezone } = { timezone: '' }] = await h.database.db
      .select({ timezone: venues.timezone })
      .from(venues)
      .where(eq(venues.id, venueId));
    expect(night.night?.timezone).toBe(timezone);
    const other = timezone === 'Europe/Madrid' ? 'America/Montevideo' : 'Europe/Madrid';
    await outside('update venues set timezone = $2 where id = $1', [venueId, other]);
    try {
      const moved = await json<{ night: { timezone: string } | null }>(await h.request('GET', '/nights/current', { token }));
      expect(moved.night?.timezone).toBe(other);
    } finally {
      await outside('update venues set timezone = $2 where id = $1', [venueId, timezone]);
      await outside(`delete from nights where event_name = 'Cache' and business_date = '2099-12-31'`, []);
    }
  });
});
