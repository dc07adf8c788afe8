// "Mis solicitudes" on the requester's "Solicitar anulación" screen (issue 37): what a cashier
// asked for and what became of it — pending, approved or rejected, by whom and why — newest
// first. Online it is the server's answer; offline the last one kept, with its age ("Datos al …").
import { Badge, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CancellationRequestDto } from '../../../contract/cancellations';
import { ticketNumber } from '../../../contract/ticket-number';
import { fDateTime } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import { useOnline } from '../../../lib/ui/online-only';
import { ErrorText } from '../../../lib/ui/status-alerts';
import { useOwnRequests } from '../data/use-cancellations';
import { PAYMENT_LABELS } from '../labels';
import type { ReplicaRequest } from '../merge';
import { StatusBadge } from './request-card';

function OwnRequest({ request: r }: { request: CancellationRequestDto }) {
  const { t, i18n } = useLingui();
  const ticket = ticketNumber(r.saleId);
  const decidedAt = r.decidedAt ? fDateTime(r.decidedAt, i18n) : '';
  return (
    <Card.Root variant="outline" size="sm" data-testid="own-request" data-status={r.status}>
      <Card.Body gap="1.5">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text fontWeight="semibold" fontFamily="mono">
            #{ticket}
          </Text>
          <StatusBadge status={r.status} />
        </HStack>
        <HStack gap="2" wrap="wrap" textStyle="sm" color="fg.muted">
          <Text>{fMoney(r.sale.total, undefined, i18n)}</Text>
          <Badge variant="outline" size="sm">
            {i18n._(PAYMENT_LABELS[r.sale.payment])}
          </Badge>
          <Text>{r.sale.pointOfSaleName}</Text>
          <Text>{t`Pedida el ${fDateTime(r.at, i18n)}`}</Text>
        </HStack>
        <Text textStyle="sm">{r.reason}</Text>
        {r.status !== 'pending' && (
          <Text textStyle="sm" color={r.status === 'approved' ? 'green.fg' : 'red.fg'}>
            {r.status === 'approved'
              ? r.deciderName
                ? t`Aprobada por ${r.deciderName} el ${decidedAt}`
                : t`Aprobada el ${decidedAt}`
              : r.deciderName
                ? t`Rechazada por ${r.deciderName} el ${decidedAt}`
                : t`Rechazada el ${decidedAt}`}
            {r.decisionNote ? ` — ${r.decisionNote}` : ''}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** A request asked on this device and not sent yet (the replica's local row). */
function QueuedRequest({ request: r }: { request: ReplicaRequest }) {
  return (
    <Card.Root variant="outline" size="sm" borderStyle="dashed" data-testid="own-request" data-status="queued">
      <Card.Body gap="1.5">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text fontWeight="semibold" fontFamily="mono">
            #{ticketNumber(r.saleId)}
          </Text>
          <Badge colorPalette="orange" variant="subtle">
            <Trans>Sin enviar</Trans>
          </Badge>
        </HStack>
        {typeof r.reason === 'string' && <Text textStyle="sm">{r.reason}</Text>}
        <Text textStyle="xs" color="fg.muted">
          <Trans>Se envía sola cuando haya conexión.</Trans>
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** `queued`: this user's requests still in the outbox (shown first, until the server has them). */
export function MyRequests({ queued }: { queued: readonly ReplicaRequest[] }) {
  const { i18n } = useLingui();
  const online = useOnline();
  const own = useOwnRequests(true);
  const known = new Set((own.requests ?? []).map((r) => r.id));
  const waiting = queued.filter((r) => !known.has(r.id));
  const when = own.at ? fDateTime(own.at, i18n) : '';
  return (
    <Stack gap="3" data-testid="own-requests">
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Text as="h2" textStyle="lg" fontWeight="semibold">
          <Trans>Mis solicitudes</Trans>
        </Text>
        {own.fromCopy && when && (
          <Text textStyle="sm" color="fg.muted" data-testid="own-requests-as-of">
            <Trans>Datos al {when}</Trans>
          </Text>
        )}
      </HStack>
      {waiting.map((r) => (
        <QueuedRequest key={r.id} request={r} />
      ))}
      {own.requests === null ? (
        own.loading ? (
          <Skeleton h="24" borderRadius="l3" />
        ) : own.error && online ? (
          <Text color="fg.error" textStyle="sm">
            <ErrorText error={own.error} />
          </Text>
        ) : (
          <Text color="fg.muted" textStyle="sm" data-testid="offline-notice">
            <Trans>Sin conexión: tus solicitudes se ven cuando vuelva la conexión.</Trans>
          </Text>
        )
      ) : own.requests.length === 0 ? (
        waiting.length === 0 && (
          <Text color="fg.muted" textStyle="sm" data-testid="own-requests-empty">
            <Trans>Todavía no pediste ninguna anulación.</Trans>
          </Text>
        )
      ) : (
        own.requests.map((r) => <OwnRequest key={r.id} request={r} />)
      )}
    </Stack>
  );
}
