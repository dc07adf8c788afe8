// React access to the session store created in main.tsx.
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { ChangePasswordInput, LoginResponse, RegisterInput } from '../../contract/auth';
import type { LoginTotpInput, TotpChallengeResponse } from '../../contract/two-factor';
import type { Auth, AuthState } from './auth-store';

const AuthContext = createContext<Auth | null>(null);

export function AuthProvider({ auth, children }: { auth: Auth; children: ReactNode }) {
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

export interface UseAuth extends AuthState {
  login(email: string, password: string, remember: boolean): Promise<LoginResponse | TotpChallengeResponse>;
  loginTotp(input: LoginTotpInput, remember: boolean): Promise<LoginResponse>;
  register(input: RegisterInput): Promise<void>;
  verify(token: string): Promise<LoginResponse>;
  logout(): Promise<void>;
  sessionExpired(): void;
  refresh(): Promise<void>;
  changePassword(input: ChangePasswordInput): Promise<void>;
  replaceToken(accessToken: string): void;
}

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
