// The venue's cash accounts (registers, the safe, banks, wallets) with their balance now: create,
// rename, deactivate or reactivate; delete only what nothing points at (the server says so).
import { Button, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AccountDto } from '../../../contract/cashflow';
import { toaster } from '../../../lib/toaster';
import { rowActionsColumn } from '../../../lib/ui/actions-column';
import { ActiveBadge } from '../../../lib/ui/active-badge';
import { MutationConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { type DataColumn, DataTable } from '../../../lib/ui/data-table';
import { useOnline } from '../../../lib/ui/online-only';
import { LoadError } from '../../../lib/ui/status-alerts';
import { useAccountsQuery, useDeleteAccount, useSetAccountActive } from '../api/cashflow';
import { accountKindLabel } from '../labels';
import { translateMessage } from '../messages';
import { AccountDialog } from './account-dialog';
import { balanceColumn } from './blind-balance';

export function AccountsPanel() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const accounts = useAccountsQuery();
  const setActive = useSetAccountActive();
  const remove = useDeleteAccount();
  const [editing, setEditing] = useState<AccountDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AccountDto | null>(null);

  const toggle = (a: AccountDto) =>
    setActive.mutate(
      { id: a.id, active: !a.active },
      {
        onSuccess: (saved) =>
          toaster.create({ type: 'success', title: saved.active ? t`«${saved.name}» activada` : t`«${saved.name}» desactivada` }),
        onError: (e) =>
          toaster.create({ type: 'error', title: translateMessage(i18n, (e as Error).message) ?? t`Error desconocido` }),
      },
    );

  const columns: DataColumn<AccountDto>[] = [
    { key: 'name', header: t`Cuenta`, value: (r) => r.name },
    { key: 'kind', header: t`Tipo`, value: (r) => accountKindLabel(i18n, r.kind) },
    { key: 'pos', header: t`Punto de venta`, value: (r) => r.pointOfSaleName ?? '', hideBelowSm: true },
    balanceColumn(
      'balance',
      t`Saldo`,
      (r) => r.balance,
      i18n,
      (r) => r.currency,
    ),
    {
      key: 'active',
      header: t`Estado`,
      value: (r) => (r.active ? t`Activa` : t`Inactiva`),
      render: (r) => <ActiveBadge active={r.active} />,
    },
    rowActionsColumn(
      t`Acciones`,
      (r) => [
        { value: 'edit', label: t`Editar`, onSelect: () => setEditing(r), testId: `account-edit-${r.id}` },
        { value: 'toggle', label: r.active ? t`Desactivar` : t`Activar`, onSelect: () => toggle(r) },
        ...(r.movementCount === 0
          ? [{ value: 'delete', label: t`Borrar`, danger: true, palette: 'red', onSelect: () => setDeleting(r) }]
          : []),
      ],
      () => !online,
    ),
  ];

  if (accounts.isError && !accounts.data) {
    return <LoadError testId="accounts-error" error={accounts.error} onRetry={() => void accounts.refetch()} />;
  }
  return (
    <>
      <HStack justify="flex-end" mb="3">
        <Button colorPalette="brand" onClick={() => setEditing('new')} disabled={!online} data-testid="account-new">
          <Trans>Nueva cuenta</Trans>
        </Button>
      </HStack>
      <DataTable
        rows={accounts.data}
        loading={accounts.isLoading}
        columns={columns}
        rowKey={(r) => r.id}
        searchText={(r) => `${r.name} ${r.pointOfSaleName ?? ''}`}
        searchPlaceholder={t`Buscar cuenta`}
        exportName="cuentas"
        emptyTitle={t`El local todavía no tiene cuentas`}
        testId="accounts-table"
      />
      {editing && <AccountDialog account={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <MutationConfirmDialog
          title={t`Borrar «${deleting.name}»`}
          confirmLabel={t`Borrar`}
          mutation={remove}
          variables={deleting.id}
          onClose={() => setDeleting(null)}
          translate={translateMessage}
          testId="account-delete"
          confirmTestId="account-delete-confirm"
        >
          <Trans>La cuenta no tiene movimientos: se borra del todo.</Trans>
        </MutationConfirmDialog>
      )}
    </>
  );
}
