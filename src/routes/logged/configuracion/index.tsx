import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/logged/configuracion/')({
  beforeLoad: () => {
    throw redirect({ to: '/logged/configuracion/noche', replace: true });
  },
});
