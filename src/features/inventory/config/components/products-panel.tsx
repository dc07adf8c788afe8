import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { PRODUCT_KINDS, type ProductDto, type ProductKind } from '../../../../contract/inventory-catalogue';
import { fMoney } from '../../../../lib/format-number';
import type { DataColumn } from '../../../../lib/ui/data-table';
import { CategoryFilterSelect, FilterSelect } from '../../../../lib/ui/filter-select';
import { matchesStatus, type StatusFilter, StatusFilterSelect } from '../../../../lib/ui/status-filter';
import { useGoodsQuery } from '../api/goods';
import { useProductsQuery } from '../api/products';
import { useKeptList } from '../data/use-kept-list';
import { categoriesOf, productKindLabel } from '../labels';
import { ConfigListPanel, NameCell, useActiveColumn } from './config-parts';
import { ProductDialog } from './product-dialog';

/** Products (what is sold) with their recipes and the recipe cost at current unit costs. */
export function ProductsPanel() {
  const { t, i18n } = useLingui();
  const query = useKeptList('products', useProductsQuery());
  const goods = useGoodsQuery();
  const [editing, setEditing] = useState<{ product?: ProductDto } | null>(null);
  const [kind, setKind] = useState<'' | ProductKind>('');
  const [category, setCategory] = useState('');
  const [recipe, setRecipe] = useState<'' | 'with' | 'without'>('');
  const [status, setStatus] = useState<StatusFilter>('active');

  const categories = useMemo(() => categoriesOf(query.data), [query.data]);
  const rows = useMemo(
    () =>
      query.data?.filter(
        (p) =>
          (!kind || p.kind === kind) &&
          (!category || p.category === category) &&
          (!recipe || (recipe === 'with') === p.recipe.length > 0) &&
          matchesStatus(status, p.active),
      ),
    [query.data, kind, category, recipe, status],
  );

  const activeColumn = useActiveColumn<ProductDto>();
  const columns: DataColumn<ProductDto>[] = [
    {
      key: 'name',
      header: t`Nombre`,
      value: (p) => p.name,
      render: (p) => (
        <NameCell name={p.name} active={p.active} maxW="12rem">
          {productKindLabel(i18n, p.kind)} · {p.category}
        </NameCell>
      ),
    },
    { key: 'kind', header: t`Tipo`, value: (p) => productKindLabel(i18n, p.kind), hideBelowSm: true },
    { key: 'category', header: t`Categoría`, value: (p) => p.category, hideBelowSm: true },
    {
      key: 'recipe',
      header: t`Receta`,
      value: (p) => p.recipe.map((l) => l.goodName).join(', '),
      render: (p) =>
        p.recipe.length === 0 ? (
          <Text color="fg.muted">
            <Trans>Sin receta</Trans>
          </Text>
        ) : (
          <Text textStyle="sm" lineClamp={2} maxW="22rem">
            {p.recipe.map((l) => l.goodName).join(', ')}
          </Text>
        ),
      hideBelowSm: true,
    },
    {
      key: 'cost',
      header: t`Costo`,
      value: (p) => p.recipeCost / 100,
      render: (p) => fMoney(p.recipeCost, undefined, i18n),
      numeric: true,
    },
    activeColumn,
  ];

  const filters = (
    <>
      <FilterSelect
        label={t`Tipo`}
        value={kind}
        onChange={(v) => setKind(v as '' | ProductKind)}
        allLabel={t`Todos los tipos`}
        options={PRODUCT_KINDS.map((k) => ({ value: k, label: productKindLabel(i18n, k) }))}
        testId="filter-product-kind"
      />
      <CategoryFilterSelect categories={categories} value={category} onChange={setCategory} />
      <FilterSelect
        label={t`Receta`}
        value={recipe}
        onChange={(v) => setRecipe(v as '' | 'with' | 'without')}
        allLabel={t`Con y sin receta`}
        options={[
          { value: 'with', label: t`Con receta` },
          { value: 'without', label: t`Sin receta` },
        ]}
      />
      <StatusFilterSelect value={status} onChange={setStatus} />
    </>
  );

  return (
    <ConfigListPanel
      testId="products-panel"
      description={
        <Trans>
          La receta dice qué mercaderías consume cada unidad vendida: con ella se descuenta el stock de la barra y se calcula el
          costo del producto a los costos actuales.
        </Trans>
      }
      create={{
        label: <Trans>Nuevo producto</Trans>,
        onClick: () => setEditing({}),
        testId: 'product-new',
        disabled: !goods.data,
      }}
      query={query}
      rows={rows}
      columns={columns}
      rowKey={(p) => p.id}
      searchText={(p) => `${p.name} ${p.category} ${p.recipe.map((l) => l.goodName).join(' ')}`}
      searchPlaceholder={t`Buscar producto o mercadería de la receta`}
      filters={filters}
      exportName={t`productos`}
      defaultSort={{ key: 'name' }}
      onRowClick={goods.data ? (p) => setEditing({ product: p }) : undefined}
      empty={{
        none: t`Todavía no hay productos`,
        filtered: t`Ningún producto con esos filtros`,
        noneHint: t`Crea el primero con el botón de arriba.`,
        filteredHint: t`Cambia el tipo, la categoría, la receta o el estado elegidos.`,
      }}
      tableTestId="products-table"
    >
      {editing && goods.data && (
        <ProductDialog product={editing.product} goods={goods.data} categories={categories} onClose={() => setEditing(null)} />
      )}
    </ConfigListPanel>
  );
}
