// The OpenAPI document (issue 33 item 4, server/openapi.ts): every route the app mounts under
// /noctua/api is in it, each with its answer's schema (the routes still to describe are listed
// below, and the list may only shrink), it is valid OpenAPI 3.1, real answers of the main routes
// match the schema the document was generated from, the reference page works without a CDN under
// its own CSP, and the committed client types (generated/api.gen.ts) are generated from it.
import { readFileSync } from 'node:fs';
import { compileErrors, validate } from '@readme/openapi-parser';
import { Hono } from 'hono';
import { findTargetHandler } from 'hono/utils/handler';
import { uniqueSymbol } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTypesText } from '../../scripts/api-types';
import { responds } from '../../server/lib/openapi';
import { operationsOf } from '../../server/openapi';
import { checkAnswer } from './answer-check';
import { createHarness, type Harness, json } from './harness';

const API = '/noctua/api';

let h: Harness;
let admin: string;
let doc: OpenAPIV3_1.Document;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin@noctua.test');
  doc = await json<OpenAPIV3_1.Document>(await h.request('GET', '/openapi.json'));
});
afterAll(async () => {
  await h?.close();
});

/** `METHOD /path/{param}` of every route mounted under /noctua/api (middlewares and the catch-all left out). */
function mountedOperations(): string[] {
  const out = new Set<string>();
  for (const route of h.app.routes) {
    if (!route.path.startsWith(`${API}/`) || route.method === 'ALL' || route.path.endsWith('*')) continue;
    const path = route.path.slice(API.length).replace(/:([^/{?]+)(\{[^}]*\})?\??/g, '{$1}');
    out.add(`${route.method} ${path}`);
  }
  return [...out].sort();
}

function documentedOperations(): Map<string, OpenAPIV3_1.OperationObject> {
  return new Map(operationsOf(doc).map(({ path, method, operation }) => [`${method.toUpperCase()} ${path}`, operation]));
}

/** Whether the operation describes its success: a 2xx with a schema, or a 204. */
function describesAnswer(operation: OpenAPIV3_1.OperationObject): boolean {
  return Object.entries(operation.responses ?? {}).some(([status, response]) => {
    if (status === '204') return true;
    if (!status.startsWith('2') || !response || '$ref' in response) return false;
    return Object.values(response.content ?? {}).some((media) => media.schema !== undefined);
  });
}

describe('the OpenAPI document', () => {
  it('holds every mounted route', () => {
    const documented = documentedOperations();
    const mounted = mountedOperations();
    expect(mounted.length).toBeGreaterThan(200);
    expect(mounted.filter((op) => !documented.has(op))).toEqual([]);
    // …and nothing that is not mounted.
    expect([...documented.keys()].filter((op) => !mounted.includes(op))).toEqual([]);
  });

  it('describes the answer of every route (responds() or respondsWithout() in its route file)', () => {
    const undescribed = [...documentedOperations()].filter(([, op]) => !describesAnswer(op)).map(([key]) => key);
    expect(undescribed).toEqual([]);
  });

  it('gives every operation a tag, a 4xx `{ message }` answer and its security', () => {
    const named = new Set((doc.tags ?? []).map((t) => t.name));
    for (const { path, method, operation } of operationsOf(doc)) {
      const where = `${method} ${path}`;
      expect(operation.tags?.length, where).toBe(1);
      expect(named.has(operation.tags?.[0] ?? ''), where).toBe(true);
      expect(
        Object.keys(operation.responses ?? {}).some((s) => s.startsWith('4')),
        where,
      ).toBe(true);
    }
    const ops = documentedOperations();
    expect(ops.get('GET /audit')?.security).toEqual([{ accessToken: [] }]);
    expect((ops.get('GET /audit') as Record<string, unknown>)['x-privileges']).toEqual(['300']);
    expect(ops.get('POST /ingest/sales')?.security).toEqual([{ terminalKey: [] }]);
    expect(ops.get('POST /account/login')?.security).toBeUndefined();
    expect(ops.get('GET /audit')?.parameters?.map((p) => ('name' in p ? p.name : ''))).toContain('entity');
  });

  it('is valid OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('matches the committed client types (npm run api:types)', async () => {
    const committed = readFileSync(new URL('../../generated/api.gen.ts', import.meta.url), 'utf8');
    expect(committed === (await apiTypesText(JSON.stringify(doc))), 'generated/api.gen.ts is stale: npm run api:types').toBe(
      true,
    );
  });
});

/** The valibot schema a route's `responds()` documents for `status`, to check a real answer with. */
function answerValidator(method: string, path: string, status = '200') {
  for (const route of h.app.routes) {
    if (route.method !== method || route.path !== `${API}${path}`) continue;
    const spec = (findTargetHandler(route.handler) as unknown as Record<symbol, { spec?: OpenAPIV3_1.OperationObject }>)[
      uniqueSymbol
    ]?.spec;
    const response = spec?.responses?.[status] as OpenAPIV3_1.ResponseObject | undefined;
    const schema = response?.content?.['application/json']?.schema as unknown as
      | { validate(value: unknown): Promise<{ issues?: unknown }> | { issues?: unknown } }
      | undefined;
    if (schema?.validate) return schema;
  }
  throw new Error(`no documented ${status} answer for ${method} ${path}`);
}

describe('real answers match their documented schema', () => {
  const samples: [string, string, string][] = [
    ['GET', '/account/my-account', '/account/my-account'],
    ['GET', '/nights/current', '/nights/current'],
    ['GET', '/audit', '/audit'],
    ['GET', '/venue-settings/ajustes', '/venue-settings/ajustes'],
    ['GET', '/venue-settings/sistema', '/venue-settings/sistema'],
    ['GET', '/user/profile', '/user/profile'],
  ];
  it.each(samples)('%s %s', async (method, path, url) => {
    const body = await json<unknown>(await h.request(method, url, { token: admin }));
    const result = await answerValidator(method, path).validate(body);
    expect(result.issues, JSON.stringify(result.issues)).toBeUndefined();
  });

  it('every API test checks its answers: one outside the documented schema fails the request', async () => {
    const app = new Hono();
    app.get('/noctua/api/probe/:id', responds(v.object({ cents: v.number() })), (c) =>
      c.json({ cents: c.req.param('id') === 'ok' ? 1 : 'one' }),
    );
    await expect(checkAnswer(app, 'GET', '/noctua/api/probe/ok', await app.request('/noctua/api/probe/ok'))).resolves.toBe(
      undefined,
    );
    await expect(checkAnswer(app, 'GET', '/noctua/api/probe/bad', await app.request('/noctua/api/probe/bad'))).rejects.toThrow(
      /GET \/noctua\/api\/probe\/:id answered 200 outside its documented schema/,
    );
  });

  it('an error answers the documented { message }', async () => {
    const res = await h.request('GET', '/audit');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: expect.any(String) });
  });
});

describe('the reference page', () => {
  it('loads Swagger UI from this server under a CSP that allows only its own scripts', async () => {
    const page = await h.request('GET', '/reference');
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(sources.length).toBe(3);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    for (const source of sources) {
      expect(source).not.toMatch(/^(https?:)?\/\//);
      const res = await h.request('GET', `/${source}`);
      expect(res.status, source).toBe(200);
      expect((await res.text()).length, source).toBeGreaterThan(100);
    }
    expect((await h.request('GET', '/reference/package.json')).status).toBe(404);
  });
});
