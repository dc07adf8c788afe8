// "Tablero de stock" (tableroStock, 418): on hand of every good at every location, valued at the
// goods' current cost, with the par levels and a low-stock flag; location, category and
// low-only filters (negative stock — a transfer sent past what was held — is flagged on its own:
// it is always wrong and needs a count), search, sorting, totals of what is shown, CSV/XLSX export and print.
import { Badge, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { StockBoardRow } from '../../../../contract/inventory-stock';
import { fDateIso } from '../../../../lib/format-date';
import { fMoney, fQty } from '../../../../lib/format-number';
import { AsOf } from '../../../../lib/sync/as-of';
import { ReplicaRefreshButton } from '../../../../lib/sync/refresh-button';
import { CheckboxField } from '../../../../lib/ui/checkbox-field';
import { type DataColumn, DataTable } from '../../../../lib/ui/data-table';
import { NoticeAlert } from '../../../../lib/ui/notice-alert';
import { ScreenHeader } from '../../../../lib/ui/screen-header';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { NoReplicaNotice } from '../../shared/no-replica-notice';
import { unitShortLabel } from '../../shared/unit-names';
import { useStockBoardLive } from '../data/use-stock-board-live';
import { CategoryFilter, FilterSelect, LocationOptions, StatTile } from './page-parts';

const ALL = '';

interface LocationSummary {
  id: string;
  name: string;
  kind: 'warehouse' | 'bar';
  value: number;
  low: number;
}

export function StockBoardPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Tablero de stock`);
  const board = useStockBoardLive();
  const [locationId, setLocationId] = useState(ALL);
  const [category, setCategory] = useState(ALL);
  const [lowOnly, setLowOnly] = useState(false);
  const data = board ?? undefined;
  const currency = data?.currency ?? 'ARS';

  const rows = useMemo(
    () =>
      data?.rows.filter(
        (r) =>
          (!locationId || r.locationId === locationId) &&
          (!category || r.category === category) &&
          (!lowOnly || r.low || r.onHand < 0),
      ),
    [data, locationId, category, lowOnly],
  );

  // Per-location headline over the category filter (the location filter picks one of them).
  const perLocation = useMemo<LocationSummary[]>(() => {
    if (!data) return [];
    const sums = new Map<string, LocationSummary>(data.locations.map((l) => [l.id, { ...l, value: 0, low: 0 }]));
    for (const r of data.rows) {
      if (category && r.category !== category) continue;
      const s = sums.get(r.locationId);
      if (!s) continue;
      s.value += r.value;
      if (r.low) s.low += 1;
    }
    return [...sums.values()];
  }, [data, category]);

  const totals = useMemo(
    () => ({
      value: rows?.reduce((s, r) => s + r.value, 0) ?? 0,
      low: rows?.filter((r) => r.low).length ?? 0,
      negative: rows?.filter((r) => r.onHand < 0).length ?? 0,
      goods: new Set(rows?.map((r) => r.goodId)).size,
    }),
    [rows],
  );

  const columns = useMemo<DataColumn<StockBoardRow>[]>(
    () => [
      {
        key: 'location',
        header: t`Ubicación`,
        value: (r) => r.locationName,
        hideBelowMd: true,
      },
      {
        key: 'good',
        header: t`Mercadería`,
        value: (r) => r.goodName,
        render: (r) => (
          <Stack gap="0" minW="9rem" whiteSpace="normal">
            <Text fontWeight="medium">{r.goodName}</Text>
            <Text textStyle="xs" color="fg.muted">
              {r.sku}
              <Box as="span" hideFrom="md">
                {' · '}
                {r.locationName}
              </Box>
            </Text>
          </Stack>
        ),
      },
      { key: 'category', header: t`Categoría`, value: (r) => r.category, hideBelowMd: true },
      {
        key: 'onHand',
        header: t`En stock`,
        numeric: true,
        value: (r) => r.onHand,
        render: (r) => (
          <Stack gap="0" align="flex-end">
            <Text as="span" color={r.onHand < 0 ? 'fg.error' : undefined} whiteSpace="nowrap">
              {fQty(r.onHand, i18n)}{' '}
              <Text as="span" color="fg.muted" textStyle="xs">
                {unitShortLabel(i18n, r.unit, true)}
              </Text>
            </Text>
            <Text textStyle="xs" color="fg.muted" hideFrom="sm" whiteSpace="nowrap">
              {fMoney(r.value, currency, i18n)}
            </Text>
            {r.onHand < 0 && (
              <Badge colorPalette="red" variant="solid" size="sm" hideFrom="sm" data-testid="board-negative">
                {t`Stock negativo`}
              </Badge>
            )}
          </Stack>
        ),
      },
      {
        key: 'par',
        header: t`Mín. / ideal`,
        numeric: true,
        hideBelowSm: true,
        value: (r) => r.idealQuantity,
        render: (r) =>
          r.idealQuantity === null ? (
            <Text as="span" color="fg.subtle">
              -
            </Text>
          ) : (
            `${fQty(r.minimumQuantity, i18n)} / ${fQty(r.idealQuantity, i18n)}`
          ),
      },
      {
        key: 'unitCost',
        header: t`Costo unitario`,
        numeric: true,
        hideBelowMd: true,
        value: (r) => r.unitCost / 100,
        render: (r) => fMoney(r.unitCost, currency, i18n),
      },
      {
        key: 'value',
        header: t`Valorizado`,
        numeric: true,
        hideBelowSm: true,
        value: (r) => r.value / 100,
        render: (r) => (
          <Text as="span" whiteSpace="nowrap">
            {fMoney(r.value, currency, i18n)}
          </Text>
        ),
      },
      {
        key: 'status',
        header: t`Estado`,
        hideBelowSm: true,
        value: (r) => (r.onHand < 0 ? t`Stock negativo` : r.low ? (r.onHand <= 0 ? t`Sin stock` : t`Stock bajo`) : ''),
        render: (r) =>
          r.onHand < 0 ? (
            <Badge colorPalette="red" variant="solid" data-testid="board-negative">
              {t`Stock negativo`}
            </Badge>
          ) : r.low ? (
            <Badge colorPalette="red" variant="subtle">
              {r.onHand <= 0 ? t`Sin stock` : t`Stock bajo`}
            </Badge>
          ) : r.idealQuantity !== null ? (
            <Badge colorPalette="green" variant="subtle">{t`OK`}</Badge>
          ) : null,
      },
    ],
    [t, i18n, currency],
  );

  const filters = data && (
    <>
      <FilterSelect label={t`Ubicación`} value={locationId} onChange={setLocationId} testId="board-location">
        <option value={ALL}>{t`Todas las ubicaciones`}</option>
        <LocationOptions locations={data.locations} />
      </FilterSelect>
      <CategoryFilter categories={data.categories} value={category} onChange={setCategory} testId="board-category" />
      <CheckboxField
        size="sm"
        checked={lowOnly}
        onChange={setLowOnly}
        label={t`Solo stock bajo`}
        nowrap
        data-testid="board-low-only"
      />
    </>
  );

  const selectedName = data?.locations.find((l) => l.id === locationId)?.name;

  return (
    <Stack gap={{ base: '4', sm: '6' }} data-testid="stock-board-page">
      <ScreenHeader
        section={t`Inventarios`}
        title={t`Tablero de stock`}
        actions={
          <>
            <AsOf table="stockLevels" />
            <ReplicaRefreshButton />
          </>
        }
      />
      {board === null && (
        <NoReplicaNotice title={<Trans>No hay datos guardados en este dispositivo</Trans>}>
          <Trans>
            El tablero se lee de los datos del local guardados en este dispositivo, y no están disponibles: tu usuario no tiene un
            local asignado o este navegador no permite guardar datos (por ejemplo, en una ventana privada).
          </Trans>
        </NoReplicaNotice>
      )}

      {data && (
        <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
          <StatTile
            wide
            label={t`Valor del stock`}
            value={fMoney(totals.value, currency, i18n)}
            hint={selectedName ?? t`Todas las ubicaciones`}
            testId="board-total-value"
          />
          <StatTile label={t`Mercaderías`} value={String(totals.goods)} hint={category || t`Todas las categorías`} />
          <StatTile
            label={t`Stock bajo`}
            value={String(totals.low)}
            tone={totals.low > 0 ? 'danger' : 'ok'}
            hint={t`bajo el mínimo o el ideal`}
            testId="board-low-count"
          />
        </SimpleGrid>
      )}

      {data && totals.negative > 0 && (
        <NoticeAlert status="error" title={t`${totals.negative} con stock negativo`} testId="board-negative-alert">
          {t`Salió más de lo que figuraba en stock (por ejemplo, un remito enviado igual). Cuenta esas mercaderías para corregirlo.`}
        </NoticeAlert>
      )}

      {data && perLocation.length > 1 && (
        <HStack gap="2" overflowX="auto" pb="1" className="no-print" data-testid="board-locations">
          {perLocation.map((l) => {
            const active = locationId === l.id;
            return (
              <Button
                key={l.id}
                size="sm"
                variant={active ? 'solid' : 'outline'}
                colorPalette={active ? 'brand' : 'gray'}
                onClick={() => setLocationId(active ? ALL : l.id)}
                flexShrink={0}
                aria-pressed={active}
              >
                {l.name}
                <Text as="span" fontWeight="normal" opacity={0.8}>
                  {fMoney(l.value, currency, i18n)}
                </Text>
                {l.low > 0 && (
                  <Badge colorPalette="red" variant={active ? 'solid' : 'subtle'} size="sm">
                    {l.low}
                  </Badge>
                )}
              </Button>
            );
          })}
        </HStack>
      )}

      {(data || board === undefined) && (
        <DataTable
          testId="stock-board-table"
          rows={rows}
          loading={board === undefined}
          columns={columns}
          rowKey={(r) => `${r.locationId}|${r.goodId}`}
          searchText={(r) => `${r.goodName} ${r.sku} ${r.category} ${r.locationName}`}
          searchPlaceholder={t`Buscar mercadería, código o ubicación`}
          exportName={`tablero-stock-${fDateIso(new Date())}`}
          printable
          filters={filters}
          defaultSort={{ key: 'location' }}
          rowTone={(r) => (r.low || r.onHand < 0 ? 'danger' : undefined)}
          emptyTitle={
            data && data.rows.length === 0 ? t`Todavía no hay stock registrado` : t`Nada coincide con los filtros elegidos`
          }
          emptyDescription={
            data && data.rows.length === 0
              ? t`El tablero se llena con las compras, transferencias y conteos de cada depósito y barra.`
              : t`Prueba con otra ubicación o categoría, o quita «Solo stock bajo».`
          }
        />
      )}
    </Stack>
  );
}
