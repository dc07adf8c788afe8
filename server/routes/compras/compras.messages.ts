// German and French for the Spanish messages of purchasing (issue 38): compras.service.ts, its
// contract (src/contract/purchasing.ts) and the 'goodsReceipt.record' command.
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'El proveedor no existe': { de: 'Der Lieferant existiert nicht', fr: 'Le fournisseur n’existe pas' },
  'Ya existe un proveedor con ese nombre': {
    de: 'Es gibt bereits einen Lieferanten mit diesem Namen',
    fr: 'Un fournisseur porte déjà ce nom',
  },
  'La orden de compra no existe': { de: 'Die Bestellung existiert nicht', fr: 'Le bon de commande n’existe pas' },
  'Solo se puede modificar una orden en borrador': {
    de: 'Nur eine Bestellung im Entwurf kann geändert werden',
    fr: 'Seul un bon de commande en brouillon peut être modifié',
  },
  'Solo se puede enviar una orden en borrador': {
    de: 'Nur eine Bestellung im Entwurf kann versendet werden',
    fr: 'Seul un bon de commande en brouillon peut être envoyé',
  },
  'La orden ya fue recibida o cancelada': {
    de: 'Die Bestellung wurde bereits empfangen oder storniert',
    fr: 'Le bon de commande a déjà été reçu ou annulé',
  },
  'La recepción no existe': { de: 'Der Wareneingang existiert nicht', fr: 'La réception n’existe pas' },
  'La factura no existe': { de: 'Die Rechnung existiert nicht', fr: 'La facture n’existe pas' },
  'Ese proveedor ya tiene una factura con ese número': {
    de: 'Dieser Lieferant hat bereits eine Rechnung mit dieser Nummer',
    fr: 'Ce fournisseur a déjà une facture portant ce numéro',
  },
  'La línea no pertenece a la recepción': {
    de: 'Die Position gehört nicht zu diesem Wareneingang',
    fr: 'La ligne n’appartient pas à cette réception',
  },
  'Se factura más de lo recibido': {
    de: 'Es wird mehr berechnet als empfangen wurde',
    fr: 'La facture dépasse la quantité reçue',
  },
  'La factura ya fue anulada': { de: 'Die Rechnung wurde bereits storniert', fr: 'La facture a déjà été annulée' },
  'No hay stock suficiente en ese lugar para devolver': {
    de: 'An diesem Ort ist nicht genug Bestand für die Rücksendung',
    fr: 'Il n’y a pas assez de stock à cet endroit pour ce retour',
  },
  'No hay faltantes de stock ideal con proveedor asignado en ese depósito': {
    de: 'In diesem Lager fehlt nichts zum Sollbestand, das einem Lieferanten zugeordnet ist',
    fr: 'Aucun manque par rapport au stock idéal avec un fournisseur attribué dans ce dépôt',
  },
  // src/contract/purchasing.ts
  'El nombre del proveedor es obligatorio': {
    de: 'Der Name des Lieferanten ist erforderlich',
    fr: 'Le nom du fournisseur est obligatoire',
  },
  'El precio debe ser un número entero de centavos, de 0 en adelante': {
    de: 'Der Preis muss eine ganze Zahl von Cent ab 0 sein',
    fr: 'Le prix doit être un nombre entier de centimes, à partir de 0',
  },
  'La orden necesita al menos una línea': {
    de: 'Die Bestellung braucht mindestens eine Position',
    fr: 'Le bon de commande doit comporter au moins une ligne',
  },
  'Hay demasiadas líneas': { de: 'Es gibt zu viele Positionen', fr: 'Il y a trop de lignes' },
  'Cada mercadería puede aparecer una sola vez': {
    de: 'Jede Ware darf nur einmal vorkommen',
    fr: 'Chaque marchandise ne peut apparaître qu’une seule fois',
  },
  'El tamaño del bulto debe ser un número entero entre 1 y 1000': {
    de: 'Die Gebindegröße muss eine ganze Zahl zwischen 1 und 1000 sein',
    fr: 'La taille du colis doit être un nombre entier entre 1 et 1000',
  },
  'El CUIT es demasiado largo': { de: 'Die Steuernummer (CUIT) ist zu lang', fr: 'Le CUIT est trop long' },
  'El contacto es demasiado largo': { de: 'Der Kontakt ist zu lang', fr: 'Le contact est trop long' },
  'La demora debe ser un número entero de días entre 0 y 365': {
    de: 'Die Lieferzeit muss eine ganze Zahl von Tagen zwischen 0 und 365 sein',
    fr: 'Le délai doit être un nombre entier de jours entre 0 et 365',
  },
  'El número de factura es obligatorio': {
    de: 'Die Rechnungsnummer ist erforderlich',
    fr: 'Le numéro de facture est obligatoire',
  },
  'El número de factura es demasiado largo': {
    de: 'Die Rechnungsnummer ist zu lang',
    fr: 'Le numéro de facture est trop long',
  },
  'La factura necesita al menos una línea': {
    de: 'Die Rechnung braucht mindestens eine Position',
    fr: 'La facture doit comporter au moins une ligne',
  },
  'Cada línea de la recepción puede facturarse una sola vez': {
    de: 'Jede Position des Wareneingangs kann nur einmal berechnet werden',
    fr: 'Chaque ligne de la réception ne peut être facturée qu’une seule fois',
  },
  'El método de costeo no es válido': {
    de: 'Die Bewertungsmethode ist ungültig',
    fr: 'La méthode de valorisation n’est pas valide',
  },
  // 'goodsReceipt.record'
  'Los bultos deben ser un número entero entre 0 y 10000': {
    de: 'Die Gebinde müssen eine ganze Zahl zwischen 0 und 10000 sein',
    fr: 'Les colis doivent être un nombre entier entre 0 et 10000',
  },
  'La recepción necesita al menos una línea': {
    de: 'Der Wareneingang braucht mindestens eine Position',
    fr: 'La réception doit comporter au moins une ligne',
  },
  'Una recepción sin orden de compra necesita un motivo': {
    de: 'Ein Wareneingang ohne Bestellung braucht einen Grund',
    fr: 'Une réception sans bon de commande nécessite un motif',
  },
  'Indica el proveedor de la recepción': {
    de: 'Geben Sie den Lieferanten des Wareneingangs an',
    fr: 'Indiquez le fournisseur de la réception',
  },
  'Ya existe una recepción con ese identificador': {
    de: 'Es gibt bereits einen Wareneingang mit dieser Kennung',
    fr: 'Une réception avec cet identifiant existe déjà',
  },
  'La orden de compra ya fue recibida o cancelada': {
    de: 'Die Bestellung wurde bereits empfangen oder storniert',
    fr: 'Le bon de commande a déjà été reçu ou annulé',
  },
  'La orden de compra todavía no fue enviada al proveedor': {
    de: 'Die Bestellung wurde noch nicht an den Lieferanten gesendet',
    fr: 'Le bon de commande n’a pas encore été envoyé au fournisseur',
  },
};
