// Server messages of the cash registers (registers.service.ts, src/contract/cash-registers.ts and
// the register bookings of server/domain/cash-registers.ts) in German and French; the Spanish text
// is the key. {amount} stays as it is: the route fills it in after translating.
export const NIGHT_NOT_OPEN = 'La noche no está abierta: las cajas se abren durante una noche abierta';
export const POS_NOT_FOUND = 'El punto de venta no existe';
export const NO_REGISTER = 'El punto de venta no tiene una caja registradora';
export const NO_SAFE = 'El local no tiene una caja fuerte donde guardar el efectivo';
export const ALREADY_OPEN = 'Esa caja ya se abrió en esta noche';
export const SESSION_NOT_FOUND = 'La caja no existe';
export const ALREADY_COUNTED = 'La caja ya fue contada: falta confirmar el cierre o recontarla';
export const ALREADY_CLOSED = 'La caja ya está cerrada';
export const NOT_COUNTED = 'La caja todavía no fue contada';
export const SELF_CONFIRM = 'Quien contó la caja no puede confirmar su cierre: debe hacerlo otra persona';
export const REASON_REQUIRED = 'La diferencia supera el umbral del local: escribe el motivo';
/** {amount} is replaced by the formatted cash in the safe. */
export const SAFE_SHORT = 'La caja fuerte no tiene tanto efectivo: hay {amount} disponibles para el fondo';

export const MESSAGES: Record<string, { de: string; fr: string }> = {
  [NIGHT_NOT_OPEN]: {
    de: 'Die Nacht ist nicht geöffnet: Kassen werden während einer geöffneten Nacht eröffnet',
    fr: "La soirée n'est pas ouverte : les caisses s'ouvrent pendant une soirée ouverte",
  },
  [ALREADY_OPEN]: {
    de: 'Diese Kasse wurde in dieser Nacht bereits eröffnet',
    fr: 'Cette caisse a déjà été ouverte cette soirée',
  },
  [SESSION_NOT_FOUND]: { de: 'Die Kasse existiert nicht', fr: "La caisse n'existe pas" },
  [ALREADY_COUNTED]: {
    de: 'Die Kasse wurde bereits gezählt: Der Abschluss muss noch bestätigt oder neu gezählt werden',
    fr: 'La caisse a déjà été comptée : il reste à confirmer la clôture ou à la recompter',
  },
  [ALREADY_CLOSED]: { de: 'Die Kasse ist bereits geschlossen', fr: 'La caisse est déjà clôturée' },
  [NOT_COUNTED]: { de: 'Die Kasse wurde noch nicht gezählt', fr: "La caisse n'a pas encore été comptée" },
  [SELF_CONFIRM]: {
    de: 'Wer die Kasse gezählt hat, kann ihren Abschluss nicht bestätigen: Das muss eine andere Person tun',
    fr: 'La personne qui a compté la caisse ne peut pas confirmer sa clôture : une autre personne doit le faire',
  },
  [REASON_REQUIRED]: {
    de: 'Die Differenz überschreitet den Schwellenwert des Lokals: Gib den Grund an',
    fr: "L'écart dépasse le seuil de l'établissement : indique le motif",
  },
  [SAFE_SHORT]: {
    de: 'So viel Bargeld ist nicht im Tresor: {amount} stehen für das Wechselgeld zur Verfügung',
    fr: "Le coffre-fort n'a pas autant d'espèces : {amount} disponibles pour le fonds de caisse",
  },
  'La caja de ese punto de venta no está abierta en la noche de hoy': {
    de: 'Die Kasse dieser Verkaufsstelle ist in der heutigen Nacht nicht geöffnet',
    fr: "La caisse de ce point de vente n'est pas ouverte ce soir",
  },
  'No tienes una caja abierta esta noche: abre una caja o indica el punto de venta que cobra en efectivo': {
    de: 'Du hast heute Nacht keine geöffnete Kasse: Eröffne eine Kasse oder gib die Verkaufsstelle an, die bar kassiert',
    fr: "Tu n'as pas de caisse ouverte ce soir : ouvre une caisse ou indique le point de vente qui encaisse en espèces",
  },
  'La caja no tiene tanto efectivo para devolver': {
    de: 'So viel Bargeld ist nicht in der Kasse, um es zurückzugeben',
    fr: "La caisse n'a pas autant d'espèces à rendre",
  },
  'El importe debe ser un número entero de centavos, cero o más': {
    de: 'Der Betrag muss eine ganze Zahl von Centavos sein, null oder mehr',
    fr: 'Le montant doit être un nombre entier de centavos, zéro ou plus',
  },
  'Esa denominación no es un billete ni una moneda de pesos': {
    de: 'Diese Stückelung ist weder ein Peso-Schein noch eine Peso-Münze',
    fr: "Cette valeur n'est ni un billet ni une pièce en pesos",
  },
  'La cantidad de piezas debe ser un número entero entre 0 y 100.000': {
    de: 'Die Stückzahl muss eine ganze Zahl zwischen 0 und 100.000 sein',
    fr: 'Le nombre de pièces doit être un entier entre 0 et 100 000',
  },
  'Indica el total o el conteo por denominación, no ambos': {
    de: 'Gib die Summe oder die Zählung nach Stückelung an, nicht beides',
    fr: 'Indique le total ou le comptage par valeur, pas les deux',
  },
  'Escribe el motivo de la diferencia': {
    de: 'Gib den Grund für die Differenz an',
    fr: "Indique le motif de l'écart",
  },
};
