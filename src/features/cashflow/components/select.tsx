// The cash-flow forms' select: SelectBox on the panel colour (native: the best picker on phones).
import type { ComponentProps } from 'react';
import { SelectBox } from '../../../lib/ui/select-box';

export function Select(props: Omit<ComponentProps<typeof SelectBox>, 'fieldBg'>) {
  return <SelectBox {...props} fieldBg="bg.panel" />;
}
