import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { NightStatus, NightSummary } from '../../../../contract/inventory-nightly';
import { fDate } from '../../../../lib/format-date';
import { LabelledSelect } from '../../../../lib/ui/select-box';

const STATUS = {
  planned: msg`planificada`,
  open: msg`abierta`,
  closed: msg`cerrada`,
} satisfies Record<NightStatus, unknown>;

/** "01/06/2026 · Fiesta retro (abierta)" */
export function nightLabel(night: NightSummary, i18n: I18n): string {
  const event = night.eventName ? ` · ${night.eventName}` : '';
  return `${fDate(night.businessDate, i18n)}${event} (${i18n._(STATUS[night.status])})`;
}

interface NightSelectProps {
  nights: readonly NightSummary[];
  value: string | undefined;
  onChange(nightId: string): void;
  /** The chosen night when it is not in the list (e.g. the default one answered by the server). */
  fallback?: NightSummary | null;
  label?: string;
}

/** The night a nightly screen shows: upcoming and recent nights, newest first. */
export function NightSelect({ nights, value, onChange, fallback, label }: NightSelectProps) {
  const { t, i18n } = useLingui();
  const list = fallback && !nights.some((n) => n.id === fallback.id) ? [fallback, ...nights] : nights;
  return (
    <LabelledSelect
      label={label ?? t`Noche`}
      fieldProps={{ minW: '0' }}
      value={value ?? ''}
      onChange={onChange}
      placeholder={value ? undefined : t`Elige una noche`}
      options={list.map((n) => ({ value: n.id, label: nightLabel(n, i18n) }))}
      testId="night-select"
    />
  );
}
