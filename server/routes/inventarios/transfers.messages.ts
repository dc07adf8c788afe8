// German and French for the Spanish messages of transfers.ts (merged into server/lib/messages.ts),
// of its contract (src/contract/inventory-transfers.ts) and of the 'breakage.record' command.
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'El origen no tiene stock suficiente: confirma el envío para dejarlo en negativo': {
    de: 'Am Ausgangsort ist nicht genug Bestand: Bestätigen Sie den Versand, um ihn ins Minus zu setzen',
    fr: 'L’origine n’a pas assez de stock : confirmez l’envoi pour le laisser en négatif',
  },
  'El remito no existe': { de: 'Der Lieferschein existiert nicht', fr: 'Le bon de transfert n’existe pas' },
  'Solo se puede modificar un remito en borrador': {
    de: 'Nur ein Lieferschein im Entwurf kann geändert werden',
    fr: 'Seul un bon de transfert en brouillon peut être modifié',
  },
  'El remito ya fue enviado': { de: 'Der Lieferschein wurde bereits versendet', fr: 'Le bon de transfert a déjà été envoyé' },
  'El remito ya fue recibido': { de: 'Der Lieferschein wurde bereits empfangen', fr: 'Le bon de transfert a déjà été reçu' },
  'El remito todavía no fue enviado': {
    de: 'Der Lieferschein wurde noch nicht versendet',
    fr: 'Le bon de transfert n’a pas encore été envoyé',
  },
  'La línea no pertenece al remito': {
    de: 'Die Position gehört nicht zu diesem Lieferschein',
    fr: 'La ligne n’appartient pas à ce bon de transfert',
  },
  'Falta la cantidad recibida de alguna línea del remito': {
    de: 'Für mindestens eine Position fehlt die empfangene Menge',
    fr: 'La quantité reçue manque pour au moins une ligne du bon',
  },
  'Remito recibido con diferencias': {
    de: 'Lieferschein mit Abweichungen empfangen',
    fr: 'Bon de transfert reçu avec des écarts',
  },
  'El tipo de movimiento no es válido': { de: 'Die Bewegungsart ist ungültig', fr: 'Le type de mouvement n’est pas valide' },
  'El límite debe estar entre 1 y 1000': {
    de: 'Das Limit muss zwischen 1 und 1000 liegen',
    fr: 'La limite doit être comprise entre 1 et 1000',
  },
  'El cursor no es válido': { de: 'Der Cursor ist ungültig', fr: 'Le curseur n’est pas valide' },
  'El origen y el destino deben ser distintos': {
    de: 'Herkunft und Ziel müssen verschieden sein',
    fr: 'L’origine et la destination doivent être différentes',
  },
  'Cada mercadería puede aparecer una sola vez en el remito': {
    de: 'Jede Ware darf nur einmal im Lieferschein vorkommen',
    fr: 'Chaque marchandise ne peut figurer qu’une fois sur le bon',
  },
  'El remito necesita al menos una línea': {
    de: 'Der Lieferschein braucht mindestens eine Position',
    fr: 'Le bon de transfert doit avoir au moins une ligne',
  },
  'El remito tiene demasiadas líneas': {
    de: 'Der Lieferschein hat zu viele Positionen',
    fr: 'Le bon de transfert a trop de lignes',
  },
  'Cada línea del remito puede aparecer una sola vez': {
    de: 'Jede Position des Lieferscheins darf nur einmal vorkommen',
    fr: 'Chaque ligne du bon ne peut figurer qu’une fois',
  },
  'La cantidad debe ser mayor que cero': {
    de: 'Die Menge muss größer als null sein',
    fr: 'La quantité doit être supérieure à zéro',
  },
  'La nota es demasiado larga': { de: 'Die Notiz ist zu lang', fr: 'La note est trop longue' },
  'Ya existe una rotura con ese identificador': {
    de: 'Es gibt bereits einen Bruch mit dieser Kennung',
    fr: 'Une casse avec cet identifiant existe déjà',
  },
};
