// "Órdenes de compra" (issue 38): the purchase orders with their status, a new or edited draft,
// drafts created from the ideal stock, and one order with its next step, printed or shared with the
// supplier. Online data: the list waits for the connection and keeps what it showed; writes need
// it. Code 422 buys; 423 (receiving at the door) sees the orders and their detail, read-only. The
// editor's places and goods come from the replica (they are the same offline as on the server).
import { Button, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OrderDto } from '../../../../contract/purchasing';
import { useAuth } from '../../../../lib/auth/use-auth';
import { toaster } from '../../../../lib/toaster';
import { DialogFrame } from '../../../../lib/ui/dialog-frame';
import { useDialogSize } from '../../../../lib/ui/dialog-size';
import { PlusIcon } from '../../../../lib/ui/icons';
import { OfflineNotice, useOnline } from '../../../../lib/ui/online-only';
import { LoadError } from '../../../../lib/ui/status-alerts';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { NoReplicaNotice } from '../../shared/no-replica-notice';
import { PageHeader } from '../../shared/page-header';
import { useGoodsLive, usePlacesLive } from '../../shared/use-inventory-replica';
import { useSuppliers } from '../api';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrderEditorDialog } from './order-editor-dialog';
import { type OrderFilters, OrderList } from './order-list';
import { BUYER_CODE } from './order-parts';
import { OrderSuggestionsDialog } from './order-suggestions-dialog';

/** The editor or the suggestions need the replica's places and goods: said in a dialog while they are missing. */
function ReplicaWait({ loading, onClose }: { loading: boolean; onClose(): void }) {
  const { t } = useLingui();
  const size = useDialogSize('sm');
  return (
    <DialogFrame onOpenChange={(open) => !open && onClose()} title={t`Órdenes de compra`} size={size} testId="order-replica-wait">
      {loading ? (
        <Skeleton height="16" borderRadius="l2" />
      ) : (
        <NoReplicaNotice title={<Trans>Faltan los datos del local en este dispositivo</Trans>}>
          <Trans>
            Los depósitos, las barras y las mercaderías se descargan al iniciar sesión. Espera a que termine la primera
            sincronización o vuelve a iniciar sesión.
          </Trans>
        </NoReplicaNotice>
      )}
    </DialogFrame>
  );
}

export function OrdersPage() {
  const { t } = useLingui();
  const online = useOnline();
  const { user } = useAuth();
  const buyer = user?.privi.includes(BUYER_CODE) ?? false;
  useDocumentTitle(t`Órdenes de compra`);
  const suppliers = useSuppliers();
  const places = usePlacesLive(true);
  const goods = useGoodsLive();
  const [filters, setFilters] = useState<OrderFilters>({});
  const [selected, setSelected] = useState<OrderDto | null>(null);
  const [editing, setEditing] = useState<OrderDto | 'new' | null>(null);
  const [suggesting, setSuggesting] = useState(false);

  const replicaLoading = places === undefined || goods === undefined;
  const replicaReady = !replicaLoading && places.length > 0 && goods.length > 0;

  const saved = (order: OrderDto) => {
    toaster.create({ type: 'success', title: editing === 'new' ? t`Borrador guardado` : t`Cambios guardados` });
    setEditing(null);
    setSelected(order);
  };

  const created = (orders: OrderDto[]) => {
    const count = orders.length;
    toaster.create({
      type: 'success',
      title: t`Borradores creados`,
      description: count === 1 ? t`Se creó un borrador.` : t`Se crearon ${count} borradores, uno por proveedor.`,
    });
    setSuggesting(false);
    setFilters({ status: 'draft' });
    if (orders.length === 1 && orders[0]) setSelected(orders[0]);
  };

  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="orders-page">
      <PageHeader
        title={t`Órdenes de compra`}
        description={
          <Trans>
            Lo que se pide a cada proveedor: se prepara como borrador, se marca como enviada al mandarla y se cierra al recibir la
            mercadería en la puerta.
          </Trans>
        }
        actions={
          buyer ? (
            <HStack gap="2" wrap="wrap">
              <Button variant="outline" onClick={() => setSuggesting(true)} disabled={!online} data-testid="orders-from-ideal">
                <Trans>Crear desde stock ideal</Trans>
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => setEditing('new')}
                disabled={!online || !suppliers.data}
                data-testid="orders-new"
              >
                <PlusIcon /> <Trans>Nueva orden</Trans>
              </Button>
            </HStack>
          ) : undefined
        }
      />
      {!online && (
        <OfflineNotice>
          {buyer ? (
            <Trans>
              Se muestran las órdenes cargadas antes. Crear, editar, enviar y cancelar órdenes necesita conexión; lo que escribas
              en una orden se conserva hasta que puedas guardarla.
            </Trans>
          ) : (
            <Trans>Se muestran las órdenes cargadas antes; se actualizan cuando vuelva la conexión.</Trans>
          )}
        </OfflineNotice>
      )}

      {buyer && suppliers.isError && (
        <LoadError
          error={suppliers.error}
          onRetry={() => void suppliers.refetch()}
          title={<Trans>No se pudieron cargar los proveedores</Trans>}
          testId="suppliers-load-error"
        />
      )}

      <OrderList filters={filters} onFilters={setFilters} suppliers={suppliers.data ?? []} buyer={buyer} onOpen={setSelected} />

      {selected && !editing && (
        <OrderDetailDialog
          key={selected.id}
          order={selected}
          buyer={buyer}
          onEdit={(order) => setEditing(order)}
          onChanged={setSelected}
          onClose={() => setSelected(null)}
        />
      )}
      {editing &&
        (replicaReady ? (
          <OrderEditorDialog
            initial={editing === 'new' ? undefined : editing}
            suppliers={suppliers.data ?? []}
            places={places}
            goods={goods}
            onSaved={saved}
            onClose={() => setEditing(null)}
          />
        ) : (
          <ReplicaWait loading={replicaLoading} onClose={() => setEditing(null)} />
        ))}
      {suggesting &&
        (replicaReady ? (
          <OrderSuggestionsDialog places={places} onCreated={created} onClose={() => setSuggesting(false)} />
        ) : (
          <ReplicaWait loading={replicaLoading} onClose={() => setSuggesting(false)} />
        ))}
    </Stack>
  );
}
