// Server messages of free-entry.ts, the check-in command (entradas/entradas.commands.ts) and the
// shared free-entry schemas (src/contract/free-entry.ts) in German and French (the Spanish text is the key).
export const ENTRY_MISSING = 'La entrada no existe';
export const DUPLICATE_DOCUMENT = 'Ese documento ya está en la lista de esta noche';
export const ALREADY_VOID = 'La entrada ya está anulada';
export const BELOW_ARRIVED = 'No puede haber menos personas que las que ya ingresaron';

export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'Ese ingreso ya se registró en otra entrada': {
    de: 'Dieser Einlass wurde bereits bei einem anderen Eintrag erfasst',
    fr: 'Cette arrivée a déjà été enregistrée sur une autre entrée',
  },
  [ENTRY_MISSING]: { de: 'Der Gästelisteneintrag existiert nicht', fr: "L'entrée n'existe pas" },
  [DUPLICATE_DOCUMENT]: {
    de: 'Dieses Ausweisdokument steht bereits auf der Liste dieser Nacht',
    fr: 'Ce document figure déjà sur la liste de cette soirée',
  },
  [ALREADY_VOID]: { de: 'Der Eintrag ist bereits storniert', fr: "L'entrée est déjà annulée" },
  [BELOW_ARRIVED]: {
    de: 'Es können nicht weniger Personen sein, als bereits eingelassen wurden',
    fr: 'Il ne peut pas y avoir moins de personnes que celles déjà entrées',
  },
  'Ya ingresó': { de: 'Bereits eingelassen', fr: 'Déjà entré' },
  'La entrada está anulada': { de: 'Der Eintrag ist storniert', fr: "L'entrée est annulée" },
  'La entrada venció': { de: 'Der Eintrag ist abgelaufen', fr: "L'entrée a expiré" },
  'Ingresan más personas de las que quedan en la lista': {
    de: 'Es kommen mehr Personen, als auf der Liste noch offen sind',
    fr: 'Plus de personnes entrent qu’il n’en reste sur la liste',
  },
  'El documento debe tener entre 6 y 10 dígitos': {
    de: 'Das Ausweisdokument muss 6 bis 10 Ziffern haben',
    fr: 'Le document doit comporter entre 6 et 10 chiffres',
  },
  'La hora límite no es válida': { de: 'Die Einlassfrist ist ungültig', fr: "L'heure limite n'est pas valide" },
  'El nombre del invitado es obligatorio': {
    de: 'Der Name des Gastes ist erforderlich',
    fr: "Le nom de l'invité est obligatoire",
  },
  'El nombre del invitado es demasiado largo': {
    de: 'Der Name des Gastes ist zu lang',
    fr: "Le nom de l'invité est trop long",
  },
  'El promotor es obligatorio': { de: 'Der Promoter ist erforderlich', fr: 'Le promoteur est obligatoire' },
  'El nombre del promotor es demasiado largo': {
    de: 'Der Name des Promoters ist zu lang',
    fr: 'Le nom du promoteur est trop long',
  },
  'La cantidad de personas no es válida': { de: 'Die Personenzahl ist ungültig', fr: "Le nombre de personnes n'est pas valide" },
  'La cantidad de personas debe estar entre 1 y 50': {
    de: 'Die Personenzahl muss zwischen 1 und 50 liegen',
    fr: 'Le nombre de personnes doit être compris entre 1 et 50',
  },
};
