// The words for an invoice's type (src/contract/einvoicing.ts), shared by the e-invoicing screens and
// the profile's list of the user's own invoices: the type travels as its code and is translated
// where it is shown.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EInvoiceType } from '../../contract/einvoicing';

const TYPE_LABELS: Record<EInvoiceType, MessageDescriptor> = {
  A: msg`Factura A`,
  B: msg`Factura B`,
  C: msg`Factura C`,
  NCA: msg`Nota de crédito A`,
  NCB: msg`Nota de crédito B`,
  NCC: msg`Nota de crédito C`,
};

/** "Factura B" for `B`; a code this client does not know shows as it came. */
export function einvoiceTypeLabel(i18n: I18n, type: string): string {
  const d = TYPE_LABELS[type as EInvoiceType];
  return d ? i18n._(d) : type;
}
