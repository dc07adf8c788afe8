// The analytics loader of SPEC §7 (issue 37, item 18), privacy first: nothing loads unless the
// operator configured a script (NOCTUA_ANALYTICS_SRC; GET /api/public/analytics says which) AND
// this user switched "Estadísticas de uso" on in Preferencias (off by default) AND the browser does
// not ask not to be tracked (Global Privacy Control, Do Not Track). Only in the signed-in app,
// never on the guest's table page. Switching it off stops the counting at once: the script cannot
// be unloaded, so the opt-out flags the common cookie-less counters read before every event
// (Plausible's `plausible_ignore`, Umami's `umami.disabled`) are set.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AnalyticsConfig } from '../contract/analytics';
import { onlineGet } from './online-api';
import { publicKeys } from './query-keys';
import { useSettings } from './settings';
import { readString, removeKey, writeString } from './storage';

export const ANALYTICS_SCRIPT_ID = 'noctua-analytics';
const OPT_OUT_FLAGS = [
  ['plausible_ignore', 'true'],
  ['umami.disabled', '1'],
] as const;

/** Global Privacy Control or Do Not Track: the browser asks not to be tracked, whatever the setting. */
export function browserAsksNotToTrack(nav: Navigator = navigator): boolean {
  const n = nav as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  return n.globalPrivacyControl === true || n.doNotTrack === '1' || n.msDoNotTrack === '1';
}

/** What the operator configured (null: the loader is off), asked once per session and only when needed. */
export function useAnalyticsConfig(enabled = true) {
  return useQuery(onlineGet(publicKeys.of('analytics'), '/public/analytics', { offline: 'wait', staleTime: Infinity, enabled }));
}

/** Loads the script once when allowed; otherwise sets the counters' opt-out flags. */
export function applyAnalytics(config: AnalyticsConfig, optedIn: boolean): void {
  if (!config) return;
  const allowed = optedIn && !browserAsksNotToTrack();
  for (const [key, value] of OPT_OUT_FLAGS) {
    if (allowed) {
      if (readString('local', key) === value) removeKey('local', key);
    } else writeString('local', key, value);
  }
  if (!allowed || document.getElementById(ANALYTICS_SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = ANALYTICS_SCRIPT_ID;
  script.defer = true;
  script.src = config.src;
  for (const [name, value] of Object.entries(config.data)) script.setAttribute(name, value);
  document.head.append(script);
}

/**
 * In the signed-in shell: follows the configuration and the user's choice. Nothing is asked at start
 * unless the user opted in (Preferencias asks when opened); opting out later in the session finds
 * the configuration already known and sets the opt-out flags.
 */
export function useAnalyticsLoader(): void {
  const optedIn = useSettings().analytics;
  const config = useAnalyticsConfig(optedIn);
  useEffect(() => {
    if (config.data !== undefined) applyAnalytics(config.data, optedIn);
  }, [config.data, optedIn]);
}
