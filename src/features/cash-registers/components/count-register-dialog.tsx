// "Contar caja": the blind count. The form shows only what is being counted; what the register
// should hold arrives with the server's answer to the submitted count, and only then the over/short
// shows — with the reason the venue asks for past its threshold.
import { Box, Field, HStack, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { MAX_REASON, type RegisterSessionDto } from '../../../contract/cash-registers';
import { fMoney } from '../../../lib/format-number';
import { toaster } from '../../../lib/toaster';
import { FormDialog } from '../../../lib/ui/form-dialog';
import { useOnline } from '../../../lib/ui/online-only';
import { useValibotForm } from '../../../lib/ui/use-valibot-form';
import { useCountRegister, useExplainRegister } from '../api/registers';
import { cashBody, cashFormSchema, emptyCashForm } from '../form';
import { CashFields } from './cash-fields';
import type { RegisterRef } from './open-register-dialog';

export function DifferenceLines({ session }: { session: RegisterSessionDto }) {
  const { t, i18n } = useLingui();
  const diff = session.difference ?? 0;
  const rows: [string, string, string | undefined, string][] = [
    [t`Contado`, fMoney(session.countedAmount, undefined, i18n), undefined, 'counted'],
    [t`Esperado según el sistema`, fMoney(session.expectedAmount, undefined, i18n), undefined, 'expected'],
    [
      diff > 0 ? t`Sobrante` : diff < 0 ? t`Faltante` : t`Diferencia`,
      `${diff > 0 ? '+ ' : diff < 0 ? '− ' : ''}${fMoney(Math.abs(diff), undefined, i18n)}`,
      diff > 0 ? 'green.fg' : diff < 0 ? 'fg.error' : undefined,
      'difference',
    ],
  ];
  return (
    <Stack gap="1" borderWidth="1px" borderRadius="l2" p="3" bg="bg.subtle">
      {rows.map(([label, value, color, key]) => (
        <HStack key={key} justify="space-between">
          <Text textStyle="sm" color="fg.muted">
            {label}
          </Text>
          <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" color={color} data-testid={`register-${key}`}>
            {value}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

/** "Motivo de la diferencia": the over/short's reason, asked for past the venue's threshold (`help` when optional). */
export function DifferenceReasonField({
  value,
  onChange,
  required,
  help,
  testId,
}: {
  value: string;
  onChange(reason: string): void;
  required: boolean;
  help?: ReactNode;
  testId: string;
}) {
  return (
    <Field.Root required={required}>
      <Field.Label>
        <Trans>Motivo de la diferencia</Trans>
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Textarea value={value} onChange={(e) => onChange(e.target.value)} rows={2} autoresize data-testid={testId} />
      {help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}

function CountResult({ session, onClose }: { session: RegisterSessionDto; onClose(): void }) {
  const { t } = useLingui();
  const online = useOnline();
  const explain = useExplainRegister(session.id);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const asks = session.reasonRequired;
  const invalid =
    tried && asks && reason.trim() === ''
      ? t`Escribe el motivo de la diferencia`
      : reason.trim().length > MAX_REASON
        ? t`El motivo es demasiado largo`
        : null;
  return (
    <FormDialog
      onClose={onClose}
      title={t`Caja contada`}
      description={
        asks
          ? t`La diferencia supera el umbral del local: escribe el motivo. Después otra persona confirma el cierre.`
          : t`El conteo quedó registrado. Otra persona con permiso de tablero confirma el cierre.`
      }
      submitLabel={asks ? t`Guardar motivo` : t`Listo`}
      pending={explain.isPending}
      error={explain.error}
      invalid={invalid}
      blocked={asks && !online ? t`Sin conexión: el motivo se guarda cuando vuelva la conexión.` : null}
      onSubmit={() => {
        if (!asks) return onClose();
        setTried(true);
        if (reason.trim() === '' || reason.trim().length > MAX_REASON) return;
        explain.mutate({ reason: reason.trim() }, { onSuccess: onClose });
      }}
      testId="register-count-result"
    >
      <DifferenceLines session={session} />
      {asks && <DifferenceReasonField value={reason} onChange={setReason} required testId="register-reason" />}
    </FormDialog>
  );
}

export function CountRegisterDialog({
  register,
  sessionId,
  onClose,
}: {
  register: RegisterRef;
  sessionId: string;
  onClose(): void;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const count = useCountRegister(sessionId);
  const form = useValibotForm(cashFormSchema, { defaultValues: emptyCashForm(true) });
  const [result, setResult] = useState<RegisterSessionDto | null>(null);
  if (result) return <CountResult session={result} onClose={onClose} />;
  const submit = form.handleSubmit((values) =>
    count.mutate(cashBody(values), {
      onSuccess: (session) => {
        toaster.create({
          type: 'info',
          title: t`${register.pointOfSaleName}: contados ${fMoney(session.countedAmount, undefined, i18n)}`,
        });
        setResult(session);
      },
    }),
  );
  return (
    <>
      {/* The screen behind shows what registers should hold to 207 holders: hidden while counting blind. */}
      <Portal>
        <Box position="fixed" inset="0" bg="bg" zIndex="overlay" data-testid="register-count-curtain" />
      </Portal>
      <FormDialog
        onClose={onClose}
        title={t`Contar ${register.pointOfSaleName}`}
        description={t`Cuenta todo el efectivo de la caja, billete por billete. El sistema muestra lo esperado recién después de enviar el conteo.`}
        submitLabel={t`Enviar conteo`}
        pending={count.isPending}
        error={count.error}
        blocked={online ? null : t`Sin conexión: el conteo se envía cuando vuelva la conexión.`}
        onlineOnly
        onSubmit={() => void submit()}
        testId="register-count-dialog"
        size="lg"
      >
        <CashFields form={form} testId="register-count" />
      </FormDialog>
    </>
  );
}
