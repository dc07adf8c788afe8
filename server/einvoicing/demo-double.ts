// The local double of AFIP served by the app itself (issue 34: "`npm start` in demo mode points at it
// too, so a prospect can issue an invoice"), at /<product>/afip-double, for the venues whose
// e-invoicing environment is 'double'. It keeps its vouchers in memory: at start it is told the last
// number and date the database already holds per (CUIT, point of sale, type) — the demo data's and
// those issued before a restart — so it goes on from there, as the authority would.
import { and, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { einvoicingSettings, invoices } from '../db/schema';
import { createAfipDouble, type InitialLast } from './afip-double';
import { AFIP_CBTE_TIPO, type InvoiceType } from './provider';

export async function createDemoAfipDouble(db: Db) {
  return createAfipDouble({ initialLast: await doubleInitialLast(db) });
}

/** The last number and date authorised per sequence of the 'double' venues (the tests' doubles start there too). */
export async function doubleInitialLast(db: Db): Promise<InitialLast[]> {
  const rows = await db
    .select({
      cuit: einvoicingSettings.cuit,
      pointOfSale: invoices.afipPosNumber,
      type: invoices.type,
      number: max(invoices.number),
      date: sql<string>`max(${invoices.date})::text`,
    })
    .from(invoices)
    .innerJoin(einvoicingSettings, eq(einvoicingSettings.venueId, invoices.venueId))
    .where(and(eq(einvoicingSettings.environment, 'double'), eq(invoices.status, 'authorized'), isNotNull(invoices.number)))
    .groupBy(einvoicingSettings.cuit, invoices.afipPosNumber, invoices.type);
  return rows
    .filter((r) => r.number !== null && r.type in AFIP_CBTE_TIPO)
    .map((r) => ({
      cuit: r.cuit.replace(/\D/g, ''),
      pointOfSale: r.pointOfSale,
      cbteTipo: AFIP_CBTE_TIPO[r.type as InvoiceType],
      number: r.number ?? 0,
      date: r.date,
    }));
}
