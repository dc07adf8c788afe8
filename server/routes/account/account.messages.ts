// Server messages of "My account" (/api/user, src/contract/account.ts) in German and French (the
// Spanish text is the key). The sign-in and password messages are core (server/lib/messages.ts).
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  // Self-registration's activation link (registration.service.ts, src/contract/auth.ts)
  'El enlace para activar la cuenta no es válido o ya venció. Regístrate de nuevo.': {
    de: 'Der Link zum Aktivieren des Kontos ist ungültig oder abgelaufen. Registrieren Sie sich erneut.',
    fr: 'Le lien d’activation du compte n’est pas valide ou a expiré. Inscrivez-vous à nouveau.',
  },
  'El enlace para activar la cuenta no es válido': {
    de: 'Der Link zum Aktivieren des Kontos ist ungültig',
    fr: 'Le lien d’activation du compte n’est pas valide',
  },
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
  // Two-factor sign-in (two-factor.service.ts, src/contract/two-factor.ts)
  'La verificación expiró. Inicia sesión de nuevo.': {
    de: 'Die Bestätigung ist abgelaufen. Melden Sie sich erneut an.',
    fr: 'La vérification a expiré. Reconnectez-vous.',
  },
  'El código no es correcto': { de: 'Der Code ist nicht korrekt', fr: 'Le code est incorrect' },
  'La verificación en dos pasos no está activada': {
    de: 'Die Zwei-Faktor-Anmeldung ist nicht aktiviert',
    fr: 'La validation en deux étapes n’est pas activée',
  },
  'La verificación en dos pasos ya está activada': {
    de: 'Die Zwei-Faktor-Anmeldung ist bereits aktiviert',
    fr: 'La validation en deux étapes est déjà activée',
  },
  'Primero genera el código QR': { de: 'Erzeugen Sie zuerst den QR-Code', fr: 'Générez d’abord le code QR' },
  'Un administrador exige la verificación en dos pasos para tu cuenta': {
    de: 'Ein Administrator verlangt für Ihr Konto die Zwei-Faktor-Anmeldung',
    fr: 'Un administrateur exige la validation en deux étapes pour votre compte',
  },
  'El código debe tener 6 dígitos': { de: 'Der Code muss 6 Ziffern haben', fr: 'Le code doit comporter 6 chiffres' },
  'El código de recuperación es obligatorio': {
    de: 'Der Wiederherstellungscode ist erforderlich',
    fr: 'Le code de récupération est obligatoire',
  },
  'Ingresa el código de tu aplicación o un código de recuperación': {
    de: 'Geben Sie den Code Ihrer App oder einen Wiederherstellungscode ein',
    fr: 'Saisissez le code de votre application ou un code de récupération',
  },
  // Sign-in limits (login-throttle.ts) and one challenge, one session (account.routes.ts)
  'Demasiados intentos a la vez. Inténtalo de nuevo en un momento.': {
    de: 'Zu viele gleichzeitige Versuche. Versuchen Sie es gleich noch einmal.',
    fr: 'Trop de tentatives simultanées. Réessayez dans un instant.',
  },
  'Esta verificación ya se usó. Inicia sesión de nuevo.': {
    de: 'Diese Bestätigung wurde bereits verwendet. Melden Sie sich erneut an.',
    fr: 'Cette vérification a déjà été utilisée. Reconnectez-vous.',
  },
  'Ese código ya se usó. Espera el siguiente código de tu aplicación.': {
    de: 'Dieser Code wurde bereits verwendet. Warten Sie auf den nächsten Code Ihrer App.',
    fr: 'Ce code a déjà été utilisé. Attendez le code suivant de votre application.',
  },
  // Push tokens (push-tokens.service.ts)
  'Este dispositivo recibe los avisos de otra cuenta: esa cuenta debe cerrar sesión en él primero.': {
    de: 'Dieses Gerät erhält die Benachrichtigungen eines anderen Kontos. Dieses Konto muss sich zuerst auf dem Gerät abmelden.',
    fr: 'Cet appareil reçoit les notifications d’un autre compte : ce compte doit d’abord s’y déconnecter.',
  },
};
