// Server messages of downloads.ts and src/contract/downloads.ts in German and French (the Spanish
// text is the key).
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'El aplicativo no existe': { de: 'Die App existiert nicht', fr: "L'application n'existe pas" },
  'El aplicativo no tiene un archivo para descargar': {
    de: 'Die App hat keine Datei zum Herunterladen',
    fr: "L'application n'a pas de fichier à télécharger",
  },
  'El archivo del aplicativo ya no está en el servidor': {
    de: 'Die Datei der App ist nicht mehr auf dem Server',
    fr: "Le fichier de l'application n'est plus sur le serveur",
  },
  'Falta el archivo': { de: 'Die Datei fehlt', fr: 'Le fichier manque' },
  'Falta el nombre del archivo': { de: 'Der Dateiname fehlt', fr: 'Le nom du fichier manque' },
  'Tipo de archivo no permitido: se aceptan .apk, .aab, .ipa, .zip, .exe, .msi y .AppImage': {
    de: 'Dateityp nicht erlaubt: akzeptiert werden .apk, .aab, .ipa, .zip, .exe, .msi und .AppImage',
    fr: 'Type de fichier non autorisé : sont acceptés .apk, .aab, .ipa, .zip, .exe, .msi et .AppImage',
  },
  'El contenido del archivo no corresponde a su tipo': {
    de: 'Der Inhalt der Datei passt nicht zu ihrem Typ',
    fr: 'Le contenu du fichier ne correspond pas à son type',
  },
  'El archivo está vacío': { de: 'Die Datei ist leer', fr: 'Le fichier est vide' },
  'El archivo supera el tamaño máximo permitido': {
    de: 'Die Datei überschreitet die maximal zulässige Größe',
    fr: 'Le fichier dépasse la taille maximale autorisée',
  },
  'El aplicativo tiene un archivo: bórralo o reemplázalo en lugar de poner un enlace': {
    de: 'Die App hat eine Datei: Löschen oder ersetzen Sie sie, statt einen Link anzugeben',
    fr: "L'application a un fichier : supprimez-le ou remplacez-le au lieu d'indiquer un lien",
  },
  'La plataforma no es válida': { de: 'Die Plattform ist ungültig', fr: "La plateforme n'est pas valide" },
  'La versión es obligatoria': { de: 'Die Version ist erforderlich', fr: 'La version est obligatoire' },
  'La versión es demasiado larga': { de: 'Die Version ist zu lang', fr: 'La version est trop longue' },
  'Las notas son demasiado largas': { de: 'Die Notizen sind zu lang', fr: 'Les notes sont trop longues' },
  'El enlace es demasiado largo': { de: 'Der Link ist zu lang', fr: 'Le lien est trop long' },
  'El enlace debe empezar con http:// o https://': {
    de: 'Der Link muss mit http:// oder https:// beginnen',
    fr: 'Le lien doit commencer par http:// ou https://',
  },
};
