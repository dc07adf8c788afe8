// The comps behind a figure (balance sheet or billing): when, what, why, who authorised it and at
// what cost; a POS comp opens its sale.
import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { CompRowDto } from '../../../contract/comps';
import { compColumns } from '../../../lib/ui/comp-columns';
import { type DataColumn, moneyColumn } from '../../../lib/ui/data-table';
import { type CompsFilter, type Scope, useCompsDrill } from '../api/gerencia';
import { DrillTable } from './drill-dialog';

export function CompRows({
  scope,
  filter,
  billing,
  onSale,
}: {
  scope: Scope;
  filter: CompsFilter;
  billing?: boolean;
  onSale(id: string): void;
}) {
  const { t, i18n } = useLingui();
  const q = useCompsDrill(scope, filter, billing);
  const columns = useMemo<DataColumn<CompRowDto>[]>(
    () => [
      ...compColumns<CompRowDto>(i18n),
      { key: 'location', header: t`Barra`, value: (r) => r.location, hideBelowMd: true },
      {
        key: 'source',
        header: t`Origen`,
        value: (r) => (r.source === 'pos' ? (r.terminal ?? t`Terminal`) : t`Back-office`),
        render: (r) =>
          r.counted ? r.source === 'pos' ? r.terminal : t`Back-office` : <Badge colorPalette="gray">{t`Venta anulada`}</Badge>,
        hideBelowMd: true,
      },
      moneyColumn('cost', t`Valor a costo`, (r) => (r.counted ? r.costCents : 0), i18n),
    ],
    [t, i18n],
  );
  return (
    <DrillTable
      q={q}
      failed={t`No se pudieron cargar las cortesías.`}
      columns={columns}
      exportName="cortesias"
      onRowClick={(r) => r.saleId && onSale(r.saleId)}
      emptyTitle={t`No hubo cortesías`}
      testId="drill-comps"
    />
  );
}
