// The compact select of a list's filters, beside the data table's search box: it shares the row
// on phones and keeps its own width from md up. '' or 'all' is the caller's "everything" option
// (or `allLabel`, shown first with the value ''). Screens with their own filter row pass its
// layout (`minW`, `flex`, `width`) and may leave the field's panel background out.
import { NativeSelect } from '@chakra-ui/react';

export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel,
  testId,
  panelBg = true,
  ...layout
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  options: readonly { value: string; label: string }[];
  allLabel?: string;
  testId?: string;
  /** The field on the panel colour (default) or on the select's own. */
  panelBg?: boolean;
} & Pick<NativeSelect.RootProps, 'minW' | 'flex' | 'width'>) {
  return (
    <NativeSelect.Root size="sm" width="auto" minW="9rem" flex={{ base: '1 1 9rem', md: '0 0 auto' }} {...layout}>
      <NativeSelect.Field
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-label={label}
        bg={panelBg ? 'bg.panel' : undefined}
        data-testid={testId}
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
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
