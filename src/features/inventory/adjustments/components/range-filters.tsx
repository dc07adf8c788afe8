// The filters the count history and the differences screen share: a from–to day range (a
// backwards range is said and left out of the query) and the location select, whose options are
// the replicated locations plus any that only the loaded rows know (e.g. before the first sync).
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { DateRangeFilter, useDateRange } from '../../../../lib/ui/date-range-filter';
import { useLocationOptionsLive } from '../data/use-filter-options';
import { FilterSelect, isoDay, type SelectOption } from './common';

export type DayRange = ReturnType<typeof useDayRange>;

/** From `daysBack` days ago to today; `backwards` when "from" is after "to". */
export function useDayRange(daysBack: number) {
  const range = useDateRange({ from: isoDay(daysBack), to: isoDay(0) });
  return { ...range, backwards: Boolean(range.from && range.to && range.from > range.to) };
}

export function RangeFilters({ range }: { range: DayRange }) {
  return (
    <DateRangeFilter
      from={range.from}
      to={range.to}
      onChange={range.onChange}
      testIds={{ from: 'filter-from', to: 'filter-to' }}
    />
  );
}

export function BackwardsRangeText({ range }: { range: DayRange }) {
  if (!range.backwards) return null;
  return (
    <Text color="red.fg" textStyle="sm">
      <Trans>La fecha desde no puede ser posterior a la fecha hasta</Trans>
    </Text>
  );
}

export function useLocationFilterOptions(
  rows: readonly { locationId: string; locationName: string }[] | undefined,
): SelectOption[] {
  const locations = useLocationOptionsLive();
  return useMemo(() => {
    const known = new Map(locations.map((l) => [l.id, l.name]));
    for (const r of rows ?? []) if (!known.has(r.locationId)) known.set(r.locationId, r.locationName);
    return [...known].map(([value, label]) => ({ value, label }));
  }, [locations, rows]);
}

export function LocationFilter({
  value,
  onChange,
  options,
}: {
  value: string;
  onChange(value: string): void;
  options: readonly SelectOption[];
}) {
  const { t } = useLingui();
  return (
    <FilterSelect
      label={t`Ubicación`}
      value={value}
      onChange={onChange}
      options={options}
      allLabel={t`Todas las ubicaciones`}
      testId="filter-location"
    />
  );
}
