// Cancellations on the device: the list order (pending first, newest), ages, the filters, who may
// decide what, the merge of replicated rows with cached details, and the local store — hidden ids
// (SPEC §4 removal by id), a decision's answer never rolling a newer row back, and a request queued
// through the outbox with its local pending row.
// The features' offline commands, registered as the app's replica runtime loads them.
import '../../src/lib/sync/known-commands';
import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ageInMinutes,
  type CancellationRequestDto,
  compareRequests,
  decideBlock,
  matchesFilter,
  type RequestFilter,
} from '../../src/contract/cancellations';
import { approvalEffect } from '../../src/features/cancellations/approval-effect';
import { normaliseTicket } from '../../src/features/cancellations/components/request-dialog';
import {
  loadDetails,
  loadHidden,
  requestCancellation,
  saveDecidedRow,
  saveDetail,
  saveDetails,
  setHidden,
} from '../../src/features/cancellations/data/cancellations-repo';
import { filterChoices, mergeRequests, missingDetails, type ReplicaRequest } from '../../src/features/cancellations/merge';
import { NoctuaDb } from '../../src/lib/db/noctua-db';
import { queueCommand } from '../../src/lib/sync/local-effects';

const ALL: RequestFilter = { status: 'all', posId: null, date: null, showHidden: false };
const BAR = '0190a5b2-0000-7000-8000-0000000000b1';
const DOOR = '0190a5b2-0000-7000-8000-0000000000b2';
const SALE = '0190a5b2-0000-7000-8000-00000000005a';
const ME = '0190a5b2-0000-7000-8000-0000000000e1';
const OTHER = '0190a5b2-0000-7000-8000-0000000000e2';

function detail(id: string, over: Partial<CancellationRequestDto> = {}): CancellationRequestDto {
  return {
    id,
    saleId: SALE,
    requestedBy: OTHER,
    reason: 'Cobré de más',
    at: '2026-11-21T02:00:00.000Z',
    status: 'pending',
    decidedBy: null,
    decidedAt: null,
    decisionNote: null,
    createdAt: '2026-11-21T02:00:00.000Z',
    updatedAt: '2026-11-21T02:00:00.000Z',
    version: 10,
    requesterName: 'Gonzalo Ojeda',
    deciderName: null,
    ageMinutes: 3,
    sale: {
      id: SALE,
      at: '2026-11-21T01:50:00.000Z',
      total: 450000,
      payment: 'vip_card',
      status: 'completed',
      nightId: 'n',
      businessDate: '2026-11-20',
      pointOfSaleId: BAR,
      pointOfSaleName: 'Barra principal',
      cashierName: null,
      vipCardNumber: '10000042',
      lines: [{ id: 'l1', productId: 'p', productName: 'Fernet con Coca', quantity: 2, unitPrice: 225000 }],
    },
    ...over,
  };
}

describe('list order and ages', () => {
  it('puts pending first, then newest first, with a stable tie-break', () => {
    const rows = [
      { id: 'a', status: 'approved' as const, at: '2026-11-21T05:00:00Z' },
      { id: 'b', status: 'pending' as const, at: '2026-11-21T01:00:00Z' },
      { id: 'c', status: 'pending' as const, at: '2026-11-21T03:00:00Z' },
      { id: 'd', status: 'rejected' as const, at: '2026-11-21T04:00:00Z' },
      { id: 'e', status: 'pending' as const, at: '2026-11-21T03:00:00Z' },
    ];
    expect([...rows].sort(compareRequests).map((r) => r.id)).toEqual(['e', 'c', 'b', 'a', 'd']);
  });

  it('counts whole minutes and never goes negative', () => {
    const at = '2026-11-21T02:00:00.000Z';
    expect(ageInMinutes(at, Date.parse(at) + 12 * 60_000 + 59_000)).toBe(12);
    expect(ageInMinutes(at, Date.parse(at) - 30_000)).toBe(0);
    expect(ageInMinutes('not a date', Date.now())).toBe(0);
  });
});

describe('filters', () => {
  const r = { id: 'x', status: 'pending' as const, sale: { pointOfSaleId: BAR, businessDate: '2026-11-20' } };
  it('filters by status, point of sale and night, and hides removed ids unless shown', () => {
    expect(matchesFilter(r, ALL, new Set())).toBe(true);
    expect(matchesFilter(r, { ...ALL, status: 'approved' }, new Set())).toBe(false);
    expect(matchesFilter(r, { ...ALL, posId: DOOR }, new Set())).toBe(false);
    expect(matchesFilter(r, { ...ALL, posId: BAR, date: '2026-11-20' }, new Set())).toBe(true);
    expect(matchesFilter(r, { ...ALL, date: '2026-11-21' }, new Set())).toBe(false);
    expect(matchesFilter(r, ALL, new Set(['x']))).toBe(false);
    expect(matchesFilter(r, { ...ALL, showHidden: true }, new Set(['x']))).toBe(true);
  });
  it('keeps a request with no sale details yet (asked offline) whatever the POS or night', () => {
    expect(matchesFilter({ ...r, sale: null }, { ...ALL, posId: DOOR, date: '2020-01-01' }, new Set())).toBe(true);
  });
});

describe('who may decide', () => {
  const supervisor = { id: ME, privi: ['107'] };
  it('needs 107, a pending request of someone else, and a connection', () => {
    expect(decideBlock({ status: 'pending', requestedBy: OTHER }, supervisor, true)).toBeNull();
    expect(decideBlock({ status: 'pending', requestedBy: OTHER }, { id: ME, privi: ['141'] }, true)).toBe('no-privilege');
    expect(decideBlock({ status: 'pending', requestedBy: ME }, supervisor, true)).toBe('own-request');
    expect(decideBlock({ status: 'pending', requestedBy: null }, supervisor, true)).toBe('own-request');
    expect(decideBlock({ status: 'approved', requestedBy: OTHER }, supervisor, true)).toBe('not-pending');
    expect(decideBlock({ status: 'pending', requestedBy: OTHER }, supervisor, false)).toBe('offline');
  });
});

describe('merging the replica with cached details', () => {
  const now = Date.parse('2026-11-21T02:12:30.000Z');
  it('takes the status from the replica and the sale from the details', () => {
    const rows: ReplicaRequest[] = [
      {
        id: 'r1',
        saleId: SALE,
        status: 'approved',
        at: '2026-11-21T02:00:00.000Z',
        requestedBy: OTHER,
        decidedBy: ME,
        reason: 'Cobré de más',
      },
      { id: 'r2', saleId: SALE, status: 'pending', createdAt: '2026-11-21T02:10:00.000Z', reason: 'Duplicada', _local: true },
    ];
    const list = mergeRequests(rows, [detail('r1')], new Set(), ALL, now);
    expect(list.map((r) => [r.id, r.status])).toEqual([
      ['r2', 'pending'],
      ['r1', 'approved'],
    ]);
    const [queued, decided] = list;
    expect(queued?.queued).toBe(true);
    expect(queued?.sale).toBeNull();
    expect(queued?.ageMinutes).toBe(2);
    expect(decided?.sale?.pointOfSaleName).toBe('Barra principal');
    expect(decided?.requesterName).toBe('Gonzalo Ojeda');
    // The cached details predate the decision: no decider name rather than a wrong one.
    expect(decided?.deciderName).toBeNull();
    expect(missingDetails(rows, [detail('r1')])).toEqual([]);
    expect(missingDetails(rows, [])).toEqual(['r1']);
  });

  it('offers the points of sale and nights the details mention', () => {
    const choices = filterChoices([
      detail('r1'),
      detail('r2', {
        sale: { ...detail('r2').sale, pointOfSaleId: DOOR, pointOfSaleName: 'Boletería', businessDate: '2026-11-21' },
      }),
    ]);
    expect(choices.pointsOfSale.map((p) => p.name)).toEqual(['Barra principal', 'Boletería']);
    expect(choices.dates).toEqual(['2026-11-21', '2026-11-20']);
  });

  it('reads a typed ticket number as an id prefix', () => {
    expect(normaliseTicket(' #01A2-00AF ')).toBe('01a2-00af');
    expect(normaliseTicket("x'%;")).toBe('');
  });
});

describe('the local store', () => {
  let db: NoctuaDb;
  let n = 0;
  beforeEach(async () => {
    n += 1;
    db = new NoctuaDb(`cancellations-test-${n}`);
    await db.open();
  });
  afterEach(async () => {
    await db.delete();
  });

  it('hides and shows requests by id, locally', async () => {
    await setHidden(db, 'r1', true);
    await setHidden(db, 'r2', true);
    await setHidden(db, 'r1', true);
    expect((await loadHidden(db)).sort()).toEqual(['r1', 'r2']);
    await setHidden(db, 'r1', false);
    expect(await loadHidden(db)).toEqual(['r2']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the details for offline use and replaces one decided request', async () => {
    await saveDetails(db, [detail('r1'), detail('r2')], '2026-11-21T02:05:00.000Z');
    await saveDetail(db, detail('r1', { status: 'approved', deciderName: 'Laura' }));
    const cached = await loadDetails(db);
    expect(cached?.at).toBe('2026-11-21T02:05:00.000Z');
    expect(cached?.value.map((r) => [r.id, r.status, r.deciderName])).toEqual([
      ['r1', 'approved', 'Laura'],
      ['r2', 'pending', null],
    ]);
  });

  it('puts a decision into the replica only when it is newer', async () => {
    const { requesterName, deciderName, ageMinutes, sale, ...row } = detail('r1', { status: 'approved', version: 20 });
    await db.cancellationRequests.put({ ...row, status: 'rejected', version: 30 });
    await saveDecidedRow(db, row);
    expect((await db.cancellationRequests.get('r1'))?.status).toBe('rejected');
    await db.cancellationRequests.put({ ...row, status: 'pending', version: 10 });
    await saveDecidedRow(db, row);
    const stored = await db.cancellationRequests.get('r1');
    expect(stored?.status).toBe('approved');
    expect(stored?.version).toBe(20);
    expect(stored).not.toHaveProperty('sale');
  });

  it('queues a request in the outbox with a pending local row, once per request id', async () => {
    const args = await requestCancellation((name, a) => queueCommand(db, 'device-1', name, a), {
      saleId: SALE,
      reason: '  Venta duplicada  ',
    });
    expect(args.reason).toBe('Venta duplicada');
    const [entry] = await db.outbox.toArray();
    expect(entry?.name).toBe('cancellation.request');
    expect(entry?.lane).toBe(`cancellation:${args.requestId}`);
    const row = await db.cancellationRequests.get(args.requestId);
    expect(row).toMatchObject({ saleId: SALE, status: 'pending', _local: true });
    await expect(
      requestCancellation((name, a) => queueCommand(db, 'device-1', name, a), { saleId: SALE, reason: '   ' }),
    ).rejects.toThrow();
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('what approving does with the money (issue 37)', () => {
  const sale = { total: 1_250_000, pointOfSaleName: 'Barra Principal', vipCardNumber: null };
  it('says a cash sale is refunded from its register, a VIP card gets its amount back, and other means are not refunded by the app', () => {
    const cash = approvalEffect(i18n, { ...sale, payment: 'cash' });
    expect(cash).toContain('devolución de $');
    expect(cash).toContain('12.500');
    expect(cash).toContain('desde la caja de Barra Principal');
    expect(approvalEffect(i18n, { ...sale, payment: 'vip_card', vipCardNumber: '000123' })).toContain(
      'vuelven a la tarjeta VIP 000123',
    );
    expect(approvalEffect(i18n, { ...sale, payment: 'transfer' })).toContain('El cobro con Transferencia');
    expect(approvalEffect(i18n, { ...sale, payment: 'table_bill' })).toContain('cuenta de la mesa');
    expect(approvalEffect(i18n, null)).toContain('Si se pagó en efectivo');
    for (const text of [cash, approvalEffect(i18n, null)]) expect(text).toMatch(/^La venta queda anulada/);
  });
});
