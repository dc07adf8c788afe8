// The venue-content migration (issue 32, item 2: "…_venue_content.sql") on a database written
// before it: blog posts go to their author's venue, app downloads to the venue of whoever created
// them (their audit row), audit rows to their writer's venue; what has none of those goes to the
// first venue. Slugs become unique per venue. A database without any venue drops its posts and
// downloads (nobody could read them). Barcodes take their good's venue and are unique per venue.
// Found by its name, not its number, so a renumbering at merge keeps the test.
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

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The migrations folder as it was before the venue-content migration. */
function migrationsBefore(): string {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as Journal;
  const mine = journal.entries.find((e) => e.tag.endsWith('_venue_content'));
  if (!mine) throw new Error('no venue_content migration');
  const dir = mkdtempSync(path.join(tmpdir(), 'noctua-mig-'));
  mkdirSync(path.join(dir, 'meta'));
  const kept = journal.entries.filter((e) => e.idx < mine.idx);
  for (const f of readdirSync(MIGRATIONS))
    if (kept.some((e) => f === `${e.tag}.sql`)) copyFileSync(path.join(MIGRATIONS, f), path.join(dir, f));
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  return dir;
}

const id = {
  first: uuidv7(),
  second: uuidv7(),
  secondWriter: uuidv7(),
  homeless: uuidv7(),
  postBySecond: uuidv7(),
  postByHomeless: uuidv7(),
  postAnonymous: uuidv7(),
  appBySecond: uuidv7(),
  appUnknown: uuidv7(),
  good: uuidv7(),
  barcode: uuidv7(),
};

let pg: PGlite;
let empty: PGlite;
let before: string;

async function userRow(pgi: PGlite, userId: string, venue: string | null, email: string) {
  await pgi.query(
    `insert into users (id, email, first_name, last_name, display_name, password_hash, default_venue_id)
     values ($1, $2, 'A', 'B', 'A B', 'x', $3)`,
    [userId, email, venue],
  );
}

beforeAll(async () => {
  before = migrationsBefore();
  pg = new PGlite();
  await migrate(drizzle(pg), { migrationsFolder: before });
  await pg.exec(`
    insert into venues (id, name, legal_name, tax_id, created_at) values
      ('${id.second}', 'Segundo', 'Segundo SA', '30-2', '2026-02-01'),
      ('${id.first}', 'Primero', 'Primero SA', '30-1', '2026-01-01');
  `);
  await userRow(pg, id.secondWriter, id.second, 'b@x.test');
  await userRow(pg, id.homeless, null, 'h@x.test');
  await pg.exec(`
    insert into blog_posts (id, title, slug, body, author_id) values
      ('${id.postBySecond}', 'Del segundo', 'noticia', 'x', '${id.secondWriter}'),
      ('${id.postByHomeless}', 'Sin local', 'otra', 'x', '${id.homeless}'),
      ('${id.postAnonymous}', 'Anónimo', 'anonima', 'x', null);
    insert into goods (id, venue_id, sku, name, category, unit) values ('${id.good}', '${id.second}', 'F-1', 'Fernet', 'Aperitivos', 'bottle');
    insert into good_barcodes (id, good_id, barcode) values ('${id.barcode}', '${id.good}', '7790290001234');
    insert into app_downloads (id, name, platform, app_version) values
      ('${id.appBySecond}', 'POS', 'android', '1'),
      ('${id.appUnknown}', 'Satélite', 'windows', '1');
    insert into audit_log (id, user_id, action, entity, entity_id) values
      (gen_random_uuid(), '${id.secondWriter}', 'app_download.create', 'app_downloads', '${id.appBySecond}'),
      (gen_random_uuid(), '${id.homeless}', 'account.update', 'users', '${id.homeless}'),
      (gen_random_uuid(), null, 'ingest', 'sales', 'x');
  `);
  await migrate(drizzle(pg), { migrationsFolder: MIGRATIONS });

  empty = new PGlite();
  await migrate(drizzle(empty), { migrationsFolder: before });
  await empty.exec(`
    insert into blog_posts (id, title, slug, body) values ('${uuidv7()}', 'Huérfana', 'huerfana', 'x');
    insert into app_downloads (id, name, platform, app_version) values ('${uuidv7()}', 'POS', 'android', '1');
  `);
  await migrate(drizzle(empty), { migrationsFolder: MIGRATIONS });
}, 180_000);
afterAll(async () => {
  await pg?.close();
  await empty?.close();
  if (before) rmSync(before, { recursive: true, force: true });
});

const venueOf = async (table: string) =>
  new Map(
    (await pg.query<{ id: string; venue_id: string }>(`select id, venue_id from ${table}`)).rows.map((r) => [r.id, r.venue_id]),
  );

describe('the venue-content migration on a database written before it', () => {
  it('gives each post its author’s venue, or the first venue', async () => {
    const venue = await venueOf('blog_posts');
    expect(venue.get(id.postBySecond)).toBe(id.second);
    expect(venue.get(id.postByHomeless)).toBe(id.first);
    expect(venue.get(id.postAnonymous)).toBe(id.first);
  });

  it('gives each app download its creator’s venue, or the first venue', async () => {
    const venue = await venueOf('app_downloads');
    expect(venue.get(id.appBySecond)).toBe(id.second);
    expect(venue.get(id.appUnknown)).toBe(id.first);
  });

  it('gives each audit row its writer’s venue; a writer without one leaves it empty', async () => {
    const { rows } = await pg.query<{ action: string; venue_id: string | null }>(`select action, venue_id from audit_log`);
    const venue = new Map(rows.map((r) => [r.action, r.venue_id]));
    expect(venue.get('app_download.create')).toBe(id.second);
    expect(venue.get('account.update')).toBeNull();
    expect(venue.get('ingest')).toBeNull();
  });

  it('makes slugs unique per venue, and venues required from now on', async () => {
    await pg.query(
      `insert into blog_posts (id, venue_id, title, slug, body) values (gen_random_uuid(), $1, 'Otra noticia', 'noticia', 'y')`,
      [id.first],
    );
    await expect(
      pg.query(
        `insert into blog_posts (id, venue_id, title, slug, body) values (gen_random_uuid(), $1, 'Repetida', 'noticia', 'y')`,
        [id.second],
      ),
    ).rejects.toThrow(/blog_posts_venue_slug_uq/);
    await expect(
      pg.query(`insert into blog_posts (id, title, slug, body) values (gen_random_uuid(), 'Sin local', 'sin-local', 'y')`),
    ).rejects.toThrow(/venue_id/);
    await expect(
      pg.query(`insert into app_downloads (id, name, platform, app_version) values (gen_random_uuid(), 'x', 'ios', '1')`),
    ).rejects.toThrow(/venue_id/);
  });

  it('gives each barcode its good’s venue, and makes codes unique per venue', async () => {
    const venue = await venueOf('good_barcodes');
    expect(venue.get(id.barcode)).toBe(id.second);
    const other = uuidv7();
    await pg.query(
      `insert into goods (id, venue_id, sku, name, category, unit) values ($1, $2, 'F-1', 'Fernet', 'x', 'bottle')`,
      [other, id.first],
    );
    await pg.query(
      `insert into good_barcodes (id, venue_id, good_id, barcode) values (gen_random_uuid(), $1, $2, '7790290001234')`,
      [id.first, other],
    );
    await expect(
      pg.query(`insert into good_barcodes (id, venue_id, good_id, barcode) values (gen_random_uuid(), $1, $2, '7790290001234')`, [
        id.second,
        id.good,
      ]),
    ).rejects.toThrow(/good_barcodes_venue_barcode_uq/);
  });

  it('drops the posts and downloads of a database without any venue', async () => {
    const posts = await empty.query<{ n: number }>(`select count(*)::int as n from blog_posts`);
    const apps = await empty.query<{ n: number }>(`select count(*)::int as n from app_downloads`);
    expect([posts.rows[0]?.n, apps.rows[0]?.n]).toEqual([0, 0]);
  });
});
