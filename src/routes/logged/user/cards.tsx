import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';
import { MyCardsPage } from '../../../features/vip-cards/components/my-cards-page';

export const Route = createFileRoute('/logged/user/cards')({
  component: () => (
    <EntryGate id="user.cards">
      <MyCardsPage />
    </EntryGate>
  ),
});
