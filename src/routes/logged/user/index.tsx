import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/logged/user/')({
  beforeLoad: () => {
    throw redirect({ to: '/logged/user/profile', replace: true });
  },
});
