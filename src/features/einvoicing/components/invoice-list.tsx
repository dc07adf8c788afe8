// One page of invoices and credit notes: a table from the sm breakpoint (600 px) up, a list of cards on a
// phone with the amount always in view (no sideways scrolling). An uncertain one — asked, with no
// trustworthy answer yet — is flagged and offers "Resolver", which asks the authority about its
// number now. Tapping a row or card opens its detail.
import { Box, Button, Card, Flex, HStack, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EInvoiceSummaryDto } from '../../../contract/einvoicing';
import { fDate } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import { docTypeName } from '../labels';
import { InvoiceName, InvoiceStatusBadge } from './parts';

export interface InvoiceListProps {
  items: readonly EInvoiceSummaryDto[];
  onOpen(id: string): void;
  onResolve(id: string): void;
  /** The invoice being resolved right now, if any. */
  resolving: string | undefined;
  online: boolean;
}

function customerDoc(i: EInvoiceSummaryDto): string {
  return i.customerDocType === 99 ? docTypeName(99) : `${docTypeName(i.customerDocType)} ${i.customerDocNumber}`;
}

function ResolveButton({ invoice, onResolve, resolving, online }: { invoice: EInvoiceSummaryDto } & InvoiceListProps) {
  const { t } = useLingui();
  if (invoice.status !== 'uncertain') return null;
  return (
    <Button
      size="xs"
      colorPalette="orange"
      variant="solid"
      loading={resolving === invoice.id}
      disabled={!online || (resolving !== undefined && resolving !== invoice.id)}
      title={online ? t`Preguntar ahora a ARCA por este comprobante` : t`Sin conexión: resolver necesita internet`}
      onClick={(e) => {
        e.stopPropagation();
        onResolve(invoice.id);
      }}
      data-testid="einvoice-resolve"
    >
      <Trans>Resolver</Trans>
    </Button>
  );
}

function InvoiceTable(props: InvoiceListProps) {
  const { t, i18n } = useLingui();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3" bg="bg.panel">
      <Table.Root size="sm" interactive data-testid="einvoice-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Fecha`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Comprobante`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Cliente`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Total`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Estado`}</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">{t`CAE`}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.items.map((i) => (
            <Table.Row
              key={i.id}
              cursor="pointer"
              onClick={() => props.onOpen(i.id)}
              bg={i.status === 'uncertain' ? 'orange.subtle' : undefined}
              data-testid="einvoice-row"
              data-id={i.id}
              data-status={i.status}
            >
              <Table.Cell whiteSpace="nowrap">{fDate(i.date, i18n)}</Table.Cell>
              <Table.Cell>
                <InvoiceName invoice={i} />
              </Table.Cell>
              <Table.Cell>
                <Stack gap="0" minW="0">
                  <Text truncate maxW="64">
                    {i.customerName}
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    {customerDoc(i)}
                  </Text>
                </Stack>
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {fMoney(i.total, undefined, i18n)}
              </Table.Cell>
              <Table.Cell>
                <InvoiceStatusBadge invoice={i} />
              </Table.Cell>
              <Table.Cell hideBelow="md" fontVariantNumeric="tabular-nums" color="fg.muted">
                {i.cae ?? '—'}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <ResolveButton invoice={i} {...props} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function InvoiceCards(props: InvoiceListProps) {
  const { i18n } = useLingui();
  return (
    <Stack gap="2" data-testid="einvoice-cards">
      {props.items.map((i) => (
        <Card.Root
          key={i.id}
          variant="outline"
          bg="bg.panel"
          borderLeftWidth="4px"
          borderLeftColor={i.status === 'uncertain' ? 'orange.solid' : i.status === 'rejected' ? 'red.solid' : 'border'}
          cursor="pointer"
          onClick={() => props.onOpen(i.id)}
          data-testid="einvoice-row"
          data-id={i.id}
          data-status={i.status}
        >
          <Card.Body p="3">
            <Flex gap="3" justify="space-between" align="flex-start">
              <Stack gap="1" minW="0" flex="1">
                <InvoiceName invoice={i} />
                <Text textStyle="sm" truncate>
                  {i.customerName}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {fDate(i.date, i18n)} · {customerDoc(i)}
                </Text>
              </Stack>
              <Stack gap="1" align="flex-end" flexShrink={0}>
                <Text fontWeight="bold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                  {fMoney(i.total, undefined, i18n)}
                </Text>
                <InvoiceStatusBadge invoice={i} />
              </Stack>
            </Flex>
            {i.status === 'uncertain' && (
              <HStack justify="space-between" gap="2" mt="2" pt="2" borderTopWidth="1px">
                <Text textStyle="xs" color="orange.fg">
                  <Trans>Sin respuesta segura de ARCA</Trans>
                </Text>
                <Box>
                  <ResolveButton invoice={i} {...props} />
                </Box>
              </HStack>
            )}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

export function InvoiceList(props: InvoiceListProps) {
  // One of the two is rendered, decided before the first paint (no flash of the other).
  const wide = useBreakpointValue({ base: false, sm: true }, { ssr: false });
  return wide ? <InvoiceTable {...props} /> : <InvoiceCards {...props} />;
}
