// Server messages of "My account" (/api/user, src/contract/account.ts) in German and French (the
// Spanish text is the key). The sign-in and password messages are core (server/lib/messages.ts).
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'El nombre visible es obligatorio': { de: 'Der Anzeigename ist erforderlich', fr: 'Le nom affiché est obligatoire' },
  'Cada tipo de aviso puede aparecer una sola vez': {
    de: 'Jede Benachrichtigungsart darf nur einmal vorkommen',
    fr: 'Chaque type de notification ne peut apparaître qu’une seule fois',
  },
  'El teléfono no es válido': { de: 'Die Telefonnummer ist ungültig', fr: 'Le numéro de téléphone n’est pas valide' },
  'La foto debe ser JPG, PNG o WebP': {
    de: 'Das Foto muss JPG, PNG oder WebP sein',
    fr: 'La photo doit être au format JPG, PNG ou WebP',
  },
  'Dispositivo no encontrado': { de: 'Gerät nicht gefunden', fr: 'Appareil introuvable' },
  'Contacto no encontrado': { de: 'Kontakt nicht gefunden', fr: 'Contact introuvable' },
  'La contraseña es más corta que el mínimo del local': {
    de: 'Das Passwort ist kürzer als das Minimum dieses Lokals',
    fr: 'Le mot de passe est plus court que le minimum de l’établissement',
  },
};
