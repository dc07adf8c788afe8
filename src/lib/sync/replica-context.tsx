// The replica store in React context (no Dexie here: this module is part of the login page).
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { Replica, ReplicaStore } from './replica-store';

const ReplicaContext = createContext<ReplicaStore | null>(null);

export function ReplicaProvider({ store, children }: { store: ReplicaStore; children: ReactNode }) {
  return <ReplicaContext.Provider value={store}>{children}</ReplicaContext.Provider>;
}

export function useReplicaStore(): ReplicaStore {
  const store = useContext(ReplicaContext);
  if (!store) throw new Error('useReplicaStore must be used inside <ReplicaProvider>');
  return store;
}

export function useReplica(): Replica | null {
  const store = useReplicaStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
