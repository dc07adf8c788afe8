// The anulaciones filters: status, point of sale, night (business date) and "Mostrar ocultas".
import { Field, Flex, NativeSelect, Switch } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CANCELLATION_STATUSES, type RequestFilter } from '../../../contract/cancellations';
import { fDate } from '../../../lib/format-date';
import { STATUS_LABELS } from '../labels';

interface Props {
  filter: RequestFilter;
  onChange(next: RequestFilter): void;
  pointsOfSale: { id: string; name: string }[];
  dates: string[];
  hiddenCount: number;
}

function Select({
  label,
  value,
  onChange,
  testId,
  children,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Field.Root w={{ base: 'full', sm: 'auto' }} minW={{ sm: '11rem' }} flex={{ base: '1 1 9rem', sm: '0 0 auto' }}>
      <Field.Label textStyle="xs" color="fg.muted">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function RequestFilters({ filter, onChange, pointsOfSale, dates, hiddenCount }: Props) {
  const { t, i18n } = useLingui();
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" className="no-print" data-testid="cancellation-filters">
      <Select
        label={t`Estado`}
        value={filter.status}
        testId="filter-status"
        onChange={(v) => onChange({ ...filter, status: v as RequestFilter['status'] })}
      >
        <option value="all">{t`Todas`}</option>
        {CANCELLATION_STATUSES.map((s) => (
          <option key={s} value={s}>
            {i18n._(STATUS_LABELS[s])}
          </option>
        ))}
      </Select>
      <Select
        label={t`Punto de venta`}
        value={filter.posId ?? ''}
        testId="filter-pos"
        onChange={(v) => onChange({ ...filter, posId: v || null })}
      >
        <option value="">{t`Todos`}</option>
        {pointsOfSale.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </Select>
      <Select
        label={t`Noche`}
        value={filter.date ?? ''}
        testId="filter-date"
        onChange={(v) => onChange({ ...filter, date: v || null })}
      >
        <option value="">{t`Todas`}</option>
        {dates.map((d) => (
          <option key={d} value={d}>
            {fDate(`${d}T12:00:00`, i18n)}
          </option>
        ))}
      </Select>
      <Switch.Root
        size="sm"
        colorPalette="brand"
        checked={filter.showHidden}
        onCheckedChange={({ checked }) => onChange({ ...filter, showHidden: checked })}
        pb="1.5"
        data-testid="show-hidden"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>
          <Trans>Mostrar ocultas ({hiddenCount})</Trans>
        </Switch.Label>
      </Switch.Root>
    </Flex>
  );
}
