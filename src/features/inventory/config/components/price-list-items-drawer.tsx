import { Button, Field, HStack, Input, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import {
  PRICE_INVALID,
  PRODUCT_KINDS,
  type PriceListDto,
  type ProductDto,
  type ProductKind,
  priceListItemsSchema,
} from '../../../../contract/inventory-catalogue';
import { fMoney, fPercent } from '../../../../lib/format-number';
import { toaster } from '../../../../lib/toaster';
import { type DataColumn, DataTable } from '../../../../lib/ui/data-table';
import { DrawerFrame } from '../../../../lib/ui/drawer-frame';
import { FilterSelect } from '../../../../lib/ui/filter-select';
import { OfflineSaveAlert, useOnline } from '../../../../lib/ui/online-only';
import { errorMessage } from '../../../../lib/ui/request-error';
import { ErrorAlert } from '../../../../lib/ui/status-alerts';
import { moneyCell } from '../../shared/quantity';
import { useSavePriceListItems } from '../api/price-lists';
import { check, moneyInput } from '../form-values';
import { productKindLabel } from '../labels';
import { translateMessage } from '../messages';

/** Margin over the recipe cost, as an amount and a share of the price (null without a price). */
export function margin(price: number | null, cost: number): { amount: number; ratio: number | null } | null {
  if (price === null || !Number.isFinite(price)) return null;
  return { amount: price - cost, ratio: price > 0 ? (price - cost) / price : null };
}

/** "$ 7.816,00 · 62,5 %" under a price (phones) or in its own column. */
function MarginText({ price, cost, hideFrom }: { price: number | null; cost: number; hideFrom?: 'sm' }) {
  const { i18n } = useLingui();
  const m = margin(price, cost);
  if (!m) return hideFrom ? null : <>-</>;
  return (
    <Text textStyle="xs" color={m.amount < 0 ? 'red.fg' : 'fg.muted'} hideFrom={hideFrom} textAlign="end" w="full">
      {fMoney(m.amount, undefined, i18n)} · {fPercent(m.ratio, i18n)}
    </Text>
  );
}

interface Row {
  product: ProductDto;
  inList: boolean;
}

/**
 * The prices of one list: every product of the venue with a price box (empty = not on the list),
 * its recipe cost and the margin as prices are typed. Saving makes the list exactly what is shown.
 */
export function PriceListItemsDrawer({
  list,
  products,
  onClose,
}: {
  list: PriceListDto;
  products: ProductDto[];
  onClose(): void;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const save = useSavePriceListItems();
  const [prices, setPrices] = useState<Record<string, string>>(() =>
    Object.fromEntries(list.items.map((i) => [i.productId, moneyInput(i.price)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [scope, setScope] = useState<'all' | 'listed' | 'unlisted'>('all');
  const [kind, setKind] = useState<'' | ProductKind>('');
  const drawerSize = useBreakpointValue<'full' | 'xl'>({ base: 'full', sm: 'xl' });

  const listed = useMemo(() => new Set(list.items.map((i) => i.productId)), [list.items]);
  const rows = useMemo<Row[]>(
    () =>
      products
        .filter((p) => p.active || listed.has(p.id))
        .map((p) => ({ product: p, inList: listed.has(p.id) }))
        .filter((r) => (!kind || r.product.kind === kind) && (scope === 'all' || (scope === 'listed') === r.inList)),
    [products, listed, kind, scope],
  );
  const priced = Object.values(prices).filter((p) => p.trim() !== '').length;
  const priceOf = (id: string) => {
    const text = prices[id] ?? '';
    return text.trim() === '' ? null : moneyCell(text);
  };

  const submit = () => {
    const rowErrors: Record<string, string> = {};
    const items: { productId: string; price: number | null }[] = [];
    for (const [productId, text] of Object.entries(prices)) {
      if (text.trim() === '') continue;
      const price = moneyCell(text);
      if (price === null || Number.isNaN(price)) rowErrors[productId] = PRICE_INVALID;
      items.push({ productId, price });
    }
    const result = check(priceListItemsSchema, { items });
    if (!result.ok) {
      for (const [path, message] of Object.entries(result.errors)) {
        const index = Number(path.split('.')[1]);
        const productId = items[index]?.productId;
        if (productId && !rowErrors[productId]) rowErrors[productId] = message;
      }
    }
    setErrors(rowErrors);
    if (!result.ok || Object.keys(rowErrors).length > 0) {
      setSaveError(t`Revisa los precios marcados.`);
      return;
    }
    setSaveError(null);
    save.mutate(
      { id: list.id, input: result.value },
      {
        onSuccess: () => {
          toaster.create({ type: 'success', title: t`Precios de «${list.name}» guardados` });
          onClose();
        },
        onError: (error) => setSaveError(errorMessage(error, i18n, online, translateMessage)),
      },
    );
  };

  const columns: DataColumn<Row>[] = [
    {
      key: 'name',
      header: t`Producto`,
      value: (r) => r.product.name,
      render: (r) => (
        <Stack gap="0" maxW={{ base: '9.5rem', sm: 'none' }} whiteSpace="normal">
          <Text fontWeight="medium" color={r.product.active ? undefined : 'fg.muted'}>
            {r.product.name}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {productKindLabel(i18n, r.product.kind)} · {r.product.category}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'cost',
      header: t`Costo`,
      value: (r) => r.product.recipeCost / 100,
      render: (r) => fMoney(r.product.recipeCost, undefined, i18n),
      numeric: true,
      hideBelowSm: true,
    },
    {
      key: 'price',
      header: t`Precio`,
      value: (r) => {
        const p = priceOf(r.product.id);
        return p === null || Number.isNaN(p) ? null : p / 100;
      },
      sortable: false,
      numeric: true,
      render: (r) => {
        const error = errors[r.product.id];
        return (
          <Field.Root invalid={Boolean(error)} minW="7.5rem">
            <Input
              size="sm"
              value={prices[r.product.id] ?? ''}
              onChange={(e) => {
                const value = e.target.value;
                setPrices((ps) => ({ ...ps, [r.product.id]: value }));
              }}
              inputMode="decimal"
              textAlign="end"
              placeholder={t`Sin precio`}
              aria-label={t`Precio de ${r.product.name}`}
              data-testid="price-input"
            />
            {error ? (
              <Field.ErrorText>{translateMessage(i18n, error)}</Field.ErrorText>
            ) : (
              <MarginText price={priceOf(r.product.id)} cost={r.product.recipeCost} hideFrom="sm" />
            )}
          </Field.Root>
        );
      },
    },
    {
      key: 'margin',
      header: t`Margen`,
      value: (r) => {
        const m = margin(priceOf(r.product.id), r.product.recipeCost);
        return m ? m.amount / 100 : null;
      },
      render: (r) => <MarginText price={priceOf(r.product.id)} cost={r.product.recipeCost} />,
      numeric: true,
      sortable: false,
      hideBelowSm: true,
    },
  ];

  return (
    <DrawerFrame
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size={drawerSize ?? 'xl'}
      closeOnInteractOutside={false}
      title={<Trans>Precios de «{list.name}»</Trans>}
      description={<Trans>Deja vacío el precio de un producto para sacarlo de la lista.</Trans>}
      bodyPy="4"
      testId="price-items-drawer"
      footer={
        <HStack w="full" justify="space-between" gap="3">
          <Text textStyle="sm" color="fg.muted">
            <Trans>{priced} productos con precio</Trans>
          </Text>
          <HStack gap="2">
            <Button variant="outline" onClick={onClose}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button colorPalette="brand" onClick={submit} loading={save.isPending} data-testid="price-items-save">
              <Trans>Guardar precios</Trans>
            </Button>
          </HStack>
        </HStack>
      }
    >
      <Stack gap="3">
        <OfflineSaveAlert />
        <ErrorAlert message={saveError} testId="config-save-error" />
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(r) => r.product.id}
          searchText={(r) => `${r.product.name} ${r.product.category}`}
          searchPlaceholder={t`Buscar producto`}
          exportName={t`precios-${list.name}`}
          defaultSort={{ key: 'name' }}
          filters={
            <>
              <FilterSelect
                label={t`Mostrar`}
                value={scope}
                onChange={(v) => setScope(v as 'all' | 'listed' | 'unlisted')}
                options={[
                  { value: 'all', label: t`Todos los productos` },
                  { value: 'listed', label: t`En la lista` },
                  { value: 'unlisted', label: t`Fuera de la lista` },
                ]}
                testId="filter-price-scope"
              />
              <FilterSelect
                label={t`Tipo`}
                value={kind}
                onChange={(v) => setKind(v as '' | ProductKind)}
                allLabel={t`Todos los tipos`}
                options={PRODUCT_KINDS.map((k) => ({ value: k, label: productKindLabel(i18n, k) }))}
              />
            </>
          }
          emptyTitle={products.length === 0 ? t`Todavía no hay productos` : t`Ningún producto con esos filtros`}
          emptyDescription={
            products.length === 0 ? t`Crea productos en la pestaña «Productos y recetas».` : t`Cambia los filtros elegidos.`
          }
          testId="price-items-table"
        />
      </Stack>
    </DrawerFrame>
  );
}
