// A venue never sees or touches another venue's rows (issue 32 item 2). Venue 1 is the seeded demo;
// venue 2 gets its own admin — every privilege code, at venue 2 only — and its own content. Then:
// - every route of the app with a path parameter (enumerated from the app itself: a new one fails
//   here until it has a probe in cross-venue-probes.ts or a reason in NOT_VENUE_ROWS) is called by
//   venue 2's admin with venue 1's ids: refused, the database unchanged, while venue 1's admin
//   reaches the same row with the same request;
// - every GET without a path parameter answers venue 2's admin nothing of venue 1's (no id of any
//   row venue 1 had before venue 2 existed);
// - the files: venue 1's installer and cover stay as they were, served to venue 1 only.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { readEnv } from '../../server/env';
import { createLogger } from '../../server/lib/logger';
import { pushJob } from '../../server/routes/account/notifications.service';
import type { AppDownloadDto } from '../../src/contract/downloads';
import { uuidv7 } from '../../src/contract/uuid';
import { type Fixture, NOT_VENUE_ROWS, PROBES, type Probe, QUERY_PROBES } from './cross-venue-probes';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let app: ReturnType<typeof createApp>;
let dataDir: string;
let admin1: string;
let admin2: string;
let f: Fixture;
/** Every uuid of every row before venue 2 existed: all of it venue 1's (or its users'). */
let venue1Ids: Set<string>;
/** Venue 2's own post and app download. */
let own: { post: string; download: string };

type Rows<T> = T[] | { rows: T[] };
const rowsOf = <T>(r: Rows<T>): T[] => (Array.isArray(r) ? r : r.rows);
async function query<T>(text: string): Promise<T[]> {
  return rowsOf((await h.database.db.execute(sql.raw(text))) as unknown as Rows<T>);
}
async function idOf(text: string): Promise<string> {
  const [row] = await query<{ id: string }>(text);
  if (!row) throw new Error(`no row for: ${text}`);
  return row.id;
}

function call(method: string, url: string, token: string, init: { body?: unknown; upload?: Probe['upload'] } = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let body: BodyInit | undefined;
  if (init.upload) {
    headers['x-file-name'] = init.upload.name;
    headers['content-type'] = 'application/octet-stream';
    body = init.upload.bytes as Uint8Array<ArrayBuffer>;
  } else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  return Promise.resolve(app.request(`/noctua/api${url}`, { method, headers, body }));
}

/** A fingerprint of every table but the sessions' last-seen times and the sign-in throttle. */
async function digest(): Promise<Record<string, string>> {
  const tables = await query<{ t: string }>(
    `select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
       and table_name not in ('user_sessions', 'login_throttle') and table_name not like '%drizzle%'`,
  );
  const union = tables
    .map(
      ({ t }) =>
        `select '${t}' as t, count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text as d from "${t}" x`,
    )
    .join(' union all ');
  return Object.fromEntries((await query<{ t: string; d: string }>(union)).map((r) => [r.t, r.d]));
}
const changed = (a: Record<string, string>, b: Record<string, string>) => Object.keys(b).filter((t) => a[t] !== b[t]);

/** The routes the app mounts under /api, as "METHOD /path". */
function appRoutes(): string[] {
  return app.routes
    .filter((r) => r.method !== 'ALL' && r.path.includes('/api/') && !r.path.includes('*'))
    .map((r) => `${r.method} ${r.path.replace(/^.*\/api/, '')}`)
    .filter((r, i, all) => all.indexOf(r) === i);
}

async function findFixture(): Promise<Fixture> {
  const venue = await idOf(`select id from venues limit 1`);
  const night = (status: string) => idOf(`select id from nights where status = '${status}' order by business_date desc limit 1`);
  const nightSpare = uuidv7();
  await h.database.db.execute(
    sql`insert into nights (id, venue_id, business_date, opens_at, closes_at) values (${nightSpare}, ${venue}, '2030-01-05', '2030-01-05T23:00:00-03:00', '2030-01-06T06:00:00-03:00')`,
  );
  const good = await idOf(`select good_id as id from good_barcodes limit 1`);
  const countApplied = await idOf(`select id from stock_counts where status = 'applied' limit 1`);
  const line = await query<{ id: string; location_id: string; good_id: string }>(
    `select l.id, c.location_id, l.good_id from stock_count_lines l join stock_counts c on c.id = l.stock_count_id where c.id = '${countApplied}' limit 1`,
  );
  const recount = uuidv7();
  const l = line[0];
  if (!l) throw new Error('no count line');
  await h.database.db.execute(
    sql`insert into recount_tasks (id, location_id, good_id, first_line_id, second_line_id, expected_quantity, counted_quantity) values (${recount}, ${l.location_id}, ${l.good_id}, ${l.id}, ${l.id}, 5, 3)`,
  );
  const nightOpen = await night('open');
  const reservation = await idOf(`select id from reservations where status in ('requested', 'confirmed') limit 1`);
  // A finished party with its table, which no write probe touches: its night's bill.
  const [billed] = await query<{ id: string; night: string }>(
    `select r.id, n.id as night from reservations r join nights n on n.business_date = r.date and n.venue_id = r.venue_id
     where r.status = 'completed' and r.table_id is not null limit 1`,
  );
  const order = uuidv7();
  await h.database.db.execute(
    sql`insert into mobile_orders (id, venue_id, night_id, table_label) values (${order}, ${venue}, ${nightOpen}, 'Mesa 1')`,
  );
  const userId = await idOf(`select id from users where email = 'caja@noctua.test'`);
  const adminId = await idOf(`select id from users where email = 'admin@noctua.test'`);
  const contact = uuidv7();
  await h.database.db.execute(
    sql`insert into contacts (id, venue_id, kind, name) values (${contact}, ${venue}, 'supplier', 'Proveedor')`,
  );
  const pushDevice = uuidv7();
  await h.database.db.execute(
    sql`insert into push_tokens (id, user_id, token) values (${pushDevice}, ${adminId}, 'token-admin-1')`,
  );
  const movement = await idOf(
    `select m.id from cash_movements m join cash_accounts a on a.id = m.account_id where a.kind = 'bank' and m.kind = 'expense' limit 1`,
  );
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const attachment = (
    await json<{ id: string }>(
      await call('POST', `/cashflow/movimientos/${movement}/adjuntos`, admin1, { upload: { name: 'r.png', bytes: png } }),
      201,
    )
  ).id;
  const transferSent = await idOf(`select id from transfer_notes where status = 'sent' limit 1`);
  const post = await query<{ id: string; slug: string }>(`select id, slug from blog_posts order by created_at limit 1`);
  // A push to venue 1's admin that ran out of attempts.
  const failedJob = (await h.jobs.enqueue(h.database.db, pushJob, {
    venueId: venue,
    userId: adminId,
    notification: {
      id: uuidv7(),
      title: 'Aviso',
      description: '',
      messageId: null,
      params: null,
      img: null,
      click: null,
      isRead: '0',
      createdAt: new Date().toISOString(),
    },
  })) as string;
  await h.database.db.execute(sql`update pgboss.job set state = 'failed', completed_on = now() where id = ${failedJob}::uuid`);
  // A served kitchen order of venue 1 (on a seeded table), with one line: venue 1's admin gets 409s.
  const kitchenOrder = uuidv7();
  const kitchenLine = uuidv7();
  await h.database.db.execute(
    sql`insert into kitchen_orders (id, table_id, status) values (${kitchenOrder}, (select id from resto_tables limit 1), 'served')`,
  );
  await h.database.db.execute(
    sql`insert into kitchen_order_lines (id, order_id, product_id, quantity, status) values (${kitchenLine}, ${kitchenOrder}, (select id from products limit 1), 1, 'served')`,
  );
  const invoicePending = uuidv7();
  await h.database.db.execute(
    sql`insert into invoices (id, venue_id, afip_pos_number, type, date, net, total, status) values (${invoicePending}, ${venue}, 1, 'B', '2030-01-05', 1000, 1210, 'pending')`,
  );
  // Purchasing (issue 38): the seed's suppliers and orders, and a receipt with its invoice.
  const supplier = await idOf(`select id from suppliers order by name limit 1`);
  const orderDraft = await idOf(`select id from purchase_orders where status = 'draft' limit 1`);
  const receipt = uuidv7();
  const receiptLine = uuidv7();
  const supplierInvoice = uuidv7();
  await h.database.db.execute(
    sql`insert into goods_receipts (id, venue_id, number, supplier_id, location_id, reason, at)
        values (${receipt}, ${venue}, 900, ${supplier}, (select id from stock_locations where kind = 'warehouse' limit 1), 'Prueba', now())`,
  );
  await h.database.db.execute(
    sql`insert into goods_receipt_lines (id, receipt_id, good_id, quantity, unit_price) values (${receiptLine}, ${receipt}, ${good}, 1, 1000)`,
  );
  await h.database.db.execute(
    sql`insert into supplier_invoices (id, venue_id, supplier_id, receipt_id, number, issued_on, total)
        values (${supplierInvoice}, ${venue}, ${supplier}, ${receipt}, 'X-1', '2030-01-05', 1000)`,
  );
  await h.database.db.execute(
    sql`insert into supplier_invoice_lines (id, invoice_id, receipt_line_id, good_id, quantity, unit_price, received_price)
        values (${uuidv7()}, ${supplierInvoice}, ${receiptLine}, ${good}, 1, 1000, 1000)`,
  );
  return {
    supplier,
    supplierSpare: await idOf(`select id from suppliers order by name desc limit 1`),
    orderDraft,
    orderDraftSupplier: await idOf(`select supplier_id as id from purchase_orders where id = '${orderDraft}'`),
    orderSent: await idOf(`select id from purchase_orders where status = 'sent' limit 1`),
    receipt,
    supplierInvoice,
    venue,
    nightOpen,
    nightClosed: await night('closed'),
    nightSpare,
    bar: await idOf(`select id from stock_locations where kind = 'bar' limit 1`),
    warehouse: await idOf(`select id from stock_locations where kind = 'warehouse' limit 1`),
    good,
    barcode: await idOf(`select id from good_barcodes where good_id = '${good}' limit 1`),
    product: await idOf(`select id from products limit 1`),
    priceList: await idOf(`select id from price_lists limit 1`),
    transferDraft: await idOf(`select id from transfer_notes where status = 'draft' limit 1`),
    transferSent,
    transferSentLine: await idOf(`select id from transfer_note_lines where transfer_note_id = '${transferSent}' limit 1`),
    countSubmitted: await idOf(`select id from stock_counts where status = 'submitted' limit 1`),
    countApplied,
    recount,
    card: await idOf(`select id from vip_cards where status = 'active' limit 1`),
    cardType: await idOf(`select id from card_types limit 1`),
    order,
    reservation,
    billedReservation: billed?.id ?? '',
    billedNight: billed?.night ?? '',
    kitchenOrder,
    kitchenLine,
    pos: await idOf(`select id from points_of_sale where kind = 'bar' limit 1`),
    terminal: await idOf(`select id from terminals limit 1`),
    cancellation: await idOf(`select id from cancellation_requests where status = 'pending' limit 1`),
    freeEntry: await idOf(`select id from free_entries where status = 'issued' limit 1`),
    download: await idOf(`select id from app_downloads limit 1`),
    session: await idOf(`select id from cash_sessions where status = 'open' limit 1`),
    account: await idOf(`select id from cash_accounts where kind = 'bank' limit 1`),
    register: await idOf(`select account_id as id from cash_sessions where status = 'closed' limit 1`),
    category: await idOf(`select id from cash_categories where system_key is null limit 1`),
    movement,
    attachment,
    staffMember: await idOf(`select id from staff_members limit 1`),
    shift: await idOf(`select id from staff_shifts limit 1`),
    sale: await idOf(`select id from sales limit 1`),
    user: userId,
    post: post[0]?.id ?? '',
    postSlug: post[0]?.slug ?? '',
    contact,
    pushDevice,
    failedJob,
    invoice: await idOf(`select id from invoices where status = 'authorized' and credit_note_for_id is null limit 1`),
    invoicePending,
    ...(await restoFixture()),
  };
}

/** The restaurant configuration's rows of venue 1 (the demo seed's). */
async function restoFixture() {
  const restoMenuItem = await idOf(`select m.id from resto_menu_items m join resto_modifiers d on d.menu_item_id = m.id limit 1`);
  const restoArea = await idOf(`select id from resto_areas limit 1`);
  return {
    restoArea,
    restoTable: await idOf(`select id from resto_tables where area_id = '${restoArea}' limit 1`),
    restoStation: await idOf(`select id from resto_stations limit 1`),
    restoMenuItem,
    restoModifier: await idOf(`select id from resto_modifiers where menu_item_id = '${restoMenuItem}' limit 1`),
    restoProduct: await idOf(`select product_id as id from resto_menu_items where id = '${restoMenuItem}'`),
  };
}

beforeAll(async () => {
  h = await createHarness();
  dataDir = mkdtempSync(path.join(tmpdir(), 'noctua-venues-'));
  const env = {
    ...readEnv({ NODE_ENV: 'test', NOCTUA_STATIC_DIR: '/nonexistent', NOCTUA_DATA_DIR: dataDir }),
    logLevel: 'silent',
  };
  app = createApp({ db: h.database.db, env, logger: createLogger('silent'), tokens: h.tokens, jobs: h.jobs });
  admin1 = await h.login('admin@noctua.test');
  f = await findFixture();
  // Venue 1's installer is a file its staff download.
  await json(await call('POST', `/aplicativos/${f.download}/archivo`, admin1, { upload: { name: 'pos.zip', bytes: INSTALLER } }));
  const ids = await query<{ id: string }>(
    `select distinct id::text as id from (${(
      await query<{ t: string }>(
        `select table_name as t from information_schema.columns where table_schema = 'public' and column_name = 'id' and data_type = 'uuid'`,
      )
    )
      .map(({ t }) => `select id from "${t}"`)
      .join(' union all ')}) x`,
  );
  venue1Ids = new Set(ids.map((r) => r.id));

  const venue2 = uuidv7();
  await h.database.db.execute(
    sql`insert into venues (id, name, legal_name, tax_id) values (${venue2}, 'Segundo local', 'Segundo SA', '30-99999999-9')`,
  );
  const codes = await query<{ code: string }>(`select code from privileges`);
  admin2 = await h.createUser(
    'admin@segundo.test',
    codes.map((c) => c.code),
    venue2,
    'Admin Segundo',
  );
  const post = await json<{ id: string }>(
    await call('POST', '/blog/posts', admin2, { body: { title: 'Novedades del segundo', body: 'Solo para el segundo local' } }),
    201,
  );
  const download = await json<AppDownloadDto>(
    await call('POST', '/aplicativos', admin2, { body: { name: 'POS segundo', platform: 'android', appVersion: '1.0.0' } }),
    201,
  );
  own = { post: post.id, download: download.id };
}, 240_000);

afterAll(async () => {
  await h?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const INSTALLER = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 8, 7, 6, 5, 4, 3, 2, 1]);

describe('a second venue and its admin', () => {
  it('has a probe or a reason for every route with a path parameter', () => {
    const withParams = appRoutes().filter((r) => r.includes('/:'));
    expect(withParams.length).toBeGreaterThan(80);
    const known = new Set([...Object.keys(PROBES), ...Object.keys(NOT_VENUE_ROWS)]);
    expect(withParams.filter((r) => !known.has(r))).toEqual([]);
    // …and no probe of a route that no longer exists.
    expect([...known].filter((r) => !withParams.includes(r))).toEqual([]);
  });

  it('can neither fetch nor replace venue 1’s installer and cover files', async () => {
    const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
    const bogus = { name: 'malo.zip', bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 6, 6, 6]) };
    expect((await call('POST', `/aplicativos/${f.download}/archivo`, admin2, { upload: bogus })).status).toBe(404);
    expect((await call('GET', `/aplicativos/${f.download}/descargar`, admin2)).status).toBe(404);
    const served = await call('GET', `/aplicativos/${f.download}/descargar`, admin1);
    expect(sha(new Uint8Array(await served.arrayBuffer()))).toBe(sha(INSTALLER));
    const png = { name: 'tapa.png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 7]) };
    const cover = (
      await json<{ coverUrl: string }>(await call('POST', `/blog/posts/${f.post}/cover`, admin1, { upload: png }), 201)
    ).coverUrl;
    expect((await call('POST', `/blog/posts/${f.post}/cover`, admin2, { upload: png })).status).toBe(404);
    const image = await app.request(cover);
    expect(sha(new Uint8Array(await image.arrayBuffer()))).toBe(sha(png.bytes));
    expect((await call('GET', `/blog/post/${f.postSlug}`, admin2)).status).toBe(404);
  });

  it('can neither read nor change venue 1’s rows through any of them, which venue 1 reaches', async () => {
    const wrong: string[] = [];
    for (const [route, probe] of Object.entries(PROBES)) {
      const method = route.split(' ')[0] as string;
      const url = probe.path(f);
      const init = { body: probe.body?.(f), upload: probe.upload };
      const before = await digest();
      const res = await call(method, url, admin2, init);
      const text = await res.text();
      if (!(probe.refused ?? [404]).includes(res.status)) wrong.push(`${route}: venue 2 got ${res.status} ${text.slice(0, 160)}`);
      const touched = changed(before, await digest());
      if (touched.length > 0) wrong.push(`${route}: venue 2 changed ${touched.join(', ')}`);
      const control = await call(method, url, admin1, init);
      if (process.env.NOCTUA_PROBE_LOG) console.log(`${route}\t${res.status}\t${control.status}`);
      if (control.status === 404 || control.status >= 500)
        wrong.push(`${route}: venue 1 got ${control.status} ${(await control.text()).slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
  }, 600_000);

  it('reads nothing of venue 1 through any list', async () => {
    const leaks: string[] = [];
    const foreignIn = (text: string) =>
      [...new Set(text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [])].filter((id) =>
        venue1Ids.has(id),
      );
    for (const route of appRoutes().filter((r) => r.startsWith('GET ') && !r.includes('/:'))) {
      const res = await call('GET', route.slice(4), admin2);
      const text = await res.text();
      const foreign = foreignIn(text);
      if (foreign.length > 0) leaks.push(`${route} (${res.status}): ${foreign.length} of venue 1's ids, e.g. ${foreign[0]}`);
      const withQuery = QUERY_PROBES[route];
      if (res.status === 422 && !withQuery) leaks.push(`${route}: needs a query, and has no entry in QUERY_PROBES`);
      if (!withQuery) continue;
      // Venue 1's ids in the query, then ids that exist nowhere: venue 2 must not tell them apart.
      const query = withQuery(f);
      const theirs = await call('GET', `${route.slice(4)}?${query}`, admin2);
      const nobodys = await call('GET', `${route.slice(4)}?${query.replace(/[0-9a-f-]{36}/g, () => uuidv7())}`, admin2);
      const [a, b] = [await theirs.text(), await nobodys.text()];
      if (theirs.status !== nobodys.status || a !== b) leaks.push(`${route}?${query}: ${theirs.status} ${a.slice(0, 200)}`);
      if (foreignIn(a).length > 0) leaks.push(`${route}?${query}: venue 1's ids in the answer`);
      const control = await call('GET', `${route.slice(4)}?${query}`, admin1);
      if (control.status !== 200) leaks.push(`${route}?${query}: venue 1 got ${control.status}`);
    }
    expect(leaks).toEqual([]);
  }, 240_000);

  it('registers the EAN of a bottle venue 1 also stocks, without touching venue 1’s', async () => {
    const [code] = await query<{ id: string; barcode: string }>(
      `select id, barcode from good_barcodes where good_id = '${f.good}'`,
    );
    if (!code) throw new Error('no barcode');
    const before = await digest();
    const good = {
      sku: 'SEG-1',
      name: 'La misma botella',
      category: 'Destilados',
      unit: 'bottle',
      content: 750,
      unitCost: 1000,
      supplier: '',
      supplierPack: 1,
      active: true,
      barcodes: [code.barcode],
    };
    const res = await json<{ barcodes: { id: string; barcode: string }[] }>(
      await call('POST', '/catalogo/mercaderias', admin2, { body: good }),
      201,
    );
    expect(res.barcodes.map((b) => b.barcode)).toEqual([code.barcode]);
    expect(res.barcodes[0]?.id).not.toBe(code.id);
    expect(changed(before, await digest()).sort()).toEqual(['good_barcodes', 'goods']);
    const [still] = await query<{ good_id: string }>(`select good_id from good_barcodes where id = '${code.id}'`);
    expect(still?.good_id).toBe(f.good);
  });

  it('sees its own post and app, which venue 1 does not', async () => {
    const posts = async (token: string) =>
      (await json<{ posts: { id: string }[] }>(await call('GET', '/blog/posts', token))).posts.map((p) => p.id);
    const apps = async (token: string) =>
      (await json<AppDownloadDto[]>(await call('GET', '/aplicativos', token))).map((a) => a.id);
    expect(await posts(admin2)).toEqual([own.post]);
    expect(await posts(admin1)).not.toContain(own.post);
    expect(await apps(admin2)).toEqual([own.download]);
    expect(await apps(admin1)).not.toContain(own.download);
  });
});
