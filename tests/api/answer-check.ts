// Every JSON answer an API test receives is checked against the schema its route documents with
// `responds()` (server/lib/openapi.ts): a route whose answer drifts from the OpenAPI document (and
// so from the client's generated types) fails whichever test called it, not only openapi.test.ts.
// Routes without a description for that status are not checked (the UNDESCRIBED list of
// openapi.test.ts says which). NOCTUA_CHECK_ANSWERS=0 turns the check off.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { findTargetHandler } from 'hono/utils/handler';
import { uniqueSymbol } from 'hono-openapi';

interface Validator {
  validate(value: unknown): Promise<{ issues?: readonly unknown[] }> | { issues?: readonly unknown[] };
}
interface Described {
  method: string;
  pattern: RegExp;
  params: number;
  path: string;
  answers: Record<string, Validator | undefined>;
}

type Spec = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

const byApp = new WeakMap<object, Described[]>();

function describedRoutes(app: Hono): Described[] {
  let found = byApp.get(app);
  if (found) return found;
  found = [];
  for (const route of app.routes) {
    const spec = (findTargetHandler(route.handler) as unknown as Record<symbol, { spec?: Spec } | undefined>)[uniqueSymbol]?.spec;
    if (!spec?.responses) continue;
    const answers: Described['answers'] = {};
    for (const [status, response] of Object.entries(spec.responses)) {
      const schema = response.content?.['application/json']?.schema as Validator | undefined;
      if (schema && typeof schema.validate === 'function') answers[status] = schema;
    }
    const source = route.path
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    found.push({
      method: route.method,
      pattern: new RegExp(`^${source}/?$`),
      params: (route.path.match(/:/g) ?? []).length,
      path: route.path,
      answers,
    });
  }
  byApp.set(app, found);
  return found;
}

/** The answer's text, decoded as the server compressed it (server/lib/api-answers.ts: br or gzip for large JSON). */
function bodyText(bytes: Buffer, encoding: string | null): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  if (encoding && encoding !== 'identity') throw new Error(`cannot check an answer in ${encoding}`);
  return bytes.toString('utf8');
}

/** Throws when `res` (2xx JSON) does not match what the matched route documents for its status. */
export async function checkAnswer(app: Hono, method: string, url: string, res: Response): Promise<void> {
  if (process.env.NOCTUA_CHECK_ANSWERS === '0') return;
  if (res.status < 200 || res.status >= 300) return;
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) return;
  const path = url.split('?')[0] ?? url;
  // The most specific matching route: a static segment wins over a parameter, as in Hono's router.
  const matching = describedRoutes(app)
    .filter((r) => r.method === method && r.pattern.test(path))
    .sort((a, b) => a.params - b.params);
  const route = matching[0];
  // A route may describe several statuses with several responds() (201 created, 200 replayed).
  const validator = matching.filter((r) => r.path === route?.path).find((r) => r.answers[String(res.status)])?.answers[
    String(res.status)
  ];
  if (!route) return;
  if (!validator) {
    const documented = matching.filter((r) => r.path === route.path).flatMap((r) => Object.keys(r.answers));
    // A described route answering a success status it does not document (201 documented as 200).
    if (documented.length > 0)
      throw new Error(`${method} ${route.path} answered ${res.status}, documented only ${documented.join(', ')}`);
    return;
  }
  const text = bodyText(Buffer.from(await res.clone().arrayBuffer()), res.headers.get('content-encoding'));
  if (!text) return;
  const result = await validator.validate(JSON.parse(text));
  if (result.issues?.length) {
    const issues = JSON.stringify(result.issues, (key, value) => (key === 'schema' ? undefined : value)).slice(0, 1500);
    throw new Error(`${method} ${route.path} answered ${res.status} outside its documented schema: ${issues}`);
  }
}
