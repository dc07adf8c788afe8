// The guest page speaks the phone's language. The app's own `lang` key cannot tell us what the
// guest wants: the app stores its default (Spanish) there on start. So the page follows the
// browser's languages (Spanish when none is ours) until the guest picks one in the page's menu;
// that choice is kept under its own key for the next scan.
import { useEffect } from 'react';
import { activateLocale, DEFAULT_LOCALE, i18n, isLocale, type Locale } from '../../lib/i18n/i18n';
import { readString, writeString } from '../../lib/storage';

const GUEST_LANG_KEY = 'noctua.mesa.lang';

export function pickGuestLocale(chosen: string | null, browser: readonly string[]): Locale {
  if (isLocale(chosen)) return chosen;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

export function useGuestLocale(): void {
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const wanted = pickGuestLocale(readString('local', GUEST_LANG_KEY), navigator.languages ?? [navigator.language]);
    const ready = wanted === i18n.locale ? Promise.resolve() : activateLocale(wanted);
    void ready.then(() => {
      if (cancelled) return;
      // From now on a change can only come from the guest's language menu.
      unsubscribe = i18n.on('change', () => writeString('local', GUEST_LANG_KEY, i18n.locale));
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);
}
