// historico: the venue's past counts (where, when, by whom, what they adjusted) and, for one count,
// each line with its theoretical stock, difference and value. A count left submitted can be
// applied from here by whoever may submit counts.
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  DataList,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { COUNT_STATUSES, type CountLineDto, type CountSummaryDto } from '../../../../contract/inventory-counts';
import { fDate, fDateTime } from '../../../../lib/format-date';
import { fQty } from '../../../../lib/format-number';
import { toaster } from '../../../../lib/toaster';
import { type DataColumn, DataTable } from '../../../../lib/ui/data-table';
import { useOnline } from '../../../../lib/ui/online-only';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { PageHeader } from '../../shared/page-header';
import { useApplyCount, useCountDetail, useCounts } from '../api/counts-history';
import { useLocationOptions } from '../data/use-filter-options';
import {
  DateFilter,
  ErrorNotice,
  errorText,
  FilterSelect,
  isoDay,
  OfflineNotice,
  SCOPE_LABELS,
  type SelectOption,
  SignedMoney,
  SignedQty,
  STATUS_LABELS,
  StatusBadge,
} from './common';

interface HistoryPageProps {
  countId: string | undefined;
  /** Opens a count (or goes back to the list with undefined); the route keeps it in the URL. */
  onOpen(countId: string | undefined): void;
  /** The user may apply a submitted count (103 or 420). */
  canApply: boolean;
}

function nightLabel(i18n: Parameters<typeof fDate>[1], night: CountSummaryDto['night']): string {
  if (!night) return '';
  const date = fDate(`${night.businessDate}T12:00:00`, i18n);
  return night.eventName ? `${date} · ${night.eventName}` : date;
}

function CountList({ onOpen }: { onOpen(id: string): void }) {
  const { t, i18n } = useLingui();
  const [from, setFrom] = useState(() => isoDay(90));
  const [to, setTo] = useState(() => isoDay(0));
  const [locationId, setLocationId] = useState('');
  const [status, setStatus] = useState('');
  const rangeError = Boolean(from && to && from > to);
  const counts = useCounts({
    ...(rangeError ? {} : { from, to }),
    locationId: locationId || undefined,
    status: (COUNT_STATUSES as readonly string[]).includes(status) ? (status as CountSummaryDto['status']) : undefined,
  });
  const locations = useLocationOptions();
  const locationOptions: SelectOption[] = useMemo(() => {
    const known = new Map(locations.map((l) => [l.id, l.name]));
    for (const c of counts.data ?? []) if (!known.has(c.locationId)) known.set(c.locationId, c.locationName);
    return [...known].map(([value, label]) => ({ value, label }));
  }, [locations, counts.data]);
  const statusOptions: SelectOption[] = COUNT_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) }));

  const columns: DataColumn<CountSummaryDto>[] = useMemo(
    () => [
      {
        key: 'startedAt',
        header: t`Fecha`,
        value: (c) => c.startedAt,
        hideBelowMd: true,
        render: (c) => <Text whiteSpace="nowrap">{fDateTime(c.startedAt, i18n)}</Text>,
      },
      {
        key: 'location',
        header: t`Ubicación`,
        value: (c) => c.locationName,
        render: (c) => (
          <Stack gap="0">
            <Text fontWeight="medium">{c.locationName}</Text>
            <Text textStyle="xs" color="fg.muted" display={{ md: 'none' }}>
              {fDateTime(c.startedAt, i18n)}
            </Text>
            {c.note && (
              <Text textStyle="xs" color="fg.muted">
                {c.note}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        key: 'night',
        header: t`Noche`,
        value: (c) => c.night?.businessDate ?? '',
        hideBelowMd: true,
        render: (c) => nightLabel(i18n, c.night) || '-',
      },
      { key: 'scope', header: t`Tipo`, value: (c) => i18n._(SCOPE_LABELS[c.scope]), hideBelowMd: true },
      {
        key: 'status',
        header: t`Estado`,
        value: (c) => i18n._(STATUS_LABELS[c.status]),
        render: (c) => <StatusBadge status={c.status} />,
      },
      {
        key: 'lines',
        header: t`Líneas`,
        value: (c) => c.lines,
        numeric: true,
        hideBelowMd: true,
        render: (c) => (
          <HStack gap="1.5" justify="flex-end">
            <Text as="span">{c.lines}</Text>
            {c.heldLines > 0 && (
              <Badge colorPalette="orange" variant="subtle" title={t`Líneas retenidas para recontar`}>
                {c.heldLines}
              </Badge>
            )}
          </HStack>
        ),
      },
      { key: 'startedBy', header: t`Contó`, value: (c) => c.startedBy ?? '', hideBelowMd: true },
      {
        key: 'value',
        header: t`Valorizado`,
        value: (c) => c.adjustmentValue / 100,
        numeric: true,
        render: (c) => (c.status === 'applied' ? <SignedMoney cents={c.adjustmentValue} /> : '-'),
      },
    ],
    [t, i18n],
  );

  return (
    <Stack gap="3">
      {counts.isError && !counts.data && <ErrorNotice error={counts.error} onRetry={() => void counts.refetch()} />}
      {rangeError && (
        <Text color="red.fg" textStyle="sm">
          <Trans>La fecha desde no puede ser posterior a la fecha hasta</Trans>
        </Text>
      )}
      <DataTable
        testId="counts-table"
        rows={counts.data}
        loading={counts.isPending}
        columns={columns}
        rowKey={(c) => c.id}
        onRowClick={(c) => onOpen(c.id)}
        searchText={(c) => `${c.locationName} ${c.startedBy ?? ''} ${c.note} ${c.night?.eventName ?? ''}`}
        searchPlaceholder={t`Buscar por ubicación o persona`}
        exportName={`conteos-${from || 'inicio'}-${to || 'hoy'}`}
        printable
        defaultSort={{ key: 'startedAt', desc: true }}
        emptyTitle={t`No hay conteos en este período`}
        emptyDescription={t`Los conteos se hacen en Conteo de stock, desde una tablet o un teléfono.`}
        filters={
          <>
            <DateFilter label={t`Desde`} value={from} onChange={setFrom} testId="filter-from" />
            <DateFilter label={t`Hasta`} value={to} onChange={setTo} testId="filter-to" />
            <FilterSelect
              label={t`Ubicación`}
              value={locationId}
              onChange={setLocationId}
              options={locationOptions}
              allLabel={t`Todas las ubicaciones`}
              testId="filter-location"
            />
            <FilterSelect
              label={t`Estado`}
              value={status}
              onChange={setStatus}
              options={statusOptions}
              allLabel={t`Todos los estados`}
              minW="8rem"
              testId="filter-status"
            />
          </>
        }
      />
    </Stack>
  );
}

function LineState({ line }: { line: CountLineDto }) {
  if (!line.held) return null;
  return line.recountStatus === 'resolved' ? (
    <Badge colorPalette="gray" variant="subtle">
      <Trans>Recontado</Trans>
    </Badge>
  ) : (
    <Badge colorPalette="orange" variant="subtle">
      <Trans>Recuento pendiente</Trans>
    </Badge>
  );
}

function CountDetail({ countId, onBack, canApply }: { countId: string; onBack(): void; canApply: boolean }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const detail = useCountDetail(countId);
  const apply = useApplyCount();
  const count = detail.data;

  const columns: DataColumn<CountLineDto>[] = useMemo(
    () => [
      {
        key: 'good',
        header: t`Mercadería`,
        value: (l) => l.goodName,
        render: (l) => (
          <Stack gap="0.5" align="flex-start">
            <Text fontWeight="medium" whiteSpace="normal" minW="8rem">
              {l.goodName}
            </Text>
            <Text textStyle="xs" color="fg.muted" display={{ md: 'none' }}>
              {l.sku} · <Trans>contado</Trans> {fQty(l.countedQuantity, i18n)} · <Trans>teórico</Trans>{' '}
              {fQty(l.theoreticalQuantity, i18n)}
            </Text>
            <LineState line={l} />
          </Stack>
        ),
      },
      { key: 'sku', header: t`Código`, value: (l) => l.sku, hideBelowMd: true },
      {
        key: 'counted',
        header: t`Contado`,
        value: (l) => l.countedQuantity,
        numeric: true,
        hideBelowMd: true,
        render: (l) => fQty(l.countedQuantity, i18n),
      },
      {
        key: 'theoretical',
        header: t`Teórico`,
        value: (l) => l.theoreticalQuantity,
        numeric: true,
        hideBelowMd: true,
        render: (l) => fQty(l.theoreticalQuantity, i18n),
      },
      {
        key: 'difference',
        header: t`Diferencia`,
        value: (l) => l.difference,
        numeric: true,
        render: (l) => <SignedQty value={l.difference} />,
      },
      {
        key: 'value',
        header: t`Valorizado`,
        value: (l) => l.adjustmentValue / 100,
        numeric: true,
        render: (l) => <SignedMoney cents={l.adjustmentValue} />,
      },
      {
        key: 'held',
        header: t`Retenida`,
        value: (l) => (l.held ? t`Sí` : t`No`),
        hideBelowMd: true,
        render: (l) => (l.held ? t`Sí` : ''),
      },
      {
        key: 'countedAt',
        header: t`Hora`,
        value: (l) => l.countedAt,
        hideBelowMd: true,
        render: (l) => fDateTime(l.countedAt, i18n),
      },
      { key: 'countedBy', header: t`Contó`, value: (l) => l.countedBy ?? '', hideBelowMd: true },
    ],
    [t, i18n],
  );

  if (detail.isPending) {
    return (
      <Stack gap="3" data-testid="count-detail-loading">
        <Skeleton height="28" borderRadius="l3" />
        <Skeleton height="64" borderRadius="l3" />
      </Stack>
    );
  }
  if (!count) {
    return (
      <Stack gap="3">
        <Box>
          <Button size="sm" variant="ghost" onClick={onBack}>
            ← <Trans>Volver al histórico</Trans>
          </Button>
        </Box>
        <ErrorNotice error={detail.error} onRetry={() => void detail.refetch()} />
      </Stack>
    );
  }

  const place = count.locationName;
  const started = fDateTime(count.startedAt, i18n);
  const differences = count.lineItems.filter((l) => l.difference !== null && l.difference !== 0).length;
  const doApply = () =>
    apply.mutate(count.id, {
      onSuccess: (r) => {
        const held = r.held;
        toaster.create({
          type: 'success',
          title: held > 0 ? t`Conteo aplicado. Líneas para recontar: ${held}` : t`Conteo aplicado`,
        });
      },
    });

  return (
    <Stack gap="4" data-testid="count-detail" data-count-id={count.id} data-status={count.status}>
      <Box>
        <Button size="sm" variant="ghost" onClick={onBack} data-testid="count-detail-back">
          ← <Trans>Volver al histórico</Trans>
        </Button>
      </Box>
      <Card.Root variant="outline" bg="bg.panel">
        <Card.Body gap="4" p={{ base: '4', md: '6' }}>
          <Flex gap="3" justify="space-between" wrap="wrap" align="flex-start">
            <Stack gap="1">
              <HStack gap="2" wrap="wrap">
                <Heading as="h2" size="lg">
                  <Trans>Conteo de {place}</Trans>
                </Heading>
                <StatusBadge status={count.status} />
                <Badge variant="outline">{i18n._(SCOPE_LABELS[count.scope])}</Badge>
              </HStack>
              <Text color="fg.muted" textStyle="sm">
                {count.startedBy ? (
                  <Trans>
                    Empezado el {started} por {count.startedBy}
                  </Trans>
                ) : (
                  <Trans>Empezado el {started}</Trans>
                )}
              </Text>
            </Stack>
            {count.status === 'submitted' && canApply && (
              <Button
                colorPalette="brand"
                onClick={doApply}
                loading={apply.isPending}
                disabled={!online}
                data-testid="count-apply"
              >
                <Trans>Aplicar conteo</Trans>
              </Button>
            )}
          </Flex>
          {apply.isError && (
            <Alert.Root status="error" variant="surface" borderRadius="l2">
              <Alert.Indicator />
              <Alert.Description>{errorText(i18n, apply.error)}</Alert.Description>
            </Alert.Root>
          )}
          {count.status === 'submitted' && (
            <Text textStyle="sm" color="orange.fg">
              <Trans>Este conteo se envió pero todavía no se aplicó al stock.</Trans>
            </Text>
          )}
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
            <DataList.Root size="sm">
              <DataList.Item>
                <DataList.ItemLabel>
                  <Trans>Noche</Trans>
                </DataList.ItemLabel>
                <DataList.ItemValue>{nightLabel(i18n, count.night) || '-'}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            <DataList.Root size="sm">
              <DataList.Item>
                <DataList.ItemLabel>
                  <Trans>Aplicado</Trans>
                </DataList.ItemLabel>
                <DataList.ItemValue>
                  {count.appliedAt ? `${fDateTime(count.appliedAt, i18n)}${count.appliedBy ? ` · ${count.appliedBy}` : ''}` : '-'}
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            <DataList.Root size="sm">
              <DataList.Item>
                <DataList.ItemLabel>
                  <Trans>Líneas con diferencia</Trans>
                </DataList.ItemLabel>
                <DataList.ItemValue>
                  {differences} / {count.lines}
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            <DataList.Root size="sm">
              <DataList.Item>
                <DataList.ItemLabel>
                  <Trans>Ajuste valorizado</Trans>
                </DataList.ItemLabel>
                <DataList.ItemValue data-testid="count-detail-value">
                  <SignedMoney cents={count.adjustmentValue} />
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      <DataTable
        testId="count-lines-table"
        rows={count.lineItems}
        columns={columns}
        rowKey={(l) => l.id}
        searchText={(l) => `${l.goodName} ${l.sku} ${l.category}`}
        searchPlaceholder={t`Buscar mercadería`}
        exportName={`conteo-${place}-${count.startedAt.slice(0, 10)}`}
        printable
        defaultSort={{ key: 'value' }}
        rowTone={(l) => (l.held && l.recountStatus === 'open' ? 'warning' : undefined)}
        emptyTitle={t`Este conteo no tiene líneas`}
      />
      <Text textStyle="xs" color="fg.muted">
        <Trans>
          Teórico: el stock según los movimientos a la hora en que se contó cada mercadería. El ajuste se valoriza al costo de ese
          momento.
        </Trans>
      </Text>
    </Stack>
  );
}

export function HistoryPage({ countId, onOpen, canApply }: HistoryPageProps) {
  const { t } = useLingui();
  const title = t`Histórico de conteos`;
  useDocumentTitle(title);
  const online = useOnline();
  return (
    <Stack gap={{ base: '5', md: '6' }} data-testid="history-page">
      <PageHeader title={title} />
      {!online && <OfflineNotice />}
      {countId ? (
        <CountDetail countId={countId} onBack={() => onOpen(undefined)} canApply={canApply} />
      ) : (
        <CountList onOpen={(id) => onOpen(id)} />
      )}
    </Stack>
  );
}
