// Server messages of the jobs screen (src/contract/jobs.ts) in German and French (the Spanish text is the key).
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'No hay un trabajo fallido con ese identificador': {
    de: 'Es gibt keinen fehlgeschlagenen Auftrag mit dieser Kennung',
    fr: 'Aucune tâche en échec ne porte cet identifiant',
  },
};
