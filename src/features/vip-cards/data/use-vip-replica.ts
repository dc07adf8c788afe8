// Live reads of the card screens from the local replica (offline at the bar): every card and card
// type of the venue, one card, and the "saldo al …" warning age (the server's setting, cached here
// for offline use). Components get `undefined` while loading and `null` when there is no replica.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { DEFAULT_STALE_BALANCE_MINUTES } from '../../../contract/vip-config';
import type { NoctuaDb, VipCardRow, VipCardTypeRow } from '../../../lib/db/noctua-db';
import { useLiveTable } from '../../../lib/sync/use-live-table';
import { useReplica } from '../../../lib/sync/use-replica';
import { useOnline } from '../../../lib/ui/online-only';
import { useVipSettingsQuery } from '../api/vip-config';
import { readVipSettings, saveVipSettings, VIP_SETTINGS_KEY } from './vip-card-repo';

const readCards = (db: NoctuaDb) => db.vipCards.toArray();

/**
 * Every card, re-read when the cards change — throttled while a first sync writes them page after
 * page (use-live-table.ts), so the search works on the first page while the rest comes in.
 */
export function useVipCardsLive(): VipCardRow[] | undefined {
  const db = useReplica()?.db;
  const cards = useLiveTable(db, 'vipCards', readCards);
  return db ? cards : [];
}

export function useCardTypesLive(): VipCardTypeRow[] | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(() => db?.vipCardTypes.toArray() ?? [], [db]);
}

export function useVipCardLive(id: string): VipCardRow | null | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => (db ? ((await db.vipCards.get(id)) ?? null) : null), [db, id]);
}

/** Minutes after which the replica's balances are flagged as old: server setting, cache, default. */
export function useStaleBalanceMinutes(): number {
  const db = useReplica()?.db;
  const online = useOnline();
  const settings = useVipSettingsQuery(online);
  const cached = useLiveQuery(async () => (db ? readVipSettings((await db.uiState.get(VIP_SETTINGS_KEY))?.value) : null), [db]);
  const fresh = settings.data ? readVipSettings(settings.data)?.staleBalanceMinutes : undefined;
  const stored = cached?.staleBalanceMinutes;
  useEffect(() => {
    if (db && fresh !== undefined && fresh !== stored) void saveVipSettings(db, { staleBalanceMinutes: fresh });
  }, [db, fresh, stored]);
  return fresh ?? stored ?? DEFAULT_STALE_BALANCE_MINUTES;
}
