// The kitchen/bar display's logic, as plain functions: tickets (an order's lines at one station) by
// table and time, where else a ticket's order is being prepared, which tickets are new since the
// last answer (the alert), and how fresh the screen is — a display that lost the server says so
// loudly and keeps the last tickets on screen, never a silent empty screen.
import type { KitchenBoardDto, KitchenLineDto, KitchenOrderDto, KitchenStatus } from '../../contract/resto-orders';

/** Past this many seconds without an answer the display shows the "sin conexión" banner. */
export const STALE_AFTER_S = 10;

export interface Ticket {
  /** `${orderId}:${stationId}`. */
  key: string;
  order: KitchenOrderDto;
  stationId: string | null;
  lines: KitchenLineDto[];
  /** The ticket's state: its least advanced live line (cancelled when every line is). */
  status: KitchenStatus;
  /** The other stations with lines of this order (names). */
  alsoAt: string[];
  /** When the ticket's first line arrived (ISO). */
  since: string;
}

const ORDER: KitchenStatus[] = ['new', 'preparing', 'ready', 'served'];

export function ticketStatus(lines: readonly KitchenLineDto[]): KitchenStatus {
  const live = lines.filter((l) => l.status !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  return ORDER[Math.min(...live.map((l) => ORDER.indexOf(l.status)))] as KitchenStatus;
}

/** The tickets of `stationId` (null: every station), oldest first. */
export function stationTickets(board: KitchenBoardDto, stationId: string | null): Ticket[] {
  const names = new Map(board.stations.map((s) => [s.id, s.name]));
  const out: Ticket[] = [];
  for (const order of board.orders) {
    const byStation = new Map<string | null, KitchenLineDto[]>();
    for (const line of order.lines) {
      const list = byStation.get(line.stationId) ?? [];
      list.push(line);
      byStation.set(line.stationId, list);
    }
    for (const [station, lines] of byStation) {
      if (stationId !== null && station !== stationId) continue;
      const alsoAt = [...byStation.keys()]
        .filter((s) => s !== station && byStation.get(s)?.some((l) => l.status !== 'cancelled'))
        .map((s) => (s ? (names.get(s) ?? '?') : ''))
        .filter(Boolean);
      const since = lines.reduce((min, l) => (l.createdAt < min ? l.createdAt : min), lines[0]?.createdAt ?? order.createdAt);
      out.push({
        key: `${order.id}:${station ?? ''}`,
        order,
        stationId: station,
        lines,
        status: ticketStatus(lines),
        alsoAt,
        since,
      });
    }
  }
  return out.sort((a, b) => a.since.localeCompare(b.since) || a.key.localeCompare(b.key));
}

/** The display's columns: what to cook, what is being cooked, ready to take, served (for recall). */
export function columns(tickets: readonly Ticket[]) {
  return {
    new: tickets.filter((t) => t.status === 'new'),
    preparing: tickets.filter((t) => t.status === 'preparing'),
    ready: tickets.filter((t) => t.status === 'ready'),
    served: tickets.filter((t) => t.status === 'served').reverse(),
  };
}

/**
 * The keys of tickets with lines unseen before (a new order or lines added to one): empty on the
 * first answer, so opening the display does not ring for what was already there.
 */
export function newTicketLines(seen: ReadonlySet<string> | null, tickets: readonly Ticket[]): string[] {
  if (seen === null) return [];
  return tickets.filter((t) => t.status === 'new' && t.lines.some((l) => !seen.has(l.id))).map((t) => t.key);
}

export type Freshness =
  | { state: 'loading' }
  | { state: 'live'; seconds: number }
  /** No answer for a while (or the last request failed): the banner, with the last tickets kept. */
  | { state: 'lost'; seconds: number | null };

/**
 * How fresh the display is at `now`: `answeredAt` is when the last answer arrived (ms, 0 = never),
 * `failing` whether the last request failed, `online` the browser's network state.
 */
export function freshness(answeredAt: number, failing: boolean, online: boolean, now: number): Freshness {
  const seconds = answeredAt > 0 ? Math.max(0, Math.floor((now - answeredAt) / 1000)) : null;
  if (seconds === null) return failing || !online ? { state: 'lost', seconds: null } : { state: 'loading' };
  if (failing || !online || seconds >= STALE_AFTER_S) return { state: 'lost', seconds };
  return { state: 'live', seconds };
}

/** The state a ticket's button moves it to, or null (served and cancelled have none: recall is its own). */
export function nextStatus(status: KitchenStatus): KitchenStatus | null {
  if (status === 'new') return 'preparing';
  if (status === 'preparing') return 'ready';
  if (status === 'ready') return 'served';
  return null;
}
