// Server messages of extracciones.routes.ts, extracciones.service.ts and src/contract/extraction.ts in German and French (the Spanish
// text is the key). {amount} stays as it is: the route fills it in after translating.
export const NIGHT_NOT_OPEN = 'La noche no está abierta: solo se extrae efectivo durante una noche abierta';
export const SESSION_NOT_OPEN = 'La caja no está abierta: ábrela con su fondo antes de extraer';
export const WITNESS_NOT_IN_VENUE = 'El testigo debe ser un usuario activo del local con un permiso de caja';
export const AT_IN_FUTURE = 'La hora de la extracción no puede ser futura';
export const AT_BEFORE_NIGHT = 'La hora de la extracción es anterior a la noche';
export const ID_TAKEN = 'Ese identificador ya es de otra extracción';

export const MESSAGES: Record<string, { de: string; fr: string }> = {
  [NIGHT_NOT_OPEN]: {
    de: 'Die Nacht ist nicht geöffnet: Bargeld wird nur während einer geöffneten Nacht entnommen',
    fr: "La soirée n'est pas ouverte : on ne retire des espèces que pendant une soirée ouverte",
  },
  'El punto de venta no tiene una caja registradora': {
    de: 'Die Verkaufsstelle hat keine Kasse',
    fr: "Le point de vente n'a pas de caisse enregistreuse",
  },
  'El local no tiene una caja fuerte donde guardar el efectivo': {
    de: 'Das Lokal hat keinen Tresor, in dem das Bargeld verwahrt werden kann',
    fr: "L'établissement n'a pas de coffre-fort où garder les espèces",
  },
  'El testigo debe ser otra persona': {
    de: 'Der Zeuge muss eine andere Person sein',
    fr: 'Le témoin doit être une autre personne',
  },
  [WITNESS_NOT_IN_VENUE]: {
    de: 'Der Zeuge muss ein aktiver Benutzer des Lokals mit einer Kassenberechtigung sein',
    fr: "Le témoin doit être un utilisateur actif de l'établissement disposant d'un droit de caisse",
  },
  [AT_IN_FUTURE]: {
    de: 'Der Zeitpunkt der Entnahme darf nicht in der Zukunft liegen',
    fr: 'L’heure du retrait ne peut pas être dans le futur',
  },
  [AT_BEFORE_NIGHT]: {
    de: 'Der Zeitpunkt der Entnahme liegt vor der Nacht',
    fr: 'L’heure du retrait est antérieure à la soirée',
  },
  'La caja no tiene tanto efectivo: hay {amount} disponibles para extraer': {
    de: 'So viel Bargeld ist nicht in der Kasse: {amount} können entnommen werden',
    fr: "La caisse n'a pas autant d'espèces : {amount} disponibles pour un retrait",
  },
  'El importe debe ser un número entero de centavos mayor que cero': {
    de: 'Der Betrag muss eine ganze Zahl von Centavos größer als null sein',
    fr: 'Le montant doit être un nombre entier de centavos supérieur à zéro',
  },
  [SESSION_NOT_OPEN]: {
    de: 'Die Kasse ist nicht geöffnet: Eröffne sie mit ihrem Wechselgeld, bevor du entnimmst',
    fr: "La caisse n'est pas ouverte : ouvre-la avec son fonds avant de retirer",
  },
  'La caja no tiene tanto efectivo para esa extracción': {
    de: 'So viel Bargeld ist für diese Entnahme nicht in der Kasse',
    fr: "La caisse n'a pas autant d'espèces pour ce retrait",
  },
  [ID_TAKEN]: {
    de: 'Diese Kennung gehört bereits zu einer anderen Entnahme',
    fr: 'Cet identifiant appartient déjà à un autre retrait',
  },
};
