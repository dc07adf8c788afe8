// German and French for the Spanish messages of counts.ts (merged into server/lib/messages.ts).
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'El conteo todavía está abierto: envíalo desde la tablet para aplicarlo': {
    de: 'Die Zählung ist noch offen: Übermitteln Sie sie vom Tablet, um sie anzuwenden',
    fr: 'L’inventaire est encore ouvert : envoyez-le depuis la tablette pour l’appliquer',
  },
  'El recuento no existe': { de: 'Die Nachzählung existiert nicht', fr: 'Le recomptage n’existe pas' },
  'Ese recuento ya fue resuelto': {
    de: 'Diese Nachzählung wurde bereits erledigt',
    fr: 'Ce recomptage a déjà été résolu',
  },
  'La hora del recuento no puede ser futura': {
    de: 'Die Uhrzeit der Nachzählung darf nicht in der Zukunft liegen',
    fr: 'L’heure du recomptage ne peut pas être dans le futur',
  },
  'Solo se puede limpiar una barra, no un depósito': {
    de: 'Nur eine Bar kann geleert werden, kein Lager',
    fr: 'Seul un bar peut être remis à zéro, pas un entrepôt',
  },
  'Escribe el nombre de la barra para confirmar': {
    de: 'Geben Sie zur Bestätigung den Namen der Bar ein',
    fr: 'Saisissez le nom du bar pour confirmer',
  },
  'La noche no existe': { de: 'Die Nacht existiert nicht', fr: 'La soirée n’existe pas' },
  'La fecha desde no puede ser posterior a la fecha hasta': {
    de: 'Das Startdatum darf nicht nach dem Enddatum liegen',
    fr: 'La date de début ne peut pas être postérieure à la date de fin',
  },
  'El estado no es válido': { de: 'Der Status ist ungültig', fr: 'Le statut n’est pas valide' },
  'El texto es demasiado largo': { de: 'Der Text ist zu lang', fr: 'Le texte est trop long' },
  'Recuento pendiente': { de: 'Nachzählung ausstehend', fr: 'Recomptage en attente' },
  Recuento: { de: 'Nachzählung', fr: 'Recomptage' },
  'Compensa un conteo anterior aplicado después de uno posterior': {
    de: 'Gleicht eine frühere Zählung aus, die nach einer späteren angewendet wurde',
    fr: 'Compense un inventaire antérieur appliqué après un inventaire plus récent',
  },
};
