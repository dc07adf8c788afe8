// The waiter's screen (phone first): pick a table by area, see its order with each line's state,
// add lines from the menu and send them. Sending queues the offline command, so it works without
// network: the lines show "pendiente de envío" until the server applied them (a reload keeps them:
// they are in the outbox), then the order the server answers shows them with their state. Lines not
// sent yet are kept on the phone per table too (composer.ts saveDraft).

import { Alert, Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { KitchenStatus } from '../../../contract/resto-orders';
import { fDateTime } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import { toaster } from '../../../lib/toaster';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { useErrorMessage } from '../../../lib/ui/request-error';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useKitchenAction, useKitchenBoard, useQueuedOrdersLive, useRestoMenu, useSendOrder } from '../api';
import { commandArgs, type Draft, loadDraft, newDraft, saveDraft } from '../composer';
import { OrderComposer } from './order-composer';

const STATUS_COLOR: Record<KitchenStatus, string> = {
  new: 'gray',
  preparing: 'orange',
  ready: 'green',
  served: 'blue',
  cancelled: 'red',
};

export function WaiterScreen({
  onDisplay,
  renderBill,
}: {
  onDisplay(): void;
  /** The table's bill under its order (resto-bill, composed by the route). */
  renderBill?(tableId: string): ReactNode;
}) {
  const { t, i18n } = useLingui();
  const errorText = useErrorMessage();
  const online = useOnline();
  const menu = useRestoMenu();
  const board = useKitchenBoard();
  const queued = useQueuedOrdersLive() ?? [];
  const { send } = useSendOrder();
  const action = useKitchenAction();
  const [tableId, setTableId] = useState<string | null>(null);
  const [draft, setDraftState] = useState<Draft | null>(null);
  const setDraft = (next: Draft) => {
    setDraftState(next);
    saveDraft(next);
  };
  const [course, setCourse] = useState(1);
  useDocumentTitle(t`Comandas`);

  const statusLabel: Record<KitchenStatus, string> = {
    new: t`Nueva`,
    preparing: t`En preparación`,
    ready: t`Lista`,
    served: t`Servida`,
    cancelled: t`Cancelada`,
  };
  const areas = menu.data?.areas ?? [];
  const area = areas.find((a) => a.tables.some((tb) => tb.id === tableId));
  const table = area?.tables.find((tb) => tb.id === tableId);
  const openOrder = board.data?.orders.find((o) => o.tableId === tableId && o.status !== 'served' && o.status !== 'cancelled');
  const shownLineIds = new Set(openOrder?.lines.map((l) => l.id));
  const waiting = queued.filter(
    (q) => q.args.tableId === tableId && q.state !== 'applied' && q.args.lines.some((l) => !shownLineIds.has(l.id)),
  );
  const nameOf = (productId: string) => menu.data?.items.find((i) => i.productId === productId)?.name ?? '…';
  const openTables = new Set(
    (board.data?.orders ?? []).filter((o) => o.status !== 'served' && o.status !== 'cancelled').map((o) => o.tableId),
  );

  async function sendDraft() {
    const args = draft && commandArgs(draft);
    if (!args) return;
    try {
      await send(args);
      setDraft(newDraft(args.tableId));
      toaster.create({
        type: 'success',
        title: online ? t`Comanda enviada` : t`Comanda guardada: se enviará al volver la conexión`,
      });
    } catch (e) {
      toaster.create({ type: 'error', title: errorText(e) });
    }
  }

  return (
    <Stack gap="4" data-testid="waiter-screen">
      <ScreenHeader
        section={<Trans>Comandas</Trans>}
        title={table ? table.name : <Trans>Elegir mesa</Trans>}
        actions={
          <>
            {table && (
              <Button size="sm" variant="outline" onClick={() => setTableId(null)}>
                <Trans>Mesas</Trans>
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={onDisplay} data-testid="open-display">
              <Trans>Pantalla de cocina</Trans>
            </Button>
          </>
        }
      />
      {!online && (
        <OfflineNotice title={<Trans>Sin conexión</Trans>}>
          <Trans>Las comandas se guardan en este teléfono y se envían solas al volver la conexión.</Trans>
        </OfflineNotice>
      )}
      {menu.fromCopy && menu.at && (
        <Text textStyle="sm" color="fg.muted" data-testid="menu-as-of">
          {t`Menú al ${fDateTime(menu.at, i18n)}`}
        </Text>
      )}
      {!menu.data && menu.error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorText(menu.error)}</Alert.Title>
        </Alert.Root>
      )}

      {!table &&
        areas.map((a) => (
          <Stack key={a.id} gap="2">
            <Heading as="h2" size="md">
              {a.name}
            </Heading>
            <SimpleGrid columns={{ base: 3, sm: 6 }} gap="2">
              {a.tables.map((tb) => (
                <Button
                  key={tb.id}
                  h="16"
                  variant={openTables.has(tb.id) ? 'solid' : 'outline'}
                  colorPalette={openTables.has(tb.id) ? 'orange' : 'gray'}
                  onClick={() => {
                    setTableId(tb.id);
                    setDraftState(loadDraft(tb.id));
                  }}
                  data-testid="table-button"
                >
                  {tb.name}
                </Button>
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      {menu.data && areas.length === 0 && (
        <Text color="fg.muted">
          <Trans>No hay áreas con mesas: se configuran en Configuración › Resto.</Trans>
        </Text>
      )}

      {table && draft && (
        <>
          <Stack gap="2" data-testid="table-order">
            <Heading as="h2" size="md">
              <Trans>La comanda de la mesa</Trans>
            </Heading>
            {!openOrder && waiting.length === 0 && (
              <Text color="fg.muted">
                <Trans>La mesa no tiene una comanda abierta.</Trans>
              </Text>
            )}
            {openOrder?.lines.map((l) => (
              <HStack key={l.id} justify="space-between" textDecoration={l.status === 'cancelled' ? 'line-through' : undefined}>
                <Text>
                  {l.quantity} × {l.productName}
                  {l.modifiers.length > 0 ? ` (${l.modifiers.map((m) => m.name).join(', ')})` : ''}
                </Text>
                <HStack>
                  <Text textStyle="sm">{fMoney(l.unitPrice * l.quantity)}</Text>
                  <Badge colorPalette={STATUS_COLOR[l.status]}>{statusLabel[l.status]}</Badge>
                </HStack>
              </HStack>
            ))}
            {waiting.map((q) =>
              q.args.lines
                .filter((l) => !shownLineIds.has(l.id))
                .map((l) => (
                  <HStack key={l.id} justify="space-between" data-testid="queued-line">
                    <Text>
                      {l.quantity} × {nameOf(l.productId)}
                    </Text>
                    {q.state === 'rejected' ? (
                      <Badge colorPalette="red" title={q.message ?? ''}>
                        {t`Rechazada: ${q.message ?? ''}`}
                      </Badge>
                    ) : (
                      <Badge colorPalette="yellow">{online ? t`Enviando…` : t`Pendiente de envío`}</Badge>
                    )}
                  </HStack>
                )),
            )}
            {openOrder && (
              <Button
                size="sm"
                variant="outline"
                alignSelf="start"
                disabled={!online}
                loading={action.isPending}
                onClick={() =>
                  action.mutate(
                    { kind: 'serve', orderId: openOrder.id },
                    { onError: (e) => toaster.create({ type: 'error', title: errorText(e) }) },
                  )
                }
                data-testid="serve-order"
              >
                <Trans>Marcar toda la comanda servida</Trans>
              </Button>
            )}
          </Stack>
          <Box borderTopWidth="1px" pt="3">
            <OrderComposer
              draft={draft}
              items={menu.data?.items ?? []}
              priceListId={area?.priceListId ?? null}
              course={course}
              onCourse={setCourse}
              onChange={setDraft}
            />
          </Box>
          <Button
            colorPalette="brand"
            size="lg"
            position="sticky"
            bottom="2"
            disabled={draft.lines.length === 0}
            onClick={() => void sendDraft()}
            data-testid="send-order"
          >
            <Trans>Enviar a cocina</Trans>
          </Button>
          {tableId && renderBill?.(tableId)}
        </>
      )}
    </Stack>
  );
}
