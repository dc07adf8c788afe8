import { Button, HStack, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { type PriceListDto, priceListSchema } from '../../../../contract/inventory-catalogue';
import { fDate } from '../../../../lib/format-date';
import { actionsColumn } from '../../../../lib/ui/actions-column';
import type { DataColumn } from '../../../../lib/ui/data-table';
import { FilterSelect } from '../../../../lib/ui/filter-select';
import { FormDialog } from '../../../../lib/ui/form-dialog';
import { FormField } from '../../../../lib/ui/form-field';
import { type BadgeLook, StateBadge } from '../../../../lib/ui/state-badge';
import { venueDay } from '../../../../lib/venue-day';
import { usePriceListsQuery, useSavePriceList } from '../api/price-lists';
import { useProductsQuery } from '../api/products';
import { useKeptList } from '../data/use-kept-list';
import { check } from '../form-values';
import { translateMessage } from '../messages';
import { ConfigListPanel } from './config-parts';
import { PriceListItemsDrawer } from './price-list-items-drawer';
import { useConfigSave } from './use-config-save';

export type Validity = 'current' | 'upcoming' | 'expired';

/** Whether a list is in force on `today` (yyyy-MM-dd, the venue's calendar day); open ends never end. */
export function validity(list: Pick<PriceListDto, 'validFrom' | 'validTo'>, today: string): Validity {
  if (list.validFrom && list.validFrom > today) return 'upcoming';
  if (list.validTo && list.validTo < today) return 'expired';
  return 'current';
}

const VALIDITY_LOOKS: Record<Validity, BadgeLook> = {
  current: { palette: 'green', label: msg`Vigente` },
  upcoming: { palette: 'blue', label: msg`Próxima` },
  expired: { palette: 'gray', label: msg`Vencida` },
};

function ValidityBadge({ state }: { state: Validity }) {
  return <StateBadge look={VALIDITY_LOOKS[state]} />;
}

function PriceListDialog({ list, onClose }: { list?: PriceListDto; onClose(): void }) {
  const { t } = useLingui();
  const save = useSavePriceList();
  const [name, setName] = useState(list?.name ?? '');
  const [validFrom, setValidFrom] = useState(list?.validFrom ?? '');
  const [validTo, setValidTo] = useState(list?.validTo ?? '');
  const { errors, save: saveChecked, dialog } = useConfigSave(save, list?.id, onClose);

  const submit = () => saveChecked(check(priceListSchema, { name, validFrom: validFrom || null, validTo: validTo || null }));

  return (
    <FormDialog
      {...dialog}
      title={list ? t`Editar lista de precios` : t`Nueva lista de precios`}
      onSubmit={submit}
      testId="price-list-dialog"
    >
      <FormField translate={translateMessage} label={t`Nombre`} error={errors.name} required>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={120} name="name" autoFocus />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField
          translate={translateMessage}
          label={t`Vigente desde`}
          error={errors.validFrom}
          help={t`Vacío: sin fecha de inicio.`}
        >
          <Input type="date" value={validFrom} onChange={(e) => setValidFrom(e.target.value)} name="validFrom" />
        </FormField>
        <FormField translate={translateMessage} label={t`Vigente hasta`} error={errors.validTo} help={t`Vacío: sin vencimiento.`}>
          <Input type="date" value={validTo} onChange={(e) => setValidTo(e.target.value)} name="validTo" />
        </FormField>
      </SimpleGrid>
    </FormDialog>
  );
}

/** Price lists (listas de precios): validity and the price of each product, with margins. */
export function PriceListsPanel() {
  const { t, i18n } = useLingui();
  const query = useKeptList('price-lists', usePriceListsQuery());
  const products = useProductsQuery();
  const [editing, setEditing] = useState<{ list?: PriceListDto } | null>(null);
  const [pricing, setPricing] = useState<string | null>(null);
  const [state, setState] = useState<'' | Validity>('');
  const today = venueDay();

  const rows = useMemo(() => query.data?.filter((l) => !state || validity(l, today) === state), [query.data, state, today]);
  const pricingList = pricing ? query.data?.find((l) => l.id === pricing) : undefined;

  const columns: DataColumn<PriceListDto>[] = [
    { key: 'name', header: t`Nombre`, value: (l) => l.name, render: (l) => <Text fontWeight="medium">{l.name}</Text> },
    {
      key: 'state',
      header: t`Estado`,
      value: (l) => validity(l, today),
      render: (l) => <ValidityBadge state={validity(l, today)} />,
    },
    {
      key: 'from',
      header: t`Desde`,
      value: (l) => l.validFrom,
      render: (l) => (l.validFrom ? fDate(l.validFrom, i18n) : '-'),
      hideBelowSm: true,
    },
    {
      key: 'to',
      header: t`Hasta`,
      value: (l) => l.validTo,
      render: (l) => (l.validTo ? fDate(l.validTo, i18n) : '-'),
      hideBelowSm: true,
    },
    { key: 'items', header: t`Productos`, value: (l) => l.items.length, numeric: true },
    { key: 'pos', header: t`Puntos de venta`, value: (l) => l.pointsOfSale, numeric: true, hideBelowSm: true },
    actionsColumn((l) => (
      <HStack gap="1" justify="flex-end" onClick={(e) => e.stopPropagation()}>
        <Button size="xs" variant="ghost" onClick={() => setEditing({ list: l })}>
          <Trans>Editar</Trans>
        </Button>
        <Button
          size="xs"
          variant="outline"
          onClick={() => setPricing(l.id)}
          disabled={!products.data}
          data-testid={`price-list-prices-${l.id}`}
        >
          <Trans>Precios</Trans>
        </Button>
      </HStack>
    )),
  ];

  return (
    <ConfigListPanel
      testId="price-lists-panel"
      description={
        <Trans>
          Cada punto de venta cobra con una lista de precios. El margen se calcula contra el costo de la receta de cada producto.
        </Trans>
      }
      create={{ label: <Trans>Nueva lista</Trans>, onClick: () => setEditing({}), testId: 'price-list-new' }}
      query={query}
      rows={rows}
      columns={columns}
      rowKey={(l) => l.id}
      searchText={(l) => `${l.name} ${l.items.map((i) => i.productName).join(' ')}`}
      searchPlaceholder={t`Buscar lista o producto`}
      filters={
        <FilterSelect
          label={t`Vigencia`}
          value={state}
          onChange={(v) => setState(v as '' | Validity)}
          allLabel={t`Todas`}
          options={[
            { value: 'current', label: t`Vigentes` },
            { value: 'upcoming', label: t`Próximas` },
            { value: 'expired', label: t`Vencidas` },
          ]}
          testId="filter-price-list-state"
        />
      }
      exportName={t`listas-de-precios`}
      defaultSort={{ key: 'name' }}
      onRowClick={products.data ? (l) => setPricing(l.id) : undefined}
      empty={{
        none: t`Todavía no hay listas de precios`,
        filtered: t`Ninguna lista con esa vigencia`,
        noneHint: t`Crea la primera con el botón de arriba.`,
        filteredHint: t`Cambia la vigencia elegida.`,
      }}
      tableTestId="price-lists-table"
    >
      {editing && <PriceListDialog list={editing.list} onClose={() => setEditing(null)} />}
      {pricingList && products.data && (
        <PriceListItemsDrawer list={pricingList} products={products.data} onClose={() => setPricing(null)} />
      )}
    </ConfigListPanel>
  );
}
