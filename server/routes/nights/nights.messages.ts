// Server messages of nights-admin.service.ts and of its contract (src/contract/nights-admin.ts) in German
// and French (the Spanish text is the key).
export const DUPLICATE_DATE = 'Ya existe una noche para esa fecha';
export const CLOSED_NOT_EDITABLE = 'Una noche cerrada no se puede editar';
export const DATE_ONLY_PLANNED = 'Solo se puede cambiar la fecha de una noche planificada';
export const DATE_OF_DELETED = 'Esa fecha tuvo una noche borrada: créala de nuevo con «Nueva noche»';
export const DELETE_ONLY_PLANNED = 'Solo se puede borrar una noche planificada';
export const DELETE_HAS_SALES = 'La noche tiene ventas: no se puede borrar';
export const OPEN_ONLY_PLANNED = 'Solo se puede abrir una noche planificada';
export const REOPEN_ONLY_CLOSED = 'Solo se puede reabrir una noche cerrada';
export const CLOSE_ONLY_OPEN = 'Solo se puede cerrar una noche abierta';
export const ANOTHER_OPEN = 'Ya hay otra noche abierta; ciérrala primero';
export const CLOSE_BLOCKED = 'No se puede cerrar la noche';
export const BLOCK_CANCELLATIONS = 'Solicitudes de anulación pendientes';
export const BLOCK_REGISTERS = 'Cajas sin cerrar';

export const MESSAGES: Record<string, { de: string; fr: string }> = {
  [DUPLICATE_DATE]: {
    de: 'Für dieses Datum gibt es bereits eine Nacht',
    fr: 'Une soirée existe déjà à cette date',
  },
  [CLOSED_NOT_EDITABLE]: {
    de: 'Eine geschlossene Nacht kann nicht bearbeitet werden',
    fr: 'Une soirée clôturée ne peut pas être modifiée',
  },
  [DATE_ONLY_PLANNED]: {
    de: 'Nur bei einer geplanten Nacht kann das Datum geändert werden',
    fr: 'Seule la date d’une soirée planifiée peut être modifiée',
  },
  [DATE_OF_DELETED]: {
    de: 'An diesem Datum gab es eine gelöschte Nacht: Legen Sie sie mit „Neue Nacht“ neu an',
    fr: 'Cette date avait une soirée supprimée : recréez-la avec « Nouvelle soirée »',
  },
  [DELETE_ONLY_PLANNED]: {
    de: 'Nur eine geplante Nacht kann gelöscht werden',
    fr: 'Seule une soirée planifiée peut être supprimée',
  },
  [DELETE_HAS_SALES]: {
    de: 'Die Nacht hat Verkäufe: Sie kann nicht gelöscht werden',
    fr: 'La soirée a des ventes : elle ne peut pas être supprimée',
  },
  [OPEN_ONLY_PLANNED]: {
    de: 'Nur eine geplante Nacht kann eröffnet werden',
    fr: 'Seule une soirée planifiée peut être ouverte',
  },
  [REOPEN_ONLY_CLOSED]: {
    de: 'Nur eine geschlossene Nacht kann wieder eröffnet werden',
    fr: 'Seule une soirée clôturée peut être rouverte',
  },
  [CLOSE_ONLY_OPEN]: {
    de: 'Nur eine offene Nacht kann geschlossen werden',
    fr: 'Seule une soirée ouverte peut être clôturée',
  },
  [ANOTHER_OPEN]: {
    de: 'Es ist bereits eine andere Nacht offen; schließen Sie sie zuerst',
    fr: 'Une autre soirée est déjà ouverte ; clôturez-la d’abord',
  },
  // server/domain/night-of.ts: every write into a closed night
  'La noche está cerrada: reábrela indicando el motivo para registrar cambios': {
    de: 'Die Nacht ist abgeschlossen: Öffnen Sie sie mit Angabe eines Grundes wieder, um Änderungen zu erfassen',
    fr: 'La soirée est clôturée : rouvrez-la en indiquant le motif pour enregistrer des modifications',
  },
  [CLOSE_BLOCKED]: { de: 'Die Nacht kann nicht geschlossen werden', fr: 'La soirée ne peut pas être clôturée' },
  [BLOCK_CANCELLATIONS]: { de: 'Offene Stornoanfragen', fr: 'Demandes d’annulation en attente' },
  [BLOCK_REGISTERS]: { de: 'Nicht abgeschlossene Kassen', fr: 'Caisses non clôturées' },
  // src/contract/nights-admin.ts (its other messages are in the core catalog)
  'La hora no es válida (HH:mm)': { de: 'Die Uhrzeit ist ungültig (HH:mm)', fr: 'L’heure n’est pas valide (HH:mm)' },
  'La hora de cierre debe ser distinta de la de apertura': {
    de: 'Die Schließzeit muss sich von der Öffnungszeit unterscheiden',
    fr: 'L’heure de fermeture doit être différente de l’heure d’ouverture',
  },
  'El nombre del evento es demasiado largo': {
    de: 'Der Name der Veranstaltung ist zu lang',
    fr: 'Le nom de l’événement est trop long',
  },
  'La hora de corte debe ser un número entero entre 0 y 12': {
    de: 'Die Stichstunde muss eine ganze Zahl zwischen 0 und 12 sein',
    fr: 'L’heure de bascule doit être un nombre entier entre 0 et 12',
  },
};
