import { HStack, IconButton, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { MinusIcon, PlusIcon } from '../../../lib/ui/icons';

/** How many of the party come in now: big − / + for a thumb at the door, 1 to `max`. */
export function PeopleStepper({
  value,
  max,
  onChange,
  disabled,
}: {
  value: number;
  max: number;
  onChange(n: number): void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  return (
    <HStack gap="4" justify="center" data-testid="people-stepper">
      <IconButton
        aria-label={t`Una persona menos`}
        size="2xl"
        variant="outline"
        borderRadius="full"
        disabled={disabled || value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
        data-testid="people-minus"
      >
        <MinusIcon />
      </IconButton>
      <Text
        fontSize="5xl"
        fontWeight="bold"
        minW="16"
        textAlign="center"
        fontVariantNumeric="tabular-nums"
        aria-live="polite"
        data-testid="people-value"
      >
        {value}
      </Text>
      <IconButton
        aria-label={t`Una persona más`}
        size="2xl"
        variant="outline"
        borderRadius="full"
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
        data-testid="people-plus"
      >
        <PlusIcon />
      </IconButton>
    </HStack>
  );
}
