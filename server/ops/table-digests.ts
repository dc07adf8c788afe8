// What a backup promises about every table: its row count and a content hash (the md5 of its rows'
// text, in a fixed order and with fixed output settings, so the same rows hash the same on any
// connection). The backup writes them into its manifest from the very snapshot it dumped; the
// restore checks the restored database against them before it keeps it, and the backup test
// compares a wiped-and-restored database with the original the same way.

/** A database to ask: a pg Client or a PGlite, both `query(text) → { rows }`. */
export interface Queryable {
  query<T>(text: string): Promise<{ rows: T[] }>;
}

export interface TableDigest {
  rows: number;
  md5: string;
}

/** Schema-qualified table name → digest. */
export type TableDigests = Record<string, TableDigest>;

/** The schemas a Noctua database keeps: its tables, and Drizzle's record of the migrations applied. */
export const SCHEMAS = ['public', 'drizzle'] as const;

/** Output settings that make a row's text the same on every connection (set for the transaction). */
export const DIGEST_SETTINGS = [
  "SET LOCAL TimeZone = 'UTC'",
  "SET LOCAL DateStyle = 'ISO, YMD'",
  "SET LOCAL IntervalStyle = 'postgres'",
  'SET LOCAL extra_float_digits = 1',
  "SET LOCAL bytea_output = 'hex'",
];

// pg_catalog rather than information_schema: the same tables, in 40 ms instead of 700 on PGlite.
const LIST_TABLES = `select n.nspname || '.' || c.relname as name from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname in (${SCHEMAS.map((s) => `'${s}'`).join(', ')}) order by 1`;

const NAME = /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/;

/** `schema.table` quoted; refuses anything but plain lower-case names (they go into SQL text). */
export function quoted(name: string): string {
  if (!NAME.test(name)) throw new Error(`unexpected table name: ${name}`);
  const [schema, table] = name.split('.');
  return `"${schema}"."${table}"`;
}

/** The query answering one table's `rows` and `md5`. */
export function digestQuery(name: string): string {
  return `select count(*)::int as rows, coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as md5 from ${quoted(name)} t`;
}

/** Every table's digest. Call inside a transaction (the settings are SET LOCAL; one snapshot). */
export async function tableDigests(db: Queryable): Promise<TableDigests> {
  for (const setting of DIGEST_SETTINGS) await db.query(setting);
  const tables = (await db.query<{ name: string }>(LIST_TABLES)).rows.map((r) => r.name);
  const out: TableDigests = {};
  for (const name of tables) {
    const [row] = (await db.query<TableDigest>(digestQuery(name))).rows;
    out[name] = { rows: row?.rows ?? 0, md5: row?.md5 ?? '' };
  }
  return out;
}

/** Rows in every table but Drizzle's migration record: 0 for a database that holds no venue data. */
export async function dataRows(db: Queryable): Promise<number> {
  const tables = (await db.query<{ name: string }>(LIST_TABLES)).rows.map((r) => r.name).filter((n) => n.startsWith('public.'));
  let total = 0;
  for (const name of tables) {
    const [row] = (await db.query<{ n: number }>(`select count(*)::int as n from ${quoted(name)}`)).rows;
    total += row?.n ?? 0;
  }
  return total;
}

/** The tables whose digest differs between what a backup promised and what a database holds. */
export function differences(expected: TableDigests, actual: TableDigests): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names]
    .sort()
    .filter((n) => expected[n]?.rows !== actual[n]?.rows || expected[n]?.md5 !== actual[n]?.md5)
    .map(
      (n) =>
        `${n}: expected ${expected[n]?.rows ?? 'no table'} rows (${expected[n]?.md5 ?? '-'}), found ${actual[n]?.rows ?? 'no table'} (${actual[n]?.md5 ?? '-'})`,
    );
}

/**
 * A PL/pgSQL block that raises (and so rolls back the transaction it runs in) unless the database
 * holds exactly `expected`: the PostgreSQL restore runs it after loading, inside its transaction.
 */
export function verifyBlock(expected: TableDigests): string {
  const checks = Object.entries(expected).map(([name, d]) => {
    if (!/^[0-9a-f]{0,32}$/.test(d.md5) || !Number.isInteger(d.rows)) throw new Error(`bad digest for ${name}`);
    return `  SELECT q.rows, q.md5 INTO r FROM (${digestQuery(name)}) q;
  IF r.rows <> ${d.rows} OR r.md5 <> '${d.md5}' THEN
    RAISE EXCEPTION 'restore check: % holds % rows (%), the backup % (%)', '${name}', r.rows, r.md5, ${d.rows}, '${d.md5}';
  END IF;`;
  });
  const count = Object.keys(expected).length;
  return `${DIGEST_SETTINGS.map((s) => `${s};`).join('\n')}
DO $noctua_verify$
DECLARE r record; n int;
BEGIN
  SELECT count(*) INTO n FROM (${LIST_TABLES}) t;
  IF n <> ${count} THEN RAISE EXCEPTION 'restore check: % tables, the backup %', n, ${count}; END IF;
${checks.join('\n')}
END
$noctua_verify$;
`;
}
