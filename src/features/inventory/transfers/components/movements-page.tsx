// "Movimientos": the stock ledger, newest first — every purchase, transfer, breakage, count
// adjustment, preload, sale and reset, with who, when, where and its value at cost. Filters live
// in the URL (a transfer note links to its movements); pages load on demand ("Cargar más").
import { Box, Button, Card, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { useMemo } from 'react';
import { MOVEMENT_KINDS, type MovementDto, type MovementKind } from '../../../../contract/inventory-transfers';
import { fDate, fDateIso, fDateTime } from '../../../../lib/format-date';
import { fMoney, fQty } from '../../../../lib/format-number';
import { useNightsLive } from '../../../../lib/replica/nights';
import { type DataColumn, DataTable } from '../../../../lib/ui/data-table';
import { DateRangeFilter } from '../../../../lib/ui/date-range-filter';
import { NightPicker } from '../../../../lib/ui/night-picker';
import { useOnline } from '../../../../lib/ui/online-only';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { documentNumber } from '../../shared/document-number';
import { GoodCombobox } from '../../shared/good-combobox';
import { PageHeader } from '../../shared/page-header';
import { PlaceSelect } from '../../shared/place-select';
import { unitShortLabel } from '../../shared/unit-names';
import { useGoodsLive, usePlacesLive } from '../../shared/use-inventory-replica';
import { type MovementFilters, useLedgerUsersQuery, useMovementsQuery } from '../api/movements';
import { MOVEMENT_KIND_LABELS, translateReason } from '../labels';
import { GoodCell, KindBadge, LoadError, OfflineNotice, OptionFilter } from './common';

interface MovementsPageProps {
  filters: MovementFilters;
  onFilters(next: MovementFilters): void;
}

function Summary({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <Card.Root variant="outline" bg="bg.panel" size="sm">
      <Card.Body gap="0.5" py="3">
        <Text textStyle="xs" color="fg.muted">
          {label}
        </Text>
        <Text fontWeight="semibold" textStyle="lg" color={tone} fontVariantNumeric="tabular-nums">
          {value}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function Document({ m }: { m: MovementDto }) {
  if (m.sourceType === 'transfer_note' && m.sourceId && m.documentNumber !== null) {
    const number = documentNumber(m.documentNumber);
    return (
      <Link asChild colorPalette="brand" textStyle="sm" whiteSpace="nowrap">
        <RouterLink to="/logged/inventarios/remitos/transferencias" search={{ remito: m.sourceId }}>
          <Trans>Remito {number}</Trans>
        </RouterLink>
      </Link>
    );
  }
  return null;
}

export function MovementsPage({ filters, onFilters }: MovementsPageProps) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Movimientos de stock`);
  const online = useOnline();
  const movements = useMovementsQuery(filters);
  const users = useLedgerUsersQuery();
  const places = usePlacesLive(true);
  const goods = useGoodsLive();
  const nights = useNightsLive();
  const set = (patch: Partial<MovementFilters>) => onFilters({ ...filters, ...patch });

  const rows = useMemo(() => movements.data?.pages.flatMap((p) => p.movements), [movements.data]);
  // Values, not quantities: bottles, kilos and cans only add up at cost.
  const totals = useMemo(() => {
    let inValue = 0;
    let outValue = 0;
    for (const m of rows ?? []) {
      if (m.valued >= 0) inValue += m.valued;
      else outValue -= m.valued;
    }
    return { inValue, outValue };
  }, [rows]);

  const columns = useMemo<DataColumn<MovementDto>[]>(
    () => [
      {
        key: 'at',
        header: t`Fecha`,
        value: (m) => m.at,
        render: (m) => <Text whiteSpace="nowrap">{fDateTime(m.at, i18n)}</Text>,
      },
      {
        key: 'kind',
        header: t`Tipo`,
        value: (m) => i18n._(MOVEMENT_KIND_LABELS[m.kind]),
        render: (m) => <KindBadge kind={m.kind} />,
      },
      { key: 'location', header: t`Lugar`, value: (m) => m.location.name },
      {
        key: 'good',
        header: t`Mercadería`,
        value: (m) => m.goodName,
        render: (m) => <GoodCell name={m.goodName} sku={m.goodSku} />,
      },
      {
        key: 'quantity',
        header: t`Cantidad`,
        value: (m) => m.quantity,
        render: (m) => (
          <Text as="span" color={m.quantity < 0 ? 'fg.error' : 'green.fg'} whiteSpace="nowrap">
            {m.quantity > 0 ? '+' : ''}
            {fQty(m.quantity, i18n)} {unitShortLabel(i18n, m.goodUnit)}
          </Text>
        ),
        numeric: true,
      },
      {
        key: 'unitCost',
        header: t`Costo unitario`,
        value: (m) => m.unitCost / 100,
        render: (m) => fMoney(m.unitCost, undefined, i18n),
        numeric: true,
        hideBelowMd: true,
      },
      {
        key: 'valued',
        header: t`Valorizado`,
        value: (m) => m.valued / 100,
        render: (m) => fMoney(m.valued, undefined, i18n),
        numeric: true,
      },
      {
        key: 'night',
        header: t`Noche`,
        value: (m) => m.nightDate,
        render: (m) => (m.nightDate ? fDate(m.nightDate, i18n) : '-'),
        hideBelowMd: true,
      },
      { key: 'user', header: t`Usuario`, value: (m) => m.userName, hideBelowSm: true },
      {
        key: 'document',
        header: t`Documento`,
        value: (m) => (m.documentNumber !== null ? documentNumber(m.documentNumber) : null),
        render: (m) => <Document m={m} />,
        hideBelowMd: true,
      },
      {
        key: 'note',
        header: t`Nota`,
        value: (m) => (m.kind === 'breakage' ? translateReason(i18n, m.note) : m.note),
        hideBelowMd: true,
      },
    ],
    [t, i18n],
  );

  const filtered = Object.values(filters).some((v) => v !== undefined && v !== '');
  const loaded = rows?.length ?? 0;

  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="movements-page">
      <PageHeader
        title={t`Movimientos de stock`}
        description={
          <Trans>
            Cada cambio de stock queda registrado aquí y nunca se edita: compras, remitos, roturas, ajustes por conteo, precargas,
            consumos por ventas y limpiezas.
          </Trans>
        }
      />
      {!online && <OfflineNotice />}
      {movements.isError && <LoadError error={movements.error} onRetry={() => void movements.refetch()} />}

      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <Summary label={t`Movimientos cargados`} value={String(rows?.length ?? 0)} />
        <Summary label={t`Entradas a costo`} value={fMoney(Math.round(totals.inValue), undefined, i18n)} tone="green.fg" />
        <Summary label={t`Salidas a costo`} value={fMoney(Math.round(totals.outValue), undefined, i18n)} tone="fg.error" />
      </SimpleGrid>

      <Card.Root variant="outline" bg="bg.panel" className="no-print">
        <Card.Body gap="3" p={{ base: '3', sm: '4' }}>
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3">
            <DateRangeFilter
              from={filters.from}
              to={filters.to}
              onChange={set}
              testIds={{ from: 'filter-from', to: 'filter-to' }}
            />
            <NightPicker
              nights={nights ?? []}
              value={filters.nightId ?? ''}
              onChange={(v) => set({ nightId: v || undefined })}
              none={t`Todas las noches`}
              testId="filter-night"
            />
            <PlaceSelect
              size="sm"
              places={places ?? []}
              value={filters.locationId ?? ''}
              onChange={(id) => set({ locationId: id || undefined })}
              emptyLabel={t`Todos los lugares`}
              ariaLabel={t`Lugar`}
              testId="filter-location"
            />
            <GoodCombobox
              size="sm"
              goods={goods ?? []}
              value={filters.goodId ?? null}
              onChange={(id) => set({ goodId: id ?? undefined })}
              placeholder={t`Todas las mercaderías`}
              testId="filter-good"
            />
            <OptionFilter
              label={t`Tipo`}
              value={filters.kind ?? ''}
              onChange={(v) => set({ kind: (v || undefined) as MovementKind | undefined })}
              allLabel={t`Todos los tipos`}
              options={MOVEMENT_KINDS.map((k) => ({ value: k, label: i18n._(MOVEMENT_KIND_LABELS[k]) }))}
              testId="filter-kind"
            />
            <OptionFilter
              label={t`Usuario`}
              value={filters.userId ?? ''}
              onChange={(v) => set({ userId: v || undefined })}
              allLabel={t`Todos los usuarios`}
              options={(users.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
            />
          </SimpleGrid>
          {filtered && (
            <Box>
              <Button size="xs" variant="ghost" onClick={() => onFilters({})}>
                <Trans>Quitar filtros</Trans>
              </Button>
            </Box>
          )}
        </Card.Body>
      </Card.Root>

      <DataTable
        cards={{ title: 'good', amount: 'valued' }}
        testId="movements-table"
        rows={rows ?? (online ? undefined : [])}
        loading={movements.isLoading}
        columns={columns}
        rowKey={(m) => m.id}
        searchText={(m) =>
          `${m.goodName} ${m.goodSku} ${m.location.name} ${m.userName ?? ''} ${m.note} ${i18n._(MOVEMENT_KIND_LABELS[m.kind])}`
        }
        searchPlaceholder={t`Buscar en lo cargado`}
        exportName={`movimientos-${fDateIso(new Date(), i18n)}`}
        defaultSort={{ key: 'at', desc: true }}
        emptyTitle={
          !rows && !online
            ? t`Sin conexión: los movimientos se cargan cuando vuelva la conexión`
            : filtered
              ? t`Ningún movimiento con estos filtros`
              : t`Todavía no hay movimientos de stock`
        }
        emptyDescription={rows && filtered ? t`Cambia o quita los filtros para ver más movimientos.` : undefined}
      />
      {loaded > 0 && (
        <HStack justify="center" gap="3" className="no-print">
          {movements.hasNextPage ? (
            <Button
              variant="outline"
              onClick={() => void movements.fetchNextPage()}
              loading={movements.isFetchingNextPage}
              disabled={!online}
              data-testid="load-more"
            >
              <Trans>Cargar más</Trans>
            </Button>
          ) : (
            <Text textStyle="sm" color="fg.muted" data-testid="ledger-end">
              <Trans>No hay movimientos más antiguos</Trans>
            </Text>
          )}
        </HStack>
      )}
    </Stack>
  );
}
