// Migration 0022 (issue 31, item 4) on a database written before it: the system categories get
// their key from their default name (a live one, the oldest; a renamed or retired one does not),
// and the floats, closes and count differences the old demo seed booked without a source get the
// one the live path writes — once per session, never where one was already booked — with the
// ledger's append-only guard back on afterwards. On an embedded database (PGlite): the migration is
// the same SQL on PostgreSQL, which every API test file applies from scratch.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/contract/uuid';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/db/migrations');

let pg: PGlite;
let before: string;
const id = {
  venue: uuidv7(),
  night: uuidv7(),
  register: uuidv7(),
  safe: uuidv7(),
  session: uuidv7(),
  short: uuidv7(),
  shortRenamed: uuidv7(),
  over: uuidv7(),
  wagesRetired: uuidv7(),
  bar: uuidv7(),
  float: uuidv7(),
  close: uuidv7(),
  difference: uuidv7(),
  manualShort: uuidv7(),
};

/** The migrations folder as it was before 0022. */
function migrationsBefore0022(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'noctua-mig-'));
  mkdirSync(path.join(dir, 'meta'));
  for (const f of readdirSync(MIGRATIONS))
    if (f.endsWith('.sql') && f < '0022') copyFileSync(path.join(MIGRATIONS, f), path.join(dir, f));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < 22);
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  pg = new PGlite();
  const db = drizzle(pg);
  before = migrationsBefore0022();
  await migrate(db, { migrationsFolder: before });
  const at = "'2026-11-20T23:00:00-03:00'";
  await pg.exec(`
    insert into venues (id, name, legal_name, tax_id) values ('${id.venue}', 'Local viejo', 'Viejo SA', '30-1');
    insert into nights (id, venue_id, business_date, opens_at, closes_at, status)
      values ('${id.night}', '${id.venue}', '2026-11-20', ${at}, '2026-11-21T06:00:00-03:00', 'closed');
    insert into cash_accounts (id, venue_id, kind, name) values ('${id.register}', '${id.venue}', 'register', 'Caja Barra'),
      ('${id.safe}', '${id.venue}', 'safe', 'Caja fuerte');
    insert into cash_sessions (id, account_id, night_id, opening_float, status, counted_amount, expected_amount)
      values ('${id.session}', '${id.register}', '${id.night}', 8000000, 'closed', 9950000, 10000000);
    insert into cash_categories (id, venue_id, kind, name, created_at) values
      ('${id.short}', '${id.venue}', 'expense', 'Faltante de caja', '2026-01-02'),
      ('${id.shortRenamed}', '${id.venue}', 'expense', 'Faltantes', '2026-01-01'),
      ('${id.over}', '${id.venue}', 'income', 'Sobrante de caja', '2026-01-01'),
      ('${id.bar}', '${id.venue}', 'income', 'Ventas de barra', '2026-01-01');
    insert into cash_categories (id, venue_id, kind, name, deleted_at)
      values ('${id.wagesRetired}', '${id.venue}', 'expense', 'Sueldos y jornales', now());
    insert into cash_movements (id, account_id, at, night_id, kind, amount, category_id, note, transfer_group_id) values
      (gen_random_uuid(), '${id.safe}', ${at}, '${id.night}', 'transfer', -8000000, null, 'Fondo fijo de apertura', '${id.float}'),
      (gen_random_uuid(), '${id.register}', ${at}, '${id.night}', 'transfer', 8000000, null, 'Fondo fijo de apertura', '${id.float}'),
      (gen_random_uuid(), '${id.register}', ${at}, '${id.night}', 'income', 2000000, '${id.bar}', 'Ventas en efectivo', null),
      ('${id.difference}', '${id.register}', ${at}, '${id.night}', 'expense', -50000, '${id.short}', 'Diferencia en el arqueo de cierre', null),
      ('${id.manualShort}', '${id.register}', ${at}, '${id.night}', 'expense', -1000, '${id.short}', 'Faltó un billete', null),
      (gen_random_uuid(), '${id.register}', ${at}, '${id.night}', 'transfer', -9950000, null, 'Cierre de caja: recaudación al tesoro', '${id.close}'),
      (gen_random_uuid(), '${id.safe}', ${at}, '${id.night}', 'transfer', 9950000, null, 'Cierre de caja: recaudación al tesoro', '${id.close}');
  `);
  await migrate(db, { migrationsFolder: MIGRATIONS });
}, 120_000);
afterAll(async () => {
  await pg?.close();
  if (before) rmSync(before, { recursive: true, force: true });
});

describe('migration 0022 on a database written before it', () => {
  it('keys the live categories that bear a default name; renamed or retired ones stay the venue’s own', async () => {
    const { rows } = await pg.query<{ id: string; system_key: string | null }>(
      `select id, system_key from cash_categories where venue_id = $1`,
      [id.venue],
    );
    const key = new Map(rows.map((r) => [r.id, r.system_key]));
    expect(key.get(id.short)).toBe('register_short');
    expect(key.get(id.shortRenamed)).toBeNull();
    expect(key.get(id.over)).toBe('register_over');
    expect(key.get(id.bar)).toBe('sales_bar');
    expect(key.get(id.wagesRetired)).toBeNull();
  });

  it('gives the session’s float, close and difference their source, and nothing else', async () => {
    const { rows } = await pg.query<{
      id: string;
      transfer_group_id: string | null;
      source_type: string | null;
      source_id: string | null;
    }>(`select id, transfer_group_id, source_type, source_id from cash_movements`);
    const of = (group: string) => rows.filter((r) => r.transfer_group_id === group);
    expect(of(id.float).map((r) => [r.source_type, r.source_id])).toEqual([
      ['cash_session_float', id.session],
      ['cash_session_float', id.session],
    ]);
    expect(of(id.close).map((r) => [r.source_type, r.source_id])).toEqual([
      ['cash_session_close', id.session],
      ['cash_session_close', id.session],
    ]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(id.difference)).toMatchObject({ source_type: 'cash_session_difference', source_id: id.session });
    // A shortage booked by hand under the same category is not the count's difference.
    expect(byId.get(id.manualShort)).toMatchObject({ source_type: null, source_id: null });
    expect(rows.filter((r) => r.source_type !== null)).toHaveLength(5);
  });

  it('leaves the cash ledger append-only', async () => {
    await expect(pg.query(`update cash_movements set note = 'x' where id = $1`, [id.difference])).rejects.toThrow(/append-only/);
  });
});
