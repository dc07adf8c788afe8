// The account calls of SPEC §7 that the session needs. Online only: nothing here is replicated.
import type {
  ChangePasswordInput,
  ChangePasswordResponse,
  LoginInput,
  LoginResponse,
  RegisterInput,
  ResetPasswordConfirmInput,
  SessionUser,
  VerifyRegistrationInput,
} from '../../contract/auth';
import type { LoginTotpInput, TotpChallengeResponse } from '../../contract/two-factor';
import { type ApiClient, apiClient } from '../api-client';

export interface ResetPasswordInput {
  email: string;
}

export interface AccountApi {
  /** The session applies (or clears) the Bearer token through this. */
  setAccessToken(token: string | null): void;
  /** The token, or the second step's challenge for an account with two-factor sign-in. */
  login(input: LoginInput): Promise<LoginResponse | TotpChallengeResponse>;
  loginTotp(input: LoginTotpInput): Promise<LoginResponse>;
  /** Asks for an account: the server answers the same for any email and mails an activation link. */
  register(input: RegisterInput): Promise<unknown>;
  /** Opens the activation link: creates the account and answers its session. */
  verify(input: VerifyRegistrationInput): Promise<LoginResponse>;
  getMyAccount(): Promise<{ user: SessionUser }>;
  changePassword(input: ChangePasswordInput): Promise<ChangePasswordResponse>;
  resetPassword(input: ResetPasswordInput): Promise<unknown>;
  confirmResetPassword(input: ResetPasswordConfirmInput): Promise<unknown>;
}

export function createAccountApi(client: ApiClient): AccountApi {
  return {
    setAccessToken: (token) => client.setAccessToken(token),
    login: (input) => client.post<LoginResponse | TotpChallengeResponse>('/account/login', input),
    loginTotp: (input) => client.post<LoginResponse>('/account/login/totp', input),
    register: (input) => client.post<unknown>('/account/register', input),
    verify: (input) => client.post<LoginResponse>('/account/verify', input),
    getMyAccount: () => client.get<{ user: SessionUser }>('/account/my-account'),
    changePassword: (input) => client.post<ChangePasswordResponse>('/account/changePassword', input),
    resetPassword: (input) => client.post<unknown>('/account/reset-password', input),
    confirmResetPassword: (input) => client.post<unknown>('/account/reset-password/confirm', input),
  };
}

export const accountApi = createAccountApi(apiClient);
