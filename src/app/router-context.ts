import type { QueryClient } from '@tanstack/react-query';
import type { Auth } from '../lib/auth/auth-store';
import type { ReplicaStore } from '../lib/sync/replica-store';

/** What every route's beforeLoad/loader receives: the replica holds the user's Dexie db. */
export interface RouterContext {
  queryClient: QueryClient;
  auth: Auth;
  replica: ReplicaStore;
}
