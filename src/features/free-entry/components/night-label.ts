import type { I18n } from '@lingui/core';
import { fDate } from '../../../lib/format-date';
import type { NightView } from '../../../lib/replica/nights';

/** "05/12/2026 · Fiesta retro": the night on a guest's QR and in the lists' titles. */
export function nightLabel(i18n: I18n, night: NightView | undefined): string {
  if (!night) return '';
  const name = night.eventName ? ` · ${night.eventName}` : '';
  return `${fDate(night.businessDate, i18n)}${name}`;
}
