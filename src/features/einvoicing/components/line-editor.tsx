// The lines of an invoice typed by hand (or filled from a sale): description, quantity with up to
// 3 decimals, unit price with VAT included, the VAT rate, and each line's amount as it is typed,
// read by the app's one number reader ("1.500,50"). The total below is what the customer pays.
import { Box, Button, Field, Grid, HStack, IconButton, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EINVOICE_VAT_RATES } from '../../../contract/einvoicing';
import { parseMoney, parseQuantity } from '../../../contract/numbers';
import { fMoney } from '../../../lib/format-number';
import { MinusIcon, PlusIcon } from '../../../lib/ui/icons';
import { SelectBox } from '../../../lib/ui/select-box';
import { DEFAULT_VAT_RATE, type LineDraft, type LineErrors, lineAmount, type VatRate } from '../form';
import { vatRateLabel } from '../labels';
import { lineProblemText } from '../messages';

let nextKey = 0;
export function newLine(): LineDraft {
  nextKey += 1;
  return { key: `n${nextKey}`, description: '', quantity: '1', unitPrice: '', vatRate: DEFAULT_VAT_RATE };
}

function amountOf(line: LineDraft): number | null {
  const q = parseQuantity(line.quantity, { allowZero: false });
  const p = parseMoney(line.unitPrice, { allowZero: false });
  return q.ok && p.ok ? lineAmount(q.value, p.value) : null;
}

export function LineEditor({
  lines,
  onChange,
  errors,
  total,
}: {
  lines: readonly LineDraft[];
  onChange(next: LineDraft[]): void;
  /** Per line key; shown once the form was submitted. */
  errors: Record<string, LineErrors>;
  /** Cents, VAT included. */
  total: number;
}) {
  const { t, i18n } = useLingui();
  const update = (key: string, patch: Partial<LineDraft>) => onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  return (
    <Stack gap="3" data-testid="issue-lines">
      {lines.map((line, index) => {
        const e = errors[line.key] ?? {};
        const amount = amountOf(line);
        return (
          <Box key={line.key} borderWidth="1px" borderRadius="l2" p="3" data-testid="issue-line">
            <Grid templateColumns={{ base: '1fr 1fr', sm: '3fr 1fr 1.4fr 1fr auto' }} gap="2" alignItems="start">
              <Field.Root invalid={!!e.description} gridColumn={{ base: 'span 2', sm: 'auto' }}>
                <Field.Label textStyle="xs">
                  <Trans>Descripción</Trans>
                </Field.Label>
                <Input
                  size="sm"
                  value={line.description}
                  onChange={(ev) => update(line.key, { description: ev.target.value })}
                  maxLength={200}
                  name={`lines.${index}.description`}
                />
                <Field.ErrorText>{lineProblemText(i18n, 'description', e.description)}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!e.quantity}>
                <Field.Label textStyle="xs">
                  <Trans>Cantidad</Trans>
                </Field.Label>
                <Input
                  size="sm"
                  value={line.quantity}
                  onChange={(ev) => update(line.key, { quantity: ev.target.value })}
                  inputMode="decimal"
                  autoComplete="off"
                  name={`lines.${index}.quantity`}
                />
                <Field.ErrorText>{lineProblemText(i18n, 'quantity', e.quantity)}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!e.unitPrice}>
                <Field.Label textStyle="xs">
                  <Trans>Precio unitario (IVA incl.)</Trans>
                </Field.Label>
                <InputGroup startElement="$">
                  <Input
                    size="sm"
                    value={line.unitPrice}
                    onChange={(ev) => update(line.key, { unitPrice: ev.target.value })}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder="1.500,50"
                    name={`lines.${index}.unitPrice`}
                  />
                </InputGroup>
                <Field.ErrorText>{lineProblemText(i18n, 'unitPrice', e.unitPrice)}</Field.ErrorText>
              </Field.Root>
              <Field.Root>
                <Field.Label textStyle="xs">
                  <Trans>IVA</Trans>
                </Field.Label>
                <SelectBox
                  size="sm"
                  value={String(line.vatRate)}
                  onChange={(v) => update(line.key, { vatRate: Number(v) as VatRate })}
                  options={EINVOICE_VAT_RATES.map((r) => ({ value: String(r), label: vatRateLabel(i18n, r) }))}
                  name={`lines.${index}.vatRate`}
                />
              </Field.Root>
              <HStack
                gridColumn={{ base: 'span 2', sm: 'auto' }}
                justify="space-between"
                alignSelf={{ sm: 'end' }}
                gap="2"
                minH="8"
              >
                <Text textStyle="sm" fontVariantNumeric="tabular-nums" hideFrom="sm" data-testid="issue-line-amount">
                  {amount === null ? '—' : fMoney(amount, undefined, i18n)}
                </Text>
                <IconButton
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t`Quitar línea`}
                  disabled={lines.length === 1}
                  onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
                >
                  <MinusIcon />
                </IconButton>
              </HStack>
            </Grid>
            <Text textStyle="sm" fontVariantNumeric="tabular-nums" textAlign="end" hideBelow="sm" pt="1" color="fg.muted">
              {amount === null ? '—' : fMoney(amount, undefined, i18n)}
            </Text>
          </Box>
        );
      })}
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          onClick={() => onChange([...lines, newLine()])}
          disabled={lines.length >= 200}
          data-testid="issue-add-line"
        >
          <PlusIcon /> <Trans>Agregar línea</Trans>
        </Button>
        <Text fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="issue-total">
          <Trans>Total {fMoney(total, undefined, i18n)}</Trans>
        </Text>
      </HStack>
    </Stack>
  );
}
