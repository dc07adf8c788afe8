import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/logged/cashFlow/')({
  beforeLoad: () => {
    throw redirect({ to: '/logged/cashFlow/configuraciones', replace: true });
  },
});
