// The list of purchase orders: newest first, filtered on the server by status and supplier;
// searched, sorted and exported on the client like every list of the app. What the server answered
// last stays shown while offline (the read waits for the connection).
import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ORDER_STATUSES, type OrderDto, type OrderStatus, type SupplierDto } from '../../../../contract/purchasing';
import { fDate, fDateIso, fDateTime } from '../../../../lib/format-date';
import { type DataColumn, DataTable, moneyColumn } from '../../../../lib/ui/data-table';
import { FilterSelect } from '../../../../lib/ui/filter-select';
import { LoadError } from '../../../../lib/ui/status-alerts';
import { documentNumber } from '../../shared/document-number';
import { useOrders } from '../api';
import { ORDER_STATUS_LABELS, OrderStatusBadge } from './order-parts';

export interface OrderFilters {
  status?: OrderStatus;
  supplierId?: string;
}

export function OrderList({
  filters,
  onFilters,
  suppliers,
  buyer,
  onOpen,
}: {
  filters: OrderFilters;
  onFilters(next: OrderFilters): void;
  suppliers: readonly SupplierDto[];
  buyer: boolean;
  onOpen(order: OrderDto): void;
}) {
  const { t, i18n } = useLingui();
  const orders = useOrders(filters);

  const columns = useMemo<DataColumn<OrderDto>[]>(
    () => [
      {
        key: 'number',
        header: t`N°`,
        value: (r) => r.number,
        render: (r) => (
          <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {documentNumber(r.number)}
          </Text>
        ),
      },
      { key: 'supplier', header: t`Proveedor`, value: (r) => r.supplier.name },
      { key: 'location', header: t`Entregar en`, value: (r) => r.location.name, hideBelowSm: true },
      {
        key: 'status',
        header: t`Estado`,
        value: (r) => i18n._(ORDER_STATUS_LABELS[r.status]),
        render: (r) => <OrderStatusBadge status={r.status} />,
      },
      {
        key: 'expectedOn',
        header: t`Entrega prevista`,
        value: (r) => r.expectedOn,
        render: (r) => (r.expectedOn ? fDate(r.expectedOn, i18n) : '-'),
        hideBelowSm: true,
      },
      moneyColumn('total', t`Total`, (r) => r.total, i18n),
      {
        key: 'createdAt',
        header: t`Creada`,
        value: (r) => r.createdAt,
        render: (r) => fDateTime(r.createdAt, i18n),
        hideBelowMd: true,
      },
    ],
    [t, i18n],
  );

  const filtered = Boolean(filters.status || filters.supplierId);
  // A supplier removed since still names its old orders: keep it in the filter while chosen.
  const supplierOptions = suppliers
    .filter((s) => s.active || s.id === filters.supplierId)
    .map((s) => ({ value: s.id, label: s.name }));
  return (
    <>
      {orders.isError && <LoadError error={orders.error} onRetry={() => void orders.refetch()} testId="orders-load-error" />}
      <DataTable
        testId="orders-table"
        rows={orders.data}
        loading={orders.data === undefined && !orders.isError}
        columns={columns}
        rowKey={(r) => r.id}
        onRowClick={onOpen}
        cards={{ title: 'supplier', amount: 'total' }}
        searchText={(r) =>
          `${r.number} ${documentNumber(r.number)} ${r.supplier.name} ${r.location.name} ${r.note} ${r.lines.map((l) => l.name).join(' ')}`
        }
        searchPlaceholder={t`Buscar por número, proveedor o mercadería`}
        exportName={`ordenes-de-compra-${fDateIso(new Date(), i18n)}`}
        defaultSort={{ key: 'number', desc: true }}
        emptyTitle={filtered ? t`Ninguna orden con estos filtros` : t`Todavía no hay órdenes de compra`}
        emptyDescription={
          filtered
            ? t`Cambia o quita los filtros para ver más órdenes.`
            : buyer
              ? t`Crea la primera con «Nueva orden» o desde el stock ideal.`
              : undefined
        }
        filters={
          <>
            <FilterSelect
              label={t`Estado`}
              value={filters.status ?? ''}
              onChange={(v) => onFilters({ ...filters, status: (v || undefined) as OrderStatus | undefined })}
              allLabel={t`Todos los estados`}
              options={ORDER_STATUSES.map((s) => ({ value: s, label: i18n._(ORDER_STATUS_LABELS[s]) }))}
              testId="orders-filter-status"
            />
            <FilterSelect
              label={t`Proveedor`}
              value={filters.supplierId ?? ''}
              onChange={(v) => onFilters({ ...filters, supplierId: v || undefined })}
              allLabel={t`Todos los proveedores`}
              options={supplierOptions}
              testId="orders-filter-supplier"
            />
          </>
        }
      />
    </>
  );
}
