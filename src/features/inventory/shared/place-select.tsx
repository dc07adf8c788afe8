// A warehouse-or-bar picker (native select: the best one on phones), warehouses first.
import { NativeSelect } from '@chakra-ui/react';
import { PlaceOptions } from './place-options';
import type { Place } from './use-inventory-replica';

interface PlaceSelectProps {
  places: readonly Place[];
  value: string;
  onChange(id: string): void;
  /** The option for "none chosen" (a filter's "all", a form's "choose"). */
  emptyLabel: string;
  /** Not offered (the other end of a transfer). */
  exclude?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  ariaLabel?: string;
  testId?: string;
  width?: string | Record<string, string>;
}

export function PlaceSelect({
  places,
  value,
  onChange,
  emptyLabel,
  exclude,
  size = 'md',
  ariaLabel,
  testId,
  width,
}: PlaceSelectProps) {
  return (
    <NativeSelect.Root size={size} width={width}>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} aria-label={ariaLabel} data-testid={testId}>
        <option value="">{emptyLabel}</option>
        <PlaceOptions places={places} exclude={exclude} />
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
