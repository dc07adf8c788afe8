// "Nueva extracción": register, amount in pesos, witness, note. Full screen on phones. The amount
// is checked against what the register should hold, but the server decides (under a lock): when
// it refuses, its message (with the available amount) shows and everything typed stays.
import { Button, CloseButton, Dialog, Field, Input, InputGroup, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { type ExtractionSummary, MAX_EXTRACTION_NOTE, type RegisterSummary } from '../../../contract/extraction';
import { parseMoney } from '../../../contract/numbers';
import { uuidv7 } from '../../../contract/uuid';
import { fMoney } from '../../../lib/format-number';
import { toaster } from '../../../lib/toaster';
import { useDialogSize } from '../../../lib/ui/dialog-size';
import { FormField } from '../../../lib/ui/form-field';
import { OfflineSaveAlert, useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { SelectBox } from '../../../lib/ui/select-box';
import { ErrorAlert } from '../../../lib/ui/status-alerts';
import { useCreateExtraction, useWitnessesQuery } from '../api/extractions';

interface Errors {
  register?: string;
  amount?: string;
  witness?: string;
}

/** `pointOfSaleId`: the register it was opened from (a card's "Extraer"), chosen already. */
export function NewExtractionDialog({
  summary,
  pointOfSaleId,
  onClose,
}: {
  summary: ExtractionSummary;
  pointOfSaleId?: string;
  onClose(): void;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const create = useCreateExtraction();
  const witnesses = useWitnessesQuery(true);
  const dialogSize = useDialogSize('md');
  const [register, setRegister] = useState(
    pointOfSaleId ?? (summary.registers.length === 1 ? (summary.registers[0]?.pointOfSaleId ?? '') : ''),
  );
  const [amount, setAmount] = useState('');
  const [witness, setWitness] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  // One id per dialog: a retried or double-tapped save is the same extraction, booked once.
  const [extractionId] = useState(uuidv7);

  const chosen = summary.registers.find((r) => r.pointOfSaleId === register);
  /** What a register holds now (207 only: null for whoever counts it blind). */
  const held = (r: RegisterSummary | undefined) => r?.live?.balance ?? null;
  const chosenHeld = held(chosen);
  const parsed = parseMoney(amount);
  const cents = parsed.ok ? parsed.value : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    if (!chosen) next.register = t`Elige la caja`;
    if (cents === null || cents <= 0) next.amount = t`Escribe un importe mayor que cero, por ejemplo 150.000`;
    else if (chosenHeld !== null && cents > chosenHeld)
      next.amount = t`La caja debería tener ${fMoney(Math.max(0, chosenHeld), undefined, i18n)}: no alcanza`;
    if (!witness) next.witness = t`Elige quién presencia la extracción`;
    setErrors(next);
    if (Object.keys(next).length > 0 || cents === null || !chosen) return;
    setSaveError(null);
    create.mutate(
      {
        id: extractionId,
        nightId: summary.night.id,
        pointOfSaleId: chosen.pointOfSaleId,
        amount: cents,
        witnessedBy: witness,
        note: note.trim(),
      },
      {
        onSuccess: (row) => {
          toaster.create({
            type: 'success',
            title: t`Extracción de ${fMoney(row.amount, undefined, i18n)} de ${row.pointOfSaleName} registrada`,
          });
          onClose();
        },
        onError: (error) => setSaveError(errorMessage(error, i18n, online)),
      },
    );
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      size={dialogSize}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild data-testid="extraction-dialog">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>
                  <Trans>Nueva extracción</Trans>
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted" textStyle="sm">
                    <Trans>El efectivo sale de la caja y entra en la caja fuerte; queda en el flujo de caja de la noche.</Trans>
                  </Text>
                  <OfflineSaveAlert />
                  <ErrorAlert message={saveError} testId="extraction-save-error" />
                  <FormField
                    required
                    label={t`Caja`}
                    error={errors.register}
                    help={chosenHeld !== null ? t`Debería tener ${fMoney(chosenHeld, undefined, i18n)}` : undefined}
                  >
                    <SelectBox
                      value={register}
                      onChange={setRegister}
                      name="register"
                      testId="extraction-register"
                      placeholder={t`Elegir caja…`}
                      options={summary.registers
                        .filter((r) => r.sessionStatus === 'open')
                        .map((r) => ({
                          value: r.pointOfSaleId,
                          label:
                            held(r) === null ? r.pointOfSaleName : `${r.pointOfSaleName} — ${fMoney(held(r), undefined, i18n)}`,
                        }))}
                    />
                  </FormField>
                  <FormField
                    required
                    label={t`Importe en pesos`}
                    error={errors.amount}
                    help={cents !== null && cents > 0 ? fMoney(cents, undefined, i18n) : t`Por ejemplo 150.000 o 1.500,50`}
                  >
                    <InputGroup startElement="$">
                      <Input
                        value={amount}
                        onChange={(e) => setAmount(e.target.value)}
                        inputMode="decimal"
                        name="amount"
                        autoComplete="off"
                        data-testid="extraction-amount"
                      />
                    </InputGroup>
                  </FormField>
                  <FormField
                    required
                    label={t`Testigo`}
                    error={errors.witness}
                    help={t`Otra persona del local que ve el conteo.`}
                  >
                    <SelectBox
                      disabled={witnesses.isPending}
                      value={witness}
                      onChange={setWitness}
                      name="witness"
                      testId="extraction-witness"
                      placeholder={witnesses.isPending ? t`Cargando…` : t`Elegir testigo…`}
                      options={(witnesses.data ?? []).map((w) => ({
                        value: w.id,
                        label: w.position ? `${w.name} — ${w.position}` : w.name,
                      }))}
                    />
                  </FormField>
                  <Field.Root>
                    <Field.Label>
                      <Trans>Nota (opcional)</Trans>
                    </Field.Label>
                    <Textarea
                      value={note}
                      onChange={(e) => setNote(e.target.value)}
                      maxLength={MAX_EXTRACTION_NOTE}
                      rows={2}
                      autoresize
                      name="note"
                    />
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} type="button">
                  <Trans>Cancelar</Trans>
                </Button>
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={create.isPending}
                  disabled={!online}
                  data-testid="extraction-save"
                >
                  <Trans>Registrar extracción</Trans>
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t`Cerrar`} type="button" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
