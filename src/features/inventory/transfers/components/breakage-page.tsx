// "Roturas": record what broke at a warehouse or bar — offline too, it is queued on this device
// and sent when the network allows — and see the recent breakage: the server's list plus what
// this device has not sent yet (pending) or the server refused (with its reason).
import { Alert, Button, Card, Field, Grid, HStack, IconButton, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { type BreakageListQuery, MAX_REASON_LENGTH } from '../../../../contract/inventory-transfers';
import { fDate, fDateIso, fDateTime } from '../../../../lib/format-date';
import { fMoney, fQty } from '../../../../lib/format-number';
import { inventariosKeys } from '../../../../lib/query-keys';
import { currentNight, useNightsLive } from '../../../../lib/replica/nights';
import { toastWriteError } from '../../../../lib/sync/quota';
import { intlLocale } from '../../../../lib/sync/sync-text';
import { useReplica } from '../../../../lib/sync/use-replica';
import { toaster } from '../../../../lib/toaster';
import { type DataColumn, DataTable } from '../../../../lib/ui/data-table';
import { useOnline } from '../../../../lib/ui/online-only';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { useBreakages } from '../api/breakages';
import { useBreakageActions, useQueuedBreakages } from '../data/breakage-repo';
import { useGoods, useOnHand, usePlaces } from '../data/use-inventory-replica';
import { BREAKAGE_REASONS, composeReason, OTHER_REASON, translateReason, unitLabel } from '../labels';
import { parseQuantity, quantityText } from '../quantity';
import { CheckIcon, ClockIcon, DateRangeFilter, GoodCell, LoadError, MinusIcon, PageHeader, PlusIcon } from './common';
import { GoodCombobox } from './good-combobox';
import { PlaceSelect } from './place-select';

type RowState = 'pending' | 'rejected' | 'synced';

interface BreakageRow {
  id: string;
  at: string;
  locationId: string;
  locationName: string;
  goodName: string;
  goodSku: string;
  goodUnit: string;
  quantity: number;
  reason: string;
  userName: string | null;
  valued: number | null;
  state: RowState;
  message: string | null;
}

function StateBadge({ row }: { row: BreakageRow }) {
  const { t } = useLingui();
  if (row.state === 'pending') {
    return (
      <HStack gap="1" color="orange.fg" data-testid="breakage-pending" whiteSpace="nowrap">
        <ClockIcon boxSize="4" />
        <Text textStyle="sm" fontWeight="medium">
          <Trans>Pendiente de envío</Trans>
        </Text>
      </HStack>
    );
  }
  if (row.state === 'rejected') {
    return (
      <Stack gap="0" color="fg.error" data-testid="breakage-rejected">
        <Text textStyle="sm" fontWeight="medium">
          <Trans>Rechazada</Trans>
        </Text>
        {row.message && <Text textStyle="xs">{row.message}</Text>}
      </Stack>
    );
  }
  // The usual case says little: a check is enough (and keeps phones' columns for the goods).
  return (
    <HStack gap="1" color="green.fg" whiteSpace="nowrap" title={t`Registrada`}>
      <CheckIcon boxSize="4" aria-label={t`Registrada`} />
    </HStack>
  );
}

function BreakageForm() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const places = usePlaces();
  const goods = useGoods();
  const nights = useNightsLive();
  const actions = useBreakageActions();
  const [locationId, setLocationId] = useState('');
  const [goodId, setGoodId] = useState<string | null>(null);
  const [text, setText] = useState('1');
  const [preset, setPreset] = useState<string>(Object.keys(BREAKAGE_REASONS)[0] ?? OTHER_REASON);
  const [detail, setDetail] = useState('');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const onHand = useOnHand(locationId || undefined);
  const locale = intlLocale(i18n);

  // The bar most breakage happens at is the first one; a warehouse is chosen on purpose.
  useEffect(() => {
    if (!locationId && places && places.length > 0)
      setLocationId(places.find((p) => p.kind === 'bar')?.id ?? places[0]?.id ?? '');
  }, [places, locationId]);

  const quantity = parseQuantity(text);
  const reason = composeReason(preset, detail);
  const good = goodId ? goods?.find((g) => g.id === goodId) : undefined;
  const errors = {
    location: !locationId ? t`Elige dónde se rompió` : null,
    good: !goodId ? t`Elige la mercadería` : null,
    quantity: quantity.ok ? null : t`Indica una cantidad mayor que cero, con hasta 3 decimales`,
    reason: !reason ? t`Describe el motivo` : reason.length > MAX_REASON_LENGTH ? t`El motivo es demasiado largo` : null,
  };
  const valid = Object.values(errors).every((e) => e === null);
  const night = nights ? currentNight(nights) : undefined;

  const step = (delta: number) => {
    const c = parseQuantity(text, { allowZero: true });
    const next = Math.max(0, Math.round(((c.ok ? c.value : 0) + delta) * 1000) / 1000);
    setText(quantityText(next, locale));
  };

  const submit = async () => {
    setTried(true);
    if (!valid || !goodId || !quantity.ok) return;
    setSaving(true);
    try {
      await actions.record({ locationId, goodId, quantity: quantity.value, reason, ...(night ? { nightId: night.id } : {}) });
      toaster.create({
        type: 'success',
        title: t`Rotura registrada`,
        description: online ? undefined : t`Quedó guardada en este dispositivo y se enviará cuando vuelva la conexión.`,
      });
      // Ready for the next one at the same place.
      setGoodId(null);
      setText('1');
      setDetail('');
      setTried(false);
    } catch (error) {
      // Nothing was queued: the form keeps what was typed.
      toastWriteError(error, i18n);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="breakage-form">
      <Card.Header pb="0">
        <Card.Title>
          <Trans>Registrar rotura</Trans>
        </Card.Title>
        <Card.Description>
          {night ? (
            <Trans>Se registra en la noche del {fDate(night.businessDate, i18n)}.</Trans>
          ) : (
            <Trans>Se registra con la fecha y hora de ahora.</Trans>
          )}
        </Card.Description>
      </Card.Header>
      <Card.Body gap="4">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" alignItems="start">
          <Field.Root invalid={tried && !!errors.location} required>
            <Field.Label>
              <Trans>Lugar</Trans>
            </Field.Label>
            <PlaceSelect
              places={places ?? []}
              value={locationId}
              onChange={setLocationId}
              emptyLabel={t`Elige un depósito o una barra`}
              ariaLabel={t`Lugar`}
              testId="breakage-location"
            />
            {tried && errors.location && <Field.ErrorText>{errors.location}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={tried && !!errors.good} required>
            <GoodCombobox
              goods={goods ?? []}
              value={goodId}
              onChange={setGoodId}
              onHand={onHand}
              label={t`Mercadería`}
              invalid={tried && !!errors.good}
              testId="breakage-good"
            />
            {good && (
              <Field.HelperText>
                <Trans>
                  En stock en este lugar: {fQty(onHand?.get(good.id) ?? 0, i18n)} {unitLabel(i18n, good.unit)}
                </Trans>
              </Field.HelperText>
            )}
            {tried && errors.good && <Field.ErrorText>{errors.good}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={tried && !!errors.quantity} required>
            <Field.Label>
              <Trans>Cantidad</Trans>
            </Field.Label>
            <HStack gap="1">
              <IconButton variant="outline" aria-label={t`Uno menos`} onClick={() => step(-1)}>
                <MinusIcon />
              </IconButton>
              <Input
                textAlign="center"
                inputMode="decimal"
                value={text}
                onChange={(e) => setText(e.target.value)}
                maxW="32"
                data-testid="breakage-quantity"
              />
              <IconButton variant="outline" aria-label={t`Uno más`} onClick={() => step(1)}>
                <PlusIcon />
              </IconButton>
            </HStack>
            <Field.HelperText>
              <Trans>Una botella a medias se indica con decimales: 0,5.</Trans>
            </Field.HelperText>
            {tried && errors.quantity && <Field.ErrorText>{errors.quantity}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={tried && !!errors.reason} required gridColumn={{ md: 'span 2' }}>
            <Field.Label>
              <Trans>Motivo</Trans>
            </Field.Label>
            <Wrap gap="1.5" role="radiogroup" aria-label={t`Motivo`}>
              {[...Object.keys(BREAKAGE_REASONS), OTHER_REASON].map((key) => {
                const label = key === OTHER_REASON ? t`Otro` : i18n._(BREAKAGE_REASONS[key] ?? { id: key });
                const chosen = preset === key;
                return (
                  <Button
                    key={key}
                    size="xs"
                    borderRadius="full"
                    variant={chosen ? 'solid' : 'outline'}
                    colorPalette={chosen ? 'brand' : 'gray'}
                    role="radio"
                    aria-checked={chosen}
                    onClick={() => setPreset(key)}
                  >
                    {label}
                  </Button>
                );
              })}
            </Wrap>
            <Input
              mt="2"
              value={detail}
              onChange={(e) => setDetail(e.target.value)}
              maxLength={MAX_REASON_LENGTH}
              placeholder={preset === OTHER_REASON ? t`Describe qué pasó` : t`Detalle (opcional)`}
              aria-label={t`Detalle del motivo`}
              data-testid="breakage-detail"
            />
            {tried && errors.reason && <Field.ErrorText>{errors.reason}</Field.ErrorText>}
          </Field.Root>
        </Grid>
        <Button
          colorPalette="brand"
          onClick={() => void submit()}
          loading={saving}
          data-testid="breakage-submit"
          alignSelf={{ base: 'stretch', md: 'flex-end' }}
        >
          <Trans>Registrar rotura</Trans>
        </Button>
        {!online && (
          <Text textStyle="xs" color="orange.fg">
            <Trans>Sin conexión: la rotura se guarda en este dispositivo y se envía sola cuando vuelva la conexión.</Trans>
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function BreakageList() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<BreakageListQuery>({});
  // The recent ones: the last 100 (dates narrow it down further back).
  const server = useBreakages({ ...filters, limit: '100' });
  const queued = useQueuedBreakages();
  const places = usePlaces(true);
  const goods = useGoods();
  const set = (patch: Partial<BreakageListQuery>) => setFilters((f) => ({ ...f, ...patch }));

  // Once the server confirms a queued breakage, its list is refetched to show it from there.
  const appliedKey = (queued ?? [])
    .filter((q) => q.state === 'applied')
    .map((q) => q.args.breakageId)
    .join(',');
  useEffect(() => {
    if (appliedKey) void queryClient.invalidateQueries({ queryKey: inventariosKeys.of('roturas') });
  }, [appliedKey, queryClient]);

  const rows = useMemo<BreakageRow[] | undefined>(() => {
    if (queued === undefined) return undefined;
    const placeNames = new Map((places ?? []).map((p) => [p.id, p.name]));
    const goodsById = new Map((goods ?? []).map((g) => [g.id, g]));
    const fromServer = server.data ?? [];
    const known = new Set(fromServer.map((b) => b.id));
    const local: BreakageRow[] = queued
      .filter((q) => !known.has(q.args.breakageId) && (!filters.locationId || q.args.locationId === filters.locationId))
      .map((q) => {
        const g = goodsById.get(q.args.goodId);
        return {
          id: q.args.breakageId,
          at: q.args.at,
          locationId: q.args.locationId,
          locationName: placeNames.get(q.args.locationId) ?? '-',
          goodName: g?.name ?? '-',
          goodSku: g?.sku ?? '',
          goodUnit: g?.unit ?? '',
          quantity: q.args.quantity,
          reason: q.args.reason,
          userName: null,
          valued: g ? Math.round(q.args.quantity * g.unitCost) : null,
          state: q.state === 'applied' ? 'synced' : q.state,
          message: q.message,
        };
      });
    const remote: BreakageRow[] = fromServer.map((b) => ({
      id: b.id,
      at: b.at,
      locationId: b.location.id,
      locationName: b.location.name,
      goodName: b.goodName,
      goodSku: b.goodSku,
      goodUnit: b.goodUnit,
      quantity: b.quantity,
      reason: b.reason,
      userName: b.userName,
      valued: b.valued,
      state: 'synced',
      message: null,
    }));
    return [...local, ...remote];
  }, [queued, server.data, places, goods, filters.locationId]);

  const pending = rows?.filter((r) => r.state === 'pending').length ?? 0;
  const columns = useMemo<DataColumn<BreakageRow>[]>(
    () => [
      { key: 'at', header: t`Fecha`, value: (r) => r.at, render: (r) => fDateTime(r.at, i18n) },
      {
        key: 'good',
        header: t`Mercadería`,
        value: (r) => r.goodName,
        render: (r) => <GoodCell name={r.goodName} sku={r.goodSku} />,
      },
      {
        key: 'quantity',
        header: t`Cantidad`,
        value: (r) => r.quantity,
        render: (r) => `${fQty(r.quantity, i18n)} ${unitLabel(i18n, r.goodUnit)}`,
        numeric: true,
      },
      {
        key: 'state',
        header: t`Estado`,
        value: (r) => (r.state === 'pending' ? t`Pendiente de envío` : r.state === 'rejected' ? t`Rechazada` : t`Registrada`),
        render: (r) => <StateBadge row={r} />,
      },
      { key: 'location', header: t`Lugar`, value: (r) => r.locationName },
      { key: 'reason', header: t`Motivo`, value: (r) => translateReason(i18n, r.reason), hideBelowMd: true },
      {
        key: 'valued',
        header: t`Valor a costo`,
        value: (r) => (r.valued === null ? null : r.valued / 100),
        render: (r) => fMoney(r.valued, undefined, i18n),
        numeric: true,
        hideBelowLg: true,
      },
      {
        key: 'user',
        header: t`Usuario`,
        value: (r) => r.userName ?? (r.state === 'synced' ? '' : t`Este dispositivo`),
        hideBelowLg: true,
      },
    ],
    [t, i18n],
  );

  return (
    <Stack gap="3" minW="0">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold" textStyle="lg">
          <Trans>Roturas recientes</Trans>
        </Text>
        {pending > 0 && (
          <Text textStyle="sm" color="orange.fg" data-testid="breakage-pending-count">
            <Trans>{pending} sin enviar desde este dispositivo</Trans>
          </Text>
        )}
      </HStack>
      {!online && (
        <Alert.Root status="warning" variant="surface" borderRadius="l3" data-testid="offline-notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              <Trans>Sin conexión: se muestran las roturas guardadas en este dispositivo y las últimas descargadas.</Trans>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {online && server.isError && <LoadError error={server.error} onRetry={() => void server.refetch()} />}
      <DataTable
        testId="breakage-table"
        rows={rows}
        loading={online && server.isLoading}
        columns={columns}
        rowKey={(r) => r.id}
        rowTone={(r) => (r.state === 'rejected' ? 'danger' : r.state === 'pending' ? 'warning' : undefined)}
        searchText={(r) => `${r.goodName} ${r.goodSku} ${r.locationName} ${translateReason(i18n, r.reason)} ${r.userName ?? ''}`}
        searchPlaceholder={t`Buscar mercadería, lugar o motivo`}
        exportName={`roturas-${fDateIso(new Date(), i18n)}`}
        defaultSort={{ key: 'at', desc: true }}
        emptyTitle={t`No hay roturas registradas`}
        emptyDescription={t`Las que registres aparecen aquí, también sin conexión.`}
        filters={
          <>
            <PlaceSelect
              size="sm"
              width={{ base: 'full', sm: '44' }}
              places={places ?? []}
              value={filters.locationId ?? ''}
              onChange={(id) => set({ locationId: id || undefined })}
              emptyLabel={t`Todos los lugares`}
              ariaLabel={t`Lugar`}
            />
            <DateRangeFilter from={filters.from} to={filters.to} onChange={set} />
          </>
        }
      />
    </Stack>
  );
}

function NoReplicaNotice() {
  return (
    <Alert.Root status="warning" variant="surface" borderRadius="l3" data-testid="no-replica">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>No hay datos guardados en este dispositivo</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>
            Para registrar roturas (también sin conexión) este navegador tiene que poder guardar los datos del local: tu usuario
            no tiene un local asignado o el navegador no lo permite (por ejemplo, en una ventana privada).
          </Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function BreakagePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Roturas`);
  const replica = useReplica();
  const [grace, setGrace] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setGrace(true), 2500);
    return () => clearTimeout(id);
  }, []);
  return (
    <Stack gap={{ base: '5', md: '6' }} data-testid="breakage-page">
      <PageHeader
        title={t`Roturas`}
        description={
          <Trans>
            Registra lo que se rompió en un depósito o una barra. Funciona sin conexión: queda guardado en este dispositivo y se
            envía cuando vuelve la conexión.
          </Trans>
        }
      />
      {!replica && grace && <NoReplicaNotice />}
      {replica && <BreakageForm />}
      <BreakageList />
    </Stack>
  );
}
