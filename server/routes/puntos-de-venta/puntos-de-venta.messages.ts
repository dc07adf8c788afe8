// Server messages of pos.ts and of its contract (src/contract/pos.ts) in German and French (the
// Spanish text is the key).
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'El punto de venta no existe': { de: 'Die Verkaufsstelle existiert nicht', fr: 'Le point de vente n’existe pas' },
  'Ya existe un punto de venta de ese tipo con ese nombre': {
    de: 'Es gibt bereits eine Verkaufsstelle dieser Art mit diesem Namen',
    fr: 'Un point de vente de ce type portant ce nom existe déjà',
  },
  'Ese número de punto de venta AFIP ya está asignado a otro punto de venta': {
    de: 'Diese AFIP-Verkaufsstellennummer ist bereits einer anderen Verkaufsstelle zugewiesen',
    fr: 'Ce numéro de point de vente AFIP est déjà attribué à un autre point de vente',
  },
  'La lista de precios no existe en este local': {
    de: 'Die Preisliste existiert in diesem Lokal nicht',
    fr: 'La liste de prix n’existe pas dans cet établissement',
  },
  'Una barra necesita su ubicación de stock': {
    de: 'Eine Bar braucht ihren Lagerort',
    fr: 'Un bar a besoin de son emplacement de stock',
  },
  'La ubicación de stock debe ser una barra de este local': {
    de: 'Der Lagerort muss eine Bar dieses Lokals sein',
    fr: 'L’emplacement de stock doit être un bar de cet établissement',
  },
  'La ubicación de stock está desactivada': { de: 'Der Lagerort ist deaktiviert', fr: 'L’emplacement de stock est désactivé' },
  'Solo las barras tienen ubicación de stock': {
    de: 'Nur Bars haben einen Lagerort',
    fr: 'Seuls les bars ont un emplacement de stock',
  },
  'Tiene ventas, terminales o movimientos de caja: desactívalo en lugar de borrarlo': {
    de: 'Sie hat Verkäufe, Terminals oder Kassenbewegungen: Deaktivieren Sie sie, statt sie zu löschen',
    fr: 'Il a des ventes, des terminaux ou des mouvements de caisse : désactivez-le au lieu de le supprimer',
  },
  // src/contract/pos.ts
  'El tipo de punto de venta no es válido': {
    de: 'Die Art der Verkaufsstelle ist ungültig',
    fr: 'Le type de point de vente n’est pas valide',
  },
  'El nombre del punto de venta es obligatorio': {
    de: 'Der Name der Verkaufsstelle ist erforderlich',
    fr: 'Le nom du point de vente est obligatoire',
  },
  'El número de punto de venta AFIP debe ser un entero entre 1 y 99999': {
    de: 'Die AFIP-Verkaufsstellennummer muss eine ganze Zahl zwischen 1 und 99999 sein',
    fr: 'Le numéro de point de vente AFIP doit être un entier entre 1 et 99999',
  },
};
