import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '../../app/layout/app-shell';
import { EntryGate } from '../../app/navigation/entry-gate';
import { requireSession } from '../../lib/auth/redirects';

// The signed-in area (SPEC §2): login guard, then top bar + sidebar + content. The privileges of
// every screen below are checked here, once, against the navigation table (SPEC §5): the route
// files only say what a ready screen shows. beforeLoad runs on every navigation, so the entry
// always belongs to the path being shown.
export const Route = createFileRoute('/logged')({
  beforeLoad: async ({ context, location }) => {
    await context.auth.initialize();
    requireSession(context.auth.getState(), location);
    // The navigation table (every entry, its privileges and keywords) loads after sign-in, not
    // with the login page.
    const { entryForPath } = await import('../../contract/navigation');
    return { navEntry: entryForPath(location.pathname) };
  },
  component: function LoggedLayout() {
    const entry = Route.useRouteContext({ select: (c) => c.navEntry });
    return (
      <AppShell>
        <EntryGate entry={entry}>
          <Outlet />
        </EntryGate>
      </AppShell>
    );
  },
});
