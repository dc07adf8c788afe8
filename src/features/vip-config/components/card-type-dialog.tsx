// Create or edit a card type. Full screen on phones, centred above. A failed save keeps the dialog
// open with what was typed and the server's message; offline it says so before the user tries.
import { Alert, Button, HStack, Input, InputGroup, SimpleGrid, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import type { CardTypeDto } from '../../../contract/vip';
import { toaster } from '../../../lib/toaster';
import { DialogFrame } from '../../../lib/ui/dialog-frame';
import { useDialogSize } from '../../../lib/ui/dialog-size';
import { FormField } from '../../../lib/ui/form-field';
import { OfflineSaveAlert, useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { ErrorAlert } from '../../../lib/ui/status-alerts';
import { useSaveCardType } from '../api/card-types';
import {
  type CardTypeForm,
  cardTypeFormOf,
  emptyCardTypeForm,
  type FieldErrors,
  normaliseColor,
  parseCardTypeForm,
} from '../card-type-form';
import type { CardTypeView } from '../data/use-replicated-types';
import { translateMessage } from '../messages';
import { ColorSwatch } from './parts';

/** What switching credit does to the cards of a type already in use (the server does it in the same save). */
function CreditChangeNote({ editing, creditAllowed }: { editing: CardTypeView; creditAllowed: boolean }) {
  const cards = editing.cardCount ?? 0;
  if (cards === 0 || editing.creditAllowed === creditAllowed) return null;
  return (
    <Alert.Root status="info" variant="subtle" borderRadius="l2" data-testid="credit-change-note">
      <Alert.Indicator />
      <Alert.Description>
        {creditAllowed ? (
          <Plural
            value={cards}
            one="La tarjeta de este tipo que no tenga límite recibirá el límite por defecto."
            other="Las # tarjetas de este tipo que no tengan límite recibirán el límite por defecto."
          />
        ) : (
          <Plural
            value={cards}
            one="La tarjeta de este tipo quedará con límite 0. No se puede quitar el crédito si debe dinero."
            other="Las # tarjetas de este tipo quedarán con límite 0. No se puede quitar el crédito si alguna debe dinero."
          />
        )}
      </Alert.Description>
    </Alert.Root>
  );
}

export function CardTypeDialog({
  editing,
  types,
  onClose,
}: {
  /** The type being edited; null creates one. */
  editing: CardTypeView | null;
  /** The venue's types, to catch a repeated name before sending. */
  types: readonly CardTypeDto[] | readonly CardTypeView[];
  onClose(): void;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const save = useSaveCardType();
  const [form, setForm] = useState<CardTypeForm>(() =>
    editing ? cardTypeFormOf({ ...editing, cardCount: editing.cardCount ?? 0 }) : emptyCardTypeForm(),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  // The picker and the hex field share one form field: each needs its own id (the label names the hex one).
  const pickerId = useId();
  const [saveError, setSaveError] = useState<string | null>(null);
  const dialogSize = useDialogSize('lg');
  const set = <K extends keyof CardTypeForm>(key: K, value: CardTypeForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = parseCardTypeForm(form, types, editing?.id);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaveError(null);
    save.mutate(
      { id: editing?.id, body: result.body },
      {
        onSuccess: (row) => {
          toaster.create({ type: 'success', title: editing ? t`Cambios guardados` : t`Se creó el tipo «${row.name}»` });
          onClose();
        },
        onError: (error) => setSaveError(errorMessage(error, i18n, online, translateMessage)),
      },
    );
  };

  const swatch = normaliseColor(form.color);
  const validColor = /^#[0-9a-f]{6}$/.test(swatch);
  return (
    <DialogFrame
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size={dialogSize}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      testId="card-type-dialog"
      title={editing ? t`Editar tipo de tarjeta` : t`Nuevo tipo de tarjeta`}
      footer={
        <>
          <Button variant="outline" onClick={onClose} type="button">
            <Trans>Cancelar</Trans>
          </Button>
          <Button type="submit" colorPalette="brand" loading={save.isPending} data-testid="card-type-save">
            <Trans>Guardar</Trans>
          </Button>
        </>
      }
      form={{ onSubmit: submit, noValidate: true }}
    >
      <Stack gap="4">
        <OfflineSaveAlert />
        <ErrorAlert message={saveError} testId="card-type-save-error" />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField translate={translateMessage} label={t`Nombre`} error={errors.name} required>
            <Input value={form.name} onChange={(e) => set('name', e.target.value)} maxLength={60} name="name" autoFocus />
          </FormField>
          <FormField translate={translateMessage} label={t`Descuento en barras`} error={errors.discountPercent}>
            <InputGroup endElement="%">
              <Input
                value={form.discount}
                onChange={(e) => set('discount', e.target.value)}
                inputMode="decimal"
                name="discount"
              />
            </InputGroup>
          </FormField>
        </SimpleGrid>
        <Switch.Root
          checked={form.creditAllowed}
          onCheckedChange={({ checked }) => set('creditAllowed', checked)}
          colorPalette="brand"
          name="creditAllowed"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>
            <Stack gap="0">
              <Text>
                <Trans>Permite crédito (cuenta corriente)</Trans>
              </Text>
              <Text textStyle="xs" color="fg.muted">
                <Trans>Sin crédito la tarjeta es prepaga: solo gasta el saldo cargado.</Trans>
              </Text>
            </Stack>
          </Switch.Label>
        </Switch.Root>
        {form.creditAllowed && (
          <FormField
            translate={translateMessage}
            label={t`Límite de crédito por defecto`}
            error={errors.defaultCreditLimit}
            help={t`En pesos. Cada tarjeta nueva de este tipo empieza con este límite; se puede cambiar por tarjeta.`}
          >
            <InputGroup startElement="$">
              <Input value={form.limit} onChange={(e) => set('limit', e.target.value)} inputMode="decimal" name="limit" />
            </InputGroup>
          </FormField>
        )}
        {editing && <CreditChangeNote editing={editing} creditAllowed={form.creditAllowed} />}
        <FormField
          translate={translateMessage}
          label={t`Color`}
          error={errors.color}
          help={t`El color con que se reconoce el tipo en listas y tarjetas.`}
        >
          <HStack gap="2" w="full">
            <Input
              type="color"
              value={validColor ? swatch : '#000000'}
              onChange={(e) => set('color', e.target.value)}
              aria-label={t`Elegir color`}
              id={pickerId}
              w="12"
              h="10"
              p="1"
              flexShrink={0}
              cursor="pointer"
              name="colorPicker"
            />
            <Input
              value={form.color}
              onChange={(e) => set('color', e.target.value)}
              onBlur={() => set('color', normaliseColor(form.color))}
              maxLength={7}
              fontFamily="mono"
              aria-label={t`Color en hexadecimal`}
              name="color"
              flex="1"
              minW="0"
            />
            {validColor && <ColorSwatch color={swatch} size="8" />}
          </HStack>
        </FormField>
        <FormField
          translate={translateMessage}
          label={t`Beneficios`}
          error={errors.benefits}
          help={t`Lo que ofrece el tipo: descuentos, ingreso, mesa, regalos…`}
        >
          <Textarea
            value={form.benefits}
            onChange={(e) => set('benefits', e.target.value)}
            maxLength={1000}
            rows={3}
            autoresize
            name="benefits"
          />
        </FormField>
        <Switch.Root
          checked={form.active}
          onCheckedChange={({ checked }) => set('active', checked)}
          colorPalette="brand"
          name="active"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>
            <Stack gap="0">
              <Text>
                <Trans>Activo</Trans>
              </Text>
              <Text textStyle="xs" color="fg.muted">
                <Trans>Un tipo inactivo no se ofrece al emitir tarjetas; las que ya tiene siguen funcionando.</Trans>
              </Text>
            </Stack>
          </Switch.Label>
        </Switch.Root>
      </Stack>
    </DialogFrame>
  );
}
