// What approving a cancellation does with the money, said before it is done (issue 37): the sale
// is voided and its consumption goes back to the bar's stock; a cash sale's amount is booked out of
// its point of sale's register as a refund (server/domain/cash-registers.ts
// bookCancellationRefund), a VIP card's goes back to the card, and a payment by card, transfer or
// wallet is not given back by Noctua — the person refunds it through the same means.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CancellationSaleDto } from '../../contract/cancellations';
import { fMoney } from '../../lib/format-number';
import { PAYMENT_LABELS } from '../../lib/i18n/sale-labels';

type Sale = Pick<CancellationSaleDto, 'payment' | 'total' | 'pointOfSaleName' | 'vipCardNumber'>;

export function approvalEffect(i18n: I18n, sale: Sale | null): string {
  const base = i18n._(msg`La venta queda anulada y su consumo, si lo hubo, vuelve al stock.`);
  if (!sale) {
    return `${base} ${i18n._(msg`Si se pagó en efectivo, el importe sale de la caja de su punto de venta como devolución; si se pagó con tarjeta VIP, vuelve a la tarjeta.`)}`;
  }
  const amount = fMoney(sale.total, 'ARS', i18n);
  const pos = sale.pointOfSaleName;
  switch (sale.payment) {
    case 'cash':
      return `${base} ${i18n._(msg`Se registra una devolución de ${amount} en efectivo desde la caja de ${pos}: entrégaselos a quien pagó.`)}`;
    case 'vip_card': {
      const card = sale.vipCardNumber ?? '';
      return `${base} ${i18n._(msg`${amount} vuelven a la tarjeta VIP ${card}.`)}`;
    }
    case 'table_bill':
      return `${base} ${i18n._(msg`${amount} dejan de contar en la cuenta de la mesa; si la cuenta ya se cobró, la devolución se hace a mano.`)}`;
    default: {
      const method = i18n._(PAYMENT_LABELS[sale.payment]);
      return `${base} ${i18n._(msg`El cobro con ${method} (${amount}) no se devuelve desde Noctua: devuélvelo por el mismo medio.`)}`;
    }
  }
}
