// The app's files (server/app.ts, scripts/precompress.mjs): the build writes a brotli and a gzip
// copy of each text file, and the server sends the one the browser takes as it is — the same bytes
// as the file once decoded, with the file's own content type and cache headers. A file without a
// copy (small, or not text) is sent as before. No database is involved: it runs on the PGlite pass
// of the API suite only.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../server/app';
import { type Database, openDatabase } from '../../server/db/client';
import { readEnv } from '../../server/env';
import { startAppJobs } from '../../server/job-kinds';
import type { Jobs } from '../../server/lib/jobs';
import { createLogger } from '../../server/lib/logger';
import { createTokenService } from '../../server/lib/tokens';
import { testDbKind } from './harness';

const root = path.resolve(import.meta.dirname, '../..');
let dir: string;
let database: Database;
let app: Hono;
let jobs: Jobs;
const script = `console.log(${JSON.stringify('Noctua '.repeat(600))});\n`;
const png = randomBytes(4096);

const once = testDbKind() === 'pglite';

beforeAll(async () => {
  if (!once) return;
  dir = mkdtempSync(path.join(tmpdir(), 'noctua-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>Noctua</title>${'<p>shell</p>'.repeat(200)}`);
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(dir, 'assets', 'tiny-abc123.js'), 'export {};\n');
  writeFileSync(path.join(dir, 'assets', 'photo-abc123.png'), png);
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/precompress.mjs'), dir], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  database = await openDatabase({ memory: true, from: new Blob([readFileSync(inject('apiSeeded'))]) });
  const env = { ...readEnv({ NODE_ENV: 'test', NOCTUA_STATIC_DIR: dir }), logLevel: 'silent' as const };
  const tokens = createTokenService(new Uint8Array(randomBytes(32)), env.tokenTtlSeconds);
  jobs = await startAppJobs({ database, logger: createLogger('silent') });
  app = createApp({ db: database.db, env, logger: createLogger('silent'), tokens, jobs }) as unknown as Hono;
});
afterAll(async () => {
  await jobs?.stop();
  await database?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const get = (file: string, acceptEncoding?: string) =>
  app.request(`/noctua/${file}`, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe.skipIf(!once)('the app files', () => {
  it('the build wrote a brotli and a gzip copy of the text files that are worth it, none of the rest', () => {
    for (const file of ['index.html', 'assets/app-abc123.js']) {
      expect(existsSync(path.join(dir, `${file}.br`)), file).toBe(true);
      expect(existsSync(path.join(dir, `${file}.gz`)), file).toBe(true);
    }
    for (const file of ['assets/tiny-abc123.js', 'assets/photo-abc123.png']) {
      expect(existsSync(path.join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(path.join(dir, `${file}.gz`)), file).toBe(false);
    }
  });

  it('sends the copy the browser takes, the same script once decoded, with its own headers', async () => {
    const br = await get('assets/app-abc123.js', 'gzip, deflate, br, zstd');
    const gzip = await get('assets/app-abc123.js', 'gzip, deflate');
    const plain = await get('assets/app-abc123.js');
    const bodies = {
      br: brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8'),
      gzip: gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString('utf8'),
      plain: await plain.text(),
    };
    expect(bodies).toEqual({ br: script, gzip: script, plain: script });
    expect([
      br.headers.get('content-encoding'),
      gzip.headers.get('content-encoding'),
      plain.headers.get('content-encoding'),
    ]).toEqual(['br', 'gzip', null]);
    for (const res of [br, gzip, plain]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    }
    expect(Number(br.headers.get('content-length'))).toBeLessThan(script.length / 10);
  });

  it('sends a file without a copy as before: small ones as they are, images untouched', async () => {
    const tiny = await get('assets/tiny-abc123.js', 'gzip, br');
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('export {};\n');
    const photo = await get('assets/photo-abc123.png', 'gzip, br');
    expect(photo.headers.get('content-encoding')).toBeNull();
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(png);
  });
});
