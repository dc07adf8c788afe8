import { createFileRoute } from '@tanstack/react-router';
import { GuestOrderPage } from '../../features/vip-orders/components/guest-order-page';

// A VIP table's order page, reached from the QR on the table: no sign-in and no app shell; the
// signed token in the path is the only credential (server/routes/vip/public.ts).
export const Route = createFileRoute('/mesa/$token')({
  component: function MesaToken() {
    const { token } = Route.useParams();
    return <GuestOrderPage token={token} />;
  },
});
