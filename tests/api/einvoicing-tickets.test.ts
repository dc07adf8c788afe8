// The WSAA login tickets in the database (server/einvoicing/ticket-store.ts): kept per certificate,
// environment and service; refreshed by one holder at a time across instances — a second one waits
// for the first to finish, then reads the ticket it saved — and a holder that died leaves a claim
// that lapses. No transaction is held while the holder logs in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessTicket, createTicketStore, type TicketKey } from '../../server/einvoicing/ticket-store';
import { createHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const key: TicketKey = { certificateFingerprint: 'ab'.repeat(32), environment: 'homologacion', service: 'wsfe' };
const ticket = (token: string): AccessTicket => ({
  token,
  sign: `firma-${token}`,
  generatedAt: new Date('2026-12-06T10:00:00Z'),
  expiresAt: new Date('2026-12-06T22:00:00Z'),
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the ticket store', () => {
  it('keeps a ticket per certificate, environment and service', async () => {
    const store = createTicketStore(h.database.db);
    expect(await store.read(key)).toBeNull();
    await store.save(key, ticket('uno'));
    expect(await store.read(key)).toEqual(ticket('uno'));
    await store.save(key, ticket('dos'));
    expect(await store.read(key)).toEqual(ticket('dos'));
    expect(await store.read({ ...key, environment: 'produccion' })).toBeNull();
    expect(await store.read({ ...key, service: 'wsfex' })).toBeNull();
  });

  it('lets one holder refresh at a time across instances; the next one reads what it saved', async () => {
    // Two instances: two stores on the same database.
    const a = createTicketStore(h.database.db);
    const b = createTicketStore(h.database.db);
    const k = { ...key, service: 'refresh' };
    const order: string[] = [];
    let logins = 0;
    const refresh = (store: typeof a, name: string) =>
      store.withRefreshLock(k, async () => {
        order.push(`${name} in`);
        const current = await store.read(k);
        if (!current) {
          logins++;
          // The login: a network call, with no transaction open meanwhile (the test's own
          // statements run through the one PGlite connection while it waits).
          await sleep(80);
          await h.database.db.execute('select 1');
          await store.save(k, ticket(`de-${name}`));
        }
        order.push(`${name} out`);
        return (await store.read(k))?.token;
      });
    const later = async () => {
      await sleep(10);
      return refresh(b, 'b');
    };
    const [first, second] = await Promise.all([refresh(a, 'a'), later()]);
    expect(logins).toBe(1);
    expect(first).toBe('de-a');
    expect(second).toBe('de-a');
    expect(order).toEqual(['a in', 'a out', 'b in', 'b out']);
  });

  it('takes over a claim whose holder died, once it lapses', async () => {
    const k = { ...key, service: 'lapse' };
    const dying = createTicketStore(h.database.db, { leaseMs: 150 });
    // A holder that never returns (its process was killed mid-login).
    void dying.withRefreshLock(k, () => new Promise(() => undefined));
    await sleep(20);
    const started = Date.now();
    const next = createTicketStore(h.database.db, { leaseMs: 150, waitMs: 5_000 });
    expect(await next.withRefreshLock(k, async () => 'mine')).toBe('mine');
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    const impatient = createTicketStore(h.database.db, { leaseMs: 60_000, waitMs: 300 });
    void impatient.withRefreshLock({ ...k, service: 'held' }, () => new Promise(() => undefined));
    await sleep(20);
    await expect(impatient.withRefreshLock({ ...k, service: 'held' }, async () => 'never')).rejects.toThrow(/too long/);
  });
});
