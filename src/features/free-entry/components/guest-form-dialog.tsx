// Adding a guest to a night's list, or changing one: name, DNI (optional), promoter (the night's
// promoters are suggested), party size and the cutoff time ("hasta las", in the venue's time).
import { Button, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { type FreeEntryDto, freeEntryUpdateSchema, localHourMinute, MAX_PARTY } from '../../../contract/free-entry';
import { DialogFrame } from '../../../lib/ui/dialog-frame';
import { useDialogSize } from '../../../lib/ui/dialog-size';
import { useErrorMessage } from '../../../lib/ui/request-error';
import { freeEntryMessage } from '../messages';

export interface GuestFormValues {
  guestName: string;
  document: string | null;
  promoter: string;
  people: number;
  validUntil: string | null;
}

interface GuestFormDialogProps {
  open: boolean;
  /** The entry being changed; absent: a new guest. */
  entry?: FreeEntryDto;
  timezone: string;
  promoters: readonly string[];
  pending: boolean;
  error: Error | null;
  onClose(): void;
  onSave(values: GuestFormValues): void;
}

export function GuestFormDialog({ open, entry, timezone, promoters, pending, error, onClose, onSave }: GuestFormDialogProps) {
  const { t, i18n } = useLingui();
  const errorText = useErrorMessage();
  const dialogSize = useDialogSize();
  const listId = useId();
  const [guestName, setGuestName] = useState(entry?.guestName ?? '');
  const [document, setDocument] = useState(entry?.document ?? '');
  const [promoter, setPromoter] = useState(entry?.promoter ?? '');
  const [people, setPeople] = useState(String(entry?.people ?? 1));
  const [validUntil, setValidUntil] = useState(entry?.validUntil ? localHourMinute(entry.validUntil, timezone) : '');
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = () => {
    const parsed = v.safeParse(freeEntryUpdateSchema, {
      guestName,
      document,
      promoter,
      people: Number(people),
      validUntil: validUntil || null,
    });
    if (!parsed.success) {
      setInvalid(freeEntryMessage(i18n, parsed.issues[0]?.message ?? '') || t`Revisa los datos`);
      return;
    }
    setInvalid(null);
    onSave(parsed.output);
  };
  const message = invalid ?? (error ? errorText(error) : null);

  return (
    <DialogFrame
      open={open}
      onOpenChange={(open) => !open && onClose()}
      size={dialogSize}
      testId="guest-form"
      title={entry ? <Trans>Editar invitado</Trans> : <Trans>Agregar invitado</Trans>}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button type="submit" form="guest-form" colorPalette="brand" loading={pending} data-testid="guest-form-save">
            <Trans>Guardar</Trans>
          </Button>
        </>
      }
    >
      <form
        id="guest-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>
              <Trans>Nombre y apellido</Trans>
            </Field.Label>
            <Input name="guestName" value={guestName} maxLength={120} onChange={(e) => setGuestName(e.target.value)} autoFocus />
          </Field.Root>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root>
              <Field.Label>
                <Trans>DNI</Trans>
              </Field.Label>
              <Input
                name="document"
                value={document}
                inputMode="numeric"
                maxLength={12}
                onChange={(e) => setDocument(e.target.value)}
              />
              <Field.HelperText>
                <Trans>Opcional. No puede repetirse en la misma noche.</Trans>
              </Field.HelperText>
            </Field.Root>
            <Field.Root required>
              <Field.Label>
                <Trans>Promotor</Trans>
              </Field.Label>
              <Input
                name="promoter"
                value={promoter}
                list={listId}
                maxLength={80}
                onChange={(e) => setPromoter(e.target.value)}
              />
              <datalist id={listId}>
                {promoters.map((p) => (
                  <option key={p} value={p} />
                ))}
              </datalist>
            </Field.Root>
            <Field.Root required>
              <Field.Label>
                <Trans>Personas</Trans>
              </Field.Label>
              <Input
                name="people"
                type="number"
                min={1}
                max={MAX_PARTY}
                value={people}
                onChange={(e) => setPeople(e.target.value)}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>
                <Trans>Hasta las</Trans>
              </Field.Label>
              <Input name="validUntil" type="time" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} />
              <Field.HelperText>
                <Trans>Vacío: sin hora límite.</Trans>
              </Field.HelperText>
            </Field.Root>
          </SimpleGrid>
          {message && (
            <Text color="red.fg" textStyle="sm" role="alert" data-testid="guest-form-error">
              {message}
            </Text>
          )}
        </Stack>
      </form>
    </DialogFrame>
  );
}
