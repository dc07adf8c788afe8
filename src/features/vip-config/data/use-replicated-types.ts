// The card types as the local replica holds them (pulled for VIP users): what the configuration
// screen shows, read-only, when there is no network and no list was loaded before. The replica does
// not know how many cards use each type, so `cardCount` is null there.
import { useLiveQuery } from 'dexie-react-hooks';
import type { CardTypeDto } from '../../../contract/vip';
import { useReplica } from '../../../lib/sync/use-replica';

export type CardTypeView = Omit<CardTypeDto, 'cardCount'> & { cardCount: number | null };

export function useCardTypesLive(enabled: boolean): CardTypeView[] | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => {
    if (!db || !enabled) return undefined;
    const rows = await db.vipCardTypes.toArray();
    return rows
      .filter((r) => !r.deletedAt)
      .map((r) => ({
        id: r.id,
        name: r.name,
        discountPercent: Number(r.discountPercent),
        creditAllowed: r.creditAllowed,
        defaultCreditLimit: Number(r.defaultCreditLimit),
        color: r.color,
        benefits: r.benefits,
        active: r.active,
        cardCount: null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }));
  }, [db, enabled]);
}
