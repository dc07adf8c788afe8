// In-app notifications for the demo users, blog posts and the app downloads page.
import { appDownloads, blogPosts, notifications } from '../schema';
import { DAY, HOUR } from './calendar';
import type { SeedContext } from './context';
import type { People, UserRef } from './people';
import type { NightRecord } from './sales';

interface Note {
  title: string;
  description: string;
  click: string | null;
  img?: string;
}

export function buildContent(ctx: SeedContext, people: People, nightList: NightRecord[]): void {
  const { sink, ids } = ctx;
  const rng = ctx.rng.fork('content');
  const lastClosed = nightList.filter((n) => n.plan.status === 'closed').at(-1);
  const closedName = lastClosed ? `${lastClosed.plan.eventName} (${lastClosed.plan.businessDate})` : 'la última noche';
  const base = '/noctua/logged';
  const update: Note = {
    title: 'Nueva versión 0.90.65',
    description: 'Mejoras en la toma de inventario offline y en el stock en vivo.',
    click: 'https://noctua.test/novedades',
  };

  const byUser: [UserRef, Note[]][] = [
    [
      people.admin,
      [
        {
          title: 'Noche cerrada',
          description: `Se cerró ${closedName}. Ya podés ver el balance.`,
          click: `${base}/gerencia/balancesheet`,
        },
        {
          title: 'Solicitudes de anulación pendientes',
          description: 'Hay ventas esperando autorización.',
          click: `${base}/general/anulaciones`,
        },
        {
          title: 'Stock bajo en Barra Principal',
          description: 'Fernet Branca 750 ml está por debajo del mínimo.',
          click: `${base}/inventarios/stockIdeal`,
        },
        update,
      ],
    ],
    [
      people.stock,
      [
        {
          title: 'Stock bajo en Barra Principal',
          description: 'Fernet Branca 750 ml está por debajo del mínimo.',
          click: `${base}/inventarios/stockIdeal`,
        },
        {
          title: 'Remito recibido con diferencias',
          description: 'Una botella menos en la reposición de la Barra Pista.',
          click: `${base}/inventarios/remitos/transferencias`,
        },
        {
          title: 'Toma de inventario para aprobar',
          description: 'La Barra Principal envió su conteo de cierre.',
          click: `${base}/inventarios/ajustes/diferencias`,
        },
        update,
      ],
    ],
    [
      people.vip,
      [
        {
          title: 'Tarjeta bloqueada por deuda',
          description: 'Una tarjeta Gold superó su límite de crédito.',
          click: `${base}/servicioVIP/tarjvip`,
        },
        {
          title: 'Nuevas órdenes móviles',
          description: 'Mesas del Sector VIP pidieron desde la app.',
          click: `${base}/servicioVIP/ordenesmoviles`,
        },
        update,
      ],
    ],
    [
      people.caja,
      [
        {
          title: 'Arqueo con diferencia',
          description: 'Una caja cerró con faltante; revisá el motivo.',
          click: `${base}/cashFlow/movimientos`,
        },
        {
          title: 'Liquidación de tarjetas acreditada',
          description: 'Payway acreditó las ventas con tarjeta del fin de semana.',
          click: `${base}/cashFlow/saldos/resumen`,
        },
        update,
      ],
    ],
    [
      people.supervisor,
      [
        {
          title: 'Solicitudes de anulación pendientes',
          description: 'Hay ventas esperando tu autorización.',
          click: '/support/autorizar',
        },
        {
          title: 'Lista de invitados cargada',
          description: 'Las listas de RRPP para la próxima noche están listas.',
          click: `${base}/general/entradagratis`,
        },
        update,
      ],
    ],
    [
      people.nuevo,
      [
        {
          title: '¡Bienvenido a Noctua!',
          description: 'Cambiá tu contraseña para empezar.',
          click: `${base}/changePass`,
          img: '/noctua/img/welcome.png',
        },
      ],
    ],
    // Staff who work the terminals hear about the new POS version and their schedule.
    ...Object.values(people.staff)
      .flat()
      .map((user): [UserRef, Note[]] => [
        user,
        [
          {
            title: 'Turnos del fin de semana',
            description: 'Ya está publicado el cronograma de barras y boleterías.',
            click: null,
          },
          update,
        ],
      ]),
  ];
  for (const [user, notes] of byUser) {
    notes.forEach((note, i) => {
      const atMs = ctx.nowMs - (notes.length - i) * rng.int(3, 30) * HOUR;
      const at = new Date(atMs);
      sink.add(notifications, {
        id: ids.at(atMs),
        userId: user.id,
        title: note.title,
        description: note.description,
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
        'Abrí **Inventarios → Ajustes** en la tablet mientras todavía hay Wi-Fi: la app guarda la lista de mercaderías de la barra.',
        '',
        '## Durante el conteo',
        '',
        '- Contá las botellas cerradas por unidad.',
        '- Las abiertas se pesan: la balanza convierte los gramos en fracción de botella (peso lleno y vacío de cada mercadería).',
        '- Si se corta la conexión, seguí contando: todo queda en la tablet y se envía al volver.',
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
        'Las recetas ya están cargadas, así que el consumo teórico y los costos se actualizan solos. Recordá medir con jigger: 60 ml de gin por trago.',
      ].join('\n'),
      daysAgo: 12,
    },
  ];
  for (const post of posts) {
    const atMs = ctx.nowMs - post.daysAgo * DAY;
    const at = new Date(atMs);
    sink.add(blogPosts, {
      id: ids.at(atMs),
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
    sink.add(appDownloads, { id: ids.at(released.getTime()), ...d, createdAt: released, updatedAt: released });
}
