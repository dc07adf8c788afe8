// Server messages of public.ts in German and French (the Spanish text is the key), with the
// contract messages of a guest's order.
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'El enlace de la mesa no es válido o expiró': {
    de: 'Der Tisch-Link ist ungültig oder abgelaufen',
    fr: 'Le lien de la table est invalide ou a expiré',
  },
  'Un producto del pedido no está en la carta': {
    de: 'Ein Produkt der Bestellung steht nicht auf der Karte',
    fr: "Un produit de la commande n'est pas à la carte",
  },
  'Demasiados pedidos seguidos: espera unos minutos': {
    de: 'Zu viele Bestellungen hintereinander: Bitte warten Sie einige Minuten',
    fr: 'Trop de commandes à la suite : attendez quelques minutes',
  },
  'Ese identificador de pedido ya se usó en otra mesa': {
    de: 'Diese Bestellkennung wurde bereits an einem anderen Tisch verwendet',
    fr: 'Cet identifiant de commande a déjà été utilisé à une autre table',
  },
  'No hay una noche abierta: los pedidos a la mesa se reciben durante la noche': {
    de: 'Es ist keine Nacht geöffnet: Tischbestellungen werden während der Nacht angenommen',
    fr: "Aucune soirée n'est ouverte : les commandes à table sont prises pendant la soirée",
  },
};
