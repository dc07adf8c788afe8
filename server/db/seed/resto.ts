// Restaurant and table service: areas and tables, reservations around the recent and coming
// nights, kitchen orders (comandas) for the last night. The VIP tables' mobile orders are played
// with the nights' sales (mobile-orders.ts), since a delivered one is a sale.
import { reservations, restoAreas, restoTables } from '../schema';
import { HOUR } from './calendar';
import type { Catalogue } from './catalogue';
import type { SeedContext } from './context';
import { asciiSlug, FEMALE_NAMES, MALE_NAMES, SURNAMES } from './data/names';
import type { People } from './people';
import { buildKitchenOrders } from './resto-orders';
import type { NightRecord } from './sales';
import type { Venue } from './venue';

const AREAS: [string, string, number, [number, number]][] = [
  ['Sector VIP', 'Mesa VIP', 8, [6, 10]],
  ['Terraza', 'Mesa Terraza', 6, [4, 6]],
  ['Restaurante', 'Mesa', 8, [2, 6]],
];

/** The VIP sector's table names ("Mesa VIP 1" …), the labels of its mobile orders. */
export function vipTableNames(): string[] {
  const [, prefix, count] = AREAS[0] as (typeof AREAS)[number];
  return Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);
}

export function buildResto(ctx: SeedContext, venue: Venue, people: People, catalogue: Catalogue, nightList: NightRecord[]): void {
  const { sink, ids } = ctx;
  const rng = ctx.rng.fork('resto');
  const created = new Date(ctx.epochMs);
  const tables: { id: string; name: string; seats: number; vip: boolean }[] = [];
  for (const [areaName, prefix, count, [minSeats, maxSeats]] of AREAS) {
    const areaId = ids.at(ctx.epochMs);
    sink.add(restoAreas, { id: areaId, venueId: venue.id, name: areaName, createdAt: created, updatedAt: created });
    for (let i = 1; i <= count; i++) {
      const table = {
        id: ids.at(ctx.epochMs),
        name: `${prefix} ${i}`,
        seats: rng.int(minSeats, maxSeats),
        vip: areaName === 'Sector VIP',
      };
      tables.push(table);
      sink.add(restoTables, {
        id: table.id,
        areaId,
        name: table.name,
        seats: table.seats,
        createdAt: created,
        updatedAt: created,
      });
    }
  }

  // Reservations, mostly VIP tables for birthdays and groups, over the recent and next nights.
  const notes = [
    'Cumpleaños de 30',
    'Despedida de soltera',
    'Quieren champagne al llegar',
    'Llegan después de las 2',
    '',
    '',
    '',
  ];
  const nightsForBooking = nightList.slice(-Math.min(nightList.length, 12));
  for (let i = 0; i < ctx.profile.reservations; i++) {
    const night = rng.pick(nightsForBooking);
    const female = rng.chance(0.55);
    const first = rng.pick(female ? FEMALE_NAMES : MALE_NAMES);
    const last = rng.pick(SURNAMES);
    const table = rng.chance(0.7) ? rng.pick(tables.filter((t) => t.vip)) : rng.pick(tables);
    const past = night.plan.status === 'closed';
    const roll = rng.next();
    const status = past
      ? roll < 0.72
        ? 'completed'
        : roll < 0.86
          ? 'no_show'
          : 'cancelled'
      : night.plan.status === 'open'
        ? roll < 0.5
          ? 'seated'
          : 'confirmed'
        : roll < 0.6
          ? 'confirmed'
          : 'requested';
    const createdMs = night.plan.opensAt.getTime() - rng.int(12, 24 * 9) * HOUR;
    sink.add(reservations, {
      id: ids.at(createdMs),
      venueId: venue.id,
      date: night.plan.businessDate,
      time: rng.pick(['23:30', '00:00', '00:30', '01:00', '01:30']),
      partySize: rng.int(2, table.seats + 2),
      name: `${first} ${last}`,
      phone: `+54 9 11 ${rng.int(2000, 6999)}-${String(rng.int(0, 9999)).padStart(4, '0')}`,
      email: `${asciiSlug(first)}.${asciiSlug(last)}@gmail.com`,
      tableId: status === 'requested' ? null : table.id,
      notes: rng.pick(notes),
      status,
      createdAt: new Date(Math.min(createdMs, ctx.nowMs)),
      updatedAt: new Date(Math.min(createdMs + HOUR, ctx.nowMs)),
    });
  }

  buildKitchenOrders(ctx, people, catalogue, nightList, tables);
}
