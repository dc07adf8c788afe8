// The reservation states as the screen names them.
import { useLingui } from '@lingui/react/macro';
import type { ReservationStatus } from '../../../contract/resto-reservations';

export function useStatusLabels(): Record<ReservationStatus, string> {
  const { t } = useLingui();
  return {
    requested: t`Pedida`,
    confirmed: t`Confirmada`,
    seated: t`Sentada`,
    completed: t`Terminada`,
    cancelled: t`Cancelada`,
    no_show: t`No vino`,
  };
}
