// Server messages of the cards routes and services, of the card ledger (server/domain/card-ledger.ts) and of the VIP contract
// (src/contract/vip.ts, whose valibot schemas every VIP route validates with) in German and French.
// The Spanish text is the key.
export const TYPE_NOT_FOUND = 'El tipo de tarjeta no existe';
export const TYPE_INACTIVE = 'El tipo de tarjeta está desactivado';
export const NO_CREDIT_TYPE = 'Este tipo de tarjeta no admite crédito';
export const DUPLICATE_NUMBER = 'Ya existe una tarjeta con ese número';
export const LIMIT_BELOW_DEBT = 'El límite de crédito no puede ser menor que la deuda de la tarjeta';
export const PAYMENT_NO_CREDIT = 'Solo las tarjetas con crédito admiten pagos';
export const PAYMENT_OVER_DEBT = 'El pago supera la deuda de la tarjeta';
export const BAD_TRANSITION = 'Ese cambio de estado no está permitido';
export const LOST_IS_FINAL = 'Una tarjeta perdida no puede cambiar de estado';
export const ALREADY_REPLACED = 'La tarjeta ya fue reemplazada';
export const KEY_REUSED = 'Esa clave Idempotency-Key ya se usó para otra operación';

export const MESSAGES: Record<string, { de: string; fr: string }> = {
  // cards.ts
  [TYPE_NOT_FOUND]: { de: 'Der Kartentyp existiert nicht', fr: "Le type de carte n'existe pas" },
  [TYPE_INACTIVE]: { de: 'Der Kartentyp ist deaktiviert', fr: 'Le type de carte est désactivé' },
  [NO_CREDIT_TYPE]: {
    de: 'Dieser Kartentyp erlaubt keinen Kredit',
    fr: "Ce type de carte n'autorise pas de crédit",
  },
  [DUPLICATE_NUMBER]: {
    de: 'Es gibt bereits eine Karte mit dieser Nummer',
    fr: 'Une carte avec ce numéro existe déjà',
  },
  [LIMIT_BELOW_DEBT]: {
    de: 'Das Kreditlimit darf nicht niedriger sein als die Schulden der Karte',
    fr: 'La limite de crédit ne peut pas être inférieure à la dette de la carte',
  },
  [PAYMENT_NO_CREDIT]: {
    de: 'Nur Karten mit Kredit akzeptieren Zahlungen',
    fr: 'Seules les cartes à crédit acceptent des paiements',
  },
  [PAYMENT_OVER_DEBT]: {
    de: 'Die Zahlung übersteigt die Schulden der Karte',
    fr: 'Le paiement dépasse la dette de la carte',
  },
  [BAD_TRANSITION]: {
    de: 'Diese Statusänderung ist nicht erlaubt',
    fr: "Ce changement d'état n'est pas autorisé",
  },
  [LOST_IS_FINAL]: {
    de: 'Der Status einer verlorenen Karte kann nicht geändert werden',
    fr: "Une carte perdue ne peut pas changer d'état",
  },
  [KEY_REUSED]: {
    de: 'Dieser Idempotency-Key wurde bereits für einen anderen Vorgang verwendet',
    fr: 'Cette clé Idempotency-Key a déjà servi pour une autre opération',
  },
  'La clave Idempotency-Key debe ser un UUID': {
    de: 'Der Idempotency-Key muss eine UUID sein',
    fr: 'La clé Idempotency-Key doit être un UUID',
  },
  [ALREADY_REPLACED]: { de: 'Die Karte wurde bereits ersetzt', fr: 'La carte a déjà été remplacée' },

  // server/domain/card-ledger.ts
  'La tarjeta no existe': { de: 'Die Karte existiert nicht', fr: "La carte n'existe pas" },
  'La tarjeta está bloqueada o perdida': {
    de: 'Die Karte ist gesperrt oder verloren',
    fr: 'La carte est bloquée ou perdue',
  },
  'El importe supera el disponible de la tarjeta': {
    de: 'Der Betrag übersteigt das verfügbare Guthaben der Karte',
    fr: 'Le montant dépasse le disponible de la carte',
  },
  'No se puede devolver más que el saldo a favor de la tarjeta': {
    de: 'Es kann nicht mehr als das Guthaben der Karte erstattet werden',
    fr: 'Impossible de rembourser plus que le solde créditeur de la carte',
  },
  'El importe no puede ser cero': { de: 'Der Betrag darf nicht null sein', fr: 'Le montant ne peut pas être nul' },

  // src/contract/vip.ts
  'El importe no es válido': { de: 'Der Betrag ist ungültig', fr: "Le montant n'est pas valide" },
  'El importe debe ser mayor que cero': {
    de: 'Der Betrag muss größer als null sein',
    fr: 'Le montant doit être supérieur à zéro',
  },
  'El importe es demasiado grande': { de: 'Der Betrag ist zu hoch', fr: 'Le montant est trop élevé' },
  'El medio de pago no es válido': { de: 'Die Zahlungsart ist ungültig', fr: "Le moyen de paiement n'est pas valide" },
  'El filtro de saldo no es válido': { de: 'Der Saldofilter ist ungültig', fr: "Le filtre de solde n'est pas valide" },
  'El nombre del titular es obligatorio': {
    de: 'Der Name des Karteninhabers ist erforderlich',
    fr: 'Le nom du titulaire est obligatoire',
  },
  'El documento es demasiado largo': { de: 'Die Ausweisnummer ist zu lang', fr: "Le numéro de pièce d'identité est trop long" },
  'El teléfono es demasiado largo': { de: 'Die Telefonnummer ist zu lang', fr: 'Le numéro de téléphone est trop long' },
  'El número de tarjeta no es válido': { de: 'Die Kartennummer ist ungültig', fr: "Le numéro de carte n'est pas valide" },
  'El descuento no es válido': { de: 'Der Rabatt ist ungültig', fr: "La remise n'est pas valide" },
  'El descuento debe estar entre 0 y 100': {
    de: 'Der Rabatt muss zwischen 0 und 100 liegen',
    fr: 'La remise doit être comprise entre 0 et 100',
  },
  'El descuento admite hasta 2 decimales': {
    de: 'Der Rabatt darf höchstens 2 Nachkommastellen haben',
    fr: "La remise accepte jusqu'à 2 décimales",
  },
  'El color no es válido': { de: 'Die Farbe ist ungültig', fr: "La couleur n'est pas valide" },
  'Un tipo sin crédito debe tener límite de crédito 0': {
    de: 'Ein Typ ohne Kredit muss ein Kreditlimit von 0 haben',
    fr: 'Un type sans crédit doit avoir une limite de crédit de 0',
  },
  'Debe estar entre 1 y 1440 minutos': {
    de: 'Muss zwischen 1 und 1440 Minuten liegen',
    fr: 'Doit être compris entre 1 et 1440 minutes',
  },
  'La mesa es obligatoria': { de: 'Der Tisch ist erforderlich', fr: 'La table est obligatoire' },
  'El nombre de la mesa es demasiado largo': {
    de: 'Der Name des Tisches ist zu lang',
    fr: 'Le nom de la table est trop long',
  },
  'El pedido está vacío': { de: 'Die Bestellung ist leer', fr: 'La commande est vide' },
  'El pedido tiene demasiadas líneas': {
    de: 'Die Bestellung hat zu viele Positionen',
    fr: 'La commande comporte trop de lignes',
  },
  'Cada producto puede aparecer una sola vez': {
    de: 'Jedes Produkt darf nur einmal vorkommen',
    fr: 'Chaque produit ne peut apparaître qu’une seule fois',
  },
};
