// The staff board's pure rules: which column an order sits in and in what order, which orders
// are new since the last poll (the alert), the tab title that counts them, and the bar a delivery
// is booked at.
import type { VipServiceBarDto } from '../../contract/vip-config';
import type { MobileOrderDto } from '../../contract/vip-orders';

export const BOARD_COLUMNS = ['nuevas', 'aceptadas', 'finalizadas'] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

export function columnOf(order: Pick<MobileOrderDto, 'status'>): BoardColumn {
  if (order.status === 'placed') return 'nuevas';
  if (order.status === 'accepted') return 'aceptadas';
  return 'finalizadas';
}

const time = (iso: string | null) => (iso ? Date.parse(iso) : 0);
const finishedAt = (o: MobileOrderDto) => Math.max(time(o.deliveredAt), time(o.rejectedAt), time(o.placedAt));

/**
 * Open orders oldest first (the table that waits longest is served first); finished ones newest
 * first (what just happened is what staff look for).
 */
export function groupOrders(orders: readonly MobileOrderDto[]): Record<BoardColumn, MobileOrderDto[]> {
  const out: Record<BoardColumn, MobileOrderDto[]> = { nuevas: [], aceptadas: [], finalizadas: [] };
  for (const o of orders) out[columnOf(o)].push(o);
  out.nuevas.sort((a, b) => time(a.placedAt) - time(b.placedAt));
  out.aceptadas.sort((a, b) => time(a.acceptedAt ?? a.placedAt) - time(b.acceptedAt ?? b.placedAt));
  out.finalizadas.sort((a, b) => finishedAt(b) - finishedAt(a));
  return out;
}

/**
 * Placed orders the board had not seen. The first load (`seen` null) announces nothing: orders
 * that were already waiting when the page opened are visible, not news.
 */
export function newlyPlaced(seen: ReadonlySet<string> | null, orders: readonly MobileOrderDto[]): string[] {
  if (seen === null) return [];
  return orders.filter((o) => o.status === 'placed' && !seen.has(o.id)).map((o) => o.id);
}

/** "(3) Órdenes móviles": the tab shows how many orders wait, even from another tab. */
export function boardTitle(base: string, waiting: number): string {
  return waiting > 0 ? `(${waiting}) ${base}` : base;
}

/** Minutes since the order was placed, never negative (a phone clock ahead of the server). */
export function ageMinutes(placedAt: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(placedAt)) / 60_000));
}

/**
 * The board's one sound button: "Sonido apagado" while muted (a click turns it on); "Activar
 * sonido" while on but the browser blocks it until a click; else "Sonido encendido" (a click
 * mutes). Never two buttons saying opposite things (issue 19).
 */
export function soundButtonState(muted: boolean, blocked: boolean): 'off' | 'blocked' | 'on' {
  if (muted) return 'off';
  return blocked ? 'blocked' : 'on';
}

/**
 * The bar the board's deliveries are booked at (a delivered order is that bar's sale): this
 * device's choice when it is still an active bar, else the VIP settings' bar, else the venue's
 * only active bar; null when none can be told (the board asks, the server would refuse).
 */
export function deliveringBar(setting: VipServiceBarDto | undefined, chosen: string | null): string | null {
  if (!setting) return null;
  const active = (id: string | null) => (id && setting.bars.some((b) => b.id === id) ? id : null);
  return active(chosen) ?? active(setting.pointOfSaleId) ?? (setting.bars.length === 1 ? (setting.bars[0]?.id ?? null) : null);
}
