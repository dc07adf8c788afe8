import {
  Alert,
  Badge,
  Button,
  Card,
  Field,
  Flex,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo, useState } from 'react';
import type { LocationRef, NightSummary, PreloadsResponse } from '../../../../contract/inventory-nightly';
import { fQty } from '../../../../lib/format-number';
import { intlLocale } from '../../../../lib/sync/sync-text';
import { toaster } from '../../../../lib/toaster';
import { type DataColumn, DataTable } from '../../../../lib/ui/data-table';
import { OfflineNotice, useOnline } from '../../../../lib/ui/online-only';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { useNightOptionsQuery } from '../../shared/night-options-query';
import { usePreloads, useRecordPreloadLoad, useSavePreloadPlan } from '../api/preloads';
import {
  buildRows,
  changedLoadLines,
  changedPlanLines,
  type Drafts,
  effective,
  type GridRow,
  isInvalid,
  loadAsPlanned,
  suggestFromPar,
  usualSource,
} from '../preload-grid';
import { NightSelect } from './night-select';
import { EmptyNotice, errorText, LoadFailed } from './notices';
import { PageHeader } from './page-header';

export interface PreloadSelection {
  night?: string;
  bar?: string;
}

interface PreloadsPageProps {
  nightId: string | undefined;
  barId: string | undefined;
  onSelect(next: PreloadSelection): void;
}

const NO_SOURCE = 'none';

/** The text a quantity input starts from: the saved figure, without grouping, in the user's locale. */
function inputText(value: number | null, i18n: I18n): string {
  if (value === null) return '';
  return new Intl.NumberFormat(intlLocale(i18n), { useGrouping: false, maximumFractionDigits: 3 }).format(value);
}

function LoadingGrid() {
  return (
    <Stack gap="3" data-testid="preloads-loading">
      <Skeleton height="16" borderRadius="l3" />
      <Skeleton height="10" borderRadius="l3" />
      <Skeleton height="64" borderRadius="l3" />
    </Stack>
  );
}

function BarSelect({ bars, value, onChange }: { bars: LocationRef[]; value: string; onChange(id: string): void }) {
  const { t } = useLingui();
  return (
    <Field.Root minW="0">
      <Field.Label textStyle="xs" color="fg.muted">
        {t`Barra`}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} data-testid="bar-select">
          {bars.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function QuantityInput({
  label,
  saved,
  draft,
  disabled,
  readOnly,
  onChange,
}: {
  label: string;
  saved: number | null;
  draft: string | undefined;
  disabled: boolean;
  /** A closed night: the figure as text, no field. */
  readOnly: boolean;
  onChange(text: string): void;
}) {
  const { i18n } = useLingui();
  if (readOnly) {
    return (
      <Text as="span" fontVariantNumeric="tabular-nums">
        {fQty(saved, i18n)}
      </Text>
    );
  }
  const invalid = isInvalid(draft);
  const changed = draft !== undefined && !invalid && effective(draft, saved) !== saved;
  return (
    <Input
      size="sm"
      w={{ base: '4.5rem', md: '6rem' }}
      ms="auto"
      display="block"
      textAlign="end"
      inputMode="decimal"
      autoComplete="off"
      aria-label={label}
      aria-invalid={invalid || undefined}
      disabled={disabled}
      value={draft ?? inputText(saved, i18n)}
      onChange={(e) => onChange(e.target.value)}
      borderColor={invalid ? 'border.error' : changed ? 'brand.solid' : undefined}
      borderWidth={changed || invalid ? '2px' : undefined}
      bg={changed ? 'brand.subtle' : undefined}
    />
  );
}

function StatusBadge({ row }: { row: GridRow }) {
  if (row.loaded !== null && row.loaded === row.planned) {
    return (
      <Badge colorPalette="green" variant="subtle">
        <Trans>Cargado</Trans>
      </Badge>
    );
  }
  if (row.loaded !== null) {
    return (
      <Badge colorPalette="orange" variant="subtle">
        <Trans>Cargado con diferencia</Trans>
      </Badge>
    );
  }
  if (row.planned > 0) {
    return (
      <Badge colorPalette="gray" variant="subtle">
        <Trans>Pendiente</Trans>
      </Badge>
    );
  }
  return null;
}

interface GridProps {
  data: PreloadsResponse;
  night: NightSummary;
  bar: LocationRef;
  online: boolean;
}

/** The grid of one night and bar: plan and loaded quantities per good, with their saves. */
function PreloadGrid({ data, night, bar, online }: GridProps) {
  const { t } = useLingui();
  const rows = useMemo(() => buildRows(data, bar.id), [data, bar.id]);
  const [planDrafts, setPlanDrafts] = useState<Drafts>({});
  const [loadDrafts, setLoadDrafts] = useState<Drafts>({});
  const hasLines = rows.some((r) => r.line !== null);
  const [onlyPlanned, setOnlyPlanned] = useState(hasLines);
  const [category, setCategory] = useState('');
  const initialSource = usualSource(data.lines, bar.id);
  const [source, setSource] = useState<string>(
    initialSource === undefined ? (data.warehouses[0]?.id ?? NO_SOURCE) : (initialSource ?? NO_SOURCE),
  );
  const [error, setError] = useState<string | null>(null);
  const savePlan = useSavePreloadPlan();
  const recordLoad = useRecordPreloadLoad();
  const closed = night.status === 'closed';
  // Offline the grid still takes input (kept until the connection is back); only saving waits.
  const readOnly = closed;
  const cannotSave = closed || !online;
  const busy = savePlan.isPending || recordLoad.isPending;

  const sourceId = source === NO_SOURCE ? null : source;
  const sourceChanged = initialSource !== undefined && (initialSource ?? NO_SOURCE) !== source;
  const planLines = useMemo(() => {
    const changed = changedPlanLines(rows, planDrafts);
    if (!sourceChanged) {
      // Lines already planned keep their own warehouse; new ones leave from the chosen one.
      const plannedBefore = new Set(rows.filter((r) => r.line !== null).map((r) => r.good.id));
      return changed.map((l) => (plannedBefore.has(l.goodId) ? l : { ...l, sourceLocationId: sourceId }));
    }
    // A warehouse chosen on purpose applies to every line of the bar, not only the retyped ones.
    const typed = new Set(changed.map((l) => l.goodId));
    const others = rows
      .filter((r) => r.line !== null && !typed.has(r.good.id))
      .map((r) => ({ goodId: r.good.id, plannedQuantity: r.planned }));
    return [...changed, ...others];
  }, [rows, planDrafts, sourceChanged, sourceId]);
  const loadLines = useMemo(() => changedLoadLines(rows, loadDrafts), [rows, loadDrafts]);
  const anyInvalid = Object.values(planDrafts).some(isInvalid) || Object.values(loadDrafts).some(isInvalid);

  const warehouseName = useMemo(() => new Map(data.warehouses.map((w) => [w.id, w.name])), [data.warehouses]);
  const categories = useMemo(() => [...new Set(data.goods.map((g) => g.category))].sort(), [data.goods]);
  const shown = rows.filter(
    (r) =>
      (!onlyPlanned || r.planned > 0 || r.loaded !== null || planDrafts[r.good.id] !== undefined) &&
      (!category || r.good.category === category),
  );
  const planned = rows.filter((r) => r.planned > 0).length;
  const loaded = rows.filter((r) => r.loaded !== null).length;
  const pending = rows.filter((r) => r.planned > 0 && r.loaded === null).length;

  const fallbackError = t`No tienes conexión a internet`;
  const doSavePlan = async () => {
    setError(null);
    try {
      await savePlan.mutateAsync({
        nightId: night.id,
        locationId: bar.id,
        sourceLocationId: sourceChanged ? sourceId : undefined,
        lines: planLines,
      });
      setPlanDrafts({});
      toaster.create({ type: 'success', title: t`Plan de precarga guardado` });
      return true;
    } catch (e) {
      setError(errorText(e, fallbackError));
      return false;
    }
  };
  const doRecordLoad = async () => {
    setError(null);
    // Unsaved plan changes go first, so the load is compared with the plan the user sees.
    if (planLines.length > 0 && !(await doSavePlan())) return;
    try {
      const result = await recordLoad.mutateAsync({
        nightId: night.id,
        locationId: bar.id,
        sourceLocationId: sourceId,
        lines: loadLines,
      });
      setLoadDrafts({});
      toaster.create({
        type: 'success',
        title: t`Carga registrada`,
        description: t`${result.movements} movimientos de stock`,
      });
    } catch (e) {
      setError(errorText(e, fallbackError));
    }
  };

  const columns: DataColumn<GridRow>[] = [
    {
      key: 'good',
      header: t`Mercadería`,
      value: (r) => r.good.name,
      render: (r) => (
        <Stack gap="0" minW="0" maxW={{ base: '9rem', md: '18rem' }}>
          <Text fontWeight="medium" truncate title={r.good.name}>
            {r.good.name}
          </Text>
          <Text textStyle="xs" color="fg.muted" truncate>
            {r.good.sku}
          </Text>
        </Stack>
      ),
    },
    { key: 'category', header: t`Categoría`, value: (r) => r.good.category, hideBelowMd: true },
    {
      key: 'onHand',
      header: t`En barra`,
      numeric: true,
      hideBelowMd: true,
      value: (r) => r.stock?.onHand ?? 0,
      render: (r) => fQty(r.stock?.onHand ?? 0),
    },
    {
      key: 'ideal',
      header: t`Ideal`,
      numeric: true,
      hideBelowMd: true,
      value: (r) => r.stock?.parIdeal ?? null,
      render: (r) => fQty(r.stock?.parIdeal),
    },
    {
      key: 'source',
      header: t`Sale de`,
      hideBelowMd: true,
      value: (r) =>
        r.line === null ? null : r.line.sourceLocationId ? (warehouseName.get(r.line.sourceLocationId) ?? '') : t`Sin depósito`,
      render: (r) => (
        <Text textStyle="sm" color="fg.muted" truncate maxW="10rem">
          {r.line === null ? '-' : r.line.sourceLocationId ? warehouseName.get(r.line.sourceLocationId) : t`Sin depósito`}
        </Text>
      ),
    },
    {
      key: 'planned',
      header: t`Planificado`,
      numeric: true,
      value: (r) => effective(planDrafts[r.good.id], r.planned) ?? 0,
      render: (r) => (
        <QuantityInput
          label={t`Planificado: ${r.good.name}`}
          saved={r.planned}
          draft={planDrafts[r.good.id]}
          readOnly={readOnly}
          disabled={busy}
          onChange={(text) => setPlanDrafts((d) => ({ ...d, [r.good.id]: text }))}
        />
      ),
    },
    {
      key: 'loaded',
      header: t`Cargado`,
      numeric: true,
      value: (r) => effective(loadDrafts[r.good.id], r.loaded),
      render: (r) => (
        <QuantityInput
          label={t`Cargado: ${r.good.name}`}
          saved={r.loaded}
          draft={loadDrafts[r.good.id]}
          readOnly={readOnly}
          disabled={busy}
          onChange={(text) => setLoadDrafts((d) => ({ ...d, [r.good.id]: text }))}
        />
      ),
    },
    {
      key: 'status',
      header: t`Estado`,
      hideBelowMd: true,
      value: (r) => (r.loaded !== null ? (r.loaded === r.planned ? 2 : 1) : r.planned > 0 ? 0 : -1),
      render: (r) => <StatusBadge row={r} />,
      exportable: false,
    },
  ];

  return (
    <Stack gap="4">
      {closed && (
        <Alert.Root status="info" variant="surface" borderRadius="l3" data-testid="preloads-closed">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>La noche está cerrada</Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>Sus precargas se pueden consultar y exportar, pero ya no cambiar.</Trans>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <SimpleGrid columns={{ base: 3 }} gap="3">
        {[
          { label: t`Planificadas`, value: planned },
          { label: t`Cargadas`, value: loaded },
          { label: t`Pendientes`, value: pending },
        ].map((s) => (
          <Card.Root key={s.label} variant="outline" bg="bg.panel">
            <Card.Body p={{ base: '3', md: '4' }} gap="0.5">
              <Text textStyle="xs" color="fg.muted">
                {s.label}
              </Text>
              <Text textStyle={{ base: 'xl', md: '2xl' }} fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {s.value}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>

      {!closed && (
        <Card.Root variant="outline" bg="bg.panel" className="no-print">
          <Card.Body p={{ base: '3', md: '4' }} gap="3">
            <Flex gap="3" wrap="wrap" align="flex-end">
              <Field.Root w={{ base: 'full', sm: '16rem' }}>
                <Field.Label textStyle="xs" color="fg.muted">
                  <Trans>Depósito de origen</Trans>
                </Field.Label>
                <NativeSelect.Root size="sm" disabled={readOnly || busy}>
                  <NativeSelect.Field value={source} onChange={(e) => setSource(e.target.value)} data-testid="source-select">
                    {data.warehouses.map((w) => (
                      <option key={w.id} value={w.id}>
                        {w.name}
                      </option>
                    ))}
                    <option value={NO_SOURCE}>{t`Ninguno (mercadería de afuera)`}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Button
                size="sm"
                variant="outline"
                disabled={readOnly || busy}
                onClick={() => setPlanDrafts((d) => ({ ...d, ...suggestFromPar(rows) }))}
              >
                <Trans>Sugerir según stock ideal</Trans>
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={readOnly || busy}
                onClick={() => setLoadDrafts((d) => ({ ...loadAsPlanned(rows, planDrafts), ...d }))}
              >
                <Trans>Cargar lo planificado</Trans>
              </Button>
              <HStack gap="2" ms={{ base: '0', lg: 'auto' }} w={{ base: 'full', lg: 'auto' }}>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="brand"
                  flex={{ base: '1', lg: 'initial' }}
                  disabled={cannotSave || anyInvalid || planLines.length === 0}
                  loading={savePlan.isPending && !recordLoad.isPending}
                  onClick={() => void doSavePlan()}
                  data-testid="save-plan"
                >
                  <Trans>Guardar plan</Trans>
                  {planLines.length > 0 && ` (${planLines.length})`}
                </Button>
                <Button
                  size="sm"
                  colorPalette="brand"
                  flex={{ base: '1', lg: 'initial' }}
                  disabled={cannotSave || anyInvalid || loadLines.length === 0}
                  loading={recordLoad.isPending}
                  onClick={() => void doRecordLoad()}
                  data-testid="record-load"
                >
                  <Trans>Registrar carga</Trans>
                  {loadLines.length > 0 && ` (${loadLines.length})`}
                </Button>
              </HStack>
            </Flex>
            <Text textStyle="xs" color="fg.muted">
              {sourceChanged ? (
                <Trans>Al guardar el plan, todas las líneas de esta barra saldrán del depósito elegido.</Trans>
              ) : (
                <Trans>
                  Las mercaderías nuevas en el plan salen del depósito elegido. Registrar la carga mueve el stock del depósito a
                  la barra; si corriges una cantidad ya cargada, solo se mueve la diferencia.
                </Trans>
              )}
            </Text>
            {anyInvalid && (
              <Text textStyle="sm" color="fg.error">
                <Trans>Revisa las cantidades marcadas: números mayores o iguales a 0, con hasta 3 decimales.</Trans>
              </Text>
            )}
          </Card.Body>
        </Card.Root>
      )}

      {error && (
        <Alert.Root status="error" variant="surface" borderRadius="l3" data-testid="preloads-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>No se pudo guardar</Trans>
            </Alert.Title>
            <Alert.Description>
              <Text>{error}</Text>
              <Text>
                <Trans>Lo que escribiste sigue en la tabla.</Trans>
              </Text>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <DataTable
        testId="preloads-table"
        rows={shown}
        columns={columns}
        rowKey={(r) => r.good.id}
        searchText={(r) => `${r.good.name} ${r.good.sku} ${r.good.category}`}
        searchPlaceholder={t`Buscar mercadería`}
        exportName={`precargas-${night.businessDate}-${bar.name}`}
        defaultSort={{ key: 'good' }}
        emptyTitle={onlyPlanned ? t`Esta barra no tiene precargas planificadas` : t`No hay mercaderías activas`}
        emptyDescription={onlyPlanned ? t`Desactiva «Solo con plan» para planificar cualquier mercadería.` : undefined}
        filters={
          <>
            <NativeSelect.Root size="sm" w={{ base: 'full', sm: '12rem' }}>
              <NativeSelect.Field value={category} onChange={(e) => setCategory(e.target.value)} aria-label={t`Categoría`}>
                <option value="">{t`Todas las categorías`}</option>
                {categories.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Switch.Root
              size="sm"
              colorPalette="brand"
              checked={onlyPlanned}
              onCheckedChange={({ checked }) => setOnlyPlanned(checked)}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>
                <Trans>Solo con plan</Trans>
              </Switch.Label>
            </Switch.Root>
          </>
        }
      />
    </Stack>
  );
}

/**
 * "Precargas": what each bar receives from the warehouses before a night. Plan the quantities per
 * good, then record what was actually loaded; only the difference ever reaches the ledger.
 */
export function PreloadsPage({ nightId, barId, onSelect }: PreloadsPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Precargas`);
  const online = useOnline();
  const options = useNightOptionsQuery();
  const preloads = usePreloads(nightId);
  const data = preloads.data;
  const night = data?.night ?? null;
  const bars = data?.bars ?? [];
  const bar = bars.find((b) => b.id === barId) ?? bars[0];

  let body: ReactNode;
  if (preloads.isError && !data) {
    body = <LoadFailed error={preloads.error} onRetry={() => void preloads.refetch()} />;
  } else if (!data) {
    body = online ? <LoadingGrid /> : null;
  } else if (!night) {
    body = (
      <EmptyNotice
        testId="preloads-no-night"
        title={<Trans>No hay una noche abierta ni planificada</Trans>}
        description={<Trans>Elige una noche para ver o planificar sus precargas.</Trans>}
      />
    );
  } else if (!bar) {
    body = (
      <EmptyNotice
        title={<Trans>No hay barras configuradas</Trans>}
        description={<Trans>Las barras se crean en Configuración › Stock.</Trans>}
      />
    );
  } else {
    body = <PreloadGrid key={`${night.id}|${bar.id}`} data={data} night={night} bar={bar} online={online} />;
  }

  return (
    <Stack gap={{ base: '4', md: '5' }} data-testid="preloads-page">
      <PageHeader title={t`Precargas`} />
      {!online && (
        <OfflineNotice>
          <Trans>
            Las precargas se consultan y se guardan en el servidor. Lo que escribas se conserva hasta que vuelva la conexión.
          </Trans>
        </OfflineNotice>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" maxW={{ md: '44rem' }} className="no-print">
        <NightSelect
          nights={options.data?.nights ?? []}
          value={night?.id ?? nightId}
          fallback={night}
          onChange={(id) => onSelect({ night: id, bar: bar?.id })}
        />
        {bars.length > 0 && bar && (
          <BarSelect bars={bars} value={bar.id} onChange={(id) => onSelect({ night: night?.id, bar: id })} />
        )}
      </SimpleGrid>
      {body}
    </Stack>
  );
}
