// The compact select of a list's filters, beside the data table's search box: it shares the row
// on phones and keeps its own width from md up. '' or 'all' is the caller's "everything" option
// (or `allLabel`, shown first with the value ''). Screens with their own filter row pass its
// layout (`minW`, `flex`, `width`) and may leave the field's panel background out.
import type { NativeSelect } from '@chakra-ui/react';
import { SelectBox, type SelectOption } from './select-box';

export function FilterSelect({
  allLabel,
  panelBg = true,
  ...props
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  options: readonly SelectOption[];
  allLabel?: string;
  testId?: string;
  /** The field on the panel colour (default) or on the select's own. */
  panelBg?: boolean;
} & Pick<NativeSelect.RootProps, 'minW' | 'flex' | 'width'>) {
  return (
    <SelectBox
      size="sm"
      width="auto"
      minW="9rem"
      flex={{ base: '1 1 9rem', md: '0 0 auto' }}
      {...props}
      placeholder={allLabel}
      fieldBg={panelBg ? 'bg.panel' : undefined}
    />
  );
}
