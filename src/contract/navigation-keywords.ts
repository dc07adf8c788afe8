// The German and French search words of each navigation entry (SPEC §2: the global search matches
// typed text against an entry's action keywords). The Spanish ones stay with the entry in
// navigation.ts; searchEntries matches all three, whatever the interface language, since staff
// type what they know. A unit test makes sure every visible entry has words in each language.

export const FOREIGN_KEYWORDS: Record<string, { de: readonly string[]; fr: readonly string[] }> = {
  home: { de: ['startseite', 'übersicht'], fr: ['accueil', 'tableau de bord'] },
  changePass: { de: ['passwort ändern', 'kennwort'], fr: ['changer le mot de passe', 'mot de passe'] },
  supportAutorizar: {
    de: ['genehmigen', 'freigaben', 'stornierung beantragen', 'storno'],
    fr: ['autoriser', 'autorisations', 'demander une annulation'],
  },
  'general.solicitarAnulacion': {
    de: ['stornierung beantragen', 'stornieren', 'storno', 'bon stornieren'],
    fr: ['demander une annulation', 'annuler', 'annulation', 'ticket'],
  },
  configuraciones: { de: ['einstellungen'], fr: ['paramètres'] },
  'configuraciones.auditoria': {
    de: ['protokoll', 'änderungsprotokoll', 'audit'],
    fr: ['journal', 'audit', 'journal des modifications'],
  },
  'gerencia.balancesheet': { de: ['bilanz', 'ergebnis', 'umsatz', 'marge'], fr: ['bilan', 'résultat', 'ventes', 'marge'] },
  'gerencia.userbilling': { de: ['abrechnung', 'kassierer', 'stornoquote'], fr: ['facturation', 'caissiers', 'annulations'] },
  'gerencia.costos': { de: ['kosten', 'bewertung'], fr: ['coûts', 'valorisation'] },
  'gerencia.satelite': { de: ['satellit', 'kassenterminals', 'terminal'], fr: ['satellite', 'terminaux de caisse'] },
  'gerencia.extraccion': { de: ['entnahme', 'kassenentnahme', 'bargeld'], fr: ['retrait', 'retrait d’espèces', 'caisse'] },
  'servicioVIP.tarjvip': { de: ['vip-karten', 'karten', 'guthaben'], fr: ['cartes vip', 'cartes', 'solde'] },
  'servicioVIP.configuraciones': { de: ['vip-einstellungen', 'kartentypen'], fr: ['paramètres vip', 'types de carte'] },
  'servicioVIP.ordenesmoviles': {
    de: ['mobile bestellungen', 'bestellungen', 'tischbestellung'],
    fr: ['commandes mobiles', 'commandes'],
  },
  'general.descargarAplicativos': {
    de: ['apps herunterladen', 'herunterladen'],
    fr: ['télécharger les applications', 'télécharger'],
  },
  'general.entradagratis': {
    de: ['freier eintritt', 'gästeliste', 'einlass'],
    fr: ['entrée gratuite', 'liste d’invités', 'entrée'],
  },
  'general.anulaciones': { de: ['stornierungen', 'storno', 'stornieren'], fr: ['annulations', 'annuler'] },
  'general.facturaElectronica': {
    de: ['e-rechnung', 'rechnung', 'rechnungen', 'gutschrift', 'umsatzsteuer', 'mehrwertsteuer'],
    fr: ['facture électronique', 'facture', 'factures', 'avoir', 'livre de tva', 'tva'],
  },
  'general.configuracion': { de: ['allgemeine einstellungen', 'einstellungen'], fr: ['paramètres généraux', 'paramètres'] },
  'configuracion.noche': {
    de: ['nacht', 'nächte', 'nacht öffnen', 'nacht schließen'],
    fr: ['soirée', 'soirées', 'ouvrir la soirée'],
  },
  'configuracion.boleterias': { de: ['kasse', 'ticketkasse', 'eintrittskasse'], fr: ['billetterie', 'guichet'] },
  'configuracion.barras': { de: ['theken', 'theke', 'bar'], fr: ['bars', 'comptoir'] },
  'configuracion.guardarropas': { de: ['garderobe'], fr: ['vestiaire'] },
  'configuracion.stock': {
    de: ['lager', 'waren', 'rezepte', 'preislisten'],
    fr: ['entrepôts', 'marchandises', 'recettes', 'tarifs'],
  },
  'configuracion.tarjetas': { de: ['karten', 'kartenkonfiguration'], fr: ['cartes', 'configuration des cartes'] },
  'configuracion.finanzas': { de: ['finanzen', 'zahlungsarten'], fr: ['finances', 'moyens de paiement'] },
  'configuracion.resto': { de: ['restaurant', 'restauranteinstellungen'], fr: ['restaurant', 'paramètres du restaurant'] },
  'configuracion.sistema': {
    de: ['system', 'lokaldaten', 'firmenname', 'steuernummer', 'zertifikat', 'e-rechnung einrichten'],
    fr: ['système', 'données de l’établissement', 'raison sociale', 'certificat', 'facturation électronique'],
  },
  'cashFlow.configuraciones': { de: ['kassenbuch', 'konten'], fr: ['trésorerie', 'comptes'] },
  'cashFlow.cajas': {
    de: ['kassen', 'kassenabschluss', 'kassensturz', 'kasse öffnen', 'entnahme'],
    fr: ['caisses', 'fond de caisse', 'clôture de caisse', 'ouvrir la caisse', 'retrait'],
  },
  'cashFlow.movimientos': {
    de: ['kassenbewegungen', 'einnahmen', 'ausgaben'],
    fr: ['mouvements de caisse', 'recettes', 'dépenses'],
  },
  'cashFlow.personal': { de: ['personal', 'löhne', 'schichten'], fr: ['personnel', 'salaires', 'services'] },
  'cashFlow.saldos': { de: ['salden', 'kontostände'], fr: ['soldes'] },
  'cashFlow.saldos.resumen': { de: ['saldenübersicht', 'salden'], fr: ['résumé des soldes', 'soldes'] },
  'cashFlow.saldos.tablero': { de: ['saldentafel', 'salden'], fr: ['tableau des soldes', 'soldes'] },
  'cashFlow.reportes': { de: ['kassenberichte', 'berichte'], fr: ['rapports de caisse', 'rapports'] },
  'inventarios.tableroStock': { de: ['bestand', 'lagerbestand', 'bestandsübersicht'], fr: ['tableau de stock', 'stock'] },
  'inventarios.stockIdeal': { de: ['sollbestand', 'einkauf'], fr: ['stock idéal', 'achats'] },
  'inventarios.conteo': { de: ['inventur', 'zählung', 'bestand zählen'], fr: ['inventaire', 'comptage', 'compter le stock'] },
  'inventarios.movimientos': { de: ['lagerbewegungen', 'bewegungen'], fr: ['mouvements de stock', 'mouvements'] },
  'inventarios.remitos.transferencias': {
    de: ['umbuchungen', 'lieferscheine', 'transfer'],
    fr: ['transferts', 'bons de transfert'],
  },
  'inventarios.remitos.roto': { de: ['bruch', 'schwund'], fr: ['casse', 'bris'] },
  'inventarios.remitos.cortesias': {
    de: ['freigetränke', 'einladung', 'eigenverbrauch'],
    fr: ['offerts', 'consommations offertes', 'consommation interne'],
  },
  'inventarios.ajustes.diferencias': { de: ['differenzen', 'inventurdifferenzen'], fr: ['écarts', 'écarts d’inventaire'] },
  'inventarios.ajustes.limpiar': { de: ['theke zurücksetzen', 'zurücksetzen'], fr: ['réinitialiser le bar', 'réinitialiser'] },
  'inventarios.precargas': { de: ['vorladungen', 'vorbestückung'], fr: ['préchargements'] },
  'inventarios.stockEnVivo': { de: ['live-bestand', 'echtzeit'], fr: ['stock en direct', 'temps réel'] },
  'inventarios.reportes': {
    de: ['lagerberichte', 'verbrauch', 'berichte'],
    fr: ['rapports d’inventaire', 'consommation', 'rapports'],
  },
  'inventarios.historico': { de: ['verlauf', 'zählhistorie', 'inventurverlauf'], fr: ['historique', 'historique des comptages'] },
  'resto.reserva': { de: ['reservierungen', 'tische'], fr: ['réservations', 'tables'] },
  'resto.comandasmoviles': { de: ['mobile bestellungen', 'küchenbestellungen'], fr: ['commandes mobiles', 'commandes cuisine'] },
  'resto.configuraciones': { de: ['restauranteinstellungen', 'speisekarte'], fr: ['paramètres du restaurant', 'carte', 'menu'] },
  'user.profile': {
    de: ['profil', 'mein profil', 'gerät', 'synchronisierung'],
    fr: ['profil', 'mon profil', 'appareil', 'synchronisation'],
  },
  'user.account': {
    de: ['mein konto', 'konto', 'benachrichtigungen', 'kontakte'],
    fr: ['mon compte', 'compte', 'notifications', 'contacts'],
  },
  'user.twoFactor': {
    de: ['zwei-faktor', 'zweistufige anmeldung', 'authenticator'],
    fr: ['double authentification', 'deux étapes'],
  },
  'user.cards': { de: ['meine karten'], fr: ['mes cartes'] },
  'user.list': { de: ['benutzer', 'benutzerliste', 'mitarbeiter'], fr: ['utilisateurs', 'liste des utilisateurs', 'personnel'] },
  'user.new': { de: ['neuer benutzer', 'benutzer anlegen'], fr: ['nouvel utilisateur', 'créer un utilisateur'] },
  blog: { de: ['blog', 'neuigkeiten'], fr: ['blog', 'actualités'] },
  'blog.posts': { de: ['beiträge', 'artikel'], fr: ['articles', 'publications'] },
  'blog.newPost': { de: ['neuer beitrag', 'beitrag schreiben'], fr: ['nouvel article', 'écrire un article'] },
  'inventarios.compras.ordenes': {
    de: ['bestellungen', 'einkauf', 'bestellung'],
    fr: ['bons de commande', 'achats', 'commande'],
  },
  'inventarios.compras.recepcion': { de: ['wareneingang', 'lieferung', 'anlieferung'], fr: ['réception', 'livraison'] },
  'inventarios.compras.facturas': {
    de: ['lieferantenrechnungen', 'rücksendungen', 'kostenverlauf'],
    fr: ['factures fournisseurs', 'retours', 'historique des coûts'],
  },
  'inventarios.compras.proveedores': { de: ['lieferanten', 'lieferant'], fr: ['fournisseurs', 'fournisseur'] },
};
