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
import { type ApiClient, apiClient, typedApi } from '../api-client';

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
  // Typed by the server's own schemas (generated/api.gen.ts): no answer type written here.
  const api = typedApi(client);
  return {
    setAccessToken: (token) => client.setAccessToken(token),
    login: (input) => api.post('/account/login', { body: input }),
    loginTotp: (input) => api.post('/account/login/totp', { body: input }),
    register: (input) => api.post('/account/register', { body: input }),
    verify: (input) => api.post('/account/verify', { body: input }),
    getMyAccount: () => api.get('/account/my-account'),
    changePassword: (input) => api.post('/account/changePassword', { body: input }),
    resetPassword: (input) => api.post('/account/reset-password', { body: input }),
    confirmResetPassword: (input) => api.post('/account/reset-password/confirm', { body: input }),
  };
}

export const accountApi = createAccountApi(apiClient);
