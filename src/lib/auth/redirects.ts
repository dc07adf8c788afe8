// Where the login guard and the login page send people (SPEC §2): the requested path travels
// in the `redirect` search param; only same-app paths are honoured, never another origin.
import { redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { mustEnrolTwoFactor } from '../../contract/auth';
import type { AuthState } from './auth-store';

export const HOME_PATH = '/logged/home';
export const CHANGE_PASSWORD_PATH = '/logged/changePass';
/** Where an account whose two-factor sign-in an admin requires enrols before anything else. */
export const TWO_FACTOR_PATH = '/logged/user/two-factor';

type SessionState = Pick<AuthState, 'isAuthenticated' | 'mustChangePassword'> & { user?: AuthState['user'] };

/** The first place a signed-in session must go: change the password, enrol two-factor, or none. */
export function pendingStep(auth: Omit<SessionState, 'isAuthenticated'>): string | null {
  if (auth.mustChangePassword) return CHANGE_PASSWORD_PATH;
  return mustEnrolTwoFactor(auth.user) ? TWO_FACTOR_PATH : null;
}

/** Search params of the login pages. */
export const loginSearchSchema = v.object({
  redirect: v.optional(v.string()),
});
export type LoginSearch = v.InferOutput<typeof loginSearchSchema>;

/** The path to go to after signing in: an in-app path from `redirect`, else home. */
export function safeRedirectPath(target: string | undefined): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return HOME_PATH;
  // Coming back to a login page after signing in would loop.
  if (target === '/' || target.startsWith('/auth/') || target.startsWith('/?')) return HOME_PATH;
  return target;
}

/** beforeLoad of the login pages: a signed-in visitor goes to the app root. */
export function redirectIfAuthenticated(auth: SessionState): void {
  if (auth.isAuthenticated) {
    throw redirect({ to: pendingStep(auth) ?? HOME_PATH, replace: true });
  }
}

/**
 * beforeLoad of /logged: not signed in → login with the requested path; signed in with the
 * default password → changePass until it is changed; then, when an admin requires two-factor
 * sign-in and it is not enrolled yet → the enrolment screen until it is.
 */
export function requireSession(auth: SessionState, location: { href: string; pathname: string }): void {
  if (!auth.isAuthenticated) {
    throw redirect({ to: '/auth/login', search: { redirect: location.href }, replace: true });
  }
  const step = pendingStep(auth);
  if (step && location.pathname !== step) throw redirect({ to: step, replace: true });
}
