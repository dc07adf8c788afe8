// Pushes for notifications created by a queued command go out only after its transaction
// committed: a cancellation request notifies every decider's devices once, a refused one nobody.
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../server/db/schema';
import { type PushContent, type PushSender, pushMessageFor } from '../../server/lib/push';
import type { PushResponse } from '../../src/contract/sync';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness } from './harness';
import { saleToCancel } from './sale-fixture';

const sent: { userId: string; message: PushContent }[] = [];
const fakePush: PushSender = {
  configured: true,
  async sendToUser(userId, message) {
    sent.push({ userId, message });
    return 1;
  },
};

let h: Harness;
let supervisor: string;

beforeAll(async () => {
  h = await createHarness({ push: fakePush });
  supervisor = await h.login('supervisor@noctua.test');
});
afterAll(async () => {
  await h?.close();
});

async function completedSale(): Promise<string> {
  const [venue] = await h.database.db
    .execute(sql`select default_venue_id as id from users where email = 'supervisor@noctua.test'`)
    .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
  // A sale of a night not closed (closed means closed: requests on it are refused), none asked yet.
  return saleToCancel(h.database.db, String(venue?.id));
}

async function push(commands: unknown[]) {
  const res = await h.request('POST', '/sync/push', { token: supervisor, body: { deviceId: 'pos-1', commands } });
  expect(res.status).toBe(200);
  return ((await res.json()) as PushResponse).results;
}

describe('push after commit', () => {
  it('a cancellation request pushes to each decider once; a refused one pushes nothing', async () => {
    const sale = await completedSale();
    const requestId = uuidv7();
    const command = {
      id: uuidv7(),
      seq: 1,
      name: 'cancellation.request',
      args: { requestId, saleId: sale, reason: 'Cobrado dos veces' },
      createdAt: new Date().toISOString(),
    };
    const [applied] = await push([command]);
    expect(applied?.status).toBe('applied');
    await h.drainJobs();
    const [me] = await h.database.db
      .select({ id: users.id, displayName: users.displayName })
      .from(users)
      .where(eq(users.email, 'supervisor@noctua.test'));
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((s) => s.userId !== me?.id)).toBe(true);
    expect(new Set(sent.map((s) => s.userId)).size).toBe(sent.length);
    const first = sent[0]?.message;
    if (!first) throw new Error('nothing pushed');
    expect(pushMessageFor(first, 'es')).toMatchObject({
      title: 'Nueva solicitud de anulación',
      body: `${me?.displayName}: Cobrado dos veces`,
      click: `/logged/support/autorizar?id=${requestId}`,
    });
    // Worded per device: a German one hears German, an unknown language Spanish.
    expect(pushMessageFor(first, 'de')).toMatchObject({
      title: 'Neue Stornierungsanfrage',
      body: `${me?.displayName}: Cobrado dos veces`,
    });
    expect(pushMessageFor(first, 'fr').title).toBe('Nouvelle demande d’annulation');
    expect(pushMessageFor(first, 'pt').title).toBe('Nueva solicitud de anulación');
    // Stored as a message and its parameters (the bell words it in the reader's language).
    const stored = await h.database.db
      .select()
      .from(notifications)
      .where(like(notifications.click, `%${requestId}`));
    expect(stored.length).toBe(sent.length);
    for (const row of stored) {
      expect(row).toMatchObject({
        messageId: 'cancellationRequested',
        params: { user: me?.displayName, reason: 'Cobrado dos veces' },
        title: 'Nueva solicitud de anulación',
      });
    }

    // The same command again: the stored answer, no second push.
    const before = sent.length;
    await push([command]);
    // A second request for the same sale is refused: its transaction rolls back, nothing is pushed.
    const [refused] = await push([
      { ...command, id: uuidv7(), seq: 2, args: { requestId: uuidv7(), saleId: sale, reason: 'Otra vez' } },
    ]);
    expect(refused?.status).toBe('rejected');
    await h.drainJobs();
    expect(sent.length).toBe(before);
  });
});
