import type { NightSummary } from '../../../../contract/inventory-nightly';
import { NightPicker } from '../../../../lib/ui/night-picker';

interface NightSelectProps {
  nights: readonly NightSummary[];
  value: string | undefined;
  onChange(nightId: string): void;
  /** The chosen night when it is not in the list (e.g. the default one answered by the server). */
  fallback?: NightSummary | null;
  label?: string;
}

/** The night a nightly screen shows: the one night picker (lib/ui/night-picker.tsx) over upcoming and recent nights. */
export function NightSelect({ nights, value, onChange, fallback, label }: NightSelectProps) {
  const list = fallback && !nights.some((n) => n.id === fallback.id) ? [fallback, ...nights] : nights;
  return <NightPicker nights={list} value={value} onChange={onChange} label={label} testId="night-select" />;
}
