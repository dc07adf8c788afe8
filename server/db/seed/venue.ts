// The operating frame: the venue, its warehouses and bars, the price lists' headers, the points of
// sale and their terminals.
import { pointsOfSale, priceLists, stockLocations, terminalEvents, terminals, venues } from '../schema';
import { DAY, HOUR, localDate, MINUTE, type NightPlan } from './calendar';
import type { SeedContext } from './context';
import type { Storage } from './data/goods';
import { randomCuit } from './documents';

export interface Location {
  id: string;
  name: string;
  kind: 'warehouse' | 'bar';
}

export type StaffRole = 'bartender' | 'cashier' | 'cloakroom';

export interface PointOfSale {
  id: string;
  kind: 'bar' | 'ticket_office' | 'cloakroom';
  name: string;
  /** The bar's stock location (bars only). */
  location?: Location;
  priceList: 'general' | 'vip';
  /** Serves the VIP sector (bottle service, VIP entries). */
  vip: boolean;
  afipPosNumber: number;
  terminalId: string;
  /** Share of its kind's sales. */
  weight: number;
  /** Index into the staff users of `staffRole` who work it. */
  staffRole: StaffRole;
  staffIndex: number;
}

export interface Venue {
  id: string;
  name: string;
  legalName: string;
  taxId: string;
  warehouses: Record<Storage, Location>;
  bars: Location[];
  pos: PointOfSale[];
  priceListIds: { general: string; vip: string };
  terminalRows: { id: string; pointOfSaleId: string; row: { lastSeenAt?: Date | null } }[];
}

const BARS: { name: string; weight: number; vip?: boolean }[] = [
  { name: 'Barra Principal', weight: 0.28 },
  { name: 'Barra Pista', weight: 0.2 },
  { name: 'Barra Terraza', weight: 0.15 },
  { name: 'Barra VIP', weight: 0.12, vip: true },
  { name: 'Barra Lounge', weight: 0.12 },
  { name: 'Barra Patio', weight: 0.13 },
];
const TICKET_OFFICES: { name: string; weight: number; vip?: boolean }[] = [
  { name: 'Boletería 1 (Puerta principal)', weight: 0.5 },
  { name: 'Boletería 2 (Puerta principal)', weight: 0.38 },
  { name: 'Boletería VIP', weight: 0.12, vip: true },
];
const CLOAKROOMS: { name: string; weight: number; vip?: boolean }[] = [
  { name: 'Guardarropa Planta Baja', weight: 0.6 },
  { name: 'Guardarropa VIP', weight: 0.4, vip: true },
];

export function buildVenue(ctx: SeedContext): Venue {
  const { sink, ids } = ctx;
  const rng = ctx.rng.fork('venue');
  const created = new Date(ctx.epochMs);
  const venueId = ids.at(ctx.epochMs);
  const venue = {
    id: venueId,
    name: 'Noctua Club',
    legalName: 'Noctua Entretenimientos S.R.L.',
    taxId: randomCuit(rng, '30'),
  };
  sink.add(venues, {
    ...venue,
    timezone: 'America/Argentina/Buenos_Aires',
    currency: 'ARS',
    address: 'Av. Costanera Rafael Obligado 4800, C1425 Ciudad Autónoma de Buenos Aires',
    createdAt: created,
    updatedAt: created,
  });

  const location = (name: string, kind: 'warehouse' | 'bar'): Location => {
    const loc = { id: ids.at(ctx.epochMs), name, kind };
    sink.add(stockLocations, { ...loc, venueId, createdAt: created, updatedAt: created });
    return loc;
  };
  const warehouses = { dry: location('Depósito central', 'warehouse'), cold: location('Depósito cámara de frío', 'warehouse') };
  const bars = BARS.map((b) => location(b.name, 'bar'));

  // Prices move every month, so each list is valid from the first of the current month.
  const validFrom = `${localDate(ctx.nowMs).slice(0, 8)}01`;
  const priceListIds = { general: ids.at(ctx.epochMs), vip: ids.at(ctx.epochMs) };
  sink.add(priceLists, {
    id: priceListIds.general,
    venueId,
    name: 'Lista general',
    validFrom,
    createdAt: created,
    updatedAt: created,
  });
  sink.add(priceLists, { id: priceListIds.vip, venueId, name: 'Lista VIP', validFrom, createdAt: created, updatedAt: created });

  const pos: PointOfSale[] = [];
  const terminalRows: Venue['terminalRows'] = [];
  let afip = 1;
  const addPos = (p: Omit<PointOfSale, 'id' | 'terminalId' | 'afipPosNumber'>, deviceModel: string) => {
    const id = ids.at(ctx.epochMs);
    const terminalId = ids.at(ctx.epochMs);
    const entry: PointOfSale = { ...p, id, terminalId, afipPosNumber: afip++ };
    pos.push(entry);
    sink.add(pointsOfSale, {
      id,
      venueId,
      kind: p.kind,
      name: p.name,
      stockLocationId: p.location?.id ?? null,
      priceListId: p.priceList === 'vip' ? priceListIds.vip : priceListIds.general,
      afipPosNumber: entry.afipPosNumber,
      // Barra VIP serves the VIP tables' mobile orders (mobile-orders.ts books them there).
      servesVipTables: p.kind === 'bar' && p.vip,
      createdAt: created,
      updatedAt: created,
    });
    const row = sink.add(terminals, {
      id: terminalId,
      pointOfSaleId: id,
      // Named after its point of sale and its number there; the screens already say "Terminal".
      name: `${p.name} · 1`,
      deviceId: `${deviceModel}-${rng.uint32().toString(16).padStart(8, '0').toUpperCase()}`,
      appVersion: rng.chance(0.8) ? '0.90.65' : '0.90.61',
      lastSeenAt: null,
      createdAt: created,
      updatedAt: created,
    });
    terminalRows.push({ id: terminalId, pointOfSaleId: id, row });
  };
  // One point of sale per bar (selling from it), ticket office and cloakroom, each with its terminal.
  const KINDS = [
    { kind: 'bar', list: BARS, staffRole: 'bartender', device: 'SUNMI-V2S' },
    { kind: 'ticket_office', list: TICKET_OFFICES, staffRole: 'cashier', device: 'SUNMI-T2' },
    { kind: 'cloakroom', list: CLOAKROOMS, staffRole: 'cloakroom', device: 'MOTO-G24' },
  ] as const;
  for (const { kind, list, staffRole, device } of KINDS) {
    list.forEach((p, i) => {
      const bar = kind === 'bar';
      addPos(
        {
          kind,
          name: p.name,
          ...(bar ? { location: bars[i] } : {}),
          priceList: bar && p.vip ? 'vip' : 'general',
          vip: p.vip ?? false,
          weight: p.weight,
          staffRole,
          staffIndex: i,
        },
        device,
      );
    });
  }

  return { ...venue, warehouses, bars, pos, priceListIds, terminalRows };
}

/**
 * The satellite screen's history: each terminal signs in, sends its batches and syncs during the
 * last nights it worked, with the odd error.
 */
export function buildTerminalEvents(
  ctx: SeedContext,
  venue: Venue,
  nights: readonly NightPlan[],
  staffFor: (pos: PointOfSale) => string,
): void {
  const rng = ctx.rng.fork('terminal-events');
  const worked = nights.filter((n) => n.status !== 'planned').slice(-2);
  for (const t of venue.terminalRows) {
    const pos = venue.pos.find((p) => p.id === t.pointOfSaleId);
    if (!pos) continue;
    const userId = staffFor(pos);
    let last = 0;
    const event = (atMs: number, kind: 'sign_in' | 'sign_out' | 'sync' | 'error' | 'batch', detail: string) => {
      if (atMs > ctx.nowMs) return;
      last = Math.max(last, atMs);
      const at = new Date(atMs);
      ctx.sink.add(terminalEvents, {
        id: ctx.ids.at(atMs),
        terminalId: t.id,
        at,
        kind,
        detail,
        userId,
        createdAt: at,
        updatedAt: at,
      });
    };
    for (const night of worked) {
      const open = night.opensAt.getTime();
      const close = night.closesAt.getTime();
      event(open - 20 * MINUTE, 'sign_in', 'Inicio de sesión');
      event(open - 15 * MINUTE, 'sync', 'Catálogo y lista de precios actualizados');
      const batches = rng.int(2, 4);
      for (let b = 1; b <= batches; b++) {
        event(open + (b * (close - open)) / (batches + 1), 'batch', `Lote ${b}: ${rng.int(18, 140)} ventas enviadas`);
      }
      if (rng.chance(0.25))
        event(open + rng.between(1, 4) * HOUR, 'error', 'Sin conexión durante 3 min; ventas en cola reenviadas');
      event(close + 5 * MINUTE, 'sync', 'Cierre de lote confirmado');
      event(close + 10 * MINUTE, 'sign_out', 'Cierre de sesión');
    }
    const open = worked.at(-1)?.status === 'open';
    t.row.lastSeenAt = new Date(open ? ctx.nowMs - rng.int(1, 9) * MINUTE : last || ctx.nowMs - 2 * DAY);
  }
}
