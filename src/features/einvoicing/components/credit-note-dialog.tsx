// "Nota de crédito" of an authorised invoice: all of it, or chosen quantities of its lines at their
// prices — never more than is left to credit. An authorised invoice is never edited or deleted;
// this is how it is cancelled. Like an invoice, the credit note's id is chosen when the dialog
// opens (one credit note per tap), and the server authorises it in the background.
import { Checkbox, Flex, HStack, Input, SegmentGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { EInvoiceDetailDto } from '../../../contract/einvoicing';
import { uuidv7 } from '../../../contract/uuid';
import { fMoney, fQty } from '../../../lib/format-number';
import { toaster } from '../../../lib/toaster';
import { FormDialog } from '../../../lib/ui/form-dialog';
import { useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { useIssueCreditNote } from '../api/invoices';
import { type CreditLineDraft, type CreditMode, canCreditAll, checkCreditNote, creditDrafts } from '../form';
import { typeLabel } from '../labels';
import { creditProblemText, lineProblemText, translateMessage } from '../messages';

const MAX_REASON = 200;

export function CreditNoteDialog({
  invoice,
  onClose,
  onIssued,
}: {
  invoice: EInvoiceDetailDto;
  onClose(): void;
  onIssued(id: string): void;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const create = useIssueCreditNote();
  const [id] = useState(uuidv7);
  const whole = canCreditAll(invoice);
  const [mode, setMode] = useState<CreditMode>(whole ? 'total' : 'partial');
  const [drafts, setDrafts] = useState<CreditLineDraft[]>(() => creditDrafts(invoice));
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const check = checkCreditNote(invoice, mode, drafts, reason, id);
  const over = check.problem === 'over-left';
  const update = (lineId: string, patch: Partial<CreditLineDraft>) =>
    setDrafts((all) => all.map((d) => (d.lineId === lineId ? { ...d, ...patch } : d)));

  const submit = () => {
    setSubmitted(true);
    if (!check.body) return;
    setServerError(null);
    create.mutate(
      { invoiceId: invoice.id, body: check.body },
      {
        onSuccess: () => {
          toaster.create({ type: 'success', title: t`Nota de crédito enviada a ARCA para autorizar` });
          onIssued(id);
        },
        onError: (e) => setServerError(errorMessage(e, i18n, online, translateMessage)),
      },
    );
  };

  const name = `${typeLabel(i18n, invoice.type)} ${invoice.displayNumber ?? ''}`.trim();
  return (
    <FormDialog
      title={t`Nota de crédito de ${name}`}
      description={
        <Trans>
          Queda por acreditar {fMoney(invoice.creditableLeft, undefined, i18n)} de {fMoney(invoice.total, undefined, i18n)}.
        </Trans>
      }
      submitLabel={t`Emitir nota de crédito por ${fMoney(check.total, undefined, i18n)}`}
      pending={create.isPending}
      error={serverError}
      onlineOnly
      blocked={online ? null : t`Sin conexión: una nota de crédito necesita internet.`}
      // Exceeding what is left is said at once; the rest once "Emitir" was tapped.
      invalid={over || submitted ? creditProblemText(i18n, check.problem) : null}
      submitDisabled={over}
      onSubmit={submit}
      onClose={onClose}
      testId="credit-dialog"
      size="lg"
    >
      <Stack gap="4">
        <SegmentGroup.Root
          value={mode}
          onValueChange={({ value }) => setMode(value === 'total' ? 'total' : 'partial')}
          size="sm"
          w="full"
          data-testid="credit-mode"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            flex="1"
            justifyContent="center"
            items={[
              { value: 'total', label: t`Total`, disabled: !whole },
              { value: 'partial', label: t`Parcial: elegir líneas` },
            ]}
          />
        </SegmentGroup.Root>
        {!whole && (
          <Text textStyle="sm" color="fg.muted">
            <Trans>Parte de esta factura ya se acreditó: elige las líneas de lo que queda.</Trans>
          </Text>
        )}
        {mode === 'partial' && (
          <Stack gap="0" data-testid="credit-lines">
            {invoice.lines.map((line) => {
              const d = drafts.find((x) => x.lineId === line.id);
              if (!d) return null;
              const problem = submitted ? check.lines[line.id] : undefined;
              return (
                <Flex key={line.id} gap="3" align="center" py="2" borderBottomWidth="1px" wrap="wrap" data-testid="credit-line">
                  <Checkbox.Root
                    checked={d.selected}
                    onCheckedChange={(e) => update(line.id, { selected: e.checked === true })}
                    flex="1"
                    minW="12rem"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      <Stack gap="0">
                        <Text textStyle="sm">{line.description}</Text>
                        <Text textStyle="xs" color="fg.muted">
                          {fQty(line.quantity, i18n)} × {fMoney(line.unitPrice, undefined, i18n)}
                        </Text>
                      </Stack>
                    </Checkbox.Label>
                  </Checkbox.Root>
                  <HStack gap="2">
                    <Input
                      size="sm"
                      w="24"
                      value={d.quantity}
                      disabled={!d.selected}
                      onChange={(e) => update(line.id, { quantity: e.target.value })}
                      inputMode="decimal"
                      aria-label={t`Cantidad a acreditar de ${line.description}`}
                      name={`credit.${line.id}.quantity`}
                    />
                    <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
                      <Trans>de {fQty(line.quantity, i18n)}</Trans>
                    </Text>
                  </HStack>
                  {problem && (
                    <Text textStyle="xs" color="fg.error" w="full">
                      {lineProblemText(i18n, 'quantity', problem)}
                    </Text>
                  )}
                </Flex>
              );
            })}
          </Stack>
        )}
        <Text
          fontWeight="bold"
          textAlign="end"
          fontVariantNumeric="tabular-nums"
          color={over ? 'fg.error' : undefined}
          data-testid="credit-total"
        >
          <Trans>Nota de crédito por {fMoney(check.total, undefined, i18n)}</Trans>
        </Text>
        <Textarea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t`Motivo (opcional)`}
          maxLength={MAX_REASON}
          rows={2}
          name="reason"
        />
      </Stack>
    </FormDialog>
  );
}
