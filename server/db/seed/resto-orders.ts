// The demo's kitchen orders (comandas) for the most recent night that served: each on a table of
// the night, with its night, and lines priced as the waiters' command prices them — the table's
// area list (VIP tables the VIP list, the others the general one) at that night's prices — with a
// course (shared starters first, mains second) and the line's state following its order's.
// `stationOf` gives a dish's station when the menu seed made stations (none: no station).
import { kitchenOrderLines, kitchenOrders } from '../schema';
import { MINUTE } from './calendar';
import type { Catalogue } from './catalogue';
import type { SeedContext } from './context';
import type { People } from './people';
import type { NightRecord } from './sales';

const STARTERS = /para dos|nachos|papas|picada|rabas|provoleta/i;

export function buildKitchenOrders(
  ctx: SeedContext,
  people: People,
  catalogue: Catalogue,
  nightList: NightRecord[],
  tables: readonly { id: string; vip: boolean }[],
  stationOf: (productId: string) => string | null = () => null,
): void {
  const { sink, ids } = ctx;
  const rng = ctx.rng.fork('resto-orders');
  const dishes = catalogue.ofKind('dish');
  const served = nightList.filter((n) => n.plan.status !== 'planned').at(-1);
  const waiter = people.staff.cashier[3]?.id ?? people.supervisor.id;
  if (!served || dishes.length === 0 || tables.length === 0) return;
  const open = served.plan.status === 'open';
  const count = Math.max(2, Math.round(ctx.profile.reservations / 5));
  for (let i = 0; i < count; i++) {
    const atMs = Math.min(ctx.nowMs - 5 * MINUTE, served.plan.opensAt.getTime() + rng.int(20, 240) * MINUTE);
    const status = open ? rng.pick(['new', 'preparing', 'ready', 'served'] as const) : rng.chance(0.93) ? 'served' : 'cancelled';
    const table = rng.pick([...tables]);
    const orderId = ids.at(atMs);
    sink.add(kitchenOrders, {
      id: orderId,
      tableId: table.id,
      waiterId: waiter,
      status,
      nightId: served.id,
      createdAt: new Date(atMs),
      updatedAt: new Date(atMs),
    });
    for (const dish of rng.sample(dishes, rng.int(1, Math.min(3, dishes.length)))) {
      sink.add(kitchenOrderLines, {
        id: ids.at(atMs),
        orderId,
        productId: dish.id,
        quantity: rng.int(1, 3),
        note: rng.pick(['', '', 'Sin cebolla', 'Bien cocida', 'Para compartir', 'Sin TACC si se puede']),
        stationId: stationOf(dish.id),
        course: STARTERS.test(dish.spec.name) ? 1 : 2,
        status,
        unitPrice: catalogue.priceAt(dish, table.vip ? 'vip' : 'general', atMs),
        createdAt: new Date(atMs),
        updatedAt: new Date(atMs),
      });
    }
  }
}
