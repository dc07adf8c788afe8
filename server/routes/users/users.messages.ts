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
