import type { CountSummaryDto } from '../../../../contract/inventory-counts';
import { fDate } from '../../../../lib/format-date';

/** The night a count belongs to, as a list shows it: its date and, when it has one, the event. */
export function nightLabel(i18n: Parameters<typeof fDate>[1], night: CountSummaryDto['night']): string {
  if (!night) return '';
  const date = fDate(`${night.businessDate}T12:00:00`, i18n);
  return night.eventName ? `${date} · ${night.eventName}` : date;
}
