// A warehouse-or-bar picker (native select: the best one on phones), warehouses first.
import { NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Place } from '../data/use-inventory-replica';

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
  const { t } = useLingui();
  const warehouses = places.filter((p) => p.kind === 'warehouse' && p.id !== exclude);
  const bars = places.filter((p) => p.kind === 'bar' && p.id !== exclude);
  return (
    <NativeSelect.Root size={size} width={width}>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} aria-label={ariaLabel} data-testid={testId}>
        <option value="">{emptyLabel}</option>
        {warehouses.length > 0 && (
          <optgroup label={t`Depósitos`}>
            {warehouses.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </optgroup>
        )}
        {bars.length > 0 && (
          <optgroup label={t`Barras`}>
            {bars.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </optgroup>
        )}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
