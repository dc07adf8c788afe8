// One sale as the drill-downs open it: where, when, who and how it was paid, its lines, and each
// cancellation request with its decision.
import { Badge, DataList, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CancellationRowDto } from '../../../contract/gerencia';
import { fDate, fDateTime } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import { LoadFailedAlert } from '../../../lib/ui/load-failed-alert';
import { useSaleDetail } from '../api/gerencia';
import { PAYMENT_LABELS, POS_KIND_LABELS } from '../labels';

export function StatusBadge({ status }: { status: CancellationRowDto['status'] | 'completed' | 'cancelled' }) {
  const { t } = useLingui();
  const [label, color] = {
    pending: [t`Pendiente`, 'orange'],
    approved: [t`Aprobada`, 'red'],
    rejected: [t`Rechazada`, 'gray'],
    completed: [t`Cobrada`, 'green'],
    cancelled: [t`Anulada`, 'red'],
  }[status];
  return (
    <Badge colorPalette={color} variant="subtle">
      {label}
    </Badge>
  );
}

export function SaleDetail({ saleId }: { saleId: string }) {
  const { t, i18n } = useLingui();
  const q = useSaleDetail(saleId);
  if (q.isError)
    return <LoadFailedAlert message={t`No se pudo cargar la venta.`} onRetry={() => void q.refetch()} testId="sale-error" />;
  const s = q.data;
  if (!s) return <Text color="fg.muted">{t`Cargando…`}</Text>;
  const items: [string, React.ReactNode][] = [
    [t`Noche`, fDate(`${s.businessDate}T12:00:00`, i18n)],
    [t`Hora`, fDateTime(s.at, i18n)],
    [t`Punto de venta`, `${s.pointOfSale} (${i18n._(POS_KIND_LABELS[s.kind])})`],
    [t`Terminal`, s.terminal ?? '—'],
    [t`Cobró`, s.cashier ?? '—'],
    [t`Medio de pago`, `${i18n._(PAYMENT_LABELS[s.payment])}${s.vipCard ? ` · ${s.vipCard}` : ''}`],
    [t`Estado`, <StatusBadge key="status" status={s.status} />],
    [t`Total`, fMoney(s.total, undefined, i18n)],
  ];
  return (
    <Stack gap="5" data-testid="sale-detail" data-sale-id={s.id}>
      <DataList.Root orientation="horizontal" size="sm">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Stack gap="2">
        <Heading size="sm">{t`Líneas`}</Heading>
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t`Producto`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Cantidad`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Precio`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Importe`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {s.lines.map((l) => (
              <Table.Row key={l.productId}>
                <Table.Cell>{l.product}</Table.Cell>
                <Table.Cell textAlign="end">{l.quantity}</Table.Cell>
                <Table.Cell textAlign="end">{fMoney(l.unitPrice, undefined, i18n)}</Table.Cell>
                <Table.Cell textAlign="end">{fMoney(l.amount, undefined, i18n)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Stack>
      <Stack gap="2">
        <Heading size="sm">{t`Solicitudes de anulación`}</Heading>
        {s.cancellations.length === 0 && <Text color="fg.muted">{t`Ninguna`}</Text>}
        {s.cancellations.map((c) => (
          <Stack key={c.id} gap="1" borderWidth="1px" borderRadius="l2" p="3" data-testid="sale-cancellation">
            <Text>
              <StatusBadge status={c.status} />{' '}
              <Trans>
                {c.requestedBy} · {fDateTime(c.at, i18n)}
              </Trans>
            </Text>
            <Text color="fg.muted">{c.reason}</Text>
            {c.decidedBy && (
              <Text textStyle="sm" color="fg.muted">
                <Trans>
                  Decidió {c.decidedBy} · {fDateTime(c.decidedAt, i18n)}
                </Trans>
                {c.decisionNote ? ` · ${c.decisionNote}` : ''}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
