// The "Facturas" tab: the supplier invoices posted against goods receipts, newest first, with the
// price difference the stock did not take (units already consumed when the invoice came), loading
// a new one and cancelling one ("Anular": its cost correction is reversed on what is still on hand).
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { InvoiceDto } from '../../../../contract/purchasing';
import { fDate, fDateIso } from '../../../../lib/format-date';
import { fMoney } from '../../../../lib/format-number';
import { actionsColumn } from '../../../../lib/ui/actions-column';
import { MutationConfirmDialog } from '../../../../lib/ui/confirm-dialog';
import { type DataColumn, DataTable, moneyColumn } from '../../../../lib/ui/data-table';
import { FilterSelect } from '../../../../lib/ui/filter-select';
import { PlusIcon } from '../../../../lib/ui/icons';
import { useOnline } from '../../../../lib/ui/online-only';
import { RowActions } from '../../../../lib/ui/row-actions';
import { LoadError } from '../../../../lib/ui/status-alerts';
import { documentNumber } from '../../shared/document-number';
import { useCancelInvoice, useInvoices } from '../api';
import { InvoiceDialog } from './invoice-dialog';

type StatusChoice = '' | InvoiceDto['status'];

function InvoiceStatusBadge({ status }: { status: InvoiceDto['status'] }) {
  return status === 'posted' ? (
    <Badge colorPalette="green" variant="subtle" data-status={status}>
      <Trans>Registrada</Trans>
    </Badge>
  ) : (
    <Badge colorPalette="gray" variant="subtle" data-status={status}>
      <Trans>Anulada</Trans>
    </Badge>
  );
}

function CancelInvoiceDialog({ invoice, onClose }: { invoice: InvoiceDto; onClose(): void }) {
  const { t, i18n } = useLingui();
  const cancel = useCancelInvoice();
  return (
    <MutationConfirmDialog
      title={<Trans>¿Anular la factura {invoice.number}?</Trans>}
      confirmLabel={<Trans>Anular factura</Trans>}
      mutation={cancel}
      variables={invoice.id}
      successToast={t`Factura ${invoice.number} anulada`}
      onClose={onClose}
      testId="invoice-cancel-dialog"
      errorTestId="invoice-cancel-error"
      confirmTestId="invoice-cancel-confirm"
    >
      <Text>
        {invoice.supplier.name} · {fDate(invoice.issuedOn, i18n)} · {fMoney(invoice.total, undefined, i18n)}
      </Text>
      <Text color="fg.muted">
        <Trans>
          Se revierte la corrección de costo que hizo sobre lo que sigue en stock y lo facturado de la recepción vuelve a quedar
          pendiente. La factura queda en la lista como anulada; no se puede deshacer.
        </Trans>
      </Text>
    </MutationConfirmDialog>
  );
}

export function InvoiceList() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const invoices = useInvoices();
  const [adding, setAdding] = useState(false);
  const [cancelling, setCancelling] = useState<InvoiceDto | null>(null);
  const [status, setStatus] = useState<StatusChoice>('');
  const rows = useMemo(() => invoices.data?.filter((i) => !status || i.status === status), [invoices.data, status]);
  const some = (invoices.data?.length ?? 0) > 0;

  const columns = useMemo<DataColumn<InvoiceDto>[]>(
    () => [
      {
        key: 'number',
        header: t`Factura`,
        value: (i) => i.number,
        render: (i) => (
          <Text fontFamily="mono" fontWeight="medium" textDecoration={i.status === 'cancelled' ? 'line-through' : undefined}>
            {i.number}
          </Text>
        ),
      },
      { key: 'supplier', header: t`Proveedor`, value: (i) => i.supplier.name },
      {
        key: 'receipt',
        header: t`Recepción`,
        value: (i) => i.receipt.number,
        render: (i) => `N° ${documentNumber(i.receipt.number)}`,
        hideBelowMd: true,
      },
      { key: 'issuedOn', header: t`Fecha`, value: (i) => i.issuedOn, render: (i) => fDate(i.issuedOn, i18n) },
      moneyColumn('total', t`Total`, (i) => i.total, i18n),
      moneyColumn('variance', t`Diferencia de precio`, (i) => i.priceVariance, i18n, {
        render: (i) => (
          <Text as="span" color={i.priceVariance > 0 ? 'red.fg' : i.priceVariance < 0 ? 'green.fg' : 'fg.muted'}>
            {fMoney(i.priceVariance, undefined, i18n)}
          </Text>
        ),
        hideBelowSm: true,
      }),
      {
        key: 'status',
        header: t`Estado`,
        value: (i) => (i.status === 'posted' ? t`Registrada` : t`Anulada`),
        render: (i) => <InvoiceStatusBadge status={i.status} />,
      },
      // A cancelled invoice has nothing left to do: no actions (not even an empty menu on phones).
      actionsColumn((i) =>
        i.status === 'posted' ? (
          <RowActions
            menuLabel={t`Acciones de la factura ${i.number}`}
            actions={[
              {
                value: 'cancel',
                label: <Trans>Anular</Trans>,
                palette: 'red',
                danger: true,
                onSelect: () => setCancelling(i),
                testId: 'invoice-cancel',
              },
            ]}
          />
        ) : null,
      ),
    ],
    [t, i18n],
  );

  return (
    <Stack gap="4" data-testid="invoices-panel">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text color="fg.muted" textStyle="sm" flex="1" minW="14rem">
          <Trans>
            Las facturas de los proveedores, cada una contra una recepción. La diferencia de precio es la parte de la diferencia
            que cayó sobre mercadería ya consumida.
          </Trans>
        </Text>
        <Button colorPalette="brand" onClick={() => setAdding(true)} disabled={!online} data-testid="invoice-new">
          <PlusIcon /> <Trans>Cargar factura</Trans>
        </Button>
      </HStack>
      {online && invoices.isError && !invoices.data ? (
        <LoadError error={invoices.error} onRetry={() => void invoices.refetch()} testId="invoices-load-error" />
      ) : (
        <DataTable
          testId="invoices-table"
          rows={rows}
          loading={invoices.isPending}
          columns={columns}
          rowKey={(i) => i.id}
          rowTone={(i) => (i.status === 'posted' && i.priceVariance !== 0 ? 'warning' : undefined)}
          searchText={(i) => `${i.number} ${i.supplier.name} ${i.receipt.number} ${documentNumber(i.receipt.number)}`}
          searchPlaceholder={t`Buscar por número, proveedor o recepción`}
          filters={
            <FilterSelect
              label={t`Estado`}
              value={status}
              onChange={(v) => setStatus(v as StatusChoice)}
              allLabel={t`Todos los estados`}
              options={[
                { value: 'posted', label: t`Registradas` },
                { value: 'cancelled', label: t`Anuladas` },
              ]}
              testId="invoice-status-filter"
            />
          }
          exportName={`facturas-proveedores-${fDateIso(new Date(), i18n)}`}
          defaultSort={{ key: 'issuedOn', desc: true }}
          cards={{ title: 'supplier', amount: 'total' }}
          emptyTitle={some ? t`Ninguna factura con ese estado` : t`Todavía no hay facturas cargadas`}
          emptyDescription={
            some ? t`Cambia el estado elegido.` : t`Carga la primera con «Cargar factura», a partir de una recepción.`
          }
        />
      )}
      {adding && <InvoiceDialog onClose={() => setAdding(false)} />}
      {cancelling && <CancelInvoiceDialog invoice={cancelling} onClose={() => setCancelling(null)} />}
    </Stack>
  );
}
