import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { VerifyPage } from '../../features/auth/components/verify-page';

// With ?token=…: a registration's activation link was opened; without: what verification means here.
export const Route = createFileRoute('/auth/verify')({
  validateSearch: v.object({ token: v.optional(v.string()) }),
  component: function AuthVerify() {
    const { token } = Route.useSearch();
    return <VerifyPage token={token} />;
  },
});
