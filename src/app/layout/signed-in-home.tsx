import { useAuth } from '../../features/auth/use-auth';
import { HomePage } from '../../features/home/components/home-page';

/** The home screen for the signed-in user; also what the demo-leftover routes show (SPEC §2). */
export function SignedInHome() {
  const { user } = useAuth();
  return user ? <HomePage user={user} /> : null;
}
