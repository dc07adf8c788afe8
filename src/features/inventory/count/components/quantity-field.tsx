import { Field, HStack, IconButton, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { MinusIcon, PlusIcon } from '../../../../lib/ui/icons';

interface QuantityFieldProps {
  /** What the good is called, for the field's accessible name. */
  label: string;
  value: string;
  /** Translated reason the typed text is not a valid quantity. */
  error: string | null;
  readOnly: boolean;
  onChange(text: string): void;
  onFocus(): void;
  onBlur(): void;
  onStep(delta: number): void;
  inputRef?: Ref<HTMLInputElement>;
}

function StepButton({
  label,
  testId,
  onClick,
  children,
}: {
  label: string;
  testId: string;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <IconButton variant="outline" size="lg" aria-label={label} data-testid={testId} onClick={onClick}>
      {children}
    </IconButton>
  );
}

/**
 * A count as text (a comma or a dot for decimals, partial bottles up to 3 decimals) with − / +
 * for full units; big enough for a thumb on a tablet.
 */
export function QuantityField({
  label,
  value,
  error,
  readOnly,
  onChange,
  onFocus,
  onBlur,
  onStep,
  inputRef,
}: QuantityFieldProps) {
  const { t } = useLingui();
  return (
    <Field.Root invalid={!!error} readOnly={readOnly} w="auto" alignItems="flex-end" gap="1">
      <HStack gap="1.5">
        {!readOnly && (
          <StepButton label={t`Restar una unidad de ${label}`} testId="quantity-minus" onClick={() => onStep(-1)}>
            <MinusIcon />
          </StepButton>
        )}
        <Input
          ref={inputRef}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          onFocus={onFocus}
          onBlur={onBlur}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
          }}
          readOnly={readOnly}
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          aria-label={t`Cantidad de ${label}`}
          data-testid="quantity-input"
          w={{ base: '20', sm: '24' }}
          size="lg"
          textAlign="center"
          fontVariantNumeric="tabular-nums"
          fontSize="lg"
          fontWeight="semibold"
          bg={readOnly ? 'bg.muted' : 'bg'}
        />
        {!readOnly && (
          <StepButton label={t`Sumar una unidad de ${label}`} testId="quantity-plus" onClick={() => onStep(1)}>
            <PlusIcon />
          </StepButton>
        )}
      </HStack>
      {error && (
        <Field.ErrorText textAlign="end" maxW="15rem" data-testid="quantity-error">
          {error}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}
