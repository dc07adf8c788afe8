// gerencia/userbilling (300): what each cashier and bartender — or each terminal — rang up over a
// night or a range: sales, tickets, average ticket, items, VIP card charges, cancellations asked
// for and approved on their sales and the approved share of what they sold. A share past the
// threshold is flagged (a fraud signal to look into). Sortable, exportable, printable; a row opens
// its sales, and a sale opens its lines.
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { type BillingGroup, type BillingRowDto, DEFAULT_CANCEL_THRESHOLD } from '../../../contract/gerencia';
import { type DataColumn, DataTable, moneyColumn } from '../../../lib/ui/data-table';
import { FilterSelect } from '../../../lib/ui/filter-select';
import { LoadFailedAlert } from '../../../lib/ui/load-failed-alert';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useBilling } from '../api/gerencia';
import { POS_KIND_LABELS } from '../labels';
import { type ScopeSearch, scopeOf } from '../scope-search';
import { type Drill, DrillDialog } from './drill-dialog';
import { ScopePicker, useScopeChoice } from './scope-picker';

const THRESHOLDS = [5, 10, 15, 20, 30];

export function BillingPage({ search: chosen, onSearch }: { search: ScopeSearch; onSearch(next: ScopeSearch): void }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Facturación de usuarios`);
  const online = useOnline();
  const choice = useScopeChoice(chosen);
  const { search } = choice;
  const scope = scopeOf(search);
  const [by, setBy] = useState<BillingGroup>('user');
  const [threshold, setThreshold] = useState(DEFAULT_CANCEL_THRESHOLD);
  const q = useBilling(scope, by, threshold);
  const [drill, setDrill] = useState<Drill | null>(null);
  const nobody = by === 'user' ? t`Sin usuario` : t`Sin terminal`;

  const columns = useMemo<DataColumn<BillingRowDto>[]>(
    () => [
      {
        key: 'name',
        header: by === 'user' ? t`Cajero o barman` : t`Terminal`,
        value: (r) => r.name ?? nobody,
        render: (r) => (
          <Stack gap="0">
            <Text fontWeight="medium">{r.name ?? nobody}</Text>
            <Text textStyle="xs" color="fg.muted">
              {r.kinds.map((k) => i18n._(POS_KIND_LABELS[k])).join(', ')}
            </Text>
          </Stack>
        ),
      },
      moneyColumn('sales', t`Ventas`, (r) => r.sales, i18n),
      {
        key: 'share',
        header: t`% anulado`,
        value: (r) => r.cancellationShare,
        numeric: true,
        render: (r) => (
          <HStack justify="flex-end" gap="1">
            <Text as="span">{`${r.cancellationShare.toLocaleString(i18n.locale)} %`}</Text>
            {r.flagged && (
              <Badge colorPalette="red" variant="solid" size="sm" data-testid="billing-flag">
                {t`Revisar`}
              </Badge>
            )}
          </HStack>
        ),
      },
      { key: 'tickets', header: t`Tickets`, value: (r) => r.tickets, numeric: true, hideBelowSm: true },
      moneyColumn('avg', t`Ticket promedio`, (r) => r.averageTicket, i18n, { hideBelowSm: true }),
      { key: 'items', header: t`Ítems`, value: (r) => r.items, numeric: true, hideBelowMd: true },
      moneyColumn('vip', t`Cobros VIP`, (r) => r.vipCharges, i18n, { hideBelowMd: true }),
      {
        key: 'requested',
        header: t`Anulaciones pedidas`,
        value: (r) => r.cancellationsRequested,
        numeric: true,
        hideBelowMd: true,
      },
      {
        key: 'approved',
        header: t`Anulaciones aprobadas`,
        value: (r) => r.cancellationsApproved,
        numeric: true,
        hideBelowSm: true,
      },
      moneyColumn('cancelled', t`Importe anulado`, (r) => r.cancelledAmount, i18n, { hideBelowMd: true }),
      { key: 'comps', header: t`Cortesías dadas`, value: (r) => r.compsGiven.count, numeric: true, hideBelowMd: true },
      moneyColumn('compsCost', t`Cortesías (al costo)`, (r) => r.compsGiven.cost, i18n, { hideBelowMd: true }),
    ],
    [t, i18n, by, nobody],
  );

  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="billing-page">
      <ScreenHeader
        section={<Trans>Gerencia</Trans>}
        title={<Trans>Facturación de usuarios</Trans>}
        description={
          <Trans>
            Lo que cobró cada cajero, barman o terminal, y cuánto de eso se anuló. Se marca a quien supera el umbral de
            anulaciones.
          </Trans>
        }
      />
      <ScopePicker choice={choice} onChange={onSearch} />
      {!online && <OfflineNotice />}
      {q.isError && (
        <LoadFailedAlert message={t`No se pudo cargar la facturación.`} onRetry={() => void q.refetch()} testId="billing-error" />
      )}
      <DataTable
        rows={scope ? q.data?.rows : []}
        loading={Boolean(scope) && q.isLoading}
        columns={columns}
        rowKey={(r) => r.id ?? 'none'}
        searchText={(r) => r.name ?? ''}
        exportName={`facturacion-${by === 'user' ? 'usuarios' : 'terminales'}-${search.nightId ? 'noche' : `${search.from}-${search.to}`}`}
        printable
        defaultSort={{ key: 'sales', desc: true }}
        rowTone={(r) => (r.flagged ? 'danger' : undefined)}
        onRowClick={(r) =>
          setDrill({
            kind: 'sales',
            billing: true,
            title: t`Ventas · ${r.name ?? nobody}`,
            filter: r.id ? (by === 'user' ? { cashierId: r.id } : { terminalId: r.id }) : {},
          })
        }
        filters={
          <>
            <FilterSelect
              label={t`Agrupar por`}
              value={by}
              onChange={(v) => setBy(v as BillingGroup)}
              options={[
                { value: 'user', label: t`Por usuario` },
                { value: 'terminal', label: t`Por terminal` },
              ]}
              testId="billing-by"
            />
            <FilterSelect
              label={t`Umbral de anulaciones`}
              value={String(threshold)}
              onChange={(v) => setThreshold(Number(v))}
              options={THRESHOLDS.map((n) => ({ value: String(n), label: t`Marcar sobre ${n} %` }))}
              testId="billing-threshold"
            />
          </>
        }
        emptyTitle={scope ? t`No hubo ventas` : t`Elige una noche o un rango de fechas.`}
        testId="billing-table"
      />
      {drill && scope && <DrillDialog scope={scope} drill={drill} onClose={() => setDrill(null)} />}
    </Stack>
  );
}
