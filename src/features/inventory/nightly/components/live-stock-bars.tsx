// One bar of the live stock screen: its card in the overview and its detail with each good's level.
// A good that went below zero during the night (sold without stock loaded) is flagged on its line
// and counted on the bar's card (server/domain/negative-stock.ts).
import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LiveBar, LiveProductLine, LiveStockLine } from '../../../../contract/inventory-nightly';
import type { BelowZeroDto } from '../../../../contract/stock-variance';
import { fToNow } from '../../../../lib/format-date';
import { fMoney, fQty } from '../../../../lib/format-number';
import { type DataColumn, DataTable } from '../../../../lib/ui/data-table';
import { type BadgeLook, StateBadge } from '../../../../lib/ui/state-badge';
import { belowZeroHint } from '../../shared/variance-marks';

const LEVEL_LOOKS: Record<LiveStockLine['level'], BadgeLook> = {
  out: { palette: 'red', label: msg`Agotado`, variant: 'solid' },
  low: { palette: 'orange', label: msg`Bajo` },
  ok: { palette: 'green', label: msg`OK` },
};

export function LevelBadge({ level }: { level: LiveStockLine['level'] }) {
  return <StateBadge look={LEVEL_LOOKS[level]} />;
}

/** The flag of a good that went below zero tonight: how low, and since when in its tooltip. */
export function BelowZeroBadge({ flag }: { flag: BelowZeroDto }) {
  const { i18n } = useLingui();
  const lowest = fQty(flag.lowest, i18n);
  return (
    <Badge colorPalette="red" variant="outline" title={belowZeroHint(i18n, flag)} data-testid="below-zero">
      <Trans>Bajo cero ({lowest})</Trans>
    </Badge>
  );
}

export function BarCard({
  bar,
  selected,
  onPick,
  currency,
}: {
  bar: LiveBar;
  selected: boolean;
  onPick?(): void;
  currency?: string;
}) {
  const { t, i18n } = useLingui();
  const out = bar.lines.filter((l) => l.level === 'out').length;
  const low = bar.lines.filter((l) => l.level === 'low').length;
  const belowZero = bar.lines.filter((l) => l.belowZero !== null).length;
  return (
    <Box
      as={onPick ? 'button' : 'div'}
      onClick={onPick}
      textAlign="start"
      borderWidth={selected ? '2px' : '1px'}
      borderColor={selected ? 'brand.solid' : 'border'}
      borderRadius="l3"
      bg="bg.panel"
      p={{ base: '3', sm: '4' }}
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
          <HStack gap="1" wrap="wrap" justify="flex-end">
            {belowZero > 0 && (
              <Badge colorPalette="red" variant="outline">
                <Plural value={belowZero} one="# bajo cero" other="# bajo cero" />
              </Badge>
            )}
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

export function BarDetail({ bar, nightDate, currency }: { bar: LiveBar; nightDate: string; currency?: string }) {
  const { t, i18n } = useLingui();
  const [onlyLow, setOnlyLow] = useState(false);
  const lines = onlyLow ? bar.lines.filter((l) => l.level !== 'ok' || l.belowZero !== null) : bar.lines;
  const anyBelowZero = bar.lines.some((l) => l.belowZero !== null);
  const stockColumns: DataColumn<LiveStockLine>[] = [
    {
      key: 'name',
      header: t`Mercadería`,
      value: (l) => l.name,
      render: (l) => (
        <Stack gap="1" align="flex-start">
          <Text fontWeight="medium" truncate maxW={{ base: '8rem', sm: '16rem' }} title={l.name}>
            {l.name}
          </Text>
          {/* Phones and tablets: the flag under the name, where it is not cut off. */}
          {l.belowZero && (
            <Box hideFrom="md">
              <BelowZeroBadge flag={l.belowZero} />
            </Box>
          )}
        </Stack>
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
      value: (l) => (l.belowZero ? -1 : l.level === 'out' ? 0 : l.level === 'low' ? 1 : 2),
      render: (l) => (
        <HStack gap="1" wrap="wrap">
          <LevelBadge level={l.level} />
          {l.belowZero && (
            <Box hideBelow="md">
              <BelowZeroBadge flag={l.belowZero} />
            </Box>
          )}
        </HStack>
      ),
      exportable: false,
    },
    {
      key: 'lowest',
      header: t`Bajo cero`,
      numeric: true,
      hideBelowMd: true,
      value: (l) => l.belowZero?.lowest ?? null,
      render: (l) => (l.belowZero ? fQty(l.belowZero.lowest) : ''),
    },
    { key: 'consumption', header: t`Consumo`, numeric: true, value: (l) => l.consumption, render: (l) => fQty(l.consumption) },
    {
      key: 'opening',
      header: t`Inicial`,
      numeric: true,
      hideBelowSm: true,
      value: (l) => l.opening,
      render: (l) => fQty(l.opening),
    },
    {
      key: 'preload',
      header: t`Precarga`,
      numeric: true,
      hideBelowSm: true,
      value: (l) => l.preload,
      render: (l) => fQty(l.preload),
    },
    {
      key: 'transfersIn',
      header: t`Transferencias`,
      numeric: true,
      hideBelowSm: true,
      value: (l) => l.transfersIn,
      render: (l) => fQty(l.transfersIn),
    },
    {
      key: 'breakage',
      header: t`Roturas`,
      numeric: true,
      hideBelowSm: true,
      value: (l) => l.breakage,
      render: (l) => fQty(l.breakage),
    },
    { key: 'category', header: t`Categoría`, value: (l) => l.category, hideBelowSm: true },
  ];
  const productColumns: DataColumn<LiveProductLine>[] = [
    { key: 'name', header: t`Producto`, value: (p) => p.name },
    { key: 'category', header: t`Categoría`, value: (p) => p.category, hideBelowSm: true },
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
        {anyBelowZero && (
          <Text textStyle="sm" color="fg.error" data-testid="below-zero-note">
            <Trans>
              Bajo cero: la barra vendió más de lo que tenía cargado. El conteo de cierre lo mostrará como sobrante, que no es una
              ganancia.
            </Trans>
          </Text>
        )}
        <DataTable
          testId="live-stock-table"
          rows={lines}
          columns={stockColumns}
          rowKey={(l) => l.goodId}
          searchText={(l) => `${l.name} ${l.category}`}
          searchPlaceholder={t`Buscar mercadería`}
          exportName={`stock-en-vivo-${nightDate}-${bar.name}`}
          defaultSort={{ key: 'level' }}
          rowTone={(l) => (l.level === 'out' || l.belowZero ? 'danger' : l.level === 'low' ? 'warning' : undefined)}
          emptyTitle={onlyLow ? t`Nada está bajo en esta barra` : t`Esta barra no tiene stock en esta noche`}
          emptyDescription={onlyLow ? undefined : t`Aparece cuando la barra recibe su precarga o una transferencia.`}
          filters={
            <Switch.Root size="sm" colorPalette="brand" checked={onlyLow} onCheckedChange={({ checked }) => setOnlyLow(checked)}>
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>
                <Trans>Solo bajos, agotados y bajo cero</Trans>
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
