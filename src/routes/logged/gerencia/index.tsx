import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/logged/gerencia/')({
  beforeLoad: () => {
    throw redirect({ to: '/logged/gerencia/balancesheet', replace: true });
  },
});
