// Create or edit a night: business date, event name and the local opening and closing times. The
// preview under the times says on which calendar days they fall (a closing time earlier than the
// opening time is the next morning), in the venue's timezone whatever the device's is.
import { HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import {
  localDate,
  MAX_EVENT_NAME,
  type NightDto,
  type NightInput,
  nightInputSchema,
  nightInstants,
  parseHHmm,
} from '../../../contract/nights-admin';
import { fDate } from '../../../lib/format-date';
import { toaster } from '../../../lib/toaster';
import { type FieldErrors, issuesByField } from '../../../lib/ui/field-errors';
import { FormDialog } from '../../../lib/ui/form-dialog';
import { FormField } from '../../../lib/ui/form-field';
import { useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { useSaveNight } from '../api/nights';
import { translateMessage } from '../messages';

type Errors = FieldErrors<keyof NightInput>;

function check(input: NightInput): { ok: true; value: NightInput } | { ok: false; errors: Errors } {
  const result = v.safeParse(nightInputSchema, input);
  return result.success ? { ok: true, value: result.output } : { ok: false, errors: issuesByField(result.issues) };
}

export interface NightDialogProps {
  night: NightDto | null;
  /** A suggested date for a new night. */
  defaultDate: string;
  timezone: string;
  cutoffHour: number;
  onClose(): void;
}

export function NightDialog({ night, defaultDate, timezone, cutoffHour, onClose }: NightDialogProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const save = useSaveNight();
  const [form, setForm] = useState<NightInput>({
    businessDate: night?.businessDate ?? defaultDate,
    eventName: night?.eventName ?? '',
    opensAt: night?.opensAtLocal ?? '23:30',
    closesAt: night?.closesAtLocal ?? '06:00',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof NightInput) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const preview = (() => {
    if (parseHHmm(form.opensAt) === null || parseHHmm(form.closesAt) === null || form.opensAt === form.closesAt) return null;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(form.businessDate)) return null;
    const hours = nightInstants(form.businessDate, form.opensAt, form.closesAt, timezone, cutoffHour);
    const hoursLong = (hours.closesAt.getTime() - hours.opensAt.getTime()) / 3_600_000;
    return {
      opens: `${fDate(localDate(hours.opensAt, timezone), i18n)} ${form.opensAt}`,
      closes: `${fDate(localDate(hours.closesAt, timezone), i18n)} ${form.closesAt}`,
      hours: Math.round(hoursLong * 10) / 10,
    };
  })();

  const submit = () => {
    const result = check(form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setError(null);
    save.mutate(
      { id: night?.id, input: result.value },
      {
        onSuccess: (saved) => {
          toaster.create({
            type: 'success',
            title: night ? t`Cambios guardados` : t`Se creó la noche del ${fDate(saved.businessDate, i18n)}`,
          });
          onClose();
        },
        onError: (e) => setError(errorMessage(e, i18n, online, translateMessage)),
      },
    );
  };

  const planned = !night || night.status === 'planned';
  return (
    <FormDialog
      onlineOnly
      title={night ? t`Editar noche` : t`Nueva noche`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={night ? t`Guardar` : t`Crear noche`}
      pending={save.isPending}
      error={error}
      testId="night-dialog"
    >
      <FormField
        translate={translateMessage}
        label={t`Fecha de la noche`}
        error={errors.businessDate}
        required
        help={
          planned
            ? t`La jornada a la que pertenecen las ventas, aunque pasen de la medianoche.`
            : t`La fecha de una noche abierta no se cambia.`
        }
      >
        <Input type="date" value={form.businessDate} onChange={set('businessDate')} disabled={!planned} name="businessDate" />
      </FormField>
      <FormField translate={translateMessage} label={t`Evento`} error={errors.eventName}>
        <Input
          value={form.eventName}
          onChange={set('eventName')}
          maxLength={MAX_EVENT_NAME}
          placeholder={t`Ej.: Sábado Noctua`}
          name="eventName"
        />
      </FormField>
      <HStack gap="3" align="flex-start">
        <FormField translate={translateMessage} label={t`Abre`} error={errors.opensAt} required>
          <Input type="time" value={form.opensAt} onChange={set('opensAt')} name="opensAt" />
        </FormField>
        <FormField translate={translateMessage} label={t`Cierra`} error={errors.closesAt} required>
          <Input type="time" value={form.closesAt} onChange={set('closesAt')} name="closesAt" />
        </FormField>
      </HStack>
      <Stack gap="1" bg="bg.muted" borderRadius="l2" px="3" py="2" data-testid="night-dialog-preview">
        {preview ? (
          <Text textStyle="sm">
            <Trans>
              Abre el {preview.opens} y cierra el {preview.closes} ({preview.hours} h).
            </Trans>
          </Text>
        ) : (
          <Text textStyle="sm" color="fg.muted">
            <Trans>Indica la fecha y las horas para ver cuándo abre y cierra.</Trans>
          </Text>
        )}
        <Text textStyle="xs" color="fg.muted">
          <Trans>
            Horas del local ({timezone}). Si la hora de cierre es anterior a la de apertura, cierra a la mañana siguiente.
          </Trans>
        </Text>
      </Stack>
    </FormDialog>
  );
}
