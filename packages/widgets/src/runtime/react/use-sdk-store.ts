import { useSyncExternalStore } from 'react';

/** Anything with the sdk's `Subscribable` contract plus a snapshot (session, cart, page config, queries). */
export interface ExternalStore<Snapshot> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Snapshot;
}

/**
 * Reads an sdk store in a React component and re-renders when it changes. The server snapshot is the
 * same as the client one: sdk stores never touch the DOM, so they are safe during SSR.
 * @example const { items } = useSdkStore(cart);
 */
export function useSdkStore<Snapshot>(store: ExternalStore<Snapshot>): Snapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
