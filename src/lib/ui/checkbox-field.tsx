// A checkbox with its label, checked or not as a boolean (Chakra's "indeterminate" never arises
// here). The root's own props (size, colour palette, disabled, a test id) are the caller's.
import { Checkbox } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function CheckboxField({
  checked,
  onChange,
  label,
  nowrap,
  ...root
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  label: ReactNode;
  /** Keeps the label on one line (in a filter row). */
  nowrap?: boolean;
} & Omit<Checkbox.RootProps, 'checked' | 'onCheckedChange' | 'onChange' | 'children'>) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} {...root}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label whiteSpace={nowrap ? 'nowrap' : undefined}>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
