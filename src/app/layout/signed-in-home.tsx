import { HomePage } from '../../features/home/components/home-page';
import { useAuth } from '../../lib/auth/use-auth';

/** The home screen for the signed-in user; also what the demo-leftover routes show (SPEC §2). */
export function SignedInHome() {
  const { user } = useAuth();
  return user ? <HomePage user={user} /> : null;
}
