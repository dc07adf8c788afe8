import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ticketNumber } from '../../../contract/ticket-number';
import type { MobileOrderDto } from '../../../contract/vip-orders';
import { fMoney } from '../../../lib/format-number';
import { type BadgeLook, StateBadge } from '../../../lib/ui/state-badge';
import { ageMinutes } from '../board-logic';

interface OrderCardProps {
  order: MobileOrderDto;
  now: number;
  /** Arrived since the page opened and not handled yet: highlighted. */
  fresh: boolean;
  busy: boolean;
  disabled: boolean;
  onAccept(): void;
  onDeliver(): void;
  onReject(): void;
}

const STATUS_LOOKS: Record<MobileOrderDto['status'], BadgeLook> = {
  placed: { palette: 'orange', label: msg`Nueva`, variant: 'solid' },
  accepted: { palette: 'blue', label: msg`Aceptada` },
  delivered: { palette: 'green', label: msg`Entregada` },
  rejected: { palette: 'red', label: msg`Rechazada` },
};

function Age({ placedAt, now }: { placedAt: string; now: number }) {
  const { t } = useLingui();
  const minutes = ageMinutes(placedAt, now);
  if (minutes < 1) return <>{t`recién`}</>;
  if (minutes < 60) return <>{t`hace ${minutes} min`}</>;
  const hours = Math.floor(minutes / 60);
  return <>{t`hace ${hours} h`}</>;
}

/**
 * The sale a delivery booked: the bar it was served from and its ticket (what a cancellation request
 * is asked for), or that a cancellation reversed it.
 */
function SaleLine({ sale }: { sale: NonNullable<MobileOrderDto['sale']> }) {
  const bar = sale.pointOfSaleName;
  const ticket = ticketNumber(sale.id);
  return sale.status === 'cancelled' ? (
    <Text textStyle="xs" color="red.fg" fontWeight="semibold" data-testid="order-sale" data-sale-status="cancelled">
      <Trans>
        Venta anulada (servida desde {bar}, ticket #{ticket})
      </Trans>
    </Text>
  ) : (
    <Text textStyle="xs" color="fg.muted" data-testid="order-sale" data-sale-status="completed">
      <Trans>
        Servida desde {bar} · ticket #{ticket}
      </Trans>
    </Text>
  );
}

export function OrderCard({ order, now, fresh, busy, disabled, onAccept, onDeliver, onReject }: OrderCardProps) {
  const { t } = useLingui();
  const open = order.status === 'placed' || order.status === 'accepted';
  const waitedLong = open && ageMinutes(order.placedAt, now) >= 10;
  return (
    <Box
      borderWidth={fresh ? '2px' : '1px'}
      borderColor={fresh ? 'orange.solid' : 'border'}
      bg={fresh ? 'orange.subtle' : 'bg.panel'}
      borderRadius="l3"
      p="3"
      data-testid="order-card"
      data-order-id={order.id}
      data-status={order.status}
      aria-label={t`Orden de ${order.tableLabel ?? '-'}`}
    >
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Stack gap="0" minW="0">
            <Text fontWeight="bold" textStyle="lg" truncate>
              {order.tableLabel ?? '-'}
            </Text>
            {order.card && (
              <Text textStyle="sm" color="fg.muted" truncate>
                {order.card.number} · {order.card.holderName}
              </Text>
            )}
          </Stack>
          <Stack gap="1" align="flex-end" flexShrink={0}>
            <StateBadge look={STATUS_LOOKS[order.status]} />
            <Text textStyle="xs" color={waitedLong ? 'red.fg' : 'fg.muted'} fontWeight={waitedLong ? 'semibold' : undefined}>
              <Age placedAt={order.placedAt} now={now} />
            </Text>
          </Stack>
        </HStack>
        <Stack as="ul" gap="0.5" listStyleType="none" ps="0" m="0">
          {order.lines.map((l) => (
            <HStack as="li" key={l.productId} justify="space-between" gap="2" textStyle="sm">
              <Text minW="0">
                <Text as="span" fontWeight="semibold">
                  {l.quantity}×
                </Text>{' '}
                {l.productName}
              </Text>
              <Text color="fg.muted" flexShrink={0}>
                {fMoney(l.quantity * l.unitPrice)}
              </Text>
            </HStack>
          ))}
        </Stack>
        {order.note && (
          <Text textStyle="sm" fontStyle="italic" color="fg.muted" data-testid="order-note">
            “{order.note}”
          </Text>
        )}
        <HStack justify="space-between" borderTopWidth="1px" pt="2">
          <Text fontWeight="semibold">
            <Trans>Total</Trans>
          </Text>
          <Text fontWeight="bold" data-testid="order-total">
            {fMoney(order.total)}
          </Text>
        </HStack>
        {order.status === 'rejected' && order.rejectReason && (
          <Text textStyle="sm" color="red.fg">
            <Trans>Motivo: {order.rejectReason}</Trans>
          </Text>
        )}
        {!open && order.handledByName && (
          <Text textStyle="xs" color="fg.muted">
            <Trans>Atendió: {order.handledByName}</Trans>
          </Text>
        )}
        {order.sale && <SaleLine sale={order.sale} />}
        {open && (
          <HStack gap="2" wrap="wrap" className="no-print">
            {order.status === 'placed' ? (
              <Button size="sm" colorPalette="brand" onClick={onAccept} loading={busy} disabled={disabled} flex="1">
                <Trans>Aceptar</Trans>
              </Button>
            ) : (
              <Button size="sm" colorPalette="green" onClick={onDeliver} loading={busy} disabled={disabled} flex="1">
                <Trans>Entregar</Trans>
              </Button>
            )}
            <Button size="sm" variant="outline" colorPalette="red" onClick={onReject} disabled={disabled || busy}>
              <Trans>Rechazar</Trans>
            </Button>
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
