// How the API's answers leave (server/lib/api-answers.ts): small JSON answers on the light path and
// everything else on the general one carry the same headers — hono's secureHeaders() defaults,
// cache-control no-store unless the route says otherwise, the request id — and large bodies are
// compressed for a client that accepts it (large JSON: brotli before gzip).
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSecurityHeaders, jsonEncoding } from '../../server/lib/api-answers';
import { createHarness, type Harness } from './harness';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin@noctua.test');
});
afterAll(async () => {
  await h?.close();
});

/** What hono's own secureHeaders() sets with the API's options (no HSTS in tests). */
async function referenceHeaders(hsts: string | false): Promise<Record<string, string>> {
  const app = new Hono();
  app.use('*', secureHeaders({ strictTransportSecurity: hsts }));
  app.get('/', (c) => c.text(''));
  const res = await app.request('/');
  const out: Record<string, string> = {};
  res.headers.forEach((v, k) => {
    if (k !== 'content-type') out[k] = v;
  });
  return out;
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

function expectSecure(res: Response, expected: Record<string, string>) {
  for (const [k, v] of Object.entries(expected)) expect(res.headers.get(k), k).toBe(v);
}

describe('API answers', () => {
  it('spells out exactly the headers of hono secureHeaders(), with and without HSTS', async () => {
    expect(lowerCased(apiSecurityHeaders(false))).toEqual(await referenceHeaders(false));
    const hsts = 'max-age=31536000; includeSubDomains';
    expect(lowerCased(apiSecurityHeaders(hsts))).toEqual(await referenceHeaders(hsts));
  });

  it('a small JSON answer: security headers, no-store, its length, JSON, a request id', async () => {
    const expected = await referenceHeaders(false);
    const res = await h.request('GET', '/account/my-account', { token: admin, headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expectSecure(res, expected);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-encoding')).toBeNull();
    const text = await res.text();
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect((JSON.parse(text) as { user: { email: string } }).user.email).toBe('admin@noctua.test');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('errors carry the same headers', async () => {
    const expected = await referenceHeaders(false);
    for (const res of [
      await h.request('GET', '/account/my-account'),
      await h.request('GET', '/no/such/thing', { token: admin }),
      await h.request('POST', '/account/login', { rawBody: '{not json' }),
    ]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expectSecure(res, expected);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-request-id')).toBeTruthy();
      expect(typeof ((await res.json()) as { message: unknown }).message).toBe('string');
    }
  });

  it('a large JSON answer is gzipped for a client that accepts it, with the same headers', async () => {
    const expected = await referenceHeaders(false);
    const path = '/sync/pull?tables=goods&limit=500';
    const zipped = await h.request('GET', path, { token: admin, headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expectSecure(zipped, expected);
    expect(zipped.headers.get('cache-control')).toBe('no-store');
    const body = JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')) as { changes: unknown[] };
    expect(body.changes.length).toBeGreaterThan(10);
    const plain = await h.request('GET', path, { token: admin });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { changes: unknown[] }).changes.length).toBe(body.changes.length);
  });

  it('a large JSON answer goes out in brotli where the client takes it, the same answer as plain', async () => {
    const expected = await referenceHeaders(false);
    const path = '/sync/pull?tables=goods&limit=500';
    const plain = await h.request('GET', path, { token: admin });
    const text = await plain.text();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const zipped = await h.request('GET', path, { token: admin, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('br');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(zipped.headers.get('content-type')).toMatch(/^application\/json/);
    expect(zipped.headers.get('cache-control')).toBe('no-store');
    expect(zipped.headers.get('x-request-id')).toBeTruthy();
    expectSecure(zipped, expected);
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(Buffer.byteLength(text) / 3);
    expect(JSON.parse(brotliDecompressSync(bytes).toString('utf8'))).toEqual(JSON.parse(text));
    // Brotli refused: gzip.
    const refused = await h.request('GET', path, { token: admin, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await refused.arrayBuffer())).toString('utf8'))).toEqual(JSON.parse(text));
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(jsonEncoding(undefined)).toBeNull();
    expect(jsonEncoding('')).toBeNull();
    expect(jsonEncoding('identity')).toBeNull();
    expect(jsonEncoding('gzip, deflate')).toBe('gzip');
    expect(jsonEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(jsonEncoding('BR')).toBe('br');
    expect(jsonEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(jsonEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(jsonEncoding('*')).toBe('br');
    expect(jsonEncoding('*;q=0.3, gzip;q=0.2')).toBe('br');
    expect(jsonEncoding('gzip;q=0, *')).toBe('br');
    expect(jsonEncoding('deflate')).toBeNull();
  });

  it('a text answer carries the same headers', async () => {
    const expected = await referenceHeaders(false);
    const version = await h.request('GET', '/version.txt');
    expect(version.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(version.headers.get('cache-control')).toBe('no-store');
    expectSecure(version, expected);
    expect(version.headers.get('x-request-id')).toBeTruthy();
  });

  it('echoes a plain request id and replaces one that is not', async () => {
    const given = await h.request('GET', '/account/my-account', { token: admin, headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const odd = await h.request('GET', '/account/my-account', { token: admin, headers: { 'x-request-id': 'a b<c>' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
