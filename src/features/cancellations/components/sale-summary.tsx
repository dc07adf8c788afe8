// A sale as a supervisor needs to recognise it: ticket, point of sale, time, payment (and the VIP
// card), its lines and total. `compact` is the one-line form of the list.
import { Badge, Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CancellationSaleDto } from '../../../contract/cancellations';
import { ticketNumber } from '../../../contract/ticket-number';
import { fDateTimeLocal } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import { PAYMENT_LABELS } from '../labels';

export function SaleFacts({ sale, showTicket = true }: { sale: CancellationSaleDto; showTicket?: boolean }) {
  const { i18n } = useLingui();
  return (
    <HStack gap="2" wrap="wrap" color="fg.muted" textStyle="sm">
      {showTicket && (
        <>
          <Text fontFamily="mono" fontWeight="semibold" color="fg" title={sale.id}>
            #{ticketNumber(sale.id)}
          </Text>
          <Text>·</Text>
        </>
      )}
      <Text>{sale.pointOfSaleName}</Text>
      <Text>·</Text>
      <Text>{fDateTimeLocal(sale.at, i18n)}</Text>
      <Badge variant="subtle" colorPalette={sale.payment === 'vip_card' ? 'purple' : 'gray'}>
        {i18n._(PAYMENT_LABELS[sale.payment])}
        {sale.vipCardNumber ? ` ${sale.vipCardNumber}` : ''}
      </Badge>
      {sale.status === 'cancelled' && (
        <Badge variant="solid" colorPalette="red">
          <Trans>Venta anulada</Trans>
        </Badge>
      )}
    </HStack>
  );
}

export function SaleLines({ sale }: { sale: CancellationSaleDto }) {
  const { i18n } = useLingui();
  return (
    <Box borderWidth="1px" borderRadius="l2" overflowX="auto">
      <Table.Root size="sm" data-testid="sale-lines">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Producto</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Cant.</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Importe</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sale.lines.map((l) => (
            <Table.Row key={l.id}>
              <Table.Cell>{l.productName}</Table.Cell>
              <Table.Cell textAlign="end">{l.quantity}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {fMoney(l.quantity * l.unitPrice, 'ARS', i18n)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row>
            <Table.Cell colSpan={2} fontWeight="semibold">
              <Trans>Total</Trans>
            </Table.Cell>
            <Table.Cell textAlign="end" fontWeight="bold" whiteSpace="nowrap" data-testid="sale-total">
              {fMoney(sale.total, 'ARS', i18n)}
            </Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Box>
  );
}

export function SaleSummary({ sale, showTicket = true }: { sale: CancellationSaleDto; showTicket?: boolean }) {
  return (
    <Stack gap="2">
      <SaleFacts sale={sale} showTicket={showTicket} />
      <SaleLines sale={sale} />
    </Stack>
  );
}
