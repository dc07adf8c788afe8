// Issue 37, item 2: which nights the one night picker offers one tap away. "Esta noche" is the
// night under way (open) or else the last one that has begun; "Anoche" the one before it; a
// screen opens on "Esta noche", else on the nearest planned night.
import { describe, expect, it } from 'vitest';
import { defaultNight, type PickableNight, quickNights } from '../../src/lib/ui/night-picker';
import { venueNightDate } from '../../src/lib/venue-day';

const night = (id: string, businessDate: string, status: PickableNight['status'] = 'closed'): PickableNight => ({
  id,
  businessDate,
  status,
});

describe('the night picker’s quick choices', () => {
  const nights = [
    night('fri', '2026-12-04'),
    night('sat', '2026-12-05', 'open'),
    night('next', '2026-12-11', 'planned'),
    night('thu', '2026-12-03'),
  ];

  it('tonight is the open night, last night the one before it, whatever the order given', () => {
    expect(quickNights(nights, '2026-12-06')).toEqual({ tonight: nights[1], lastNight: nights[0] });
  });

  it('without an open night, tonight is the last that has begun, never a planned one ahead', () => {
    const closed = nights.map((n) => (n.status === 'open' ? { ...n, status: 'closed' as const } : n));
    expect(quickNights(closed, '2026-12-06').tonight?.id).toBe('sat');
    expect(quickNights(closed, '2026-12-04').tonight?.id).toBe('fri');
    expect(quickNights(closed, '2026-12-04').lastNight?.id).toBe('thu');
  });

  it('opens on tonight, else the nearest planned night; nothing without nights', () => {
    expect(defaultNight(nights, '2026-12-06')?.id).toBe('sat');
    expect(defaultNight([night('a', '2026-12-20', 'planned'), night('b', '2026-12-12', 'planned')], '2026-12-06')?.id).toBe('b');
    expect(defaultNight([], '2026-12-06')).toBeUndefined();
  });

  it('without a venue zone, a night begun before midnight is still tonight until six in the morning', () => {
    expect(venueNightDate(new Date(2026, 11, 6, 3, 30))).toBe('2026-12-05');
    expect(venueNightDate(new Date(2026, 11, 6, 7, 0))).toBe('2026-12-06');
  });
});
