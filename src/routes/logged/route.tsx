import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '../../app/layout/app-shell';
import { requireSession } from '../../lib/auth/redirects';

// The signed-in area (SPEC §2): login guard, then top bar + sidebar + content.
export const Route = createFileRoute('/logged')({
  beforeLoad: async ({ context, location }) => {
    await context.auth.initialize();
    requireSession(context.auth.getState(), location);
  },
  component: function LoggedLayout() {
    return (
      <AppShell>
        <Outlet />
      </AppShell>
    );
  },
});
