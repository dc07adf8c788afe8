import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { fDate } from '../../../lib/format-date';
import type { NightView } from '../../../lib/replica/nights';
import { SelectBox } from '../../../lib/ui/select-box';

const NIGHT_STATUS = { planned: msg`planificada`, open: msg`abierta`, closed: msg`cerrada` } as const;

export function nightLabel(i18n: I18n, night: NightView | undefined): string {
  if (!night) return '';
  const name = night.eventName ? ` · ${night.eventName}` : '';
  return `${fDate(night.businessDate, i18n)}${name}`;
}

/** The venue's nights from the replica, newest first; works offline. */
export function NightPicker({
  nights,
  value,
  onChange,
}: {
  nights: readonly NightView[];
  value: string | undefined;
  onChange(id: string): void;
}) {
  const { t, i18n } = useLingui();
  const sorted = [...nights].sort((a, b) => b.businessDate.localeCompare(a.businessDate));
  return (
    <SelectBox
      size="md"
      maxW={{ base: 'full', sm: '80' }}
      value={value ?? ''}
      onChange={onChange}
      label={t`Noche`}
      testId="night-picker"
      options={sorted.map((n) => ({ value: n.id, label: `${nightLabel(i18n, n)} (${i18n._(NIGHT_STATUS[n.status])})` }))}
    />
  );
}
