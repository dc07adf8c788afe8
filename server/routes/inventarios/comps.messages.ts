// German and French for the Spanish messages of comps (cortesías): the command, the routes, POS
// ingestion's comp lines (domain/comps.ts) and src/contract/comps.ts.
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'Quien autorizó la cortesía no es personal activo del local': {
    de: 'Wer das Freigetränk genehmigt hat, gehört nicht zum aktiven Personal des Lokals',
    fr: 'La personne qui a autorisé l’offert ne fait pas partie du personnel actif de l’établissement',
  },
  'Las cortesías se registran en una barra': {
    de: 'Freigetränke werden an einer Bar erfasst',
    fr: 'Les offerts s’enregistrent dans un bar',
  },
  'Una cortesía va a precio cero': {
    de: 'Ein Freigetränk hat den Preis null',
    fr: 'Un offert est à prix zéro',
  },
  'El motivo de la cortesía no es válido': {
    de: 'Der Grund für das Freigetränk ist ungültig',
    fr: 'Le motif de l’offert n’est pas valide',
  },
  'Indica quién autorizó la cortesía': {
    de: 'Geben Sie an, wer das Freigetränk genehmigt hat',
    fr: 'Indiquez qui a autorisé l’offert',
  },
  'La cantidad debe ser mayor que cero y de hasta 1000, con 3 decimales como máximo': {
    de: 'Die Menge muss größer als null und höchstens 1000 sein, mit höchstens 3 Dezimalstellen',
    fr: 'La quantité doit être supérieure à zéro et d’au plus 1000, avec 3 décimales au maximum',
  },
  'No hay una noche para la fecha de la cortesía': {
    de: 'Für das Datum des Freigetränks gibt es keine Nacht',
    fr: 'Il n’y a pas de soirée pour la date de l’offert',
  },
  'Ya existe una cortesía con ese identificador': {
    de: 'Es gibt bereits ein Freigetränk mit dieser Kennung',
    fr: 'Un offert avec cet identifiant existe déjà',
  },
};
