// Sync cursors are opaque and bound to the caller's venue (issue 32 #12): the pull and snapshot
// cursors are sealed (AES-GCM, a key derived from the server secret) with the venue inside, so no
// account — a self-registered one included — reads the database's change counter from them, and a
// cursor of another venue or a tampered one is refused with a translated 400 (the app then syncs
// again from scratch).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, venues } from '../../server/db/schema';
import { CURSOR_KEY_PURPOSE, cursorSeal } from '../../server/routes/sync/cursor';
import type { PullResponse, SnapshotResponse } from '../../src/contract/sync';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let admin: string;
/** A user of a second venue holding the same codes as the admin's sync needs. */
let other: string;
/** A self-registered account: no venue, no codes. */
let loner: string;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin@noctua.test');
  const venueB = uuidv7();
  await h.database.db.insert(venues).values({ id: venueB, name: 'Otro local', legalName: 'Otro SA', taxId: '30-9' });
  other = await h.createUser('cursor-other@noctua.test', ['300', '306', '307', '308', '409'], venueB, 'Olivia Otra');
  loner = await h.createUser('cursor-loner@noctua.test', [], null, 'Lola Sola');
});
afterAll(async () => {
  await h?.close();
});

const get = (token: string, path: string, query: Record<string, string>, lang?: string) =>
  h.request('GET', `${path}?${new URLSearchParams(query)}`, { token, ...(lang ? { headers: { 'accept-language': lang } } : {}) });

async function changeCounter(): Promise<number> {
  const rows = (await h.database.db.execute(sql`select last_value from change_seq`)) as unknown as
    | { rows: { last_value: string | number }[] }
    | { last_value: string | number }[];
  const list = Array.isArray(rows) ? rows : rows.rows;
  return Number(list[0]?.last_value);
}

/** What a cursor says to whoever decodes it as the old base64url JSON; null when nothing. */
function readable(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

const BAD = 'El cursor de sincronización no es válido';

describe('sync cursors', () => {
  it('say nothing of the change counter, even to an account with no venue', async () => {
    const counter = await changeCounter();
    const page = await json<PullResponse>(await get(loner, '/sync/pull', {}));
    expect(page.changes).toEqual([]);
    expect(readable(page.cursor)).toBeNull();
    expect(Buffer.from(page.cursor, 'base64url').toString('latin1')).not.toContain(String(counter));
    expect(page.cursor).not.toContain(String(counter));
    const snap = await json<SnapshotResponse>(await get(admin, '/sync/snapshot', { tables: 'goods', limit: '1' }));
    for (const c of [snap.cursor, snap.pullCursor]) expect(readable(c)).toBeNull();
    // Whatever the others write, an account without a venue gets the same cursor: nothing moves it.
    await h.database.db.insert(venues).values({ id: uuidv7(), name: 'Un local más', legalName: 'Más SA', taxId: '30-8' });
    expect(await changeCounter()).toBeGreaterThan(counter);
    const again = await json<PullResponse>(await get(loner, '/sync/pull', { cursor: page.cursor }));
    expect(again.cursor).toBe(page.cursor);
    const snapLoner = await json<SnapshotResponse>(await get(loner, '/sync/snapshot', { tables: 'nights' }));
    expect(snapLoner.pullCursor).toBe(page.cursor);
  });

  it('keep working for the venue they were made for', async () => {
    const first = await json<PullResponse>(await get(admin, '/sync/pull', { tables: 'goods' }));
    let cursor = first.cursor;
    for (let more = first.hasMore; more; ) {
      const page = await json<PullResponse>(await get(admin, '/sync/pull', { tables: 'goods', cursor }));
      cursor = page.cursor;
      more = page.hasMore;
    }
    const next = await json<PullResponse>(await get(admin, '/sync/pull', { tables: 'goods', cursor }));
    expect(next.changes).toEqual([]);
    const snap = await json<SnapshotResponse>(await get(admin, '/sync/snapshot', { tables: 'goods', limit: '1' }));
    const page2 = await json<SnapshotResponse>(
      await get(admin, '/sync/snapshot', { tables: 'goods', limit: '1', cursor: snap.cursor }),
    );
    expect(page2.tables[0]?.rows[0]).not.toEqual(snap.tables[0]?.rows[0]);
    await json<PullResponse>(await get(admin, '/sync/pull', { tables: 'goods', cursor: snap.pullCursor }));
  });

  it("refuse another venue's cursor with a translated 400", async () => {
    const pull = await json<PullResponse>(await get(admin, '/sync/pull', { tables: 'goods' }));
    const snap = await json<SnapshotResponse>(await get(admin, '/sync/snapshot', { tables: 'goods', limit: '1' }));
    for (const [path, cursor] of [
      ['/sync/pull', pull.cursor],
      ['/sync/pull', snap.pullCursor],
      ['/sync/snapshot', snap.cursor],
    ] as const) {
      const res = await get(other, path, { tables: 'goods', cursor });
      expect(await json(res, 400)).toEqual({ message: BAD });
    }
    const loners = await get(loner, '/sync/pull', { cursor: pull.cursor });
    expect(loners.status).toBe(400);
    const de = await get(other, '/sync/pull', { tables: 'goods', cursor: pull.cursor }, 'de');
    expect((await json<{ message: string }>(de, 400)).message).not.toBe(BAD);
  });

  it('refuse a tampered or hand-made cursor with a 400', async () => {
    const { cursor } = await json<PullResponse>(await get(admin, '/sync/pull', { tables: 'goods' }));
    const flipped = `${cursor.slice(0, -2)}${cursor.at(-2) === 'A' ? 'B' : 'A'}${cursor.at(-1)}`;
    const handMade = Buffer.from(JSON.stringify({ v: 0 })).toString('base64url');
    for (const bad of [flipped, handMade, 'v1.x.y.z', 'garbage']) {
      const res = await get(admin, '/sync/pull', { tables: 'goods', cursor: bad });
      expect(res.status, bad).toBe(400);
    }
    const snapHandMade = Buffer.from(JSON.stringify({ b: 1, n: 'goods' })).toString('base64url');
    expect((await get(admin, '/sync/snapshot', { tables: 'goods', cursor: snapHandMade })).status).toBe(400);
  });

  it('check every field of a cursor they sealed again (a cursor of an older server, a bug)', async () => {
    const [row] = await h.database.db
      .select({ venueId: users.defaultVenueId })
      .from(users)
      .where(eq(users.email, 'admin@noctua.test'));
    const seal = cursorSeal(h.tokens.deriveKey(CURSOR_KEY_PURPOSE), row?.venueId ?? null);
    for (const c of [{ v: -1 }, { v: 1, p: { s: 1, t: 'x' } }, []]) {
      expect((await get(admin, '/sync/pull', { tables: 'goods', cursor: seal.seal(c) })).status, JSON.stringify(c)).toBe(400);
    }
    for (const c of [
      { b: -1, n: 'goods' },
      { b: 1, n: 'users' },
      { b: 1, n: 'goods', a: "x' or 1=1" },
      { b: 1, n: 'goods', t: '12' },
    ]) {
      const res = await get(admin, '/sync/snapshot', { tables: 'goods', cursor: seal.seal(c) });
      expect(res.status, JSON.stringify(c)).toBe(400);
    }
    // Sealed right, it works: the seal is the server's own.
    expect((await get(admin, '/sync/pull', { tables: 'goods', cursor: seal.seal({ v: 0 }) })).status).toBe(200);
  });
});
