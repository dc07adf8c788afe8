// The compact select of a list's filters, beside the data table's search box: it shares the row
// on phones and keeps its own width from md up. '' or 'all' is the caller's "everything" option.
import { NativeSelect } from '@chakra-ui/react';

export function FilterSelect({
  label,
  value,
  onChange,
  options,
  testId,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  options: { value: string; label: string }[];
  testId?: string;
}) {
  return (
    <NativeSelect.Root size="sm" width="auto" minW="9rem" flex={{ base: '1 1 9rem', md: '0 0 auto' }}>
      <NativeSelect.Field
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-label={label}
        bg="bg.panel"
        data-testid={testId}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
