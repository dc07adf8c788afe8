import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import type { LiveBar, LiveProductLine, LiveStockLine } from '../../../../contract/inventory-nightly';
import { fToNow } from '../../../../lib/format-date';
import { fMoney, fQty } from '../../../../lib/format-number';
import { type DataColumn, DataTable } from '../../../../lib/ui/data-table';
import { OfflineNotice, useOnline } from '../../../../lib/ui/online-only';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { useNightOptionsQuery } from '../../shared/night-options-query';
import { useLiveStock } from '../api/live-stock';
import { NightSelect } from './night-select';
import { EmptyNotice, LoadFailed } from './notices';
import { PageHeader } from './page-header';

export interface LiveStockSelection {
  night?: string;
  bar?: string;
}

interface LiveStockPageProps {
  nightId: string | undefined;
  barId: string | undefined;
  onSelect(next: LiveStockSelection): void;
}

/** The current time, ticking every `ms` (for "actualizado hace …"). */
function useNow(ms: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

function Freshness({ updatedAt, fetching, onRefresh }: { updatedAt: number; fetching: boolean; onRefresh(): void }) {
  const { t, i18n } = useLingui();
  const now = useNow(5_000);
  // A clock a little ahead of the server must never say "in 2 seconds".
  const age = now.getTime() - updatedAt;
  const shown = updatedAt > 0 && age >= 10_000 ? fToNow(updatedAt, i18n, now) : null;
  return (
    <HStack gap="2" className="no-print" data-testid="live-freshness">
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {updatedAt === 0 ? t`Todavía sin datos` : shown ? t`Actualizado ${shown}` : t`Actualizado hace un momento`}
      </Text>
      {fetching && <Spinner size="xs" color="brand.solid" />}
      <Button size="xs" variant="outline" onClick={onRefresh} disabled={fetching}>
        <Trans>Actualizar</Trans>
      </Button>
    </HStack>
  );
}

function LevelBadge({ level }: { level: LiveStockLine['level'] }) {
  if (level === 'out') {
    return (
      <Badge colorPalette="red" variant="solid">
        <Trans>Agotado</Trans>
      </Badge>
    );
  }
  if (level === 'low') {
    return (
      <Badge colorPalette="orange" variant="subtle">
        <Trans>Bajo</Trans>
      </Badge>
    );
  }
  return (
    <Badge colorPalette="green" variant="subtle">
      <Trans>OK</Trans>
    </Badge>
  );
}

function BarCard({ bar, selected, onPick, currency }: { bar: LiveBar; selected: boolean; onPick?(): void; currency?: string }) {
  const { t, i18n } = useLingui();
  const out = bar.lines.filter((l) => l.level === 'out').length;
  const low = bar.lines.filter((l) => l.level === 'low').length;
  return (
    <Box
      as={onPick ? 'button' : 'div'}
      onClick={onPick}
      textAlign="start"
      borderWidth={selected ? '2px' : '1px'}
      borderColor={selected ? 'brand.solid' : 'border'}
      borderRadius="l3"
      bg="bg.panel"
      p={{ base: '3', md: '4' }}
      _hover={onPick ? { borderColor: 'brand.emphasized' } : undefined}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
      aria-pressed={onPick ? selected : undefined}
      data-testid="live-bar-card"
    >
      <Stack gap="2">
        <HStack justify="space-between" gap="2">
          <Text fontWeight="semibold" truncate>
            {bar.name}
          </Text>
          <HStack gap="1">
            {out > 0 && (
              <Badge colorPalette="red" variant="solid">
                <Plural value={out} one="# agotado" other="# agotados" />
              </Badge>
            )}
            {low > 0 && (
              <Badge colorPalette="orange" variant="subtle">
                <Plural value={low} one="# bajo" other="# bajos" />
              </Badge>
            )}
          </HStack>
        </HStack>
        <SimpleGrid columns={2} gap="2">
          <Stack gap="0" minW="0">
            <Text textStyle="xs" color="fg.muted">
              <Trans>Facturado</Trans>
            </Text>
            <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" truncate>
              {fMoney(bar.revenue, currency, i18n)}
            </Text>
          </Stack>
          <Stack gap="0" minW="0">
            <Text textStyle="xs" color="fg.muted">
              <Trans>Consumo al costo</Trans>
            </Text>
            <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" truncate>
              {fMoney(bar.consumptionCost, currency, i18n)}
            </Text>
          </Stack>
        </SimpleGrid>
        <Text textStyle="xs" color="fg.muted">
          <Plural value={bar.sales} one="# venta" other="# ventas" />
          {' · '}
          {bar.lastSaleAt ? t`la última ${fToNow(bar.lastSaleAt, i18n)}` : t`ninguna todavía`}
        </Text>
      </Stack>
    </Box>
  );
}

function BarDetail({ bar, nightDate, currency }: { bar: LiveBar; nightDate: string; currency?: string }) {
  const { t, i18n } = useLingui();
  const [onlyLow, setOnlyLow] = useState(false);
  const lines = onlyLow ? bar.lines.filter((l) => l.level !== 'ok') : bar.lines;
  const stockColumns: DataColumn<LiveStockLine>[] = [
    {
      key: 'name',
      header: t`Mercadería`,
      value: (l) => l.name,
      render: (l) => (
        <Text fontWeight="medium" truncate maxW={{ base: '8rem', md: '16rem' }} title={l.name}>
          {l.name}
        </Text>
      ),
    },
    {
      key: 'expected',
      header: t`Esperado`,
      numeric: true,
      value: (l) => l.expected,
      render: (l) => <Text fontWeight="semibold">{fQty(l.expected)}</Text>,
    },
    {
      key: 'level',
      header: t`Estado`,
      value: (l) => (l.level === 'out' ? 0 : l.level === 'low' ? 1 : 2),
      render: (l) => <LevelBadge level={l.level} />,
      exportable: false,
    },
    { key: 'consumption', header: t`Consumo`, numeric: true, value: (l) => l.consumption, render: (l) => fQty(l.consumption) },
    {
      key: 'opening',
      header: t`Inicial`,
      numeric: true,
      hideBelowMd: true,
      value: (l) => l.opening,
      render: (l) => fQty(l.opening),
    },
    {
      key: 'preload',
      header: t`Precarga`,
      numeric: true,
      hideBelowMd: true,
      value: (l) => l.preload,
      render: (l) => fQty(l.preload),
    },
    {
      key: 'transfersIn',
      header: t`Transferencias`,
      numeric: true,
      hideBelowMd: true,
      value: (l) => l.transfersIn,
      render: (l) => fQty(l.transfersIn),
    },
    {
      key: 'breakage',
      header: t`Roturas`,
      numeric: true,
      hideBelowMd: true,
      value: (l) => l.breakage,
      render: (l) => fQty(l.breakage),
    },
    { key: 'category', header: t`Categoría`, value: (l) => l.category, hideBelowMd: true },
  ];
  const productColumns: DataColumn<LiveProductLine>[] = [
    { key: 'name', header: t`Producto`, value: (p) => p.name },
    { key: 'category', header: t`Categoría`, value: (p) => p.category, hideBelowMd: true },
    { key: 'quantity', header: t`Cantidad`, numeric: true, value: (p) => p.quantity, render: (p) => fQty(p.quantity) },
    {
      key: 'revenue',
      header: t`Importe`,
      numeric: true,
      value: (p) => p.revenue / 100,
      render: (p) => fMoney(p.revenue, currency, i18n),
    },
  ];
  return (
    <Stack gap="6" data-testid="live-bar-detail">
      <Stack gap="3">
        <Heading as="h2" size="md">
          <Trans>Stock esperado en {bar.name}</Trans>
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          <Trans>Esperado = inicial + precarga + transferencias recibidas − consumo de las ventas − roturas.</Trans>
        </Text>
        <DataTable
          testId="live-stock-table"
          rows={lines}
          columns={stockColumns}
          rowKey={(l) => l.goodId}
          searchText={(l) => `${l.name} ${l.category}`}
          searchPlaceholder={t`Buscar mercadería`}
          exportName={`stock-en-vivo-${nightDate}-${bar.name}`}
          defaultSort={{ key: 'level' }}
          rowTone={(l) => (l.level === 'out' ? 'danger' : l.level === 'low' ? 'warning' : undefined)}
          emptyTitle={onlyLow ? t`Nada está bajo en esta barra` : t`Esta barra no tiene stock en esta noche`}
          emptyDescription={onlyLow ? undefined : t`Aparece cuando la barra recibe su precarga o una transferencia.`}
          filters={
            <Switch.Root size="sm" colorPalette="brand" checked={onlyLow} onCheckedChange={({ checked }) => setOnlyLow(checked)}>
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>
                <Trans>Solo bajos y agotados</Trans>
              </Switch.Label>
            </Switch.Root>
          }
        />
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          <Trans>Consumo por producto</Trans>
        </Heading>
        <DataTable
          testId="live-products-table"
          rows={bar.products}
          columns={productColumns}
          rowKey={(p) => p.productId}
          searchText={(p) => `${p.name} ${p.category}`}
          searchPlaceholder={t`Buscar producto`}
          exportName={`consumo-por-producto-${nightDate}-${bar.name}`}
          defaultSort={{ key: 'quantity', desc: true }}
          emptyTitle={t`Esta barra todavía no vendió nada esta noche`}
        />
      </Stack>
    </Stack>
  );
}

/**
 * "Stock en vivo": during a night, what each bar should have on its shelves right now, refreshed
 * every 10 seconds while the screen is visible, with what each bar sold.
 */
export function LiveStockPage({ nightId, barId, onSelect }: LiveStockPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Stock en vivo`);
  const online = useOnline();
  const options = useNightOptionsQuery();
  const live = useLiveStock(nightId, online);
  const data = live.data;
  const night = data?.night ?? null;
  const bars = data?.bars ?? [];
  const bar = bars.find((b) => b.id === barId) ?? bars[0];
  const currency = options.data?.currency;

  let body: ReactNode;
  if (live.isError && !data) {
    body = <LoadFailed error={live.error} onRetry={() => void live.refetch()} />;
  } else if (!data) {
    body = online ? (
      <Stack gap="3">
        <Skeleton height="28" borderRadius="l3" />
        <Skeleton height="64" borderRadius="l3" />
      </Stack>
    ) : null;
  } else if (!night) {
    body = (
      <EmptyNotice
        testId="live-no-night"
        title={<Trans>No hay una noche abierta</Trans>}
        description={<Trans>El stock en vivo se ve durante una noche; elige una noche para ver cómo terminó.</Trans>}
      />
    );
  } else if (!bar) {
    body = <EmptyNotice title={<Trans>No hay barras configuradas</Trans>} />;
  } else {
    body = (
      <Stack gap="6">
        {night.status !== 'open' && (
          <Alert.Root status="info" variant="surface" borderRadius="l3">
            <Alert.Indicator />
            <Alert.Description>
              {night.status === 'closed' ? (
                <Trans>Esta noche ya cerró: las cifras son las del final de la noche.</Trans>
              ) : (
                <Trans>Esta noche todavía no abrió: se ve lo precargado hasta ahora.</Trans>
              )}
            </Alert.Description>
          </Alert.Root>
        )}
        {/* Phones: pick the bar from a list and see its card; wider screens: every bar's card. */}
        <Stack gap="3" display={{ base: 'flex', sm: 'none' }} className="no-print">
          <Field.Root>
            <Field.Label textStyle="xs" color="fg.muted">
              <Trans>Barra</Trans>
            </Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={bar.id}
                onChange={(e) => onSelect({ night: night.id, bar: e.target.value })}
                data-testid="live-bar-select"
              >
                {bars.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <BarCard bar={bar} selected={false} currency={currency} />
        </Stack>
        <SimpleGrid columns={{ sm: 2, xl: 3 }} gap="3" display={{ base: 'none', sm: 'grid' }} className="no-print">
          {bars.map((b) => (
            <BarCard
              key={b.id}
              bar={b}
              selected={b.id === bar.id}
              currency={currency}
              onPick={() => onSelect({ night: night.id, bar: b.id })}
            />
          ))}
        </SimpleGrid>
        <Card.Root variant="outline" bg="bg.panel">
          <Card.Body p={{ base: '3', md: '5' }}>
            <BarDetail key={bar.id} bar={bar} nightDate={night.businessDate} currency={currency} />
          </Card.Body>
        </Card.Root>
      </Stack>
    );
  }

  return (
    <Stack gap={{ base: '4', md: '5' }} data-testid="live-stock-page">
      <PageHeader
        title={t`Stock en vivo`}
        aside={
          data?.night ? (
            <Freshness updatedAt={live.dataUpdatedAt} fetching={live.isFetching} onRefresh={() => void live.refetch()} />
          ) : undefined
        }
      />
      {!online && (
        <OfflineNotice>
          <Trans>Se muestran los últimos datos recibidos; se actualizan solos cuando vuelva la conexión.</Trans>
        </OfflineNotice>
      )}
      <Box maxW={{ md: '22rem' }} className="no-print">
        <NightSelect
          nights={options.data?.nights ?? []}
          value={night?.id ?? nightId}
          fallback={night}
          onChange={(id) => onSelect({ night: id })}
        />
      </Box>
      {body}
    </Stack>
  );
}
