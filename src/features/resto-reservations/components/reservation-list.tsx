// The night's reservations as a list (and the waiting list): who, when, how many, which tables,
// the state, and the moves the state allows. Every move needs the server. A seated party's bill
// (resto-bill, composed by the route) opens under its row.
import { Badge, Box, Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import type { ReservationDto, RestoTableRef } from '../../../contract/resto-reservations';
import { fMoney } from '../../../lib/format-number';
import type { ReservationAction } from '../api';
import { useStatusLabels } from './status-labels';

const PALETTE: Record<ReservationDto['status'], string> = {
  requested: 'gray',
  confirmed: 'blue',
  seated: 'purple',
  completed: 'green',
  cancelled: 'red',
  no_show: 'orange',
};

export function ReservationList({
  reservations,
  tables,
  disabled,
  empty,
  onEdit,
  onAction,
  onSeatFromList,
  renderBill,
}: {
  reservations: ReservationDto[];
  tables: RestoTableRef[];
  disabled: boolean;
  empty: string;
  onEdit(r: ReservationDto): void;
  onAction(a: ReservationAction): void;
  onSeatFromList(r: ReservationDto): void;
  /** The reservation's bill (resto-bill's, given by the route). */
  renderBill?(reservationId: string): ReactNode;
}) {
  const { t } = useLingui();
  const [billOf, setBillOf] = useState<string | null>(null);
  const labels = useStatusLabels();
  const names = new Map(tables.map((x) => [x.id, x.name]));
  if (reservations.length === 0) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" borderRadius="l3" p="4" textAlign="center">
        <Text color="fg.muted" textStyle="sm">
          {empty}
        </Text>
      </Box>
    );
  }
  const move = (r: ReservationDto, status: 'confirmed' | 'completed' | 'cancelled' | 'no_show') =>
    onAction({ kind: 'status', id: r.id, status });
  return (
    <Stack gap="2" data-testid="reservation-list">
      {reservations.map((r) => (
        <Box key={r.id} borderWidth="1px" borderRadius="l3" p="3" data-testid="reservation-row" data-status={r.status}>
          <HStack justify="space-between" align="start" wrap="wrap" gap="2">
            <Stack gap="0" minW="0">
              <Text fontWeight="semibold">
                {r.time} · {r.name} · <Trans>{r.partySize} pers.</Trans>
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {r.waitlisted ? t`En lista de espera` : r.tableIds.map((id) => names.get(id) ?? '?').join(' + ')}
                {r.phone ? ` · ${r.phone}` : ''}
              </Text>
              {(r.minimumSpend > 0 || r.deposit > 0) && (
                <Text textStyle="xs" color="fg.muted">
                  <Trans>
                    Mínimo {fMoney(r.minimumSpend)} · seña {fMoney(r.deposit)}
                  </Trans>
                </Text>
              )}
              {r.notes && <Text textStyle="xs">{r.notes}</Text>}
            </Stack>
            <Badge colorPalette={PALETTE[r.status]}>{labels[r.status]}</Badge>
          </HStack>
          <Wrap gap="2" mt="2">
            {r.status === 'requested' && (
              <Button size="xs" disabled={disabled} onClick={() => move(r, 'confirmed')} data-testid="confirm">
                <Trans>Confirmar</Trans>
              </Button>
            )}
            {(r.status === 'confirmed' || (r.waitlisted && r.status === 'requested')) && (
              <Button
                size="xs"
                colorPalette="brand"
                disabled={disabled}
                onClick={() => (r.waitlisted ? onSeatFromList(r) : onAction({ kind: 'seat', id: r.id }))}
                data-testid="seat"
              >
                <Trans>Sentar</Trans>
              </Button>
            )}
            {r.status === 'confirmed' && !r.waitlisted && (
              <Button size="xs" variant="outline" disabled={disabled} onClick={() => move(r, 'no_show')}>
                <Trans>No vino</Trans>
              </Button>
            )}
            {r.status === 'seated' && (
              <Button size="xs" disabled={disabled} onClick={() => move(r, 'completed')} data-testid="complete">
                <Trans>Terminar</Trans>
              </Button>
            )}
            {r.status === 'seated' && renderBill && (
              <Button
                size="xs"
                variant={billOf === r.id ? 'solid' : 'outline'}
                aria-expanded={billOf === r.id}
                onClick={() => setBillOf(billOf === r.id ? null : r.id)}
                data-testid="show-bill"
              >
                <Trans>Cuenta</Trans>
              </Button>
            )}
            {(r.status === 'requested' || r.status === 'confirmed' || r.status === 'seated') && (
              <Button size="xs" variant="outline" disabled={disabled} onClick={() => onEdit(r)} data-testid="edit">
                <Trans>Editar</Trans>
              </Button>
            )}
            {(r.status === 'requested' || r.status === 'confirmed') && (
              <Button size="xs" variant="ghost" colorPalette="red" disabled={disabled} onClick={() => move(r, 'cancelled')}>
                <Trans>Cancelar</Trans>
              </Button>
            )}
          </Wrap>
          {billOf === r.id && r.status === 'seated' && <Box mt="3">{renderBill?.(r.id)}</Box>}
        </Box>
      ))}
    </Stack>
  );
}
