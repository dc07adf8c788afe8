// Server messages of /api/cashflow (server/routes/cashflow/*) and of src/contract/cashflow*.ts in
// German and French (the Spanish text is the key).
export const MEMBER_NOT_FOUND = 'La persona no existe';
export const SHIFT_NOT_FOUND = 'El turno no existe';
export const SHIFT_HAS_PAYMENTS = 'Ese turno ya tiene pagos: no se puede quitar';
export const ACCOUNT_NOT_FOUND = 'La cuenta no existe';
export const ACCOUNT_INACTIVE = 'La cuenta está desactivada';
export const CATEGORY_NOT_FOUND = 'La categoría no existe';
export const PAYMENT_ID_TAKEN = 'Ese pago ya existe con otros datos';
/** A register counted blind (open session): its balance is for 207 holders until the count is submitted. */
export const BLIND_REGISTER =
  'Esa caja se está contando a ciegas: su saldo y sus movimientos se ven cuando se entregue el conteo';
/** The refusal of a payout larger than a register counted blind holds, without the amount. */
export const OVER_BALANCE_BLIND = 'La caja no tiene tanto efectivo para ese egreso';
export const SYSTEM_CATEGORY_KEPT = 'Es una categoría del sistema: se puede renombrar, pero no quitar';

export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'El archivo del comprobante ya no está en el servidor': {
    de: 'Die Datei des Belegs ist nicht mehr auf dem Server',
    fr: "Le fichier du justificatif n'est plus sur le serveur",
  },
  'El comprobante no existe': { de: 'Der Beleg existiert nicht', fr: "Le justificatif n'existe pas" },
  'El efectivo queda en la caja del punto de venta: no lleva cuenta de liquidación': {
    de: 'Bargeld bleibt in der Kasse der Verkaufsstelle: Es hat kein Abrechnungskonto',
    fr: "Les espèces restent dans la caisse du point de vente : elles n'ont pas de compte de règlement",
  },
  'El movimiento no existe': { de: 'Die Buchung existiert nicht', fr: "Le mouvement n'existe pas" },
  'El movimiento ya fue corregido': { de: 'Die Buchung wurde bereits korrigiert', fr: 'Le mouvement a déjà été corrigé' },
  'El punto de venta no existe o está desactivado': {
    de: 'Die Verkaufsstelle existiert nicht oder ist deaktiviert',
    fr: "Le point de vente n'existe pas ou est désactivé",
  },
  'El tipo de categoría no es válido': { de: 'Die Art der Kategorie ist ungültig', fr: "Le type de catégorie n'est pas valide" },
  'El tipo de cuenta no es válido': { de: 'Die Kontoart ist ungültig', fr: "Le type de compte n'est pas valide" },
  [SHIFT_NOT_FOUND]: { de: 'Die Schicht existiert nicht', fr: "Le service n'existe pas" },
  'El umbral debe ser un importe entre $ 0 y $ 10.000.000': {
    de: 'Der Schwellenwert muss ein Betrag zwischen 0 $ und 10.000.000 $ sein',
    fr: 'Le seuil doit être un montant entre 0 $ et 10 000 000 $',
  },
  'Elige la cuenta de destino': { de: 'Wählen Sie das Zielkonto', fr: 'Choisissez le compte de destination' },
  'Elige una categoría': { de: 'Wählen Sie eine Kategorie', fr: 'Choisissez une catégorie' },
  [PAYMENT_ID_TAKEN]: {
    de: 'Diese Zahlung existiert bereits mit anderen Angaben',
    fr: 'Ce paiement existe déjà avec d’autres données',
  },
  'Ese punto de venta ya tiene una caja registradora activa': {
    de: 'Diese Verkaufsstelle hat bereits eine aktive Registrierkasse',
    fr: 'Ce point de vente a déjà une caisse enregistreuse active',
  },
  [SHIFT_HAS_PAYMENTS]: {
    de: 'Für diese Schicht gibt es bereits Zahlungen: Sie kann nicht entfernt werden',
    fr: 'Ce service a déjà des paiements : il ne peut pas être retiré',
  },
  'Indica el nombre de la persona': { de: 'Geben Sie den Namen der Person an', fr: 'Indiquez le nom de la personne' },
  'Indica la función': { de: 'Geben Sie die Funktion an', fr: 'Indiquez la fonction' },
  'La agrupación debe ser por mes o por semana': {
    de: 'Die Gruppierung muss nach Monat oder Woche erfolgen',
    fr: 'Le regroupement doit se faire par mois ou par semaine',
  },
  'La categoría no corresponde al tipo de movimiento': {
    de: 'Die Kategorie passt nicht zur Buchungsart',
    fr: 'La catégorie ne correspond pas au type de mouvement',
  },
  [CATEGORY_NOT_FOUND]: { de: 'Die Kategorie existiert nicht', fr: "La catégorie n'existe pas" },
  [BLIND_REGISTER]: {
    de: 'Diese Kasse wird blind gezählt: Ihr Saldo und ihre Buchungen sind sichtbar, sobald die Zählung abgegeben ist',
    fr: 'Cette caisse est comptée à l’aveugle : son solde et ses mouvements seront visibles une fois le comptage remis',
  },
  [OVER_BALANCE_BLIND]: {
    de: 'Die Kasse hat nicht so viel Bargeld für diese Ausgabe',
    fr: 'La caisse n’a pas assez d’espèces pour cette sortie',
  },
  [SYSTEM_CATEGORY_KEPT]: {
    de: 'Das ist eine Systemkategorie: Sie kann umbenannt, aber nicht entfernt werden',
    fr: 'C’est une catégorie du système : on peut la renommer, mais pas la retirer',
  },
  'La comisión debe estar entre 0 % y 20 %, con hasta dos decimales': {
    de: 'Die Gebühr muss zwischen 0 % und 20 % liegen, mit höchstens zwei Dezimalstellen',
    fr: 'La commission doit être comprise entre 0 % et 20 %, avec au plus deux décimales',
  },
  'La cuenta de liquidación no existe o está desactivada': {
    de: 'Das Abrechnungskonto existiert nicht oder ist deaktiviert',
    fr: "Le compte de règlement n'existe pas ou est désactivé",
  },
  'La cuenta de origen y la de destino deben ser distintas': {
    de: 'Quell- und Zielkonto müssen verschieden sein',
    fr: 'Le compte d’origine et le compte de destination doivent être différents',
  },
  [ACCOUNT_INACTIVE]: { de: 'Das Konto ist deaktiviert', fr: 'Le compte est désactivé' },
  [ACCOUNT_NOT_FOUND]: { de: 'Das Konto existiert nicht', fr: "Le compte n'existe pas" },
  'La cuenta no tiene tanto dinero: hay {amount} disponibles': {
    de: 'So viel Geld ist auf dem Konto nicht vorhanden: {amount} verfügbar',
    fr: "Le compte n'a pas autant d'argent : {amount} disponibles",
  },
  'La cuenta tiene movimientos, sesiones o pagos: desactívala en lugar de borrarla': {
    de: 'Das Konto hat Buchungen, Sitzungen oder Zahlungen: Deaktivieren Sie es, statt es zu löschen',
    fr: 'Le compte a des mouvements, des sessions ou des paiements : désactivez-le au lieu de le supprimer',
  },
  'La fecha del movimiento no puede ser futura': {
    de: 'Das Datum der Buchung darf nicht in der Zukunft liegen',
    fr: 'La date du mouvement ne peut pas être future',
  },
  [MEMBER_NOT_FOUND]: { de: 'Die Person existiert nicht', fr: "La personne n'existe pas" },
  'Solo se corrigen ingresos, egresos y transferencias cargados a mano; lo demás se corrige donde se originó': {
    de: 'Korrigiert werden nur von Hand erfasste Einnahmen, Ausgaben und Umbuchungen; alles andere wird dort korrigiert, wo es entstanden ist',
    fr: 'Seuls les recettes, dépenses et virements saisis à la main se corrigent ici ; le reste se corrige là où il est né',
  },
  'Solo una caja registradora pertenece a un punto de venta': {
    de: 'Nur eine Registrierkasse gehört zu einer Verkaufsstelle',
    fr: 'Seule une caisse enregistreuse appartient à un point de vente',
  },
  'Tipo de archivo no permitido: se aceptan fotos (.jpg, .png, .webp) y .pdf': {
    de: 'Dateityp nicht erlaubt: akzeptiert werden Fotos (.jpg, .png, .webp) und .pdf',
    fr: 'Type de fichier non autorisé : sont acceptés les photos (.jpg, .png, .webp) et les .pdf',
  },
  'Un medio de pago liquida en esta cuenta: cámbialo antes de desactivarla': {
    de: 'Ein Zahlungsmittel wird auf dieses Konto abgerechnet: Ändern Sie es, bevor Sie das Konto deaktivieren',
    fr: 'Un moyen de paiement est réglé sur ce compte : modifiez-le avant de le désactiver',
  },
  'Una caja registradora pertenece a un punto de venta: elígelo': {
    de: 'Eine Registrierkasse gehört zu einer Verkaufsstelle: Wählen Sie sie aus',
    fr: 'Une caisse enregistreuse appartient à un point de vente : choisissez-le',
  },
  'Ya existe una categoría de ese tipo con ese nombre': {
    de: 'Es gibt bereits eine Kategorie dieser Art mit diesem Namen',
    fr: 'Une catégorie de ce type portant ce nom existe déjà',
  },
  'Ya existe una cuenta con ese nombre': {
    de: 'Es gibt bereits ein Konto mit diesem Namen',
    fr: 'Un compte portant ce nom existe déjà',
  },
};
