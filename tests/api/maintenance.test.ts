// Housekeeping's ANALYZE (server/maintenance.ts): embedded PGlite has no autovacuum, so the server
// gathers the planner's statistics itself; afterwards the planner knows the tables' sizes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows-of';
import { createLogger } from '../../server/lib/logger';
import { gatherStatistics } from '../../server/maintenance';
import { createHarness, type Harness } from './harness';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('planner statistics', () => {
  it('are gathered for the replicated tables', async () => {
    await gatherStatistics(h.database.db, createLogger('silent'));
    const [row] = await rowsOf<{ n: number | string }>(
      h.database.db,
      sql`select count(*) as n from pg_stats where schemaname = 'public' and tablename = 'vip_cards'`,
    );
    expect(Number(row?.n)).toBeGreaterThan(0);
    const [cards] = await rowsOf<{ reltuples: number | string; n: number | string }>(
      h.database.db,
      sql`select c.reltuples, (select count(*) from vip_cards) as n from pg_class c where c.relname = 'vip_cards'`,
    );
    expect(Number(cards?.reltuples)).toBe(Number(cards?.n));
  });
});
