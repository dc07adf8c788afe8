// Electronic invoices already authorised by AFIP: type B for customers who asked for one at the
// bar or the ticket office, type A for two corporate events. CAE, expiry and the QR URL follow
// AFIP's formats (the QR's `p` is base64 of the JSON the authority specifies); the figures come
// from the lines (VAT-included prices) as every invoice's do (server/domain/invoice-totals.ts).

import { invoiceTotals } from '../../domain/invoice-totals';
import { AFIP_CBTE_TIPO } from '../../einvoicing/provider';
import { qrUrl } from '../../einvoicing/qr';
import { invoiceLines, invoices } from '../schema';
import { addDays, atLocal, DAY, localDate } from './calendar';
import { cents, type SeedContext } from './context';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from './data/names';
import { randomCuit } from './documents';
import type { SaleRecord } from './sales';
import type { Venue } from './venue';

/** A private event invoiced to a company and paid by transfer, for the cash flow. */
export interface PrivateEvent {
  atMs: number;
  customer: string;
  total: number;
  invoice: string;
}

const AFIP_DOC: Record<string, number> = { CUIT: 80, DNI: 96, CF: 99 };

export function buildInvoices(ctx: SeedContext, venue: Venue, recent: SaleRecord[]): PrivateEvent[] {
  const { sink, ids } = ctx;
  const rng = ctx.rng.fork('invoices');
  const numbers = new Map<string, number>();
  const next = (pos: number, type: string) => {
    const key = `${pos}|${type}`;
    const n = (numbers.get(key) ?? 1000 + pos * 137) + 1;
    numbers.set(key, n);
    return n;
  };
  const cae = () => `7${String(rng.int(5000, 9999))}${String(rng.int(0, 99_999_999)).padStart(8, '0')}${rng.int(0, 9)}`;

  const write = (o: {
    atMs: number;
    pos: number;
    type: 'A' | 'B';
    docType: string;
    docNumber: string;
    customer: string;
    /** RG 5616's CondicionIVAReceptorId: 1 RI, 5 consumidor final. */
    vatConditionId: number;
    saleId: string | null;
    lines: { description: string; quantity: number; unitPrice: number }[];
  }) => {
    const date = localDate(o.atMs);
    const number = next(o.pos, o.type);
    const totals = invoiceTotals(
      o.lines.map((l) => ({ ...l, vatRate: 21 })),
      o.type,
    );
    const code = cae();
    const at = new Date(o.atMs + 10 * 60_000);
    const id = ids.at(o.atMs);
    sink.add(invoices, {
      id,
      venueId: venue.id,
      afipPosNumber: o.pos,
      type: o.type,
      number,
      date,
      customerDocType: o.docType,
      customerDocNumber: o.docNumber,
      customerName: o.customer,
      customerVatConditionId: o.vatConditionId,
      net: totals.net,
      vat: totals.breakdown.map(({ rate, base, amount }) => ({ rate, base, amount })),
      total: totals.total,
      currency: 'ARS',
      cae: code,
      caeExpiry: addDays(date, 10),
      status: 'authorized',
      qrUrl: qrUrl({
        date,
        cuit: venue.taxId,
        pointOfSale: o.pos,
        cbteTipo: AFIP_CBTE_TIPO[o.type],
        number,
        total: totals.total,
        docType: Number(o.docType),
        docNumber: o.docNumber,
        cae: code,
      }),
      authorizedAt: at,
      attempts: 1,
      saleId: o.saleId,
      createdAt: at,
      updatedAt: at,
    });
    for (const line of o.lines) {
      sink.add(invoiceLines, { id: ids.at(o.atMs), invoiceId: id, ...line, vatRate: 21, createdAt: at, updatedAt: at });
    }
    return {
      label: `${o.type} ${String(o.pos).padStart(4, '0')}-${String(number).padStart(8, '0')}`,
      total: totals.total,
    };
  };

  // Type B on request: card or transfer payers, identified by DNI above the anonymous limit.
  const candidates = recent.filter((s) => s.row.status === 'completed' && (s.payment === 'card' || s.payment === 'transfer'));
  const typeB = Math.max(1, ctx.profile.invoices - 2);
  for (const sale of rng.sample(candidates, Math.min(typeB, candidates.length))) {
    const identified = rng.chance(0.5);
    const female = rng.chance(0.5);
    const dni = String(rng.int(25_000_000, 46_999_999));
    write({
      atMs: sale.atMs,
      pos: sale.pos.afipPosNumber,
      type: 'B',
      docType: String(identified ? AFIP_DOC.DNI : AFIP_DOC.CF),
      docNumber: identified ? dni : '0',
      customer: identified ? `${rng.pick(female ? FEMALE_NAMES : MALE_NAMES)} ${rng.pick(SURNAMES)}` : 'Consumidor final',
      vatConditionId: 5,
      saleId: sale.id,
      lines: sale.lines.map((l) => ({ description: l.product.spec.name, quantity: l.qty, unitPrice: l.unitPrice })),
    });
  }

  // Two corporate events, invoiced A from the main ticket office's point of sale.
  const events: PrivateEvent[] = [];
  const office = venue.pos.find((p) => p.kind === 'ticket_office') ?? venue.pos[0];
  const companies = ['Eventos Corporativos Delta S.R.L.', 'Laboratorios Andinos S.A.'];
  companies.slice(0, Math.min(2, ctx.profile.invoices)).forEach((customer, i) => {
    const day = localDate(ctx.nowMs - (10 + i * 17) * DAY);
    const atMs = atLocal(day, 16).getTime();
    const guests = rng.int(80, 160);
    // Quoted net, so the lines carry the quote plus 21 % (every invoice line is VAT-included).
    const withVat = (net: number) => Math.round(net * 1.21);
    const lines = [
      {
        description: 'Alquiler del salón para evento privado (jornada completa)',
        quantity: 1,
        unitPrice: withVat(cents(rng.int(30, 45) * 100_000)),
      },
      { description: `Servicio de barra libre — ${guests} invitados`, quantity: guests, unitPrice: withVat(cents(28_000)) },
      { description: 'DJ, sonido e iluminación', quantity: 1, unitPrice: withVat(cents(1_200_000)) },
    ];
    const invoice = write({
      atMs,
      pos: office?.afipPosNumber ?? 1,
      type: 'A',
      docType: String(AFIP_DOC.CUIT),
      docNumber: randomCuit(rng, '30').replace(/-/g, ''),
      customer,
      vatConditionId: 1,
      saleId: null,
      lines,
    });
    events.push({ atMs: atMs + 3 * DAY, customer, total: invoice.total, invoice: invoice.label });
  });
  return events;
}
