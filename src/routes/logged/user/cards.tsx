import { createFileRoute } from '@tanstack/react-router';
import { MyCardsPage } from '../../../features/vip-cards/components/my-cards-page';

export const Route = createFileRoute('/logged/user/cards')({
  component: () => <MyCardsPage />,
});
