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

type Catalog = Promise<{ messages: Record<string, unknown> }>;

// Catalogs are split per language: only the active one is downloaded. Each also has a small boot
// part with the messages of the login page (scripts/vite-boot-catalog.ts): the app starts with it
// and fetches the whole catalog before any other screen shows (ensureFullCatalog). The whole
// catalog comes in CATALOG_PARTS slices fetched side by side (the same plugin), merged here.
const merged = (...parts: Catalog[]): Catalog =>
  Promise.all(parts).then((loaded) => ({ messages: Object.assign({}, ...loaded.map((p) => p.messages)) }));
const catalogs: Record<Locale, () => Catalog> = {
  es: () => merged(import('../../locales/es/messages.po?part=0'), import('../../locales/es/messages.po?part=1')),
  de: () => merged(import('../../locales/de/messages.po?part=0'), import('../../locales/de/messages.po?part=1')),
  fr: () => merged(import('../../locales/fr/messages.po?part=0'), import('../../locales/fr/messages.po?part=1')),
};
const bootCatalogs: Record<Locale, () => Catalog> = {
  es: () => import('../../locales/es/messages.po?boot'),
  de: () => import('../../locales/de/messages.po?boot'),
  fr: () => import('../../locales/fr/messages.po?boot'),
};

/** Set once a screen needs every message: from then on a language switch loads the whole catalog. */
let fullWanted = false;
const fullLoaded = new Set<Locale>();

function activate(locale: Locale, messages: Record<string, unknown>): void {
  i18n.loadAndActivate({ locale, messages: messages as Parameters<typeof i18n.load>[1] });
}

/** Loads the whole catalog of `locale` and, if it is still the active language, switches to it. */
async function loadFull(locale: Locale): Promise<void> {
  if (fullLoaded.has(locale) && i18n.locale === locale) return;
  const { messages } = await catalogs[locale]();
  fullLoaded.add(locale);
  if (i18n.locale === locale) activate(locale, messages);
}

/** Loads the locale's catalog (its boot part first, until a screen needs all), activates it, remembers the choice. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (fullWanted || fullLoaded.has(locale)) {
    const { messages } = await catalogs[locale]();
    fullLoaded.add(locale);
    activate(locale, messages);
  } else {
    // The whole catalog waits for the first other screen (the root route): on the login page its
    // download and parse would only compete with the form (the service worker precaches it).
    const { messages } = await bootCatalogs[locale]();
    activate(locale, messages);
  }
  writeString('local', LANG_STORAGE_KEY, locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Makes sure the active language's whole catalog is in (the root route awaits it for every screen but the login). */
export async function ensureFullCatalog(): Promise<void> {
  fullWanted = true;
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  await loadFull(locale);
}

export { i18n };
