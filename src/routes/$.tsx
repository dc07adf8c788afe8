import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2: any unknown path goes to /404.
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/404', replace: true });
  },
});
