// An order as the supplier gets it: a sheet for the browser's print (only while an order is open;
// everything else on the page is left off the paper) and a plain-text message for a chat
// (WhatsApp and the like: bold with *asterisks*, one line per good). Neither names the venue or
// shows anything of the app: number, supplier, where and when to deliver, lines and total.
import { Box, Heading, Portal, SimpleGrid, Table, Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderDto } from '../../../../contract/purchasing';
import { fDate } from '../../../../lib/format-date';
import { fMoney, fQty } from '../../../../lib/format-number';
import { documentNumber } from '../../shared/document-number';
import { unitShortLabel } from '../../shared/unit-names';
import { casesOf, OrderFact } from './order-parts';

// On paper only the sheet: the app (and the open dialog) are siblings of its portal under <body>.
// The dialog's scroll lock must not clip a long order to one page either.
const PRINT_ONLY_SHEET = `@media print {
  body > *:not([data-order-sheet]) { display: none !important; }
  html, body { overflow: visible !important; height: auto !important; }
}`;

/** The message to the supplier, in the interface language. */
export function orderMessage(order: OrderDto, i18n: I18n): string {
  const number = documentNumber(order.number);
  const supplier = order.supplier.name;
  const place = order.location.name;
  const lines = order.lines.map((l) => {
    const units = `${fQty(l.quantity, i18n)} ${unitShortLabel(i18n, l.unit)}`;
    const cases = casesOf(l);
    const qty = cases === null ? units : `${fQty(cases, i18n)} × ${fQty(l.packSize, i18n)} (${units})`;
    const price = fMoney(l.unitPrice, undefined, i18n);
    return `• ${l.name}: ${qty} · ${i18n._(msg`${price} c/u`)}`;
  });
  const head = [
    `*${i18n._(msg`Orden de compra N° ${number}`)}*`,
    i18n._(msg`Proveedor: ${supplier}`),
    i18n._(msg`Entregar en: ${place}`),
  ];
  if (order.expectedOn) {
    const date = fDate(order.expectedOn, i18n);
    head.push(i18n._(msg`Fecha de entrega: ${date}`));
  }
  const total = fMoney(order.total, undefined, i18n);
  const tail = [`*${i18n._(msg`Total: ${total}`)}*`];
  if (order.note) {
    const note = order.note;
    tail.push(i18n._(msg`Nota: ${note}`));
  }
  return [...head, '', ...lines, '', ...tail].join('\n');
}

/** Mounted while an order is open: hidden on screen, the only thing printed. */
export function OrderPrintSheet({ order }: { order: OrderDto }) {
  const { t, i18n } = useLingui();
  const number = documentNumber(order.number);
  return (
    <Portal>
      <style>{PRINT_ONLY_SHEET}</style>
      <Box
        data-order-sheet=""
        data-testid="order-print-sheet"
        display="none"
        _print={{ display: 'block' }}
        color="black"
        bg="white"
      >
        <Text fontSize="sm" fontWeight="medium">
          <Trans>Orden de compra</Trans>
        </Text>
        <Heading as="h1" size="2xl" fontVariantNumeric="tabular-nums" mb="4">
          N° {number}
        </Heading>
        <SimpleGrid columns={2} gap="3" mb="4">
          <OrderFact label={t`Proveedor`}>{order.supplier.name}</OrderFact>
          <OrderFact label={t`Entregar en`}>{order.location.name}</OrderFact>
          <OrderFact label={t`Fecha`}>{fDate(order.sentAt ?? order.createdAt, i18n)}</OrderFact>
          <OrderFact label={t`Entrega prevista`}>{order.expectedOn ? fDate(order.expectedOn, i18n) : '-'}</OrderFact>
        </SimpleGrid>
        <Table.Root size="sm" variant="line" color="black" bg="white">
          <Table.Header>
            <Table.Row bg="white">
              <Table.ColumnHeader color="black">
                <Trans>Mercadería</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader color="black" textAlign="end">
                <Trans>Bultos</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader color="black" textAlign="end">
                <Trans>Unidades</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader color="black" textAlign="end">
                <Trans>Precio unitario</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader color="black" textAlign="end">
                <Trans>Total</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {order.lines.map((l) => {
              const cases = casesOf(l);
              return (
                <Table.Row key={l.id} bg="white">
                  <Table.Cell>
                    {l.name}
                    <Text as="span" fontSize="xs">
                      {' '}
                      · {l.sku}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {cases === null ? '-' : `${fQty(cases, i18n)} × ${fQty(l.packSize, i18n)}`}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {fQty(l.quantity, i18n)} {unitShortLabel(i18n, l.unit)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {fMoney(l.unitPrice, undefined, i18n)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {fMoney(l.total, undefined, i18n)}
                  </Table.Cell>
                </Table.Row>
              );
            })}
            <Table.Row bg="white">
              <Table.Cell colSpan={4} textAlign="end" fontWeight="semibold">
                <Trans>Total de la orden</Trans>
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {fMoney(order.total, undefined, i18n)}
              </Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
        {order.note && (
          <Box mt="4">
            <OrderFact label={t`Nota`}>
              <Text fontWeight="normal" whiteSpace="pre-wrap">
                {order.note}
              </Text>
            </OrderFact>
          </Box>
        )}
      </Box>
    </Portal>
  );
}
