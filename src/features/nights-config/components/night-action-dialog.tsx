// Confirms a night's transition (open, close, reopen with its reason) or its deletion. A refused
// close shows what blocks it, each blocker with the screen where it is solved: pending
// cancellations at anulaciones, unclosed registers in cash flow.
import { Alert, Link, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { type CloseBlocker, MAX_REOPEN_REASON, type NightDto, REASON_REQUIRED } from '../../../contract/nights-admin';
import { toApiError } from '../../../lib/api-client';
import { fDate } from '../../../lib/format-date';
import { toaster } from '../../../lib/toaster';
import { FormDialog } from '../../../lib/ui/form-dialog';
import { FormField } from '../../../lib/ui/form-field';
import { useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { type NightAction, useDeleteNight, useNightAction } from '../api/nights';
import { translateMessage } from '../messages';

export type NightDialogAction = NightAction | 'borrar';

function blockersOf(error: unknown): CloseBlocker[] {
  const data = toApiError(error).data as { blockers?: CloseBlocker[] } | undefined;
  return Array.isArray(data?.blockers) ? data.blockers : [];
}

function Blockers({ blockers }: { blockers: CloseBlocker[] }) {
  return (
    <Alert.Root status="warning" variant="surface" borderRadius="l2" data-testid="night-close-blockers">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>
          <Trans>La noche no se puede cerrar todavía</Trans>
        </Alert.Title>
        <List.Root gap="2" ps="4">
          {blockers.map((b) => (
            <List.Item key={b.kind} data-testid={`night-blocker-${b.kind}`}>
              <Stack gap="0">
                <Text fontWeight="medium">
                  {b.kind === 'pending_cancellations' ? (
                    <Plural
                      value={b.count}
                      one="# solicitud de anulación pendiente"
                      other="# solicitudes de anulación pendientes"
                    />
                  ) : (
                    <Plural value={b.count} one="# caja sin cerrar" other="# cajas sin cerrar" />
                  )}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {b.detail}
                </Text>
                <Link asChild colorPalette="brand" textStyle="sm">
                  {b.kind === 'pending_cancellations' ? (
                    <RouterLink to="/logged/general/anulaciones">
                      <Trans>Resolverlas en Anulaciones</Trans>
                    </RouterLink>
                  ) : (
                    <RouterLink to="/logged/cashFlow/cajas">
                      <Trans>Cerrarlas en Cajas</Trans>
                    </RouterLink>
                  )}
                </Link>
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      </Alert.Content>
    </Alert.Root>
  );
}

export function NightActionDialog({ night, action, onClose }: { night: NightDto; action: NightDialogAction; onClose(): void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const transition = useNightAction();
  const remove = useDeleteNight();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [blockers, setBlockers] = useState<CloseBlocker[]>([]);
  const date = fDate(night.businessDate, i18n);
  const name = night.eventName || date;

  const texts = {
    abrir: {
      title: t`¿Abrir la noche del ${date}?`,
      body: t`Las ventas de las terminales se registran en la noche abierta. Solo puede haber una abierta a la vez.`,
      submit: t`Abrir noche`,
      done: t`Noche «${name}» abierta`,
    },
    cerrar: {
      title: t`¿Cerrar la noche del ${date}?`,
      body: t`Se comprueba que no queden anulaciones pendientes ni cajas abiertas. Después solo se reabre con un motivo.`,
      submit: t`Cerrar noche`,
      done: t`Noche «${name}» cerrada`,
    },
    reabrir: {
      title: t`¿Reabrir la noche del ${date}?`,
      body: t`Reabrir una noche cerrada queda registrado en la auditoría con tu usuario y el motivo.`,
      submit: t`Reabrir noche`,
      done: t`Noche «${name}» reabierta`,
    },
    borrar: {
      title: t`¿Borrar la noche del ${date}?`,
      body: t`Solo se borra una noche planificada sin ventas. No se puede deshacer.`,
      submit: t`Borrar`,
      done: t`Se borró la noche del ${date}`,
    },
  }[action];

  const fail = (e: unknown) => {
    setBlockers(blockersOf(e));
    setError(errorMessage(e, i18n, online, translateMessage));
  };
  const done = () => {
    toaster.create({ type: 'success', title: texts.done });
    onClose();
  };

  const submit = () => {
    setError(null);
    setBlockers([]);
    if (action === 'borrar') {
      remove.mutate(night.id, { onSuccess: done, onError: fail });
      return;
    }
    if (action === 'reabrir' && reason.trim() === '') {
      setReasonError(REASON_REQUIRED);
      return;
    }
    setReasonError(undefined);
    transition.mutate({ id: night.id, action, reason: reason.trim() }, { onSuccess: done, onError: fail });
  };

  return (
    <FormDialog
      onlineOnly
      title={texts.title}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={texts.submit}
      submitPalette={action === 'borrar' || action === 'cerrar' ? 'red' : 'brand'}
      pending={transition.isPending || remove.isPending}
      error={blockers.length > 0 ? null : error}
      testId="night-action-dialog"
    >
      {blockers.length > 0 && <Blockers blockers={blockers} />}
      <Stack gap="1">
        <Text fontWeight="semibold">{night.eventName || t`Sin nombre de evento`}</Text>
        <Text textStyle="sm" color="fg.muted">
          {date} · {night.opensAtLocal}–{night.closesAtLocal}
        </Text>
      </Stack>
      <Text color="fg.muted" textStyle="sm">
        {texts.body}
      </Text>
      {action === 'reabrir' && (
        <FormField translate={translateMessage} label={t`Motivo`} error={reasonError} required>
          <Textarea
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={MAX_REOPEN_REASON}
            rows={3}
            placeholder={t`Ej.: faltó registrar la extracción de la barra VIP`}
            name="reason"
          />
        </FormField>
      )}
    </FormDialog>
  );
}
