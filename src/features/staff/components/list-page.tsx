// user/list (300): the venue's staff, searchable by name or email, filtered by status and by one
// code; codes show as readable names; export CSV/XLSX of what is shown. Online only.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ALL_PRIVILEGE_CODES, roleOf } from '../../../contract/privileges';
import { STAFF_STATUSES, type StaffStatus, type StaffUserRow } from '../../../contract/staff';
import { privilegeLabel, privilegeNames, roleLabel } from '../../../lib/auth/privilege-labels';
import { fDateTime } from '../../../lib/format-date';
import { type DataColumn, DataTable } from '../../../lib/ui/data-table';
import { FilterSelect } from '../../../lib/ui/filter-select';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { QueryFailedAlert } from '../../../lib/ui/query-failed-alert';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useStaffList } from '../api/staff';
import { statusLabel } from '../messages';
import { StatusBadge } from './status-badge';

export function StaffListPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Usuarios`);
  const online = useOnline();
  const navigate = useNavigate();
  const [status, setStatus] = useState<'all' | StaffStatus>('all');
  const [code, setCode] = useState('');
  const list = useStaffList({ q: '', status, code: (code || undefined) as StaffUserRow['codes'][number] | undefined });
  const columns = useMemo<DataColumn<StaffUserRow>[]>(
    () => [
      {
        key: 'name',
        header: t`Nombre`,
        value: (r) => `${r.lastName}, ${r.firstName}`,
        render: (r) => (
          <Stack gap="0">
            <Link to="/logged/user/$name/edit" params={{ name: r.id }} data-testid={`staff-link-${r.email}`}>
              <Text fontWeight="medium" color="fg" _hover={{ textDecoration: 'underline' }}>
                {r.displayName}
              </Text>
            </Link>
            <Text textStyle="xs" color="fg.muted">
              {r.email}
            </Text>
          </Stack>
        ),
      },
      { key: 'position', header: t`Puesto`, value: (r) => r.position, hideBelowSm: true },
      {
        // The role first (issue 37, item 3); the codes, by name, as its tooltip and in exports.
        key: 'role',
        header: t`Rol`,
        value: (r) => roleLabel(i18n, r.codes),
        hideBelowSm: true,
        render: (r) => (
          <Text as="span" title={privilegeNames(i18n, r.codes).join(', ')} color={roleOf(r.codes) ? undefined : 'fg.muted'}>
            {roleLabel(i18n, r.codes)}
          </Text>
        ),
      },
      {
        key: 'codes',
        header: t`Privilegios`,
        value: (r) => privilegeNames(i18n, r.codes).join(', '),
        sortable: false,
        hideBelowMd: true,
        render: (r) => (
          <Text
            as="span"
            textStyle="xs"
            color="fg.muted"
            lineClamp={2}
            maxW="md"
            title={privilegeNames(i18n, r.codes).join(', ')}
          >
            {r.codes.length === 0 ? '—' : privilegeNames(i18n, r.codes).join(' · ')}
          </Text>
        ),
      },
      {
        key: 'lastSignIn',
        header: t`Último ingreso`,
        value: (r) => r.lastSignInAt ?? '',
        render: (r) => (r.lastSignInAt ? fDateTime(r.lastSignInAt, i18n) : '—'),
        hideBelowSm: true,
      },
      {
        key: 'status',
        header: t`Estado`,
        value: (r) => statusLabel(i18n, r.status),
        render: (r) => <StatusBadge status={r.status} />,
      },
    ],
    [t, i18n],
  );

  return (
    <Stack gap="5" data-testid="staff-list-page">
      <ScreenHeader
        section={<Trans>Usuario</Trans>}
        title={<Trans>Usuarios</Trans>}
        description={<Trans>Las cuentas del personal del local, sus privilegios y su estado.</Trans>}
        actions={
          <HStack>
            <Button asChild colorPalette="brand" disabled={!online} data-testid="staff-new">
              <Link to="/logged/user/new">
                <Trans>Nuevo usuario</Trans>
              </Link>
            </Button>
          </HStack>
        }
      />
      {!online && <OfflineNotice />}
      {list.isError && !list.data ? (
        <QueryFailedAlert query={list} testId="staff-list-error" />
      ) : (
        <DataTable
          rows={list.data}
          loading={list.isLoading}
          columns={columns}
          rowKey={(r) => r.id}
          searchText={(r) => `${r.firstName} ${r.lastName} ${r.displayName} ${r.email}`}
          searchPlaceholder={t`Buscar por nombre o correo`}
          exportName="usuarios"
          defaultSort={{ key: 'name' }}
          rowTone={(r) => (r.status === 'locked' ? 'danger' : r.status === 'inactive' ? 'warning' : undefined)}
          onRowClick={(r) => navigate({ to: '/logged/user/$name/edit', params: { name: r.id } })}
          emptyTitle={t`Ningún usuario coincide con el filtro`}
          testId="staff-table"
          filters={
            <>
              <FilterSelect
                label={t`Estado`}
                value={status}
                onChange={(v) => setStatus(v as 'all' | StaffStatus)}
                options={[
                  { value: 'all', label: t`Todos los estados` },
                  ...STAFF_STATUSES.map((s) => ({ value: s, label: statusLabel(i18n, s) })),
                ]}
                testId="staff-filter-status"
              />
              <FilterSelect
                label={t`Privilegio`}
                value={code}
                onChange={setCode}
                allLabel={t`Todos los privilegios`}
                options={ALL_PRIVILEGE_CODES.map((c) => ({ value: c, label: `${c} · ${privilegeLabel(i18n, c)}` }))}
                testId="staff-filter-code"
              />
            </>
          }
        />
      )}
    </Stack>
  );
}
