// The count history offline (issue 36): the replica's counts filtered as the server filters them
// (place, status, business-date range: the night's date, else the day it started), with lines and
// held lines counted, values unknown (null, never 0) and this device's unsent counts marked.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readReplicaCounts } from '../../src/features/inventory/adjustments/data/use-count-history';
import { NoctuaDb } from '../../src/lib/db/noctua-db';

let db: NoctuaDb;
let counter = 0;

beforeEach(async () => {
  db = new NoctuaDb(`noctua-test-count-history-${Date.now()}-${counter++}`);
  await db.open();
  await db.stockLocations.bulkPut([
    { id: 'bar', version: 1, venueId: 'v1', name: 'Barra Principal', kind: 'bar', active: true },
    { id: 'dep', version: 1, venueId: 'v1', name: 'Depósito', kind: 'warehouse', active: true },
  ]);
  await db.nights.bulkPut([
    { id: 'n1', version: 1, venueId: 'v1', businessDate: '2026-11-20', eventName: 'Apertura', status: 'closed' },
  ]);
  await db.stockCounts.bulkPut([
    // Started after midnight: its night says the 20th.
    {
      id: 'c1',
      version: 1,
      locationId: 'bar',
      nightId: 'n1',
      scope: 'full',
      status: 'applied',
      startedAt: '2026-11-21T05:00:00.000Z',
      note: '',
    },
    {
      id: 'c2',
      version: 1,
      locationId: 'dep',
      nightId: null,
      scope: 'spot',
      status: 'submitted',
      startedAt: '2026-11-25T15:00:00.000Z',
      note: 'semanal',
    },
    {
      id: 'c3',
      version: 1,
      locationId: 'bar',
      nightId: null,
      scope: 'spot',
      status: 'open',
      startedAt: '2026-11-26T15:00:00.000Z',
      note: '',
    },
  ]);
  await db.stockCountLines.bulkPut([
    {
      id: 'l1',
      version: 1,
      stockCountId: 'c1',
      goodId: 'g1',
      countedQuantity: 2,
      countedAt: '2026-11-21T05:01:00.000Z',
      held: false,
    },
    {
      id: 'l2',
      version: 1,
      stockCountId: 'c1',
      goodId: 'g2',
      countedQuantity: 1,
      countedAt: '2026-11-21T05:02:00.000Z',
      held: true,
    },
    {
      id: 'l3',
      version: 1,
      stockCountId: 'c3',
      goodId: 'g1',
      countedQuantity: 4,
      countedAt: '2026-11-26T15:01:00.000Z',
      held: false,
    },
  ]);
  await db.outbox.put({
    id: 'o1',
    deviceId: 'd1',
    seq: 1,
    name: 'stockCount.upsertLine',
    args: { countId: 'c3', goodId: 'g1', quantity: 4 },
    createdAt: '2026-11-26T15:01:00.000Z',
    status: 'pending',
    attempts: 0,
    lastError: null,
    lane: 'stockCount:c3',
  } as never);
});

afterEach(async () => {
  await db.delete();
});

describe('readReplicaCounts', () => {
  it('lists every count newest first with its lines, values unknown and unsent ones marked', async () => {
    const rows = await readReplicaCounts(db, {});
    expect(rows.map((r) => r.id)).toEqual(['c3', 'c2', 'c1']);
    const c1 = rows[2];
    expect(c1).toMatchObject({
      locationName: 'Barra Principal',
      locationKind: 'bar',
      night: { id: 'n1', businessDate: '2026-11-20', eventName: 'Apertura' },
      scope: 'full',
      status: 'applied',
      lines: 2,
      heldLines: 1,
      adjustmentQuantity: null,
      adjustmentValue: null,
      startedBy: null,
      unsent: false,
    });
    expect(rows[0]).toMatchObject({ lines: 1, heldLines: 0, unsent: true });
    expect(rows[1]).toMatchObject({ locationKind: 'warehouse', note: 'semanal', unsent: false });
  });

  it('filters by place, status and the business date (the night first)', async () => {
    expect((await readReplicaCounts(db, { locationId: 'bar' })).map((r) => r.id)).toEqual(['c3', 'c1']);
    expect((await readReplicaCounts(db, { status: 'submitted' })).map((r) => r.id)).toEqual(['c2']);
    // c1 started on the 21st (UTC) but belongs to the night of the 20th.
    expect((await readReplicaCounts(db, { from: '2026-11-20', to: '2026-11-20' })).map((r) => r.id)).toEqual(['c1']);
    expect((await readReplicaCounts(db, { from: '2026-11-21', to: '2026-11-24' })).map((r) => r.id)).toEqual([]);
    expect((await readReplicaCounts(db, { from: '2026-11-25' })).map((r) => r.id)).toEqual(['c3', 'c2']);
  });
});
