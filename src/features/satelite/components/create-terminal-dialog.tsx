// Registers a POS device at a point of sale: name and device id (the serial the device shows).
// Its key is generated afterwards, from the list, and shown once.
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import { createTerminalSchema, type PointOfSaleOption, type TerminalDto } from '../../../contract/satelite';
import { toaster } from '../../../lib/toaster';
import { DialogFrame } from '../../../lib/ui/dialog-frame';
import { useOnline } from '../../../lib/ui/online-only';
import { errorMessage, untranslated } from '../../../lib/ui/request-error';
import { SelectBox } from '../../../lib/ui/select-box';
import { useCreateTerminal } from '../api/terminals';
import { POS_KIND_LABELS, translateFormMessage } from '../labels';
import { ErrorAlert } from './parts';

type FieldName = 'pointOfSaleId' | 'name' | 'deviceId';

export function CreateTerminalDialog({
  pointsOfSale,
  onClose,
  onCreated,
}: {
  pointsOfSale: readonly PointOfSaleOption[];
  onClose(): void;
  onCreated(terminal: TerminalDto): void;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const create = useCreateTerminal();
  const [values, setValues] = useState<Record<FieldName, string>>({ pointOfSaleId: '', name: '', deviceId: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: FieldName) => (e: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: e.target.value }));

  const submit = () => {
    setFailure(null);
    const parsed = v.safeParse(createTerminalSchema, values);
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.issues) {
        const key = issue.path?.[0]?.key as FieldName | undefined;
        if (key && !next[key]) next[key] = translateFormMessage(i18n, issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.output, {
      onSuccess: (terminal) => {
        toaster.create({ type: 'success', title: t`Se registró la terminal «${terminal.name}»` });
        onCreated(terminal);
      },
      onError: (e) => setFailure(errorMessage(e, i18n, online, untranslated)),
    });
  };

  return (
    <DialogFrame
      onOpenChange={(open) => !open && onClose()}
      mx="4"
      testId="create-terminal-dialog"
      title={<Trans>Nueva terminal</Trans>}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button type="submit" form="create-terminal-form" loading={create.isPending} disabled={!online}>
            <Trans>Registrar</Trans>
          </Button>
        </>
      }
    >
      <form
        id="create-terminal-form"
        // Our own messages (translated) instead of the browser's.
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="4">
          <ErrorAlert message={failure} testId="create-terminal-error" />
          <Field.Root invalid={Boolean(errors.pointOfSaleId)} required>
            <Field.Label>
              <Trans>Punto de venta</Trans>
              <Field.RequiredIndicator />
            </Field.Label>
            <SelectBox
              value={values.pointOfSaleId}
              onChange={(id) => setValues((old) => ({ ...old, pointOfSaleId: id }))}
              name="pointOfSaleId"
              placeholder={t`Elige un punto de venta`}
              options={pointsOfSale.map((p) => ({
                value: p.id,
                label: `${p.name} · ${i18n._(POS_KIND_LABELS[p.kind])}${p.active ? '' : ` (${t`inactivo`})`}`,
              }))}
            />
            <Field.ErrorText>{errors.pointOfSaleId}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.name)} required>
            <Field.Label>
              <Trans>Nombre</Trans>
              <Field.RequiredIndicator />
            </Field.Label>
            <Input value={values.name} onChange={set('name')} name="name" placeholder={t`Barra Principal · 2`} />
            <Field.ErrorText>{errors.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.deviceId)} required>
            <Field.Label>
              <Trans>Identificador del dispositivo</Trans>
              <Field.RequiredIndicator />
            </Field.Label>
            <Input value={values.deviceId} onChange={set('deviceId')} name="deviceId" placeholder="SUNMI-V2S-1A2B3C4D" />
            <Field.HelperText>
              <Trans>El número de serie que muestra el equipo en su configuración.</Trans>
            </Field.HelperText>
            <Field.ErrorText>{errors.deviceId}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </form>
    </DialogFrame>
  );
}
