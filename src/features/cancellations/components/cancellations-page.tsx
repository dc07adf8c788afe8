// "Anulaciones" (107): the venue's cancellation requests from the replica — readable offline, with
// how fresh they are — joined with the sale details consultarAnulaciones gave last; pending first
// with their age. Deciding is online only and never one's own request. Removing a request from the
// list is local, by id (SPEC §4), with "Mostrar ocultas" to bring it back. Users who may ask for a
// cancellation (107, 141) do it here too, offline-safe through the outbox.
import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { REQUEST_CODES, type RequestFilter } from '../../../contract/cancellations';
import { toApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { fDateTimeLocal } from '../../../lib/format-date';
import { useTableFreshnessLive } from '../../../lib/sync/use-replica';
import { ClockIcon } from '../../../lib/ui/nav-icons';
import { NoticeAlert } from '../../../lib/ui/notice-alert';
import { useOnline } from '../../../lib/ui/online-only';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useNow } from '../../../lib/use-now';
import {
  useCancellationActions,
  useCancellationRequestsLive,
  useHiddenIdsLive,
  useRequestDetails,
} from '../data/use-cancellations';
import { detailsAsRows, filterChoices, mergeRequests, type RequestView } from '../merge';
import { DecideDialog, type DecideKind } from './decide-dialog';
import { RequestCard } from './request-card';
import { RequestDialog } from './request-dialog';
import { RequestFilters } from './request-filters';

const INITIAL_FILTER: RequestFilter = { status: 'all', posId: null, date: null, showHidden: false };

function Freshness({ replicaAt, detailsAt }: { replicaAt: string | null; detailsAt: string | null }) {
  const { i18n } = useLingui();
  const at = replicaAt ?? detailsAt;
  return (
    <HStack gap="1.5" color="fg.muted" data-testid="cancellations-as-of">
      <ClockIcon boxSize="3.5" />
      <Text textStyle="sm">
        {at ? <Trans>Solicitudes al {fDateTimeLocal(at, i18n)}</Trans> : <Trans>Solicitudes sin sincronizar todavía</Trans>}
        {detailsAt && replicaAt && detailsAt < replicaAt ? (
          <>
            {' · '}
            <Trans>detalle de ventas al {fDateTimeLocal(detailsAt, i18n)}</Trans>
          </>
        ) : null}
      </Text>
    </HStack>
  );
}

export function CancellationsPage({ section }: { section: string }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const online = useOnline();
  const now = useNow();
  const title = t`Anulaciones`;
  useDocumentTitle(title);
  const replicaRows = useCancellationRequestsLive();
  const hidden = useHiddenIdsLive();
  const actions = useCancellationActions();
  const replicaAt = useTableFreshnessLive('cancellationRequests');
  const { details, loading, error } = useRequestDetails(replicaRows, true);
  const [filter, setFilter] = useState(INITIAL_FILTER);
  const [deciding, setDeciding] = useState<{ request: RequestView; kind: DecideKind } | null>(null);
  const [asking, setAsking] = useState(false);

  // Without a replica (no IndexedDB) the server's list is the list.
  const rows = replicaRows === null ? detailsAsRows(details?.rows ?? []) : replicaRows;
  const list = useMemo(
    () => (rows ? mergeRequests(rows, details?.rows ?? [], hidden, filter, now) : undefined),
    [rows, details, hidden, filter, now],
  );
  const choices = useMemo(() => filterChoices(details?.rows ?? []), [details]);
  const pendingCount = useMemo(
    () => (rows ?? []).filter((r) => r.status === 'pending' && !hidden.has(r.id)).length,
    [rows, hidden],
  );
  const hiddenCount = useMemo(() => (rows ?? []).filter((r) => hidden.has(r.id)).length, [rows, hidden]);
  const errorMessage = error ? toApiError(error).message : null;
  const mayAsk = !!user && REQUEST_CODES.some((c) => user.privi.includes(c));

  if (!user) return null;
  return (
    <Stack gap={{ base: '4', sm: '5' }} data-testid="cancellations-page">
      <ScreenHeader
        section={section}
        title={title}
        description={
          <Trans>
            Las solicitudes pendientes primero, con su antigüedad. Aprobar anula la venta y devuelve el stock y el saldo de la
            tarjeta VIP; rechazar la deja como está.
          </Trans>
        }
        actions={
          mayAsk && (
            <Button colorPalette="brand" size="sm" onClick={() => setAsking(true)} data-testid="open-request-dialog">
              <Trans>Solicitar anulación</Trans>
            </Button>
          )
        }
      />
      <Stack gap="2">
        <Freshness replicaAt={replicaAt ?? null} detailsAt={details?.at ?? null} />
        {!online && (
          <NoticeAlert status="warning" testId="cancellations-offline">
            <Trans>
              Sin conexión: la lista se muestra con los últimos datos guardados. Aprobar o rechazar necesita internet; las
              solicitudes nuevas se guardan y se envían al volver la conexión.
            </Trans>
          </NoticeAlert>
        )}
        {errorMessage && online && (
          <NoticeAlert status="error">
            <Trans>No se pudieron cargar los datos de las ventas: {errorMessage}</Trans>
          </NoticeAlert>
        )}
      </Stack>
      <RequestFilters
        filter={filter}
        onChange={setFilter}
        pointsOfSale={choices.pointsOfSale}
        dates={choices.dates}
        hiddenCount={hiddenCount}
      />
      <Text textStyle="sm" fontWeight="medium" data-testid="pending-count">
        {list === undefined ? (
          <Trans>Cargando solicitudes…</Trans>
        ) : (
          <Plural
            value={pendingCount}
            _0="Ninguna solicitud pendiente"
            one="# solicitud pendiente"
            other="# solicitudes pendientes"
          />
        )}
      </Text>
      {list === undefined || (loading && list.length === 0) ? (
        <Stack gap="3">
          <Skeleton h="32" borderRadius="l3" />
          <Skeleton h="32" borderRadius="l3" />
        </Stack>
      ) : list.length === 0 ? (
        <Text color="fg.muted" data-testid="cancellations-empty">
          <Trans>No hay solicitudes que coincidan con los filtros.</Trans>
        </Text>
      ) : (
        <Stack gap="3" data-testid="cancellations-list">
          {list.map((r) => (
            <RequestCard
              key={r.id}
              request={r}
              user={user}
              online={online}
              now={now}
              onDecide={(kind) => setDeciding({ request: r, kind })}
              onHide={(hide) => void actions.hide(r.id, hide)}
            />
          ))}
        </Stack>
      )}
      {deciding && <DecideDialog request={deciding.request} kind={deciding.kind} onClose={() => setDeciding(null)} />}
      {asking && <RequestDialog onClose={() => setAsking(false)} />}
    </Stack>
  );
}
