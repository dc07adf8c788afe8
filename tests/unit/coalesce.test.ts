// server/lib/coalesce.ts: callers that arrive together share one run, and nobody gets the result
// of a run that was already under way when they called (the pull's safe bound and the auth cache's
// revocation check depend on it).
import { describe, expect, it } from 'vitest';
import { coalesce } from '../../server/lib/coalesce';

/** A run whose end the test decides; each run records its number and resolves with it. */
function controlledRuns() {
  const ends: (() => void)[] = [];
  let started = 0;
  const run = () => {
    const n = ++started;
    return new Promise<number>((resolve) => ends.push(() => resolve(n)));
  };
  return { run, ends, started: () => started };
}

describe('coalesce', () => {
  it('a caller who arrives while nothing runs starts a run at once and gets its result', async () => {
    const { run, ends, started } = controlledRuns();
    const take = coalesce(run);
    const alone = take();
    expect(started()).toBe(1);
    ends[0]?.();
    expect(await alone).toBe(1);
  });

  it('a caller who arrives during a run gets the next run, started after that one ends', async () => {
    const { run, ends, started } = controlledRuns();
    const take = coalesce(run);
    const first = take();
    const late = take(); // run 1 is already under way: its result may miss what `late` must see
    expect(started()).toBe(1);
    ends[0]?.();
    await first;
    await Promise.resolve();
    expect(started()).toBe(2);
    ends[1]?.();
    expect(await late).toBe(2);
  });

  it('at most one run is under way, and every waiting caller joins the same next run', async () => {
    const { run, ends, started } = controlledRuns();
    const take = coalesce(run);
    const first = take();
    const others = [take(), take(), take()];
    expect(started()).toBe(1);
    ends[0]?.();
    await first;
    await Promise.resolve();
    expect(started()).toBe(2);
    ends[1]?.();
    expect(await Promise.all(others)).toEqual([2, 2, 2]);
    // Nothing waits any more: the next caller starts a run of its own at once.
    void take();
    expect(started()).toBe(3);
  });

  it('a failed run rejects its callers, and the next caller gets a fresh run', async () => {
    let calls = 0;
    const take = coalesce(async () => {
      calls++;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    await expect(take()).rejects.toThrow('connection lost');
    expect(await take()).toBe(2);
  });
});
