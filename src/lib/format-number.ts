// Numbers as the venue reads them, in the interface language: money (integer cents in the data,
// DOMAIN.md) with the venue's currency, quantities of goods with up to 3 decimals (a partial
// bottle), percentages. One formatter per locale and option set, created once.
import { i18n as globalI18n, type I18n } from '@lingui/core';
import { intlLocale } from './sync/sync-text';

const cache = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

/** $ 1.234,50 from 123450 cents. */
export function fMoney(cents: number | null | undefined, currency = 'ARS', i18n: I18n = globalI18n): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '-';
  return formatter(intlLocale(i18n), { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    cents / 100,
  );
}

/** 12,4 — a quantity of a good, up to 3 decimals, no trailing zeros. */
export function fQty(value: number | null | undefined, i18n: I18n = globalI18n): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  return formatter(intlLocale(i18n), { maximumFractionDigits: 3 }).format(value);
}

/** 35,2 % from 0.352. */
export function fPercent(ratio: number | null | undefined, i18n: I18n = globalI18n): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return '-';
  return formatter(intlLocale(i18n), { style: 'percent', maximumFractionDigits: 1 }).format(ratio);
}
