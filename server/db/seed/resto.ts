// Restaurant and table service: areas and tables, reservations around the recent and coming
// nights, kitchen orders (comandas) for the last night. The VIP tables' mobile orders are played
// with the nights' sales (mobile-orders.ts), since a delivered one is a sale.
import { restoAreas, restoTables } from '../schema';
import type { Catalogue } from './catalogue';
import type { SeedContext } from './context';
import type { People } from './people';
import { buildRestoConfig, tableLayout } from './resto-config';
import { buildKitchenOrders } from './resto-orders';
import { seedReservations } from './resto-reservations';
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
  const config = buildRestoConfig(ctx, venue, catalogue);
  for (const [sort, [areaName, prefix, count, [minSeats, maxSeats]]] of AREAS.entries()) {
    const areaId = ids.at(ctx.epochMs);
    sink.add(restoAreas, {
      id: areaId,
      venueId: venue.id,
      name: areaName,
      ...config.area(areaName, sort),
      createdAt: created,
      updatedAt: created,
    });
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
        ...tableLayout(areaName, i - 1, count, table.seats),
        createdAt: created,
        updatedAt: created,
      });
    }
  }

  seedReservations(ctx, venue, tables, nightList);
  buildKitchenOrders(ctx, people, catalogue, nightList, tables, config.stationOf);
}
