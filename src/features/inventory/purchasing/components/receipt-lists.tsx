// Below the form: what this device queued and the server has not confirmed (or refused, with its
// reason), and the venue's latest receipts.
import { Badge, Card, HStack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { fDateTime } from '../../../../lib/format-date';
import { fMoney } from '../../../../lib/format-number';
import { documentNumber } from '../../shared/document-number';
import { useReceipts } from '../api';
import type { QueuedReceipt } from '../data/receipt-repo';

export function QueuedList({ queued }: { queued: QueuedReceipt[] }) {
  const { i18n } = useLingui();
  const waiting = queued.filter((q) => q.state !== 'applied');
  if (waiting.length === 0) return null;
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="receipt-queue">
      <Card.Header pb="0">
        <Card.Title>
          <Trans>En este dispositivo</Trans>
        </Card.Title>
      </Card.Header>
      <Card.Body gap="2">
        {waiting.map((q) => (
          <HStack key={q.args.receiptId} justify="space-between" wrap="wrap" gap="2" data-testid="receipt-queued">
            <Text textStyle="sm">
              <Trans>
                {fDateTime(q.createdAt, i18n)} · {q.args.lines.length} líneas
              </Trans>
            </Text>
            {q.state === 'rejected' ? (
              <Badge colorPalette="red" variant="subtle" title={q.message ?? undefined}>
                <Trans>Rechazada: {q.message ?? ''}</Trans>
              </Badge>
            ) : (
              <Badge colorPalette="orange" variant="subtle">
                <Trans>Pendiente de envío</Trans>
              </Badge>
            )}
          </HStack>
        ))}
      </Card.Body>
    </Card.Root>
  );
}

export function RecentReceipts() {
  const { t, i18n } = useLingui();
  const { data } = useReceipts();
  if (!data || data.length === 0) return null;
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="receipt-recent">
      <Card.Header pb="0">
        <Card.Title>
          <Trans>Últimas recepciones</Trans>
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {/* Scrolls sideways on a phone: a named region the keyboard can reach. */}
        <Table.ScrollArea tabIndex={0} role="region" aria-label={t`Últimas recepciones`}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>N.º</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Proveedor</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="sm">
                  <Trans>Orden</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Fecha</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Trans>Total</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.slice(0, 20).map((r) => (
                <Table.Row key={r.id} data-testid="receipt-row">
                  <Table.Cell>
                    <HStack gap="2">
                      <Text>{documentNumber(r.number)}</Text>
                      {r.hasDifferences && (
                        <Badge colorPalette="orange" variant="subtle">
                          <Trans>Con diferencias</Trans>
                        </Badge>
                      )}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{r.supplier.name}</Table.Cell>
                  <Table.Cell hideBelow="sm">{r.order ? documentNumber(r.order.number) : '-'}</Table.Cell>
                  <Table.Cell>{fDateTime(r.at, i18n)}</Table.Cell>
                  <Table.Cell textAlign="end">{fMoney(r.total, undefined, i18n)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  );
}
