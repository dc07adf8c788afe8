// Server messages of satelite.ts and src/contract/satelite.ts in German and French (the Spanish text
// is the key). 'Tu usuario no tiene un local asignado' and 'El nombre es obligatorio' are translated
// by other slices.
export const TERMINAL_NOT_FOUND = 'La terminal no existe';
export const DEVICE_TAKEN = 'Ya existe una terminal con ese identificador de dispositivo';
export const NO_ACTIVE_KEY = 'La terminal no tiene una clave activa';

export const MESSAGES: Record<string, { de: string; fr: string }> = {
  [TERMINAL_NOT_FOUND]: { de: 'Das Terminal existiert nicht', fr: "Le terminal n'existe pas" },
  [DEVICE_TAKEN]: {
    de: 'Es gibt bereits ein Terminal mit dieser Gerätekennung',
    fr: 'Un terminal avec cet identifiant d’appareil existe déjà',
  },
  [NO_ACTIVE_KEY]: {
    de: 'Das Terminal hat keinen aktiven Schlüssel',
    fr: "Le terminal n'a pas de clé active",
  },
  'Elige un punto de venta': { de: 'Wählen Sie eine Verkaufsstelle', fr: 'Choisissez un point de vente' },
  'El nombre admite como máximo 80 caracteres': {
    de: 'Der Name darf höchstens 80 Zeichen lang sein',
    fr: 'Le nom peut contenir au plus 80 caractères',
  },
  'El identificador del dispositivo es obligatorio': {
    de: 'Die Gerätekennung ist erforderlich',
    fr: "L'identifiant de l'appareil est obligatoire",
  },
  'El identificador del dispositivo admite como máximo 120 caracteres': {
    de: 'Die Gerätekennung darf höchstens 120 Zeichen lang sein',
    fr: "L'identifiant de l'appareil peut contenir au plus 120 caractères",
  },
};
