// The bell folds repeats (issue 31, item 10): twelve "Stock bajo en Barra Patio" are one row with
// "×12" that opens to the twelve, so a cancellation request between them stays in sight; the
// unread count still counts every unread notification.
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureFullTheme, system } from '../../src/app/theme/system';
import { type NotificationMessage, notificationMessage } from '../../src/contract/notification-messages';
import { NotificationFold } from '../../src/features/notifications/components/notification-fold';
import {
  type AppNotification,
  foldRepeats,
  groupNotifications,
  repeatKey,
  unreadCount,
} from '../../src/features/notifications/notifications';
import { type Rendered, render } from './helpers';

let seq = 0;
/** A notification as the server stores it: the message and its Spanish title. */
function note(message: NotificationMessage, title: string, minutesAgo: number, isRead = false): AppNotification {
  seq += 1;
  return {
    id: `n${String(seq).padStart(3, '0')}`,
    title,
    description: '',
    messageId: message.id,
    params: message.params as Record<string, string | number>,
    img: null,
    click: '/logged/inventarios/stockEnVivo',
    isRead,
    createdAt: new Date(Date.UTC(2026, 2, 14, 5, 0) - minutesAgo * 60_000).toISOString(),
  };
}
const low = (bar: string, good: string, minutesAgo: number, isRead = false) =>
  note(
    notificationMessage('alertLowStock', { location: bar, good, expected: 1, minimum: 2 }),
    `Stock bajo en ${bar}`,
    minutesAgo,
    isRead,
  );
const cancellation = (minutesAgo: number) =>
  note(
    notificationMessage('cancellationRequested', { user: 'Beto', reason: 'Cobrado dos veces' }),
    'Nueva solicitud de anulación',
    minutesAgo,
  );
const silent = (terminal: string, minutesAgo: number) =>
  note(
    notificationMessage('alertSilentTerminal', { terminal, pointOfSale: 'Barra Patio', minutes: 15 }),
    `Terminal sin señal: ${terminal}`,
    minutesAgo,
  );

describe('foldRepeats', () => {
  // Newest first, as the server lists them: twelve goods of Barra Patio ran low in 45 minutes, a
  // cancellation request came in the middle, a terminal went silent, two goods of another bar.
  const patio = Array.from({ length: 12 }, (_, i) => low('Barra Patio', `Mercadería ${i}`, i * 4, i >= 9));
  const list = [
    ...patio.slice(0, 5),
    cancellation(18),
    ...patio.slice(5),
    silent('POS 3', 30),
    low('Barra Pista', 'Fernet', 40),
    low('Barra Pista', 'Gin', 50, true),
  ].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

  it('folds notifications of the same kind and title into one row, counted, the newest shown', () => {
    const folded = foldRepeats(list);
    expect(folded.map((g) => [g.latest.title, g.items.length, g.unread])).toEqual([
      ['Stock bajo en Barra Patio', 12, 9],
      ['Nueva solicitud de anulación', 1, 1],
      ['Terminal sin señal: POS 3', 1, 1],
      ['Stock bajo en Barra Pista', 2, 1],
    ]);
    const [patioRow] = folded;
    expect(patioRow?.latest).toBe(patio[0]);
    expect(patioRow?.items).toEqual(patio);
    // The cancellation request is the second row, not the seventeenth.
    const { recent, older } = groupNotifications(folded);
    expect(recent.map((g) => g.latest.messageId)).toEqual(['alertLowStock', 'cancellationRequested']);
    expect(older).toHaveLength(2);
  });

  it('keeps the unread count truthful: every unread notification, folded or not', () => {
    const folded = foldRepeats(list);
    expect(unreadCount(list)).toBe(12);
    expect(folded.reduce((n, g) => n + g.unread, 0)).toBe(unreadCount(list));
  });

  it('does not fold different subjects, kinds, or legacy rows of another title', () => {
    const a = low('Barra Patio', 'Gin', 1);
    const b = low('Barra Pista', 'Gin', 2);
    const c = note(
      notificationMessage('alertCountVariance', { location: 'Barra Patio', value: 1, threshold: 1 }),
      'Stock bajo en Barra Patio',
      3,
    );
    const legacy1 = { ...note(notificationMessage('welcome', {}), 'Aviso', 4), messageId: null, params: null };
    const legacy2 = { ...note(notificationMessage('welcome', {}), 'Aviso', 5), messageId: null, params: null };
    const legacy3 = { ...note(notificationMessage('welcome', {}), 'Otro aviso', 6), messageId: null, params: null };
    expect(repeatKey(a)).not.toBe(repeatKey(b));
    expect(repeatKey(a)).not.toBe(repeatKey(c));
    expect(foldRepeats([legacy3, legacy2, legacy1, c, b, a]).map((g) => g.items.map((n) => n.id))).toEqual([
      [a.id],
      [b.id],
      [c.id],
      [legacy1.id, legacy2.id],
      [legacy3.id],
    ]);
  });
});

describe('<NotificationFold>', () => {
  let view: Rendered | undefined;
  beforeAll(async () => {
    // The bell renders after sign-in, when the root route has installed the whole theme.
    await ensureFullTheme();
  });
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
  });

  it('shows one row with ×N that opens to each repeat, and marks the unread ones read', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    const items = [low('Barra Patio', 'Gin', 1), low('Barra Patio', 'Fernet', 2), low('Barra Patio', 'Vodka', 3, true)];
    const [group] = foldRepeats(items);
    const onRead = vi.fn();
    const onSelect = vi.fn();
    view = await render(
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <NotificationFold group={group as never} isExternal={() => false} onSelect={onSelect} onRead={onRead} />
        </ChakraProvider>
      </I18nProvider>,
    );
    const header = view.container.querySelector('button[aria-expanded]') as HTMLButtonElement;
    expect(header.getAttribute('aria-label')).toBe('Stock bajo en Barra Patio: 3 avisos, 2 sin leer');
    expect(view.container.querySelector('[data-testid="notification-repeats"]')?.textContent).toBe('×3');
    expect(view.container.querySelectorAll('li')).toHaveLength(0);
    await act(async () => header.click());
    expect(header.getAttribute('aria-expanded')).toBe('true');
    const rows = view.container.querySelectorAll('li button');
    expect([...rows].map((b) => b.textContent)).toEqual([
      expect.stringContaining('Gin: quedan 1 (mínimo 2)'),
      expect.stringContaining('Fernet: quedan 1 (mínimo 2)'),
      expect.stringContaining('Vodka: quedan 1 (mínimo 2)'),
    ]);
    // Opening the fold led nowhere and marked nothing; a repeat's click is its own.
    expect(onSelect).not.toHaveBeenCalled();
    await act(async () => (rows[1] as HTMLButtonElement).click());
    expect(onSelect).toHaveBeenCalledWith(items[1]);
    const readButton = [...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Marcar las 2 como leídas');
    await act(async () => readButton?.click());
    expect(onRead).toHaveBeenCalledWith([items[0]?.id, items[1]?.id]);
  });

  it('shows a notification without repeats as a plain row', async () => {
    const only = cancellation(1);
    const onSelect = vi.fn();
    view = await render(
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <NotificationFold
            group={foldRepeats([only])[0] as never}
            isExternal={() => false}
            onSelect={onSelect}
            onRead={() => {}}
          />
        </ChakraProvider>
      </I18nProvider>,
    );
    expect(view.container.querySelector('[data-testid="notification-repeats"]')).toBeNull();
    const row = view.container.querySelector('button') as HTMLButtonElement;
    await act(async () => row.click());
    expect(onSelect).toHaveBeenCalledWith(only);
  });
});
