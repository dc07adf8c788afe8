// /support/autorizar: one request at a time, big and clear, for a supervisor on a phone — opened
// from a notification (`?id=<request>`) or, without an id, the pending request waiting longest.
// Deciding needs 107 on the server; without it the screen says so (and the requester can follow
// their own request here). Users who may ask for a cancellation can do it from here as well.
import { Alert, Box, Button, Card, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type CancellationRequestDto, DECIDE_CODES, decideBlock, REQUEST_CODES } from '../../../contract/cancellations';
import { ticketNumber } from '../../../contract/ticket-number';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { fDateTimeLocal, fToNow } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import { AsOf } from '../../../lib/sync/as-of';
import { toaster } from '../../../lib/toaster';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { NoticeAlert } from '../../../lib/ui/notice-alert';
import { useOnline } from '../../../lib/ui/online-only';
import { useErrorMessage } from '../../../lib/ui/request-error';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { ErrorText } from '../../../lib/ui/status-alerts';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useNow } from '../../../lib/use-now';
import { cancellationQueryOptions, useDecideMutation } from '../api/cancellations';
import { approvalEffect } from '../approval-effect';
import {
  useCancellationActions,
  useCancellationRequestsLive,
  useHiddenIdsLive,
  useRequestDetails,
} from '../data/use-cancellations';
import { type RequestView, toView } from '../merge';
import { type DecideKind, NoteField, noteProblem, useNoteProblemText } from './decide-dialog';
import { MyRequests } from './my-requests';
import { blockText, StatusBadge } from './request-card';
import { RequestDialog } from './request-dialog';
import { SaleSummary } from './sale-summary';

interface AuthorizePageProps {
  id: string | undefined;
  onOpen(id: string | undefined): void;
}

export function DecisionPanel({ request, onDecided }: { request: RequestView; onDecided(): void }) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const online = useOnline();
  const actions = useCancellationActions();
  const [note, setNote] = useState('');
  const [kind, setKind] = useState<DecideKind | null>(null);
  // Approving cancels the sale for good: asked once more before it is sent (issue 19).
  const [confirming, setConfirming] = useState(false);
  const problemText = useNoteProblemText();
  const mutation = useDecideMutation(async (answer) => {
    await actions.keepDecision(answer);
    toaster.create({
      type: 'success',
      title:
        answer.request.status === 'approved' ? t`Venta #${ticketNumber(answer.request.saleId)} anulada` : t`Solicitud rechazada`,
    });
    setNote('');
    setKind(null);
    setConfirming(false);
    onDecided();
  });
  if (!user) return null;
  const block = decideBlock(request, user, online);
  if (block === 'not-pending') return null;
  const why = blockText(block, i18n);
  const invalid = kind ? problemText(noteProblem(kind, note)) : null;
  const run = (k: DecideKind) => {
    setKind(k);
    if (noteProblem(k, note)) return;
    if (k === 'aprobar' && !confirming) {
      mutation.reset();
      setConfirming(true);
      return;
    }
    mutation.mutate({ id: request.id, kind: k, note: note.trim() });
  };
  const ticket = ticketNumber(request.saleId);
  return (
    <Stack gap="3" data-testid="authorize-decision">
      {why ? (
        <Alert.Root
          status={block === 'offline' ? 'warning' : 'info'}
          variant="surface"
          borderRadius="l3"
          data-testid="decide-blocked"
        >
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{why}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {block !== 'no-privilege' && block !== 'own-request' && (
        <>
          <NoteField kind={kind ?? 'aprobar'} note={note} onChange={setNote} />
          {invalid && (
            <Text color="fg.error" textStyle="sm">
              {invalid}
            </Text>
          )}
          {confirming && (
            <ConfirmDialog
              title={t`¿Aprobar la anulación de #${ticket}?`}
              confirmLabel={t`Aprobar y anular`}
              onConfirm={() => run('aprobar')}
              onClose={() => setConfirming(false)}
              pending={mutation.isPending}
              error={mutation.error}
              testId="authorize-confirm-dialog"
              confirmTestId="authorize-confirm"
            >
              {approvalEffect(i18n, request.sale)}
            </ConfirmDialog>
          )}
          {mutation.error && !confirming ? (
            <NoticeAlert status="error" testId="decide-error">
              <ErrorText error={mutation.error} />
            </NoticeAlert>
          ) : null}
          <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
            <Button
              size="lg"
              colorPalette="red"
              flex="1"
              disabled={!!block}
              loading={mutation.isPending && kind === 'aprobar' && !confirming}
              onClick={() => run('aprobar')}
              data-testid="authorize-approve"
            >
              <Trans>Aprobar y anular la venta</Trans>
            </Button>
            <Button
              size="lg"
              variant="outline"
              flex="1"
              disabled={!!block}
              loading={mutation.isPending && kind === 'rechazar'}
              onClick={() => run('rechazar')}
              data-testid="authorize-reject"
            >
              <Trans>Rechazar</Trans>
            </Button>
          </Flex>
        </>
      )}
    </Stack>
  );
}

function RequestFocus({ request, now }: { request: RequestView; now: number }) {
  const { t, i18n } = useLingui();
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="authorize-request" data-status={request.status}>
      <Card.Body p={{ base: '4', sm: '6' }}>
        <Stack gap="4">
          <Flex gap="3" wrap="wrap" align="center" justify="space-between">
            <HStack gap="3" wrap="wrap">
              <StatusBadge status={request.status} size="lg" />
              <Heading size={{ base: 'lg', sm: 'xl' }}>
                <Trans>Ticket #{ticketNumber(request.saleId)}</Trans>
              </Heading>
            </HStack>
            {request.sale && (
              <Text textStyle={{ base: '2xl', sm: '3xl' }} fontWeight="bold" data-testid="authorize-total">
                {fMoney(request.sale.total, 'ARS', i18n)}
              </Text>
            )}
          </Flex>
          <Box borderLeftWidth="4px" borderColor="orange.solid" ps="4" py="1">
            <Text textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
              <Trans>Motivo</Trans>
            </Text>
            <Text textStyle={{ base: 'lg', sm: 'xl' }} fontWeight="medium" data-testid="authorize-reason">
              {request.reason}
            </Text>
          </Box>
          <Text color="fg.muted" textStyle="sm">
            {request.requesterName
              ? t`Pedida por ${request.requesterName} ${fToNow(request.at, i18n, new Date(now))}`
              : t`Pedida ${fToNow(request.at, i18n, new Date(now))}`}
          </Text>
          {request.sale ? (
            <SaleSummary sale={request.sale} showTicket={false} />
          ) : (
            <Text color="fg.muted" textStyle="sm">
              <Trans>Los datos de la venta llegan con la próxima consulta en línea.</Trans>
            </Text>
          )}
          {request.status !== 'pending' && (
            <Alert.Root status={request.status === 'approved' ? 'success' : 'info'} variant="subtle" borderRadius="l3">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  {request.status === 'approved'
                    ? request.deciderName
                      ? t`Aprobada por ${request.deciderName}`
                      : t`Aprobada`
                    : request.deciderName
                      ? t`Rechazada por ${request.deciderName}`
                      : t`Rechazada`}
                </Alert.Title>
                <Alert.Description>
                  {request.decidedAt ? fDateTimeLocal(request.decidedAt, i18n) : ''}
                  {request.decisionNote ? ` — ${request.decisionNote}` : ''}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function AuthorizePage({ id, onOpen }: AuthorizePageProps) {
  const { t, i18n } = useLingui();
  const errorText = useErrorMessage();
  const { user } = useAuth();
  const online = useOnline();
  const now = useNow();
  const mayDecide = !!user && DECIDE_CODES.some((c) => user.privi.includes(c));
  const mayAsk = !!user && REQUEST_CODES.some((c) => user.privi.includes(c));
  // A cashier (asks, does not decide) reaches this screen from "Solicitar anulación": it is theirs
  // to ask from, so it says so and leads with the request.
  const asker = mayAsk && !mayDecide;
  const title = asker ? t`Solicitar anulación` : t`Autorizar anulación`;
  useDocumentTitle(title);
  const replicaRows = useCancellationRequestsLive();
  const hidden = useHiddenIdsLive();
  const { details } = useRequestDetails(replicaRows, mayDecide);
  const one = useQuery({ ...cancellationQueryOptions(id ?? ''), enabled: !!id && online });
  const [asking, setAsking] = useState(false);

  // The queue of a supervisor: pending requests, the one waiting longest first.
  const queue = useMemo(() => {
    const byId = new Map((details?.rows ?? []).map((d) => [d.id, d]));
    return (replicaRows ?? details?.rows ?? [])
      .filter((r) => r.status === 'pending' && !hidden.has(r.id))
      .map((r) => toView(r, byId.get(r.id), hidden, now))
      .sort((a, b) => a.at.localeCompare(b.at));
  }, [replicaRows, details, hidden, now]);

  const current = useMemo((): RequestView | null => {
    if (!id)
      return mayDecide ? (queue.find((r) => user && r.requestedBy !== user.id && r.requestedBy) ?? queue[0] ?? null) : null;
    const fetched: CancellationRequestDto | undefined = one.data;
    const row = replicaRows?.find((r) => r.id === id);
    const detail = fetched ?? details?.rows.find((d) => d.id === id);
    if (row) return toView(row, detail, hidden, now);
    return detail ? toView(detail, detail, hidden, now) : null;
  }, [id, mayDecide, queue, one.data, replicaRows, details, hidden, now, user]);

  const position = current ? queue.findIndex((r) => r.id === current.id) : -1;
  const next = position >= 0 ? (queue[position + 1] ?? null) : (queue[0] ?? null);
  const loadingOne = !!id && online && one.isPending && !current;
  const notFound = !!id && !current && !loadingOne;

  if (!user) return null;
  return (
    <Stack gap={{ base: '4', sm: '5' }} maxW="3xl" mx="auto" w="full" data-testid="authorize-page">
      <ScreenHeader
        title={title}
        description={
          mayDecide ? (
            <Trans>Revisa la venta y el motivo; aprobar anula la venta y devuelve su stock y el saldo de la tarjeta VIP.</Trans>
          ) : asker ? (
            <Trans>
              Pide la anulación de una venta con su motivo; un supervisor la aprueba o la rechaza. Abajo ves cómo quedaron tus
              solicitudes.
            </Trans>
          ) : (
            <Trans>Aquí los supervisores aprueban o rechazan las anulaciones de ventas.</Trans>
          )
        }
        actions={
          mayAsk && (
            <Button
              size="sm"
              variant={asker ? 'solid' : 'outline'}
              colorPalette={asker ? 'brand' : undefined}
              onClick={() => setAsking(true)}
              data-testid="open-request-dialog"
            >
              <Trans>Solicitar anulación</Trans>
            </Button>
          )
        }
      />
      {/* The queue a supervisor works through is the replica's: how old it is. */}
      {mayDecide && replicaRows && <AsOf table="cancellationRequests" />}
      {/* The asker's header already says who decides; someone who may neither ask nor decide is told. */}
      {!mayDecide && !asker && (
        <NoticeAlert status="info" title={blockText('no-privilege', i18n)} testId="authorize-no-privilege">
          <Trans>Pide a un supervisor que revise la solicitud.</Trans>
        </NoticeAlert>
      )}
      {loadingOne && <Skeleton h="64" borderRadius="l3" />}
      {notFound && (
        <Alert.Root status={online ? 'error' : 'warning'} variant="surface" borderRadius="l3" data-testid="authorize-not-found">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {online ? (
                one.error && isApiError(one.error) ? (
                  errorText(one.error)
                ) : (
                  <Trans>La solicitud de anulación no existe</Trans>
                )
              ) : (
                <Trans>Sin conexión: esta solicitud no está guardada en este dispositivo.</Trans>
              )}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {current && (
        <>
          {mayDecide && queue.length > 0 && (
            <Text textStyle="sm" color="fg.muted" data-testid="authorize-queue">
              {position >= 0 ? (
                <Trans>
                  Solicitud {position + 1} de {queue.length} pendientes
                </Trans>
              ) : (
                <Plural value={queue.length} one="# solicitud pendiente" other="# solicitudes pendientes" />
              )}
            </Text>
          )}
          <RequestFocus request={current} now={now} />
          <DecisionPanel request={current} onDecided={() => void (id && one.refetch())} />
        </>
      )}
      {!id && mayDecide && !current && (
        <Text color="fg.muted" data-testid="authorize-empty">
          {replicaRows === undefined ? <Trans>Cargando solicitudes…</Trans> : <Trans>No hay solicitudes pendientes.</Trans>}
        </Text>
      )}
      {mayDecide && next && next.id !== current?.id && (
        <Button alignSelf="flex-start" variant="ghost" onClick={() => onOpen(next.id)} data-testid="authorize-next">
          <Trans>Siguiente pendiente</Trans>
        </Button>
      )}
      {/* The replica is this user's own: its local rows are requests asked here and not sent yet. */}
      {asker && !id && <MyRequests queued={(replicaRows ?? []).filter((r) => r._local === true)} />}
      {asking && <RequestDialog onClose={() => setAsking(false)} />}
    </Stack>
  );
}
