import type { NightSummary } from '../../../../contract/inventory-nightly';
import { useNightsLive } from '../../../../lib/replica/nights';
import { NightPicker, type PickableNight } from '../../../../lib/ui/night-picker';

interface NightSelectProps {
  /** The server's upcoming and recent nights (used until, or without, the device's copy). */
  nights: readonly NightSummary[];
  value: string | undefined;
  onChange(nightId: string): void;
  /** The chosen night when it is not in the list (e.g. the default one answered by the server). */
  fallback?: NightSummary | null;
  label?: string;
}

/**
 * The night a nightly screen shows: the one night picker (lib/ui/night-picker.tsx) over the
 * venue's nights as this device holds them (replicated: the picker works offline too), else the
 * server's list.
 */
export function NightSelect({ nights, value, onChange, fallback, label }: NightSelectProps) {
  const replica = useNightsLive();
  const base: readonly PickableNight[] = replica && replica.length > 0 ? replica : nights;
  const list = fallback && !base.some((n) => n.id === fallback.id) ? [fallback, ...base] : base;
  return <NightPicker nights={list} value={value} onChange={onChange} label={label} testId="night-select" />;
}
