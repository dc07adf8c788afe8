// Server messages of ingest.ts, server/domain/sales-ingest.ts and src/contract/ingest.ts in German and
// French (the Spanish text is the key). 'El producto no existe' and 'El medio de pago no es válido'
// are already translated by the catalogue and VIP slices.
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'La clave de la terminal no es válida': {
    de: 'Der Schlüssel des Terminals ist ungültig',
    fr: "La clé du terminal n'est pas valide",
  },
  'La clave de la terminal fue revocada': {
    de: 'Der Schlüssel des Terminals wurde widerrufen',
    fr: 'La clé du terminal a été révoquée',
  },
  'No hay una noche para la fecha de la venta': {
    de: 'Für das Datum des Verkaufs gibt es keine Nacht',
    fr: "Il n'y a pas de soirée pour la date de la vente",
  },
  'El total no coincide con la suma de las líneas': {
    de: 'Die Summe stimmt nicht mit den Positionen überein',
    fr: 'Le total ne correspond pas à la somme des lignes',
  },
  'El cajero no existe': { de: 'Der Kassierer existiert nicht', fr: "Le caissier n'existe pas" },
  'Falta el número de tarjeta VIP': { de: 'Die VIP-Kartennummer fehlt', fr: 'Le numéro de carte VIP manque' },
  'La hora de la venta está en el futuro': {
    de: 'Die Uhrzeit des Verkaufs liegt in der Zukunft',
    fr: "L'heure de la vente est dans le futur",
  },
  'El identificador de la venta ya está en uso': {
    de: 'Die Kennung des Verkaufs wird bereits verwendet',
    fr: "L'identifiant de la vente est déjà utilisé",
  },
  'La venta está repetida en el lote': {
    de: 'Der Verkauf kommt im Stapel doppelt vor',
    fr: 'La vente figure deux fois dans le lot',
  },
  'La venta no se pudo registrar': {
    de: 'Der Verkauf konnte nicht erfasst werden',
    fr: "La vente n'a pas pu être enregistrée",
  },
  'Un lote admite como máximo 500 ventas': {
    de: 'Ein Stapel darf höchstens 500 Verkäufe enthalten',
    fr: 'Un lot peut contenir au plus 500 ventes',
  },
  'El lote no tiene ventas': { de: 'Der Stapel enthält keine Verkäufe', fr: 'Le lot ne contient aucune vente' },
  'Cada venta necesita un identificador (uuid)': {
    de: 'Jeder Verkauf braucht eine Kennung (UUID)',
    fr: 'Chaque vente doit avoir un identifiant (uuid)',
  },
  'La venta no tiene líneas': { de: 'Der Verkauf hat keine Positionen', fr: "La vente n'a aucune ligne" },
  'Una venta admite como máximo 200 líneas': {
    de: 'Ein Verkauf darf höchstens 200 Positionen haben',
    fr: 'Une vente peut avoir au plus 200 lignes',
  },
  'La cantidad debe ser un entero de 1 a 10000': {
    de: 'Die Menge muss eine ganze Zahl von 1 bis 10000 sein',
    fr: 'La quantité doit être un entier de 1 à 10000',
  },
  'El precio debe ser un importe en centavos no negativo': {
    de: 'Der Preis muss ein nicht negativer Betrag in Cent sein',
    fr: 'Le prix doit être un montant en centimes non négatif',
  },
  'El total debe ser un importe en centavos no negativo': {
    de: 'Die Summe muss ein nicht negativer Betrag in Cent sein',
    fr: 'Le total doit être un montant en centimes non négatif',
  },
  'La hora de la venta no es válida': {
    de: 'Die Uhrzeit des Verkaufs ist ungültig',
    fr: "L'heure de la vente n'est pas valide",
  },
  'El producto no es válido': { de: 'Das Produkt ist ungültig', fr: "Le produit n'est pas valide" },
};
