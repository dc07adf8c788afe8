// Where the login guard and the login page send people (SPEC §2): the requested path travels
// in the `redirect` search param; only same-app paths are honoured, never another origin.
import { redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import type { AuthState } from './auth-store';

export const HOME_PATH = '/logged/home';
export const CHANGE_PASSWORD_PATH = '/logged/changePass';

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
export function redirectIfAuthenticated(auth: Pick<AuthState, 'isAuthenticated' | 'mustChangePassword'>): void {
  if (auth.isAuthenticated) {
    throw redirect({ to: auth.mustChangePassword ? CHANGE_PASSWORD_PATH : HOME_PATH, replace: true });
  }
}

/**
 * beforeLoad of /logged: not signed in → login with the requested path; signed in with the
 * default password → changePass until it is changed.
 */
export function requireSession(
  auth: Pick<AuthState, 'isAuthenticated' | 'mustChangePassword'>,
  location: { href: string; pathname: string },
): void {
  if (!auth.isAuthenticated) {
    throw redirect({ to: '/auth/login', search: { redirect: location.href }, replace: true });
  }
  if (auth.mustChangePassword && location.pathname !== CHANGE_PASSWORD_PATH) {
    throw redirect({ to: CHANGE_PASSWORD_PATH, replace: true });
  }
}
