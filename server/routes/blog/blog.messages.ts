// Server messages of the blog (src/contract/blog.ts, blog.service.ts) in German and French.
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'La publicación no existe': { de: 'Der Beitrag existiert nicht', fr: 'La publication n’existe pas' },
  'El título es obligatorio': { de: 'Der Titel ist erforderlich', fr: 'Le titre est obligatoire' },
  'El texto es obligatorio': { de: 'Der Text ist erforderlich', fr: 'Le texte est obligatoire' },
  'Ya existe una publicación con ese título': {
    de: 'Es gibt bereits einen Beitrag mit diesem Titel',
    fr: 'Une publication porte déjà ce titre',
  },
};
