import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/logged/')({
  beforeLoad: () => {
    throw redirect({ to: '/logged/home', replace: true });
  },
});
