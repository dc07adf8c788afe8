// The anulaciones filters: status, point of sale, night (business date) and "Mostrar ocultas".
import { Flex, Switch } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CANCELLATION_STATUSES, type RequestFilter } from '../../../contract/cancellations';
import { fDate } from '../../../lib/format-date';
import { LabelledSelect } from '../../../lib/ui/select-box';
import { STATUS_LABELS } from '../labels';

interface Props {
  filter: RequestFilter;
  onChange(next: RequestFilter): void;
  pointsOfSale: { id: string; name: string }[];
  dates: string[];
  hiddenCount: number;
}

const FIELD = { w: { base: 'full', sm: 'auto' }, minW: { sm: '11rem' }, flex: { base: '1 1 9rem', sm: '0 0 auto' } } as const;

export function RequestFilters({ filter, onChange, pointsOfSale, dates, hiddenCount }: Props) {
  const { t, i18n } = useLingui();
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" className="no-print" data-testid="cancellation-filters">
      <LabelledSelect
        label={t`Estado`}
        fieldProps={FIELD}
        value={filter.status}
        testId="filter-status"
        onChange={(v) => onChange({ ...filter, status: v as RequestFilter['status'] })}
        options={[
          { value: 'all', label: t`Todas` },
          ...CANCELLATION_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) })),
        ]}
      />
      <LabelledSelect
        label={t`Punto de venta`}
        fieldProps={FIELD}
        value={filter.posId ?? ''}
        testId="filter-pos"
        onChange={(v) => onChange({ ...filter, posId: v || null })}
        placeholder={t`Todos`}
        options={pointsOfSale.map((p) => ({ value: p.id, label: p.name }))}
      />
      <LabelledSelect
        label={t`Noche`}
        fieldProps={FIELD}
        value={filter.date ?? ''}
        testId="filter-date"
        onChange={(v) => onChange({ ...filter, date: v || null })}
        placeholder={t`Todas`}
        options={dates.map((d) => ({ value: d, label: fDate(`${d}T12:00:00`, i18n) }))}
      />
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
