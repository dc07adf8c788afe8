// Server messages of /api/gerencia (server/routes/gerencia/*) and of src/contract/gerencia.ts in
// German and French (the Spanish text is the key). 'La noche no existe' and 'La venta no existe'
// are translated once elsewhere.
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'Indica una noche o un rango de fechas': {
    de: 'Geben Sie eine Nacht oder einen Datumsbereich an',
    fr: 'Indiquez une soirée ou une plage de dates',
  },
  'El rango no puede superar los 366 días': {
    de: 'Der Zeitraum darf 366 Tage nicht überschreiten',
    fr: 'La période ne peut pas dépasser 366 jours',
  },
  'El umbral debe ser un porcentaje entre 0 y 100': {
    de: 'Der Schwellenwert muss ein Prozentsatz zwischen 0 und 100 sein',
    fr: 'Le seuil doit être un pourcentage entre 0 et 100',
  },
  'La hora debe estar entre 0 y 23': {
    de: 'Die Stunde muss zwischen 0 und 23 liegen',
    fr: "L'heure doit être comprise entre 0 et 23",
  },
  'El filtro no es válido': { de: 'Der Filter ist ungültig', fr: "Le filtre n'est pas valide" },
};
