// Server messages in the three languages of the product. The Spanish text is the key (as in the
// app's Lingui catalogs) so messages that come from the shared valibot schemas in src/contract are
// translated too. The language is the request's Accept-Language (the app sends its own), with
// Spanish as the fallback. This module holds the translator and the core messages (guard,
// validation, account, sync); each resource keeps its own catalog beside its routes
// (server/routes/<prefix>/<name>.messages.ts) and server/app.ts hands them all to
// `installCatalogs`, so infrastructure never imports the routes.
import type { Context } from 'hono';

export type Lang = 'es' | 'de' | 'fr';

/** Spanish text → its German and French translations. */
export type MessageCatalog = Record<string, { de: string; fr: string }>;

const CORE: MessageCatalog = {
  'El usuario es obligatorio': { de: 'Der Benutzername ist erforderlich', fr: "L'identifiant est obligatoire" },
  'La contraseña es obligatoria': { de: 'Das Passwort ist erforderlich', fr: 'Le mot de passe est obligatoire' },
  'Usuario o contraseña incorrectos': {
    de: 'Benutzer oder Passwort ist falsch',
    fr: 'Utilisateur ou mot de passe incorrect',
  },
  'Demasiados intentos fallidos. Vuelve a intentarlo en 15 minutos.': {
    de: 'Zu viele fehlgeschlagene Versuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    fr: 'Trop de tentatives échouées. Veuillez réessayer dans 15 minutes.',
  },
  'Debes iniciar sesión': { de: 'Sie müssen sich anmelden', fr: 'Vous devez vous connecter' },
  'Tu sesión expiró. Inicia sesión de nuevo.': {
    de: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    fr: 'Votre session a expiré. Veuillez vous reconnecter.',
  },
  'No tienes permiso para acceder a esta página': {
    de: 'Sie haben keine Berechtigung, diese Seite aufzurufen',
    fr: "Vous n'avez pas l'autorisation d'accéder à cette page",
  },
  'El cuerpo de la solicitud no es JSON válido': {
    de: 'Der Anfragetext ist kein gültiges JSON',
    fr: "Le corps de la requête n'est pas un JSON valide",
  },
  'La solicitud es demasiado grande': { de: 'Die Anfrage ist zu groß', fr: 'La requête est trop volumineuse' },
  'Datos inválidos': { de: 'Ungültige Daten', fr: 'Données invalides' },
  'No encontrado': { de: 'Nicht gefunden', fr: 'Introuvable' },
  'Error interno del servidor': { de: 'Interner Serverfehler', fr: 'Erreur interne du serveur' },
  'La base de datos no está disponible. Vuelve a intentarlo en unos segundos.': {
    de: 'Die Datenbank ist nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.',
    fr: 'La base de données n’est pas disponible. Réessayez dans quelques secondes.',
  },
  'Ya existe un usuario con ese correo': {
    de: 'Es gibt bereits einen Benutzer mit dieser E-Mail-Adresse',
    fr: 'Un utilisateur avec cette adresse e-mail existe déjà',
  },
  'El correo no es válido': { de: 'Die E-Mail-Adresse ist ungültig', fr: "L'adresse e-mail n'est pas valide" },
  'El nombre es obligatorio': { de: 'Der Vorname ist erforderlich', fr: 'Le prénom est obligatoire' },
  'El apellido es obligatorio': { de: 'Der Nachname ist erforderlich', fr: 'Le nom est obligatoire' },
  'La contraseña debe tener al menos 8 caracteres': {
    de: 'Das Passwort muss mindestens 8 Zeichen lang sein',
    fr: 'Le mot de passe doit contenir au moins 8 caractères',
  },
  'La contraseña es demasiado larga': { de: 'Das Passwort ist zu lang', fr: 'Le mot de passe est trop long' },
  'La contraseña no puede ser solo números': {
    de: 'Das Passwort darf nicht nur aus Ziffern bestehen',
    fr: 'Le mot de passe ne peut pas contenir uniquement des chiffres',
  },
  'Las contraseñas no coinciden': { de: 'Die Passwörter stimmen nicht überein', fr: 'Les mots de passe ne correspondent pas' },
  'La contraseña actual es incorrecta': {
    de: 'Das aktuelle Passwort ist falsch',
    fr: 'Le mot de passe actuel est incorrect',
  },
  'La nueva contraseña no puede ser la contraseña por defecto': {
    de: 'Das neue Passwort darf nicht das Standardpasswort sein',
    fr: 'Le nouveau mot de passe ne peut pas être le mot de passe par défaut',
  },
  'La contraseña que te dio un administrador venció. Pide a un administrador que la restablezca.': {
    de: 'Das Passwort, das Sie von einem Administrator erhalten haben, ist abgelaufen. Bitten Sie einen Administrator, es zurückzusetzen.',
    fr: 'Le mot de passe qu’un administrateur vous a donné a expiré. Demandez à un administrateur de le réinitialiser.',
  },
  'La nueva contraseña debe ser distinta de la actual': {
    de: 'Das neue Passwort muss sich vom aktuellen unterscheiden',
    fr: "Le nouveau mot de passe doit être différent de l'actuel",
  },
  'Demasiados intentos fallidos desde esta conexión. Espera unos minutos e inténtalo de nuevo.': {
    de: 'Zu viele Fehlversuche von dieser Verbindung. Warten Sie einige Minuten und versuchen Sie es erneut.',
    fr: 'Trop de tentatives échouées depuis cette connexion. Attendez quelques minutes puis réessayez.',
  },
  'Demasiados registros desde esta conexión. Intenta más tarde.': {
    de: 'Zu viele Registrierungen von dieser Verbindung. Bitte versuchen Sie es später erneut.',
    fr: 'Trop d’inscriptions depuis cette connexion. Réessayez plus tard.',
  },
  'Debes activar la verificación en dos pasos antes de continuar': {
    de: 'Sie müssen die Zwei-Faktor-Anmeldung aktivieren, bevor Sie fortfahren',
    fr: 'Vous devez activer la validation en deux étapes avant de continuer',
  },
  'Debes cambiar tu contraseña antes de continuar': {
    de: 'Sie müssen Ihr Passwort ändern, bevor Sie fortfahren',
    fr: 'Vous devez changer votre mot de passe avant de continuer',
  },
  'El valor no es válido': { de: 'Der Wert ist ungültig', fr: "La valeur n'est pas valide" },
  'El texto contiene caracteres no válidos': {
    de: 'Der Text enthält ungültige Zeichen',
    fr: 'Le texte contient des caractères non valides',
  },
  'El token es obligatorio': { de: 'Das Token ist erforderlich', fr: 'Le jeton est obligatoire' },
  'El token es demasiado largo': { de: 'Das Token ist zu lang', fr: 'Le jeton est trop long' },
  'Método no permitido': { de: 'Methode nicht erlaubt', fr: 'Méthode non autorisée' },
  'Ese valor ya existe': { de: 'Dieser Wert existiert bereits', fr: 'Cette valeur existe déjà' },
  'Hace referencia a un registro que no existe': {
    de: 'Verweist auf einen Datensatz, der nicht existiert',
    fr: "Fait référence à un enregistrement qui n'existe pas",
  },
  'El enlace para recuperar la clave no es válido': {
    de: 'Der Link zum Zurücksetzen des Passworts ist ungültig',
    fr: 'Le lien de réinitialisation du mot de passe n’est pas valide',
  },
  'El enlace para recuperar la clave no es válido o ya venció. Pide uno nuevo.': {
    de: 'Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    fr: 'Le lien de réinitialisation du mot de passe n’est pas valide ou a expiré. Demandez-en un nouveau.',
  },
  'Notificación no encontrada': { de: 'Benachrichtigung nicht gefunden', fr: 'Notification introuvable' },
  // Sync (pull and push of the offline replica).
  'El cursor de sincronización no es válido': {
    de: 'Der Synchronisierungscursor ist ungültig',
    fr: 'Le curseur de synchronisation n’est pas valide',
  },
  'El límite debe estar entre 1 y 5000': {
    de: 'Das Limit muss zwischen 1 und 5000 liegen',
    fr: 'La limite doit être comprise entre 1 et 5000',
  },
  'Tabla de sincronización desconocida': { de: 'Unbekannte Synchronisierungstabelle', fr: 'Table de synchronisation inconnue' },
  'No tienes permiso para sincronizar esa tabla': {
    de: 'Sie haben keine Berechtigung, diese Tabelle zu synchronisieren',
    fr: 'Vous n’avez pas l’autorisation de synchroniser cette table',
  },
  'El identificador no es válido': { de: 'Die Kennung ist ungültig', fr: 'L’identifiant n’est pas valide' },
  'La fecha no es válida': { de: 'Das Datum ist ungültig', fr: 'La date n’est pas valide' },
  'La fecha debe estar entre el año 2000 y el 2100': {
    de: 'Das Datum muss zwischen den Jahren 2000 und 2100 liegen',
    fr: 'La date doit être comprise entre l’an 2000 et l’an 2100',
  },
  'El dispositivo es obligatorio': { de: 'Das Gerät ist erforderlich', fr: 'L’appareil est obligatoire' },
  'Demasiados cambios en un envío': { de: 'Zu viele Änderungen in einer Sendung', fr: 'Trop de modifications dans un envoi' },
  'La cantidad no es válida': { de: 'Die Menge ist ungültig', fr: 'La quantité n’est pas valide' },
  'La cantidad no puede ser negativa': { de: 'Die Menge darf nicht negativ sein', fr: 'La quantité ne peut pas être négative' },
  'La cantidad es demasiado grande': { de: 'Die Menge ist zu groß', fr: 'La quantité est trop grande' },
  'La cantidad admite hasta 3 decimales': {
    de: 'Die Menge darf höchstens 3 Nachkommastellen haben',
    fr: 'La quantité admet au plus 3 décimales',
  },
  'El peso no es válido': { de: 'Das Gewicht ist ungültig', fr: 'Le poids n’est pas valide' },
  'El peso se indica en gramos enteros': {
    de: 'Das Gewicht wird in ganzen Gramm angegeben',
    fr: 'Le poids s’indique en grammes entiers',
  },
  'El peso no puede ser negativo': { de: 'Das Gewicht darf nicht negativ sein', fr: 'Le poids ne peut pas être négatif' },
  'El peso es demasiado grande': { de: 'Das Gewicht ist zu groß', fr: 'Le poids est trop élevé' },
  'El tipo de conteo no es válido': { de: 'Die Art der Zählung ist ungültig', fr: 'Le type d’inventaire n’est pas valide' },
  'El motivo es obligatorio': { de: 'Der Grund ist erforderlich', fr: 'Le motif est obligatoire' },
  'El motivo es demasiado largo': { de: 'Der Grund ist zu lang', fr: 'Le motif est trop long' },
  'Operación desconocida': { de: 'Unbekannter Vorgang', fr: 'Opération inconnue' },
  'Los datos de la operación no son válidos': {
    de: 'Die Daten des Vorgangs sind ungültig',
    fr: 'Les données de l’opération ne sont pas valides',
  },
  'Ya se recibió otra operación con el mismo identificador': {
    de: 'Es wurde bereits ein anderer Vorgang mit derselben Kennung empfangen',
    fr: 'Une autre opération avec le même identifiant a déjà été reçue',
  },
  'No tienes permiso para realizar esta operación': {
    de: 'Sie haben keine Berechtigung, diesen Vorgang auszuführen',
    fr: 'Vous n’avez pas l’autorisation d’effectuer cette opération',
  },
  'Tu usuario no tiene un local asignado': {
    de: 'Ihrem Benutzer ist kein Lokal zugewiesen',
    fr: 'Aucun établissement n’est attribué à votre utilisateur',
  },
  'No se pudo guardar el cambio. Se reintentará.': {
    de: 'Die Änderung konnte nicht gespeichert werden. Es wird erneut versucht.',
    fr: 'La modification n’a pas pu être enregistrée. Nouvelle tentative plus tard.',
  },
  'El conteo no existe': { de: 'Die Zählung existiert nicht', fr: 'L’inventaire n’existe pas' },
  'El conteo ya fue enviado': { de: 'Die Zählung wurde bereits übermittelt', fr: 'L’inventaire a déjà été envoyé' },
  'El depósito o la barra no existe': { de: 'Das Lager oder die Bar existiert nicht', fr: 'Le dépôt ou le bar n’existe pas' },
  'Ya existe un conteo con ese identificador': {
    de: 'Es gibt bereits eine Zählung mit dieser Kennung',
    fr: 'Un inventaire avec cet identifiant existe déjà',
  },
  'La mercadería no existe': { de: 'Die Ware existiert nicht', fr: 'La marchandise n’existe pas' },
  'La venta no existe': { de: 'Der Verkauf existiert nicht', fr: 'La vente n’existe pas' },
  'Ya existe una solicitud con ese identificador': {
    de: 'Es gibt bereits eine Anfrage mit dieser Kennung',
    fr: 'Une demande avec cet identifiant existe déjà',
  },
  'La venta ya está anulada': { de: 'Der Verkauf ist bereits storniert', fr: 'La vente est déjà annulée' },
  'La venta ya tiene una solicitud de anulación pendiente': {
    de: 'Für diesen Verkauf gibt es bereits eine offene Stornierungsanfrage',
    fr: 'Cette vente a déjà une demande d’annulation en attente',
  },
};

/**
 * Spanish keys translated in more than one catalog (tests/api/messages.test.ts keeps this empty):
 * one translation per message, so two slices never show the same error in two wordings.
 */
export const DUPLICATE_KEYS: string[] = [];
const CATALOG: MessageCatalog = {};

/** Replaces the lookup with the core messages followed by `catalogs` (by name, in this order). */
export function installCatalogs(catalogs: Record<string, MessageCatalog>): void {
  DUPLICATE_KEYS.length = 0;
  for (const key of Object.keys(CATALOG)) delete CATALOG[key];
  for (const [name, messages] of Object.entries({ CORE, ...catalogs })) {
    for (const [es, translation] of Object.entries(messages)) {
      if (es in CATALOG) DUPLICATE_KEYS.push(`${es} (again in ${name})`);
      else CATALOG[es] = translation;
    }
  }
}
installCatalogs({});

export function isLang(value: unknown): value is Lang {
  return value === 'es' || value === 'de' || value === 'fr';
}

export function requestLang(c: Context): Lang {
  const header = c.req.header('accept-language') ?? '';
  for (const part of header.split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'es' || tag === 'de' || tag === 'fr') return tag;
  }
  return 'es';
}

export function translate(lang: Lang, spanish: string): string {
  if (lang === 'es') return spanish;
  return CATALOG[spanish]?.[lang] ?? spanish;
}

/** Messages the catalog lacks a translation for (a unit test keeps this empty for used keys). */
export function catalogHas(spanish: string): boolean {
  return spanish in CATALOG;
}

const MONEY_LOCALES: Record<Lang, string> = { es: 'es-AR', de: 'de-DE', fr: 'fr-FR' };

/** Integer cents as pesos in the request's language ("$ 4.000,00"), for amounts inside messages. */
export function formatCents(cents: number, lang: Lang): string {
  return new Intl.NumberFormat(MONEY_LOCALES[lang], { style: 'currency', currency: 'ARS' }).format(cents / 100);
}
