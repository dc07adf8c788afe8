// "Compras sugeridas": what to buy so each location reaches its ideal stock, counting what is on
// its way on transfer notes already sent, rounded up to the supplier's pack; one section per
// supplier (a purchase order to send), with search, CSV/XLSX export of every line and print.
import {
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  Flex,
  HStack,
  Input,
  InputGroup,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState } from 'react';
import type { PurchaseLine, StockLocationDto } from '../../../../contract/inventory-stock';
import { exportTable } from '../../../../lib/export/table-export';
import { fDate, fDateIso } from '../../../../lib/format-date';
import { fMoney, fQty } from '../../../../lib/format-number';
import { normalizeSearch } from '../../../../lib/ui/data-table';
import { SearchIcon } from '../../../../lib/ui/nav-icons';
import { OfflineNotice } from '../../../../lib/ui/online-only';
import { unitShortLabel } from '../../shared/unit-names';
import { usePurchaseSuggestionsQuery } from '../api/purchase-suggestions';
import { FilterSelect, LoadErrorAlert, LocationOptions, StatTile, UpdatedAt } from './page-parts';

export function PurchasePanel({ locations, online }: { locations: readonly StockLocationDto[]; online: boolean }) {
  const { t, i18n } = useLingui();
  const [locationId, setLocationId] = useState('');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const purchases = usePurchaseSuggestionsQuery(locationId || undefined);
  const data = purchases.data;
  const currency = data?.currency ?? 'ARS';

  const groups = useMemo(() => {
    if (!data) return [];
    const needle = normalizeSearch(deferred.trim());
    return data.suppliers
      .map((g) => {
        const lines = needle
          ? g.lines.filter((l) =>
              normalizeSearch(
                `${l.name} ${l.sku} ${l.category} ${l.needs.map((n) => n.locationName).join(' ')} ${g.supplier}`,
              ).includes(needle),
            )
          : g.lines;
        return { ...g, lines, total: lines.reduce((s, l) => s + l.cost, 0) };
      })
      .filter((g) => g.lines.length > 0);
  }, [data, deferred]);

  const supplierName = (s: string) => s || t`Sin proveedor`;
  const needsText = (l: PurchaseLine) =>
    l.needs
      .map((n) => {
        const where = n.locationName;
        const missing = fQty(n.missing, i18n);
        const ideal = fQty(n.idealQuantity, i18n);
        const onHand = fQty(n.onHand, i18n);
        const coming = fQty(n.inTransit, i18n);
        return n.inTransit > 0
          ? t`${where}: faltan ${missing} (ideal ${ideal}, hay ${onHand}, en camino ${coming})`
          : t`${where}: faltan ${missing} (ideal ${ideal}, hay ${onHand})`;
      })
      .join('; ');
  const shownLines = groups.flatMap((g) => g.lines.map((l) => ({ ...l, supplier: g.supplier })));
  const shownTotal = groups.reduce((s, g) => s + g.total, 0);
  const printedOn = fDate(new Date(), i18n);
  const locationName = locations.find((l) => l.id === locationId)?.name ?? t`Todas las ubicaciones`;

  const doExport = (format: 'csv' | 'xlsx') =>
    exportTable(
      {
        name: `compras-sugeridas-${fDateIso(new Date())}`,
        headers: [
          t`Proveedor`,
          t`Código`,
          t`Mercadería`,
          t`Faltan`,
          t`Packs`,
          t`Unidades por pack`,
          t`Unidades a comprar`,
          t`Costo unitario`,
          t`Costo`,
          t`Detalle por ubicación`,
        ],
        rows: shownLines.map((l) => [
          supplierName(l.supplier),
          l.sku,
          l.name,
          l.missing,
          l.packs,
          l.supplierPack,
          l.suggested,
          l.unitCost / 100,
          l.cost / 100,
          needsText(l),
        ]),
      },
      format,
    );

  return (
    <Stack gap="4" data-testid="purchase-panel">
      <Flex gap="2" wrap="wrap" align="center" className="no-print">
        <InputGroup startElement={<SearchIcon boxSize="4" />} flex="1" minW="12rem" maxW={{ sm: '22rem' }}>
          <Input
            size="sm"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t`Buscar mercadería o proveedor`}
            aria-label={t`Buscar mercadería o proveedor`}
          />
        </InputGroup>
        <FilterSelect label={t`Ubicación`} value={locationId} onChange={setLocationId} testId="purchase-location">
          <option value="">{t`Todas las ubicaciones`}</option>
          <LocationOptions locations={locations} />
        </FilterSelect>
        <HStack gap="2" ms="auto">
          <UpdatedAt iso={data?.generatedAt} />
          <Button size="sm" variant="outline" onClick={() => doExport('csv')} disabled={shownLines.length === 0}>
            CSV
          </Button>
          <Button size="sm" variant="outline" onClick={() => doExport('xlsx')} disabled={shownLines.length === 0}>
            XLSX
          </Button>
          <Button size="sm" variant="outline" onClick={() => window.print()} disabled={shownLines.length === 0}>
            <Trans>Imprimir</Trans>
          </Button>
        </HStack>
      </Flex>

      {/* What a printed page says on top: the app's header is not printed. */}
      <Box display="none" css={{ '@media print': { display: 'block' } }}>
        <Text fontWeight="semibold">
          <Trans>
            Compras sugeridas · {locationName} · {printedOn}
          </Trans>
        </Text>
      </Box>

      {!online && (
        <OfflineNotice title={<Trans>Sin conexión: las compras sugeridas necesitan internet</Trans>}>
          {data ? (
            <Trans>Se muestran las últimas calculadas. Se calculan en el servidor, con los remitos en camino.</Trans>
          ) : (
            <Trans>Se calculan en el servidor, con los remitos en camino. Vuelve a intentarlo cuando tengas internet.</Trans>
          )}
        </OfflineNotice>
      )}
      {!online && !data ? null : purchases.error && !data ? (
        <LoadErrorAlert error={purchases.error} onRetry={online ? () => void purchases.refetch() : undefined} />
      ) : !data ? (
        <Text color="fg.muted">
          <Trans>Cargando…</Trans>
        </Text>
      ) : data.suppliers.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3" data-testid="purchase-empty">
          <EmptyState.Content>
            <EmptyState.Title>
              <Trans>No hace falta comprar nada</Trans>
            </EmptyState.Title>
            <EmptyState.Description>
              <Trans>
                Cada mercadería con stock ideal tiene suficiente en stock o en camino. Si esperabas sugerencias, revisa el stock
                ideal de la ubicación.
              </Trans>
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
            <StatTile wide label={t`Costo estimado`} value={fMoney(shownTotal, currency, i18n)} testId="purchase-total" />
            <StatTile label={t`Mercaderías a comprar`} value={String(shownLines.length)} />
            <StatTile label={t`Proveedores`} value={String(groups.length)} />
          </SimpleGrid>
          {groups.length === 0 && (
            <Text color="fg.muted" textAlign="center" py="6">
              <Trans>Ningún resultado coincide con la búsqueda o los filtros</Trans>
            </Text>
          )}
          {groups.map((g) => (
            <SupplierCard key={g.supplier} name={supplierName(g.supplier)} lines={g.lines} total={g.total} currency={currency} />
          ))}
        </>
      )}
    </Stack>
  );
}

function SupplierCard({
  name,
  lines,
  total,
  currency,
}: {
  name: string;
  lines: PurchaseLine[];
  total: number;
  currency: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="purchase-supplier" css={{ breakInside: 'avoid' }}>
      <Card.Header pb="2">
        <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
          <HStack gap="2">
            <Text fontWeight="semibold" textStyle="lg">
              {name}
            </Text>
            <Badge variant="subtle">{lines.length}</Badge>
          </HStack>
          <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {fMoney(total, currency, i18n)}
          </Text>
        </Flex>
      </Card.Header>
      <Card.Body pt="0" px={{ base: '0', sm: '6' }}>
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Mercadería`}</Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', sm: 'table-cell' }}>{t`Dónde falta`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" display={{ base: 'none', sm: 'table-cell' }}>
                  {t`Faltan`}
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Comprar`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" display={{ base: 'none', sm: 'table-cell' }}>
                  {t`Costo`}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lines.map((l) => (
                <Table.Row key={l.goodId} data-testid={`purchase-line-${l.sku}`} verticalAlign="top">
                  <Table.Cell whiteSpace="normal" minW="9rem">
                    <Text fontWeight="medium">{l.name}</Text>
                    <Text textStyle="xs" color="fg.muted">
                      {l.sku}
                    </Text>
                    <Box hideFrom="sm" mt="1">
                      <Needs line={l} />
                    </Box>
                  </Table.Cell>
                  <Table.Cell display={{ base: 'none', sm: 'table-cell' }} whiteSpace="normal">
                    <Needs line={l} />
                  </Table.Cell>
                  <Table.Cell
                    textAlign="end"
                    fontVariantNumeric="tabular-nums"
                    whiteSpace="nowrap"
                    display={{ base: 'none', sm: 'table-cell' }}
                  >
                    {fQty(l.missing, i18n)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                    <Text fontWeight="semibold">
                      {fQty(l.suggested, i18n)} {unitShortLabel(i18n, l.unit, true)}
                    </Text>
                    {l.supplierPack > 1 && (
                      <Text textStyle="xs" color="fg.muted">
                        {l.packs} × {l.supplierPack}
                      </Text>
                    )}
                    <Text textStyle="xs" color="fg.muted" hideFrom="sm">
                      {fMoney(l.cost, currency, i18n)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell
                    textAlign="end"
                    fontVariantNumeric="tabular-nums"
                    whiteSpace="nowrap"
                    display={{ base: 'none', sm: 'table-cell' }}
                  >
                    {fMoney(l.cost, currency, i18n)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  );
}

/** Where the good is short: each location's missing quantity, with what is on its way. */
function Needs({ line }: { line: PurchaseLine }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="0.5">
      {line.needs.map((n) => {
        const missing = fQty(n.missing, i18n);
        const ideal = fQty(n.idealQuantity, i18n);
        const coming = fQty(n.inTransit, i18n);
        return (
          <Text key={n.locationId} textStyle="xs" color="fg.muted">
            <Text as="span" color="fg" fontWeight="medium">
              {n.locationName}
            </Text>{' '}
            {t`faltan ${missing} de ${ideal}`}
            {n.inTransit > 0 && ` · ${t`${coming} en camino`}`}
          </Text>
        );
      })}
    </Stack>
  );
}
