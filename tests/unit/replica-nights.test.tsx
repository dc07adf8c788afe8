// The one live read of nights from the replica (src/lib/replica/nights.ts): newest first, limited
// to a business-date range when given, rows mapped to NightView (absent times become null) and
// following the table as it changes, the way breakage, transfer notes, differences and the door
// pick their night offline.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type NightRow, NoctuaDb } from '../../src/lib/db/noctua-db';
import { type NightRange, type NightView, useNightsLive } from '../../src/lib/replica/nights';
import { ReplicaProvider } from '../../src/lib/sync/use-replica';
import { flush, type Rendered, readOnlyStore, render, replicaOf } from './helpers';

let db: NoctuaDb;
let view: Rendered | undefined;
let counter = 0;

const night = (id: string, businessDate: string, over: Partial<NightRow> = {}): NightRow => ({
  id,
  version: 1,
  venueId: 'v1',
  businessDate,
  status: 'closed',
  ...over,
});

function Probe({ range, out }: { range?: NightRange; out: { nights?: NightView[] } }) {
  out.nights = useNightsLive(range);
  return null;
}

async function read(range?: NightRange): Promise<{ nights?: NightView[] }> {
  const out: { nights?: NightView[] } = {};
  view = await render(
    <ReplicaProvider store={readOnlyStore(replicaOf(db))}>
      <Probe range={range} out={out} />
    </ReplicaProvider>,
  );
  for (let i = 0; i < 50 && !out.nights; i++) await flush(1);
  return out;
}

beforeEach(async () => {
  db = new NoctuaDb(`noctua-test-nights-${Date.now()}-${counter++}`);
  await db.open();
  await db.nights.bulkPut([
    night('a', '2026-11-20', { eventName: 'Apertura', opensAt: '2026-11-20T23:00:00Z', closesAt: '2026-11-21T07:00:00Z' }),
    night('c', '2026-11-22', { status: 'open' }),
    night('b', '2026-11-21', { status: 'planned' }),
  ]);
});

afterEach(async () => {
  await view?.unmount();
  view = undefined;
  await db.delete();
});

describe('useNightsLive', () => {
  it('reads every night newest first as NightView', async () => {
    const out = await read();
    expect(out.nights?.map((n) => n.id)).toEqual(['c', 'b', 'a']);
    expect(out.nights?.[2]).toEqual({
      id: 'a',
      businessDate: '2026-11-20',
      eventName: 'Apertura',
      status: 'closed',
      opensAt: '2026-11-20T23:00:00Z',
      closesAt: '2026-11-21T07:00:00Z',
    });
    expect(out.nights?.[0]).toMatchObject({ eventName: '', opensAt: null, closesAt: null });
  });

  it('keeps to the business-date range, either end open, and follows the table', async () => {
    const out = await read({ from: '2026-11-21', to: '' });
    expect(out.nights?.map((n) => n.id)).toEqual(['c', 'b']);
    await act(async () => {
      await db.nights.put(night('d', '2026-11-23'));
    });
    for (let i = 0; i < 50 && out.nights?.length !== 3; i++) await flush(1);
    expect(out.nights?.map((n) => n.id)).toEqual(['d', 'c', 'b']);
  });
});
