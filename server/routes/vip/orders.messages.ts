// Server messages of orders.routes.ts and orders.service.ts in German and French (the Spanish text is the key), with the
// contract, card-ledger and mobile-order-sale messages a mobile order can answer.
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'La orden no existe': { de: 'Die Bestellung existiert nicht', fr: "La commande n'existe pas" },
  'Solo se puede aceptar una orden nueva': {
    de: 'Nur eine neue Bestellung kann angenommen werden',
    fr: 'Seule une nouvelle commande peut être acceptée',
  },
  'Solo se puede entregar una orden aceptada': {
    de: 'Nur eine angenommene Bestellung kann geliefert werden',
    fr: 'Seule une commande acceptée peut être livrée',
  },
  'La orden ya fue entregada o rechazada': {
    de: 'Die Bestellung wurde bereits geliefert oder abgelehnt',
    fr: 'La commande a déjà été livrée ou refusée',
  },
  'La orden ya fue cobrada a la tarjeta': {
    de: 'Die Bestellung wurde der Karte bereits belastet',
    fr: 'La commande a déjà été débitée de la carte',
  },
  'La orden no tiene una tarjeta a la cual cobrar': {
    de: 'Die Bestellung hat keine Karte, die belastet werden kann',
    fr: "La commande n'a pas de carte à débiter",
  },
  'La orden no pertenece a ninguna noche: no se puede cobrar': {
    de: 'Die Bestellung gehört zu keiner Nacht: Sie kann nicht belastet werden',
    fr: "La commande n'appartient à aucune soirée : elle ne peut pas être débitée",
  },
  'Nueva orden móvil': { de: 'Neue mobile Bestellung', fr: 'Nouvelle commande mobile' },
  // domain/mobile-order-sale.ts: the bar a delivered order is booked at (also the VIP settings' answer).
  'Elige la barra que sirve las mesas VIP (en Configuración VIP o al entregar)': {
    de: 'Wählen Sie die Bar, die die VIP-Tische bedient (in den VIP-Einstellungen oder beim Servieren)',
    fr: 'Choisissez le bar qui sert les tables VIP (dans la configuration VIP ou au moment de servir)',
  },
  'La barra no existe o no está activa': {
    de: 'Die Bar existiert nicht oder ist nicht aktiv',
    fr: "Le bar n'existe pas ou n'est pas actif",
  },
};
