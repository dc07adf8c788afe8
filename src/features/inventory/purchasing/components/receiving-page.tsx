// "Recepción": a supplier delivery received at the warehouse door on a tablet — offline too. Against
// an open purchase order (its lines come filled with what is still to arrive) or without one (then
// a reason); per good, whole cases and loose units go into stock and damaged units are only noted.
// Confirming queues the receipt on this device (the goodsReceipt.record command); it is booked when
// the server gets it, once, whatever the network did in between.
import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { fDateTime } from '../../../../lib/format-date';
import { useReplica } from '../../../../lib/sync/use-replica';
import { OfflineNotice, useOnline } from '../../../../lib/ui/online-only';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { NoReplicaNotice } from '../../shared/no-replica-notice';
import { PageHeader } from '../../shared/page-header';
import { useActiveSuppliers, useOpenOrders, useQueuedReceiptsLive } from '../data/receipt-repo';
import { ReceiptForm } from './receipt-form';
import { QueuedList, RecentReceipts } from './receipt-lists';

export function ReceivingPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Recepción de mercadería`);
  const replica = useReplica();
  const orders = useOpenOrders();
  const suppliers = useActiveSuppliers();
  const queued = useQueuedReceiptsLive();
  const [grace, setGrace] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setGrace(true), 2500);
    return () => clearTimeout(id);
  }, []);
  const online = useOnline();
  const asOf = orders.fromCopy && orders.at ? fDateTime(orders.at, i18n) : null;
  // Offline on a device that never loaded the orders: a receipt without order still works.
  const noCopy = !online && orders.data === undefined && orders.copy === null;
  const openOrders = useMemo(() => orders.data ?? [], [orders.data]);
  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="receiving-page">
      <PageHeader
        title={t`Recepción de mercadería`}
        description={
          <Trans>
            Cuenta lo que llega del proveedor: bultos enteros y unidades sueltas entran al stock; lo dañado queda anotado.
            Funciona sin conexión: queda guardado en este dispositivo y se envía cuando vuelve la conexión.
          </Trans>
        }
      />
      {asOf && (
        <Text textStyle="sm" color="fg.muted" data-testid="receipt-as-of">
          <Trans>Órdenes y proveedores al {asOf}</Trans>
        </Text>
      )}
      {noCopy && (
        <OfflineNotice title={<Trans>Sin conexión: las órdenes de compra no están guardadas en este dispositivo</Trans>}>
          <Trans>Abre esta pantalla una vez con conexión: desde entonces se puede recibir también sin ella.</Trans>
        </OfflineNotice>
      )}
      {!replica && grace && (
        <NoReplicaNotice title={<Trans>No hay datos guardados en este dispositivo</Trans>}>
          <Trans>
            Para recibir mercadería (también sin conexión) este navegador tiene que poder guardar los datos del local: tu usuario
            no tiene un local asignado o el navegador no lo permite (por ejemplo, en una ventana privada).
          </Trans>
        </NoReplicaNotice>
      )}
      {replica && <ReceiptForm orders={openOrders} suppliers={suppliers.data ?? []} />}
      <QueuedList queued={queued ?? []} />
      <RecentReceipts />
    </Stack>
  );
}
