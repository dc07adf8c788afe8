// The notification list of the top bar (SPEC §3, §9): the wire shape mapped to the app's
// (isRead "0"/"1" → boolean), repeats folded into one row with a count (issue 31: twelve "Stock
// bajo en Barra Patio" must not bury a cancellation request), the 'Recientes' / 'Anteriores' split
// and where a click leads. Folding is done here, over the list the server sends, so it also works
// against a backend that offers only SPEC §7's list.
import type { NotificationDto } from '../../contract/notifications';

export interface AppNotification {
  id: string;
  title: string;
  description: string;
  /** The kind and its parameters, worded in the reader's language (notification-text.ts). */
  messageId: string | null;
  params: Record<string, string | number> | null;
  img: string | null;
  click: string | null;
  isRead: boolean;
  createdAt: string;
}

/** SPEC §9: the first 2 are 'Recientes', the rest 'Anteriores'. */
export const RECENT_COUNT = 2;

export function toAppNotification(dto: NotificationDto): AppNotification {
  const raw = dto.isRead as unknown;
  // "1" is read; tolerate a backend that already sends a boolean or a number.
  const isRead = raw === '1' || raw === 1 || raw === true || raw === 'true';
  return {
    id: String(dto.id),
    title: dto.title ?? '',
    description: dto.description ?? '',
    messageId: dto.messageId ?? null,
    params: dto.params && typeof dto.params === 'object' ? dto.params : null,
    img: dto.img || null,
    click: dto.click || null,
    isRead,
    createdAt: dto.createdAt,
  };
}

/** SPEC §9's sections: the first 2 rows (notifications or folded repeats) and the rest. */
export function groupNotifications<T>(list: readonly T[]): { recent: T[]; older: T[] } {
  return { recent: list.slice(0, RECENT_COUNT), older: list.slice(RECENT_COUNT) };
}

/** Every unread notification counts, folded or not: the badge tells the truth. */
export function unreadCount(list: readonly Pick<AppNotification, 'isRead'>[]): number {
  return list.reduce((n, item) => n + (item.isRead ? 0 : 1), 0);
}

/** Repeats of one thing: notifications of the same kind with the same title, newest first. */
export interface RepeatGroup {
  key: string;
  /** The newest of them, which the folded row shows. */
  latest: AppNotification;
  /** All of them, newest first (one for a notification without repeats). */
  items: AppNotification[];
  unread: number;
}

/**
 * Two notifications repeat each other when they are of the same kind (message id) and say the
 * same title — the kind and its subject ("Stock bajo en Barra Patio", "Terminal sin señal: POS 3"),
 * whatever their figures. The stored title is the Spanish one, the same in every language.
 */
export function repeatKey(n: Pick<AppNotification, 'messageId' | 'title'>): string {
  return `${n.messageId ?? ''}\u0000${n.title}`;
}

const newestFirst = (a: AppNotification, b: AppNotification) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The list folded: one row per repeat group, ordered by each group's newest notification. */
export function foldRepeats(list: readonly AppNotification[]): RepeatGroup[] {
  const groups = new Map<string, AppNotification[]>();
  for (const n of [...list].sort(newestFirst)) {
    const key = repeatKey(n);
    const items = groups.get(key);
    if (items) items.push(n);
    else groups.set(key, [n]);
  }
  return [...groups].map(([key, items]) => ({
    key,
    latest: items[0] as AppNotification,
    items,
    unread: unreadCount(items),
  }));
}

export type ClickTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string } | { kind: 'none' };

/**
 * Where a notification's `click` leads: an http(s) link opens in a new tab; an in-app path is
 * navigated to (with the app's base path, e.g. '/noctua', stripped since the router adds it);
 * anything else (empty, protocol-relative, javascript:) leads nowhere.
 */
export function resolveClick(click: string | null | undefined, basePath: string): ClickTarget {
  const value = click?.trim();
  if (!value) return { kind: 'none' };
  if (/^https?:\/\//i.test(value)) return { kind: 'external', href: value };
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return { kind: 'none' };
  const base = basePath.replace(/\/$/, '');
  if (base && (value === base || value.startsWith(`${base}/`))) {
    return { kind: 'internal', path: value.slice(base.length) || '/' };
  }
  return { kind: 'internal', path: value };
}
