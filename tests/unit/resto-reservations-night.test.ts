// resto/reserva's screen logic (src/features/resto-reservations/night-logic.ts): the timeline's
// layout, each table's state on the floor plan at a time, the free tables for seating from the
// waiting list, and the waiting and door lists.
import { describe, expect, it } from 'vitest';
import type { ReservationDto, RestoTableRef } from '../../src/contract/resto-reservations';
import {
  DEFAULT_WINDOW_HOURS,
  doorList,
  freeTablesAt,
  tableStateAt,
  timelineLayout,
  waitingList,
} from '../../src/features/resto-reservations/night-logic';

const H = 3_600_000;
const BASE = Date.UTC(2031, 0, 1, 23, 0);
const table = (id: string): RestoTableRef => ({
  id,
  areaId: 'a',
  name: id.toUpperCase(),
  seats: 4,
  shape: 'square',
  x: 0,
  y: 0,
  width: 80,
  height: 80,
  joinable: true,
  minimumSpend: 0,
  deposit: 0,
});
let n = 0;
function res(over: Partial<ReservationDto> & { from?: number; hours?: number }): ReservationDto {
  n += 1;
  const { from = BASE, hours = 2, ...rest } = over;
  return {
    id: `r${n}`,
    date: '2031-01-01',
    time: '20:00',
    startsAt: new Date(from).toISOString(),
    endsAt: new Date(from + hours * H).toISOString(),
    partySize: 2,
    name: `Reserva ${n}`,
    phone: '',
    email: '',
    tableIds: ['t1'],
    areaId: 'a',
    notes: '',
    status: 'confirmed',
    waitlisted: false,
    minimumSpend: 0,
    deposit: 0,
    vipCard: null,
    seatedAt: null,
    updatedAt: new Date(BASE).toISOString(),
    ...rest,
  };
}

describe('timelineLayout', () => {
  it('spans whole hours from the first arrival, at least the default window, a bar per table of each reservation', () => {
    const joined = res({ from: BASE + 30 * 60_000, tableIds: ['t1', 't2'] });
    const late = res({ from: BASE + 9 * H, hours: 1.5, tableIds: ['t2'] });
    const cancelled = res({ status: 'cancelled', tableIds: ['t1'] });
    const layout = timelineLayout([table('t1'), table('t2')], [joined, late, cancelled], 30, 0);
    expect(layout.from).toBe(BASE);
    expect(layout.to).toBe(BASE + 11 * H);
    expect(layout.slots).toHaveLength(22);
    const [r1, r2] = layout.rows;
    expect(r1?.bars.map((b) => b.reservation.id)).toEqual([joined.id]);
    expect(r2?.bars.map((b) => b.reservation.id)).toEqual([joined.id, late.id]);
    expect(r1?.bars[0]?.left).toBeCloseTo((0.5 / 11) * 100);
    expect(r1?.bars[0]?.width).toBeCloseTo((2 / 11) * 100);
  });

  it('falls back to the given start on an empty night', () => {
    const layout = timelineLayout([table('t1')], [], 15, BASE + 10 * 60_000);
    expect([layout.from, layout.to - layout.from]).toEqual([BASE, DEFAULT_WINDOW_HOURS * H]);
    expect(layout.rows[0]?.bars).toEqual([]);
  });
});

describe('tableStateAt', () => {
  const booked = res({ from: BASE + H, status: 'confirmed' });
  const seated = res({ from: BASE + 4 * H, status: 'seated' });
  const list = [booked, seated];
  it('is booked for the next arrival, late past the grace, seated, then free', () => {
    expect(tableStateAt('t1', list, BASE, 10)).toEqual({ kind: 'booked', reservation: booked });
    expect(tableStateAt('t1', list, BASE + H + 5 * 60_000, 10).kind).toBe('booked');
    expect(tableStateAt('t1', list, BASE + H + 11 * 60_000, 10).kind).toBe('late');
    expect(tableStateAt('t1', list, BASE + 4.5 * H, 10)).toEqual({ kind: 'seated', reservation: seated });
    expect(tableStateAt('t1', list, BASE + 7 * H, 10)).toEqual({ kind: 'free' });
    expect(tableStateAt('t2', list, BASE, 10)).toEqual({ kind: 'free' });
  });
  it('ignores waitlisted, cancelled and finished reservations', () => {
    const others = [res({ waitlisted: true, tableIds: [] }), res({ status: 'cancelled' }), res({ status: 'completed' })];
    expect(tableStateAt('t1', others, BASE + 30 * 60_000, 10)).toEqual({ kind: 'free' });
  });
});

describe('lists', () => {
  it('finds tables free now and for the horizon', () => {
    const soon = res({ from: BASE + H, tableIds: ['t1'] });
    const tables = [table('t1'), table('t2')];
    expect(freeTablesAt(tables, [soon], BASE, 90).map((x) => x.id)).toEqual(['t2']);
    expect(freeTablesAt(tables, [soon], BASE, 30).map((x) => x.id)).toEqual(['t1', 't2']);
  });
  it('keeps the waiting list and the door list', () => {
    const waiting = res({ waitlisted: true, tableIds: [], status: 'requested' });
    const seatedFromList = res({ waitlisted: true, status: 'cancelled' });
    const early = res({ from: BASE - H, name: 'Zoe' });
    const noShow = res({ status: 'no_show' });
    expect(waitingList([waiting, seatedFromList, early]).map((r) => r.id)).toEqual([waiting.id]);
    expect(doorList([waiting, early, noShow]).map((r) => r.id)).toEqual([early.id, waiting.id]);
  });
});
