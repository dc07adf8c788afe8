// "Confirmar cierre" (207, never the person who counted): the count against what the register should
// hold, the reason (required past the venue's threshold), then the short or the surplus is booked
// and the counted cash moves to the safe. "Recontar" sends the register back to be counted again.
import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MAX_REASON, needsReason, type RegisterSessionDto } from '../../../contract/cash-registers';
import { fDateTime } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import { toaster } from '../../../lib/toaster';
import { MutationConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { FormDialog } from '../../../lib/ui/form-dialog';
import { useOnline } from '../../../lib/ui/online-only';
import { useConfirmRegister, useRecountRegister } from '../api/registers';
import { DifferenceLines, DifferenceReasonField } from './count-register-dialog';
import type { RegisterRef } from './open-register-dialog';

export function CloseRegisterDialog({
  register,
  session,
  threshold,
  onClose,
}: {
  register: RegisterRef;
  session: RegisterSessionDto;
  threshold: number;
  onClose(): void;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const confirm = useConfirmRegister(session.id);
  const [reason, setReason] = useState(session.differenceReason ?? '');
  const [tried, setTried] = useState(false);
  const required = needsReason(session.difference ?? 0, threshold);
  const problem =
    required && reason.trim() === ''
      ? t`La diferencia supera el umbral del local: escribe el motivo`
      : reason.trim().length > MAX_REASON
        ? t`El motivo es demasiado largo`
        : null;
  const counter = session.countedBy?.name ?? '';
  const at = session.countedAt ? fDateTime(session.countedAt, i18n) : '';
  return (
    <FormDialog
      onClose={onClose}
      title={t`Confirmar el cierre de ${register.pointOfSaleName}`}
      description={t`Contó ${counter} (${at}). Al confirmar se registra la diferencia y lo contado pasa a la caja fuerte.`}
      submitLabel={t`Confirmar cierre`}
      pending={confirm.isPending}
      error={confirm.error}
      invalid={tried ? problem : null}
      blocked={online ? null : t`Sin conexión: el cierre se confirma cuando vuelva la conexión.`}
      onlineOnly
      onSubmit={() => {
        setTried(true);
        if (problem) return;
        confirm.mutate(
          { reason: reason.trim() },
          {
            onSuccess: (closed) => {
              toaster.create({
                type: 'success',
                title: t`${register.pointOfSaleName} cerrada: ${fMoney(closed.countedAmount, undefined, i18n)} a la caja fuerte`,
              });
              onClose();
            },
          },
        );
      }}
      testId="register-close-dialog"
    >
      <Stack gap="3">
        <DifferenceLines session={session} />
        <DifferenceReasonField
          value={reason}
          onChange={setReason}
          required={required}
          help={
            !required && <Trans>Opcional: la diferencia está dentro del umbral de {fMoney(threshold, undefined, i18n)}.</Trans>
          }
          testId="register-close-reason"
        />
      </Stack>
    </FormDialog>
  );
}

export function RecountDialog({
  register,
  session,
  onClose,
}: {
  register: RegisterRef;
  session: RegisterSessionDto;
  onClose(): void;
}) {
  const { t } = useLingui();
  const recount = useRecountRegister(session.id);
  return (
    <MutationConfirmDialog
      title={t`Recontar ${register.pointOfSaleName}`}
      confirmLabel={t`Recontar`}
      mutation={recount}
      variables={undefined}
      onClose={onClose}
      testId="register-recount-dialog"
      confirmTestId="register-recount-confirm"
    >
      <Text>
        <Trans>El conteo se descarta y la caja vuelve a quedar abierta para contarla de nuevo.</Trans>
      </Text>
    </MutationConfirmDialog>
  );
}
