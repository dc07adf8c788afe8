import { Box, Button, HStack, IconButton, Input, Menu, Portal, SegmentGroup, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { type LocationDto, type LocationKind, locationCreateSchema } from '../../../contract/inventory-catalogue';
import { fMoney, fQty } from '../../../lib/format-number';
import { toaster } from '../../../lib/toaster';
import { ActiveBadge } from '../../../lib/ui/active-badge';
import { type DataColumn, DataTable } from '../../../lib/ui/data-table';
import { EditDialog } from '../../../lib/ui/edit-dialog';
import { FormField } from '../../../lib/ui/form-field';
import { lineIcon } from '../../../lib/ui/nav-icons';
import { useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { LoadError } from '../../../lib/ui/status-alerts';
import { useLocations, useSaveLocation, useSetLocationActive } from '../api/locations';
import { check, type FieldErrors } from '../form-values';
import { locationKindLabel } from '../labels';
import { translateMessage } from '../messages';
import { FilterSelect, matchesStatus, type StatusFilter, StatusFilterSelect } from './config-parts';

const MoreIcon = lineIcon(
  'MoreIcon',
  'M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  'M19 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  'M5 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
);

interface Editing {
  id?: string;
  kind: LocationKind;
  name: string;
}

function LocationDialog({ editing, fixedKind, onClose }: { editing: Editing; fixedKind?: LocationKind; onClose(): void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const save = useSaveLocation();
  const [kind, setKind] = useState<LocationKind>(editing.kind);
  const [name, setName] = useState(editing.name);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);

  const submit = () => {
    const result = check(locationCreateSchema, { kind, name });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaveError(null);
    save.mutate(
      { id: editing.id, input: result.value },
      {
        onSuccess: (row) => {
          toaster.create({ type: 'success', title: editing.id ? t`Cambios guardados` : t`Se creó «${row.name}»` });
          onClose();
        },
        onError: (error) => setSaveError(errorMessage(error, i18n, online, translateMessage)),
      },
    );
  };

  const title = editing.id
    ? kind === 'bar'
      ? t`Renombrar barra`
      : t`Renombrar depósito`
    : fixedKind === 'bar'
      ? t`Nueva barra`
      : t`Nuevo depósito o barra`;
  return (
    <EditDialog
      onClose={onClose}
      title={title}
      saving={save.isPending}
      error={saveError}
      submitLabel={t`Guardar`}
      submitTestId="config-save"
      errorTestId="config-save-error"
      onSubmit={submit}
      testId="location-dialog"
    >
      {!editing.id && !fixedKind && (
        <FormField translate={translateMessage} label={t`Tipo`} error={errors.kind}>
          <SegmentGroup.Root value={kind} onValueChange={(e) => setKind((e.value as LocationKind | null) ?? 'warehouse')}>
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={[
                { value: 'warehouse', label: t`Depósito` },
                { value: 'bar', label: t`Barra` },
              ]}
            />
          </SegmentGroup.Root>
        </FormField>
      )}
      <FormField translate={translateMessage} label={t`Nombre`} error={errors.name} required>
        <Input value={name} onChange={(e) => setName(e.target.value)} autoFocus maxLength={120} name="name" />
      </FormField>
      {editing.id && (
        <Text textStyle="sm" color="fg.muted">
          <Trans>El tipo no se cambia: los movimientos ya registrados dependen de él.</Trans>
        </Text>
      )}
    </EditDialog>
  );
}

/**
 * Warehouses and bars of the venue: on hand per location (goods with stock, units, value at
 * current cost), create, rename and (de)activate. With `kind` the list shows only that kind.
 */
export function LocationsPanel({ kind: fixedKind }: { kind?: LocationKind }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const query = useLocations(fixedKind);
  const setActive = useSetLocationActive();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [kindFilter, setKindFilter] = useState<'all' | LocationKind>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [busyId, setBusyId] = useState<string | null>(null);

  const rows = useMemo(
    () =>
      query.data?.filter((l) => (kindFilter === 'all' || l.kind === kindFilter) && matchesStatus(status, l.active)) ?? undefined,
    [query.data, kindFilter, status],
  );
  const totalValue = rows?.reduce((sum, l) => sum + l.valueOnHand, 0) ?? 0;

  const toggle = (row: LocationDto) => {
    setBusyId(row.id);
    setActive.mutate(
      { id: row.id, active: !row.active },
      {
        onSuccess: (r) =>
          toaster.create({ type: 'success', title: r.active ? t`«${r.name}» está activo` : t`«${r.name}» quedó inactivo` }),
        onError: (error) => toaster.create({ type: 'error', title: errorMessage(error, i18n, online, translateMessage) }),
        onSettled: () => setBusyId(null),
      },
    );
  };

  const columns: DataColumn<LocationDto>[] = [
    {
      key: 'name',
      header: t`Nombre`,
      value: (l) => l.name,
      render: (l) => (
        <Stack gap="0" maxW={{ base: '11rem', md: 'none' }} whiteSpace="normal">
          <Text fontWeight="medium" color={l.active ? undefined : 'fg.muted'}>
            {l.name}
          </Text>
          <Text textStyle="xs" color="fg.muted" hideFrom="md">
            {fixedKind ? '' : `${locationKindLabel(i18n, l.kind)} · `}
            {l.active ? t`Activo` : t`Inactivo`}
          </Text>
        </Stack>
      ),
    },
    ...(fixedKind
      ? []
      : [
          {
            key: 'kind',
            header: t`Tipo`,
            value: (l: LocationDto) => locationKindLabel(i18n, l.kind),
            hideBelowMd: true,
          } satisfies DataColumn<LocationDto>,
        ]),
    {
      key: 'active',
      header: t`Estado`,
      value: (l) => (l.active ? t`Activo` : t`Inactivo`),
      render: (l) => <ActiveBadge active={l.active} />,
      hideBelowMd: true,
    },
    { key: 'goods', header: t`Mercaderías con stock`, value: (l) => l.goodsInStock, numeric: true, hideBelowMd: true },
    {
      key: 'units',
      header: t`Unidades`,
      value: (l) => l.unitsOnHand,
      render: (l) => fQty(l.unitsOnHand, i18n),
      numeric: true,
      hideBelowMd: true,
    },
    {
      key: 'value',
      header: t`Valor al costo`,
      value: (l) => l.valueOnHand / 100,
      render: (l) => fMoney(l.valueOnHand, undefined, i18n),
      numeric: true,
    },
    { key: 'pos', header: t`Puntos de venta`, value: (l) => l.pointsOfSale, numeric: true, hideBelowMd: true },
    {
      key: 'actions',
      header: '',
      value: () => null,
      sortable: false,
      exportable: false,
      render: (l) => (
        <>
          <HStack gap="1" justify="flex-end" hideBelow="md">
            <Button size="xs" variant="ghost" onClick={() => setEditing({ id: l.id, kind: l.kind, name: l.name })}>
              <Trans>Renombrar</Trans>
            </Button>
            <Button
              size="xs"
              variant="ghost"
              colorPalette={l.active ? 'red' : 'green'}
              loading={busyId === l.id}
              onClick={() => toggle(l)}
              data-testid={`location-toggle-${l.id}`}
            >
              {l.active ? <Trans>Desactivar</Trans> : <Trans>Activar</Trans>}
            </Button>
          </HStack>
          <Box hideFrom="md" textAlign="end">
            <Menu.Root positioning={{ placement: 'bottom-end' }}>
              <Menu.Trigger asChild>
                <IconButton size="xs" variant="ghost" aria-label={t`Acciones de ${l.name}`} loading={busyId === l.id}>
                  <MoreIcon />
                </IconButton>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    <Menu.Item value="rename" onClick={() => setEditing({ id: l.id, kind: l.kind, name: l.name })}>
                      <Trans>Renombrar</Trans>
                    </Menu.Item>
                    <Menu.Item value="toggle" onClick={() => toggle(l)} color={l.active ? 'fg.error' : undefined}>
                      {l.active ? <Trans>Desactivar</Trans> : <Trans>Activar</Trans>}
                    </Menu.Item>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          </Box>
        </>
      ),
    },
  ];

  const filters = (
    <>
      {!fixedKind && (
        <FilterSelect
          label={t`Tipo`}
          value={kindFilter}
          onChange={(v) => setKindFilter(v as 'all' | LocationKind)}
          options={[
            { value: 'all', label: t`Depósitos y barras` },
            { value: 'warehouse', label: t`Solo depósitos` },
            { value: 'bar', label: t`Solo barras` },
          ]}
          testId="filter-location-kind"
        />
      )}
      <StatusFilterSelect value={status} onChange={setStatus} />
    </>
  );

  return (
    <Stack gap="4" data-testid="locations-panel">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text color="fg.muted" textStyle="sm" flex="1" minW="14rem">
          {fixedKind ? (
            <Trans>Una barra inactiva no recibe transferencias ni precargas. Solo se desactiva sin stock.</Trans>
          ) : (
            <Trans>
              Los depósitos guardan la mercadería; las barras la venden. Una ubicación inactiva no recibe transferencias ni
              precargas, y solo se desactiva sin stock.
            </Trans>
          )}
        </Text>
        <Button
          colorPalette="brand"
          size="sm"
          onClick={() => setEditing({ kind: fixedKind ?? 'warehouse', name: '' })}
          data-testid="location-new"
        >
          {fixedKind === 'bar' ? <Trans>Nueva barra</Trans> : <Trans>Nueva ubicación</Trans>}
        </Button>
      </HStack>
      {query.isError && !query.data ? (
        <LoadError
          testId="config-load-error"
          title={<Trans>No se pudo cargar la lista</Trans>}
          translate={translateMessage}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <DataTable
          rows={rows}
          loading={query.isPending}
          columns={columns}
          rowKey={(l) => l.id}
          searchText={(l) => `${l.name} ${locationKindLabel(i18n, l.kind)}`}
          searchPlaceholder={fixedKind === 'bar' ? t`Buscar barra` : t`Buscar depósito o barra`}
          filters={filters}
          exportName={fixedKind === 'bar' ? t`barras` : t`depositos-y-barras`}
          defaultSort={{ key: 'name' }}
          emptyTitle={
            query.data && query.data.length > 0
              ? t`Ninguna ubicación con esos filtros`
              : fixedKind === 'bar'
                ? t`Todavía no hay barras`
                : t`Todavía no hay depósitos ni barras`
          }
          emptyDescription={
            query.data && query.data.length > 0
              ? t`Cambia el tipo o el estado elegidos.`
              : t`Crea el primero con el botón de arriba.`
          }
          footer={
            rows && rows.length > 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length - 1} fontWeight="semibold" textAlign="end">
                  <Trans>Total al costo: {fMoney(totalValue, undefined, i18n)}</Trans>
                </Table.Cell>
                <Table.Cell />
              </Table.Row>
            ) : undefined
          }
          testId="locations-table"
        />
      )}
      {editing && <LocationDialog editing={editing} fixedKind={fixedKind} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
