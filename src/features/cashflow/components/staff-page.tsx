// cashFlow/personal (209): the staff roster with what each is owed (Σ due − Σ paid), and per night
// who worked (a shift, due = their rate unless changed), what was paid and what is still owed.
// A payment is one movement out of an account; online only.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { StaffMemberDto, StaffNightLine } from '../../../contract/cashflow-staff';
import { fMoney } from '../../../lib/format-number';
import { rowActionsColumn } from '../../../lib/ui/actions-column';
import { ActiveBadge } from '../../../lib/ui/active-badge';
import { type DataColumn, DataTable, moneyColumn } from '../../../lib/ui/data-table';
import { defaultNight, NightPicker } from '../../../lib/ui/night-picker';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { ScreenTabs } from '../../../lib/ui/screen-tabs';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useCashNightsQuery, useDeleteShift, useSaveShift, useStaffNightQuery, useStaffQuery } from '../api/cashflow';
import { MemberDialog, PayDialog } from './staff-dialogs';

function NightPanel() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const nights = useCashNightsQuery();
  const [picked, setPicked] = useState('');
  const nightId = picked || (nights.data ? defaultNight(nights.data)?.id : undefined);
  const night = useStaffNightQuery(nightId);
  const saveShift = useSaveShift();
  const deleteShift = useDeleteShift();
  const [paying, setPaying] = useState<StaffNightLine | null>(null);
  const columns = useMemo<DataColumn<StaffNightLine>[]>(
    () => [
      { key: 'name', header: t`Persona`, value: (r) => r.name },
      { key: 'role', header: t`Función`, value: (r) => r.role, hideBelowSm: true },
      moneyColumn('due', t`Le corresponde`, (r) => r.due, i18n),
      moneyColumn('paid', t`Pagado`, (r) => r.paid, i18n, { hideBelowSm: true }),
      {
        key: 'owed',
        header: t`Adeudado`,
        value: (r) => r.owed / 100,
        render: (r) => <Text color={r.owed > 0 ? 'orange.fg' : undefined}>{fMoney(r.owed, undefined, i18n)}</Text>,
        numeric: true,
      },
      rowActionsColumn(
        t`Acciones`,
        (r) => [
          r.shiftId
            ? {
                value: 'unshift',
                label: t`Quitar turno`,
                variant: 'ghost',
                onSelect: () => r.shiftId && deleteShift.mutate(r.shiftId),
              }
            : {
                value: 'shift',
                label: t`Trabajó`,
                variant: 'outline',
                onSelect: () => nightId && saveShift.mutate({ nightId, staffMemberId: r.staffMemberId }),
                testId: `shift-${r.staffMemberId}`,
              },
          ...(r.owed > 0 ? [{ value: 'pay', label: t`Pagar`, palette: 'brand', onSelect: () => setPaying(r) }] : []),
        ],
        () => !online,
      ),
    ],
    [t, i18n, online, nightId, saveShift, deleteShift],
  );
  return (
    <Stack gap="4">
      <NightPicker nights={nights.data ?? []} value={nightId} onChange={setPicked} testId="staff-night" />
      {night.data && (
        <HStack gap="6" flexWrap="wrap" textStyle="sm">
          <Text>{t`Le corresponde: ${fMoney(night.data.totals.due, undefined, i18n)}`}</Text>
          <Text>{t`Pagado: ${fMoney(night.data.totals.paid, undefined, i18n)}`}</Text>
          <Text fontWeight="semibold">{t`Adeudado: ${fMoney(night.data.totals.owed, undefined, i18n)}`}</Text>
        </HStack>
      )}
      <DataTable
        rows={night.data?.lines}
        loading={night.isLoading}
        columns={columns}
        rowKey={(r) => r.staffMemberId}
        searchText={(r) => `${r.name} ${r.role}`}
        searchPlaceholder={t`Buscar persona`}
        exportName={`personal-${night.data?.night.businessDate ?? ''}`}
        printable
        emptyTitle={t`No hay personal activo`}
        testId="staff-night-table"
      />
      {paying && nightId && <PayDialog nightId={nightId} line={paying} onClose={() => setPaying(null)} />}
    </Stack>
  );
}

function MembersPanel() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const staff = useStaffQuery();
  const [editing, setEditing] = useState<StaffMemberDto | 'new' | null>(null);
  const columns = useMemo<DataColumn<StaffMemberDto>[]>(
    () => [
      { key: 'name', header: t`Nombre`, value: (r) => r.name },
      { key: 'role', header: t`Función`, value: (r) => r.role },
      moneyColumn('rate', t`Paga por noche`, (r) => r.ratePerNight, i18n, { hideBelowSm: true }),
      { key: 'shifts', header: t`Noches`, value: (r) => r.shifts, numeric: true, hideBelowMd: true },
      moneyColumn('owed', t`Adeudado`, (r) => r.owed, i18n),
      {
        key: 'active',
        header: t`Estado`,
        value: (r) => (r.active ? t`Activo` : t`Inactivo`),
        render: (r) => <ActiveBadge active={r.active} />,
        hideBelowSm: true,
      },
      {
        key: 'edit',
        header: '',
        value: () => '',
        sortable: false,
        exportable: false,
        render: (r) => (
          <Button size="xs" variant="outline" onClick={() => setEditing(r)} disabled={!online}>
            <Trans>Editar</Trans>
          </Button>
        ),
      },
    ],
    [t, i18n, online],
  );
  return (
    <Stack gap="3">
      <HStack justify="flex-end">
        <Button colorPalette="brand" onClick={() => setEditing('new')} disabled={!online} data-testid="member-new">
          <Trans>Nueva persona</Trans>
        </Button>
      </HStack>
      <DataTable
        rows={staff.data}
        loading={staff.isLoading}
        columns={columns}
        rowKey={(r) => r.id}
        searchText={(r) => `${r.name} ${r.role}`}
        searchPlaceholder={t`Buscar persona`}
        exportName="personal"
        emptyTitle={t`Todavía no hay personal cargado`}
        testId="staff-table"
      />
      {editing && <MemberDialog member={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

export function StaffPage() {
  const { t } = useLingui();
  const online = useOnline();
  useDocumentTitle(t`Personal`);
  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="staff-page">
      <ScreenHeader
        section={<Trans>Cash flow</Trans>}
        title={<Trans>Personal</Trans>}
        description={<Trans>Quién trabajó cada noche, cuánto le corresponde, lo que se le pagó y lo que se le debe.</Trans>}
      />
      {!online && (
        <OfflineNotice>
          <Trans>Sin conexión: se muestra lo que ya estaba cargado y no se pueden registrar pagos.</Trans>
        </OfflineNotice>
      )}
      <ScreenTabs
        defaultValue="night"
        contentPt="4"
        tabs={[
          { value: 'night', label: t`Por noche`, content: <NightPanel /> },
          { value: 'members', label: t`Personas`, content: <MembersPanel /> },
        ]}
      />
    </Stack>
  );
}
