// One request of the anulaciones list: status and age, the reason, who asked, the sale, the
// decision when there is one, and the actions — approve / reject (disabled with the reason when
// this user may not decide it now) and hide / show on this device.
import { Badge, Button, Card, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { type DecideBlock, decideBlock } from '../../../contract/cancellations';
import { ticketNumber } from '../../../contract/ticket-number';
import { fDateTimeLocal, fToNow } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import { privilegeLabel } from '../../../lib/i18n/privilege-labels';
import { BLOCK_REASONS, DECIDE_PERMISSION, STATUS_COLORS, STATUS_LABELS } from '../labels';
import type { RequestView } from '../merge';
import type { DecideKind } from './decide-dialog';
import { SaleFacts } from './sale-summary';

interface RequestCardProps {
  request: RequestView;
  user: { id: string; privi: readonly string[] };
  online: boolean;
  now: number;
  onDecide(kind: DecideKind): void;
  onHide(hide: boolean): void;
}

export function StatusBadge({ status, size = 'md' }: { status: RequestView['status']; size?: 'md' | 'lg' }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={STATUS_COLORS[status]} variant="solid" size={size} data-status={status}>
      {i18n._(STATUS_LABELS[status])}
    </Badge>
  );
}

export function blockText(block: DecideBlock | null, i18n: ReturnType<typeof useLingui>['i18n']): string | null {
  if (!block) return null;
  const reason = { ...BLOCK_REASONS[block], values: { permission: privilegeLabel(i18n, DECIDE_PERMISSION) } };
  return i18n._(reason);
}

export function RequestCard({ request: r, user, online, now, onDecide, onHide }: RequestCardProps) {
  const { t, i18n } = useLingui();
  const block = decideBlock(r, user, online);
  const why = block === 'not-pending' ? null : blockText(block, i18n);
  const age = fToNow(r.at, i18n, new Date(now));
  const ticket = ticketNumber(r.saleId);
  return (
    <Card.Root
      variant="outline"
      bg="bg.panel"
      borderLeftWidth="4px"
      borderLeftColor={`${STATUS_COLORS[r.status]}.solid`}
      opacity={r.hidden ? 0.65 : 1}
      data-testid="cancellation-request"
      data-request-id={r.id}
      data-sale-id={r.saleId}
      data-status={r.status}
    >
      <Card.Body p={{ base: '3', sm: '4' }}>
        <Stack gap="2.5">
          <Flex gap="2" wrap="wrap" align="center" justify="space-between">
            <HStack gap="2" wrap="wrap">
              <StatusBadge status={r.status} />
              <Text fontWeight="semibold">
                <Trans>Ticket #{ticket}</Trans>
              </Text>
              {r.sale && (
                <Text fontWeight="bold" whiteSpace="nowrap">
                  {fMoney(r.sale.total, 'ARS', i18n)}
                </Text>
              )}
              {r.queued && (
                <Badge colorPalette="blue" variant="subtle" data-testid="request-queued">
                  <Trans>En cola para enviar</Trans>
                </Badge>
              )}
              {r.hidden && (
                <Badge variant="outline">
                  <Trans>Oculta</Trans>
                </Badge>
              )}
            </HStack>
            <Text textStyle="sm" color={r.status === 'pending' ? 'orange.fg' : 'fg.muted'} title={fDateTimeLocal(r.at, i18n)}>
              {age}
            </Text>
          </Flex>
          <Text textStyle="md" data-testid="request-reason-text">
            “{r.reason}”
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {r.requesterName ? <Trans>Pedida por {r.requesterName}</Trans> : <Trans>Pedida desde este dispositivo</Trans>}
          </Text>
          {r.sale ? (
            <Stack gap="1">
              <SaleFacts sale={r.sale} showTicket={false} />
              <Text textStyle="sm" lineClamp={2}>
                {r.sale.lines.map((l) => `${l.quantity} × ${l.productName}`).join(', ')}
              </Text>
            </Stack>
          ) : (
            <Text textStyle="sm" color="fg.muted">
              <Trans>Los datos de la venta llegan con la próxima consulta en línea.</Trans>
            </Text>
          )}
          {r.status !== 'pending' && (
            <Text textStyle="sm" data-testid="request-decision">
              {r.status === 'approved'
                ? r.deciderName
                  ? t`Aprobada por ${r.deciderName}`
                  : t`Aprobada`
                : r.deciderName
                  ? t`Rechazada por ${r.deciderName}`
                  : t`Rechazada`}
              {r.decidedAt ? ` · ${fDateTimeLocal(r.decidedAt, i18n)}` : ''}
              {r.decisionNote ? ` — ${r.decisionNote}` : ''}
            </Text>
          )}
          <Flex gap="2" wrap="wrap" align="center" className="no-print">
            {r.status === 'pending' && (
              <>
                <Button size="sm" colorPalette="red" disabled={!!block} onClick={() => onDecide('aprobar')} data-testid="approve">
                  <Trans>Aprobar</Trans>
                </Button>
                <Button size="sm" variant="outline" disabled={!!block} onClick={() => onDecide('rechazar')} data-testid="reject">
                  <Trans>Rechazar</Trans>
                </Button>
                {!r.queued && (
                  <Link asChild textStyle="sm" colorPalette="brand">
                    <RouterLink to="/logged/support/autorizar" search={{ id: r.id }}>
                      <Trans>Abrir</Trans>
                    </RouterLink>
                  </Link>
                )}
              </>
            )}
            <Button size="sm" variant="ghost" ms="auto" onClick={() => onHide(!r.hidden)} data-testid="toggle-hidden">
              {r.hidden ? <Trans>Mostrar</Trans> : <Trans>Quitar de la lista</Trans>}
            </Button>
          </Flex>
          {why && r.status === 'pending' && (
            <Text textStyle="xs" color="fg.muted" data-testid="decide-blocked">
              {why}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
