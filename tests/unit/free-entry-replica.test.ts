// The door's local data: the Dexie v3 → v4 upgrade (free-entry lists added, nothing lost), and a
// check-in written as local effect + outbox command in one transaction, shown at once, never
// counted twice by the rebase that follows every pull, and undone when the server refuses it.
// The features' offline commands, registered as the app's replica runtime loads them.
import '../../src/lib/sync/known-commands';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/contract/uuid';
import { checkInGuest } from '../../src/features/free-entry/data/free-entry-repo';
import { toQueuedCheckIns } from '../../src/features/free-entry/data/use-free-entry-replica';
import { type FreeEntryRow, NoctuaDb } from '../../src/lib/db/noctua-db';
import { applyPullPage } from '../../src/lib/sync/apply-pull';
import { discardCommand, InvalidCommandError, queueCommand, rebaseQueued } from '../../src/lib/sync/local-effects';
import { recordResults } from '../../src/lib/sync/outbox';

const DEVICE = 'door-phone';
let counter = 0;
const opened: Dexie[] = [];

function dbName() {
  return `noctua-test-free-entry-${Date.now()}-${counter++}`;
}

async function freshDb(): Promise<NoctuaDb> {
  const db = new NoctuaDb(dbName());
  await db.open();
  opened.push(db);
  return db;
}

afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

function guest(over: Partial<FreeEntryRow> = {}): FreeEntryRow {
  return {
    id: uuidv7(),
    version: 10,
    nightId: 'night-1',
    guestName: 'Ana Gómez',
    document: '30123456',
    promoter: 'Lucas',
    people: 3,
    arrived: 0,
    code: 'ABCDEFGHJK',
    status: 'issued',
    validUntil: null,
    checkedInAt: null,
    checkedInBy: null,
    ...over,
  };
}

const queue = (db: NoctuaDb) => ((name, args) => queueCommand(db, DEVICE, name, args)) as Parameters<typeof checkInGuest>[0];

describe('Dexie v3 → v4', () => {
  it('keeps the data of a v3 database and adds the free-entry lists', async () => {
    const name = dbName();
    // The v3 schema exactly as the previous release declared it.
    const v3 = new Dexie(name);
    v3.version(1).stores({
      priceLists: 'id, venueId',
      priceListItems: 'id, priceListId, productId, [priceListId+productId]',
      vipCardTypes: 'id, venueId',
      vipCards: 'id, number, holderName, holderDocument, cardTypeId',
      goods: 'id, sku, name, category',
      products: 'id, name, category',
      stockLocations: 'id, venueId',
      stockLevels: 'id, [locationId+goodId], locationId, goodId',
      parLevels: 'id, [locationId+goodId], locationId',
      stockCounts: 'id, locationId, status',
      stockCountLines: 'id, stockCountId, [stockCountId+goodId]',
      cancellationRequests: 'id, saleId, status',
      nights: 'id, businessDate, status',
      pointsOfSale: 'id, venueId',
      outbox: 'id, status, lane, [lane+seq], seq',
      syncState: 'key',
      uiState: 'key',
    });
    v3.version(2).stores({ vipCards: 'id, number' });
    v3.version(3).stores({ goodBarcodes: 'id, barcode, goodId' });
    await v3.open();
    await v3.table('goods').put({ id: 'g1', version: 1, sku: 'F750', name: 'Fernet 750', category: 'Aperitivos' });
    await v3.table('nights').put({ id: 'n1', version: 2, businessDate: '2026-05-09', status: 'open' });
    await v3
      .table('outbox')
      .put({ id: 'c1', seq: 0, lane: 'stockCount:x', status: 'pending', name: 'stockCount.open', args: {} });
    await v3.table('syncState').put({ key: 'pull:goods', cursor: 'abc', lastSuccessAt: null, lastError: null });
    v3.close();

    const db = new NoctuaDb(name);
    await db.open();
    opened.push(db);
    expect(db.verno).toBeGreaterThanOrEqual(4);
    expect(await db.goods.get('g1')).toMatchObject({ name: 'Fernet 750' });
    expect(await db.nights.get('n1')).toMatchObject({ status: 'open' });
    expect(await db.outbox.get('c1')).toMatchObject({ status: 'pending' });
    expect(await db.syncState.get('pull:goods')).toMatchObject({ cursor: 'abc' });
    // The new table works with its indexes: by night, by code, by document.
    const row = guest({ nightId: 'n1' });
    await db.freeEntries.put(row);
    expect(await db.freeEntries.where('nightId').equals('n1').count()).toBe(1);
    expect((await db.freeEntries.where('code').equals('ABCDEFGHJK').first())?.id).toBe(row.id);
    expect((await db.freeEntries.where('document').equals('30123456').first())?.id).toBe(row.id);
  });
});

describe('door check-in', () => {
  it('writes the local effect and the outbox command in one transaction', async () => {
    const db = await freshDb();
    const row = guest();
    await db.freeEntries.put(row);
    const args = await checkInGuest(queue(db), row.id, 2);
    const local = await db.freeEntries.get(row.id);
    expect(local).toMatchObject({ arrived: 2, status: 'issued', _local: true });
    const [cmd] = await db.outbox.toArray();
    expect(cmd).toMatchObject({ name: 'freeEntry.checkIn', status: 'pending', lane: `freeEntry:${row.id}`, args });
    expect(toQueuedCheckIns(await db.outbox.toArray()).pending.get(row.id)).toBe(2);
  });

  it('writes neither when the transaction fails', async () => {
    const db = await freshDb();
    const row = guest();
    await db.freeEntries.put(row);
    // The outbox refuses the write (a duplicate primary key) after the effect ran: both roll back.
    const taken = uuidv7();
    await db.outbox.put({
      id: taken,
      deviceId: DEVICE,
      seq: 0,
      name: 'x',
      args: {},
      createdAt: '',
      status: 'applied',
      attempts: 0,
      lastError: null,
      lane: 'x',
      nextAttemptAt: 0,
    });
    const original = db.outbox.add.bind(db.outbox);
    db.outbox.add = ((entry: Parameters<typeof original>[0]) => original({ ...entry, id: taken })) as typeof db.outbox.add;
    await expect(checkInGuest(queue(db), row.id, 1)).rejects.toThrow();
    db.outbox.add = original;
    expect((await db.freeEntries.get(row.id))?.arrived).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it('refuses invalid args before writing anything', async () => {
    const db = await freshDb();
    const row = guest();
    await db.freeEntries.put(row);
    await expect(
      queueCommand(db, DEVICE, 'freeEntry.checkIn', {
        checkInId: uuidv7(),
        entryId: row.id,
        people: 0,
        at: new Date().toISOString(),
      }),
    ).rejects.toBeInstanceOf(InvalidCommandError);
    expect(await db.outbox.count()).toBe(0);
  });

  it('never counts a queued check-in twice when the rebase re-applies it', async () => {
    const db = await freshDb();
    const row = guest();
    await db.freeEntries.put(row);
    await checkInGuest(queue(db), row.id, 1);
    await checkInGuest(queue(db), row.id, 1);
    await db.transaction('rw', [db.outbox, db.freeEntries], async () => {
      await rebaseQueued(db);
      await rebaseQueued(db);
    });
    expect((await db.freeEntries.get(row.id))?.arrived).toBe(2);
  });

  it('stays on top of a pulled row until the server has it, then the server row is plain', async () => {
    const db = await freshDb();
    const row = guest({ people: 1 });
    await db.freeEntries.put(row);
    const entry = (await checkInGuest(queue(db), row.id, 1)) && (await db.outbox.toArray())[0];
    expect((await db.freeEntries.get(row.id))?.status).toBe('used');
    // A pull brings the row changed by someone else (renamed): the queued check-in is kept on top.
    await applyPullPage(
      db,
      {
        changes: [{ table: 'freeEntries', op: 'put', id: row.id, version: 11, row: { ...row, guestName: 'Ana G.' } }],
        cursor: 'c1',
        hasMore: false,
      },
      'pull:freeEntries',
    );
    expect(await db.freeEntries.get(row.id)).toMatchObject({ guestName: 'Ana G.', arrived: 1, status: 'used', _local: true });
    // The server applied it; the pulled row has it: no overlay left, no double count.
    if (!entry) throw new Error('no command');
    await recordResults(db, [{ id: entry.id, status: 'applied' }]);
    await applyPullPage(
      db,
      {
        changes: [
          {
            table: 'freeEntries',
            op: 'put',
            id: row.id,
            version: 12,
            row: { ...row, guestName: 'Ana G.', arrived: 1, status: 'used' },
          },
        ],
        cursor: 'c2',
        hasMore: false,
      },
      'pull:freeEntries',
    );
    const after = await db.freeEntries.get(row.id);
    expect(after).toMatchObject({ arrived: 1, status: 'used', version: 12 });
    expect(after?._local).toBeUndefined();
  });

  it('shows "Ya ingresó" locally: a check-in of a complete entry changes nothing', async () => {
    const db = await freshDb();
    const row = guest({ people: 1, arrived: 1, status: 'used' });
    await db.freeEntries.put(row);
    await checkInGuest(queue(db), row.id, 1);
    const local = await db.freeEntries.get(row.id);
    expect(local).toMatchObject({ arrived: 1, status: 'used' });
    expect(local?._local).toBeUndefined();
    expect(await db.outbox.count()).toBe(1);
  });

  it('puts the server row back when a refused check-in is discarded', async () => {
    const db = await freshDb();
    const row = guest({ people: 1 });
    await db.freeEntries.put(row);
    await checkInGuest(queue(db), row.id, 1);
    const [cmd] = await db.outbox.toArray();
    if (!cmd) throw new Error('no command');
    await recordResults(db, [{ id: cmd.id, status: 'rejected', message: 'Ya ingresó' }]);
    expect(toQueuedCheckIns(await db.outbox.toArray()).rejected.get(row.id)).toBe('Ya ingresó');
    await discardCommand(db, cmd.id);
    expect(await db.freeEntries.get(row.id)).toMatchObject({ arrived: 0, status: 'issued' });
    expect(await db.outbox.count()).toBe(0);
  });
});
