// Server messages of tickets.ts, domain/sale-reversal.ts and src/contract/cancellations.ts in German
// and French (the Spanish text is the key).
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'La solicitud de anulación no existe': {
    de: 'Der Stornierungsantrag existiert nicht',
    fr: 'La demande d’annulation n’existe pas',
  },
  'La solicitud ya fue decidida': {
    de: 'Über den Antrag wurde bereits entschieden',
    fr: 'La demande a déjà été traitée',
  },
  'No puede decidir su propia solicitud': {
    de: 'Sie können nicht über Ihren eigenen Antrag entscheiden',
    fr: 'Vous ne pouvez pas statuer sur votre propre demande',
  },
  'Anulación de venta': { de: 'Stornierung des Verkaufs', fr: 'Annulation de la vente' },
  'La nota es obligatoria para rechazar': {
    de: 'Für eine Ablehnung ist eine Notiz erforderlich',
    fr: 'Une note est obligatoire pour refuser',
  },
  'El número de ticket no es válido': { de: 'Die Belegnummer ist ungültig', fr: 'Le numéro de ticket n’est pas valide' },
  'La búsqueda es demasiado larga': { de: 'Die Suche ist zu lang', fr: 'La recherche est trop longue' },
  'Anulación aprobada': { de: 'Stornierung genehmigt', fr: 'Annulation approuvée' },
  'Anulación rechazada': { de: 'Stornierung abgelehnt', fr: 'Annulation refusée' },
};
