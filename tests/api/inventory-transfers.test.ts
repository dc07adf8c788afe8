// Transfer notes, breakage and the movements ledger (/api/inventarios, issue 6): the ledger rules
// (a transfer conserves stock, a short receipt is flagged and notified, a breakage applies once),
// numbering under concurrency, status transitions, filters and keyset paging, privileges, venue
// scoping and malformed input.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  breakages,
  goods,
  nights,
  notifications,
  stockLevels,
  stockLocations,
  stockMovements,
  transferNoteLines,
  transferNotes,
  userPrivileges,
  users,
  userVenues,
  venues,
} from '../../server/db/schema';
import {
  BELOW_ZERO,
  type BreakageDto,
  type MovementDto,
  type MovementsPage,
  type TransferNoteDetail,
  type TransferNoteSummary,
  type TransferShortage,
} from '../../src/contract/inventory-transfers';
import type { PushResponse } from '../../src/contract/sync';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let admin: string;
let stock: string;
let supervisor: string;
let venueId: string;
let stockUserId: string;
let adminUserId: string;
let warehouseId: string;
let barId: string;
let bar2Id: string;
let goodIds: string[];
let seq = 0;

beforeAll(async () => {
  h = await createHarness();
  [admin, stock, supervisor] = await Promise.all([
    h.login('admin@noctua.test'),
    h.login('stock@noctua.test'),
    h.login('supervisor@noctua.test'),
  ]);
  const db = h.database.db;
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.email, ['stock@noctua.test', 'admin@noctua.test']));
  const stockUser = people.find((u) => u.email === 'stock@noctua.test');
  venueId = stockUser?.defaultVenueId as string;
  stockUserId = stockUser?.id as string;
  adminUserId = people.find((u) => u.email === 'admin@noctua.test')?.id as string;
  const locations = await db.select().from(stockLocations).where(eq(stockLocations.venueId, venueId));
  warehouseId = locations.find((l) => l.kind === 'warehouse')?.id as string;
  const bars = locations.filter((l) => l.kind === 'bar');
  barId = bars[0]?.id as string;
  bar2Id = bars[1]?.id as string;
  goodIds = (await db.select({ id: goods.id }).from(goods).where(eq(goods.venueId, venueId)).orderBy(goods.sku).limit(4)).map(
    (g) => g.id,
  );
  expect(warehouseId && barId && bar2Id && goodIds.length === 4).toBeTruthy();
});
afterAll(async () => {
  await h?.close();
});

function draft(lines: { goodId: string; quantity: number }[], over: Record<string, unknown> = {}) {
  return { fromLocationId: warehouseId, toLocationId: barId, note: 'Reposición', lines, ...over };
}

async function create(token: string, body: unknown): Promise<TransferNoteDetail> {
  return json<TransferNoteDetail>(await h.request('POST', '/inventarios/remitos', { token, body }), 201);
}

/** On hand of the goods per location, from stock_levels (kept by the ledger's trigger). */
async function levels(goodList: string[]): Promise<Map<string, number>> {
  const rows = await h.database.db
    .select({ locationId: stockLevels.locationId, goodId: stockLevels.goodId, quantity: stockLevels.quantity })
    .from(stockLevels)
    .where(inArray(stockLevels.goodId, goodList));
  return new Map(rows.map((r) => [`${r.locationId}|${r.goodId}`, Number(r.quantity)]));
}
const at = (m: Map<string, number>, locationId: string, goodId: string) => m.get(`${locationId}|${goodId}`) ?? 0;
const total = (m: Map<string, number>, goodId: string) =>
  [...m.entries()].filter(([k]) => k.endsWith(`|${goodId}`)).reduce((s, [, q]) => s + q, 0);
const close = (a: number, b: number) => expect(Math.round(a * 1000)).toBe(Math.round(b * 1000));

async function notificationsOf(userId: string) {
  return h.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

function cmd(name: string, args: unknown, id = uuidv7()) {
  seq += 1;
  return { id, seq, name, args, createdAt: new Date().toISOString() };
}

async function push(token: string, commands: unknown[]) {
  const res = await h.request('POST', '/sync/push', { token, body: { deviceId: 'tablet-roto', commands } });
  return (await json<PushResponse>(res)).results;
}

describe('privileges and input', () => {
  it('needs a session and code 420', async () => {
    expect((await h.request('GET', '/inventarios/remitos')).status).toBe(401);
    for (const [method, path] of [
      ['GET', '/inventarios/remitos'],
      ['GET', `/inventarios/remitos/${uuidv7()}`],
      ['POST', '/inventarios/remitos'],
      ['PUT', `/inventarios/remitos/${uuidv7()}`],
      ['POST', `/inventarios/remitos/${uuidv7()}/enviar`],
      ['POST', `/inventarios/remitos/${uuidv7()}/recibir`],
      ['GET', '/inventarios/roturas'],
      ['GET', '/inventarios/movimientos'],
      ['GET', '/inventarios/movimientos/usuarios'],
    ] as const) {
      const res = await h.request(method, path, { token: supervisor, body: method === 'GET' ? undefined : draft([]) });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it('answers malformed requests with 4xx and a message, never 5xx', async () => {
    const cases: [string, string, unknown, number][] = [
      [
        'POST',
        '/inventarios/remitos',
        draft([{ goodId: goodIds[0] as string, quantity: 1 }], { toLocationId: warehouseId }),
        422,
      ],
      [
        'POST',
        '/inventarios/remitos',
        draft([
          { goodId: goodIds[0] as string, quantity: 1 },
          { goodId: goodIds[0] as string, quantity: 2 },
        ]),
        422,
      ],
      ['POST', '/inventarios/remitos', draft([{ goodId: goodIds[0] as string, quantity: 0 }]), 422],
      ['POST', '/inventarios/remitos', draft([{ goodId: goodIds[0] as string, quantity: 1.2345 }]), 422],
      ['POST', '/inventarios/remitos', draft([{ goodId: goodIds[0] as string, quantity: -1 }]), 422],
      ['POST', '/inventarios/remitos', draft([]), 422],
      ['POST', '/inventarios/remitos', draft([{ goodId: 'nope', quantity: 1 }]), 422],
      ['POST', '/inventarios/remitos', { ...draft([{ goodId: goodIds[0] as string, quantity: 1 }]), extra: 1 }, 422],
      ['POST', '/inventarios/remitos', draft([{ goodId: uuidv7(), quantity: 1 }]), 404],
      ['POST', '/inventarios/remitos', draft([{ goodId: goodIds[0] as string, quantity: 1 }], { toLocationId: uuidv7() }), 404],
      ['POST', '/inventarios/remitos', draft([{ goodId: goodIds[0] as string, quantity: 1 }], { nightId: uuidv7() }), 404],
      ['GET', '/inventarios/remitos/not-a-uuid', undefined, 422],
      ['GET', `/inventarios/remitos/${uuidv7()}`, undefined, 404],
      ['GET', '/inventarios/remitos?status=lost', undefined, 422],
      ['GET', '/inventarios/remitos?from=2026-13-45', undefined, 422],
      ['GET', '/inventarios/roturas?limit=0', undefined, 422],
      ['GET', '/inventarios/movimientos?kind=theft', undefined, 422],
      ['GET', '/inventarios/movimientos?cursor=abc', undefined, 422],
      ['GET', '/inventarios/movimientos?limit=5000', undefined, 422],
      ['GET', '/inventarios/movimientos?goodId=x', undefined, 422],
      ['POST', `/inventarios/remitos/${uuidv7()}/recibir`, { lines: [] }, 422],
      ['POST', `/inventarios/remitos/${uuidv7()}/recibir`, { lines: [{ lineId: uuidv7(), quantityReceived: -1 }] }, 422],
    ];
    for (const [method, path, body, status] of cases) {
      const res = await h.request(method, path, { token: stock, body });
      const text = await res.text();
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}: ${text}`).toBe(status);
      expect(typeof (JSON.parse(text) as { message?: unknown }).message).toBe('string');
    }
    const broken = await h.request('POST', '/inventarios/remitos', { token: stock, rawBody: '{"lines": [' });
    expect(broken.status).toBe(400);
    // Messages follow the request's language.
    const de = await h.request('POST', '/inventarios/remitos', {
      token: stock,
      body: draft([{ goodId: goodIds[0] as string, quantity: 1 }], { toLocationId: warehouseId }),
      headers: { 'accept-language': 'de' },
    });
    expect(((await de.json()) as { message: string }).message).toBe('Herkunft und Ziel müssen verschieden sein');
  });
});

describe('transfer notes', () => {
  it('conserves stock: a full receipt moves each side by the quantity and the total stays', async () => {
    const goodList = [goodIds[0] as string, goodIds[1] as string];
    const before = await levels(goodList);
    const note = await create(
      stock,
      draft([
        { goodId: goodList[0] as string, quantity: 6 },
        { goodId: goodList[1] as string, quantity: 2.5 },
      ]),
    );
    expect(note).toMatchObject({ status: 'draft', hasDifferences: false, lineCount: 2, totalSent: 8.5, totalReceived: null });
    expect(note.from.id).toBe(warehouseId);
    // A draft moves nothing.
    expect(await levels(goodList)).toEqual(before);

    const sent = await json<TransferNoteDetail>(
      await h.request('POST', `/inventarios/remitos/${note.id}/enviar`, { token: stock, body: { allowBelowZero: true } }),
    );
    expect(sent.status).toBe('sent');
    expect(sent.sentBy).toBe('Lucía Fernández');
    const mid = await levels(goodList);
    close(at(mid, warehouseId, goodList[0] as string), at(before, warehouseId, goodList[0] as string) - 6);
    close(at(mid, warehouseId, goodList[1] as string), at(before, warehouseId, goodList[1] as string) - 2.5);
    close(at(mid, barId, goodList[0] as string), at(before, barId, goodList[0] as string));
    const outs = await h.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.sourceType, 'transfer_note'), eq(stockMovements.sourceId, note.id)));
    expect(outs.map((m) => [m.kind, m.locationId, Number(m.quantity)]).sort()).toEqual(
      [
        ['transfer_out', warehouseId, -2.5],
        ['transfer_out', warehouseId, -6],
      ].sort(),
    );

    const received = await json<TransferNoteDetail>(
      await h.request('POST', `/inventarios/remitos/${note.id}/recibir`, {
        token: stock,
        body: { lines: sent.lines.map((l) => ({ lineId: l.id, quantityReceived: l.quantitySent })) },
      }),
    );
    expect(received).toMatchObject({ status: 'received', hasDifferences: false, totalReceived: 8.5 });
    expect(received.lines.every((l) => l.difference === 0)).toBe(true);
    const after = await levels(goodList);
    for (const g of goodList) {
      const qty = g === goodList[0] ? 6 : 2.5;
      close(total(after, g), total(before, g));
      close(at(after, warehouseId, g), at(before, warehouseId, g) - qty);
      close(at(after, barId, g), at(before, barId, g) + qty);
    }
    // Each transfer_in carries the cost its transfer_out left with: the stock's value is unchanged.
    const moves = await h.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.sourceType, 'transfer_note'), eq(stockMovements.sourceId, note.id)));
    const value = moves.reduce((s, m) => s + Number(m.quantity) * m.unitCost, 0);
    expect(Math.round(value)).toBe(0);
  });

  it('records and flags the differences of a short receipt and notifies the 420 holders', async () => {
    const before = await levels([goodIds[2] as string, goodIds[3] as string]);
    const adminBefore = (await notificationsOf(adminUserId)).length;
    const stockBefore = (await notificationsOf(stockUserId)).length;
    const note = await create(
      stock,
      draft([
        { goodId: goodIds[2] as string, quantity: 12 },
        { goodId: goodIds[3] as string, quantity: 3 },
      ]),
    );
    const sent = await json<TransferNoteDetail>(
      await h.request('POST', `/inventarios/remitos/${note.id}/enviar`, { token: stock, body: { allowBelowZero: true } }),
    );
    const lineOf = (goodId: string) => sent.lines.find((l) => l.goodId === goodId);
    const res = await h.request('POST', `/inventarios/remitos/${note.id}/recibir`, {
      token: stock,
      body: {
        lines: [
          { lineId: lineOf(goodIds[2] as string)?.id, quantityReceived: 11 },
          { lineId: lineOf(goodIds[3] as string)?.id, quantityReceived: 0 },
        ],
        note: 'Faltó una botella',
      },
    });
    const received = await json<TransferNoteDetail>(res);
    expect(received.hasDifferences).toBe(true);
    expect(received.note).toBe('Reposición · Faltó una botella');
    expect(received.lines.find((l) => l.goodId === goodIds[2])).toMatchObject({
      quantitySent: 12,
      quantityReceived: 11,
      difference: -1,
    });
    expect(received.lines.find((l) => l.goodId === goodIds[3])).toMatchObject({
      quantitySent: 3,
      quantityReceived: 0,
      difference: -3,
    });
    const after = await levels([goodIds[2] as string, goodIds[3] as string]);
    close(at(after, barId, goodIds[2] as string), at(before, barId, goodIds[2] as string) + 11);
    close(at(after, barId, goodIds[3] as string), at(before, barId, goodIds[3] as string));
    // What went missing left the origin and arrived nowhere.
    close(total(after, goodIds[2] as string), total(before, goodIds[2] as string) - 1);
    const ins = await h.database.db
      .select()
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.sourceType, 'transfer_note'),
          eq(stockMovements.sourceId, note.id),
          eq(stockMovements.kind, 'transfer_in'),
        ),
      );
    expect(ins.map((m) => [m.goodId, Number(m.quantity)])).toEqual([[goodIds[2], 11]]);

    const adminNotes = await notificationsOf(adminUserId);
    expect(adminNotes.length).toBe(adminBefore + 1);
    const newest = adminNotes.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    expect(newest).toMatchObject({
      title: 'Remito recibido con diferencias',
      click: `/logged/inventarios/remitos/transferencias?remito=${note.id}`,
    });
    expect(newest?.description).toContain(`N° ${note.number}`);
    // The receiver already knows.
    expect((await notificationsOf(stockUserId)).length).toBe(stockBefore);

    // The list filters by differences and status.
    const flagged = await json<TransferNoteSummary[]>(
      await h.request('GET', '/inventarios/remitos?differences=true&status=received', { token: stock }),
    );
    expect(flagged.map((n) => n.id)).toContain(note.id);
    expect(flagged.every((n) => n.hasDifferences && n.status === 'received')).toBe(true);
  });

  it('numbers notes sequentially per venue, without duplicates under parallel creation', async () => {
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        h.request('POST', '/inventarios/remitos', {
          token: i % 2 ? stock : admin,
          body: draft([{ goodId: goodIds[i % 4] as string, quantity: i + 1 }]),
        }),
      ),
    );
    const numbers: number[] = [];
    for (const res of created) numbers.push((await json<TransferNoteDetail>(res, 201)).number);
    expect(new Set(numbers).size).toBe(12);
    const sorted = [...numbers].sort((a, b) => a - b);
    expect((sorted.at(-1) ?? 0) - (sorted[0] ?? 0)).toBe(11);
    const [dupes] = (
      (await h.database.db.execute(
        sql`select count(*)::int as n from (select number from transfer_notes where venue_id = ${venueId} group by number having count(*) > 1) d`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(Number(dupes?.n)).toBe(0);
  });

  it('edits only drafts and refuses wrong transitions with 409', async () => {
    const note = await create(
      stock,
      draft([
        { goodId: goodIds[0] as string, quantity: 1 },
        { goodId: goodIds[1] as string, quantity: 2 },
      ]),
    );
    const keptLine = note.lines.find((l) => l.goodId === goodIds[0])?.id;
    // Receiving a draft
    const early = await h.request('POST', `/inventarios/remitos/${note.id}/recibir`, {
      token: stock,
      body: { lines: note.lines.map((l) => ({ lineId: l.id, quantityReceived: 1 })) },
    });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toBe('El remito todavía no fue enviado');

    // Editing the draft: change one quantity, drop one good, add another, change the destination.
    const edited = await json<TransferNoteDetail>(
      await h.request('PUT', `/inventarios/remitos/${note.id}`, {
        token: stock,
        body: draft(
          [
            { goodId: goodIds[0] as string, quantity: 4 },
            { goodId: goodIds[2] as string, quantity: 1.5 },
          ],
          { toLocationId: bar2Id, note: 'Cambio de barra' },
        ),
      }),
    );
    expect(edited.number).toBe(note.number);
    expect(edited.to.id).toBe(bar2Id);
    expect(edited.note).toBe('Cambio de barra');
    expect(edited.lines.map((l) => [l.goodId, l.quantitySent]).sort()).toEqual(
      [
        [goodIds[0], 4],
        [goodIds[2], 1.5],
      ].sort(),
    );
    expect(edited.lines.find((l) => l.goodId === goodIds[0])?.id).toBe(keptLine);

    await json(
      await h.request('POST', `/inventarios/remitos/${note.id}/enviar`, { token: stock, body: { allowBelowZero: true } }),
    );
    const twice = await h.request('POST', `/inventarios/remitos/${note.id}/enviar`, {
      token: stock,
      body: { allowBelowZero: true },
    });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { message: string }).message).toBe('El remito ya fue enviado');
    const editSent = await h.request('PUT', `/inventarios/remitos/${note.id}`, {
      token: stock,
      body: draft([{ goodId: goodIds[0] as string, quantity: 9 }]),
    });
    expect(editSent.status).toBe(409);
    // Only one set of transfer_out movements, with the edited quantities.
    const outs = await h.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.sourceType, 'transfer_note'), eq(stockMovements.sourceId, note.id)));
    expect(outs.map((m) => Number(m.quantity)).sort()).toEqual([-4, -1.5].sort());

    // A receipt must name every line of the note, and only those.
    const partial = await h.request('POST', `/inventarios/remitos/${note.id}/recibir`, {
      token: stock,
      body: { lines: [{ lineId: edited.lines[0]?.id, quantityReceived: 1 }] },
    });
    expect(partial.status).toBe(422);
    const foreign = await h.request('POST', `/inventarios/remitos/${note.id}/recibir`, {
      token: stock,
      body: {
        lines: [...edited.lines.map((l) => ({ lineId: l.id, quantityReceived: 1 })), { lineId: uuidv7(), quantityReceived: 1 }],
      },
    });
    expect(foreign.status).toBe(422);
    const body = { lines: edited.lines.map((l) => ({ lineId: l.id, quantityReceived: l.quantitySent })) };
    await json(await h.request('POST', `/inventarios/remitos/${note.id}/recibir`, { token: stock, body }));
    const again = await h.request('POST', `/inventarios/remitos/${note.id}/recibir`, { token: stock, body });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe('El remito ya fue recibido');
    const sendReceived = await h.request('POST', `/inventarios/remitos/${note.id}/enviar`, {
      token: stock,
      body: { allowBelowZero: true },
    });
    expect(sendReceived.status).toBe(409);
    const ins = await h.database.db
      .select()
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.sourceType, 'transfer_note'),
          eq(stockMovements.sourceId, note.id),
          eq(stockMovements.kind, 'transfer_in'),
        ),
      );
    expect(ins).toHaveLength(2);
  });

  it('lists newest first with filters', async () => {
    const all = await json<TransferNoteSummary[]>(await h.request('GET', '/inventarios/remitos', { token: stock }));
    expect(all.length).toBeGreaterThan(0);
    const numbers = all.map((n) => n.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const drafts = await json<TransferNoteSummary[]>(
      await h.request('GET', '/inventarios/remitos?status=draft', { token: stock }),
    );
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((n) => n.status === 'draft')).toBe(true);
    const toBar2 = await json<TransferNoteSummary[]>(
      await h.request('GET', `/inventarios/remitos?toLocationId=${bar2Id}`, { token: stock }),
    );
    expect(toBar2.length).toBeGreaterThan(0);
    expect(toBar2.every((n) => n.to.id === bar2Id)).toBe(true);
    const either = await json<TransferNoteSummary[]>(
      await h.request('GET', `/inventarios/remitos?locationId=${bar2Id}`, { token: stock }),
    );
    expect(either.every((n) => n.to.id === bar2Id || n.from.id === bar2Id)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const future = await json<TransferNoteSummary[]>(
      await h.request('GET', '/inventarios/remitos?from=2099-01-01', { token: stock }),
    );
    expect(future).toEqual([]);
    const limited = await json<TransferNoteSummary[]>(await h.request('GET', '/inventarios/remitos?limit=2', { token: stock }));
    expect(limited).toHaveLength(2);
    const untilToday = await json<TransferNoteSummary[]>(
      await h.request('GET', `/inventarios/remitos?to=2099-12-31&from=2000-01-01`, { token: stock }),
    );
    expect(untilToday.length).toBe(all.length);
    expect(today).toMatch(/^\d{4}-/);
  });
});

describe('sending below zero (issue 19 item 2)', () => {
  it('refuses a note taking more than the origin holds, naming what is short, until the send confirms it', async () => {
    const goodId = goodIds[3] as string;
    const onHand = at(await levels([goodId]), warehouseId, goodId);
    const note = await create(stock, draft([{ goodId, quantity: Math.max(0, onHand) + 3.5 }]));
    const refused = await h.request('POST', `/inventarios/remitos/${note.id}/enviar`, { token: stock });
    expect(refused.status).toBe(409);
    const answer = (await refused.json()) as { message: string; shortages: TransferShortage[] };
    expect(answer.message).toBe(BELOW_ZERO);
    expect(answer.shortages).toEqual([{ goodId, goodName: expect.any(String), onHand, quantity: Math.max(0, onHand) + 3.5 }]);
    close(at(await levels([goodId]), warehouseId, goodId), onHand);
    const de = await h.request('POST', `/inventarios/remitos/${note.id}/enviar`, {
      token: stock,
      headers: { 'accept-language': 'de' },
    });
    expect(((await de.json()) as { message: string }).message).toMatch(/nicht genug Bestand/);
    const sent = await json<TransferNoteDetail>(
      await h.request('POST', `/inventarios/remitos/${note.id}/enviar`, { token: stock, body: { allowBelowZero: true } }),
    );
    expect(sent.status).toBe('sent');
    close(at(await levels([goodId]), warehouseId, goodId), Math.min(onHand, 0) - 3.5);
    const [row] = await h.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, note.id), eq(auditLog.action, 'transfer_note.send')));
    expect(row?.after).toMatchObject({ status: 'sent', belowZero: [{ goodId }] });
  });
});

describe('breakage through the outbox', () => {
  it('applies a breakage once, however often it is pushed', async () => {
    const breakageId = uuidv7();
    const goodId = goodIds[1] as string;
    const before = await levels([goodId]);
    const args = {
      breakageId,
      locationId: barId,
      goodId,
      quantity: 1.5,
      reason: 'Se cayó de la estantería',
      at: new Date(Date.now() - 60_000).toISOString(),
    };
    const first = cmd('breakage.record', args);
    const [applied] = await push(stock, [first]);
    expect(applied).toMatchObject({ status: 'applied', result: { breakageId } });
    // The same command again (a lost answer) and the same breakage under another command id.
    const [resent] = await push(stock, [first]);
    expect(resent).toEqual(applied);
    const [twin] = await push(stock, [cmd('breakage.record', args)]);
    expect(twin).toMatchObject({ status: 'applied', result: { breakageId } });
    const racing = await Promise.all(Array.from({ length: 5 }, () => push(stock, [cmd('breakage.record', args)])));
    for (const [r] of racing) expect(r?.status).toBe('applied');

    expect(await h.database.db.select().from(breakages).where(eq(breakages.id, breakageId))).toHaveLength(1);
    const moves = await h.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.sourceType, 'breakage'), eq(stockMovements.sourceId, breakageId)));
    expect(moves.map((m) => [m.kind, m.locationId, Number(m.quantity), m.note])).toEqual([
      ['breakage', barId, -1.5, 'Se cayó de la estantería'],
    ]);
    close(at(await levels([goodId]), barId, goodId), at(before, barId, goodId) - 1.5);

    // The same id for a different breakage is refused, and changes nothing.
    const [other] = await push(stock, [cmd('breakage.record', { ...args, quantity: 3 })]);
    expect(other).toMatchObject({ status: 'rejected', message: 'Ya existe una rotura con ese identificador' });
    close(at(await levels([goodId]), barId, goodId), at(before, barId, goodId) - 1.5);

    const list = await json<BreakageDto[]>(await h.request('GET', `/inventarios/roturas?goodId=${goodId}`, { token: stock }));
    const row = list.find((b) => b.id === breakageId);
    expect(row).toMatchObject({ quantity: 1.5, reason: 'Se cayó de la estantería', userName: 'Lucía Fernández' });
    expect(row?.location).toEqual({ id: barId, name: expect.any(String), kind: 'bar' });
    expect(row?.valued).toBe(Math.round(1.5 * (row?.unitCost ?? 0)));
    expect(list.every((b) => b.goodId === goodId)).toBe(true);
  });

  it('refuses breakage without 420, at foreign places, and never in the future', async () => {
    const base = { locationId: barId, goodId: goodIds[0], quantity: 1, reason: 'Rota', at: new Date().toISOString() };
    const [denied] = await push(supervisor, [cmd('breakage.record', { ...base, breakageId: uuidv7() })]);
    expect(denied).toMatchObject({ status: 'rejected', message: 'No tienes permiso para realizar esta operación' });
    const [zero] = await push(stock, [cmd('breakage.record', { ...base, breakageId: uuidv7(), quantity: 0 })]);
    expect(zero?.status).toBe('rejected');
    const [noReason] = await push(stock, [cmd('breakage.record', { ...base, breakageId: uuidv7(), reason: '  ' })]);
    expect(noReason?.status).toBe('rejected');
    const [badNight] = await push(stock, [cmd('breakage.record', { ...base, breakageId: uuidv7(), nightId: uuidv7() })]);
    expect(badNight).toMatchObject({ status: 'rejected', message: 'La noche no existe' });
    const [badPlace] = await push(stock, [cmd('breakage.record', { ...base, breakageId: uuidv7(), locationId: uuidv7() })]);
    expect(badPlace).toMatchObject({ status: 'rejected', message: 'El depósito o la barra no existe' });

    const futureId = uuidv7();
    const [future] = await push(stock, [
      cmd('breakage.record', { ...base, breakageId: futureId, at: new Date(Date.now() + 86_400_000).toISOString() }),
    ]);
    expect(future?.status).toBe('applied');
    const [row] = await h.database.db.select().from(breakages).where(eq(breakages.id, futureId));
    expect(row?.at.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('files a breakage under the night it happened in', async () => {
    const [night] = await h.database.db
      .select()
      .from(nights)
      // The demo's night still open (a closed night takes no stock movement).
      .where(and(eq(nights.venueId, venueId), ne(nights.status, 'closed')))
      .orderBy(nights.businessDate)
      .limit(1);
    expect(night).toBeDefined();
    const breakageId = uuidv7();
    const during = new Date((night?.opensAt.getTime() ?? 0) + 60 * 60_000).toISOString();
    const [res] = await push(stock, [
      cmd('breakage.record', { breakageId, locationId: barId, goodId: goodIds[0], quantity: 1, reason: 'Rota', at: during }),
    ]);
    expect(res).toMatchObject({ status: 'applied', result: { nightId: night?.id } });
    const list = await json<BreakageDto[]>(await h.request('GET', `/inventarios/roturas?nightId=${night?.id}`, { token: stock }));
    expect(list.map((b) => b.id)).toContain(breakageId);
    expect(list.every((b) => b.nightId === night?.id)).toBe(true);
  });
});

describe('movements ledger', () => {
  async function page(query: string): Promise<MovementsPage> {
    return json<MovementsPage>(await h.request('GET', `/inventarios/movimientos?${query}`, { token: stock }));
  }

  it('pages newest first with a keyset cursor: every movement once, in order', async () => {
    const filter = `locationId=${barId}`;
    const whole = await page(`${filter}&limit=1000`);
    expect(whole.movements.length).toBeGreaterThan(10);
    const seen: MovementDto[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const p: MovementsPage = await page(`${filter}&limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(p.movements.length).toBeLessThanOrEqual(7);
      seen.push(...p.movements);
      cursor = p.nextCursor;
      pages++;
    } while (cursor && pages < 400);
    if (whole.nextCursor === null) expect(seen.map((m) => m.id)).toEqual(whole.movements.map((m) => m.id));
    else expect(seen.slice(0, whole.movements.length).map((m) => m.id)).toEqual(whole.movements.map((m) => m.id));
    expect(new Set(seen.map((m) => m.id)).size).toBe(seen.length);
    for (let i = 1; i < seen.length; i++) {
      expect(Date.parse(seen[i - 1]?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(seen[i]?.at ?? ''));
    }
    expect(seen.every((m) => m.location.id === barId)).toBe(true);
  });

  it('filters by kind, good, user, night and dates, with names and values', async () => {
    const breakageOnly = await page('kind=breakage&limit=200');
    expect(breakageOnly.movements.length).toBeGreaterThan(0);
    expect(breakageOnly.movements.every((m) => m.kind === 'breakage' && m.quantity < 0)).toBe(true);
    for (const m of breakageOnly.movements) expect(m.valued).toBe(Math.round(m.quantity * m.unitCost));

    const good = goodIds[2] as string;
    const byGood = await page(`goodId=${good}&limit=200`);
    expect(byGood.movements.every((m) => m.goodId === good && m.goodName.length > 0)).toBe(true);

    const byUser = await page(`userId=${stockUserId}&limit=200`);
    expect(byUser.movements.length).toBeGreaterThan(0);
    expect(byUser.movements.every((m) => m.userId === stockUserId && m.userName === 'Lucía Fernández')).toBe(true);

    const transfers = await page('kind=transfer_in&limit=50');
    expect(transfers.movements.some((m) => m.documentNumber !== null && m.sourceType === 'transfer_note')).toBe(true);

    const [night] = await h.database.db.select().from(nights).where(eq(nights.venueId, venueId)).limit(1);
    const byNight = await page(`nightId=${night?.id}&limit=100`);
    expect(byNight.movements.every((m) => m.nightId === night?.id && m.nightDate === night?.businessDate)).toBe(true);

    const none = await page('from=2099-01-01');
    expect(none).toEqual({ movements: [], nextCursor: null });
    const old = await page('to=2000-01-01');
    expect(old.movements).toEqual([]);
    const [tz] = await h.database.db.select({ tz: venues.timezone }).from(venues).where(eq(venues.id, venueId));
    const localToday = new Intl.DateTimeFormat('en-CA', { timeZone: tz?.tz }).format(new Date());
    const today = await page(`from=${localToday}&to=${localToday}&kind=transfer_out&limit=500`);
    expect(today.movements.length).toBeGreaterThan(0);

    const people = await json<{ id: string; name: string }[]>(
      await h.request('GET', '/inventarios/movimientos/usuarios', { token: stock }),
    );
    expect(people.map((p) => p.id)).toContain(stockUserId);
  });
});

describe('venue scoping', () => {
  it('never shows or changes another venue’s notes, breakage or movements', async () => {
    const db = h.database.db;
    const otherVenue = uuidv7();
    const otherWarehouse = uuidv7();
    const otherBar = uuidv7();
    const otherGood = uuidv7();
    await db.insert(venues).values({ id: otherVenue, name: 'Otro local', legalName: 'Otro SA', taxId: '30-9' });
    await db.insert(stockLocations).values([
      { id: otherWarehouse, venueId: otherVenue, kind: 'warehouse', name: 'Depósito ajeno' },
      { id: otherBar, venueId: otherVenue, kind: 'bar', name: 'Barra ajena' },
    ]);
    await db
      .insert(goods)
      .values({ id: otherGood, venueId: otherVenue, sku: 'AJ-1', name: 'Ajena', category: 'x', unit: 'bottle' });
    // A manager of the other venue (same password as the demo users).
    const [template] = await db.select().from(users).where(eq(users.email, 'stock@noctua.test'));
    const otherUser = uuidv7();
    await db.insert(users).values({
      id: otherUser,
      email: 'otro@ajeno.test',
      firstName: 'Otro',
      lastName: 'Gerente',
      displayName: 'Otro Gerente',
      passwordHash: template?.passwordHash as string,
      defaultVenueId: otherVenue,
    });
    await db.insert(userVenues).values({ userId: otherUser, venueId: otherVenue });
    await db.insert(userPrivileges).values({ userId: otherUser, code: '420' });
    const other = await h.login('otro@ajeno.test');

    // Their note: our locations and goods are unknown to them, and the other way round.
    const refused = await h.request('POST', '/inventarios/remitos', {
      token: other,
      body: draft([{ goodId: goodIds[0] as string, quantity: 1 }]),
    });
    expect(refused.status).toBe(404);
    const theirs = await create(other, {
      fromLocationId: otherWarehouse,
      toLocationId: otherBar,
      lines: [{ goodId: otherGood, quantity: 2 }],
    });
    expect(theirs.number).toBe(1);
    const ours = await h.request('POST', '/inventarios/remitos', {
      token: stock,
      body: { fromLocationId: otherWarehouse, toLocationId: barId, lines: [{ goodId: goodIds[0], quantity: 1 }] },
    });
    expect(ours.status).toBe(404);
    expect((await h.request('GET', `/inventarios/remitos/${theirs.id}`, { token: stock })).status).toBe(404);
    expect(
      (await h.request('POST', `/inventarios/remitos/${theirs.id}/enviar`, { token: stock, body: { allowBelowZero: true } }))
        .status,
    ).toBe(404);
    expect(
      (
        await h.request('PUT', `/inventarios/remitos/${theirs.id}`, {
          token: stock,
          body: draft([{ goodId: goodIds[0] as string, quantity: 1 }]),
        })
      ).status,
    ).toBe(404);
    const ourList = await json<TransferNoteSummary[]>(
      await h.request('GET', '/inventarios/remitos?limit=1000', { token: admin }),
    );
    expect(ourList.map((n) => n.id)).not.toContain(theirs.id);
    const theirList = await json<TransferNoteSummary[]>(await h.request('GET', '/inventarios/remitos', { token: other }));
    expect(theirList.map((n) => n.id)).toEqual([theirs.id]);

    await json(
      await h.request('POST', `/inventarios/remitos/${theirs.id}/enviar`, { token: other, body: { allowBelowZero: true } }),
    );
    const theirMoves = await json<MovementsPage>(await h.request('GET', '/inventarios/movimientos?limit=1000', { token: other }));
    expect(theirMoves.movements.map((m) => m.location.id)).toEqual([otherWarehouse]);
    const ourMoves = await json<MovementsPage>(
      await h.request('GET', `/inventarios/movimientos?locationId=${otherWarehouse}`, { token: stock }),
    );
    expect(ourMoves.movements).toEqual([]);
    // Breakage at our bar from their device is refused; their list holds none of ours.
    const [foreign] = await push(other, [
      cmd('breakage.record', {
        breakageId: uuidv7(),
        locationId: barId,
        goodId: goodIds[0],
        quantity: 1,
        reason: 'x',
        at: new Date().toISOString(),
      }),
    ]);
    expect(foreign).toMatchObject({ status: 'rejected', message: 'El depósito o la barra no existe' });
    expect(await json<BreakageDto[]>(await h.request('GET', '/inventarios/roturas', { token: other }))).toEqual([]);
    const people = await json<{ id: string }[]>(await h.request('GET', '/inventarios/movimientos/usuarios', { token: other }));
    expect(people.map((p) => p.id)).toEqual([otherUser]);
    // Lines of their note stay theirs.
    const lines = await db.select().from(transferNoteLines).where(eq(transferNoteLines.transferNoteId, theirs.id));
    expect(lines).toHaveLength(1);
    const [note] = await db.select().from(transferNotes).where(eq(transferNotes.id, theirs.id));
    expect(note?.venueId).toBe(otherVenue);
  });
});
