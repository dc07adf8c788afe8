// The cash of a float or a count: pieces per bill and coin (with each line's subtotal and the total
// as it grows), or one total in pesos. Shows only what is being counted — never what the register
// should hold.
import { Box, HStack, Input, InputGroup, SegmentGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { fMoney } from '../../../lib/format-number';
import { FormField } from '../../../lib/ui/form-field';
import type { ValibotForm } from '../../../lib/ui/use-valibot-form';
import type { cashFormSchema } from '../form';
import { type CashFormInput, formCents, PIECE_FIELDS, parsePieces, translateCashMessage } from '../form';

export function CashFields({ form, testId }: { form: ValibotForm<typeof cashFormSchema>; testId: string }) {
  const { t, i18n } = useLingui();
  const values = form.watch() as CashFormInput;
  const cents = formCents(values);
  const errors = form.formState.errors;
  return (
    <Stack gap="3">
      <SegmentGroup.Root
        value={values.byDenomination ? 'pieces' : 'total'}
        onValueChange={({ value }) => form.setValue('byDenomination', value === 'pieces', { shouldValidate: false })}
        size="sm"
        w="full"
        data-testid={`${testId}-mode`}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items
          flex="1"
          justifyContent="center"
          items={[
            { value: 'pieces', label: t`Por billetes y monedas` },
            { value: 'total', label: t`Total` },
          ]}
        />
      </SegmentGroup.Root>
      {values.byDenomination ? (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gapX="4" gapY="2" data-testid={`${testId}-pieces`}>
          {PIECE_FIELDS.map((f) => {
            const n = parsePieces(values[f.name] ?? '');
            const error = translateCashMessage(i18n, errors[f.name]?.message);
            return (
              <HStack key={f.name} gap="2" align="center">
                <Text minW="20" textStyle="sm" fontVariantNumeric="tabular-nums" textAlign="end">
                  {fMoney(f.value, undefined, i18n).replace(/,00$/, '')}
                </Text>
                <Text color="fg.muted" textStyle="sm">
                  ×
                </Text>
                <Input
                  {...form.register(f.name)}
                  size="sm"
                  w="20"
                  inputMode="numeric"
                  autoComplete="off"
                  aria-label={t`Piezas de ${fMoney(f.value, undefined, i18n)}`}
                  aria-invalid={Boolean(error)}
                  borderColor={error ? 'border.error' : undefined}
                  data-testid={`${testId}-${f.name}`}
                />
                <Text flex="1" textStyle="sm" color="fg.muted" textAlign="end" fontVariantNumeric="tabular-nums">
                  {n ? fMoney(n * f.value, undefined, i18n) : ''}
                </Text>
              </HStack>
            );
          })}
        </SimpleGrid>
      ) : (
        <FormField
          required
          label={t`Total en pesos`}
          error={translateCashMessage(i18n, errors.total?.message)}
          help={t`Por ejemplo 150.000 o 1.500,50`}
        >
          <InputGroup startElement="$">
            <Input {...form.register('total')} inputMode="decimal" autoComplete="off" data-testid={`${testId}-total`} />
          </InputGroup>
        </FormField>
      )}
      <Box borderTopWidth="1px" pt="2">
        <HStack justify="space-between">
          <Text fontWeight="semibold">
            <Trans>Total contado</Trans>
          </Text>
          <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid={`${testId}-sum`}>
            {cents === null ? '—' : fMoney(cents, undefined, i18n)}
          </Text>
        </HStack>
      </Box>
    </Stack>
  );
}
