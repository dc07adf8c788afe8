// The kitchen/bar display of one station (or every station): tickets by table and time in four
// columns (nuevas, en preparación, listas, servidas for recall), a bump button per ticket, a beep
// on new tickets once sound was enabled with one tap (a wall tablet's browser requires it; the
// screen says so while it is blocked), "actualizado hace N s", and a red banner when the server
// has not answered for a while — the last tickets stay on screen under it, never an empty screen.
import { Alert, Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { KitchenStatus } from '../../../contract/resto-orders';
import { audioState, beep, unlockAudio } from '../../../lib/alert-sound';
import { toaster } from '../../../lib/toaster';
import { useOnline } from '../../../lib/ui/online-only';
import { useErrorMessage } from '../../../lib/ui/request-error';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { SelectBox } from '../../../lib/ui/select-box';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useNow } from '../../../lib/use-now';
import { type KitchenAction, useKitchenAction, useKitchenBoard } from '../api';
import { columns, freshness, newTicketLines, nextStatus, stationTickets, type Ticket } from '../display-logic';

function useTicketAlert(tickets: Ticket[] | undefined) {
  const seen = useRef<Set<string> | null>(null);
  const [sound, setSound] = useState<'off' | 'on' | 'blocked'>('off');
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!tickets) return;
    const arrived = newTicketLines(seen.current, tickets);
    seen.current = new Set(tickets.flatMap((t) => t.lines.map((l) => l.id)));
    if (arrived.length === 0) return;
    setFresh(new Set(arrived));
    if (sound !== 'off' && !beep()) setSound(audioState() === 'blocked' ? 'blocked' : sound);
  }, [tickets, sound]);
  return {
    sound,
    fresh,
    async enable() {
      const ok = await unlockAudio();
      setSound(ok ? 'on' : 'blocked');
      if (ok) beep();
    },
  };
}

function TicketCard({
  ticket,
  fresh,
  busy,
  onAction,
}: {
  ticket: Ticket;
  fresh: boolean;
  busy: boolean;
  onAction(a: KitchenAction): void;
}) {
  const { t } = useLingui();
  const now = useNow(15_000);
  const minutes = Math.max(0, Math.floor((now - Date.parse(ticket.since)) / 60_000));
  const next = nextStatus(ticket.status);
  const labels: Partial<Record<KitchenStatus, string>> = { preparing: t`Preparar`, ready: t`Listo`, served: t`Servido` };
  const move = (status: KitchenStatus) => {
    if (ticket.stationId) {
      onAction({ kind: 'ticket', orderId: ticket.order.id, stationId: ticket.stationId, status });
      return;
    }
    // Lines without a station (a menu item with none): one by one.
    for (const l of ticket.lines) if (l.status !== 'cancelled') onAction({ kind: 'line', lineId: l.id, status });
  };
  return (
    <Stack
      gap="2"
      p="3"
      borderWidth={fresh ? '3px' : '1px'}
      borderColor={fresh ? 'orange.solid' : 'border'}
      borderRadius="l3"
      bg="bg.panel"
      data-testid="ticket"
      data-status={ticket.status}
    >
      <HStack justify="space-between" align="start">
        <Heading as="h3" size="lg">
          {ticket.order.tableName}
        </Heading>
        <Badge colorPalette={minutes >= 20 ? 'red' : minutes >= 10 ? 'orange' : 'gray'}>{t`${minutes} min`}</Badge>
      </HStack>
      <Text textStyle="xs" color="fg.muted">
        {ticket.order.areaName}
        {ticket.order.waiterName ? ` · ${ticket.order.waiterName}` : ''}
      </Text>
      <Stack gap="1">
        {ticket.lines.map((l) => (
          <Box
            key={l.id}
            textDecoration={l.status === 'cancelled' ? 'line-through' : undefined}
            color={l.status === 'cancelled' ? 'fg.muted' : undefined}
          >
            <Text fontWeight="semibold">
              {l.quantity} × {l.productName}
              {l.course > 1 ? ` · ${t`Tiempo ${l.course}`}` : ''}
            </Text>
            {l.modifiers.length > 0 && <Text textStyle="sm">{l.modifiers.map((m) => m.name).join(', ')}</Text>}
            {l.note && (
              <Text textStyle="sm" fontStyle="italic">
                {l.note}
              </Text>
            )}
          </Box>
        ))}
      </Stack>
      {ticket.alsoAt.length > 0 && (
        <Text textStyle="sm" color="blue.fg" data-testid="also-at">
          {t`También en: ${ticket.alsoAt.join(', ')}`}
        </Text>
      )}
      <HStack>
        {next && (
          <Button size="lg" flex="1" colorPalette="brand" loading={busy} onClick={() => move(next)}>
            {labels[next]}
          </Button>
        )}
        {ticket.status === 'served' && ticket.order.status !== 'served' && (
          <Button size="lg" flex="1" variant="outline" loading={busy} onClick={() => move('ready')} data-testid="recall">
            <Trans>Recuperar</Trans>
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

export function StationDisplay({
  stationId,
  onStationChange,
}: {
  stationId: string | null;
  onStationChange(id: string | null): void;
}) {
  const { t } = useLingui();
  const errorText = useErrorMessage();
  const online = useOnline();
  const board = useKitchenBoard();
  const action = useKitchenAction();
  const now = useNow(1_000);
  const tickets = useMemo(() => (board.data ? stationTickets(board.data, stationId) : undefined), [board.data, stationId]);
  const alert = useTicketAlert(tickets);
  const cols = columns(tickets ?? []);
  const state = freshness(board.fromCopy ? 0 : board.answeredAt, board.failing, online, now);
  const station = board.data?.stations.find((s) => s.id === stationId);
  useDocumentTitle(cols.new.length > 0 ? `(${cols.new.length}) ${station?.name ?? t`Cocina`}` : (station?.name ?? t`Cocina`));

  const busyKey = action.isPending ? JSON.stringify(action.variables) : null;
  const run = (a: KitchenAction) => action.mutate(a, { onError: (e) => toaster.create({ type: 'error', title: errorText(e) }) });
  const titles: Record<keyof typeof cols, string> = {
    new: t`Nuevas`,
    preparing: t`En preparación`,
    ready: t`Listas`,
    served: t`Servidas`,
  };

  return (
    <Stack gap="4" data-testid="station-display">
      <ScreenHeader
        section={<Trans>Comandas</Trans>}
        title={station?.name ?? <Trans>Todas las estaciones</Trans>}
        actions={
          <>
            <SelectBox
              size="sm"
              value={stationId ?? ''}
              onChange={(v) => onStationChange(v || null)}
              options={(board.data?.stations ?? []).map((s) => ({ value: s.id, label: s.name }))}
              placeholder={t`Todas las estaciones`}
              label={t`Estación`}
              testId="station-select"
              minW="10rem"
            />
            {alert.sound !== 'on' && (
              <Button size="sm" colorPalette="orange" onClick={() => void alert.enable()} data-testid="enable-sound">
                <Trans>Activar sonido</Trans>
              </Button>
            )}
          </>
        }
      />
      {state.state === 'lost' ? (
        <Alert.Root status="error" variant="solid" borderRadius="l3" data-testid="display-lost">
          <Alert.Indicator />
          <Alert.Title fontSize="xl">
            {state.seconds === null ? (
              <Trans>Sin conexión con el servidor: no se pueden mostrar las comandas.</Trans>
            ) : (
              <Trans>
                Sin conexión con el servidor desde hace {state.seconds} s: las comandas en pantalla pueden no estar al día.
              </Trans>
            )}
          </Alert.Title>
        </Alert.Root>
      ) : (
        <Text textStyle="sm" color="fg.muted" data-testid="display-fresh">
          {state.state === 'live' ? t`Actualizado hace ${state.seconds} s` : t`Cargando…`}
        </Text>
      )}
      {alert.sound === 'blocked' && (
        <Alert.Root status="warning" borderRadius="l3" data-testid="sound-blocked">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>El navegador bloquea el sonido: toca «Activar sonido» para escuchar las comandas nuevas.</Trans>
          </Alert.Title>
        </Alert.Root>
      )}
      {alert.sound === 'off' && (
        <Text textStyle="sm" color="orange.fg">
          <Trans>El sonido de comandas nuevas está apagado hasta que toques «Activar sonido» (el navegador lo exige).</Trans>
        </Text>
      )}
      {tickets && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" alignItems="start">
          {(Object.keys(cols) as (keyof typeof cols)[]).map((col) => (
            <Stack key={col} gap="3" data-testid={`display-${col}`}>
              <HStack justify="space-between">
                <Heading as="h2" size="md">
                  {titles[col]}
                </Heading>
                <Badge>{cols[col].length}</Badge>
              </HStack>
              {cols[col].map((ticket) => (
                <TicketCard
                  key={ticket.key}
                  ticket={ticket}
                  fresh={alert.fresh.has(ticket.key)}
                  busy={busyKey?.includes(ticket.order.id) ?? false}
                  onAction={run}
                />
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
