import { Input, SegmentGroup, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { type LocationDto, type LocationKind, locationCreateSchema } from '../../../../contract/inventory-catalogue';
import { fMoney, fQty } from '../../../../lib/format-number';
import { toaster } from '../../../../lib/toaster';
import { rowActionsColumn } from '../../../../lib/ui/actions-column';
import type { DataColumn } from '../../../../lib/ui/data-table';
import { FilterSelect } from '../../../../lib/ui/filter-select';
import { FormDialog } from '../../../../lib/ui/form-dialog';
import { FormField } from '../../../../lib/ui/form-field';
import { useOnline } from '../../../../lib/ui/online-only';
import { errorMessage } from '../../../../lib/ui/request-error';
import { matchesStatus, type StatusFilter, StatusFilterSelect } from '../../../../lib/ui/status-filter';
import { useLocationsQuery, useSaveLocation, useSetLocationActive } from '../api/locations';
import { useKeptList } from '../data/use-kept-list';
import { check } from '../form-values';
import { locationKindLabel } from '../labels';
import { translateMessage } from '../messages';
import { ConfigListPanel, NameCell, useActiveColumn } from './config-parts';
import { useConfigSave } from './use-config-save';

interface Editing {
  id?: string;
  kind: LocationKind;
  name: string;
}

function LocationDialog({ editing, fixedKind, onClose }: { editing: Editing; fixedKind?: LocationKind; onClose(): void }) {
  const { t } = useLingui();
  const save = useSaveLocation();
  const [kind, setKind] = useState<LocationKind>(editing.kind);
  const [name, setName] = useState(editing.name);
  const { errors, save: saveChecked, dialog } = useConfigSave(save, editing.id, onClose);

  const submit = () => saveChecked(check(locationCreateSchema, { kind, name }));

  const title = editing.id
    ? kind === 'bar'
      ? t`Renombrar barra`
      : t`Renombrar depósito`
    : fixedKind === 'bar'
      ? t`Nueva barra`
      : t`Nuevo depósito o barra`;
  return (
    <FormDialog {...dialog} title={title} onSubmit={submit} testId="location-dialog">
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
    </FormDialog>
  );
}

/**
 * Warehouses and bars of the venue: on hand per location (goods with stock, units, value at
 * current cost), create, rename and (de)activate. With `kind` the list shows only that kind.
 */
export function LocationsPanel({ kind: fixedKind }: { kind?: LocationKind }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const query = useKeptList(`locations:${fixedKind ?? 'all'}`, useLocationsQuery(fixedKind));
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

  const activeColumn = useActiveColumn<LocationDto>();
  const columns: DataColumn<LocationDto>[] = [
    {
      key: 'name',
      header: t`Nombre`,
      value: (l) => l.name,
      render: (l) => (
        <NameCell name={l.name} active={l.active} maxW="11rem">
          {fixedKind ? '' : `${locationKindLabel(i18n, l.kind)} · `}
          {l.active ? t`Activo` : t`Inactivo`}
        </NameCell>
      ),
    },
    ...(fixedKind
      ? []
      : [
          {
            key: 'kind',
            header: t`Tipo`,
            value: (l: LocationDto) => locationKindLabel(i18n, l.kind),
            hideBelowSm: true,
          } satisfies DataColumn<LocationDto>,
        ]),
    activeColumn,
    { key: 'goods', header: t`Mercaderías con stock`, value: (l) => l.goodsInStock, numeric: true, hideBelowSm: true },
    {
      key: 'units',
      header: t`Unidades`,
      value: (l) => l.unitsOnHand,
      render: (l) => fQty(l.unitsOnHand, i18n),
      numeric: true,
      hideBelowSm: true,
    },
    {
      key: 'value',
      header: t`Valor al costo`,
      value: (l) => l.valueOnHand / 100,
      render: (l) => fMoney(l.valueOnHand, undefined, i18n),
      numeric: true,
    },
    { key: 'pos', header: t`Puntos de venta`, value: (l) => l.pointsOfSale, numeric: true, hideBelowSm: true },
    rowActionsColumn(
      (l) => t`Acciones de ${l.name}`,
      (l) => [
        {
          value: 'rename',
          label: <Trans>Renombrar</Trans>,
          onSelect: () => setEditing({ id: l.id, kind: l.kind, name: l.name }),
        },
        {
          value: 'toggle',
          label: l.active ? <Trans>Desactivar</Trans> : <Trans>Activar</Trans>,
          onSelect: () => toggle(l),
          palette: l.active ? 'red' : 'green',
          danger: l.active,
          loading: busyId === l.id,
          testId: `location-toggle-${l.id}`,
        },
      ],
      (l) => busyId === l.id,
    ),
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
    <ConfigListPanel
      testId="locations-panel"
      description={
        fixedKind ? (
          <Trans>Una barra inactiva no recibe transferencias ni precargas. Solo se desactiva sin stock.</Trans>
        ) : (
          <Trans>
            Los depósitos guardan la mercadería; las barras la venden. Una ubicación inactiva no recibe transferencias ni
            precargas, y solo se desactiva sin stock.
          </Trans>
        )
      }
      create={{
        label: fixedKind === 'bar' ? <Trans>Nueva barra</Trans> : <Trans>Nueva ubicación</Trans>,
        onClick: () => setEditing({ kind: fixedKind ?? 'warehouse', name: '' }),
        testId: 'location-new',
      }}
      query={query}
      rows={rows}
      columns={columns}
      rowKey={(l) => l.id}
      searchText={(l) => `${l.name} ${locationKindLabel(i18n, l.kind)}`}
      searchPlaceholder={fixedKind === 'bar' ? t`Buscar barra` : t`Buscar depósito o barra`}
      filters={filters}
      exportName={fixedKind === 'bar' ? t`barras` : t`depositos-y-barras`}
      defaultSort={{ key: 'name' }}
      empty={{
        none: fixedKind === 'bar' ? t`Todavía no hay barras` : t`Todavía no hay depósitos ni barras`,
        filtered: t`Ninguna ubicación con esos filtros`,
        noneHint: t`Crea el primero con el botón de arriba.`,
        filteredHint: t`Cambia el tipo o el estado elegidos.`,
      }}
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
      tableTestId="locations-table"
    >
      {editing && <LocationDialog editing={editing} fixedKind={fixedKind} onClose={() => setEditing(null)} />}
    </ConfigListPanel>
  );
}
