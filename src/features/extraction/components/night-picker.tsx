import { useLingui } from '@lingui/react/macro';
import type { ExtractionNight } from '../../../contract/extraction';
import { fDate } from '../../../lib/format-date';
import { SelectBox } from '../../../lib/ui/select-box';

export function NightPicker({
  nights,
  value,
  onChange,
}: {
  nights: readonly ExtractionNight[];
  value: string;
  onChange(id: string): void;
}) {
  const { t, i18n } = useLingui();
  return (
    <SelectBox
      size="md"
      width={{ base: 'full', sm: 'md' }}
      value={value}
      onChange={onChange}
      label={t`Noche`}
      testId="extraction-night"
      options={nights.map((n) => {
        const date = fDate(`${n.businessDate}T12:00:00`, i18n);
        const label = n.eventName ? `${date} · ${n.eventName}` : date;
        return { value: n.id, label: n.status === 'open' ? t`${label} (abierta)` : label };
      })}
    />
  );
}
