// German and French for the Spanish messages of waiters' orders and the station display: the
// command 'kitchenOrder.addLines', the routes and src/contract/resto-orders.ts.
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'El área de la mesa no tiene lista de precios': {
    de: 'Der Bereich des Tisches hat keine Preisliste',
    fr: "La zone de la table n'a pas de liste de prix",
  },
  'Un producto de la comanda no está en el menú': {
    de: 'Ein Produkt der Bestellung steht nicht auf der Speisekarte',
    fr: "Un produit de la commande n'est pas au menu",
  },
  'Un producto de la comanda no tiene precio en la lista del área': {
    de: 'Ein Produkt der Bestellung hat keinen Preis in der Preisliste des Bereichs',
    fr: "Un produit de la commande n'a pas de prix dans la liste de la zone",
  },
  'Un modificador no corresponde al plato': {
    de: 'Eine Option gehört nicht zu diesem Gericht',
    fr: 'Une option ne correspond pas au plat',
  },
  'Ya existe una línea con ese identificador en otra mesa': {
    de: 'Es gibt bereits eine Position mit dieser Kennung an einem anderen Tisch',
    fr: 'Une ligne avec cet identifiant existe déjà sur une autre table',
  },
  'La comanda no tiene líneas': { de: 'Die Bestellung hat keine Positionen', fr: "La commande n'a pas de lignes" },
  'La comanda tiene demasiadas líneas': { de: 'Die Bestellung hat zu viele Positionen', fr: 'La commande a trop de lignes' },
  'Hay líneas repetidas en la comanda': {
    de: 'Die Bestellung enthält doppelte Positionen',
    fr: 'La commande contient des lignes en double',
  },
  'La cantidad debe ser un número entero': {
    de: 'Die Menge muss eine ganze Zahl sein',
    fr: 'La quantité doit être un nombre entier',
  },
  'La cantidad debe ser al menos 1': { de: 'Die Menge muss mindestens 1 sein', fr: 'La quantité doit être au moins 1' },
  'Demasiados modificadores': { de: 'Zu viele Optionen', fr: "Trop d'options" },
  'El tiempo no es válido': { de: 'Der Gang ist ungültig', fr: "Le service n'est pas valide" },
  'La línea no existe': { de: 'Die Position existiert nicht', fr: "La ligne n'existe pas" },
  'La línea no puede pasar a ese estado': {
    de: 'Die Position kann nicht in diesen Status wechseln',
    fr: 'La ligne ne peut pas passer à cet état',
  },
  'La comanda ya fue servida o cancelada': {
    de: 'Die Bestellung wurde bereits serviert oder storniert',
    fr: 'La commande a déjà été servie ou annulée',
  },
  'No hay líneas de la comanda en esa estación que puedan pasar a ese estado': {
    de: 'An dieser Station gibt es keine Positionen der Bestellung, die in diesen Status wechseln können',
    fr: 'Aucune ligne de la commande à ce poste ne peut passer à cet état',
  },
  'La comanda no tiene líneas para servir': {
    de: 'Die Bestellung hat keine Positionen zum Servieren',
    fr: "La commande n'a pas de lignes à servir",
  },
};
