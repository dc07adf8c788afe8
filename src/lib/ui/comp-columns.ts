// The columns every list of comps opens with (the night's comps screen, the balance sheet's and
// billing's drill-down): when, what, how much, why and who authorised it. Each list adds its own
// place, cost and state columns.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fDateTime } from '../format-date';
import { fQty } from '../format-number';
import { compReasonLabel } from '../i18n/comp-reasons';
import type { DataColumn } from './data-table';

interface CompLike {
  at: string;
  product: string;
  quantity: number;
  reason: string;
  authorisedBy: string;
}

export function compColumns<T extends CompLike>(i18n: I18n): DataColumn<T>[] {
  return [
    { key: 'at', header: i18n._(msg`Hora`), value: (r) => r.at, render: (r) => fDateTime(r.at, i18n) },
    { key: 'product', header: i18n._(msg`Producto`), value: (r) => r.product },
    {
      key: 'quantity',
      header: i18n._(msg`Cantidad`),
      value: (r) => r.quantity,
      render: (r) => fQty(r.quantity, i18n),
      numeric: true,
    },
    { key: 'reason', header: i18n._(msg`Motivo`), value: (r) => compReasonLabel(i18n, r.reason) },
    { key: 'authorisedBy', header: i18n._(msg`Autorizó`), value: (r) => r.authorisedBy, hideBelowSm: true },
  ];
}
