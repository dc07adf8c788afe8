// The balance sheet's blocks below the headline: sales by kind, point of sale and payment method
// (each row opens its sales), entries and VIP, losses and cash (other income and other expenses are
// the movements typed in under the night, server/domain/night-result.ts), cancellations by
// requester, and for a range one row per night (a night under way says so). Every table exports to
// CSV/XLSX.
import { Button, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo } from 'react';
import type { BalanceSheetDto, NightHeadline } from '../../../contract/gerencia';
import { fDate } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import { type DataColumn, DataTable, moneyColumn } from '../../../lib/ui/data-table';
import type { SalesFilter } from '../api/gerencia';
import { PAYMENT_LABELS, POS_KIND_LABELS } from '../labels';
import type { Drill } from './drill-dialog';
import { FigureCard } from './figure-card';

type Open = (drill: Drill) => void;
type Slice = { key: string; label: string; total: number; tickets: number; drill: Drill };

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="3" as="section" data-testid={testId} css={{ breakInside: 'avoid' }}>
      <Heading size="md">{title}</Heading>
      {children}
    </Stack>
  );
}

/**
 * A breakdown of the scope (by kind, point of sale, payment, reason, bar): a row per part named in
 * the first column, largest first (`sortKey`), each opening what it counts; exported as `name`.
 */
export function BreakdownTable<R extends { key: string; label: string }>({
  title,
  rows,
  columns,
  sortKey,
  emptyTitle,
  onOpen,
  name,
  testId,
}: {
  title: string;
  rows: R[];
  /** The figures' columns, after the part's name. */
  columns: DataColumn<R>[];
  sortKey: string;
  emptyTitle: string;
  onOpen(row: R): void;
  name: string;
  testId: string;
}) {
  const all = useMemo<DataColumn<R>[]>(
    () => [{ key: 'label', header: title, value: (r) => r.label }, ...columns],
    [title, columns],
  );
  return (
    <DataTable
      rows={rows}
      columns={all}
      rowKey={(r) => r.key}
      exportName={name}
      onRowClick={onOpen}
      defaultSort={{ key: sortKey, desc: true }}
      emptyTitle={emptyTitle}
      testId={testId}
    />
  );
}

function SliceTable({
  title,
  rows,
  open,
  name,
  testId,
}: {
  title: string;
  rows: Slice[];
  open: Open;
  name: string;
  testId: string;
}) {
  const { t, i18n } = useLingui();
  const columns = useMemo<DataColumn<Slice>[]>(
    () => [
      { key: 'tickets', header: t`Tickets`, value: (r) => r.tickets, numeric: true },
      moneyColumn('total', t`Ventas`, (r) => r.total, i18n),
    ],
    [t, i18n],
  );
  return (
    <BreakdownTable
      title={title}
      rows={rows}
      columns={columns}
      sortKey="total"
      emptyTitle={t`Sin ventas`}
      onOpen={(r) => open(r.drill)}
      name={name}
      testId={testId}
    />
  );
}

export function SalesSection({ b, open, chart }: { b: BalanceSheetDto; open: Open; chart: ReactNode }) {
  const { t, i18n } = useLingui();
  const slice = (key: string, label: string, r: { total: number; tickets: number }, filter: SalesFilter): Slice => ({
    key,
    label,
    total: r.total,
    tickets: r.tickets,
    drill: { kind: 'sales', title: t`Ventas · ${label}`, filter },
  });
  const byKind = b.byKind.map((r) => slice(r.kind, i18n._(POS_KIND_LABELS[r.kind]), r, { kind: r.kind }));
  const byPos = b.byPointOfSale.map((r) => slice(r.pointOfSaleId, r.name, r, { pointOfSaleId: r.pointOfSaleId }));
  const byPayment = b.byPayment.map((r) => slice(r.payment, i18n._(PAYMENT_LABELS[r.payment]), r, { payment: r.payment }));
  return (
    <Section title={t`Ventas`} testId="section-sales">
      <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3">
        <FigureCard label={t`Tickets`} value={b.totals.tickets} money={false} />
        <FigureCard label={t`Ticket promedio`} value={b.totals.averageTicket} />
        <FigureCard label={t`Ítems vendidos`} value={b.totals.items} money={false} />
        <FigureCard
          label={t`Ventas anuladas`}
          value={b.cancellations.approvedAmount}
          onOpen={() => open({ kind: 'sales', title: t`Ventas anuladas`, filter: { status: 'cancelled' } })}
          testId="figure-cancelled-sales"
        />
      </SimpleGrid>
      {chart}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SliceTable title={t`Tipo de punto de venta`} rows={byKind} open={open} name="ventas-por-tipo" testId="sales-by-kind" />
        <SliceTable title={t`Medio de pago`} rows={byPayment} open={open} name="ventas-por-medio" testId="sales-by-payment" />
      </SimpleGrid>
      <SliceTable title={t`Punto de venta`} rows={byPos} open={open} name="ventas-por-punto" testId="sales-by-pos" />
    </Section>
  );
}

export function EntriesAndCash({ b, open }: { b: BalanceSheetDto; open: Open }) {
  const { t, i18n } = useLingui();
  const e = b.entries;
  const tt = b.totals;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '5', sm: '6' }}>
      <Section title={t`Entradas y VIP`} testId="section-entries">
        <SimpleGrid columns={2} gap="3">
          <FigureCard label={t`Entradas vendidas`} value={e.sold} money={false} help={fMoney(e.amount, undefined, i18n)} />
          <FigureCard label={t`Entradas libres`} value={e.freeArrived} money={false} help={t`${e.freeListed} en lista`} />
          <FigureCard label={t`Recargas VIP`} value={b.vip.topups} testId="figure-vip-topups" />
          <FigureCard label={t`Consumo VIP`} value={b.vip.consumption} testId="figure-vip-consumption" />
          <FigureCard
            label={t`Restaurante`}
            value={b.tables.restaurant.total}
            help={t`${b.tables.restaurant.tickets} comandas`}
            testId="figure-tables-restaurant"
          />
          <FigureCard
            label={t`Mesas VIP`}
            value={b.tables.vipTables.total}
            help={t`${b.tables.vipTables.tickets} ventas`}
            testId="figure-tables-vip"
          />
        </SimpleGrid>
      </Section>
      <Section title={t`Pérdidas y caja`} testId="section-cash">
        <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
          <FigureCard label={t`Roturas (al costo)`} value={tt.breakage} tone={tt.breakage > 0 ? 'danger' : undefined} />
          <FigureCard
            label={t`Cortesías (al costo)`}
            value={tt.comps}
            help={<Plural value={b.comps.count} one="# cortesía" other="# cortesías" />}
            onOpen={() => open({ kind: 'comps', title: t`Cortesías`, filter: {} })}
            testId="figure-comps"
          />
          <FigureCard
            label={t`Diferencias de conteo`}
            value={tt.countVariance}
            tone={tt.countVariance < 0 ? 'danger' : undefined}
          />
          <FigureCard
            label={t`Sobrante / faltante de caja`}
            value={tt.overShort}
            tone={tt.overShort < 0 ? 'danger' : undefined}
            help={
              b.sessions.uncounted > 0 ? (
                <Plural value={b.sessions.uncounted} one="# caja sin contar" other="# cajas sin contar" />
              ) : undefined
            }
            testId="figure-over-short"
          />
          <FigureCard
            label={t`Extracciones`}
            value={b.extractions.amount}
            help={<Plural value={b.extractions.count} one="# retiro" other="# retiros" />}
            onOpen={() => open({ kind: 'cash', title: t`Extracciones`, cash: 'extraction' })}
            testId="figure-extractions"
          />
          <FigureCard
            label={t`Otros ingresos`}
            value={tt.otherIncome}
            help={t`Cargados a mano en la noche`}
            onOpen={() => open({ kind: 'cash', title: t`Otros ingresos`, cash: 'income' })}
            testId="figure-other-income"
          />
          <FigureCard
            label={t`Otros gastos`}
            value={tt.expenses}
            help={t`Cargados a mano en la noche`}
            onOpen={() => open({ kind: 'cash', title: t`Otros gastos`, cash: 'expense' })}
            testId="figure-expenses"
          />
          <FigureCard
            label={t`Pagos al personal`}
            value={tt.staffPayments}
            onOpen={() => open({ kind: 'cash', title: t`Pagos al personal`, cash: 'staff_payment' })}
            testId="figure-staff"
          />
        </SimpleGrid>
      </Section>
    </SimpleGrid>
  );
}

type Requester = BalanceSheetDto['cancellations']['byRequester'][number];

export function CancellationsSection({ b, open }: { b: BalanceSheetDto; open: Open }) {
  const { t, i18n } = useLingui();
  const c = b.cancellations;
  const columns = useMemo<DataColumn<Requester>[]>(
    () => [
      { key: 'name', header: t`Solicitó`, value: (r) => r.name },
      { key: 'requested', header: t`Solicitadas`, value: (r) => r.requested, numeric: true, hideBelowSm: true },
      { key: 'approved', header: t`Aprobadas`, value: (r) => r.approved, numeric: true },
      moneyColumn('amount', t`Importe anulado`, (r) => r.approvedAmount, i18n),
    ],
    [t, i18n],
  );
  const all = () => open({ kind: 'cancellations', title: t`Solicitudes de anulación` });
  return (
    <Section title={t`Anulaciones`} testId="section-cancellations">
      <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3">
        <FigureCard label={t`Solicitadas`} value={c.requested} money={false} onOpen={all} testId="figure-cancellations" />
        <FigureCard label={t`Aprobadas`} value={c.approved} money={false} help={fMoney(c.approvedAmount, undefined, i18n)} />
        <FigureCard label={t`Pendientes`} value={c.pending} money={false} tone={c.pending > 0 ? 'danger' : undefined} />
        <FigureCard label={t`Rechazadas`} value={c.rejected} money={false} />
      </SimpleGrid>
      <DataTable
        rows={c.byRequester}
        columns={columns}
        rowKey={(r) => r.userId}
        exportName="anulaciones-por-usuario"
        onRowClick={(r) => open({ kind: 'cancellations', title: t`Anulaciones · ${r.name}`, requestedBy: r.userId })}
        emptyTitle={t`No hubo solicitudes de anulación`}
        filters={
          <Button size="sm" variant="outline" onClick={all} className="no-print" data-testid="open-cancellations">
            {t`Ver solicitudes`}
          </Button>
        }
        testId="cancellations-by-user"
      />
    </Section>
  );
}

export function NightsTable({
  rows,
  name,
  underWay,
}: {
  rows: NightHeadline[];
  name: string;
  /** Nights not closed yet: their result is in progress. */
  underWay: ReadonlySet<string>;
}) {
  const { t, i18n } = useLingui();
  const columns = useMemo<DataColumn<NightHeadline>[]>(
    () => [
      {
        key: 'night',
        header: t`Noche`,
        value: (r) => r.businessDate,
        render: (r) =>
          `${fDate(`${r.businessDate}T12:00:00`, i18n)}${r.eventName ? ` · ${r.eventName}` : ''}${
            underWay.has(r.nightId) ? ` · ${t`en curso`}` : ''
          }`,
      },
      moneyColumn('sales', t`Ventas`, (r) => r.sales, i18n),
      moneyColumn('cogs', t`Costo de ventas`, (r) => r.cogs, i18n),
      moneyColumn('margin', t`Margen bruto`, (r) => r.grossMargin, i18n),
      { key: 'pct', header: t`Margen %`, value: (r) => r.marginPercent, numeric: true, hideBelowSm: true },
      { ...moneyColumn<NightHeadline>('otherIncome', t`Otros ingresos`, (r) => r.otherIncome, i18n), hideBelowSm: true },
      moneyColumn('expenses', t`Gastos`, (r) => r.expenses + r.staffPayments, i18n),
      moneyColumn('result', t`Resultado`, (r) => r.result, i18n),
    ],
    [t, i18n, underWay],
  );
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(r) => r.nightId}
      exportName={name}
      defaultSort={{ key: 'night', desc: true }}
      emptyTitle={t`No hay noches en el rango`}
      testId="nights-table"
    />
  );
}
