// One purchase order: its head, the lines with what was ordered and what has arrived, and the next
// step by status — a draft is edited, marked as sent or cancelled; a sent or partly received order
// can still be cancelled. Anyone who may see it prints it (a clean sheet, order-sheet.tsx) or shares
// it as a chat message; only code 422 changes it.
import { Button, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OrderDto } from '../../../../contract/purchasing';
import { fDate, fDateTime } from '../../../../lib/format-date';
import { fMoney, fQty } from '../../../../lib/format-number';
import { toaster } from '../../../../lib/toaster';
import { ConfirmDialog } from '../../../../lib/ui/confirm-dialog';
import { DialogFrame } from '../../../../lib/ui/dialog-frame';
import { useDialogSize } from '../../../../lib/ui/dialog-size';
import { EditIcon, PrintIcon } from '../../../../lib/ui/icons';
import { useOnline } from '../../../../lib/ui/online-only';
import { documentNumber } from '../../shared/document-number';
import { SendIcon } from '../../shared/icons';
import { unitShortLabel } from '../../shared/unit-names';
import { useCancelOrder, useSendOrder } from '../api';
import { OrderFact, OrderStatusBadge, orderedText } from './order-parts';
import { OrderPrintSheet, orderMessage } from './order-sheet';

/** Navigator.share where the device has it (phones), else the clipboard. */
async function shareText(title: string, text: string): Promise<'shared' | 'copied' | 'aborted'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text });
      return 'shared';
    } catch (error) {
      if ((error as { name?: string }).name === 'AbortError') return 'aborted';
      // A share sheet that failed (no target app): the clipboard still works.
    }
  }
  await navigator.clipboard.writeText(text);
  return 'copied';
}

export function OrderDetailDialog({
  order,
  buyer,
  onEdit,
  onChanged,
  onClose,
}: {
  order: OrderDto;
  /** Code 422: may edit, send and cancel. */
  buyer: boolean;
  onEdit(order: OrderDto): void;
  /** The order as the server answered after a step (sent, cancelled). */
  onChanged(order: OrderDto): void;
  onClose(): void;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const size = useDialogSize('lg');
  const send = useSendOrder();
  const cancel = useCancelOrder();
  const [confirm, setConfirm] = useState<'send' | 'cancel' | null>(null);
  const number = documentNumber(order.number);
  const place = order.location.name;
  const draft = order.status === 'draft';
  const cancellable = draft || order.status === 'sent' || order.status === 'partial';
  const anyReceived = order.lines.some((l) => l.quantityReceived > 0);
  const offline = online ? undefined : t`Sin conexión a internet`;

  const share = async () => {
    try {
      const done = await shareText(t`Orden de compra N° ${number}`, orderMessage(order, i18n));
      if (done === 'copied') {
        toaster.create({ type: 'success', title: t`Orden copiada: pégala en el chat del proveedor` });
      }
    } catch {
      toaster.create({ type: 'error', title: t`No se pudo compartir la orden` });
    }
  };

  const step = (action: 'send' | 'cancel') => {
    const mutation = action === 'send' ? send : cancel;
    mutation.mutate(order.id, {
      onSuccess: (answer) => {
        setConfirm(null);
        onChanged(answer);
        toaster.create({
          type: 'success',
          title: action === 'send' ? t`Orden N° ${number} marcada como enviada` : t`Orden N° ${number} cancelada`,
        });
      },
    });
  };

  return (
    <>
      <DialogFrame
        onOpenChange={(open) => !open && onClose()}
        title={t`Orden de compra N° ${number}`}
        testId="order-detail"
        size={size}
        scrollBehavior="inside"
        footer={
          <HStack gap="2" wrap="wrap" justify="flex-end" w="full">
            <Button variant="outline" size="sm" onClick={() => window.print()} data-testid="order-print">
              <PrintIcon /> <Trans>Imprimir</Trans>
            </Button>
            <Button variant="outline" size="sm" onClick={() => void share()} data-testid="order-share">
              <SendIcon /> <Trans>Compartir</Trans>
            </Button>
            {buyer && cancellable && (
              <Button
                variant="outline"
                colorPalette="red"
                size="sm"
                onClick={() => setConfirm('cancel')}
                disabled={!online}
                title={offline}
                data-testid="order-cancel"
              >
                <Trans>Cancelar</Trans>
              </Button>
            )}
            {buyer && draft && (
              <>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onEdit(order)}
                  disabled={!online}
                  title={offline}
                  data-testid="order-edit"
                >
                  <EditIcon /> <Trans>Editar</Trans>
                </Button>
                <Button
                  colorPalette="brand"
                  size="sm"
                  onClick={() => setConfirm('send')}
                  disabled={!online}
                  title={offline}
                  data-testid="order-send"
                >
                  <SendIcon /> <Trans>Marcar como enviada</Trans>
                </Button>
              </>
            )}
          </HStack>
        }
      >
        <Stack gap="5" data-testid="order-detail-body" data-status={order.status}>
          <HStack gap="2" wrap="wrap">
            <OrderStatusBadge status={order.status} />
            {!buyer && (
              <Text textStyle="sm" color="fg.muted">
                <Trans>Solo lectura</Trans>
              </Text>
            )}
          </HStack>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <OrderFact label={t`Proveedor`}>{order.supplier.name}</OrderFact>
            <OrderFact label={t`Entregar en`}>{order.location.name}</OrderFact>
            <OrderFact label={t`Entrega prevista`}>{order.expectedOn ? fDate(order.expectedOn, i18n) : '-'}</OrderFact>
            <OrderFact label={t`Creada`}>
              {fDateTime(order.createdAt, i18n)}
              {order.createdBy && (
                <Text as="span" fontWeight="normal" color="fg.muted">
                  {' '}
                  · {order.createdBy.name}
                </Text>
              )}
            </OrderFact>
            {order.sentAt && <OrderFact label={t`Enviada`}>{fDateTime(order.sentAt, i18n)}</OrderFact>}
            {order.cancelledAt && <OrderFact label={t`Cancelada`}>{fDateTime(order.cancelledAt, i18n)}</OrderFact>}
          </SimpleGrid>
          {order.note && (
            <OrderFact label={t`Nota`}>
              <Text fontWeight="normal" whiteSpace="pre-wrap">
                {order.note}
              </Text>
            </OrderFact>
          )}

          <Table.ScrollArea borderWidth="1px" borderRadius="l2">
            <Table.Root size="sm" data-testid="order-detail-lines">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>
                    <Trans>Mercadería</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    <Trans>Pedido</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    <Trans>Recibido</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end" hideBelow="sm">
                    <Trans>Precio unitario</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    <Trans>Total</Trans>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {order.lines.map((l) => {
                  const short = l.quantityReceived < l.quantity;
                  return (
                    <Table.Row key={l.id} data-testid="order-detail-line">
                      <Table.Cell minW="8rem">
                        <Text>{l.name}</Text>
                        <Text textStyle="xs" color="fg.muted">
                          {l.sku}
                          <Text as="span" hideFrom="sm">
                            {' '}
                            · {fMoney(l.unitPrice, undefined, i18n)}
                          </Text>
                        </Text>
                      </Table.Cell>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                        {orderedText(l, i18n)}
                      </Table.Cell>
                      <Table.Cell
                        textAlign="end"
                        fontVariantNumeric="tabular-nums"
                        whiteSpace="nowrap"
                        color={anyReceived && short ? 'orange.fg' : undefined}
                      >
                        {fQty(l.quantityReceived, i18n)} {unitShortLabel(i18n, l.unit)}
                      </Table.Cell>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" hideBelow="sm">
                        {fMoney(l.unitPrice, undefined, i18n)}
                      </Table.Cell>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                        {fMoney(l.total, undefined, i18n)}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <HStack justify="flex-end" gap="3">
            <Text color="fg.muted">
              <Trans>Total de la orden</Trans>
            </Text>
            <Text fontWeight="semibold" textStyle="lg" fontVariantNumeric="tabular-nums" data-testid="order-detail-total">
              {fMoney(order.total, undefined, i18n)}
            </Text>
          </HStack>
        </Stack>
      </DialogFrame>

      <OrderPrintSheet order={order} />

      {confirm === 'send' && (
        <ConfirmDialog
          title={<Trans>¿Marcar la orden N° {number} como enviada?</Trans>}
          confirmLabel={<Trans>Marcar como enviada</Trans>}
          onConfirm={() => step('send')}
          onClose={() => setConfirm(null)}
          pending={send.isPending}
          error={send.error}
          palette="brand"
          size="sm"
          testId="order-send-confirm"
          confirmTestId="order-send-confirm-ok"
        >
          <Trans>
            Ya no se podrá editar y quedará esperando la recepción en {place}. Compártela o imprímela para el proveedor si todavía
            no la tiene.
          </Trans>
        </ConfirmDialog>
      )}
      {confirm === 'cancel' && (
        <ConfirmDialog
          title={<Trans>¿Cancelar la orden N° {number}?</Trans>}
          confirmLabel={<Trans>Sí, cancelar la orden</Trans>}
          onConfirm={() => step('cancel')}
          onClose={() => setConfirm(null)}
          pending={cancel.isPending}
          error={cancel.error}
          size="sm"
          testId="order-cancel-confirm"
          confirmTestId="order-cancel-confirm-ok"
        >
          {anyReceived ? (
            <Trans>Lo que falta recibir ya no se espera. Lo recibido hasta ahora queda en el stock. No se puede deshacer.</Trans>
          ) : (
            <Trans>La orden deja de esperarse y no se podrá recibir ni volver a abrir.</Trans>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
