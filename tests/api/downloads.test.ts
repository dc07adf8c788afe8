// App downloads (/api/aplicativos): 421 reads and downloads, 300 manages. Files are streamed to a
// random name under the data dir with their SHA-256, bounded by NOCTUA_DOWNLOAD_MAX_BYTES (a small
// one here), and checked by extension and first bytes. The app under test is built over the
// harness database with its own env: a temporary data dir and a 4 KB limit.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { appDownloads, auditLog, userPrivileges, users, userVenues } from '../../server/db/schema';
import { readEnv } from '../../server/env';
import { createLogger } from '../../server/lib/logger';
import { hashPassword } from '../../server/lib/password';
import type { AppDownloadDto } from '../../src/contract/downloads';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, DEMO_PASSWORD, type Harness, json } from './harness';

const LIMIT = 4096;
let h: Harness;
let app: ReturnType<typeof createApp>;
let dataDir: string;
let admin: string;
let stock: string;
let reader: string;

function call(
  method: string,
  url: string,
  init: { token?: string; body?: BodyInit | Uint8Array; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  return Promise.resolve(app.request(`/noctua/api${url}`, { method, headers, body: init.body as BodyInit | undefined }));
}

function zipBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + 7) & 0xff;
  bytes.set([0x50, 0x4b, 0x03, 0x04]);
  return bytes;
}

function sha(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function create(body: Record<string, unknown> = {}, token = admin): Promise<AppDownloadDto> {
  return json<AppDownloadDto>(
    await call('POST', '/aplicativos', {
      token,
      body: JSON.stringify({ name: 'Noctua POS', platform: 'android', appVersion: '2.4.1', notes: 'Barras', ...body }),
      headers: { 'content-type': 'application/json' },
    }),
    201,
  );
}

function upload(id: string, bytes: Uint8Array, name: string, token = admin, lang?: string) {
  return call('POST', `/aplicativos/${id}/archivo`, {
    token,
    body: bytes,
    headers: {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
      ...(lang ? { 'accept-language': lang } : {}),
    },
  });
}

function storedFiles(): string[] {
  try {
    return readdirSync(path.join(dataDir, 'downloads')).sort();
  } catch {
    return [];
  }
}

beforeAll(async () => {
  h = await createHarness();
  dataDir = mkdtempSync(path.join(tmpdir(), 'noctua-downloads-'));
  const env = {
    ...readEnv({
      NODE_ENV: 'test',
      NOCTUA_STATIC_DIR: '/nonexistent',
      NOCTUA_DATA_DIR: dataDir,
      NOCTUA_DOWNLOAD_MAX_BYTES: String(LIMIT),
      NOCTUA_BODY_LIMIT_BYTES: '1024',
    }),
    logLevel: 'silent',
  };
  app = createApp({ db: h.database.db, env, logger: createLogger('silent'), tokens: h.tokens, jobs: h.jobs });
  [admin, stock] = await Promise.all([h.login('admin@noctua.test'), h.login('stock@noctua.test')]);
  const [me] = await h.database.db.select().from(users).where(eq(users.email, 'admin@noctua.test'));
  const id = uuidv7();
  await h.database.db.insert(users).values({
    id,
    email: 'solo421@noctua.test',
    firstName: 'Solo',
    lastName: 'Descargas',
    displayName: 'Solo Descargas',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    defaultVenueId: me?.defaultVenueId ?? null,
  });
  if (me?.defaultVenueId) await h.database.db.insert(userVenues).values({ userId: id, venueId: me.defaultVenueId });
  await h.database.db.insert(userPrivileges).values({ userId: id, code: '421' });
  reader = await h.login('solo421@noctua.test');
}, 120_000);
afterAll(async () => {
  await h?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('upload and download', () => {
  it('stores a file within the limit and gives back the same bytes', async () => {
    const entry = await create();
    expect(entry.hasFile).toBe(false);
    const bytes = zipBytes(LIMIT);
    const stored = await json<AppDownloadDto>(await upload(entry.id, bytes, 'Noctua POS 2.4.1 (barra).apk'));
    expect(stored).toMatchObject({
      hasFile: true,
      fileName: 'Noctua POS 2.4.1 (barra).apk',
      fileSize: LIMIT,
      contentType: 'application/vnd.android.package-archive',
      sha256: sha(bytes),
    });
    const res = await call('GET', `/aplicativos/${entry.id}/descargar`, { token: reader });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.android.package-archive');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Noctua POS 2.4.1 (barra).apk"; filename*=UTF-8''Noctua%20POS%202.4.1%20%28barra%29.apk`,
    );
    const back = new Uint8Array(await res.arrayBuffer());
    expect(sha(back)).toBe(sha(bytes));
    expect(back.length).toBe(LIMIT);
    // On disk under a random name, never the user's.
    const files = storedFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[a-f0-9]{32}$/);
  });

  it('accepts multipart/form-data too, with an accented name sent back per RFC 5987', async () => {
    const entry = await create({ platform: 'windows', name: 'Caja Windows' });
    const bytes = new Uint8Array(600);
    bytes.set([0x4d, 0x5a]);
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'Instalación caja.exe');
    const stored = await json<AppDownloadDto>(
      await call('POST', `/aplicativos/${entry.id}/archivo`, { token: admin, body: form }),
    );
    expect(stored).toMatchObject({ fileName: 'Instalación caja.exe', fileSize: 600, sha256: sha(bytes) });
    const res = await call('GET', `/aplicativos/${entry.id}/descargar`, { token: admin });
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toContain('filename="Instalaci_n caja.exe"');
    expect(disposition).toContain("filename*=UTF-8''Instalaci%C3%B3n%20caja.exe");
    expect(sha(new Uint8Array(await res.arrayBuffer()))).toBe(sha(bytes));
  });

  it('replacing the file removes the old one from disk', async () => {
    const entry = await create({ name: 'Reemplazo' });
    await json(await upload(entry.id, zipBytes(100), 'v1.apk'));
    const before = storedFiles();
    const v2 = zipBytes(200);
    const stored = await json<AppDownloadDto>(await upload(entry.id, v2, 'v2.apk'));
    expect(stored.sha256).toBe(sha(v2));
    const after = storedFiles();
    expect(after).toHaveLength(before.length);
    const res = await call('GET', `/aplicativos/${entry.id}/descargar`, { token: reader });
    expect(sha(new Uint8Array(await res.arrayBuffer()))).toBe(sha(v2));
  });

  it('over the limit: 413 with a translated message, nothing kept', async () => {
    const entry = await create({ name: 'Grande' });
    const before = storedFiles();
    const res = await upload(entry.id, zipBytes(LIMIT + 1), 'grande.apk', admin, 'fr');
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe('Le fichier dépasse la taille maximale autorisée');
    // Without a Content-Length the stream is counted as it arrives.
    const bytes = zipBytes(LIMIT + 10);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 1000) controller.enqueue(bytes.slice(i, i + 1000));
        controller.close();
      },
    });
    const chunked = await app.request(`/noctua/api/aplicativos/${entry.id}/archivo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'x-file-name': 'grande.apk', 'content-type': 'application/octet-stream' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(storedFiles()).toEqual(before);
    const [row] = await h.database.db.select().from(appDownloads).where(eq(appDownloads.id, entry.id));
    expect(row?.fileKey).toBeNull();
  });

  it('the global body limit does not apply to the upload, and still applies elsewhere', async () => {
    // 2 KB is above NOCTUA_BODY_LIMIT_BYTES (1 KB) here and below the upload limit.
    const entry = await create({ name: 'Limites' });
    expect((await upload(entry.id, zipBytes(2048), 'ok.apk')).status).toBe(200);
    const big = await call('POST', '/aplicativos', {
      token: admin,
      body: JSON.stringify({ name: 'x', platform: 'web', appVersion: '1', notes: 'n'.repeat(1500) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.status).toBe(413);
  });

  it('a wrong type or content is refused (415) before anything is kept', async () => {
    const entry = await create({ name: 'Tipos' });
    const before = storedFiles();
    // An .apk that is not a zip.
    const fake = new TextEncoder().encode('MZ this is not a zip archive at all');
    expect((await upload(entry.id, fake, 'fake.apk')).status).toBe(415);
    // A zip named .exe.
    expect((await upload(entry.id, zipBytes(64), 'setup.exe')).status).toBe(415);
    // An extension that is not offered at all.
    const res = await upload(entry.id, zipBytes(64), 'script.sh');
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toMatch(/Tipo de archivo no permitido/);
    // Too short to carry the signature.
    expect((await upload(entry.id, new Uint8Array([0x50]), 'tiny.apk')).status).toBe(415);
    expect((await upload(entry.id, new Uint8Array(0), 'empty.apk')).status).toBe(422);
    expect(storedFiles()).toEqual(before);
    // ELF for AppImage and OLE for .msi are recognised.
    const elf = new Uint8Array(32);
    elf.set([0x7f, 0x45, 0x4c, 0x46]);
    expect((await upload(entry.id, elf, 'pos.AppImage')).status).toBe(200);
    const ole = new Uint8Array(32);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect((await upload(entry.id, ole, 'pos.msi')).status).toBe(200);
  });

  it('path traversal in names is impossible: only the label keeps the base name', async () => {
    const entry = await create({ name: 'Traversal' });
    const stored = await json<AppDownloadDto>(await upload(entry.id, zipBytes(64), '../../../../etc/cron.d/evil.apk'));
    expect(stored.fileName).toBe('evil.apk');
    const windows = await json<AppDownloadDto>(await upload(entry.id, zipBytes(64), '..\\..\\evil2.apk'));
    expect(windows.fileName).toBe('evil2.apk');
    const [row] = await h.database.db.select().from(appDownloads).where(eq(appDownloads.id, entry.id));
    expect(row?.fileKey).toMatch(/^[a-f0-9]{32}$/);
    expect(readdirSync(dataDir)).toEqual(['downloads']);
    expect(storedFiles().every((f) => /^[a-f0-9]{32}$/.test(f))).toBe(true);
    // Ids that are not uuids never reach the file system.
    expect((await call('GET', '/aplicativos/..%2F..%2Fetc%2Fpasswd/descargar', { token: admin })).status).toBe(422);
    expect((await upload('..%2Fx', zipBytes(64), 'a.apk')).status).toBe(422);
  });
});

describe('list, links and delete', () => {
  it('an external link entry is listed with its url; a link on an entry with a file is refused', async () => {
    const link = await create({ platform: 'ios', name: 'Noctua iOS', url: 'https://apps.apple.com/app/id1' });
    const list = await json<AppDownloadDto[]>(await call('GET', '/aplicativos', { token: reader }));
    expect(list.find((a) => a.id === link.id)).toMatchObject({ url: 'https://apps.apple.com/app/id1', hasFile: false });
    const withFile = list.find((a) => a.hasFile);
    const res = await call('PUT', `/aplicativos/${withFile?.id}`, {
      token: admin,
      body: JSON.stringify({ name: 'x', platform: 'android', appVersion: '1', url: 'https://example.com' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(409);
  });

  it('readers do not see entries still waiting for a file; managers do', async () => {
    const pending = await create({ name: 'Pendiente' });
    const forReader = await json<AppDownloadDto[]>(await call('GET', '/aplicativos', { token: reader }));
    expect(forReader.some((a) => a.id === pending.id)).toBe(false);
    const forAdmin = await json<AppDownloadDto[]>(await call('GET', '/aplicativos', { token: admin }));
    expect(forAdmin.some((a) => a.id === pending.id)).toBe(true);
    expect((await call('GET', `/aplicativos/${pending.id}/descargar`, { token: admin })).status).toBe(404);
  });

  it('delete removes the row (soft) and the file, and is audited', async () => {
    const entry = await create({ name: 'Borrar' });
    await json(await upload(entry.id, zipBytes(64), 'borrar.apk'));
    const [row] = await h.database.db.select().from(appDownloads).where(eq(appDownloads.id, entry.id));
    expect(storedFiles()).toContain(row?.fileKey);
    expect((await call('DELETE', `/aplicativos/${entry.id}`, { token: admin })).status).toBe(204);
    expect(storedFiles()).not.toContain(row?.fileKey);
    const [gone] = await h.database.db.select().from(appDownloads).where(eq(appDownloads.id, entry.id));
    expect(gone?.deletedAt).not.toBeNull();
    expect((await call('GET', `/aplicativos/${entry.id}/descargar`, { token: admin })).status).toBe(404);
    const list = await json<AppDownloadDto[]>(await call('GET', '/aplicativos', { token: admin }));
    expect(list.some((a) => a.id === entry.id)).toBe(false);
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, entry.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['app_download.create', 'app_download.delete', 'app_download.upload']);
  });
});

describe('privileges and input', () => {
  it('a 421-only user lists and downloads but cannot manage', async () => {
    expect((await call('GET', '/aplicativos', { token: reader })).status).toBe(200);
    const entry = await create({ name: 'Solo lectura' });
    expect((await upload(entry.id, zipBytes(64), 'a.apk', reader)).status).toBe(403);
    const post = await call('POST', '/aplicativos', {
      token: reader,
      body: JSON.stringify({ name: 'x', platform: 'android', appVersion: '1' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(post.status).toBe(403);
    expect((await call('DELETE', `/aplicativos/${entry.id}`, { token: reader })).status).toBe(403);
  });

  it('stock@ (neither 421 nor 300) gets 403; no token 401', async () => {
    expect((await call('GET', '/aplicativos', { token: stock })).status).toBe(403);
    const list = await json<AppDownloadDto[]>(await call('GET', '/aplicativos', { token: admin }));
    const withFile = list.find((a) => a.hasFile);
    expect((await call('GET', `/aplicativos/${withFile?.id}/descargar`, { token: stock })).status).toBe(403);
    expect((await call('GET', '/aplicativos')).status).toBe(401);
  });

  it('malformed bodies answer 4xx with a message', async () => {
    for (const body of [
      { name: '', platform: 'android', appVersion: '1' },
      { name: 'x', platform: 'symbian', appVersion: '1' },
      { name: 'x', platform: 'android', appVersion: '' },
      { name: 'x', platform: 'android', appVersion: '1', url: 'javascript:alert(1)' },
      { name: 'x', platform: 'android', appVersion: '1', extra: 1 },
    ]) {
      const res = await call('POST', '/aplicativos', {
        token: admin,
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
    // A lone UTF-16 surrogate or a NUL in any text (an outside audit saw the row written, then the
    // audit insert fail with 422): refused before anything is written, on create and on update.
    const before = (await (await call('GET', '/aplicativos', { token: admin })).json()) as unknown[];
    const target = await create({ name: 'Intacto' });
    for (const text of ['Terminal \ud800', 'Terminal \udc00x', 'Terminal \u0000']) {
      for (const [method, path] of [
        ['POST', '/aplicativos'],
        ['PUT', `/aplicativos/${target.id}`],
      ] as const) {
        const res = await call(method, path, {
          token: admin,
          // JSON.stringify writes a lone surrogate as its \u escape: the server parses it back.
          body: `{"name":${JSON.stringify(text)},"platform":"android","appVersion":"1"}`,
          headers: { 'content-type': 'application/json', 'accept-language': 'de' },
        });
        expect(res.status, `${method} ${JSON.stringify(text)}`).toBe(422);
        expect(((await res.json()) as { message: string }).message).toBe('Der Text enthält ungültige Zeichen');
      }
    }
    const after = (await (await call('GET', '/aplicativos', { token: admin })).json()) as { id: string; name: string }[];
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((a) => a.id === target.id)?.name).toBe('Intacto');
    const bad = await call('POST', '/aplicativos', {
      token: admin,
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect((await upload(uuidv7(), zipBytes(64), 'a.apk')).status).toBe(404);
    const entry = await create({ name: 'Sin nombre' });
    expect((await call('POST', `/aplicativos/${entry.id}/archivo`, { token: admin, body: zipBytes(64) })).status).toBe(422);
  });
});
