// Finding the card a table's orders are charged to. Staff with the card list (306) have it in the
// local replica and search it instantly; a device without a replica asks SPEC §7 cards/consulta
// once and searches the answer in memory.
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import type { VipCardDto } from '../../../contract/vip';
import { api } from '../../../lib/api-client';
import { onlineQuery } from '../../../lib/online-api';
import { vipKeys } from '../../../lib/query-keys';
import { useReplica } from '../../../lib/sync/use-replica';

export interface CardChoice {
  id: string;
  number: string;
  holderName: string;
  status: VipCardDto['status'];
}

const MAX_RESULTS = 8;

function normalise(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Number prefix or any word of the holder's name, accents ignored; active cards only. */
export function matchesCard(card: Pick<CardChoice, 'number' | 'holderName' | 'status'>, query: string): boolean {
  if (card.status !== 'active') return false;
  const q = normalise(query.trim());
  if (q === '') return false;
  return card.number.toLowerCase().startsWith(q) || normalise(card.holderName).includes(q);
}

export function useCardSearch(
  query: string,
  enabled: boolean,
): { results: CardChoice[] | undefined; source: 'replica' | 'server' } {
  const db = useReplica()?.db;
  const replicaCount = useLiveQuery(async () => (db ? db.vipCards.count() : 0), [db]);
  const useServer = enabled && replicaCount === 0;
  const fromReplica = useLiveQuery(async () => {
    if (!db || !enabled || query.trim() === '') return [];
    const rows = await db.vipCards
      .filter((r) => !r.deletedAt && matchesCard(r, query))
      .limit(MAX_RESULTS)
      .toArray();
    return rows.map((r) => ({ id: r.id, number: r.number, holderName: r.holderName, status: r.status }));
  }, [db, enabled, query]);
  const server = useQuery(
    onlineQuery({
      offline: 'wait',
      queryKey: vipKeys.of('ordenes', 'cards'),
      queryFn: async () => (await api.post('/cards/consulta', { body: { saldo: 'todos' } })).data,
      enabled: useServer,
      staleTime: 60_000,
      retry: 0,
    }),
  );
  if (useServer) {
    const results = server.data?.filter((c) => matchesCard(c, query)).slice(0, MAX_RESULTS);
    return { results: query.trim() === '' ? [] : results, source: 'server' };
  }
  return { results: fromReplica, source: 'replica' };
}
