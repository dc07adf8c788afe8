// Server messages of /api/user/manage-users and /api/settings (server/routes/users/*) and of
// src/contract/staff.ts in German and French (the Spanish text is the key).
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'No puedes cambiar tus propios privilegios': {
    de: 'Sie können Ihre eigenen Berechtigungen nicht ändern',
    fr: 'Vous ne pouvez pas modifier vos propres privilèges',
  },
  'No puedes desactivar tu propia cuenta': {
    de: 'Sie können Ihr eigenes Konto nicht deaktivieren',
    fr: 'Vous ne pouvez pas désactiver votre propre compte',
  },
  'Solo puedes otorgar o quitar privilegios que tienes': {
    de: 'Sie können nur Berechtigungen vergeben oder entziehen, die Sie selbst haben',
    fr: 'Vous ne pouvez accorder ou retirer que les privilèges que vous détenez',
  },
  'Debe quedar al menos una cuenta activa con el privilegio 300': {
    de: 'Es muss mindestens ein aktives Konto mit der Berechtigung 300 bleiben',
    fr: 'Au moins un compte actif doit conserver le privilège 300',
  },
  'Ya no tienes permiso para administrar usuarios': {
    de: 'Sie sind nicht mehr berechtigt, Benutzer zu verwalten',
    fr: "Vous n'avez plus le droit de gérer les utilisateurs",
  },
  'Solo puedes asignar locales en los que trabajas': {
    de: 'Sie können nur Betriebe zuweisen, in denen Sie selbst arbeiten',
    fr: 'Vous ne pouvez attribuer que les établissements où vous travaillez',
  },
  'No puedes administrar la cuenta de alguien con privilegios que no tienes': {
    de: 'Sie können das Konto einer Person mit Berechtigungen, die Sie nicht haben, nicht verwalten',
    fr: 'Vous ne pouvez pas gérer le compte d’une personne ayant des privilèges que vous n’avez pas',
  },
  'La cuenta ya ingresó: no se le puede enviar una invitación': {
    de: 'Mit diesem Konto wurde bereits angemeldet: Es kann keine Einladung mehr erhalten',
    fr: 'Ce compte s’est déjà connecté : on ne peut plus lui envoyer d’invitation',
  },
  'Tu propia verificación en dos pasos se cambia desde tu perfil': {
    de: 'Ihre eigene Zwei-Faktor-Anmeldung ändern Sie in Ihrem Profil',
    fr: 'Votre propre validation en deux étapes se modifie depuis votre profil',
  },
  'Otro administrador debe confirmar el restablecimiento que pediste': {
    de: 'Ein anderer Administrator muss das von Ihnen angeforderte Zurücksetzen bestätigen',
    fr: 'Un autre administrateur doit confirmer la réinitialisation que vous avez demandée',
  },
  'No hay un pedido de restablecimiento vigente: pídelo de nuevo': {
    de: 'Es gibt keine gültige Anfrage zum Zurücksetzen: Stellen Sie sie erneut',
    fr: 'Aucune demande de réinitialisation en cours : refaites la demande',
  },
  'Otro administrador ya pidió restablecerla: confirma su pedido': {
    de: 'Ein anderer Administrator hat das Zurücksetzen bereits angefordert: Bestätigen Sie seine Anfrage',
    fr: 'Un autre administrateur a déjà demandé la réinitialisation : confirmez sa demande',
  },
  'El usuario no existe': { de: 'Der Benutzer existiert nicht', fr: "L'utilisateur n'existe pas" },
  'El correo es obligatorio': { de: 'Die E-Mail-Adresse ist erforderlich', fr: "L'e-mail est obligatoire" },
  'La dirección debe empezar con https://': {
    de: 'Die Adresse muss mit https:// beginnen',
    fr: "L'adresse doit commencer par https://",
  },
  'El código de privilegio no existe': { de: 'Diesen Berechtigungscode gibt es nicht', fr: "Ce code de privilège n'existe pas" },
  'Elige al menos un local': { de: 'Wählen Sie mindestens einen Betrieb', fr: 'Choisissez au moins un établissement' },
  'Elige cómo empieza la cuenta': { de: 'Wählen Sie, wie das Konto startet', fr: 'Choisissez comment le compte démarre' },
  'Solo se puede exigir a quien tiene códigos de dinero o de acceso': {
    de: 'Nur bei Personen mit Geld- oder Zugangscodes kann sie verlangt werden',
    fr: 'Exigible uniquement pour les personnes ayant des codes d’argent ou d’accès',
  },
};
