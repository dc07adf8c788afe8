// Server messages of config.ts and of the configuration part of its contract (src/contract/vip.ts)
// in German and French (the Spanish text is the key).
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  'Ya existe un tipo de tarjeta con ese nombre': {
    de: 'Es gibt bereits einen Kartentyp mit diesem Namen',
    fr: 'Un type de carte porte déjà ce nom',
  },
  'El tipo tiene tarjetas: desactívelo en lugar de borrarlo': {
    de: 'Dieser Typ hat Karten: deaktivieren Sie ihn, statt ihn zu löschen',
    fr: 'Ce type a des cartes : désactivez-le au lieu de le supprimer',
  },
  'No se puede quitar el crédito: hay tarjetas de este tipo con deuda. Registra sus pagos o ajústalas antes.': {
    de: 'Der Kredit kann nicht entfernt werden: Karten dieses Typs haben Schulden. Erfassen Sie zuerst ihre Zahlungen oder korrigieren Sie sie.',
    fr: 'Impossible de retirer le crédit : des cartes de ce type ont une dette. Enregistrez d’abord leurs paiements ou ajustez-les.',
  },
};
