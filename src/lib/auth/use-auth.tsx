// React access to the session store created in main.tsx.
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { Auth, AuthState } from './auth-store';

const AuthContext = createContext<Auth | null>(null);

export function AuthProvider({ auth, children }: { auth: Auth; children: ReactNode }) {
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

/** What a component sees: the session's state and the store's actions (not its wiring). */
export type UseAuth = AuthState & Omit<Auth, 'getState' | 'subscribe' | 'initialize'>;

export function useAuth(): UseAuth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  const state = useSyncExternalStore(auth.subscribe, auth.getState, auth.getState);
  return {
    ...state,
    login: auth.login,
    loginTotp: auth.loginTotp,
    register: auth.register,
    verify: auth.verify,
    logout: auth.logout,
    sessionExpired: auth.sessionExpired,
    refresh: auth.refresh,
    changePassword: auth.changePassword,
    replaceToken: auth.replaceToken,
  };
}
