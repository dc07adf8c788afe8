// What follows a successful card action: the answered card goes into the replica (when newer) so
// the list and the offline lookup show the new balance at once, a sync brings whatever else the
// action changed (the old card of a replacement), and a new card (issued or replacing) opens.
import type { CardActionAnswer } from '../../../contract/vip';
import { useReplica } from '../../../lib/sync/use-replica';
import { type CardAction, useCardAction } from '../api/cards';
import { saveCardIfNewer } from './vip-card-repo';

export function useRunCardAction(onOpenCard: (id: string) => void) {
  const replica = useReplica();
  return useCardAction(async (answer: CardActionAnswer, action: CardAction) => {
    if (replica) {
      await saveCardIfNewer(replica.db, answer.card);
      void replica.engine.sync().catch(() => undefined);
    }
    if (action.kind === 'issue' || action.kind === 'reemplazo') onOpenCard(answer.card.id);
  });
}
