// Platform names and file sizes as the screen shows them.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Platform } from '../../contract/downloads';
import { intlLocale } from '../../lib/sync/sync-text';

export const PLATFORM_LABELS: Record<Platform, MessageDescriptor> = {
  android: msg`Android`,
  windows: msg`Windows`,
  linux: msg`Linux`,
  ios: msg`iOS`,
  web: msg`Web`,
};

/** 48,3 MB — binary units, one decimal from MB up. */
export function fileSizeLabel(bytes: number | null, i18n: I18n): string {
  if (bytes === null) return '-';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit >= 2 ? 1 : 0;
  return `${new Intl.NumberFormat(intlLocale(i18n), { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
