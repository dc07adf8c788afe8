// Seating a party from the waiting list: the tables free right now (several = joined), the party
// holds them from now for its turn time. The server checks again (another host may have just
// booked one): a refusal shows here.
import { Checkbox, Stack, Text, Wrap } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReservationDto, RestoTableRef } from '../../../contract/resto-reservations';
import { FormDialog } from '../../../lib/ui/form-dialog';

export function SeatDialog({
  reservation,
  freeTables,
  areas,
  pending,
  error,
  onClose,
  onSeat,
}: {
  reservation: ReservationDto;
  freeTables: RestoTableRef[];
  areas: { id: string; name: string }[];
  pending: boolean;
  error: unknown;
  onClose(): void;
  onSeat(tableIds: string[]): void;
}) {
  const { t } = useLingui();
  const [ids, setIds] = useState<string[]>([]);
  const toggle = (id: string) => setIds((xs) => (xs.includes(id) ? xs.filter((x) => x !== id) : [...xs, id]));
  const party = reservation.partySize;
  return (
    <FormDialog
      onClose={onClose}
      title={t`Sentar a ${reservation.name} (${party})`}
      submitLabel={t`Sentar`}
      pending={pending}
      error={error}
      invalid={ids.length === 0 ? t`Elige una mesa libre` : null}
      submitDisabled={ids.length === 0}
      onlineOnly
      onSubmit={() => onSeat(ids)}
      testId="seat-dialog"
    >
      {freeTables.length === 0 && <Text color="fg.muted">{t`No hay mesas libres ahora`}</Text>}
      {areas.map((area) => {
        const mine = freeTables.filter((x) => x.areaId === area.id);
        if (mine.length === 0) return null;
        return (
          <Stack key={area.id} gap="1">
            <Text textStyle="xs" color="fg.muted">
              {area.name}
            </Text>
            <Wrap gap="2">
              {mine.map((x) => (
                <Checkbox.Root key={x.id} checked={ids.includes(x.id)} onCheckedChange={() => toggle(x.id)} size="sm">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {x.name} · {x.seats}
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Wrap>
          </Stack>
        );
      })}
    </FormDialog>
  );
}
