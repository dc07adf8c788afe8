// A row of up to three money figures (totals above a list or a report), one per column from sm up.
import { SimpleGrid, Stat } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { fMoney } from '../../../lib/format-number';

/** [label, cents, colour of the figure]. */
export type MoneyStatItem = [label: string, cents: number, color?: string];

export function MoneyStats({ items, testId }: { items: MoneyStatItem[]; testId: string }) {
  const { i18n } = useLingui();
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" data-testid={testId}>
      {items.map(([label, cents, color]) => (
        <Stat.Root key={label} borderWidth="1px" borderRadius="l3" p="3" bg="bg.panel">
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText color={color}>{fMoney(cents, undefined, i18n)}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
