// The from/to date pair of a list's filters (inventory movements, breakage, transfer notes, cash
// flow movements and reports), labelled "Desde"/"Hasta" for screen readers.
import { HStack, Input, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

/** From and to (yyyy-MM-dd) of a list filter; '' clears a bound. */
export function DateRangeFilter({
  from,
  to,
  onChange,
  testIds,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange(patch: { from?: string; to?: string }): void;
  testIds?: { from: string; to: string };
}) {
  const { t } = useLingui();
  return (
    <HStack gap="1" width={{ base: 'full', sm: 'auto' }}>
      <Input
        size="sm"
        type="date"
        aria-label={t`Desde`}
        title={t`Desde`}
        value={from ?? ''}
        onChange={(e) => onChange({ from: e.target.value || undefined })}
        flex="1"
        data-testid={testIds?.from}
      />
      <Text color="fg.muted">–</Text>
      <Input
        size="sm"
        type="date"
        aria-label={t`Hasta`}
        title={t`Hasta`}
        value={to ?? ''}
        onChange={(e) => onChange({ to: e.target.value || undefined })}
        flex="1"
        data-testid={testIds?.to}
      />
    </HStack>
  );
}

/** A from/to with DateRangeFilter's change applied: a cleared bound is ''. */
export function withRangePatch(range: { from: string; to: string }, patch: { from?: string; to?: string }) {
  return { from: 'from' in patch ? (patch.from ?? '') : range.from, to: 'to' in patch ? (patch.to ?? '') : range.to };
}

/** A screen's own from/to, starting at `initial`, as DateRangeFilter's props: a cleared bound is ''. */
export function useDateRange(initial: { from: string; to: string }) {
  const [range, setRange] = useState(initial);
  const onChange = (patch: { from?: string; to?: string }) => setRange((r) => withRangePatch(r, patch));
  return { ...range, onChange };
}
