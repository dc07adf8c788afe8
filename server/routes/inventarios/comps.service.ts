// Reading comps (cortesías): the rows of some nights with their bar, product, reason, authoriser and
// cost (the comp screen's list of the night, and the balance sheet's drill-down), and the staff who
// may authorise one (the form's select). Writing is the offline command (comps.commands.ts) and POS
// ingestion (domain/sales-ingest*.ts).
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { CompAuthoriserDto, CompReason, CompRowDto } from '../../../src/contract/comps';
import type { Db } from '../../db/client';
import { users, userVenues } from '../../db/schema';

export interface CompFilter {
  nightIds: readonly string[];
  reason?: CompReason;
  locationId?: string;
  /** Back-office comps authorised by, or POS comps rung up by, this user (billing's "comps given"). */
  givenBy?: string;
  terminalId?: string;
  limit: number;
}

type Raw = {
  id: string;
  at: Date | string;
  night_id: string;
  location_id: string;
  location: string;
  product_id: string;
  product: string;
  quantity: string;
  reason: CompReason;
  note: string;
  authorised_by_id: string;
  authorised_by: string;
  recorded_by: string | null;
  source: CompRowDto['source'];
  sale_id: string | null;
  terminal: string | null;
  cost_cents: string;
  counted: boolean;
};

const name = (alias: string) => sql.raw(`coalesce(nullif(${alias}.display_name, ''), ${alias}.email)`);

/** The comps of the nights (newest first, at most `limit`), in the venue of those nights. */
export async function listComps(db: Db, f: CompFilter): Promise<CompRowDto[]> {
  if (f.nightIds.length === 0) return [];
  const where: SQL[] = [sql`c.night_id = any(${sql.param(f.nightIds)}::uuid[])`, sql`c.deleted_at is null`];
  if (f.reason) where.push(sql`c.reason = ${f.reason}`);
  if (f.locationId) where.push(sql`c.location_id = ${f.locationId}`);
  if (f.givenBy)
    where.push(
      sql`((c.source = 'backoffice' and c.authorised_by = ${f.givenBy}) or (c.source = 'pos' and s.cashier_id = ${f.givenBy}))`,
    );
  if (f.terminalId) where.push(sql`c.terminal_id = ${f.terminalId}`);
  const result = (await db.execute(sql`
    select c.id, c.at, c.night_id, c.location_id, l.name as location, c.product_id, p.name as product, c.quantity,
      c.reason, c.note, c.authorised_by as authorised_by_id, ${name('a')} as authorised_by, ${name('r')} as recorded_by,
      c.source, c.sale_id, t.name as terminal, c.cost_cents, (s.id is null or s.status = 'completed') as counted
    from comps c join stock_locations l on l.id = c.location_id join products p on p.id = c.product_id
    join users a on a.id = c.authorised_by left join users r on r.id = c.recorded_by
    left join sales s on s.id = c.sale_id left join terminals t on t.id = c.terminal_id
    where ${sql.join(where, sql` and `)}
    order by c.at desc, c.id desc limit ${f.limit}`)) as unknown as { rows: Raw[] };
  return result.rows.map((r) => ({
    id: r.id,
    at: new Date(r.at).toISOString(),
    nightId: r.night_id,
    locationId: r.location_id,
    location: r.location,
    productId: r.product_id,
    product: r.product,
    quantity: Number(r.quantity),
    reason: r.reason,
    note: r.note,
    authorisedById: r.authorised_by_id,
    authorisedBy: r.authorised_by,
    recordedBy: r.recorded_by,
    source: r.source,
    saleId: r.sale_id,
    terminal: r.terminal,
    costCents: Number(r.cost_cents),
    counted: r.counted,
  }));
}

/** The venue's active staff, by name: who may authorise a comp. */
export async function compAuthorisers(db: Db, venueId: string): Promise<CompAuthoriserDto[]> {
  const rows = await db
    .select({ id: users.id, displayName: users.displayName, email: users.email })
    .from(users)
    .innerJoin(userVenues, and(eq(userVenues.userId, users.id), eq(userVenues.venueId, venueId)))
    .where(and(isNull(users.deletedAt), eq(users.active, true)))
    .orderBy(asc(users.displayName), asc(users.email));
  return rows.map((r) => ({ id: r.id, name: r.displayName || r.email }));
}
