// The night whose extractions are shown: the nights that were opened, newest first, the open one
// marked. A native select: the best picker on phones.
import { NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ExtractionNight } from '../../../contract/extraction';
import { fDate } from '../../../lib/format-date';

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
    <NativeSelect.Root size="md" width={{ base: 'full', sm: 'md' }}>
      <NativeSelect.Field
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-label={t`Noche`}
        data-testid="extraction-night"
      >
        {nights.map((n) => {
          const date = fDate(`${n.businessDate}T12:00:00`, i18n);
          const label = n.eventName ? `${date} · ${n.eventName}` : date;
          return (
            <option key={n.id} value={n.id}>
              {n.status === 'open' ? t`${label} (abierta)` : label}
            </option>
          );
        })}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
