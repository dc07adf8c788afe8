// Server jobs (issue 33, server/lib/jobs.ts): a job enqueued in a transaction exists only if it
// commits; a failing job is retried with a growing wait, then left failed (dead); the dead job is
// listed at GET /api/jobs and sent back by POST /api/jobs/:id/retry (300 only, the caller's venue
// and jobs of no venue).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows-of';
import { users } from '../../server/db/schema';
import { defineJob } from '../../server/lib/jobs';
import type { JobDto, JobsAnswer } from '../../src/contract/jobs';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness, json } from './harness';

/** What the test kinds were asked to do, and how many more times the flaky one fails. */
const ran: string[] = [];
let failuresLeft = 0;

const probeJob = defineJob<{ label: string; venueId?: string }>('test.probe', {
  handler: async ({ label }) => {
    ran.push(label);
  },
});
const flakyJob = defineJob<{ label: string; venueId?: string }>('test.flaky', {
  retryLimit: 2,
  retryDelay: 1,
  retryBackoff: true,
  handler: async ({ label }) => {
    ran.push(label);
    if (failuresLeft > 0) {
      failuresLeft--;
      throw new Error(`la impresora fiscal no responde (${label})`);
    }
  },
});

let h: Harness;
let admin: string;
let venueId: string;

beforeAll(async () => {
  h = await createHarness({ jobKinds: [probeJob, flakyJob] });
  admin = await h.login('admin@noctua.test');
  const [row] = await h.database.db
    .select({ venueId: users.defaultVenueId })
    .from(users)
    .where(eq(users.email, 'admin@noctua.test'));
  venueId = row?.venueId as string;
});
afterAll(async () => {
  await h?.close();
});

type Raw = { state: string; retry_count: number; wait_ms: number | string };
async function stored(id: string): Promise<Raw> {
  const [row] = await rowsOf<Raw>(
    h.database.db,
    sql`select state::text, retry_count, extract(epoch from (start_after - now())) * 1000 as wait_ms from pgboss.job where id = ${id}::uuid`,
  );
  if (!row) throw new Error(`job ${id} not found`);
  return row;
}
const listed = async (token = admin) => (await json<JobsAnswer>(await h.request('GET', '/jobs', { token }))).jobs;
const waitUntilDue = async (id: string) => {
  const wait = Number((await stored(id)).wait_ms);
  if (wait > 0) await new Promise((r) => setTimeout(r, wait + 50));
};

describe('enqueue in a transaction', () => {
  it('the job exists only when the transaction commits, and runs once when drained', async () => {
    await h.drainJobs();
    ran.length = 0;
    const gone = `rollback-${uuidv7()}`;
    await expect(
      h.database.db.transaction(async (tx) => {
        await h.jobs.enqueue(tx, probeJob, { label: gone });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const kept = `commit-${uuidv7()}`;
    const id = await h.database.db.transaction(async (tx) => h.jobs.enqueue(tx, probeJob, { label: kept }));
    expect(id).toBeTruthy();
    const jobs = await listed();
    expect(jobs.find((j) => j.id === id)).toMatchObject({ kind: 'test.probe', state: 'created', attempts: 0, venueId: null });
    expect(await h.drainJobs()).toBe(1);
    expect(ran).toEqual([kept]);
    // Done: not listed any more, and a second drain runs nothing.
    expect((await listed()).some((j) => j.id === id)).toBe(false);
    expect(await h.drainJobs()).toBe(0);
    expect(ran).toEqual([kept]);
  });
});

describe('retries, dead jobs and the Trabajos API', () => {
  it('retries with a growing wait, leaves the job failed after its attempts, and the API sends it back', async () => {
    await h.drainJobs();
    ran.length = 0;
    failuresLeft = 3;
    const label = `flaky-${uuidv7()}`;
    const id = (await h.jobs.enqueue(h.database.db, flakyJob, { label, venueId })) as string;

    // First attempt fails: waiting for a retry a second or two later (back-off from retryDelay 1, with jitter).
    expect(await h.drainJobs()).toBe(1);
    const first = await stored(id);
    expect(first.state).toBe('retry');
    const firstWait = Number(first.wait_ms);
    expect(firstWait).toBeGreaterThan(200);
    expect(firstWait).toBeLessThan(4_000);
    // Not due yet: nothing runs.
    expect(await h.drainJobs()).toBe(0);
    const waiting = (await listed()).find((j) => j.id === id);
    expect(waiting).toMatchObject({ state: 'retry', attempts: 1, maxAttempts: 3, venueId });
    expect(waiting?.lastError).toContain('la impresora fiscal no responde');

    // Second attempt fails too: a longer wait.
    await waitUntilDue(id);
    expect(await h.drainJobs()).toBe(1);
    const second = await stored(id);
    expect(second.state).toBe('retry');
    expect(Number(second.wait_ms)).toBeGreaterThan(firstWait);
    expect(Number(second.wait_ms)).toBeGreaterThan(900);

    // Third and last attempt: failed for good (dead), listed first, with its error.
    await waitUntilDue(id);
    expect(await h.drainJobs()).toBe(1);
    expect((await stored(id)).state).toBe('failed');
    expect(await h.drainJobs()).toBe(0);
    const jobs = await listed();
    const dead = jobs.find((j) => j.id === id) as JobDto;
    expect(dead).toMatchObject({ kind: 'test.flaky', state: 'failed', attempts: 3, maxAttempts: 3, runAt: null });
    expect(dead.lastError).toContain(`la impresora fiscal no responde (${label})`);
    expect(dead.failedAt).not.toBeNull();
    expect(jobs[0]?.state).toBe('failed');
    expect(ran).toEqual([label, label, label]);

    // Reintentar: back in the queue, and this time it works.
    const retried = await json<JobDto>(await h.request('POST', `/jobs/${id}/retry`, { token: admin }));
    expect(retried).toMatchObject({ id, state: 'retry' });
    expect(await h.drainJobs()).toBe(1);
    expect(ran).toEqual([label, label, label, label]);
    expect((await listed()).some((j) => j.id === id)).toBe(false);
    // Only a failed job can be retried: done now, so 404 with a translated message.
    const again = await h.request('POST', `/jobs/${id}/retry`, { token: admin, headers: { 'accept-language': 'de' } });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { message: string }).message).toBe(
      'Es gibt keinen fehlgeschlagenen Auftrag mit dieser Kennung',
    );
    expect((await h.request('POST', '/jobs/no-es-un-id/retry', { token: admin })).status).toBe(422);
  });

  it("shows a venue its own jobs and those of no venue, never another venue's", async () => {
    failuresLeft = 2;
    const otherVenue = uuidv7();
    const mine = (await h.jobs.enqueue(h.database.db, flakyJob, { label: 'mine', venueId })) as string;
    const theirs = (await h.jobs.enqueue(h.database.db, flakyJob, { label: 'theirs', venueId: otherVenue })) as string;
    const server = (await h.jobs.enqueue(h.database.db, probeJob, { label: 'global' })) as string;
    const ids = (await listed()).map((j) => j.id);
    expect(ids).toContain(mine);
    expect(ids).toContain(server);
    expect(ids).not.toContain(theirs);
    // Another venue's failed job cannot be retried from here.
    await h.database.db.execute(sql`update pgboss.job set state = 'failed' where id = ${theirs}::uuid`);
    expect((await h.request('POST', `/jobs/${theirs}/retry`, { token: admin })).status).toBe(404);
    expect((await stored(theirs)).state).toBe('failed');
    failuresLeft = 0;
    await h.drainJobs();
  });

  it('answers 403 to users without 300', async () => {
    const cashier = await h.login('caja@noctua.test');
    const stock = await h.login('stock@noctua.test');
    for (const token of [cashier, stock]) {
      expect((await h.request('GET', '/jobs', { token })).status).toBe(403);
      expect((await h.request('POST', `/jobs/${uuidv7()}/retry`, { token })).status).toBe(403);
    }
    expect((await h.request('GET', '/jobs')).status).toBe(401);
  });
});
