// The notification list of the top bar (SPEC §3, §9): the wire shape mapped to the app's
// (isRead "0"/"1" → boolean), the 'Recientes' / 'Anteriores' split and where a click leads.
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

export function groupNotifications(list: readonly AppNotification[]): {
  recent: AppNotification[];
  older: AppNotification[];
} {
  return { recent: list.slice(0, RECENT_COUNT), older: list.slice(RECENT_COUNT) };
}

export function unreadCount(list: readonly AppNotification[]): number {
  return list.reduce((n, item) => n + (item.isRead ? 0 : 1), 0);
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
