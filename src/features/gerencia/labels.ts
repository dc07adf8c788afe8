// Names of the points of sale's kinds and of the payment methods as the management screens show them.

export { PAYMENT_LABELS, POS_KIND_LABELS } from '../../lib/i18n/sale-labels';

/** "23 h" — a local hour of the night. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')} h`;

export function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function daysAgoIso(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
