// Server messages of the blog (src/contract/blog.ts, blog.service.ts) in German and French.
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'La publicación no existe': { de: 'Der Beitrag existiert nicht', fr: 'La publication n’existe pas' },
  'El título es obligatorio': { de: 'Der Titel ist erforderlich', fr: 'Le titre est obligatoire' },
  'El texto es obligatorio': { de: 'Der Text ist erforderlich', fr: 'Le texte est obligatoire' },
  'Ya existe una publicación con ese título': {
    de: 'Es gibt bereits einen Beitrag mit diesem Titel',
    fr: 'Une publication porte déjà ce titre',
  },
  'El texto solo puede mostrar imágenes subidas al local: quita las de otros sitios': {
    de: 'Der Text darf nur Bilder zeigen, die im Lokal hochgeladen wurden: Entfernen Sie die Bilder anderer Websites',
    fr: 'Le texte ne peut afficher que des images téléversées par l’établissement : retirez celles d’autres sites',
  },
};
