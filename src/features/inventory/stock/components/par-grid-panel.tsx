// The ideal stock grid of one location: par (ideal) and minimum per good, edited in place. Typed
// text is kept per location until it is saved, so switching locations or a failed save loses
// nothing; invalid cells are marked as the user types (the contract's schema) and again with the
// server's own issues; "Guardar todo" sends every changed line in one request.
import { Alert, Box, Button, Field, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ParLevelRow, StockLocationDto } from '../../../../contract/inventory-stock';
import { PAR_CONSUMPTION_WEEKS, PAR_DEFAULT_DAYS } from '../../../../contract/inventory-stock';
import { fDateIso } from '../../../../lib/format-date';
import { fQty } from '../../../../lib/format-number';
import { AsOf } from '../../../../lib/sync/as-of';
import { type DataColumn, DataTable } from '../../../../lib/ui/data-table';
import { errorMessage } from '../../../../lib/ui/request-error';
import { unitShortLabel } from '../../shared/unit-names';
import { parSuggestionsQuery } from '../api/par-levels';
import { useParGridLive } from '../data/use-stock-board-live';
import { cellText, type ParField } from '../par-grid';
import { CategoryFilter, FilterSelect, LocationOptions } from './page-parts';
import { cellMessage, RowErrors, SaveBar } from './par-grid-parts';
import { useParDrafts } from './use-par-drafts';

type Show = 'all' | 'with' | 'without' | 'changed';

export function ParGridPanel({
  locations,
  locationId,
  onLocationChange,
  online,
}: {
  locations: readonly StockLocationDto[];
  locationId: string | undefined;
  onLocationChange(id: string | undefined): void;
  online: boolean;
}) {
  const { t, i18n } = useLingui();
  const par = useParGridLive(locationId);
  const [category, setCategory] = useState('');
  const [show, setShow] = useState<Show>('all');

  const rows = par && par.location.id === locationId ? par.rows : undefined;
  const grid = useParDrafts(locationId, rows);
  // Suggested from consumption (issue 38): the last 6 weeks of use × the days of stock to hold.
  const [daysText, setDaysText] = useState(String(PAR_DEFAULT_DAYS));
  const [suggest, setSuggest] = useState(false);
  const days = Number(daysText);
  const daysValid = Number.isInteger(days) && days >= 1 && days <= 60;
  const suggestions = useQuery({
    ...parSuggestionsQuery(locationId ?? '', daysValid ? days : PAR_DEFAULT_DAYS),
    enabled: suggest && !!locationId && daysValid,
  });
  const suggested = useMemo(() => new Map(suggestions.data?.rows.map((r) => [r.goodId, r])), [suggestions.data]);
  const { drafts, serverErrors, changes, errorOf, onEdit, saveError } = grid;

  const shown = useMemo(
    () =>
      rows?.filter((r) => {
        if (category && r.category !== category) return false;
        if (show === 'with') return r.idealQuantity !== null;
        if (show === 'without') return r.idealQuantity === null;
        if (show === 'changed') return Boolean(drafts[r.goodId]);
        return true;
      }),
    [rows, category, show, drafts],
  );
  const categories = useMemo(() => [...new Set(rows?.map((r) => r.category))].sort((a, b) => a.localeCompare(b)), [rows]);

  const qtyCell = (row: ParLevelRow, field: ParField) => {
    const error = errorOf(row.goodId, field);
    const label = field === 'ideal' ? t`Stock ideal de ${row.name}` : t`Mínimo de ${row.name}`;
    return (
      <Field.Root invalid={Boolean(error)} alignItems="flex-end" gap="1">
        <Input
          size="sm"
          w={{ base: '5rem', sm: '6rem' }}
          textAlign="end"
          inputMode="decimal"
          autoComplete="off"
          aria-label={label}
          value={cellText(row, drafts, field)}
          placeholder={field === 'ideal' || cellText(row, drafts, 'ideal') === '' ? '-' : '0'}
          onChange={(e) => onEdit(row, field, e.currentTarget.value)}
          data-testid={`par-${field}-${row.sku}`}
          bg={drafts[row.goodId] ? 'brand.subtle' : undefined}
        />
        {error && (
          <Field.ErrorText textStyle="xs" maxW="10rem" textAlign="end" hideBelow="sm">
            {cellMessage(i18n, error)}
          </Field.ErrorText>
        )}
      </Field.Root>
    );
  };

  const columns: DataColumn<ParLevelRow>[] = [
    {
      key: 'name',
      header: t`Mercadería`,
      value: (r) => r.name,
      render: (r) => (
        <Stack gap="0" minW="8rem" whiteSpace="normal">
          <Text fontWeight="medium">{r.name}</Text>
          <Text textStyle="xs" color="fg.muted">
            {r.sku}
            <Box as="span" hideFrom="md">
              {' · '}
              {r.category}
            </Box>
          </Text>
          <Text textStyle="xs" color="fg.muted" hideFrom="sm">
            {t`En stock`}: {fQty(r.onHand, i18n)} {unitShortLabel(i18n, r.unit, true)}
          </Text>
          <RowErrors messages={[errorOf(r.goodId, 'ideal'), errorOf(r.goodId, 'minimum')]} />
        </Stack>
      ),
    },
    { key: 'category', header: t`Categoría`, value: (r) => r.category, hideBelowMd: true },
    {
      key: 'onHand',
      header: t`En stock`,
      numeric: true,
      hideBelowSm: true,
      value: (r) => r.onHand,
      render: (r) => (
        <Text as="span" whiteSpace="nowrap">
          {fQty(r.onHand, i18n)}{' '}
          <Text as="span" color="fg.muted" textStyle="xs">
            {unitShortLabel(i18n, r.unit, true)}
          </Text>
        </Text>
      ),
    },
    { key: 'ideal', header: t`Ideal`, numeric: true, value: (r) => r.idealQuantity, render: (r) => qtyCell(r, 'ideal') },
    { key: 'minimum', header: t`Mínimo`, numeric: true, value: (r) => r.minimumQuantity, render: (r) => qtyCell(r, 'minimum') },
    {
      key: 'pack',
      header: t`Pack proveedor`,
      numeric: true,
      hideBelowMd: true,
      value: (r) => r.supplierPack,
      render: (r) => (
        <Stack gap="0" align="flex-end">
          <Text>× {r.supplierPack}</Text>
          {r.supplier && (
            <Text textStyle="xs" color="fg.muted" lineClamp={1}>
              {r.supplier}
            </Text>
          )}
        </Stack>
      ),
    },
  ];

  if (suggest && suggestions.data) {
    columns.splice(
      columns.findIndex((c) => c.key === 'ideal'),
      0,
      {
        key: 'suggested',
        header: t`Por consumo`,
        numeric: true,
        value: (r) => suggested.get(r.goodId)?.suggested ?? null,
        render: (r) => {
          const s = suggested.get(r.goodId);
          if (!s) return <Text color="fg.muted">-</Text>;
          return (
            <Stack gap="0.5" align="flex-end">
              <HStack gap="1.5">
                <Text fontWeight="medium" data-testid={`par-suggested-${r.sku}`}>
                  {fQty(s.suggested, i18n)}
                </Text>
                <Button size="2xs" variant="outline" onClick={() => onEdit(r, 'ideal', String(s.suggested))}>
                  <Trans>Usar</Trans>
                </Button>
              </HStack>
              <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
                {t`${fQty(s.perDay, i18n)} por día`}
              </Text>
            </Stack>
          );
        },
      },
    );
  }
  const useAll = () => {
    for (const r of rows ?? []) {
      const s = suggested.get(r.goodId);
      if (s && s.suggested > 0) onEdit(r, 'ideal', String(s.suggested));
    }
  };

  const location = locations.find((l) => l.id === locationId);

  return (
    <Stack gap="4" data-testid="par-grid-panel">
      <Flex gap="3" wrap="wrap" align="center" className="no-print">
        <FilterSelect
          label={t`Ubicación`}
          value={locationId ?? ''}
          onChange={(id) => onLocationChange(id || undefined)}
          minW="16rem"
          testId="par-location"
        >
          <option value="">{t`Elige un depósito o una barra…`}</option>
          <LocationOptions locations={locations} />
        </FilterSelect>
        {location && (
          <Text textStyle="sm" color="fg.muted">
            <Trans>Cuánto debe haber de cada mercadería; por debajo del mínimo se marca como stock bajo.</Trans>
          </Text>
        )}
        <AsOf table="parLevels" />
      </Flex>

      {!locationId ? (
        <Alert.Root status="info" variant="subtle" borderRadius="l3" data-testid="par-pick-location">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>Elige una ubicación</Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>El stock ideal y el mínimo se fijan por depósito o barra.</Trans>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <>
          {saveError && (
            <Alert.Root status="error" variant="surface" borderRadius="l3" role="alert" data-testid="par-save-error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  <Trans>No se guardaron los cambios</Trans>
                </Alert.Title>
                <Alert.Description>
                  {saveError} <Trans>Lo que escribiste sigue en la tabla: corrígelo y vuelve a guardar.</Trans>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Flex gap="3" wrap="wrap" align="flex-end" className="no-print" data-testid="par-suggest">
            <Field.Root w="auto" invalid={!daysValid}>
              <Field.Label textStyle="xs">
                <Trans>Días de stock a cubrir</Trans>
              </Field.Label>
              <Input
                size="sm"
                w="6rem"
                inputMode="numeric"
                value={daysText}
                onChange={(e) => setDaysText(e.currentTarget.value)}
                data-testid="par-suggest-days"
              />
            </Field.Root>
            <Button
              size="sm"
              variant="outline"
              disabled={!online || !daysValid}
              loading={suggest && suggestions.isFetching}
              onClick={() => (suggest ? void suggestions.refetch() : setSuggest(true))}
              data-testid="par-suggest-button"
            >
              <Trans>Sugerir por consumo</Trans>
            </Button>
            {suggest && suggestions.data && (
              <Button size="sm" variant="ghost" onClick={useAll} data-testid="par-suggest-use-all">
                <Trans>Usar todos los sugeridos</Trans>
              </Button>
            )}
            <Text textStyle="xs" color="fg.muted" maxW="28rem">
              {suggestions.error
                ? errorMessage(suggestions.error, i18n, online)
                : t`Lo usado en las últimas ${PAR_CONSUMPTION_WEEKS} semanas (ventas, cortesías, roturas y envíos a otros lugares) por día, por los días a cubrir.`}
            </Text>
          </Flex>
          <DataTable
            testId="par-grid"
            rows={shown}
            loading={par === undefined}
            columns={columns}
            rowKey={(r) => r.goodId}
            searchText={(r) => `${r.name} ${r.sku} ${r.category} ${r.supplier}`}
            searchPlaceholder={t`Buscar mercadería o código`}
            exportName={`stock-ideal-${(location?.name ?? 'ubicacion').toLowerCase().replace(/\s+/g, '-')}-${fDateIso(new Date())}`}
            defaultSort={{ key: 'category' }}
            rowTone={(r) =>
              changes.errors[r.goodId] || serverErrors[r.goodId]?.ideal || serverErrors[r.goodId]?.minimum ? 'danger' : undefined
            }
            filters={
              <>
                <CategoryFilter categories={categories} value={category} onChange={setCategory} minW="10rem" />
                <FilterSelect label={t`Mostrar`} value={show} onChange={(v) => setShow(v as Show)} minW="10rem">
                  <option value="all">{t`Todas las mercaderías`}</option>
                  <option value="with">{t`Con stock ideal`}</option>
                  <option value="without">{t`Sin stock ideal`}</option>
                  <option value="changed">{t`Con cambios sin guardar`}</option>
                </FilterSelect>
              </>
            }
            emptyTitle={rows && rows.length === 0 ? t`No hay mercaderías activas` : t`Nada coincide con los filtros elegidos`}
            emptyDescription={rows && rows.length === 0 ? t`Da de alta mercaderías en Configuración › Stock.` : undefined}
          />
          <SaveBar grid={grid} online={online} />
        </>
      )}
    </Stack>
  );
}
