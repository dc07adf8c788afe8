// What the e-invoicing forms read from what people type, and what they send. Amounts and
// quantities go through the app's one number reader (src/contract/numbers.ts: "1.500,50" is
// fifteen hundred pesos and fifty cents on every screen); the contract's schema has the last word
// before anything is sent, so the form refuses exactly what the server would.
import * as v from 'valibot';
import {
  EINVOICE_VAT_RATES,
  type EInvoiceCreditNoteBody,
  type EInvoiceDetailDto,
  type EInvoiceIssueBody,
  einvoiceCreditNoteSchema,
  einvoiceIssueSchema,
  isValidCuit,
} from '../../contract/einvoicing';
import { moneyInputText, type NumberError, numberInputText, parseMoney, parseQuantity } from '../../contract/numbers';
import type { DocType, VatConditionId, VenueVatCondition } from './labels';

export type VatRate = (typeof EINVOICE_VAT_RATES)[number];
export const DEFAULT_VAT_RATE: VatRate = 21;
/** The most a unit price may be, in pesos (what nobody types by mistake). */
const MAX_UNIT_PRICE = 1_000_000_000;

// ───────────── Customer ─────────────

/** A document number as typed, without the dashes, dots and spaces people write in a CUIT. */
export function digitsOf(text: string): string {
  return text.replace(/[-.\s]/g, '');
}

export type CuitState = 'empty' | 'incomplete' | 'valid' | 'invalid';

/** A CUIT/CUIL as it is being typed: the check digit is judged once all eleven digits are there. */
export function cuitState(text: string): CuitState {
  const digits = digitsOf(text);
  if (digits === '') return 'empty';
  if (!/^\d+$/.test(digits) || digits.length > 11) return 'invalid';
  if (digits.length < 11) return 'incomplete';
  return isValidCuit(digits) ? 'valid' : 'invalid';
}

/** 20-12345678-6, as a CUIT is read aloud and printed. */
export function formatCuit(text: string): string {
  const d = digitsOf(text);
  return /^\d{11}$/.test(d) ? `${d.slice(0, 2)}-${d.slice(2, 10)}-${d.slice(10)}` : text;
}

// Buyers to whom a responsable inscripto issues class A (FEParamGetCondicionIvaReceptor: the
// conditions whose allowed classes are A/M/C); everyone else gets B.
const CLASS_A_BUYERS: ReadonlySet<number> = new Set([1, 6, 13, 16]);

/**
 * The letter the invoice will have, as shown before issuing: a monotributo or exempt venue issues
 * C; a responsable inscripto issues A to the buyers above and B to the rest. The server decides.
 */
export function expectedLetter(venue: VenueVatCondition, buyer: number): 'A' | 'B' | 'C' {
  if (venue !== 'responsable_inscripto') return 'C';
  return CLASS_A_BUYERS.has(buyer) ? 'A' : 'B';
}

export interface CustomerDraft {
  docType: DocType;
  docNumber: string;
  name: string;
  vatConditionId: VatConditionId;
}

export const FINAL_CONSUMER: CustomerDraft = { docType: 99, docNumber: '', name: 'Consumidor final', vatConditionId: 5 };

export type CustomerProblem = 'doc-required' | 'cuit' | 'dni' | 'name';

export function customerProblems(c: CustomerDraft): { docNumber?: CustomerProblem; name?: CustomerProblem } {
  const out: { docNumber?: CustomerProblem; name?: CustomerProblem } = {};
  const digits = digitsOf(c.docNumber);
  if (c.docType === 80 || c.docType === 86) {
    if (digits === '') out.docNumber = 'doc-required';
    else if (cuitState(digits) !== 'valid') out.docNumber = 'cuit';
  } else if (c.docType === 96) {
    if (digits === '') out.docNumber = 'doc-required';
    else if (!/^\d{6,8}$/.test(digits) || Number(digits) === 0) out.docNumber = 'dni';
  }
  if (c.name.trim() === '') out.name = 'name';
  return out;
}

// ───────────── Lines ─────────────

export interface LineDraft {
  key: string;
  description: string;
  /** As typed, up to 3 decimals. */
  quantity: string;
  /** Pesos as typed, VAT included. */
  unitPrice: string;
  vatRate: VatRate;
}

export type LineProblem = 'required' | NumberError | 'more-than-invoiced';
export type LineErrors = { description?: LineProblem; quantity?: LineProblem; unitPrice?: LineProblem };

export interface LineInput {
  description: string;
  quantity: number;
  /** Cents, VAT included. */
  unitPrice: number;
  vatRate: VatRate;
}

export function isVatRate(rate: number): rate is VatRate {
  return (EINVOICE_VAT_RATES as readonly number[]).includes(rate);
}

/** A line's amount in cents, VAT included: quantity (3 decimals) × unit price, to the cent. */
export function lineAmount(quantity: number, unitPrice: number): number {
  return Math.round((Math.round(quantity * 1000) * unitPrice) / 1000);
}

export interface ParsedLines {
  lines: LineInput[];
  /** Per line key, what is wrong with it. */
  errors: Record<string, LineErrors>;
  /** Cents, of the lines that read. */
  total: number;
}

export function parseLines(drafts: readonly LineDraft[]): ParsedLines {
  const lines: LineInput[] = [];
  const errors: Record<string, LineErrors> = {};
  let total = 0;
  for (const d of drafts) {
    const e: LineErrors = {};
    const description = d.description.trim();
    if (description === '') e.description = 'required';
    const quantity = parseQuantity(d.quantity, { allowZero: false });
    if (!quantity.ok) e.quantity = quantity.error;
    const price = parseMoney(d.unitPrice, { allowZero: false, max: MAX_UNIT_PRICE });
    if (!price.ok) e.unitPrice = price.error;
    if (quantity.ok && price.ok) total += lineAmount(quantity.value, price.value);
    if (Object.keys(e).length > 0) errors[d.key] = e;
    else if (quantity.ok && price.ok)
      lines.push({ description, quantity: quantity.value, unitPrice: price.value, vatRate: d.vatRate });
  }
  return { lines, errors, total };
}

/** The lines of a sale (or of an invoice) as the editor shows them. */
export function draftsOf(lines: readonly { description: string; quantity: number; unitPrice: number; vatRate: number }[]) {
  return lines.map(
    (l, i): LineDraft => ({
      key: `l${i}`,
      description: l.description,
      quantity: numberInputText(l.quantity),
      unitPrice: moneyInputText(l.unitPrice),
      vatRate: isVatRate(l.vatRate) ? l.vatRate : DEFAULT_VAT_RATE,
    }),
  );
}

// ───────────── Issue ─────────────

export interface IssueDraft {
  /** The client's id: chosen when the dialog opens, so a retry or a double tap issues one invoice. */
  id: string;
  saleId: string | null;
  pointOfSaleId: string;
  customer: CustomerDraft;
  lines: LineDraft[];
}

export interface IssueErrors {
  pointOfSale?: 'required';
  docNumber?: CustomerProblem;
  name?: CustomerProblem;
  lines: Record<string, LineErrors>;
  noLines?: boolean;
  /** What the contract's schema refused that the fields above did not catch (its Spanish text). */
  other?: string;
}

export interface IssueCheck {
  body: EInvoiceIssueBody | null;
  errors: IssueErrors;
  /** Cents, VAT included, of the lines that read. */
  total: number;
}

export function hasIssueErrors(e: IssueErrors): boolean {
  return !!(e.pointOfSale || e.docNumber || e.name || e.noLines || e.other || Object.keys(e.lines).length > 0);
}

export function checkIssue(draft: IssueDraft): IssueCheck {
  const parsed = parseLines(draft.lines);
  const errors: IssueErrors = { ...customerProblems(draft.customer), lines: parsed.errors };
  if (!draft.pointOfSaleId) errors.pointOfSale = 'required';
  if (draft.lines.length === 0) errors.noLines = true;
  if (hasIssueErrors(errors)) return { body: null, errors, total: parsed.total };
  const c = draft.customer;
  const body: EInvoiceIssueBody = {
    id: draft.id,
    pointOfSaleId: draft.pointOfSaleId,
    customer: {
      docType: c.docType,
      docNumber: c.docType === 99 ? '0' : digitsOf(c.docNumber),
      name: c.name.trim(),
      vatConditionId: c.vatConditionId,
    },
    lines: parsed.lines,
    ...(draft.saleId ? { saleId: draft.saleId } : {}),
  };
  const result = v.safeParse(einvoiceIssueSchema, body);
  if (!result.success) return { body: null, errors: { ...errors, other: result.issues[0].message }, total: parsed.total };
  return { body, errors, total: parsed.total };
}

// ───────────── Credit note ─────────────

export type CreditMode = 'total' | 'partial';

export interface CreditLineDraft {
  lineId: string;
  selected: boolean;
  /** As typed: how much of the line to credit. */
  quantity: string;
}

export type CreditProblem = 'nothing' | 'over-left' | 'partly-credited' | 'nothing-left';

export interface CreditCheck {
  body: EInvoiceCreditNoteBody | null;
  /** Cents the credit note would be for. */
  total: number;
  lines: Record<string, LineProblem>;
  problem: CreditProblem | null;
}

/** Whether the whole invoice can still be credited at once (nothing of it credited yet). */
export function canCreditAll(invoice: Pick<EInvoiceDetailDto, 'total' | 'creditableLeft'>): boolean {
  return invoice.creditableLeft > 0 && invoice.creditableLeft >= invoice.total;
}

/** Every line selected in full: where a partial credit note starts. */
export function creditDrafts(invoice: Pick<EInvoiceDetailDto, 'lines'>): CreditLineDraft[] {
  return invoice.lines.map((l) => ({ lineId: l.id, selected: false, quantity: numberInputText(l.quantity) }));
}

/**
 * A credit note of `invoice`: all of it, or the chosen quantities of its lines at their prices —
 * never more than is left to credit (creditableLeft) nor more of a line than it had.
 */
export function checkCreditNote(
  invoice: Pick<EInvoiceDetailDto, 'total' | 'creditableLeft' | 'lines'>,
  mode: CreditMode,
  drafts: readonly CreditLineDraft[],
  reason: string,
  id: string,
): CreditCheck {
  const none = { body: null, lines: {} };
  if (invoice.creditableLeft <= 0) return { ...none, total: 0, problem: 'nothing-left' };
  if (mode === 'total') {
    if (!canCreditAll(invoice)) return { ...none, total: 0, problem: 'partly-credited' };
    return finish({ id, reason: reason.trim() }, invoice.creditableLeft, {});
  }
  const lines: Record<string, LineProblem> = {};
  const chosen: LineInput[] = [];
  let total = 0;
  for (const d of drafts) {
    if (!d.selected) continue;
    const line = invoice.lines.find((l) => l.id === d.lineId);
    if (!line) continue;
    const q = parseQuantity(d.quantity, { allowZero: false });
    if (!q.ok) {
      lines[d.lineId] = q.error;
      continue;
    }
    if (q.value > line.quantity) {
      lines[d.lineId] = 'more-than-invoiced';
      continue;
    }
    total += lineAmount(q.value, line.unitPrice);
    chosen.push({
      description: line.description,
      quantity: q.value,
      unitPrice: line.unitPrice,
      vatRate: isVatRate(line.vatRate) ? line.vatRate : DEFAULT_VAT_RATE,
    });
  }
  if (Object.keys(lines).length > 0) return { body: null, total, lines, problem: null };
  if (chosen.length === 0) return { body: null, total: 0, lines, problem: 'nothing' };
  if (total > invoice.creditableLeft) return { body: null, total, lines, problem: 'over-left' };
  return finish({ id, reason: reason.trim(), lines: chosen }, total, lines);
}

function finish(body: EInvoiceCreditNoteBody, total: number, lines: Record<string, LineProblem>): CreditCheck {
  // The contract's schema has the last word; with the reason capped by its input and the lines
  // copied from the invoice it has nothing left to refuse, so no message of its own is needed.
  return v.safeParse(einvoiceCreditNoteSchema, body).success
    ? { body, total, lines, problem: null }
    : { body: null, total, lines, problem: null };
}
