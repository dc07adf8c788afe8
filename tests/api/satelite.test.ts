// Satélite (/api/satelite, 101): the terminal list with status, creating terminals, API keys shown
// once and stored hashed, rotation and revocation (audited without the key), consultarHistoria
// newest first with its filters, venue scoping, privileges and malformed input.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, pointsOfSale, terminals, venues } from '../../server/db/schema';
import type { ApiKeyAnswer, HistoryEventDto, TerminalDto, TerminalsAnswer } from '../../src/contract/satelite';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let admin: string;
let stock: string;
let caja: string;
let list: TerminalsAnswer;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin@noctua.test');
  stock = await h.login('stock@noctua.test');
  caja = await h.login('caja@noctua.test');
  list = await json<TerminalsAnswer>(await h.request('GET', '/satelite/terminales', { token: admin }));
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('privileges', () => {
  it('opens the routes to 101 only', async () => {
    const t = list.terminals[0] as TerminalDto;
    const calls: [string, string, unknown?][] = [
      ['GET', '/satelite/terminales'],
      ['POST', '/satelite/terminales', { pointOfSaleId: t.pointOfSaleId, name: 'x', deviceId: 'x' }],
      ['POST', `/satelite/terminales/${t.id}/clave`],
      ['POST', `/satelite/terminales/${t.id}/revocar`],
      ['GET', '/satelite/consultarHistoria'],
    ];
    for (const [method, path, body] of calls) {
      expect((await h.request(method, path, { token: stock, body })).status, path).toBe(403);
      expect((await h.request(method, path, { token: caja, body })).status, path).toBe(403);
      expect((await h.request(method, path, { body })).status, path).toBe(401);
    }
    expect((await h.request('GET', '/satelite/consultarHistoria', { token: admin })).status).toBe(200);
  });
});

describe('terminals', () => {
  it("lists the venue's terminals with their point of sale, status and key state", () => {
    expect(list.terminals.length).toBeGreaterThanOrEqual(11);
    expect(list.pointsOfSale.length).toBeGreaterThanOrEqual(11);
    for (const t of list.terminals) {
      expect(['online', 'idle', 'offline', 'never']).toContain(t.status);
      expect(t.keyState).toBe('none');
      expect(t.pointOfSaleName).not.toBe('');
    }
  });

  it('derives each status from when the terminal was last seen, whatever the time of the seed', async () => {
    const [a, b, c] = list.terminals as [TerminalDto, TerminalDto, TerminalDto];
    const now = Date.now();
    await h.database.db
      .update(terminals)
      .set({ lastSeenAt: new Date(now - 3 * 86_400_000) })
      .where(eq(terminals.id, a.id));
    await h.database.db
      .update(terminals)
      .set({ lastSeenAt: new Date(now - 5_000) })
      .where(eq(terminals.id, b.id));
    await h.database.db.update(terminals).set({ lastSeenAt: null }).where(eq(terminals.id, c.id));
    const fresh = await json<TerminalsAnswer>(await h.request('GET', '/satelite/terminales', { token: admin }));
    const status = (id: string) => fresh.terminals.find((t) => t.id === id)?.status;
    expect(status(a.id)).toBe('offline');
    expect(status(b.id)).toBe('online');
    expect(status(c.id)).toBe('never');
  });

  it('creates a terminal, refusing unknown points of sale and a used device id', async () => {
    const pos = list.pointsOfSale[0];
    const deviceId = `DEV-${uuidv7()}`;
    const created = await json<TerminalDto>(
      await h.request('POST', '/satelite/terminales', {
        token: admin,
        body: { pointOfSaleId: pos?.id, name: ' Caja nueva ', deviceId },
      }),
      201,
    );
    expect(created).toMatchObject({ name: 'Caja nueva', deviceId, status: 'never', keyState: 'none', pendingBatches: 0 });
    const again = await h.request('POST', '/satelite/terminales', {
      token: admin,
      body: { pointOfSaleId: pos?.id, name: 'Otra', deviceId },
    });
    expect(again.status).toBe(409);
    const unknown = await h.request('POST', '/satelite/terminales', {
      token: admin,
      body: { pointOfSaleId: uuidv7(), name: 'Otra', deviceId: `DEV-${uuidv7()}` },
    });
    expect(unknown.status).toBe(404);
    const missing = await h.request('POST', '/satelite/terminales', {
      token: admin,
      body: { pointOfSaleId: pos?.id, name: ' ', deviceId: 'x' },
    });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { message: string }).message).toBe('El nombre es obligatorio');
  });

  it('shows a key once, stores only its hash, rotates and revokes it', async () => {
    const t = list.terminals[1] as TerminalDto;
    const first = await json<ApiKeyAnswer>(await h.request('POST', `/satelite/terminales/${t.id}/clave`, { token: admin }));
    expect(first.apiKey).toMatch(/^nt_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(first.terminal.keyState).toBe('active');
    expect(first.apiKey.startsWith(`${first.terminal.keyPrefix}_`)).toBe(true);
    const [row] = await h.database.db.select().from(terminals).where(eq(terminals.id, t.id));
    const secret = first.apiKey.split('_').slice(2).join('_');
    expect(row?.apiKeyHash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(row?.apiKeyHash).not.toContain(secret);
    // Never shown again: the list carries only the prefix.
    const listed = await json<TerminalsAnswer>(await h.request('GET', '/satelite/terminales', { token: admin }));
    expect(JSON.stringify(listed)).not.toContain(secret);

    const second = await json<ApiKeyAnswer>(await h.request('POST', `/satelite/terminales/${t.id}/clave`, { token: admin }));
    expect(second.apiKey).not.toBe(first.apiKey);
    const revoked = await json<TerminalDto>(await h.request('POST', `/satelite/terminales/${t.id}/revocar`, { token: admin }));
    expect(revoked.keyState).toBe('revoked');
    expect(revoked.keyRevokedAt).not.toBeNull();
    expect((await h.request('POST', `/satelite/terminales/${t.id}/revocar`, { token: admin })).status).toBe(409);

    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, t.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['terminal.key.create', 'terminal.key.revoke', 'terminal.key.rotate']);
    expect(JSON.stringify(audits)).not.toContain(secret);
  });

  it("does not reach another venue's terminals", async () => {
    const db = h.database.db;
    const otherVenue = uuidv7();
    await db.insert(venues).values({ id: otherVenue, name: 'Otro', legalName: 'Otro SA', taxId: '30-2' });
    const [pos] = await db
      .insert(pointsOfSale)
      .values({ venueId: otherVenue, kind: 'bar', name: 'Barra ajena' })
      .returning({ id: pointsOfSale.id });
    const [other] = await db
      .insert(terminals)
      .values({ pointOfSaleId: pos?.id as string, name: 'Ajena', deviceId: `OTHER-${uuidv7()}` })
      .returning({ id: terminals.id });
    expect((await h.request('POST', `/satelite/terminales/${other?.id}/clave`, { token: admin })).status).toBe(404);
    const created = await h.request('POST', '/satelite/terminales', {
      token: admin,
      body: { pointOfSaleId: pos?.id, name: 'Intrusa', deviceId: `DEV-${uuidv7()}` },
    });
    expect(created.status).toBe(404);
    const listed = await json<TerminalsAnswer>(await h.request('GET', '/satelite/terminales', { token: admin }));
    expect(listed.terminals.map((t) => t.id)).not.toContain(other?.id);
    expect(listed.pointsOfSale.map((p) => p.id)).not.toContain(pos?.id);
    const history = await json<HistoryEventDto[]>(
      await h.request('GET', `/satelite/consultarHistoria?terminalId=${other?.id}`, { token: admin }),
    );
    expect(history).toEqual([]);
  });

  it('refuses malformed ids', async () => {
    expect((await h.request('POST', '/satelite/terminales/nope/clave', { token: admin })).status).toBe(422);
    expect((await h.request('POST', '/satelite/terminales', { token: admin, rawBody: '{' })).status).toBe(400);
  });
});

describe('consultarHistoria', () => {
  it('lists events newest first, filtered by terminal, kind and limit', async () => {
    const all = await json<HistoryEventDto[]>(await h.request('GET', '/satelite/consultarHistoria', { token: admin }));
    expect(all.length).toBeGreaterThan(10);
    const times = all.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const one = all[0] as HistoryEventDto;
    expect(one.terminalName).not.toBe('');
    expect(one.pointOfSaleName).not.toBe('');

    const ofTerminal = await json<HistoryEventDto[]>(
      await h.request('GET', `/satelite/consultarHistoria?terminalId=${one.terminalId}`, { token: admin }),
    );
    expect(ofTerminal.length).toBeGreaterThan(0);
    expect(ofTerminal.every((e) => e.terminalId === one.terminalId)).toBe(true);

    const batches = await json<HistoryEventDto[]>(
      await h.request('GET', '/satelite/consultarHistoria?kind=batch&limit=3', { token: admin }),
    );
    expect(batches).toHaveLength(3);
    expect(batches.every((e) => e.kind === 'batch')).toBe(true);
  });

  it('refuses malformed filters', async () => {
    for (const q of ['limit=0', 'limit=abc', 'limit=5000', 'kind=reboot', 'terminalId=x']) {
      expect((await h.request('GET', `/satelite/consultarHistoria?${q}`, { token: admin })).status, q).toBe(422);
    }
  });
});
