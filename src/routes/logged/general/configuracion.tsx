import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2's second reading of the routes lists /general/configuracion: the same screen as
// configuraciones (one screen for the venue-wide settings, never a copy).
export const Route = createFileRoute('/logged/general/configuracion')({
  beforeLoad: () => {
    throw redirect({ to: '/logged/configuraciones', replace: true });
  },
});
