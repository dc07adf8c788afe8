// German and French for the Spanish messages of stock.ts (merged into server/lib/messages.ts).
// Also the messages of src/contract/inventory-stock.ts (par level validation, shared with the app).
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'El mínimo no puede superar al stock ideal': {
    de: 'Der Mindestbestand darf den Sollbestand nicht übersteigen',
    fr: 'Le minimum ne peut pas dépasser le stock idéal',
  },
  'Indica el stock ideal para poder fijar un mínimo': {
    de: 'Geben Sie den Sollbestand an, um einen Mindestbestand festzulegen',
    fr: 'Indiquez le stock idéal pour pouvoir fixer un minimum',
  },
  'Una mercadería aparece más de una vez': {
    de: 'Eine Ware kommt mehr als einmal vor',
    fr: 'Une marchandise apparaît plus d’une fois',
  },
  'La fecha no puede ser posterior a hoy': {
    de: 'Das Datum darf nicht nach dem heutigen Tag liegen',
    fr: 'La date ne peut pas être postérieure à aujourd’hui',
  },
  'Los días de cobertura deben ser un número entero entre 1 y 60': {
    de: 'Die Reichweite in Tagen muss eine ganze Zahl zwischen 1 und 60 sein',
    fr: 'La couverture en jours doit être un nombre entier entre 1 et 60',
  },
};
