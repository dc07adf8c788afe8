import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/logged/inventarios/')({
  beforeLoad: () => {
    throw redirect({ to: '/logged/inventarios/stockIdeal', replace: true });
  },
});
