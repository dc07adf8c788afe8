// "Activos e inactivos / Solo activos / Solo inactivos": the status filter of every settings list
// whose records can be deactivated (stock locations, goods, products, points of sale).
import { useLingui } from '@lingui/react/macro';
import { FilterSelect } from './filter-select';

export type StatusFilter = 'all' | 'active' | 'inactive';

export function matchesStatus(filter: StatusFilter, active: boolean): boolean {
  return filter === 'all' || (filter === 'active') === active;
}

export function StatusFilterSelect({
  value,
  onChange,
  testId = 'filter-status',
}: {
  value: StatusFilter;
  onChange(value: StatusFilter): void;
  testId?: string;
}) {
  const { t } = useLingui();
  return (
    <FilterSelect
      label={t`Estado`}
      value={value}
      onChange={(v) => onChange(v as StatusFilter)}
      options={[
        { value: 'all', label: t`Activos e inactivos` },
        { value: 'active', label: t`Solo activos` },
        { value: 'inactive', label: t`Solo inactivos` },
      ]}
      testId={testId}
    />
  );
}
