import { HStack, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { GuestMenuDto } from '../../../contract/vip-orders';
import { fDateTime } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import { type BadgeLook, StateBadge } from '../../../lib/ui/state-badge';

type Order = GuestMenuDto['orders'][number];

const STATUS_LOOKS: Record<Order['status'], BadgeLook> = {
  placed: { palette: 'orange', label: msg`Enviado` },
  accepted: { palette: 'blue', label: msg`En preparación` },
  delivered: { palette: 'green', label: msg`Entregado` },
  rejected: { palette: 'red', label: msg`Rechazado` },
};

/** The table's orders of the night and where each one is. */
export function GuestOrders({ orders }: { orders: Order[] }) {
  if (orders.length === 0) return null;
  return (
    <Stack gap="2" as="section" borderWidth="1px" borderRadius="l3" p="3" bg="bg.panel" data-testid="guest-orders">
      <Text fontWeight="semibold">
        <Trans>Tus pedidos</Trans>
      </Text>
      {orders.map((o) => (
        <Stack key={o.id} gap="0.5" data-testid="guest-order" data-status={o.status}>
          <HStack justify="space-between" gap="2">
            <Text textStyle="sm" color="fg.muted">
              {fDateTime(o.placedAt)}
            </Text>
            <HStack gap="2">
              <Text textStyle="sm" fontWeight="semibold">
                {fMoney(o.total)}
              </Text>
              <StateBadge look={STATUS_LOOKS[o.status]} />
            </HStack>
          </HStack>
          {o.status === 'rejected' && o.rejectReason && (
            <Text textStyle="sm" color="red.fg">
              {o.rejectReason}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
