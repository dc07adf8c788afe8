// Server messages of /api/resto-config and of its contract (src/contract/resto-config.ts) in German
// and French (the Spanish text is the key).
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'El área no existe': { de: 'Der Bereich existiert nicht', fr: 'La zone n’existe pas' },
  'La mesa no existe': { de: 'Der Tisch existiert nicht', fr: 'La table n’existe pas' },
  'Ya existe un área con ese nombre': { de: 'Es gibt bereits einen Bereich mit diesem Namen', fr: 'Une zone porte déjà ce nom' },
  'Ya existe una mesa con ese nombre en el área': {
    de: 'In diesem Bereich gibt es bereits einen Tisch mit diesem Namen',
    fr: 'Une table de cette zone porte déjà ce nom',
  },
  'El punto de venta debe ser de restaurante (o una barra, para un área VIP)': {
    de: 'Die Verkaufsstelle muss ein Restaurant sein (oder eine Bar, für einen VIP-Bereich)',
    fr: 'Le point de vente doit être un restaurant (ou un bar, pour une zone VIP)',
  },
  'La barra no existe': { de: 'Die Bar existiert nicht', fr: 'Le bar n’existe pas' },
  'El área tiene mesas: bórrelas o desactive el área': {
    de: 'Der Bereich hat Tische: Löschen Sie sie oder deaktivieren Sie den Bereich',
    fr: 'La zone a des tables : supprimez-les ou désactivez la zone',
  },
  'La mesa queda fuera del plano': { de: 'Der Tisch liegt außerhalb des Plans', fr: 'La table sort du plan' },
  'Solo las mesas de un área VIP tienen consumo mínimo o seña': {
    de: 'Nur Tische eines VIP-Bereichs haben einen Mindestverzehr oder eine Anzahlung',
    fr: 'Seules les tables d’une zone VIP ont une consommation minimale ou un acompte',
  },
  'El tamaño de la mesa no es válido': { de: 'Die Tischgröße ist ungültig', fr: 'La taille de la table n’est pas valide' },
  'La mesa debe tener al menos 1 lugar': {
    de: 'Der Tisch muss mindestens 1 Platz haben',
    fr: 'La table doit avoir au moins 1 place',
  },
  'Demasiados lugares para una mesa': { de: 'Zu viele Plätze für einen Tisch', fr: 'Trop de places pour une table' },
  'La forma no es válida': { de: 'Die Form ist ungültig', fr: 'La forme n’est pas valide' },
  'El orden no es válido': { de: 'Die Reihenfolge ist ungültig', fr: 'L’ordre n’est pas valide' },
  'La categoría es obligatoria': { de: 'Die Kategorie ist erforderlich', fr: 'La catégorie est obligatoire' },
  'La estación no existe': { de: 'Die Station existiert nicht', fr: 'Le poste n’existe pas' },
  'Ya existe una estación con ese nombre': {
    de: 'Es gibt bereits eine Station mit diesem Namen',
    fr: 'Un poste porte déjà ce nom',
  },
  'El plato no está en el menú': { de: 'Das Gericht steht nicht auf der Karte', fr: 'Le plat n’est pas à la carte' },
  'El modificador no existe': { de: 'Die Option existiert nicht', fr: 'L’option n’existe pas' },
  'El producto no tiene precio en las listas del restaurante': {
    de: 'Das Produkt hat keinen Preis in den Preislisten des Restaurants',
    fr: 'Le produit n’a pas de prix dans les listes du restaurant',
  },
  'El producto ya está en el menú': { de: 'Das Produkt steht bereits auf der Karte', fr: 'Le produit est déjà à la carte' },
  'Agrega al menos una duración de mesa': {
    de: 'Fügen Sie mindestens eine Tischdauer hinzu',
    fr: 'Ajoutez au moins une durée de table',
  },
  'Los tamaños de grupo deben ir de menor a mayor, sin repetirse': {
    de: 'Die Gruppengrößen müssen aufsteigend und ohne Wiederholung sein',
    fr: 'Les tailles de groupe doivent aller croissant, sans se répéter',
  },
  'El tamaño de grupo no es válido': { de: 'Die Gruppengröße ist ungültig', fr: 'La taille du groupe n’est pas valide' },
  'La duración debe estar entre 15 y 1440 minutos': {
    de: 'Die Dauer muss zwischen 15 und 1440 Minuten liegen',
    fr: 'La durée doit être comprise entre 15 et 1440 minutes',
  },
  'Demasiadas filas de duración': { de: 'Zu viele Dauerzeilen', fr: 'Trop de lignes de durée' },
  'El intervalo debe estar entre 5 y 120 minutos': {
    de: 'Das Intervall muss zwischen 5 und 120 Minuten liegen',
    fr: 'L’intervalle doit être compris entre 5 et 120 minutes',
  },
  'El ritmo no es válido': { de: 'Das Tempo ist ungültig', fr: 'Le rythme n’est pas valide' },
  'Los minutos de tolerancia no son válidos': {
    de: 'Die Toleranzminuten sind ungültig',
    fr: 'Les minutes de tolérance ne sont pas valides',
  },
  'El grupo mínimo no puede superar al máximo': {
    de: 'Die Mindestgruppe darf die Höchstgruppe nicht überschreiten',
    fr: 'Le groupe minimum ne peut pas dépasser le maximum',
  },
};
