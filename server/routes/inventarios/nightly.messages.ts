// German and French for the Spanish messages of nightly.ts (merged into server/lib/messages.ts).
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'No se puede cambiar el depósito de origen de una precarga ya cargada': {
    de: 'Das Quelllager einer bereits geladenen Vorladung kann nicht geändert werden',
    fr: 'Impossible de changer le dépôt d’origine d’un préchargement déjà chargé',
  },
  'La misma mercadería aparece más de una vez': {
    de: 'Dieselbe Ware kommt mehr als einmal vor',
    fr: 'La même marchandise apparaît plus d’une fois',
  },
  'Demasiadas líneas en un envío': { de: 'Zu viele Zeilen in einer Sendung', fr: 'Trop de lignes dans un envoi' },
  'El reporte no existe': { de: 'Der Bericht existiert nicht', fr: 'Le rapport n’existe pas' },
  'No tienes permiso para ver este reporte': {
    de: 'Sie haben keine Berechtigung, diesen Bericht anzusehen',
    fr: 'Vous n’avez pas l’autorisation de consulter ce rapport',
  },
  'La fecha de inicio es posterior a la de fin': {
    de: 'Das Startdatum liegt nach dem Enddatum',
    fr: 'La date de début est postérieure à la date de fin',
  },
  'El período no puede superar un año': {
    de: 'Der Zeitraum darf ein Jahr nicht überschreiten',
    fr: 'La période ne peut pas dépasser un an',
  },
};
