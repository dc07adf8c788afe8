// Keep proving it (issue 15): every POST, PUT and DELETE route the app mounts — enumerated from
// the app itself, not a hand list — gets malformed bodies and junk ids as the admin (who passes
// every privilege guard, so the bodies reach validation and the services). None may answer 5xx,
// and a refused request (4xx) must leave every table as it was.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const BODIES: [string, string][] = [
  ['empty', ''],
  ['not JSON', '{"a": '],
  ['an array', '[1,2,3]'],
  ['wrong types', JSON.stringify({ id: 42, name: ['x'], amount: 'mucho', people: -1, at: 'ayer', codes: 'all' })],
  ['a lone surrogate and NUL', JSON.stringify({ name: 'a\ud800b', note: 'x\u0000y', reason: '\ud83d' })],
  ['huge numbers', '{"amount": 1e308, "quantity": 9007199254740993, "people": 1e9, "price": -1e20}'],
];

/** Rows in every table of the public schema, in one statement. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = (await h.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%drizzle%'`,
  )) as unknown as { rows: { table_name: string }[] };
  const rows = 'rows' in tables ? tables.rows : (tables as unknown as { table_name: string }[]);
  const union = rows.map((r) => `select '${r.table_name}' as t, count(*)::int as n from "${r.table_name}"`).join(' union all ');
  const counted = (await h.database.db.execute(sql.raw(union))) as unknown as { rows: { t: string; n: number }[] };
  const list = 'rows' in counted ? counted.rows : (counted as unknown as { t: string; n: number }[]);
  return Object.fromEntries(list.map((r) => [r.t, Number(r.n)]));
}

describe('malformed input on every write route', () => {
  it('never answers 5xx, and a refusal writes nothing', async () => {
    const routes = h.app.routes
      .filter((r) => ['POST', 'PUT', 'DELETE', 'PATCH'].includes(r.method) && r.path.includes('/api/'))
      .map((r) => ({ method: r.method, path: r.path.replace(/^.*\/api/, '') }))
      .filter((r, i, all) => all.findIndex((o) => o.method === r.method && o.path === r.path) === i)
      // Signing out everywhere and sign-in/up answer by design; they are covered by their own tests.
      .filter((r) => !r.path.includes('*'));
    expect(routes.length).toBeGreaterThan(60);
    const failures: string[] = [];
    let before = await rowCounts();
    for (const { method, path } of routes) {
      const concrete = path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, '0190a5f4-0000-7000-8000-00000000dead');
      for (const [label, body] of BODIES) {
        const res = await h.app.request(`/noctua/api${concrete}`, {
          method,
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
          body: method === 'DELETE' ? undefined : body,
        });
        if (res.status >= 500) failures.push(`${method} ${path} (${label}): ${res.status} ${await res.text()}`);
        else if (res.status >= 400) {
          const answer = (await res.json().catch(() => null)) as { message?: unknown } | null;
          if (typeof answer?.message !== 'string') failures.push(`${method} ${path} (${label}): ${res.status} without a message`);
          const after = await rowCounts();
          const changed = Object.keys(after).filter((t) => after[t] !== before[t] && t !== 'login_throttle');
          if (changed.length > 0) failures.push(`${method} ${path} (${label}): refused but changed ${changed.join(', ')}`);
          before = after;
        } else before = await rowCounts();
        if (method === 'DELETE') break;
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
