// The only writes of the card screens to the replica: a card an action answered (so the list shows
// the new balance before the next pull brings it) and the cached VIP settings. A card row is
// written only when it is newer than the local one, the same rule the pull applies, so an answer
// arriving after a fresher pull never rolls a balance back.
import type { VipCardDto } from '../../../contract/vip';
import type { VipSettingsDto } from '../../../contract/vip-config';
import type { NoctuaDb, VipCardRow } from '../../../lib/db/noctua-db';

export const VIP_SETTINGS_KEY = 'vip:settings';

/** Puts the card when it is newer than the replica's row; says whether it did. */
export async function saveCardIfNewer(db: NoctuaDb, card: VipCardDto): Promise<boolean> {
  return db.transaction('rw', db.vipCards, async () => {
    const local = await db.vipCards.get(card.id);
    if (local && local.version >= card.version) return false;
    await db.vipCards.put({ ...local, ...card } as VipCardRow);
    return true;
  });
}

export async function saveVipSettings(db: NoctuaDb, settings: VipSettingsDto): Promise<void> {
  await db.uiState.put({ key: VIP_SETTINGS_KEY, value: settings });
}

export function readVipSettings(value: unknown): VipSettingsDto | null {
  if (typeof value !== 'object' || value === null) return null;
  const minutes = (value as { staleBalanceMinutes?: unknown }).staleBalanceMinutes;
  return typeof minutes === 'number' && Number.isInteger(minutes) && minutes > 0 ? { staleBalanceMinutes: minutes } : null;
}
