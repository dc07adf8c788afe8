// The restaurant's configuration in the demo (issue 35): the areas' point of sale, bar and price
// list, the tables' places on each area's 1000 × 1000 floor plan (the VIP sector's with a minimum
// spend and a deposit), the kitchen stations, the menu (the demo's dishes and a few drinks) with some
// modifiers, and the venue's reservation rules. resto.ts creates the areas and tables with these.
import { pointsOfSale, restoMenuItems, restoModifiers, restoSettings, restoStations } from '../schema';
import type { Catalogue, ProductRef } from './catalogue';
import type { SeedContext } from './context';
import type { Venue } from './venue';

export interface RestoConfig {
  /** The station of a product on the menu (null when it is not on it). */
  stationOf(productId: string): string | null;
  /** The areas' columns besides their name, by area name. */
  area(
    name: string,
    sortOrder: number,
  ): {
    vip: boolean;
    pointOfSaleId: string | null;
    stockLocationId: string | null;
    priceListId: string;
    sortOrder: number;
  };
}

/** Where table `index` (0-based) of `count` stands on its area's plan, and its shape and amounts. */
export function tableLayout(areaName: string, index: number, count: number, seats: number) {
  const vip = areaName === 'Sector VIP';
  const perRow = count > 6 ? 4 : 3;
  const col = index % perRow;
  const row = Math.floor(index / perRow);
  const width = vip ? 180 : areaName === 'Terraza' ? 110 : seats > 4 ? 170 : 100;
  const height = vip ? 110 : areaName === 'Terraza' ? 110 : 100;
  const cell = Math.floor(1000 / perRow);
  return {
    shape: vip
      ? ('rectangle' as const)
      : areaName === 'Terraza'
        ? ('round' as const)
        : seats > 4
          ? ('rectangle' as const)
          : ('square' as const),
    x: col * cell + Math.floor((cell - width) / 2),
    y: 120 + row * 260,
    width,
    height,
    // The dining room's tables stand in rows that join for a larger party.
    joinable: areaName === 'Restaurante',
    // Bottle service: $60.000 a head (cents), a quarter of it paid when booking.
    minimumSpend: vip ? seats * 6_000_000 : 0,
    deposit: vip ? seats * 1_500_000 : 0,
  };
}

const STATIONS = ['Cocina', 'Barra', 'Postres'] as const;

export function buildRestoConfig(ctx: SeedContext, venue: Venue, catalogue: Catalogue): RestoConfig {
  const { sink, ids } = ctx;
  const created = new Date(ctx.epochMs);
  const stamps = { createdAt: created, updatedAt: created };

  // The dining room's own point of sale, charging from the general list.
  const restaurantPos = ids.at(ctx.epochMs);
  const barOf = (name: string) => venue.bars.find((b) => b.name === name) ?? venue.bars[0];
  const vipBar = venue.pos.find((p) => p.kind === 'bar' && p.vip);
  sink.add(pointsOfSale, {
    id: restaurantPos,
    venueId: venue.id,
    kind: 'restaurant',
    name: 'Restaurante',
    stockLocationId: barOf('Barra Principal')?.id ?? null,
    priceListId: venue.priceListIds.general,
    ...stamps,
  });

  const stationIds = new Map<string, string>();
  STATIONS.forEach((name, sortOrder) => {
    const id = ids.at(ctx.epochMs);
    stationIds.set(name, id);
    sink.add(restoStations, { id, venueId: venue.id, name, sortOrder, ...stamps });
  });

  // The dishes go to the kitchen; a few drinks to the bar.
  const onMenu: [ProductRef, string, string][] = [
    ...catalogue.ofKind('dish').map((p): [ProductRef, string, string] => [p, 'Platos', 'Cocina']),
    ...catalogue.drinks.slice(0, 6).map((p): [ProductRef, string, string] => [p, 'Bebidas', 'Barra']),
  ];
  const modifiers: Record<string, [string, number][]> = {
    Platos: [
      ['Sin cebolla', 0],
      ['Porción extra', 0.25],
    ],
    Bebidas: [
      ['Sin hielo', 0],
      ['Doble', 0.5],
    ],
  };
  const stationByProduct = new Map<string, string | null>();
  onMenu.forEach(([product, category, station], sortOrder) => {
    const id = ids.at(ctx.epochMs);
    stationByProduct.set(product.id, stationIds.get(station) ?? null);
    sink.add(restoMenuItems, {
      id,
      venueId: venue.id,
      productId: product.id,
      category,
      stationId: stationIds.get(station) ?? null,
      // One dish ran out (86'd) to show the switch.
      available: sortOrder !== 1,
      sortOrder,
      ...stamps,
    });
    // Modifiers on every other item: a free one and one that adds to the price (whole pesos).
    if (sortOrder % 2 === 0)
      for (const [name, share] of modifiers[category] ?? [])
        sink.add(restoModifiers, {
          id: ids.at(ctx.epochMs),
          menuItemId: id,
          name,
          priceDelta: Math.round((product.price.general * share) / 100) * 100,
          ...stamps,
        });
  });

  sink.add(restoSettings, {
    venueId: venue.id,
    slotMinutes: 30,
    turnMinutes: [
      { upTo: 2, minutes: 90 },
      { upTo: 6, minutes: 120 },
      { upTo: 1000, minutes: 180 },
    ],
    minParty: 1,
    maxParty: 16,
    pacingPer15: 24,
    noShowReleaseMinutes: 30,
    ...stamps,
  });

  return {
    stationOf: (productId) => stationByProduct.get(productId) ?? null,
    area(name, sortOrder) {
      const vip = name === 'Sector VIP';
      return {
        vip,
        pointOfSaleId: vip ? (vipBar?.id ?? null) : restaurantPos,
        stockLocationId:
          (vip ? vipBar?.location?.id : barOf(name === 'Terraza' ? 'Barra Terraza' : 'Barra Principal')?.id) ?? null,
        priceListId: vip ? venue.priceListIds.vip : venue.priceListIds.general,
        sortOrder,
      };
    },
  };
}
