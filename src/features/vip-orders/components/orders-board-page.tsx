import {
  Alert,
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  SimpleGrid,
  Spinner,
  Stack,
  Tabs,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { MobileOrderDto } from '../../../contract/vip-orders';
import { toaster } from '../../../lib/toaster';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { useErrorMessage } from '../../../lib/ui/request-error';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { SelectBox } from '../../../lib/ui/select-box';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useNow } from '../../../lib/use-now';
import { audioState, beep, isMuted, setMuted, unlockAudio } from '../alert-sound';
import { type OrderAction, useMobileOrdersQuery, useOrderAction } from '../api/orders';
import { type BoardColumn, boardTitle, groupOrders, newlyPlaced, soundButtonState } from '../board-logic';
import { useServingBar } from '../serving-bar';
import { OrderCard } from './order-card';
import { RejectDialog } from './reject-dialog';
import { TableQrDialog } from './table-qr-dialog';

/** Announces placed orders that appear after the first load: highlight, and a beep unless muted. */
function useNewOrderAlert(orders: MobileOrderDto[] | undefined) {
  const seen = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [muted, setMutedState] = useState(isMuted);
  const [soundBlocked, setSoundBlocked] = useState(false);
  useEffect(() => {
    if (!orders) return;
    const arrived = newlyPlaced(seen.current, orders);
    seen.current = new Set(orders.map((o) => o.id));
    const placed = new Set(orders.filter((o) => o.status === 'placed').map((o) => o.id));
    setFresh((prev) => {
      const next = new Set([...prev].filter((id) => placed.has(id)));
      for (const id of arrived) next.add(id);
      return next.size === prev.size && [...next].every((id) => prev.has(id)) ? prev : next;
    });
    if (arrived.length > 0 && !isMuted()) setSoundBlocked(!beep() && audioState() === 'blocked');
  }, [orders]);
  return {
    fresh,
    muted,
    soundBlocked,
    toggleMute() {
      const next = !muted;
      setMuted(next);
      setMutedState(next);
      if (!next) void unlockAudio().then((ok) => setSoundBlocked(!ok && audioState() === 'blocked'));
    },
    async enableSound() {
      const ok = await unlockAudio();
      setSoundBlocked(!ok);
      if (ok) beep();
    },
  };
}

function Column({
  title,
  orders,
  testId,
  empty,
  render,
  grid = false,
}: {
  grid?: boolean;
  title?: string;
  orders: MobileOrderDto[];
  testId: string;
  empty: string;
  render(o: MobileOrderDto): React.ReactNode;
}) {
  return (
    <Stack gap="3" data-testid={testId} minW="0">
      {title && (
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <Badge variant="subtle">{orders.length}</Badge>
        </HStack>
      )}
      {orders.length === 0 ? (
        <Box borderWidth="1px" borderStyle="dashed" borderRadius="l3" p="4" textAlign="center">
          <Text color="fg.muted" textStyle="sm">
            {empty}
          </Text>
        </Box>
      ) : grid ? (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" alignItems="start">
          {orders.map(render)}
        </SimpleGrid>
      ) : (
        orders.map(render)
      )}
    </Stack>
  );
}

export function OrdersBoardPage() {
  const { t } = useLingui();
  const errorText = useErrorMessage();
  const online = useOnline();
  const list = useMobileOrdersQuery(online);
  const action = useOrderAction();
  const now = useNow(30_000);
  const alert = useNewOrderAlert(list.data);
  const serving = useServingBar(online);
  const [rejecting, setRejecting] = useState<MobileOrderDto | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const [qrOpen, setQrOpen] = useState(false);
  const [tab, setTab] = useState<BoardColumn>('nuevas');
  const wide = useBreakpointValue({ base: false, md: true }) ?? false;

  const groups = useMemo(() => groupOrders(list.data ?? []), [list.data]);
  const waiting = groups.nuevas.length;
  useDocumentTitle(boardTitle(t`Órdenes móviles`, waiting));

  const busyId = action.isPending ? action.variables?.id : undefined;
  const run = (a: OrderAction) =>
    action.mutate(a, {
      onSuccess: () => {
        if (a.action === 'rechazar') setRejecting(null);
      },
      onError: (error) => {
        if (a.action === 'rechazar') setRejectError(error.message);
        else toaster.create({ type: 'error', title: error.message });
      },
    });

  const render = (o: MobileOrderDto) => (
    <OrderCard
      key={o.id}
      order={o}
      now={now}
      fresh={alert.fresh.has(o.id)}
      busy={busyId === o.id}
      disabled={!online || (action.isPending && busyId !== o.id)}
      onAccept={() => run({ id: o.id, action: 'aceptar' })}
      onDeliver={() => run({ id: o.id, action: 'entregar', pointOfSaleId: serving.barId ?? undefined })}
      onReject={() => {
        setRejectError(null);
        setRejecting(o);
      }}
    />
  );

  const labels: Record<BoardColumn, string> = {
    nuevas: t`Nuevas`,
    aceptadas: t`Aceptadas`,
    finalizadas: t`Entregadas y rechazadas`,
  };
  const empties: Record<BoardColumn, string> = {
    nuevas: t`No hay órdenes nuevas`,
    aceptadas: t`No hay órdenes en preparación`,
    finalizadas: t`Nada entregado ni rechazado en las últimas 12 horas`,
  };

  const sound = soundButtonState(alert.muted, alert.soundBlocked);

  return (
    <Stack gap="5" data-testid="orders-board">
      <ScreenHeader
        section={<Trans>Servicio VIP</Trans>}
        title={<Trans>Órdenes móviles</Trans>}
        actions={
          <>
            {serving.bars.length > 1 && (
              <HStack gap="2">
                <Text as="span" textStyle="sm" color="fg.muted" flexShrink={0}>
                  <Trans>Sirve</Trans>
                </Text>
                <SelectBox
                  size="sm"
                  value={serving.barId ?? ''}
                  onChange={serving.choose}
                  options={serving.bars.map((b) => ({ value: b.id, label: b.name }))}
                  placeholder={t`Elegir barra…`}
                  label={t`Barra que sirve las mesas VIP`}
                  testId="board-bar"
                  minW="10rem"
                  disabled={!online}
                />
              </HStack>
            )}
            {sound === 'blocked' ? (
              <Button size="sm" colorPalette="orange" onClick={() => void alert.enableSound()} data-testid="enable-sound">
                <Trans>Activar sonido</Trans>
              </Button>
            ) : (
              <Button
                size="sm"
                variant="outline"
                onClick={alert.toggleMute}
                aria-pressed={sound === 'off'}
                data-testid="mute-toggle"
              >
                {sound === 'off' ? <Trans>Sonido apagado</Trans> : <Trans>Sonido encendido</Trans>}
              </Button>
            )}
            <Button size="sm" colorPalette="brand" onClick={() => setQrOpen(true)} disabled={!online} data-testid="open-qr">
              <Trans>Código QR de mesa</Trans>
            </Button>
            {list.isFetching && <Spinner size="sm" color="brand.solid" />}
          </>
        }
      />

      {!online && (
        <OfflineNotice>
          <Trans>
            Las órdenes no se actualizan y no se pueden aceptar ni entregar sin conexión: nunca se cobra una tarjeta offline.
          </Trans>
        </OfflineNotice>
      )}
      {online && serving.loaded && !serving.barId && (
        <Alert.Root status="warning" borderRadius="l3" data-testid="board-bar-missing">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>
              Elige en «Sirve» la barra que sirve las mesas: cada orden entregada es una venta de esa barra y descuenta su stock.
            </Trans>
          </Alert.Title>
        </Alert.Root>
      )}
      {list.error && online && (
        <Alert.Root status="error" borderRadius="l3">
          <Alert.Indicator />
          <Alert.Title>{errorText(list.error)}</Alert.Title>
        </Alert.Root>
      )}
      {list.isPending && online && (
        <HStack justify="center" py="10">
          <Spinner />
        </HStack>
      )}

      {list.data &&
        (wide ? (
          <SimpleGrid columns={3} gap="4" alignItems="start">
            {(['nuevas', 'aceptadas', 'finalizadas'] as const).map((col) => (
              <Column
                key={col}
                title={labels[col]}
                orders={groups[col]}
                testId={`column-${col}`}
                empty={empties[col]}
                render={render}
              />
            ))}
          </SimpleGrid>
        ) : (
          <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as BoardColumn)} variant="line" fitted>
            <Tabs.List>
              {(['nuevas', 'aceptadas', 'finalizadas'] as const).map((col) => (
                <Tabs.Trigger key={col} value={col} px="1">
                  <Text as="span" truncate>
                    {col === 'finalizadas' ? t`Finalizadas` : labels[col]}
                  </Text>
                  <Badge
                    size="sm"
                    variant={col === 'nuevas' && waiting > 0 ? 'solid' : 'subtle'}
                    colorPalette={col === 'nuevas' && waiting > 0 ? 'orange' : 'gray'}
                  >
                    {groups[col].length}
                  </Badge>
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {(['nuevas', 'aceptadas', 'finalizadas'] as const).map((col) => (
              <Tabs.Content key={col} value={col}>
                <Column grid orders={groups[col]} testId={`column-${col}`} empty={empties[col]} render={render} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        ))}

      <RejectDialog
        order={rejecting}
        busy={action.isPending && action.variables?.action === 'rechazar'}
        error={rejectError}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => rejecting && run({ id: rejecting.id, action: 'rechazar', reason })}
      />
      <TableQrDialog open={qrOpen} onOpenChange={setQrOpen} disabled={!online} />
    </Stack>
  );
}
