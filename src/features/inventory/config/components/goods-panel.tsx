import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { GOOD_UNITS, type GoodDto, type GoodUnit } from '../../../../contract/inventory-catalogue';
import { fMoney, fQty } from '../../../../lib/format-number';
import type { DataColumn } from '../../../../lib/ui/data-table';
import { CategoryFilterSelect, FilterSelect } from '../../../../lib/ui/filter-select';
import { matchesStatus, type StatusFilter, StatusFilterSelect } from '../../../../lib/ui/status-filter';
import { useGoodsQuery } from '../api/goods';
import { useKeptList } from '../data/use-kept-list';
import { categoriesOf, unitLabel, unitWithContent } from '../labels';
import { ConfigListPanel, NameCell, useActiveColumn } from './config-parts';
import { GoodDialog } from './good-dialog';

/** Goods (mercaderías): what the venue buys and stocks, with cost, weights and barcodes. */
export function GoodsPanel() {
  const { t, i18n } = useLingui();
  const query = useKeptList('goods', useGoodsQuery());
  const [editing, setEditing] = useState<{ good?: GoodDto } | null>(null);
  const [category, setCategory] = useState('');
  const [unit, setUnit] = useState<'' | GoodUnit>('');
  const [status, setStatus] = useState<StatusFilter>('active');

  const categories = useMemo(() => categoriesOf(query.data), [query.data]);
  const rows = useMemo(
    () =>
      query.data?.filter(
        (g) => (!category || g.category === category) && (!unit || g.unit === unit) && matchesStatus(status, g.active),
      ),
    [query.data, category, unit, status],
  );
  const live = editing?.good ? query.data?.find((g) => g.id === editing.good?.id) : undefined;

  const activeColumn = useActiveColumn<GoodDto>();
  const columns: DataColumn<GoodDto>[] = [
    { key: 'sku', header: t`SKU`, value: (g) => g.sku, render: (g) => <Text fontFamily="mono">{g.sku}</Text>, hideBelowSm: true },
    {
      key: 'name',
      header: t`Nombre`,
      value: (g) => g.name,
      render: (g) => (
        <NameCell name={g.name} active={g.active} maxW="11rem">
          {g.sku} · {g.category}
        </NameCell>
      ),
    },
    { key: 'category', header: t`Categoría`, value: (g) => g.category, hideBelowSm: true },
    { key: 'unit', header: t`Unidad`, value: (g) => unitWithContent(i18n, g), hideBelowSm: true },
    {
      key: 'cost',
      header: t`Costo`,
      value: (g) => g.unitCost / 100,
      render: (g) => fMoney(g.unitCost, undefined, i18n),
      numeric: true,
    },
    { key: 'onHand', header: t`Stock`, value: (g) => g.onHand, render: (g) => fQty(g.onHand, i18n), numeric: true },
    { key: 'supplier', header: t`Proveedor`, value: (g) => g.supplier, hideBelowSm: true },
    { key: 'pack', header: t`Bulto`, value: (g) => g.supplierPack, numeric: true, hideBelowSm: true },
    {
      key: 'barcodes',
      header: t`Códigos de barras`,
      value: (g) => g.barcodes.map((b) => b.barcode).join(' '),
      render: (g) =>
        g.barcodes.length === 0 ? (
          '-'
        ) : (
          <Text fontFamily="mono" textStyle="xs">
            {g.barcodes.map((b) => b.barcode).join(', ')}
          </Text>
        ),
      hideBelowSm: true,
    },
    activeColumn,
  ];

  const filters = (
    <>
      <CategoryFilterSelect categories={categories} value={category} onChange={setCategory} testId="filter-good-category" />
      <FilterSelect
        label={t`Unidad`}
        value={unit}
        onChange={(v) => setUnit(v as '' | GoodUnit)}
        allLabel={t`Todas las unidades`}
        options={GOOD_UNITS.map((u) => ({ value: u, label: unitLabel(i18n, u) }))}
      />
      <StatusFilterSelect value={status} onChange={setStatus} />
    </>
  );

  return (
    <ConfigListPanel
      testId="goods-panel"
      description={
        <Trans>
          El costo unitario valoriza el stock y calcula el costo de las recetas. Los pesos lleno y vacío permiten contar botellas
          abiertas pesándolas.
        </Trans>
      }
      create={{ label: <Trans>Nueva mercadería</Trans>, onClick: () => setEditing({}), testId: 'good-new' }}
      query={query}
      rows={rows}
      columns={columns}
      rowKey={(g) => g.id}
      searchText={(g) => `${g.name} ${g.sku} ${g.category} ${g.supplier} ${g.barcodes.map((b) => b.barcode).join(' ')}`}
      searchPlaceholder={t`Buscar por nombre, SKU, código de barras o proveedor`}
      filters={filters}
      exportName={t`mercaderias`}
      defaultSort={{ key: 'name' }}
      onRowClick={(g) => setEditing({ good: g })}
      empty={{
        none: t`Todavía no hay mercaderías`,
        filtered: t`Ninguna mercadería con esos filtros`,
        noneHint: t`Crea la primera con el botón de arriba.`,
        filteredHint: t`Cambia la categoría, la unidad o el estado elegidos.`,
      }}
      tableTestId="goods-table"
    >
      {editing && (
        <GoodDialog good={editing.good} liveBarcodes={live?.barcodes} categories={categories} onClose={() => setEditing(null)} />
      )}
    </ConfigListPanel>
  );
}
