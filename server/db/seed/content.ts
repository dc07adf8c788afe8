// In-app notifications for the demo users, blog posts and the app downloads page. The night alerts
// (stock under its minimum, registers counted over or short, …) are not written here: the live
// check raises them over the written story (alerts.ts), with the venue's real thresholds.
import { type NotificationMessage, notificationMessage } from '../../../src/contract/notification-messages';
import { storedNotification } from '../../domain/notification-texts';
import { appDownloads, blogPosts, notifications } from '../schema';
import { DAY, HOUR } from './calendar';
import type { SeedContext } from './context';
import type { People, UserRef } from './people';
import type { NightRecord } from './sales';
import type { Venue } from './venue';

interface Note {
  /** What it says, as a kind and its parameters (read in each user's language). */
  message: NotificationMessage;
  click: string | null;
  img?: string;
}

export function buildContent(ctx: SeedContext, venue: Venue, people: People, nightList: NightRecord[]): void {
  const { sink, ids } = ctx;
  const rng = ctx.rng.fork('content');
  const lastClosed = nightList.filter((n) => n.plan.status === 'closed').at(-1);
  const base = '/noctua/logged';
  const update: Note = {
    message: notificationMessage('newVersion', { version: '0.90.65' }),
    click: 'https://noctua.test/novedades',
  };
  const pendingCancellations: Note = {
    message: notificationMessage('cancellationsPending', {}),
    click: `${base}/general/anulaciones`,
  };

  const byUser: [UserRef, Note[]][] = [
    [
      people.admin,
      [
        ...(lastClosed
          ? [
              {
                message: notificationMessage('nightClosed', {
                  night: lastClosed.plan.eventName,
                  date: lastClosed.plan.businessDate,
                }),
                click: `${base}/gerencia/balancesheet`,
              },
            ]
          : []),
        pendingCancellations,
        update,
      ],
    ],
    [
      people.stock,
      [
        {
          message: notificationMessage('transferDifferences', {
            number: '184',
            from: 'Depósito central',
            to: 'Barra Pista',
            differing: 1,
            lines: 9,
            user: people.stock.displayName,
          }),
          click: `${base}/inventarios/remitos/transferencias`,
        },
        {
          message: notificationMessage('countToApprove', { location: 'Barra Principal' }),
          click: `${base}/inventarios/ajustes/diferencias`,
        },
        update,
      ],
    ],
    [
      people.vip,
      [
        { message: notificationMessage('cardBlocked', { tier: 'Gold' }), click: `${base}/servicioVIP/tarjvip` },
        {
          message: notificationMessage('mobileOrder', { table: 'VIP 4', items: '1× Chandon Extra Brut, 2× Speed' }),
          click: `${base}/servicioVIP/ordenesmoviles`,
        },
        update,
      ],
    ],
    [
      people.caja,
      [
        { message: notificationMessage('cardSettlement', { provider: 'Payway' }), click: `${base}/cashFlow/saldos/resumen` },
        // The head cashier works the registers' shifts too (her alerts now go to 207 holders).
        { message: notificationMessage('shiftsPublished', {}), click: null },
        update,
      ],
    ],
    [
      people.supervisor,
      [
        { ...pendingCancellations, click: '/support/autorizar' },
        { message: notificationMessage('guestListLoaded', {}), click: `${base}/general/entradagratis` },
        update,
      ],
    ],
    [
      people.nuevo,
      [{ message: notificationMessage('welcome', {}), click: `${base}/changePass`, img: '/noctua/img/welcome.png' }],
    ],
    // Staff who work the terminals hear about the new POS version and their schedule.
    ...Object.values(people.staff)
      .flat()
      .map((user): [UserRef, Note[]] => [user, [{ message: notificationMessage('shiftsPublished', {}), click: null }, update]]),
  ];
  for (const [user, notes] of byUser) {
    notes.forEach((note, i) => {
      const atMs = ctx.nowMs - (notes.length - i) * rng.int(3, 30) * HOUR;
      const at = new Date(atMs);
      sink.add(notifications, {
        id: ids.at(atMs),
        userId: user.id,
        ...storedNotification(note.message),
        img: note.img ?? null,
        click: note.click,
        type: 1,
        // The older ones have been read.
        isRead: i < notes.length - 2,
        createdAt: at,
        updatedAt: at,
      });
    });
  }

  const posts = [
    {
      title: 'Cómo hacer la toma de inventario sin conexión',
      slug: 'toma-de-inventario-sin-conexion',
      body: [
        '## Antes de empezar',
        '',
        'Abre **Inventarios → Ajustes** en la tablet mientras todavía hay Wi-Fi: la app guarda la lista de mercaderías de la barra.',
        '',
        '## Durante el conteo',
        '',
        '- Cuenta las botellas cerradas por unidad.',
        '- Las abiertas se pesan: la balanza convierte los gramos en fracción de botella (peso lleno y vacío de cada mercadería).',
        '- Si se corta la conexión, sigue contando: todo queda en la tablet y se envía al volver.',
        '',
        'Al enviar, el encargado de stock aprueba el conteo y las diferencias quedan en **Ajustes / Diferencias**.',
      ].join('\n'),
      daysAgo: 40,
    },
    {
      title: 'Nueva carta de tragos de temporada',
      slug: 'nueva-carta-de-tragos',
      body: [
        'Sumamos **Apóstoles con pomelo**, **Aperol Spritz** y la **Limonada con menta y jengibre** sin alcohol.',
        '',
        'Las recetas ya están cargadas, así que el consumo teórico y los costos se actualizan solos. Recuerda medir con jigger: 60 ml de gin por trago.',
      ].join('\n'),
      daysAgo: 12,
    },
  ];
  for (const post of posts) {
    const atMs = ctx.nowMs - post.daysAgo * DAY;
    const at = new Date(atMs);
    sink.add(blogPosts, {
      id: ids.at(atMs),
      venueId: venue.id,
      title: post.title,
      slug: post.slug,
      body: post.body,
      cover: null,
      authorId: people.admin.id,
      publishedAt: at,
      createdAt: at,
      updatedAt: at,
    });
  }

  const released = new Date(ctx.nowMs - 20 * DAY);
  const downloads = [
    {
      name: 'Noctua POS',
      platform: 'android',
      appVersion: '0.90.65',
      url: 'https://downloads.noctua.test/noctua-pos-0.90.65.apk',
      notes: 'Para las terminales de barra, boletería y guardarropa.',
    },
    {
      name: 'Noctua Inventario',
      platform: 'android',
      appVersion: '0.90.63',
      url: 'https://downloads.noctua.test/noctua-inventario-0.90.63.apk',
      notes: 'Toma de inventario offline en tablets, con balanza Bluetooth.',
    },
    {
      name: 'Noctua Satélite',
      platform: 'windows',
      appVersion: '0.90.60',
      url: 'https://downloads.noctua.test/noctua-satelite-0.90.60.exe',
      notes: 'Monitor de terminales para la oficina.',
    },
    {
      name: 'Noctua Acceso',
      platform: 'ios',
      appVersion: '0.90.65',
      url: 'https://apps.apple.com/ar/app/noctua-acceso/id0000000000',
      notes: 'Control de listas y entradas gratis en la puerta.',
    },
  ];
  for (const d of downloads)
    sink.add(appDownloads, { id: ids.at(released.getTime()), venueId: venue.id, ...d, createdAt: released, updatedAt: released });
}
