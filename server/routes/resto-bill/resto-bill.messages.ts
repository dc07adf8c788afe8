// Server messages of resto-bill.routes.ts and domain/resto-bill.ts in German and French (the Spanish
// text is the key), with the contract's and resto-order-sale.ts's; those said by other catalogs too
// (la reserva, la mesa no existe) are translated there once.
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  // The name of the product a minimum spend's shortfall is sold as (created per venue).
  'Consumo mínimo (diferencia)': { de: 'Mindestverzehr (Differenz)', fr: 'Consommation minimale (différence)' },
  'La reserva no tiene mesa asignada': {
    de: 'Der Reservierung ist kein Tisch zugewiesen',
    fr: "Aucune table n'est attribuée à la réservation",
  },
  'No hay una noche en curso': { de: 'Es läuft keine Nacht', fr: "Aucune soirée n'est en cours" },
  'El área de la mesa no tiene punto de venta: configúralo en Configuración › Resto': {
    de: 'Der Bereich des Tisches hat keine Verkaufsstelle: Lege sie unter Einstellungen › Restaurant fest',
    fr: "La zone de la table n'a pas de point de vente : configurez-le dans Configuration › Restaurant",
  },
  'La propina no es válida': { de: 'Das Trinkgeld ist ungültig', fr: "Le pourboire n'est pas valide" },
  'Indica la reserva o la mesa': { de: 'Gib die Reservierung oder den Tisch an', fr: 'Indiquez la réservation ou la table' },
  'La comanda no existe': { de: 'Die Bestellung existiert nicht', fr: "La commande n'existe pas" },
  'La comanda no pertenece a ninguna noche': {
    de: 'Die Bestellung gehört zu keiner Nacht',
    fr: "La commande n'appartient à aucune soirée",
  },
  'No se pudo cobrar la comanda': {
    de: 'Die Bestellung konnte nicht abgerechnet werden',
    fr: "La commande n'a pas pu être facturée",
  },
};
