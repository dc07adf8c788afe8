// What the home screen's night card is headed with. A night venue's day crosses midnight: at 00:30
// on Sunday the night under way is Saturday's, so the card is dated with the night's business
// date, not the device's calendar day. A planned night is "tonight" once its date has come in the
// venue's timezone (even if nobody has pressed "Abrir" yet); a later one is the next night.
import { businessDate, type CurrentNight } from '../../contract/business-date';

export function isTonight(night: Pick<CurrentNight, 'status' | 'businessDate' | 'timezone'>, now: Date): boolean {
  return night.status === 'open' || night.businessDate <= businessDate(now, night.timezone, 0);
}

/** "sábado, 21 de noviembre" for the night's date, or for `now` when there is no night. */
export function nightCardDate(night: Pick<CurrentNight, 'businessDate'> | null | undefined, now: Date, locale: string): string {
  const day = night ? new Date(`${night.businessDate}T12:00:00`) : now;
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(day);
}
