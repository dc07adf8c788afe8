// The authority's code tables (issue 34): the job `einvoice.params` asks the venue's provider for
// them (an AFIP provider answers FEParamGetTiposCbte/TiposDoc/TiposIva/TiposMonedas/PtosVenta/
// CondicionIvaReceptor) and pins them in afip_params for the venue's environment, replacing what was
// pinned in one transaction. A provider without tables (EN 16931) pins nothing. Enqueued when saved
// settings change the certificate or the key (settings.service.ts).
import { eq } from 'drizzle-orm';
import type { EInvoiceEnvironment } from '../../src/contract/einvoicing';
import type { Db } from '../db/client';
import { afipParams, einvoicingSettings } from '../db/schema';
import { defineJob } from '../lib/jobs';
import type { EInvoiceProvider } from './provider';

/**
 * The code tables an AFIP provider answers (server/einvoicing/afip/provider.ts `paramTables()`:
 * FEParamGetTiposCbte/TiposDoc/TiposIva/TiposMonedas/PtosVenta/CondicionIvaReceptor). Not on the
 * provider port: a provider without them (EN 16931) pins nothing.
 */
interface ParamTables {
  voucherTypes: { id: number; description: string }[];
  documentTypes: { id: number; description: string }[];
  vatRates: { id: number; description: string }[];
  currencies: { id: string; description: string }[];
  pointsOfSale: { id: number; description: string; blocked: boolean }[];
  receiverVatConditions: { id: number; description: string; classes: string }[];
}

/** The tables as afip_params rows (kind, code, description). */
export function paramRows(t: ParamTables): { kind: string; code: string; description: string }[] {
  const rows = (kind: string, items: { id: number | string; description: string }[]) =>
    items.map((i) => ({ kind, code: String(i.id), description: i.description }));
  return [
    ...rows('cbte_tipo', t.voucherTypes),
    ...rows('doc_tipo', t.documentTypes),
    ...rows('iva', t.vatRates),
    ...rows('moneda', t.currencies),
    ...t.pointsOfSale.map((p) => ({
      kind: 'pto_venta',
      code: String(p.id),
      description: p.blocked ? `${p.description} (bloqueado)` : p.description,
    })),
    ...t.receiverVatConditions.map((c) => ({
      kind: 'condicion_iva_receptor',
      code: String(c.id),
      description: `${c.description} (${c.classes})`,
    })),
  ];
}

/** `einvoice.params`: pins the authority's code tables for the venue's environment. */
export const paramsJob = defineJob<{ venueId: string }>('einvoice.params', {
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
  handler: async ({ venueId }, { db, einvoicing }) => {
    if (!einvoicing) throw new Error('e-invoicing is not available to this process’s jobs');
    const [settings] = await db
      .select({ environment: einvoicingSettings.environment })
      .from(einvoicingSettings)
      .where(eq(einvoicingSettings.venueId, venueId));
    if (!settings) return;
    const provider = (await einvoicing.providerFor(db, venueId)) as EInvoiceProvider &
      Partial<{ paramTables(): Promise<ParamTables> }>;
    if (!provider.paramTables) return;
    await pinParams(db, settings.environment as EInvoiceEnvironment, paramRows(await provider.paramTables()));
  },
});

/** Replaces an environment's pinned code tables in one transaction. */
export async function pinParams(
  db: Db,
  environment: EInvoiceEnvironment,
  rows: { kind: string; code: string; description: string }[],
) {
  const fetchedAt = new Date();
  await db.transaction(async (tx) => {
    await tx.delete(afipParams).where(eq(afipParams.environment, environment));
    if (rows.length > 0)
      await tx
        .insert(afipParams)
        .values(rows.map((r) => ({ environment, kind: r.kind, code: r.code, description: r.description, fetchedAt })))
        .onConflictDoNothing();
  });
}
