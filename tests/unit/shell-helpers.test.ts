// Helpers of the app shell: SPEC §9 date formats, the fallback avatar choice, the notification
// list mapping and grouping, and settings read back from a possibly corrupted localStorage.
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { NotificationDto } from '../../src/contract/notifications';
import {
  type AppNotification,
  groupNotifications,
  resolveClick,
  toAppNotification,
  unreadCount,
} from '../../src/features/notifications/notifications';
import { AVATAR_COUNT, avatarIndex, fallbackAvatarUrl, initials, initialsPalette } from '../../src/lib/avatar';
import { fDate, fDateIso, fDateLong, fDateTime, fDateTimeLocal, fMonth, fToNow } from '../../src/lib/format-date';
import { DEFAULT_SETTINGS, parseSettings } from '../../src/lib/settings';

// 21 Nov 2026, 23:40:05 local time.
const night = new Date(2026, 10, 21, 23, 40, 5);

function withLocale(locale: string, fn: () => void) {
  i18n.loadAndActivate({ locale, messages: {} });
  try {
    fn();
  } finally {
    i18n.loadAndActivate({ locale: 'es', messages: {} });
  }
}

describe('date helpers (SPEC §9)', () => {
  it('formats every pattern in Spanish', () => {
    expect(fDate(night)).toBe('21/11/2026');
    expect(fDateLong(night)).toBe('21 noviembre 2026');
    // A report's month, never "2026-11" (issue 37).
    expect(fMonth(night)).toBe('nov 2026');
    expect(fDateTime(night)).toBe('21 nov 2026 23:40');
    expect(fDateIso(night)).toBe('2026-11-21');
    expect(fDateTimeLocal(night)).toBe('21/11/2026, 23:40:05');
  });

  it('follows the active language', () => {
    withLocale('de', () => {
      // One numeric date per language: a night label and a timestamp agree (issue 19).
      expect(fDate(night)).toBe('21.11.2026');
      expect(fDateTimeLocal(night).startsWith(fDate(night))).toBe(true);
      expect(fDateLong(night)).toBe('21 November 2026');
      expect(fDateTime(night)).toBe('21 Nov. 2026 23:40');
      expect(fDateTimeLocal(night)).toBe('21.11.2026, 23:40:05');
    });
    withLocale('fr', () => {
      expect(fDate(night)).toBe('21/11/2026');
      expect(fDateLong(night)).toBe('21 novembre 2026');
      expect(fDateTimeLocal(night)).toMatch(/^21\/11\/2026 23:40:05$/);
    });
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(fDate('2026-11-21')).toBe('21/11/2026');
    expect(fDateIso(night.getTime())).toBe('2026-11-21');
    expect(fDate(night.toISOString())).toBe(fDate(night));
  });

  it("shows '-' for a missing date", () => {
    for (const fn of [fDate, fDateLong, fDateTime, fDateIso, fDateTimeLocal, fToNow]) {
      expect(fn(null)).toBe('-');
      expect(fn(undefined)).toBe('-');
      expect(fn('')).toBe('-');
      expect(fn('   ')).toBe('-');
    }
  });

  it("shows 'Fecha inválida' for an invalid one", () => {
    for (const fn of [fDate, fDateLong, fDateTime, fDateIso, fDateTimeLocal, fToNow]) {
      expect(fn('no es una fecha')).toBe('Fecha inválida');
      expect(fn(new Date(Number.NaN))).toBe('Fecha inválida');
    }
  });

  it('says how long ago something happened', () => {
    const now = new Date(2026, 10, 22, 2, 40, 5);
    expect(fToNow(night, i18n, now)).toBe('hace 3 horas');
    // Seconds ago, or "ahead" when this device's clock is behind: never a future tense.
    expect(fToNow(new Date(now.getTime() + 7_000), i18n, now)).toBe('hace un momento');
    expect(fToNow(new Date(now.getTime() - 20_000), i18n, now)).toBe('hace un momento');
  });
});

describe('fallback avatar (SPEC §9)', () => {
  it('is the sum of the char codes modulo 21, the same every time', () => {
    expect(AVATAR_COUNT).toBe(21);
    expect(avatarIndex('abc')).toBe((97 + 98 + 99) % 21);
    expect(avatarIndex('')).toBe(0);
    const id = '6f1c2d3e-0000-4000-8000-00000000abcd';
    expect(avatarIndex(id)).toBe(avatarIndex(id));
    expect(fallbackAvatarUrl('abc', '/noctua/')).toBe(`/noctua/avatars/avatar-${((97 + 98 + 99) % 21) + 1}.svg`);
  });

  it('reaches all 21 images', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 21; i++) seen.add(avatarIndex(String.fromCharCode(65 + i)));
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 21 }, (_, i) => i));
  });

  it('colours initials by their first letter', () => {
    expect(initialsPalette('Ana')).toBe('brand');
    expect(initialsPalette('federico')).toBe('cyan');
    expect(initialsPalette('Bruno')).toBe('green');
    expect(initialsPalette('Sofía')).toBe('yellow');
    expect(initialsPalette('Martina')).toBe('red');
    expect(initialsPalette('Ángela')).toBe('brand');
    expect(initialsPalette('')).toBe('gray');
    expect(initialsPalette(null)).toBe('gray');
    expect(initialsPalette('Ñandú')).toBe('brand');
    expect(initialsPalette('#barra')).toBe('gray');
    expect(initials('Lucía  Fernández')).toBe('LF');
    expect(initials('admin')).toBe('A');
  });
});

describe('notifications (SPEC §3, §9)', () => {
  const dto = (i: number, isRead: '0' | '1'): NotificationDto => ({
    id: `n${i}`,
    title: `Aviso ${i}`,
    description: '',
    messageId: null,
    params: null,
    img: null,
    click: null,
    isRead,
    createdAt: new Date(2026, 10, 21, 23 - i).toISOString(),
  });

  it('turns isRead "0"/"1" into a boolean', () => {
    expect(toAppNotification(dto(1, '0')).isRead).toBe(false);
    expect(toAppNotification(dto(1, '1')).isRead).toBe(true);
  });

  it("puts the first 2 under 'Recientes' and the rest under 'Anteriores'", () => {
    const list: AppNotification[] = [dto(1, '0'), dto(2, '1'), dto(3, '0'), dto(4, '1')].map(toAppNotification);
    const { recent, older } = groupNotifications(list);
    expect(recent.map((n) => n.id)).toEqual(['n1', 'n2']);
    expect(older.map((n) => n.id)).toEqual(['n3', 'n4']);
    expect(groupNotifications(list.slice(0, 1))).toEqual({ recent: [list[0]], older: [] });
    expect(unreadCount(list)).toBe(2);
  });

  it('knows where a click leads', () => {
    expect(resolveClick('https://noctua.test/novedades', '/noctua/')).toEqual({
      kind: 'external',
      href: 'https://noctua.test/novedades',
    });
    expect(resolveClick('/noctua/logged/general/anulaciones', '/noctua/')).toEqual({
      kind: 'internal',
      path: '/logged/general/anulaciones',
    });
    expect(resolveClick('/logged/home', '/noctua/')).toEqual({ kind: 'internal', path: '/logged/home' });
    expect(resolveClick('/noctuaX/a', '/noctua/')).toEqual({ kind: 'internal', path: '/noctuaX/a' });
    for (const bad of [null, '', 'javascript:alert(1)', '//evil.test/x', 'ftp://x']) {
      expect(resolveClick(bad, '/noctua/')).toEqual({ kind: 'none' });
    }
  });
});

describe('settings (SPEC §3)', () => {
  it('falls back to the defaults for anything unreadable', () => {
    for (const raw of [null, undefined, 'texto', 42, [], { themeColor: 'pink', themeMode: 'night', themeStretch: 'yes' }]) {
      expect(parseSettings(raw)).toEqual(DEFAULT_SETTINGS);
    }
    expect(DEFAULT_SETTINGS).toMatchObject({ themeColor: 'orange', drinkFilter: 'incremental', themeDirection: 'ltr' });
  });

  it('keeps the valid fields of a partly broken object', () => {
    expect(parseSettings({ themeMode: 'dark', themeColor: 'noctua', themeStretch: true, drinkFilter: 7 })).toEqual({
      ...DEFAULT_SETTINGS,
      themeMode: 'dark',
      themeColor: 'noctua',
      themeStretch: true,
    });
  });

  it('reads a corrupted localStorage value without throwing', async () => {
    localStorage.setItem('settings', '{not json');
    const { vi } = await import('vitest');
    vi.resetModules();
    const fresh = await import('../../src/lib/settings');
    expect(fresh.getSettings()).toEqual(DEFAULT_SETTINGS);
    fresh.updateSettings({ themeColor: 'cyan' });
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toMatchObject({ themeColor: 'cyan' });
  });
});
