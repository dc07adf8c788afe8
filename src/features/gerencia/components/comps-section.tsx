// The comps block of the balance sheet: what was given away at cost, apart from breakage and count
// variance — by reason and by bar, each row opening its comps, each table exporting to CSV/XLSX.
import { SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { CompFigures } from '../../../contract/comps';
import type { BalanceSheetDto } from '../../../contract/gerencia';
import { fQty } from '../../../lib/format-number';
import { compReasonLabel } from '../../../lib/i18n/comp-reasons';
import { type DataColumn, moneyColumn } from '../../../lib/ui/data-table';
import type { CompsFilter } from '../api/gerencia';
import { BreakdownTable, Section } from './balance-sections';
import type { Drill } from './drill-dialog';
import { FigureCard } from './figure-card';

type Row = CompFigures & { key: string; label: string; filter: CompsFilter };

function CompTable({
  title,
  rows,
  open,
  name,
  testId,
}: {
  title: string;
  rows: Row[];
  open(d: Drill): void;
  name: string;
  testId: string;
}) {
  const { t, i18n } = useLingui();
  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      { key: 'count', header: t`Cortesías`, value: (r) => r.count, numeric: true },
      {
        key: 'quantity',
        header: t`Unidades`,
        value: (r) => r.quantity,
        render: (r) => fQty(r.quantity, i18n),
        numeric: true,
        hideBelowSm: true,
      },
      moneyColumn('cost', t`Valor a costo`, (r) => r.cost, i18n),
    ],
    [t, i18n],
  );
  return (
    <BreakdownTable
      title={title}
      rows={rows}
      columns={columns}
      sortKey="cost"
      emptyTitle={t`No hubo cortesías`}
      onOpen={(r) => open({ kind: 'comps', title: t`Cortesías · ${r.label}`, filter: r.filter })}
      name={name}
      testId={testId}
    />
  );
}

export function CompsSection({ b, open }: { b: BalanceSheetDto; open(d: Drill): void }) {
  const { t, i18n } = useLingui();
  const c = b.comps;
  const byReason: Row[] = c.byReason.map((r) => ({
    ...r,
    key: r.reason,
    label: compReasonLabel(i18n, r.reason),
    filter: { reason: r.reason },
  }));
  const byBar: Row[] = c.byLocation.map((r) => ({
    ...r,
    key: r.locationId,
    label: r.name,
    filter: { locationId: r.locationId },
  }));
  const all = () => open({ kind: 'comps', title: t`Cortesías`, filter: {} });
  return (
    <Section title={t`Cortesías`} testId="section-comps">
      <SimpleGrid columns={{ base: 3 }} gap="3">
        <FigureCard label={t`Cortesías`} value={c.count} money={false} onOpen={all} testId="figure-comps-count" />
        <FigureCard label={t`Unidades`} value={c.quantity} money={false} />
        <FigureCard label={t`Valor a costo`} value={c.cost} onOpen={all} testId="figure-comps-cost" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <CompTable title={t`Motivo`} rows={byReason} open={open} name="cortesias-por-motivo" testId="comps-by-reason" />
        <CompTable title={t`Barra`} rows={byBar} open={open} name="cortesias-por-barra" testId="comps-by-bar" />
      </SimpleGrid>
    </Section>
  );
}
