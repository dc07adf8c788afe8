// "Costos y márgenes": each product's cost from its recipe at the goods' current unit costs, and
// for the chosen price list its price, margin (price − cost) and margin % (margin ÷ price). A row
// opens its recipe, so a surprising cost can be traced to the good behind it.
import { Badge, Box, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { ProductCostRow } from '../../../../contract/inventory-stock';
import { fDateIso } from '../../../../lib/format-date';
import { fMoney, fPercent, fQty } from '../../../../lib/format-number';
import { CheckboxField } from '../../../../lib/ui/checkbox-field';
import { type DataColumn, DataTable } from '../../../../lib/ui/data-table';
import { DialogFrame } from '../../../../lib/ui/dialog-frame';
import { unitShortLabel } from '../../shared/unit-names';
import { useCostsQuery } from '../api/costs';
import { FilterSelect, LoadErrorAlert, StatTile } from './page-parts';

interface CostRow extends ProductCostRow {
  price: number | null;
  margin: number | null;
  marginPercent: number | null;
}

/** Below 0 loses money; below 60 % is thin for a drink in a nightclub (cost is usually 15–30 %). */
function marginTone(p: number | null): 'red' | 'orange' | 'green' | 'gray' {
  if (p === null) return 'gray';
  if (p < 0) return 'red';
  if (p < 0.6) return 'orange';
  return 'green';
}

export function CostsPanel({ online }: { online: boolean }) {
  const { t, i18n } = useLingui();
  const costs = useCostsQuery();
  const data = costs.data;
  const currency = data?.currency ?? 'ARS';
  const [listId, setListId] = useState('');
  const [kind, setKind] = useState('');
  const [withoutPrice, setWithoutPrice] = useState(false);
  const [open, setOpen] = useState<CostRow | null>(null);

  const chosenList = data?.priceLists.find((l) => l.id === listId) ?? data?.priceLists[0];

  const rows = useMemo<CostRow[] | undefined>(() => {
    if (!data) return undefined;
    return data.products
      .map((p) => {
        const price = chosenList ? p.prices.find((x) => x.priceListId === chosenList.id) : undefined;
        return {
          ...p,
          price: price?.price ?? null,
          margin: price?.margin ?? null,
          marginPercent: price?.marginPercent ?? null,
        };
      })
      .filter((r) => (!kind || r.kind === kind) && (withoutPrice || r.price !== null));
  }, [data, chosenList, kind, withoutPrice]);

  const kinds: Record<string, string> = {
    drink: t`Bebida`,
    entry: t`Entrada`,
    cloakroom: t`Guardarropa`,
    dish: t`Plato`,
    other: t`Otro`,
  };

  const priced = rows?.filter((r) => r.price !== null && r.price > 0) ?? [];
  const avgMargin = priced.length > 0 ? priced.reduce((s, r) => s + (r.marginPercent ?? 0), 0) / priced.length : null;
  const losing = rows?.filter((r) => r.margin !== null && r.margin < 0).length ?? 0;

  const columns: DataColumn<CostRow>[] = [
    {
      key: 'name',
      header: t`Producto`,
      value: (r) => r.name,
      render: (r) => (
        <Stack gap="0" minW="8rem" whiteSpace="normal">
          <HStack gap="1.5">
            <Text fontWeight="medium">{r.name}</Text>
            {r.missingCost && (
              <Badge colorPalette="orange" variant="subtle" size="sm" title={t`Una mercadería de la receta no tiene costo`}>
                {t`Costo incompleto`}
              </Badge>
            )}
          </HStack>
          <Text textStyle="xs" color="fg.muted">
            {r.category}
          </Text>
          <Text textStyle="xs" color="fg.muted" hideFrom="sm">
            {t`Costo`} {fMoney(r.cost, currency, i18n)} · {r.price === null ? t`Sin precio` : fMoney(r.price, currency, i18n)}
          </Text>
        </Stack>
      ),
    },
    { key: 'kind', header: t`Tipo`, value: (r) => kinds[r.kind] ?? r.kind, hideBelowMd: true },
    {
      key: 'cost',
      header: t`Costo`,
      numeric: true,
      hideBelowSm: true,
      value: (r) => r.cost / 100,
      render: (r) =>
        r.recipe.length === 0 ? <Text as="span" color="fg.subtle">{t`Sin receta`}</Text> : fMoney(r.cost, currency, i18n),
    },
    {
      key: 'price',
      header: t`Precio`,
      numeric: true,
      hideBelowSm: true,
      value: (r) => (r.price === null ? null : r.price / 100),
      render: (r) =>
        r.price === null ? <Text as="span" color="fg.subtle">{t`Sin precio`}</Text> : fMoney(r.price, currency, i18n),
    },
    {
      key: 'margin',
      header: t`Margen`,
      numeric: true,
      hideBelowMd: true,
      value: (r) => (r.margin === null ? null : r.margin / 100),
      render: (r) => (
        <Text as="span" color={r.margin !== null && r.margin < 0 ? 'fg.error' : undefined}>
          {fMoney(r.margin, currency, i18n)}
        </Text>
      ),
    },
    {
      key: 'marginPercent',
      header: t`Margen %`,
      numeric: true,
      value: (r) => r.marginPercent,
      render: (r) =>
        r.marginPercent === null ? (
          '-'
        ) : (
          <Badge colorPalette={marginTone(r.marginPercent)} variant="subtle" fontVariantNumeric="tabular-nums">
            {fPercent(r.marginPercent, i18n)}
          </Badge>
        ),
    },
  ];

  if (costs.error && !data)
    return <LoadErrorAlert error={costs.error} onRetry={online ? () => void costs.refetch() : undefined} />;

  return (
    <Stack gap="4" data-testid="costs-panel">
      {data && (
        <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
          <StatTile wide label={t`Productos`} value={String(rows?.length ?? 0)} hint={chosenList?.name} />
          <StatTile label={t`Margen promedio`} value={fPercent(avgMargin, i18n)} hint={t`sobre el precio de venta`} />
          <StatTile
            label={t`Con pérdida`}
            value={String(losing)}
            tone={losing > 0 ? 'danger' : 'ok'}
            hint={t`precio menor que el costo`}
            testId="costs-losing"
          />
        </SimpleGrid>
      )}
      <DataTable
        testId="costs-table"
        rows={rows}
        loading={costs.isPending}
        columns={columns}
        rowKey={(r) => r.productId}
        searchText={(r) => `${r.name} ${r.category} ${r.recipe.map((l) => l.name).join(' ')}`}
        searchPlaceholder={t`Buscar producto, categoría o mercadería`}
        exportName={`costos-${(chosenList?.name ?? 'lista').toLowerCase().replace(/\s+/g, '-')}-${fDateIso(new Date())}`}
        printable
        defaultSort={{ key: 'name' }}
        onRowClick={(r) => setOpen(r)}
        rowTone={(r) => (r.margin !== null && r.margin < 0 ? 'danger' : undefined)}
        filters={
          data && (
            <>
              <FilterSelect label={t`Lista de precios`} value={chosenList?.id ?? ''} onChange={setListId} testId="costs-list">
                {data.priceLists.length === 0 && <option value="">{t`Sin listas de precios`}</option>}
                {data.priceLists.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </FilterSelect>
              <FilterSelect label={t`Tipo`} value={kind} onChange={setKind} minW="9rem">
                <option value="">{t`Todos los tipos`}</option>
                {Object.entries(kinds).map(([k, label]) => (
                  <option key={k} value={k}>
                    {label}
                  </option>
                ))}
              </FilterSelect>
              <CheckboxField
                size="sm"
                checked={withoutPrice}
                onChange={setWithoutPrice}
                label={t`Incluir sin precio en la lista`}
                nowrap
              />
            </>
          )
        }
        emptyTitle={data && data.products.length === 0 ? t`No hay productos` : t`Nada coincide con los filtros elegidos`}
        emptyDescription={
          data && data.products.length === 0
            ? t`Los productos y sus recetas se cargan en Configuración › Stock.`
            : t`Prueba con otra lista o tipo, o incluye los productos sin precio en la lista.`
        }
      />
      <RecipeDialog row={open} currency={currency} onClose={() => setOpen(null)} />
    </Stack>
  );
}

function RecipeDialog({ row, currency, onClose }: { row: CostRow | null; currency: string; onClose(): void }) {
  const { t, i18n } = useLingui();
  return (
    <DialogFrame
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      testId="recipe-dialog"
      title={row?.name}
    >
      {row && row.recipe.length === 0 ? (
        <Text color="fg.muted">
          <Trans>Este producto no tiene receta: no consume mercaderías y su costo es 0.</Trans>
        </Text>
      ) : (
        row && (
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Mercadería`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Cantidad`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Costo unitario`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Costo`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {row.recipe.map((l) => (
                <Table.Row key={l.goodId}>
                  <Table.Cell whiteSpace="normal">{l.name}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {fQty(l.quantity, i18n)} {unitShortLabel(i18n, l.unit, true)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {l.unitCost > 0 ? fMoney(l.unitCost, currency, i18n) : <Badge colorPalette="orange">{t`Sin costo`}</Badge>}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{fMoney(Math.round(l.cost), currency, i18n)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
            <Table.Footer>
              <Table.Row>
                <Table.Cell colSpan={3} fontWeight="semibold">
                  {t`Costo del producto`}
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {fMoney(row.cost, currency, i18n)}
                </Table.Cell>
              </Table.Row>
            </Table.Footer>
          </Table.Root>
        )
      )}
      {row && row.price !== null && <PriceLine row={row} currency={currency} />}
    </DialogFrame>
  );
}

function PriceLine({ row, currency }: { row: CostRow; currency: string }) {
  const { i18n } = useLingui();
  const price = fMoney(row.price, currency, i18n);
  const margin = fMoney(row.margin, currency, i18n);
  const percent = fPercent(row.marginPercent, i18n);
  return (
    <Box mt="4">
      <Text textStyle="sm" color="fg.muted">
        <Trans>
          Precio {price} · margen {margin} ({percent})
        </Trans>
      </Text>
    </Box>
  );
}
