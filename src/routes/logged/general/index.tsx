import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/logged/general/')({
  beforeLoad: () => {
    throw redirect({ to: '/logged/general/entradagratis', replace: true });
  },
});
