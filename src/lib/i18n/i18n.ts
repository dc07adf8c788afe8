// The language of the interface. The choice is kept in localStorage under `lang` (SPEC §1);
// Spanish is the source language and the fallback whenever nothing valid is stored.
import { i18n } from '@lingui/core';
import { readString, writeString } from '../storage';

export const LOCALES = ['es', 'de', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';
export const LANG_STORAGE_KEY = 'lang';

/** Each language named in itself, as a language menu shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function getStoredLocale(): Locale {
  const stored = readString('local', LANG_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

// Catalogs are split per language: only the active one is downloaded.
const catalogs: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  es: () => import('../../locales/es/messages.po'),
  de: () => import('../../locales/de/messages.po'),
  fr: () => import('../../locales/fr/messages.po'),
};

/** Loads the locale's catalog, activates it and remembers the choice. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages: messages as Parameters<typeof i18n.load>[1] });
  writeString('local', LANG_STORAGE_KEY, locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export { i18n };
