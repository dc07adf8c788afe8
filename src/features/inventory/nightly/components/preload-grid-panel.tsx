// The grid of one night and bar: plan and loaded quantities per good, the night's totals, and the
// actions while the night is open. A closed night shows the same table read-only.
import { Card, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LocationRef, NightSummary, PreloadsResponse } from '../../../../contract/inventory-nightly';
import { fQty } from '../../../../lib/format-number';
import { type DataColumn, DataTable } from '../../../../lib/ui/data-table';
import { NoticeAlert } from '../../../../lib/ui/notice-alert';
import { SelectBox } from '../../../../lib/ui/select-box';
import { effective, type GridRow } from '../preload-grid';
import { QuantityInput, StatusBadge } from './preload-parts';
import { PreloadToolbar } from './preload-toolbar';
import { usePreloadGrid } from './use-preload-grid';

interface GridProps {
  data: PreloadsResponse;
  night: NightSummary;
  bar: LocationRef;
  online: boolean;
}

export function PreloadGrid({ data, night, bar, online }: GridProps) {
  const { t } = useLingui();
  const grid = usePreloadGrid(data, night, bar);
  const { planDrafts, loadDrafts, warehouseName, busy, onlyPlanned } = grid;
  const closed = night.status === 'closed';
  // Offline the grid still takes input (kept until the connection is back); only saving waits.
  const readOnly = closed;
  const cannotSave = closed || !online;

  const columns: DataColumn<GridRow>[] = [
    {
      key: 'good',
      header: t`Mercadería`,
      value: (r) => r.good.name,
      render: (r) => (
        <Stack gap="0" minW="0" maxW={{ base: '9rem', sm: '18rem' }}>
          <Text fontWeight="medium" truncate title={r.good.name}>
            {r.good.name}
          </Text>
          <Text textStyle="xs" color="fg.muted" truncate>
            {r.good.sku}
          </Text>
        </Stack>
      ),
    },
    { key: 'category', header: t`Categoría`, value: (r) => r.good.category, hideBelowSm: true },
    {
      key: 'onHand',
      header: t`En barra`,
      numeric: true,
      hideBelowSm: true,
      value: (r) => r.stock?.onHand ?? 0,
      render: (r) => fQty(r.stock?.onHand ?? 0),
    },
    {
      key: 'ideal',
      header: t`Ideal`,
      numeric: true,
      hideBelowSm: true,
      value: (r) => r.stock?.parIdeal ?? null,
      render: (r) => fQty(r.stock?.parIdeal),
    },
    {
      key: 'source',
      header: t`Sale de`,
      hideBelowSm: true,
      value: (r) =>
        r.line === null ? null : r.line.sourceLocationId ? (warehouseName.get(r.line.sourceLocationId) ?? '') : t`Sin depósito`,
      render: (r) => (
        <Text textStyle="sm" color="fg.muted" truncate maxW="10rem">
          {r.line === null ? '-' : r.line.sourceLocationId ? warehouseName.get(r.line.sourceLocationId) : t`Sin depósito`}
        </Text>
      ),
    },
    {
      key: 'planned',
      header: t`Planificado`,
      numeric: true,
      value: (r) => effective(planDrafts[r.good.id], r.planned) ?? 0,
      render: (r) => (
        <QuantityInput
          label={t`Planificado: ${r.good.name}`}
          saved={r.planned}
          draft={planDrafts[r.good.id]}
          readOnly={readOnly}
          disabled={busy}
          onChange={(text) => grid.editPlan(r.good.id, text)}
        />
      ),
    },
    {
      key: 'loaded',
      header: t`Cargado`,
      numeric: true,
      value: (r) => effective(loadDrafts[r.good.id], r.loaded),
      render: (r) => (
        <QuantityInput
          label={t`Cargado: ${r.good.name}`}
          saved={r.loaded}
          draft={loadDrafts[r.good.id]}
          readOnly={readOnly}
          disabled={busy}
          onChange={(text) => grid.editLoad(r.good.id, text)}
        />
      ),
    },
    {
      key: 'status',
      header: t`Estado`,
      hideBelowSm: true,
      value: (r) => (r.loaded !== null ? (r.loaded === r.planned ? 2 : 1) : r.planned > 0 ? 0 : -1),
      render: (r) => <StatusBadge row={r} />,
      exportable: false,
    },
  ];

  return (
    <Stack gap="4">
      {closed && (
        <NoticeAlert status="info" title={<Trans>La noche está cerrada</Trans>} testId="preloads-closed">
          <Trans>Sus precargas se pueden consultar y exportar, pero ya no cambiar.</Trans>
        </NoticeAlert>
      )}

      <SimpleGrid columns={{ base: 3 }} gap="3">
        {[
          { label: t`Planificadas`, value: grid.counts.planned },
          { label: t`Cargadas`, value: grid.counts.loaded },
          { label: t`Pendientes`, value: grid.counts.pending },
        ].map((s) => (
          <Card.Root key={s.label} variant="outline" bg="bg.panel">
            <Card.Body p={{ base: '3', sm: '4' }} gap="0.5">
              <Text textStyle="xs" color="fg.muted">
                {s.label}
              </Text>
              <Text textStyle={{ base: 'xl', sm: '2xl' }} fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {s.value}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>

      {!closed && <PreloadToolbar grid={grid} warehouses={data.warehouses} readOnly={readOnly} cannotSave={cannotSave} />}

      {grid.error && (
        <NoticeAlert status="error" title={<Trans>No se pudo guardar</Trans>} testId="preloads-error">
          <Text>{grid.error}</Text>
          <Text>
            <Trans>Lo que escribiste sigue en la tabla.</Trans>
          </Text>
        </NoticeAlert>
      )}

      <DataTable
        testId="preloads-table"
        rows={grid.shown}
        columns={columns}
        rowKey={(r) => r.good.id}
        searchText={(r) => `${r.good.name} ${r.good.sku} ${r.good.category}`}
        searchPlaceholder={t`Buscar mercadería`}
        exportName={`precargas-${night.businessDate}-${bar.name}`}
        defaultSort={{ key: 'good' }}
        emptyTitle={onlyPlanned ? t`Esta barra no tiene precargas planificadas` : t`No hay mercaderías activas`}
        emptyDescription={onlyPlanned ? t`Desactiva «Solo con plan» para planificar cualquier mercadería.` : undefined}
        filters={
          <>
            <SelectBox
              size="sm"
              w={{ base: 'full', sm: '12rem' }}
              value={grid.category}
              onChange={grid.setCategory}
              label={t`Categoría`}
              placeholder={t`Todas las categorías`}
              options={grid.categories.map((c) => ({ value: c, label: c }))}
            />
            <Switch.Root
              size="sm"
              colorPalette="brand"
              checked={onlyPlanned}
              onCheckedChange={({ checked }) => grid.setOnlyPlanned(checked)}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>
                <Trans>Solo con plan</Trans>
              </Switch.Label>
            </Switch.Root>
          </>
        }
      />
    </Stack>
  );
}
