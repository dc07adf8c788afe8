// Which letter an invoice takes (research B2, RG 5616): a responsable inscripto issues A to a buyer
// whose condition admits class A — responsable inscripto (1), monotributo (6), monotributista
// social (13), monotributo trabajador independiente promovido (16): the "A/M/C" conditions of
// FEParamGetCondicionIvaReceptor (WhyNotHugo/django-afip fixtures clientvatcondition.yaml) — and B
// to everyone else (the "B/C" conditions: exento, consumidor final, no categorizado, del exterior,
// IVA liberado, no alcanzado). A monotributo or exempt issuer issues C to everyone. A credit note
// takes its invoice's letter (NCA, NCB, NCC).
import type { InvoiceType } from './provider';

export type VenueVatCondition = 'responsable_inscripto' | 'monotributo' | 'exento';

/** The buyer conditions that receive class A from a responsable inscripto. */
export const CLASS_A_CONDITIONS: readonly number[] = [1, 6, 13, 16];

/** The letter the venue must issue to a buyer of `customerCondition`. */
export function letterFor(venue: VenueVatCondition, customerCondition: number): 'A' | 'B' | 'C' {
  if (venue !== 'responsable_inscripto') return 'C';
  return CLASS_A_CONDITIONS.includes(customerCondition) ? 'A' : 'B';
}

/** The credit note's letter for an invoice's. */
export function creditNoteType(type: InvoiceType): 'NCA' | 'NCB' | 'NCC' {
  if (type === 'A' || type === 'NCA') return 'NCA';
  if (type === 'B' || type === 'NCB') return 'NCB';
  return 'NCC';
}
