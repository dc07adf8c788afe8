// Local settings of SPEC §3, kept as one JSON object in localStorage under `settings` so a
// returning user gets the same theme and drink filter without a server round trip.
// Unknown or malformed fields fall back to the defaults field by field.
import { useSyncExternalStore } from 'react';
import { readJson, writeString } from './storage';

export const SETTINGS_STORAGE_KEY = 'settings';

export const THEME_COLORS = ['default', 'purple', 'cyan', 'blue', 'orange', 'red', 'noctua'] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];
export type ThemeMode = 'light' | 'dark';
export type ThemeDirection = 'ltr' | 'rtl';
/** When the goods list of a stock count follows its search box: every keystroke, or on Enter. */
export const DRINK_FILTER_MODES = ['incremental', 'enter'] as const;
export type DrinkFilterMode = (typeof DRINK_FILTER_MODES)[number];

export interface Settings {
  drinkFilter: string;
  themeMode: ThemeMode;
  themeDirection: ThemeDirection;
  themeColor: ThemeColor;
  themeStretch: boolean;
  /** Opted in to the usage statistics (src/lib/analytics.ts): off until the user switches it on. */
  analytics: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  drinkFilter: 'incremental',
  themeMode: 'light',
  themeDirection: 'ltr',
  themeColor: 'orange',
  themeStretch: false,
  analytics: false,
};

export function parseSettings(raw: unknown): Settings {
  const s = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<Record<keyof Settings, unknown>>;
  return {
    drinkFilter: typeof s.drinkFilter === 'string' ? s.drinkFilter : DEFAULT_SETTINGS.drinkFilter,
    themeMode: s.themeMode === 'dark' || s.themeMode === 'light' ? s.themeMode : DEFAULT_SETTINGS.themeMode,
    themeDirection: s.themeDirection === 'rtl' ? 'rtl' : DEFAULT_SETTINGS.themeDirection,
    themeColor: (THEME_COLORS as readonly unknown[]).includes(s.themeColor)
      ? (s.themeColor as ThemeColor)
      : DEFAULT_SETTINGS.themeColor,
    themeStretch: typeof s.themeStretch === 'boolean' ? s.themeStretch : DEFAULT_SETTINGS.themeStretch,
    analytics: s.analytics === true,
  };
}

let current: Settings = parseSettings(readJson('local', SETTINGS_STORAGE_KEY));
const listeners = new Set<() => void>();

export function getSettings(): Settings {
  return current;
}

export function updateSettings(patch: Partial<Settings>): void {
  current = parseSettings({ ...current, ...patch });
  writeString('local', SETTINGS_STORAGE_KEY, JSON.stringify(current));
  for (const listener of listeners) listener();
}

export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSettings(): Settings {
  return useSyncExternalStore(subscribeSettings, getSettings, getSettings);
}
