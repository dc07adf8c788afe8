// The rows behind a figure of the balance sheet or of billing: its sales, cancellation requests or
// cash movements or comps, each list exportable; a sale or a cancellation opens the sale itself (lines,
// requests and decisions) in the same dialog, with a way back to the list.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { CancellationRowDto, CashDrillKind, CashRowDto, SaleRowDto } from '../../../contract/gerencia';
import { fDateTime } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import { type DataColumn, DataTable, type DataTableProps, moneyColumn } from '../../../lib/ui/data-table';
import { DialogFrame } from '../../../lib/ui/dialog-frame';
import { LoadFailedAlert } from '../../../lib/ui/load-failed-alert';
import {
  type CompsFilter,
  type SalesFilter,
  type Scope,
  useCancellationsDrill,
  useCashDrill,
  useSalesDrill,
} from '../api/gerencia';
import { PAYMENT_LABELS } from '../labels';
import { CompRows } from './comps-drill';
import { SaleDetail, StatusBadge } from './sale-detail';

export type Drill =
  | { kind: 'sales'; title: string; filter: SalesFilter; billing?: boolean }
  | { kind: 'cancellations'; title: string; requestedBy?: string }
  | { kind: 'cash'; title: string; cash: CashDrillKind }
  | { kind: 'comps'; title: string; filter: CompsFilter; billing?: boolean };

function SalesRows({
  scope,
  filter,
  billing,
  onSale,
}: {
  scope: Scope;
  filter: SalesFilter;
  billing?: boolean;
  onSale(id: string): void;
}) {
  const { t, i18n } = useLingui();
  const q = useSalesDrill(scope, filter, billing);
  const columns = useMemo<DataColumn<SaleRowDto>[]>(
    () => [
      { key: 'at', header: t`Hora`, value: (r) => r.at, render: (r) => fDateTime(r.at, i18n) },
      { key: 'pos', header: t`Punto de venta`, value: (r) => r.pointOfSale },
      { key: 'cashier', header: t`Cobró`, value: (r) => r.cashier ?? '', hideBelowSm: true },
      { key: 'terminal', header: t`Terminal`, value: (r) => r.terminal ?? '', hideBelowMd: true },
      { key: 'payment', header: t`Medio de pago`, value: (r) => i18n._(PAYMENT_LABELS[r.payment]), hideBelowSm: true },
      { key: 'items', header: t`Ítems`, value: (r) => r.items, numeric: true, hideBelowMd: true },
      moneyColumn('total', t`Importe`, (r) => r.total, i18n),
    ],
    [t, i18n],
  );
  if (q.isError)
    return (
      <LoadFailedAlert message={t`No se pudieron cargar las ventas.`} onRetry={() => void q.refetch()} testId="drill-error" />
    );
  return (
    <Stack gap="3">
      {q.data && (
        <Text color="fg.muted" textStyle="sm" data-testid="drill-summary">
          <Trans>
            {q.data.count} ventas · {fMoney(q.data.total, undefined, i18n)}
          </Trans>
          {q.data.truncated && <Trans> (se muestran las primeras {q.data.rows.length})</Trans>}
        </Text>
      )}
      <DataTable
        rows={q.data?.rows}
        loading={q.isLoading}
        columns={columns}
        rowKey={(r) => r.id}
        searchText={(r) => `${r.pointOfSale} ${r.cashier ?? ''} ${r.terminal ?? ''}`}
        exportName="ventas"
        onRowClick={(r) => onSale(r.id)}
        emptyTitle={t`No hay ventas`}
        testId="drill-sales"
      />
    </Stack>
  );
}

/** A drill-down list, or what to do when it failed to load. */
export function DrillTable<T extends { id: string }>({
  q,
  failed,
  ...table
}: { q: { data?: T[]; isLoading: boolean; isError: boolean; refetch(): unknown }; failed: string } & Omit<
  DataTableProps<T>,
  'rows' | 'loading' | 'rowKey'
>) {
  if (q.isError) return <LoadFailedAlert message={failed} onRetry={() => void q.refetch()} testId="drill-error" />;
  return <DataTable rows={q.data} loading={q.isLoading} rowKey={(r) => r.id} {...table} />;
}

function CancellationRows({ scope, requestedBy, onSale }: { scope: Scope; requestedBy?: string; onSale(id: string): void }) {
  const { t, i18n } = useLingui();
  const q = useCancellationsDrill(scope, requestedBy);
  const columns = useMemo<DataColumn<CancellationRowDto>[]>(
    () => [
      { key: 'at', header: t`Solicitada`, value: (r) => r.at, render: (r) => fDateTime(r.at, i18n) },
      { key: 'by', header: t`Solicitó`, value: (r) => r.requestedBy },
      { key: 'pos', header: t`Punto de venta`, value: (r) => r.pointOfSale, hideBelowSm: true },
      { key: 'reason', header: t`Motivo`, value: (r) => r.reason, hideBelowMd: true },
      { key: 'status', header: t`Estado`, value: (r) => r.status, render: (r) => <StatusBadge status={r.status} /> },
      moneyColumn('amount', t`Importe`, (r) => r.amount, i18n),
    ],
    [t, i18n],
  );
  return (
    <DrillTable
      q={q}
      failed={t`No se pudieron cargar las anulaciones.`}
      columns={columns}
      searchText={(r) => `${r.requestedBy} ${r.reason} ${r.pointOfSale}`}
      exportName="anulaciones"
      onRowClick={(r) => onSale(r.saleId)}
      emptyTitle={t`No hubo solicitudes de anulación`}
      testId="drill-cancellations"
    />
  );
}

function CashRows({ scope, kind }: { scope: Scope; kind: CashDrillKind }) {
  const { t, i18n } = useLingui();
  const q = useCashDrill(scope, kind);
  const columns = useMemo<DataColumn<CashRowDto>[]>(
    () => [
      { key: 'at', header: t`Fecha`, value: (r) => r.at, render: (r) => fDateTime(r.at, i18n) },
      { key: 'account', header: kind === 'extraction' ? t`Punto de venta` : t`Cuenta`, value: (r) => r.account },
      { key: 'category', header: t`Categoría`, value: (r) => r.category ?? '', hideBelowSm: true },
      { key: 'counterpart', header: kind === 'extraction' ? t`Retiró` : t`Contraparte`, value: (r) => r.counterpart },
      { key: 'note', header: t`Nota`, value: (r) => r.note, hideBelowMd: true },
      moneyColumn('amount', t`Importe`, (r) => r.amount, i18n),
    ],
    [t, i18n, kind],
  );
  return (
    <DrillTable
      q={q}
      failed={t`No se pudieron cargar los movimientos.`}
      columns={columns}
      exportName={kind}
      emptyTitle={t`No hay movimientos`}
      testId="drill-cash"
    />
  );
}

export function DrillDialog({ scope, drill, onClose }: { scope: Scope; drill: Drill; onClose(): void }) {
  const { t } = useLingui();
  const [saleId, setSaleId] = useState<string | null>(null);
  return (
    <DialogFrame
      onOpenChange={(open) => !open && onClose()}
      title={saleId ? t`Venta` : drill.title}
      size={{ base: 'full', sm: 'xl' }}
      scrollBehavior="inside"
      testId="drill-dialog"
      footer={
        saleId ? (
          <HStack>
            <Button variant="outline" onClick={() => setSaleId(null)} data-testid="drill-back">
              {t`Volver a la lista`}
            </Button>
          </HStack>
        ) : undefined
      }
    >
      {saleId ? (
        <SaleDetail saleId={saleId} />
      ) : drill.kind === 'sales' ? (
        <SalesRows scope={scope} filter={drill.filter} billing={drill.billing} onSale={setSaleId} />
      ) : drill.kind === 'cancellations' ? (
        <CancellationRows scope={scope} requestedBy={drill.requestedBy} onSale={setSaleId} />
      ) : drill.kind === 'comps' ? (
        <CompRows scope={scope} filter={drill.filter} billing={drill.billing} onSale={setSaleId} />
      ) : (
        <CashRows scope={scope} kind={drill.cash} />
      )}
    </DialogFrame>
  );
}
