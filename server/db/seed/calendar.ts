// The seed's calendar: which nights the club opened, when, and how prices moved. Argentina has
// kept UTC−3 all year since 2009 (no DST), so local wall-clock times are a fixed offset and need
// no time-zone database.

const HOUR = 3_600_000;
export const MINUTE = 60_000;
export const DAY = 24 * HOUR;
export { HOUR };

const AR_OFFSET = -3 * HOUR;

/** 'YYYY-MM-DD' of the local (Buenos Aires) calendar day containing `ms`. */
export function localDate(ms: number): string {
  return new Date(ms + AR_OFFSET).toISOString().slice(0, 10);
}

/** Local hour (0–23) at `ms`. */
export function localHour(ms: number): number {
  return new Date(ms + AR_OFFSET).getUTCHours();
}

/** The instant of local `date` at `hour:minute` (hour may exceed 23 to reach the next day). */
export function atLocal(date: string, hour: number, minute = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - AR_OFFSET + hour * HOUR + minute * MINUTE);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, for a 'YYYY-MM-DD' date. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Local calendar month as a running number (year × 12 + month): cheap month arithmetic. */
export function monthIndex(ms: number): number {
  const d = new Date(ms + AR_OFFSET);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

/** Months between two local dates counted by calendar month (Jan 31 → Feb 1 is one month). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm);
}

export interface NightPlan {
  index: number;
  businessDate: string;
  weekday: number;
  opensAt: Date;
  closesAt: Date;
  status: 'planned' | 'open' | 'closed';
  eventName: string;
  /** Relative crowd: Thursday is quiet, Saturday is the big night. */
  crowd: number;
}

const THURSDAY = 4;
const FRIDAY = 5;
const SATURDAY = 6;

/** Doors open at 23:30 local; Thursdays close at 05:30, weekends at 06:30. */
function nightHours(date: string): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: atLocal(date, 23, 30),
    closesAt: atLocal(date, weekday(date) === THURSDAY ? 29 : 30, 30),
  };
}

const EVENT_NAMES: Record<number, readonly string[]> = {
  [THURSDAY]: ['After Office Noctua', 'Jueves Universitario', 'Noche de Karaoke', 'Jueves de Cumbia', 'Ladies Night'],
  [FRIDAY]: [
    'Viernes de Reggaetón',
    'Fiesta de los 90',
    'Noche Retro',
    'Techno Underground',
    'Viernes de Cuarteto',
    'Fiesta Neón',
  ],
  [SATURDAY]: [
    'Sábado Noctua',
    'Fiesta Electrónica',
    'Noche de Cumbia y Reggaetón',
    'Sábado Clásico',
    'Fiesta Blanca',
    'Noche Latina',
  ],
};

/**
 * The `pastCount` most recent Thursday/Friday/Saturday nights that ended before `now` (closed),
 * then the night under way (open) or, outside opening hours, the next one (planned).
 */
export function planNights(now: Date, pastCount: number, pick: (names: readonly string[]) => string): NightPlan[] {
  const nowMs = now.getTime();
  const today = localDate(nowMs);
  const dates: string[] = [];
  for (let d = addDays(today, 7); dates.length < pastCount + 6; d = addDays(d, -1)) {
    const wd = weekday(d);
    if (wd === THURSDAY || wd === FRIDAY || wd === SATURDAY) dates.push(d);
  }
  dates.reverse();
  const firstUpcoming = dates.findIndex((d) => nightHours(d).closesAt.getTime() > nowMs);
  const chosen = dates.slice(Math.max(0, firstUpcoming - pastCount), firstUpcoming + 1);
  return chosen.map((businessDate, index) => {
    const { opensAt, closesAt } = nightHours(businessDate);
    const wd = weekday(businessDate);
    const status = closesAt.getTime() <= nowMs ? 'closed' : opensAt.getTime() <= nowMs ? 'open' : 'planned';
    return {
      index,
      businessDate,
      weekday: wd,
      opensAt,
      closesAt,
      status,
      eventName: pick(EVENT_NAMES[wd] ?? []),
      crowd: wd === SATURDAY ? 1.4 : wd === FRIDAY ? 1 : 0.6,
    };
  });
}

/**
 * The demo's last night is still being wrapped up: outside opening hours (no night under way) the
 * most recent past night stays open, as a manager leaves it while its pending cancellation requests
 * block the close (closed means closed: nothing is filed under a closed night, so the supervisor's
 * queue lives on a night that is not closed). During opening hours the night under way is that night.
 */
export function keepLastNightOpen(plans: NightPlan[]): NightPlan[] {
  if (plans.some((p) => p.status === 'open')) return plans;
  const last = plans.findLastIndex((p) => p.status === 'closed');
  return plans.map((p, i) => (i === last ? { ...p, status: 'open' } : p));
}

/**
 * Argentine prices climb every month: a price from `months` months ago was this fraction of
 * today's (≈2.2 % a month, the 2025–26 pace).
 */
export function inflationFactor(months: number): number {
  return 1.022 ** -Math.max(0, months);
}
