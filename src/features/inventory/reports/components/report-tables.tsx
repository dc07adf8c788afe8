// The table of each report: its columns (money exported as currency units, quantities as
// numbers), what the search matches, which rows stand out, and the totals shown above the chart.
import { Badge, HStack, Text } from '@chakra-ui/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReportName, ReportRows } from '../../../../contract/inventory-nightly';
import { fDate, fDateTime } from '../../../../lib/format-date';
import { fMoney, fPercent, fQty } from '../../../../lib/format-number';
import type { DataColumn } from '../../../../lib/ui/data-table';
import { SOLD_WITHOUT_STOCK, SoldWithoutStockBadge } from '../../shared/variance-marks';

/** A 412 line whose closing count is submitted but not applied: its variance is not booked yet. */
const PENDING = msg`conteo sin aplicar`;

function PendingBadge() {
  const { i18n } = useLingui();
  return (
    <Badge
      colorPalette="blue"
      variant="subtle"
      whiteSpace="nowrap"
      title={i18n._(msg`La diferencia es la que se registrará al aplicar el conteo.`)}
    >
      {i18n._(PENDING)}
    </Badge>
  );
}

export interface ReportTable<Row> {
  columns: DataColumn<Row>[];
  rowKey(row: Row): string;
  searchText(row: Row): string;
  rowTone?(row: Row): 'danger' | 'warning' | undefined;
  defaultSort?: { key: string; desc?: boolean };
  totals(rows: readonly Row[]): { label: string; value: string }[];
}

type Tables = { [N in ReportName]: ReportTable<ReportRows[N]> };

const sum = <T,>(rows: readonly T[], get: (r: T) => number | null) => rows.reduce((s, r) => s + (get(r) ?? 0), 0);

const L = {
  night: msg`Noche`,
  bar: msg`Barra`,
  location: msg`Ubicación`,
  good: msg`Mercadería`,
  category: msg`Categoría`,
  quantity: msg`Cantidad`,
  cost: msg`Costo`,
  totalCost: msg`Costo total`,
  rows: msg`Filas`,
};

export function reportTables(i18n: I18n, currency: string | undefined): Tables {
  const t = (d: MessageDescriptor) => i18n._(d);
  const money = <R,>(key: string, header: string, get: (r: R) => number | null, hideBelowSm = false): DataColumn<R> => ({
    key,
    header,
    numeric: true,
    hideBelowSm,
    value: (r) => {
      const v = get(r);
      return v === null ? null : v / 100;
    },
    render: (r) => fMoney(get(r), currency, i18n),
  });
  const qty = <R,>(key: string, header: string, get: (r: R) => number | null, hideBelowSm = false): DataColumn<R> => ({
    key,
    header,
    numeric: true,
    hideBelowSm,
    value: get,
    render: (r) => fQty(get(r), i18n),
  });
  const date = <R,>(get: (r: R) => string | null): DataColumn<R> => ({
    key: 'date',
    header: t(L.night),
    value: get,
    render: (r) => fDate(get(r), i18n),
  });
  const signed = (v: number | null) =>
    v === null ? (
      '-'
    ) : (
      <Text as="span" color={v > 0 ? 'fg.error' : v < 0 ? 'fg.success' : undefined} fontWeight={v !== 0 ? 'semibold' : undefined}>
        {fQty(v, i18n)}
      </Text>
    );
  /** A variance: faltante (negative) red, sobrante (positive) green, the sign always shown. */
  const variance = (v: number | null) =>
    v === null ? (
      '-'
    ) : (
      <Text as="span" color={v < 0 ? 'fg.error' : v > 0 ? 'fg.success' : undefined} fontWeight={v !== 0 ? 'semibold' : undefined}>
        {v > 0 ? '+' : ''}
        {fQty(v, i18n)}
      </Text>
    );
  const signedMoney = (cents: number) => (
    <Text as="span" color={cents < 0 ? 'fg.error' : cents > 0 ? 'fg.success' : undefined}>
      {cents > 0 ? '+' : ''}
      {fMoney(cents, currency, i18n)}
    </Text>
  );
  const moneyTotal = (label: string, cents: number) => ({ label, value: fMoney(cents, currency, i18n) });
  const count = (n: number) => ({ label: t(L.rows), value: String(n) });
  /** A good's cell that, on phones (where the night and bar columns hide), also names them. */
  const goodWithContext = <R extends { goodName: string; locationName: string; businessDate: string }>(): DataColumn<R> => ({
    key: 'good',
    header: t(L.good),
    value: (r) => r.goodName,
    render: (r) => (
      <>
        <Text as="span" display="block">
          {r.goodName}
        </Text>
        <Text as="span" display={{ base: 'block', sm: 'none' }} textStyle="xs" color="fg.muted">
          {r.locationName} · {fDate(r.businessDate, i18n)}
        </Text>
      </>
    ),
  });
  const hidden = <R,>(column: DataColumn<R>): DataColumn<R> => ({ ...column, hideBelowSm: true });
  const varianceGood = goodWithContext<ReportRows['diferencias']>();

  return {
    consumoBarras: {
      columns: [
        hidden(date((r) => r.businessDate)),
        { key: 'bar', header: t(L.bar), value: (r) => r.locationName, hideBelowSm: true },
        goodWithContext(),
        { key: 'category', header: t(L.category), value: (r) => r.category, hideBelowSm: true },
        qty('quantity', t(L.quantity), (r) => r.quantity),
        money('cost', t(L.cost), (r) => r.cost),
      ],
      rowKey: (r) => `${r.nightId}|${r.locationId}|${r.goodId}`,
      searchText: (r) => `${r.locationName} ${r.goodName} ${r.category}`,
      defaultSort: { key: 'date', desc: true },
      totals: (rows) => [
        moneyTotal(
          t(L.totalCost),
          sum(rows, (r) => r.cost),
        ),
        count(rows.length),
      ],
    },
    diferencias: {
      // Counted − expected: faltante negative (red), sobrante positive (green), as on ajustes/diferencias.
      columns: [
        hidden(date((r) => r.businessDate)),
        { key: 'bar', header: t(L.bar), value: (r) => r.locationName, hideBelowSm: true },
        {
          ...varianceGood,
          render: (r) => (
            <>
              {varianceGood.render?.(r)}
              {(r.belowZero || r.pending) && (
                <HStack gap="1" mt="1" wrap="wrap" hideFrom="md">
                  {r.belowZero && <SoldWithoutStockBadge flag={r.belowZero} />}
                  {r.pending && <PendingBadge />}
                </HStack>
              )}
            </>
          ),
        },
        { ...qty('variance', t(msg`Diferencia`), (r) => r.variance), render: (r) => variance(r.variance) },
        {
          ...money('varianceCost', t(msg`Diferencia al costo`), (r) => r.varianceCost),
          render: (r) => signedMoney(r.varianceCost),
        },
        {
          key: 'note',
          header: t(msg`Nota`),
          hideBelowMd: true,
          value: (r) => [r.belowZero ? t(SOLD_WITHOUT_STOCK) : '', r.pending ? t(PENDING) : ''].filter(Boolean).join(' · '),
          render: (r) => (
            <HStack gap="1">
              {r.belowZero && <SoldWithoutStockBadge flag={r.belowZero} whiteSpace="nowrap" />}
              {r.pending && <PendingBadge />}
            </HStack>
          ),
        },
        qty('closing', t(msg`Conteo de cierre`), (r) => r.closing, true),
        qty('expected', t(msg`Esperado`), (r) => r.expected, true),
        qty('theoretical', t(msg`Consumo teórico`), (r) => r.theoretical, true),
        qty('opening', t(msg`Inicial`), (r) => r.opening, true),
        qty('preload', t(msg`Precarga`), (r) => r.preload, true),
        qty('transfersIn', t(msg`Recibido`), (r) => r.transfersIn, true),
        qty('transfersOut', t(msg`Enviado`), (r) => r.transfersOut, true),
        qty('breakage', t(msg`Roturas`), (r) => r.breakage, true),
        qty('other', t(msg`Otros movimientos`), (r) => r.other, true),
        qty('actualUse', t(msg`Uso real`), (r) => r.actualUse, true),
      ],
      rowKey: (r) => `${r.nightId}|${r.locationId}|${r.goodId}`,
      searchText: (r) => `${r.locationName} ${r.goodName} ${r.category}`,
      rowTone: (r) => (r.variance < 0 ? 'warning' : undefined),
      defaultSort: { key: 'varianceCost' },
      totals: (rows) => [
        moneyTotal(
          t(msg`Faltantes al costo`),
          sum(rows, (r) => Math.min(0, r.varianceCost)),
        ),
        moneyTotal(
          t(msg`Sobrantes al costo`),
          sum(rows, (r) => Math.max(0, r.varianceCost)),
        ),
        moneyTotal(
          t(msg`Diferencia neta`),
          sum(rows, (r) => r.varianceCost),
        ),
      ],
    },
    roturas: {
      columns: [
        { key: 'at', header: t(msg`Fecha`), value: (r) => r.at, render: (r) => fDateTime(r.at, i18n) },
        { key: 'location', header: t(L.location), value: (r) => r.locationName },
        { key: 'good', header: t(L.good), value: (r) => r.goodName },
        qty('quantity', t(L.quantity), (r) => r.quantity),
        money('cost', t(L.cost), (r) => r.cost),
        { key: 'reason', header: t(msg`Motivo`), value: (r) => r.reason, hideBelowSm: true },
        { key: 'user', header: t(msg`Registró`), value: (r) => r.userName ?? '', hideBelowSm: true },
      ],
      rowKey: (r) => r.id,
      searchText: (r) => `${r.locationName} ${r.goodName} ${r.reason} ${r.userName ?? ''}`,
      defaultSort: { key: 'at', desc: true },
      totals: (rows) => [
        moneyTotal(
          t(L.totalCost),
          sum(rows, (r) => r.cost),
        ),
        {
          label: t(msg`Unidades`),
          value: fQty(
            sum(rows, (r) => r.quantity),
            i18n,
          ),
        },
        count(rows.length),
      ],
    },
    transferencias: {
      columns: [
        { key: 'number', header: t(msg`Remito`), numeric: true, value: (r) => r.number },
        { key: 'at', header: t(msg`Fecha`), value: (r) => r.at, render: (r) => fDateTime(r.at, i18n), hideBelowSm: true },
        { key: 'route', header: t(msg`De → a`), value: (r) => `${r.fromName} → ${r.toName}` },
        { key: 'good', header: t(L.good), value: (r) => r.goodName },
        qty('sent', t(msg`Enviado`), (r) => r.quantitySent),
        qty('received', t(msg`Recibido`), (r) => r.quantityReceived),
        { ...qty('difference', t(msg`Diferencia`), (r) => r.difference), render: (r) => signed(r.difference) },
        money('cost', t(L.cost), (r) => r.cost, true),
        {
          key: 'status',
          header: t(msg`Estado`),
          hideBelowSm: true,
          value: (r) => r.status,
          render: (r) => (
            <Badge colorPalette={r.status === 'received' ? 'green' : r.status === 'sent' ? 'blue' : 'gray'} variant="subtle">
              {r.status === 'received' ? t(msg`Recibido`) : r.status === 'sent' ? t(msg`En camino`) : t(msg`Borrador`)}
            </Badge>
          ),
        },
      ],
      rowKey: (r) => r.id,
      searchText: (r) => `${r.number} ${r.fromName} ${r.toName} ${r.goodName}`,
      rowTone: (r) => (r.difference !== null && r.difference !== 0 ? 'warning' : undefined),
      defaultSort: { key: 'number', desc: true },
      totals: (rows) => [
        moneyTotal(
          t(L.totalCost),
          sum(rows, (r) => r.cost),
        ),
        { label: t(msg`Remitos`), value: String(new Set(rows.map((r) => r.number)).size) },
        { label: t(msg`Con diferencias`), value: String(rows.filter((r) => r.difference !== null && r.difference !== 0).length) },
      ],
    },
    valorizado: {
      columns: [
        { key: 'location', header: t(L.location), value: (r) => r.locationName },
        { key: 'good', header: t(L.good), value: (r) => r.goodName },
        { key: 'category', header: t(L.category), value: (r) => r.category, hideBelowSm: true },
        qty('quantity', t(L.quantity), (r) => r.quantity),
        money('unitCost', t(msg`Costo unitario`), (r) => r.unitCost, true),
        money('value', t(msg`Valor`), (r) => r.value),
      ],
      rowKey: (r) => `${r.locationId}|${r.goodId}`,
      searchText: (r) => `${r.locationName} ${r.goodName} ${r.category}`,
      rowTone: (r) => (r.quantity < 0 ? 'danger' : undefined),
      defaultSort: { key: 'value', desc: true },
      totals: (rows) => [
        moneyTotal(
          t(msg`Valor total`),
          sum(rows, (r) => r.value),
        ),
        { label: t(msg`Ubicaciones`), value: String(new Set(rows.map((r) => r.locationId)).size) },
        count(rows.length),
      ],
    },
    topMercaderias: {
      columns: [
        { key: 'rank', header: '#', numeric: true, value: (r) => r.rank },
        { key: 'good', header: t(L.good), value: (r) => r.goodName },
        { key: 'category', header: t(L.category), value: (r) => r.category, hideBelowSm: true },
        qty('quantity', t(L.quantity), (r) => r.quantity),
        money('cost', t(L.cost), (r) => r.cost),
        {
          key: 'share',
          header: t(msg`Participación`),
          numeric: true,
          value: (r) => r.share,
          render: (r) => fPercent(r.share, i18n),
          hideBelowSm: true,
        },
      ],
      rowKey: (r) => r.goodId,
      searchText: (r) => `${r.goodName} ${r.category}`,
      defaultSort: { key: 'rank' },
      totals: (rows) => [
        moneyTotal(
          t(L.totalCost),
          sum(rows, (r) => r.cost),
        ),
        count(rows.length),
      ],
    },
    consumoProductos: {
      columns: [
        { key: 'product', header: t(msg`Producto`), value: (r) => r.productName },
        { key: 'category', header: t(L.category), value: (r) => r.category, hideBelowSm: true },
        qty('quantity', t(L.quantity), (r) => r.quantity),
        money('revenue', t(msg`Facturado`), (r) => r.revenue),
        money('cost', t(L.cost), (r) => r.cost, true),
        money('margin', t(msg`Margen`), (r) => r.margin, true),
        {
          key: 'marginPct',
          header: t(msg`Margen %`),
          numeric: true,
          hideBelowSm: true,
          value: (r) => (r.revenue > 0 ? r.margin / r.revenue : null),
          render: (r) => fPercent(r.revenue > 0 ? r.margin / r.revenue : null, i18n),
        },
      ],
      rowKey: (r) => r.productId,
      searchText: (r) => `${r.productName} ${r.category}`,
      defaultSort: { key: 'quantity', desc: true },
      totals: (rows) => [
        moneyTotal(
          t(msg`Facturado`),
          sum(rows, (r) => r.revenue),
        ),
        moneyTotal(
          t(L.totalCost),
          sum(rows, (r) => r.cost),
        ),
        moneyTotal(
          t(msg`Margen`),
          sum(rows, (r) => r.margin),
        ),
      ],
    },
  };
}
