// Server messages of the venue settings (src/contract/venue-settings.ts) in German and French (the
// Spanish text is the key).
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'La longitud mínima debe estar entre 8 y 64 caracteres': {
    de: 'Die Mindestlänge muss zwischen 8 und 64 Zeichen liegen',
    fr: 'La longueur minimale doit être comprise entre 8 et 64 caractères',
  },
  'La duración de la sesión debe estar entre 1 y 24 horas': {
    de: 'Die Sitzungsdauer muss zwischen 1 und 24 Stunden liegen',
    fr: 'La durée de session doit être comprise entre 1 et 24 heures',
  },
  'La razón social es obligatoria': { de: 'Der Firmenname ist erforderlich', fr: 'La raison sociale est obligatoire' },
  'El CUIT es obligatorio': { de: 'Die Steuernummer (CUIT) ist erforderlich', fr: 'Le numéro fiscal (CUIT) est obligatoire' },
  'El CUIT no es válido': { de: 'Die Steuernummer (CUIT) ist ungültig', fr: 'Le numéro fiscal (CUIT) n’est pas valide' },
  'La zona horaria no es válida': { de: 'Die Zeitzone ist ungültig', fr: 'Le fuseau horaire n’est pas valide' },
  'La moneda debe ser un código de 3 letras (ARS)': {
    de: 'Die Währung muss ein Code aus 3 Buchstaben sein (ARS)',
    fr: 'La devise doit être un code de 3 lettres (ARS)',
  },
  'La dirección no es válida': { de: 'Die Adresse ist ungültig', fr: 'L’adresse n’est pas valide' },
  'Los minutos sin señal deben estar entre 1 y 240': {
    de: 'Die Minuten ohne Signal müssen zwischen 1 und 240 liegen',
    fr: 'Les minutes sans signal doivent être comprises entre 1 et 240',
  },
  'El importe de la diferencia de conteo no es válido': {
    de: 'Der Betrag der Zähldifferenz ist ungültig',
    fr: 'Le montant de l’écart d’inventaire n’est pas valide',
  },
  'La cantidad de anulaciones debe estar entre 0 y 1000': {
    de: 'Die Anzahl der Stornierungen muss zwischen 0 und 1000 liegen',
    fr: 'Le nombre d’annulations doit être compris entre 0 et 1000',
  },
};
