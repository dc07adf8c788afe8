// Transfer notes and breakage read from the replica (issue 36): filtered as the server filters
// them, totals and the value sent by the server's definition (Σ round(sent × current cost)), and
// what only the server knows (names, a sent note's booked costs, a breakage's) left unknown.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  readReplicaBreakages,
  readReplicaTransferNote,
  readReplicaTransferNotes,
} from '../../src/features/inventory/transfers/data/replica-history';
import { NoctuaDb } from '../../src/lib/db/noctua-db';

let db: NoctuaDb;
let counter = 0;
const stamp = { version: 1 };

beforeEach(async () => {
  db = new NoctuaDb(`noctua-test-transfers-${Date.now()}-${counter++}`);
  await db.open();
  await db.stockLocations.bulkPut([
    { id: 'dep', ...stamp, venueId: 'v1', name: 'Depósito', kind: 'warehouse', active: true },
    { id: 'bar', ...stamp, venueId: 'v1', name: 'Barra', kind: 'bar', active: true },
  ]);
  await db.goods.bulkPut([
    { id: 'fernet', ...stamp, venueId: 'v1', sku: 'FER', name: 'Fernet', category: 'Aperitivos', unit: 'bottle', unitCost: 333 },
    { id: 'gin', ...stamp, venueId: 'v1', sku: 'GIN', name: 'Gin', category: 'Gin', unit: 'bottle', unitCost: 1000 },
  ]);
  await db.transferNotes.bulkPut([
    {
      id: 'n1',
      ...stamp,
      venueId: 'v1',
      number: 1,
      fromLocationId: 'dep',
      toLocationId: 'bar',
      nightId: null,
      status: 'received',
      hasDifferences: true,
      createdAt: '2026-11-20T15:00:00.000Z',
      note: '',
    },
    {
      id: 'n2',
      ...stamp,
      venueId: 'v1',
      number: 2,
      fromLocationId: 'dep',
      toLocationId: 'bar',
      nightId: null,
      status: 'draft',
      hasDifferences: false,
      createdAt: '2026-11-25T15:00:00.000Z',
      note: 'reposición',
    },
  ]);
  await db.transferNoteLines.bulkPut([
    { id: 'l1', ...stamp, transferNoteId: 'n1', goodId: 'fernet', quantitySent: 1.5, quantityReceived: 1 },
    { id: 'l2', ...stamp, transferNoteId: 'n1', goodId: 'gin', quantitySent: 2, quantityReceived: 2 },
    { id: 'l3', ...stamp, transferNoteId: 'n2', goodId: 'gin', quantitySent: 3, quantityReceived: null },
  ]);
  await db.breakages.bulkPut([
    {
      id: 'b1',
      ...stamp,
      locationId: 'bar',
      goodId: 'gin',
      nightId: null,
      quantity: 1,
      reason: 'Se cayó',
      at: '2026-11-24T02:00:00.000Z',
    },
    {
      id: 'b2',
      ...stamp,
      locationId: 'dep',
      goodId: 'fernet',
      nightId: null,
      quantity: 0.5,
      reason: 'Vencida',
      at: '2026-11-26T02:00:00.000Z',
    },
  ]);
});

afterEach(async () => {
  await db.delete();
});

describe('transfer notes from the replica', () => {
  it('lists newest number first with totals, value at current cost and no names', async () => {
    const notes = await readReplicaTransferNotes(db, {});
    expect(notes.map((n) => n.number)).toEqual([2, 1]);
    expect(notes[1]).toMatchObject({
      from: { id: 'dep', name: 'Depósito', kind: 'warehouse' },
      to: { id: 'bar', name: 'Barra', kind: 'bar' },
      lineCount: 2,
      totalSent: 3.5,
      totalReceived: 3,
      // round(1.5 × 333) + round(2 × 1000) = 500 + 2000
      valueSent: 2500,
      createdBy: null,
      hasDifferences: true,
    });
    expect(notes[0]?.totalReceived).toBeNull();
  });

  it('filters by status, place, differences and day', async () => {
    expect((await readReplicaTransferNotes(db, { status: 'draft' })).map((n) => n.id)).toEqual(['n2']);
    expect((await readReplicaTransferNotes(db, { differences: 'true' })).map((n) => n.id)).toEqual(['n1']);
    expect((await readReplicaTransferNotes(db, { toLocationId: 'dep' })).map((n) => n.id)).toEqual([]);
    expect((await readReplicaTransferNotes(db, { locationId: 'bar' })).map((n) => n.id)).toEqual(['n2', 'n1']);
    expect((await readReplicaTransferNotes(db, { from: '2026-11-21' })).map((n) => n.id)).toEqual(['n2']);
  });

  it('reads one note: a draft knows its costs, a received one does not', async () => {
    const draft = await readReplicaTransferNote(db, 'n2');
    expect(draft).toMatchObject({
      costsKnown: true,
      lines: [{ goodName: 'Gin', quantitySent: 3, quantityReceived: null, difference: null, unitCost: 1000 }],
    });
    const received = await readReplicaTransferNote(db, 'n1');
    expect(received?.costsKnown).toBe(false);
    expect(received?.lines.map((l) => [l.goodName, l.difference])).toEqual([
      ['Fernet', -0.5],
      ['Gin', 0],
    ]);
    expect(await readReplicaTransferNote(db, 'nope')).toBeNull();
  });
});

describe('breakage from the replica', () => {
  it('lists newest first, filtered by place and day, with the good', async () => {
    const all = await readReplicaBreakages(db, {});
    expect(all.map((b) => b.id)).toEqual(['b2', 'b1']);
    expect(all[1]).toMatchObject({
      location: { name: 'Barra' },
      goodName: 'Gin',
      goodUnit: 'bottle',
      quantity: 1,
      reason: 'Se cayó',
    });
    expect((await readReplicaBreakages(db, { locationId: 'bar' })).map((b) => b.id)).toEqual(['b1']);
    expect((await readReplicaBreakages(db, { limit: '1' })).map((b) => b.id)).toEqual(['b2']);
  });
});
