// A native select for the cash-flow forms: the best picker on phones.
import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function Select({
  value,
  onChange,
  children,
  name,
  label,
}: {
  value: string;
  onChange(value: string): void;
  children: ReactNode;
  name: string;
  label?: string;
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        name={name}
        aria-label={label}
        bg="bg.panel"
      >
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
