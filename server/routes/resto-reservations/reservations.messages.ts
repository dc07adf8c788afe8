// Server messages of /api/resto/reservas in German and French (the Spanish text is the key), with
// the contract's validation messages (src/contract/resto-reservations.ts).
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'La reserva no existe': { de: 'Die Reservierung existiert nicht', fr: "La réservation n'existe pas" },
  'La mesa no existe o no está activa': {
    de: 'Der Tisch existiert nicht oder ist nicht aktiv',
    fr: "La table n'existe pas ou n'est pas active",
  },
  'La mesa ya está reservada en ese horario': {
    de: 'Der Tisch ist zu dieser Zeit bereits reserviert',
    fr: 'La table est déjà réservée à cet horaire',
  },
  'Solo se pueden unir mesas marcadas como unibles': {
    de: 'Nur als verbindbar markierte Tische können verbunden werden',
    fr: 'Seules les tables marquées comme jumelables peuvent être réunies',
  },
  'Las mesas unidas deben ser de la misma área': {
    de: 'Verbundene Tische müssen im selben Bereich sein',
    fr: 'Les tables réunies doivent être dans la même zone',
  },
  'Una reserva en lista de espera no tiene mesa': {
    de: 'Eine Reservierung auf der Warteliste hat keinen Tisch',
    fr: "Une réservation en liste d'attente n'a pas de table",
  },
  'Elige una mesa o pon la reserva en lista de espera': {
    de: 'Wählen Sie einen Tisch oder setzen Sie die Reservierung auf die Warteliste',
    fr: "Choisissez une table ou mettez la réservation en liste d'attente",
  },
  'La cantidad de personas está fuera de los límites del local': {
    de: 'Die Personenzahl liegt außerhalb der Grenzen des Lokals',
    fr: "Le nombre de personnes est hors des limites de l'établissement",
  },
  'Ya hay demasiadas llegadas en ese cuarto de hora': {
    de: 'In dieser Viertelstunde gibt es bereits zu viele Ankünfte',
    fr: "Il y a déjà trop d'arrivées dans ce quart d'heure",
  },
  'La tarjeta VIP no existe': { de: 'Die VIP-Karte existiert nicht', fr: "La carte VIP n'existe pas" },
  'La reserva no puede pasar a ese estado': {
    de: 'Die Reservierung kann nicht in diesen Status wechseln',
    fr: 'La réservation ne peut pas passer à cet état',
  },
  'Una reserva terminada, cancelada o ausente ya no se edita': {
    de: 'Eine abgeschlossene, stornierte oder nicht erschienene Reservierung kann nicht mehr bearbeitet werden',
    fr: 'Une réservation terminée, annulée ou absente ne se modifie plus',
  },
  'Elige la mesa en la que se sienta la reserva en espera': {
    de: 'Wählen Sie den Tisch, an dem die wartende Reservierung Platz nimmt',
    fr: "Choisissez la table où s'installe la réservation en attente",
  },
  // src/contract/resto-reservations.ts
  'La hora no es válida': { de: 'Die Uhrzeit ist ungültig', fr: "L'heure n'est pas valide" },
  'El correo es demasiado largo': { de: 'Die E-Mail-Adresse ist zu lang', fr: "L'adresse e-mail est trop longue" },
  'Demasiadas mesas unidas': { de: 'Zu viele verbundene Tische', fr: 'Trop de tables réunies' },
  'Una mesa está repetida': { de: 'Ein Tisch ist doppelt angegeben', fr: 'Une table est répétée' },
  'Elige al menos una mesa': { de: 'Wählen Sie mindestens einen Tisch', fr: 'Choisissez au moins une table' },
};
