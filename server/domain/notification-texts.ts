// The words of every notification kind (src/contract/notification-messages.ts) on the server, in
// the three languages: what a push says on the recipient's device, and the Spanish title and
// description stored beside the message id for clients older than it. The app's bell renders the
// same kinds with its own Lingui catalog (src/features/notifications/notification-text.ts); a unit
// test checks both cover every kind. Parameters arrive already formatted in the language.
import {
  type FormattedParams,
  formatNotificationParams,
  type NotificationMessage,
  type NotificationMessageId,
  type NotificationParamType,
} from '../../src/contract/notification-messages';
import { formatCents, type Lang } from '../lib/messages';

export interface NotificationText {
  title: string;
  body: string;
}

type Render<K extends NotificationMessageId> = (p: FormattedParams<K>) => NotificationText;

/** A reason with the decider's note, if any: "Cobrado dos veces — Ya se devolvió". */
const withNote = (reason: string, note: string) => (note ? `${reason} — ${note}` : reason);

export const NOTIFICATION_TEXTS: { [K in NotificationMessageId]: Record<Lang, Render<K>> } = {
  cancellationRequested: {
    es: (p) => ({ title: 'Nueva solicitud de anulación', body: `${p.user}: ${p.reason}` }),
    de: (p) => ({ title: 'Neue Stornierungsanfrage', body: `${p.user}: ${p.reason}` }),
    fr: (p) => ({ title: 'Nouvelle demande d’annulation', body: `${p.user} : ${p.reason}` }),
  },
  cancellationApproved: {
    es: (p) => ({ title: `Anulación de #${p.ticket} aprobada`, body: withNote(p.reason, p.note) }),
    de: (p) => ({ title: `Stornierung von #${p.ticket} genehmigt`, body: withNote(p.reason, p.note) }),
    fr: (p) => ({ title: `Annulation de #${p.ticket} approuvée`, body: withNote(p.reason, p.note) }),
  },
  cancellationRejected: {
    es: (p) => ({ title: `Anulación de #${p.ticket} rechazada`, body: withNote(p.reason, p.note) }),
    de: (p) => ({ title: `Stornierung von #${p.ticket} abgelehnt`, body: withNote(p.reason, p.note) }),
    fr: (p) => ({ title: `Annulation de #${p.ticket} refusée`, body: withNote(p.reason, p.note) }),
  },
  cancellationsPending: {
    es: () => ({ title: 'Solicitudes de anulación pendientes', body: 'Hay ventas esperando autorización.' }),
    de: () => ({ title: 'Offene Stornierungsanfragen', body: 'Verkäufe warten auf Freigabe.' }),
    fr: () => ({ title: 'Demandes d’annulation en attente', body: 'Des ventes attendent une autorisation.' }),
  },
  mobileOrder: {
    es: (p) => ({ title: 'Nueva orden móvil', body: `${p.table} · ${p.items}` }),
    de: (p) => ({ title: 'Neue mobile Bestellung', body: `${p.table} · ${p.items}` }),
    fr: (p) => ({ title: 'Nouvelle commande mobile', body: `${p.table} · ${p.items}` }),
  },
  recountPending: {
    es: (p) => ({ title: 'Recuento pendiente', body: `${p.location}: ${p.goods}` }),
    de: (p) => ({ title: 'Nachzählung ausstehend', body: `${p.location}: ${p.goods}` }),
    fr: (p) => ({ title: 'Recomptage en attente', body: `${p.location} : ${p.goods}` }),
  },
  countToApprove: {
    es: (p) => ({ title: 'Toma de inventario para aprobar', body: `${p.location} envió su conteo de cierre.` }),
    de: (p) => ({ title: 'Inventur zur Freigabe', body: `${p.location} hat die Schlusszählung gesendet.` }),
    fr: (p) => ({ title: 'Inventaire à approuver', body: `${p.location} a envoyé son comptage de clôture.` }),
  },
  transferDifferences: {
    es: (p) => ({
      title: 'Remito recibido con diferencias',
      body: `N° ${p.number}: ${p.from} → ${p.to} · ${p.differing} de ${p.lines} líneas con diferencias (${p.user})`,
    }),
    de: (p) => ({
      title: 'Lieferschein mit Abweichungen empfangen',
      body: `Nr. ${p.number}: ${p.from} → ${p.to} · ${p.differing} von ${p.lines} Positionen mit Abweichungen (${p.user})`,
    }),
    fr: (p) => ({
      title: 'Bon de transfert reçu avec des écarts',
      body: `N° ${p.number} : ${p.from} → ${p.to} · ${p.differing} sur ${p.lines} lignes avec des écarts (${p.user})`,
    }),
  },
  alertLowStock: {
    es: (p) => ({ title: `Stock bajo en ${p.location}`, body: `${p.good}: quedan ${p.expected} (mínimo ${p.minimum})` }),
    de: (p) => ({ title: `Niedriger Bestand in ${p.location}`, body: `${p.good}: noch ${p.expected} (Minimum ${p.minimum})` }),
    fr: (p) => ({ title: `Stock bas à ${p.location}`, body: `${p.good} : il reste ${p.expected} (minimum ${p.minimum})` }),
  },
  alertCountVariance: {
    es: (p) => ({
      title: `Diferencia de conteo en ${p.location}`,
      body: `El conteo ajustó ${p.value} a costo (umbral ${p.threshold})`,
    }),
    de: (p) => ({
      title: `Zähldifferenz in ${p.location}`,
      body: `Die Zählung hat ${p.value} zum Einkaufspreis korrigiert (Schwelle ${p.threshold})`,
    }),
    fr: (p) => ({
      title: `Écart de comptage à ${p.location}`,
      body: `Le comptage a ajusté ${p.value} au coût (seuil ${p.threshold})`,
    }),
  },
  alertNegativeStock: {
    es: (p) => ({ title: `Stock negativo en ${p.location}`, body: `${p.good}: vendido sin stock cargado (llegó a ${p.lowest})` }),
    de: (p) => ({
      title: `Negativer Bestand in ${p.location}`,
      body: `${p.good}: ohne geladenen Bestand verkauft (Tiefststand ${p.lowest})`,
    }),
    fr: (p) => ({
      title: `Stock négatif à ${p.location}`,
      body: `${p.good} : vendu sans stock chargé (au plus bas ${p.lowest})`,
    }),
  },
  alertCashOver: {
    es: (p) => ({ title: `Sobrante en ${p.account}`, body: `Contado contra esperado: ${p.diff} (umbral ${p.threshold})` }),
    de: (p) => ({ title: `Überschuss in ${p.account}`, body: `Gezählt gegenüber erwartet: ${p.diff} (Schwelle ${p.threshold})` }),
    fr: (p) => ({
      title: `Excédent dans ${p.account}`,
      body: `Compté par rapport à l’attendu : ${p.diff} (seuil ${p.threshold})`,
    }),
  },
  alertCashShort: {
    es: (p) => ({ title: `Faltante en ${p.account}`, body: `Contado contra esperado: ${p.diff} (umbral ${p.threshold})` }),
    de: (p) => ({ title: `Fehlbetrag in ${p.account}`, body: `Gezählt gegenüber erwartet: ${p.diff} (Schwelle ${p.threshold})` }),
    fr: (p) => ({
      title: `Manquant dans ${p.account}`,
      body: `Compté par rapport à l’attendu : ${p.diff} (seuil ${p.threshold})`,
    }),
  },
  alertCancellations: {
    es: (p) => ({
      title: `Anulaciones de ${p.user}`,
      body: `${p.requested} anulaciones pedidas esta noche (umbral ${p.threshold})`,
    }),
    de: (p) => ({
      title: `Stornierungen von ${p.user}`,
      body: `${p.requested} Stornierungen heute Nacht angefragt (Schwelle ${p.threshold})`,
    }),
    fr: (p) => ({
      title: `Annulations de ${p.user}`,
      body: `${p.requested} annulations demandées ce soir (seuil ${p.threshold})`,
    }),
  },
  alertSilentTerminal: {
    es: (p) => ({
      title: `Terminal sin señal: ${p.terminal}`,
      body: `${p.pointOfSale}: más de ${p.minutes} minutos sin comunicarse`,
    }),
    de: (p) => ({
      title: `Terminal ohne Signal: ${p.terminal}`,
      body: `${p.pointOfSale}: seit mehr als ${p.minutes} Minuten keine Verbindung`,
    }),
    fr: (p) => ({
      title: `Terminal sans signal : ${p.terminal}`,
      body: `${p.pointOfSale} : aucune communication depuis plus de ${p.minutes} minutes`,
    }),
  },
  nightClosed: {
    es: (p) => ({ title: 'Noche cerrada', body: `Se cerró ${p.night} (${p.date}). Ya puedes ver el balance.` }),
    de: (p) => ({
      title: 'Nacht abgeschlossen',
      body: `${p.night} (${p.date}) wurde abgeschlossen. Die Bilanz ist jetzt verfügbar.`,
    }),
    fr: (p) => ({
      title: 'Soirée clôturée',
      body: `${p.night} (${p.date}) a été clôturée. Vous pouvez maintenant consulter le bilan.`,
    }),
  },
  cardBlocked: {
    es: (p) => ({ title: 'Tarjeta bloqueada por deuda', body: `Una tarjeta ${p.tier} superó su límite de crédito.` }),
    de: (p) => ({ title: 'Karte wegen Schulden gesperrt', body: `Eine ${p.tier}-Karte hat ihr Kreditlimit überschritten.` }),
    fr: (p) => ({ title: 'Carte bloquée pour dette', body: `Une carte ${p.tier} a dépassé sa limite de crédit.` }),
  },
  cardSettlement: {
    es: (p) => ({
      title: 'Liquidación de tarjetas acreditada',
      body: `${p.provider} acreditó las ventas con tarjeta del fin de semana.`,
    }),
    de: (p) => ({
      title: 'Kartenabrechnung gutgeschrieben',
      body: `${p.provider} hat die Kartenumsätze des Wochenendes gutgeschrieben.`,
    }),
    fr: (p) => ({ title: 'Règlement des cartes crédité', body: `${p.provider} a crédité les ventes par carte du week-end.` }),
  },
  guestListLoaded: {
    es: () => ({ title: 'Lista de invitados cargada', body: 'Las listas de RRPP para la próxima noche están listas.' }),
    de: () => ({ title: 'Gästeliste geladen', body: 'Die Promoter-Listen für die nächste Nacht sind fertig.' }),
    fr: () => ({ title: 'Liste d’invités chargée', body: 'Les listes des promoteurs pour la prochaine soirée sont prêtes.' }),
  },
  shiftsPublished: {
    es: () => ({ title: 'Turnos del fin de semana', body: 'Ya está publicado el cronograma de barras y boleterías.' }),
    de: () => ({ title: 'Schichten am Wochenende', body: 'Der Plan für Bars und Kassen ist veröffentlicht.' }),
    fr: () => ({ title: 'Horaires du week-end', body: 'Le planning des bars et des billetteries est publié.' }),
  },
  welcome: {
    es: () => ({ title: '¡Bienvenido a Noctua!', body: 'Cambia tu contraseña para empezar.' }),
    de: () => ({ title: 'Willkommen bei Noctua!', body: 'Ändern Sie zuerst Ihr Passwort.' }),
    fr: () => ({ title: 'Bienvenue sur Noctua !', body: 'Changez votre mot de passe pour commencer.' }),
  },
  newVersion: {
    es: (p) => ({
      title: `Nueva versión ${p.version}`,
      body: 'Mejoras en la toma de inventario sin conexión y en el stock en vivo.',
    }),
    de: (p) => ({ title: `Neue Version ${p.version}`, body: 'Verbesserungen bei der Offline-Inventur und beim Live-Bestand.' }),
    fr: (p) => ({
      title: `Nouvelle version ${p.version}`,
      body: 'Améliorations de l’inventaire hors ligne et du stock en direct.',
    }),
  },
  einvoiceCertificateExpiring: {
    es: (p) => ({
      title: 'Renueva el certificado de AFIP',
      body: `${p.venue}: el certificado es válido hasta el ${p.date}. Sube uno nuevo en la configuración.`,
    }),
    de: (p) => ({
      title: 'AFIP-Zertifikat erneuern',
      body: `${p.venue}: Das Zertifikat ist bis ${p.date} gültig. Laden Sie in den Einstellungen ein neues hoch.`,
    }),
    fr: (p) => ({
      title: 'Renouvelez le certificat AFIP',
      body: `${p.venue} : le certificat est valable jusqu’au ${p.date}. Téléversez-en un nouveau dans la configuration.`,
    }),
  },
};

const INTL_LOCALES: Record<Lang, string> = { es: 'es-AR', de: 'de-DE', fr: 'fr-FR' };

/** A date-only ISO string is a calendar day (no time zone shift); a timestamp is read as such. */
function formatDate(iso: string, lang: Lang): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(day ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(INTL_LOCALES[lang], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(day ? { timeZone: 'UTC' } : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  }).format(date);
}

function formatters(lang: Lang): Record<NotificationParamType, (value: never) => string> {
  const number = new Intl.NumberFormat(INTL_LOCALES[lang], { maximumFractionDigits: 3 });
  return {
    text: (v: string) => v,
    money: (v: number) => formatCents(v, lang),
    quantity: (v: number) => number.format(v),
    count: (v: number) => number.format(v),
    date: (v: string) => formatDate(v, lang),
  };
}

/** The message in `lang`; null when the stored id or params are not (or no longer) understood. */
export function renderNotification(messageId: string | null | undefined, params: unknown, lang: Lang): NotificationText | null {
  const formatted = formatNotificationParams(messageId, params, formatters(lang));
  if (!formatted) return null;
  const render = NOTIFICATION_TEXTS[formatted.id][lang] as (p: Record<string, string>) => NotificationText;
  return render(formatted.values);
}

/** The Spanish text of a message, stored as the row's title and description. */
export function spanishText(message: NotificationMessage): NotificationText {
  const text = renderNotification(message.id, message.params, 'es');
  if (!text) throw new Error(`notification ${message.id} has malformed params`);
  return text;
}

/** The columns of a notifications row that say what it is: the message and its Spanish wording. */
export function storedNotification(message: NotificationMessage) {
  const { title, body } = spanishText(message);
  return { title, description: body, messageId: message.id as string, params: message.params as Record<string, string | number> };
}
