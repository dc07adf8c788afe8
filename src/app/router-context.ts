import type { QueryClient } from '@tanstack/react-query';
import type { Auth } from '../features/auth/session/auth-store';

/** What every route's beforeLoad/loader receives. The Dexie db joins it with the sync layer. */
export interface RouterContext {
  queryClient: QueryClient;
  auth: Auth;
}
