// resto/reserva (314): one night of the venue per area — a timeline by table, the floor plan with
// each table's state at a chosen time, the list with the state moves, the waiting list — the
// create/edit dialog and the printable door list. Changes need the server: offline the screen
// says so and the dialogs keep what was typed.
import { Alert, Badge, Button, HStack, Input, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo, useState } from 'react';
import { businessDate } from '../../../contract/business-date';
import { localHHmm, zonedInstant } from '../../../contract/nights-admin';
import type { ReservationBody, ReservationDto } from '../../../contract/resto-reservations';
import { fDateTime } from '../../../lib/format-date';
import { toaster } from '../../../lib/toaster';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { useErrorMessage } from '../../../lib/ui/request-error';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { ScreenTabs } from '../../../lib/ui/screen-tabs';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useNow } from '../../../lib/use-now';
import { type ReservationAction, useReservationAction, useReservationNight } from '../api';
import { areaReservations, freeTablesAt, SEAT_HORIZON_MINUTES, tableStateAt, timelineLayout, waitingList } from '../night-logic';
import { DoorList } from './door-list';
import { FloorPlan } from './floor-plan';
import { type RenderCardPicker, ReservationDialog } from './reservation-dialog';
import { ReservationList } from './reservation-list';
import { SeatDialog } from './seat-dialog';
import { TimelineView } from './timeline-view';

const DEFAULT_ZONE = 'America/Argentina/Buenos_Aires';

type View = 'linea' | 'plano' | 'lista' | 'espera';

/** The instant of `time` on the night of `date` (a time before the cutoff is after midnight). */
function nightInstant(date: string, time: string, timeZone: string, cutoffHour: number): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const minutes = h * 60 + m;
  return zonedInstant(date, minutes < cutoffHour * 60 ? minutes + 1440 : minutes, timeZone).getTime();
}

/**
 * `renderCardPicker`: the VIP card search for the reservation dialog; `renderBill`: a seated
 * party's bill (both composed by the route from other features).
 */
export function ReservationsPage({
  renderCardPicker,
  renderBill,
}: {
  renderCardPicker?: RenderCardPicker;
  renderBill?(reservationId: string): ReactNode;
} = {}) {
  const { t, i18n } = useLingui();
  const errorText = useErrorMessage();
  useDocumentTitle(t`Reservas`);
  const online = useOnline();
  const now = useNow(30_000);
  const [date, setDate] = useState(() => businessDate(new Date(), DEFAULT_ZONE, 9));
  const night = useReservationNight(date, online);
  const action = useReservationAction();
  const data = night.data;
  const when = night.at ? fDateTime(night.at, i18n) : null;
  const timeZone = data?.timeZone ?? DEFAULT_ZONE;
  const [areaId, setAreaId] = useState<string | null>(null);
  const area = areaId ?? data?.areas[0]?.id ?? null;
  const [view, setView] = useState<View>('linea');
  const [planTime, setPlanTime] = useState<string | null>(null);
  const [editing, setEditing] = useState<ReservationDto | 'new' | null>(null);
  const [seating, setSeating] = useState<ReservationDto | null>(null);

  const tables = useMemo(() => (data?.tables ?? []).filter((x) => x.areaId === area), [data, area]);
  const list = useMemo(() => areaReservations(data?.reservations ?? [], area), [data, area]);
  const waiting = useMemo(() => waitingList(data?.reservations ?? []), [data]);
  const layout = useMemo(
    () => timelineLayout(tables, list, data?.slotMinutes ?? 15, nightInstant(date, '20:00', timeZone, data?.cutoffHour ?? 9)),
    [tables, list, data, date, timeZone],
  );
  const shownTime = planTime ?? localHHmm(new Date(now), timeZone);
  const planAt = nightInstant(date, shownTime, timeZone, data?.cutoffHour ?? 9);
  const states = useMemo(
    () => new Map(tables.map((x) => [x.id, tableStateAt(x.id, data?.reservations ?? [], planAt, data?.lateAfterMinutes ?? 10)])),
    [tables, data, planAt],
  );
  const freeNow = useMemo(
    () => freeTablesAt(data?.tables ?? [], data?.reservations ?? [], now, SEAT_HORIZON_MINUTES),
    [data, now],
  );

  const run = (a: ReservationAction, done?: () => void) =>
    action.mutate(a, {
      onSuccess: () => done?.(),
      onError: (e) => {
        if (!done) toaster.create({ type: 'error', title: errorText(e) });
      },
    });
  const save = (body: ReservationBody) => {
    const target = editing;
    if (!target) return;
    run(target === 'new' ? { kind: 'create', body } : { kind: 'update', id: target.id, body }, () => setEditing(null));
  };
  const openTable = (tableId: string) => {
    const state = states.get(tableId);
    if (state && state.kind !== 'free') setEditing(state.reservation);
  };
  const disabled = !online || action.isPending;

  return (
    <Stack gap="4" data-testid="reservations-page">
      <ScreenHeader
        section={<Trans>Resto</Trans>}
        title={<Trans>Reservas</Trans>}
        actions={
          <>
            <Input
              type="date"
              size="sm"
              w="auto"
              value={date}
              onChange={(e) => e.target.value && setDate(e.target.value)}
              aria-label={t`Noche`}
              data-testid="night-date"
            />
            <Button
              size="sm"
              colorPalette="brand"
              disabled={!online}
              onClick={() => {
                action.reset();
                setEditing('new');
              }}
              data-testid="new-reservation"
            >
              <Trans>Nueva reserva</Trans>
            </Button>
            <Button size="sm" variant="outline" onClick={() => window.print()} disabled={!data} data-testid="print-door-list">
              <Trans>Imprimir lista de puerta</Trans>
            </Button>
            {night.isFetching && <Spinner size="sm" color="brand.solid" />}
          </>
        }
      />
      {!online && (
        <OfflineNotice title={<Trans>Sin conexión</Trans>}>
          <Trans>Las reservas no se actualizan y no se pueden crear ni cambiar hasta que vuelva la conexión.</Trans>
        </OfflineNotice>
      )}
      {night.fromCopy && when && (
        <Text textStyle="sm" color="fg.muted" data-testid="reservations-as-of">
          <Trans>Datos al {when}</Trans>
        </Text>
      )}
      {night.error && online && (
        <Alert.Root status="error" borderRadius="l3">
          <Alert.Indicator />
          <Alert.Title>{errorText(night.error)}</Alert.Title>
        </Alert.Root>
      )}
      {night.isPending && online && (
        <HStack justify="center" py="10">
          <Spinner />
        </HStack>
      )}
      {data && data.areas.length === 0 && (
        <Text color="fg.muted">
          <Trans>El local todavía no tiene áreas ni mesas: se cargan en Configuración › Resto.</Trans>
        </Text>
      )}
      {data && data.areas.length > 0 && (
        <>
          <Wrap gap="2" data-testid="area-picker">
            {data.areas.map((a) => (
              <Button key={a.id} size="sm" variant={a.id === area ? 'solid' : 'outline'} onClick={() => setAreaId(a.id)}>
                {a.name}
              </Button>
            ))}
          </Wrap>
          <ScreenTabs<View>
            value={view}
            onChange={setView}
            tabs={[
              {
                value: 'linea',
                label: t`Línea de tiempo`,
                content: <TimelineView layout={layout} timeZone={timeZone} now={now} onOpen={(r) => setEditing(r)} />,
              },
              {
                value: 'plano',
                label: t`Plano`,
                testId: 'tab-plan',
                content: (
                  <Stack gap="3">
                    <HStack>
                      <Text textStyle="sm">
                        <Trans>Estado a las</Trans>
                      </Text>
                      <Input
                        type="time"
                        size="sm"
                        w="auto"
                        value={shownTime}
                        onChange={(e) => setPlanTime(e.target.value || null)}
                        data-testid="plan-time"
                      />
                      {planTime && (
                        <Button size="xs" variant="ghost" onClick={() => setPlanTime(null)}>
                          <Trans>Ahora</Trans>
                        </Button>
                      )}
                    </HStack>
                    <FloorPlan tables={tables} states={states} timeZone={timeZone} onSelect={openTable} />
                  </Stack>
                ),
              },
              {
                value: 'lista',
                label: t`Lista`,
                content: (
                  <ReservationList
                    reservations={list}
                    tables={data.tables}
                    disabled={disabled}
                    empty={t`No hay reservas en esta área esta noche`}
                    onEdit={setEditing}
                    onAction={(a) => run(a)}
                    onSeatFromList={setSeating}
                    renderBill={renderBill}
                  />
                ),
              },
              {
                value: 'espera',
                label: (
                  <HStack gap="1">
                    <Trans>Lista de espera</Trans>
                    <Badge>{waiting.length}</Badge>
                  </HStack>
                ),
                testId: 'tab-waiting',
                content: (
                  <ReservationList
                    reservations={waiting}
                    tables={data.tables}
                    disabled={disabled}
                    empty={t`Nadie en lista de espera`}
                    onEdit={setEditing}
                    onAction={(a) => run(a)}
                    onSeatFromList={setSeating}
                    renderBill={renderBill}
                  />
                ),
              },
            ]}
          />
          <DoorList date={date} reservations={data.reservations} tables={data.tables} />
        </>
      )}
      {editing && data && (
        <ReservationDialog
          reservation={editing === 'new' ? null : editing}
          renderCardPicker={renderCardPicker}
          date={date}
          tables={data.tables}
          areas={data.areas}
          pending={action.isPending}
          error={action.error}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
      {seating && data && (
        <SeatDialog
          reservation={seating}
          freeTables={freeNow}
          areas={data.areas}
          pending={action.isPending}
          error={action.error}
          onClose={() => setSeating(null)}
          onSeat={(tableIds) => run({ kind: 'seat', id: seating.id, tableIds }, () => setSeating(null))}
        />
      )}
    </Stack>
  );
}
