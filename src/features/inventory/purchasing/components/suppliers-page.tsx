// "Proveedores" (code 422): who the venue buys from, how to reach them, how long they take to
// deliver and the goods each sells with its case size and agreed price. Online data: the list waits
// for the connection and keeps what it showed; saving and deleting need the server.
import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { SupplierDto } from '../../../../contract/purchasing';
import { rowActionsColumn } from '../../../../lib/ui/actions-column';
import { ActiveBadge } from '../../../../lib/ui/active-badge';
import { MutationConfirmDialog } from '../../../../lib/ui/confirm-dialog';
import { type DataColumn, DataTable } from '../../../../lib/ui/data-table';
import { PlusIcon } from '../../../../lib/ui/icons';
import { useOnline } from '../../../../lib/ui/online-only';
import { LoadError } from '../../../../lib/ui/status-alerts';
import { matchesStatus, type StatusFilter, StatusFilterSelect } from '../../../../lib/ui/status-filter';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { PageHeader } from '../../shared/page-header';
import { useGoodsLive } from '../../shared/use-inventory-replica';
import { useDeleteSupplier, useSuppliers } from '../api';
import { PurchasingOfflineNotice } from './cost-fields';
import { SupplierDialog } from './supplier-dialog';

function DeleteSupplierDialog({ supplier, onClose }: { supplier: SupplierDto; onClose(): void }) {
  const { t } = useLingui();
  const remove = useDeleteSupplier();
  return (
    <MutationConfirmDialog
      title={<Trans>¿Borrar el proveedor?</Trans>}
      confirmLabel={<Trans>Borrar</Trans>}
      mutation={remove}
      variables={supplier.id}
      successToast={t`Se borró el proveedor «${supplier.name}»`}
      onClose={onClose}
      testId="supplier-delete-dialog"
      errorTestId="supplier-delete-error"
      confirmTestId="supplier-delete-confirm"
    >
      <Text fontWeight="semibold">{supplier.name}</Text>
      <Text color="fg.muted">
        <Trans>
          Deja de aparecer en la lista y en los pedidos nuevos. Sus órdenes, recepciones, facturas y devoluciones se conservan. No
          se puede deshacer: para dejar de usarlo por un tiempo, márcalo como inactivo.
        </Trans>
      </Text>
    </MutationConfirmDialog>
  );
}

export function SuppliersPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Proveedores`);
  const online = useOnline();
  const suppliers = useSuppliers();
  const goods = useGoodsLive();
  const [editing, setEditing] = useState<{ supplier?: SupplierDto } | null>(null);
  const [deleting, setDeleting] = useState<SupplierDto | null>(null);
  const [status, setStatus] = useState<StatusFilter>('active');

  const rows = useMemo(() => suppliers.data?.filter((s) => matchesStatus(status, s.active)), [suppliers.data, status]);
  const some = (suppliers.data?.length ?? 0) > 0;

  const columns = useMemo<DataColumn<SupplierDto>[]>(
    () => [
      {
        key: 'name',
        header: t`Nombre`,
        value: (s) => s.name,
        render: (s) => (
          <Stack gap="0" whiteSpace="normal">
            <Text fontWeight="medium" color={s.active ? undefined : 'fg.muted'}>
              {s.name}
            </Text>
            <Text textStyle="xs" color="fg.muted" hideFrom="md">
              {[s.contact, s.phone].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        ),
      },
      { key: 'taxId', header: t`CUIT`, value: (s) => s.taxId, hideBelowSm: true },
      { key: 'contact', header: t`Contacto`, value: (s) => s.contact, hideBelowMd: true },
      { key: 'phone', header: t`Teléfono`, value: (s) => s.phone, hideBelowMd: true },
      { key: 'email', header: t`Correo`, value: (s) => s.email, hideBelowMd: true },
      {
        key: 'leadTime',
        header: t`Demora (días)`,
        value: (s) => s.leadTimeDays,
        numeric: true,
        hideBelowSm: true,
      },
      {
        key: 'goods',
        header: t`Mercaderías`,
        value: (s) => s.goods.length,
        render: (s) => (
          <Badge variant="subtle" colorPalette={s.goods.length > 0 ? 'brand' : 'gray'}>
            {s.goods.length}
          </Badge>
        ),
        numeric: true,
      },
      {
        key: 'active',
        header: t`Estado`,
        value: (s) => (s.active ? t`Activo` : t`Inactivo`),
        render: (s) => <ActiveBadge active={s.active} />,
        hideBelowSm: true,
      },
      rowActionsColumn(
        (s) => t`Acciones de ${s.name}`,
        (s) => [
          {
            value: 'edit',
            label: <Trans>Editar</Trans>,
            onSelect: () => setEditing({ supplier: s }),
            testId: 'supplier-edit',
          },
          {
            value: 'delete',
            label: <Trans>Borrar</Trans>,
            palette: 'red',
            danger: true,
            onSelect: () => setDeleting(s),
            testId: 'supplier-delete',
          },
        ],
      ),
    ],
    [t],
  );

  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="suppliers-page">
      <PageHeader
        title={t`Proveedores`}
        description={
          <Trans>
            A quién se le compra: sus datos de contacto, cuántos días tarda en entregar y las mercaderías que vende, con el bulto
            y el precio acordado por unidad.
          </Trans>
        }
        actions={
          <Button colorPalette="brand" onClick={() => setEditing({})} disabled={!online} data-testid="supplier-new">
            <PlusIcon /> <Trans>Nuevo proveedor</Trans>
          </Button>
        }
      />
      <PurchasingOfflineNotice />
      {online && suppliers.isError && !suppliers.data ? (
        <LoadError error={suppliers.error} onRetry={() => void suppliers.refetch()} testId="suppliers-load-error" />
      ) : (
        <DataTable
          testId="suppliers-table"
          rows={rows}
          loading={suppliers.isPending}
          columns={columns}
          rowKey={(s) => s.id}
          searchText={(s) => `${s.name} ${s.taxId} ${s.contact} ${s.phone} ${s.email} ${s.goods.map((g) => g.name).join(' ')}`}
          searchPlaceholder={t`Buscar por nombre, CUIT, contacto o mercadería`}
          filters={<StatusFilterSelect value={status} onChange={setStatus} />}
          exportName={t`proveedores`}
          defaultSort={{ key: 'name' }}
          emptyTitle={some ? t`Ningún proveedor con ese estado` : t`Todavía no hay proveedores`}
          emptyDescription={some ? t`Cambia el estado elegido.` : t`Crea el primero con «Nuevo proveedor».`}
        />
      )}
      {editing && (
        <SupplierDialog
          key={editing.supplier?.id ?? 'new'}
          supplier={editing.supplier}
          goods={goods ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteSupplierDialog supplier={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
