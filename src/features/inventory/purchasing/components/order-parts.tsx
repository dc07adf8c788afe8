// Pieces the purchase-order screens share: the words and colours of an order's status, the number
// as it is printed, what a supplier sells a good at (its case and last price) and how an ordered
// quantity reads in cases ("2 × 6").
import { Badge, Box, Text } from '@chakra-ui/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { OrderDto, OrderStatus, SupplierDto } from '../../../../contract/purchasing';
import { fQty } from '../../../../lib/format-number';
import { unitShortLabel } from '../../shared/unit-names';

/** Code 422 (compras) writes orders; 423 (recepción de mercadería) only reads them. */
export const BUYER_CODE = '422';

export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  draft: msg`Borrador`,
  sent: msg`Enviada`,
  partial: msg`Recibida en parte`,
  received: msg`Recibida`,
  cancelled: msg`Cancelada`,
};

const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  partial: 'orange',
  received: 'green',
  cancelled: 'red',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={ORDER_STATUS_COLORS[status]} variant="subtle" whiteSpace="nowrap" data-status={status}>
      {i18n._(ORDER_STATUS_LABELS[status])}
    </Badge>
  );
}

/** What the supplier sells this good at (its case and last price), when it is on its list. */
export function supplierOffer(supplier: SupplierDto | undefined, goodId: string) {
  return supplier?.goods.find((g) => g.goodId === goodId);
}

type OrderLine = OrderDto['lines'][number];

/** Whole cases when the quantity is a number of them, else null (a loose quantity). */
export function casesOf(line: Pick<OrderLine, 'quantity' | 'packSize'>): number | null {
  if (line.packSize <= 1) return null;
  const cases = line.quantity / line.packSize;
  return Math.abs(cases - Math.round(cases)) < 1e-6 ? Math.round(cases) : null;
}

/** "2 × 6 = 12 bot." for whole cases, "12 bot." otherwise. */
export function orderedText(line: Pick<OrderLine, 'quantity' | 'packSize' | 'unit'>, i18n: I18n): string {
  const units = `${fQty(line.quantity, i18n)} ${unitShortLabel(i18n, line.unit)}`;
  const cases = casesOf(line);
  return cases === null ? units : `${fQty(cases, i18n)} × ${fQty(line.packSize, i18n)} = ${units}`;
}

/** A label over a value, the facts of an order's head. */
export function OrderFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Box fontWeight="medium" overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}
