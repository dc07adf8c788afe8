// Notifications in the reader's language (issue 19): every kind of the contract is worded by the
// app (Lingui, es/de/fr) and by the server for pushes (es/de/fr), both say the same thing in each
// language, and parameters are formatted in the reader's locale — no ISO date reaches the screen.
import { type I18n, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS, renderNotification } from '../../server/domain/notification-texts';
import {
  NOTIFICATION_MESSAGE_IDS,
  NOTIFICATION_MESSAGES,
  type NotificationParamType,
} from '../../src/contract/notification-messages';
import { notificationText, RENDERED_KINDS } from '../../src/features/notifications/notification-text';
import { messages as deMessages } from '../../src/locales/de/messages.po';
import { messages as frMessages } from '../../src/locales/fr/messages.po';

const LANGS = ['es', 'de', 'fr'] as const;

function reader(locale: (typeof LANGS)[number]): I18n {
  const messages = { es: {}, de: deMessages, fr: frMessages }[locale];
  return setupI18n({ locale, messages: { [locale]: messages } });
}

const SAMPLE: Record<NotificationParamType, string | number> = {
  text: 'Barra Principal',
  money: 1_234_550,
  quantity: 1.5,
  count: 3,
  date: '2026-11-20',
};

function sampleParams(id: keyof typeof NOTIFICATION_MESSAGES): Record<string, string | number> {
  const spec: Record<string, NotificationParamType> = NOTIFICATION_MESSAGES[id];
  return Object.fromEntries(Object.entries(spec).map(([name, type]) => [name, SAMPLE[type]]));
}

const row = (messageId: string | null, params: Record<string, string | number> | null) => ({
  title: 'Título guardado',
  description: 'Descripción guardada',
  messageId,
  params,
});

describe('notification kinds', () => {
  it('are all worded by the app and by the server, in es, de and fr', () => {
    expect([...RENDERED_KINDS].sort()).toEqual([...NOTIFICATION_MESSAGE_IDS].sort());
    expect(Object.keys(NOTIFICATION_TEXTS).sort()).toEqual([...NOTIFICATION_MESSAGE_IDS].sort());
    for (const id of NOTIFICATION_MESSAGE_IDS) {
      const params = sampleParams(id);
      const spanish = notificationText(row(id, params), reader('es'));
      expect(spanish.title, id).not.toBe('Título guardado');
      for (const lang of LANGS) {
        const app = notificationText(row(id, params), reader(lang));
        const server = renderNotification(id, params, lang);
        expect(app.title, `${id} ${lang}`).not.toBe('');
        // The bell and the phone say the same, in the same language.
        expect(server, `${id} ${lang}`).toEqual({ title: app.title, body: app.description });
        if (lang !== 'es') expect(app.title, `${id} ${lang} is translated`).not.toBe(spanish.title);
      }
    }
  });

  it("formats dates and money in the reader's locale, never as ISO", () => {
    const closed = row('nightClosed', { night: 'Noche Retro', date: '2026-11-20' });
    expect(notificationText(closed, reader('es')).description).toBe(
      'Se cerró Noche Retro (20/11/2026). Ya puedes ver el balance.',
    );
    expect(notificationText(closed, reader('de')).description).toBe(
      'Noche Retro (20.11.2026) wurde abgeschlossen. Die Bilanz ist jetzt verfügbar.',
    );
    expect(notificationText(closed, reader('fr')).description).toBe(
      'Noche Retro (20/11/2026) a été clôturée. Vous pouvez maintenant consulter le bilan.',
    );
    for (const id of NOTIFICATION_MESSAGE_IDS) {
      for (const lang of LANGS) {
        const text = notificationText(row(id, sampleParams(id)), reader(lang));
        expect(`${text.title} ${text.description}`, `${id} ${lang}`).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      }
    }
    const short = row('alertCashShort', { account: 'Caja 1', diff: -1_250_000, threshold: 1_000_000 });
    expect(notificationText(short, reader('de')).description).toMatch(/-12\.500,00\s?ARS.*10\.000,00\s?ARS/);
    expect(notificationText(short, reader('es')).description).toMatch(/-\s?\$\s?12\.500,00/);
  });

  it('shows the stored Spanish text of a row without a known message', () => {
    for (const r of [row(null, null), row('somethingNewer', {}), row('nightClosed', { night: 'X' })]) {
      expect(notificationText(r, reader('de'))).toEqual({ title: 'Título guardado', description: 'Descripción guardada' });
    }
  });
});
