// Server messages of e-invoicing (src/contract/einvoicing.ts, server/einvoicing/*) in German and
// French (the Spanish text is the key).
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  // ── the contract's validation ──
  'El tipo de comprobante no es válido': { de: 'Die Belegart ist ungültig', fr: "Le type de pièce n'est pas valide" },
  'El punto de venta no es válido': { de: 'Die Verkaufsstelle ist ungültig', fr: "Le point de vente n'est pas valide" },
  'El tipo de documento no es válido': { de: 'Die Dokumentart ist ungültig', fr: "Le type de document n'est pas valide" },
  'El número de documento no es válido': {
    de: 'Die Dokumentnummer ist ungültig',
    fr: "Le numéro de document n'est pas valide",
  },
  'El CUIT no es válido (revisa el dígito verificador)': {
    de: 'Die CUIT ist ungültig (Prüfziffer kontrollieren)',
    fr: "Le CUIT n'est pas valide (vérifiez le chiffre de contrôle)",
  },
  'El nombre o razón social es obligatorio': {
    de: 'Name oder Firmenname ist erforderlich',
    fr: 'Le nom ou la raison sociale est obligatoire',
  },
  'La condición frente al IVA no es válida': {
    de: 'Die Umsatzsteuerstellung ist ungültig',
    fr: "La situation vis-à-vis de la TVA n'est pas valide",
  },
  'Agrega al menos una línea': { de: 'Fügen Sie mindestens eine Zeile hinzu', fr: 'Ajoutez au moins une ligne' },
  'La línea no es válida': { de: 'Die Zeile ist ungültig', fr: "La ligne n'est pas valide" },
  'La cantidad debe ser mayor que cero, con hasta 3 decimales': {
    de: 'Die Menge muss größer als null sein, mit höchstens 3 Nachkommastellen',
    fr: 'La quantité doit être supérieure à zéro, avec au plus 3 décimales',
  },
  'El precio debe ser un importe en centavos, mayor que cero': {
    de: 'Der Preis muss ein Betrag in Centavos größer als null sein',
    fr: 'Le prix doit être un montant en centimes, supérieur à zéro',
  },
  'La alícuota de IVA no es válida': { de: 'Der Umsatzsteuersatz ist ungültig', fr: "Le taux de TVA n'est pas valide" },
  'El concepto no es válido': { de: 'Die Leistungsart ist ungültig', fr: "Le concept n'est pas valide" },
  'El formato no es válido': { de: 'Das Format ist ungültig', fr: "Le format n'est pas valide" },
  'La búsqueda de cliente es demasiado larga': {
    de: 'Der Suchbegriff für den Kunden ist zu lang',
    fr: 'La recherche de client est trop longue',
  },
  'El entorno no es válido': { de: 'Die Umgebung ist ungültig', fr: "L'environnement n'est pas valide" },
  'El archivo no es un certificado o clave PEM válido': {
    de: 'Die Datei ist kein gültiges PEM-Zertifikat bzw. kein gültiger PEM-Schlüssel',
    fr: "Le fichier n'est pas un certificat ou une clé PEM valide",
  },

  // ── invoices and credit notes (server/einvoicing/invoices.service.ts) ──
  'No hay un comprobante con ese identificador': {
    de: 'Es gibt keinen Beleg mit dieser Kennung',
    fr: 'Aucune pièce ne porte cet identifiant',
  },
  'No hay una venta con ese identificador': {
    de: 'Es gibt keinen Verkauf mit dieser Kennung',
    fr: 'Aucune vente ne porte cet identifiant',
  },
  'Esa venta ya tiene una factura': {
    de: 'Für diesen Verkauf gibt es bereits eine Rechnung',
    fr: 'Cette vente a déjà une facture',
  },
  'Solo se facturan ventas completadas': {
    de: 'Nur abgeschlossene Verkäufe werden in Rechnung gestellt',
    fr: 'Seules les ventes terminées sont facturées',
  },
  'No hay un punto de venta con ese identificador': {
    de: 'Es gibt keine Verkaufsstelle mit dieser Kennung',
    fr: 'Aucun point de vente ne porte cet identifiant',
  },
  'El punto de venta no tiene número de AFIP': {
    de: 'Die Verkaufsstelle hat keine AFIP-Nummer',
    fr: "Le point de vente n'a pas de numéro AFIP",
  },
  'Ese identificador ya se usó para otro comprobante': {
    de: 'Diese Kennung wurde bereits für einen anderen Beleg verwendet',
    fr: 'Cet identifiant a déjà servi pour une autre pièce',
  },
  'El tipo de comprobante no corresponde a las condiciones frente al IVA del local y del cliente': {
    de: 'Die Belegart passt nicht zur Umsatzsteuerstellung des Lokals und des Kunden',
    fr: 'Le type de pièce ne correspond pas aux situations TVA de l’établissement et du client',
  },
  'La factura A requiere el CUIT del cliente': {
    de: 'Eine Rechnung A erfordert die CUIT des Kunden',
    fr: 'Une facture A exige le CUIT du client',
  },
  'El comprobante todavía no está autorizado': {
    de: 'Der Beleg ist noch nicht autorisiert',
    fr: "La pièce n'est pas encore autorisée",
  },
  'Una nota de crédito no se cancela con otra nota de crédito': {
    de: 'Eine Gutschrift wird nicht durch eine weitere Gutschrift storniert',
    fr: "Un avoir ne s'annule pas par un autre avoir",
  },
  'La nota de crédito supera lo que queda por acreditar de la factura': {
    de: 'Die Gutschrift übersteigt den noch gutzuschreibenden Betrag der Rechnung',
    fr: 'L’avoir dépasse ce qui reste à créditer sur la facture',
  },
  'Ese comprobante se está autorizando en este momento: vuelve a intentarlo en unos segundos': {
    de: 'Dieser Beleg wird gerade autorisiert: Versuchen Sie es in einigen Sekunden erneut',
    fr: 'Cette pièce est en cours d’autorisation : réessayez dans quelques secondes',
  },

  // ── the authority (server/einvoicing/runtime.ts) ──
  'Configura la facturación electrónica del local (CUIT, certificado y clave) antes de facturar': {
    de: 'Richten Sie die elektronische Rechnungsstellung des Lokals (CUIT, Zertifikat und Schlüssel) ein, bevor Sie Rechnungen ausstellen',
    fr: 'Configurez la facturation électronique de l’établissement (CUIT, certificat et clé) avant de facturer',
  },
  'La clave privada guardada no se puede abrir en este servidor: vuelve a subirla en la configuración de facturación': {
    de: 'Der gespeicherte private Schlüssel lässt sich auf diesem Server nicht öffnen: Laden Sie ihn in den Rechnungseinstellungen erneut hoch',
    fr: 'La clé privée enregistrée ne peut pas être ouverte sur ce serveur : téléversez-la de nouveau dans la configuration de la facturation',
  },
  'El simulador de AFIP no está disponible en este servidor': {
    de: 'Der AFIP-Simulator ist auf diesem Server nicht verfügbar',
    fr: "Le simulateur de l'AFIP n'est pas disponible sur ce serveur",
  },
  'El cliente de AFIP no está disponible en este servidor': {
    de: 'Der AFIP-Client ist auf diesem Server nicht verfügbar',
    fr: "Le client de l'AFIP n'est pas disponible sur ce serveur",
  },

  // ── settings (server/einvoicing/settings.service.ts) ──
  'La clave privada no debe tener contraseña: expórtala sin cifrar': {
    de: 'Der private Schlüssel darf kein Passwort haben: Exportieren Sie ihn unverschlüsselt',
    fr: 'La clé privée ne doit pas avoir de mot de passe : exportez-la sans chiffrement',
  },
  'La clave privada no corresponde al certificado': {
    de: 'Der private Schlüssel gehört nicht zum Zertifikat',
    fr: 'La clé privée ne correspond pas au certificat',
  },
  'El certificado es de otro CUIT': {
    de: 'Das Zertifikat gehört zu einer anderen CUIT',
    fr: "Le certificat est celui d'un autre CUIT",
  },
  'Sube el certificado junto con la clave privada': {
    de: 'Laden Sie das Zertifikat zusammen mit dem privaten Schlüssel hoch',
    fr: 'Téléversez le certificat avec la clé privée',
  },
  'Vuelve a subir la clave privada: la guardada no sirve para el entorno elegido': {
    de: 'Laden Sie den privaten Schlüssel erneut hoch: Der gespeicherte gilt nicht für die gewählte Umgebung',
    fr: 'Téléversez de nouveau la clé privée : celle enregistrée ne vaut pas pour l’environnement choisi',
  },
  'Este servidor no tiene configurada NOCTUA_SECRET_KEY: solo puede guardar claves para el simulador de AFIP': {
    de: 'Auf diesem Server ist NOCTUA_SECRET_KEY nicht gesetzt: Er kann nur Schlüssel für den AFIP-Simulator speichern',
    fr: "Ce serveur n'a pas de NOCTUA_SECRET_KEY : il ne peut enregistrer que des clés pour le simulateur de l'AFIP",
  },
};
