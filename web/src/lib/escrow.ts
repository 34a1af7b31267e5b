/**
 * Whether the escrow account is the demonstration one (issue 33): GET /api/investments/escrow-account, asked
 * once per page load with a plain fetch — the signed-in notice paints with the frame, before the tRPC client
 * has loaded. Until the answer is in (or when it fails) the platform counts as on the demonstration account,
 * the default configuration: then it says that no transfer must be made, never the opposite by mistake.
 */
import { useSyncExternalStore } from 'react';
import { apiFetch } from './api';

export interface EscrowStore {
  subscribe: (listener: () => void) => () => void;
  /** True unless the server has said that a real account is configured. */
  demo: () => boolean;
}

/** A store whose answer comes from `ask`, asked when the first reader subscribes. */
export function createEscrowStore(ask: () => Promise<unknown>): EscrowStore {
  let demo = true;
  let asked = false;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!asked) {
        asked = true;
        ask().then(
          (body) => {
            const answer = typeof body === 'object' && body !== null && 'demo' in body ? body.demo : true;
            demo = answer !== false;
            for (const notify of listeners) notify();
          },
          () => {},
        );
      }
      return () => listeners.delete(listener);
    },
    demo: () => demo,
  };
}

const escrowStore = createEscrowStore(() => apiFetch('/api/investments/escrow-account'));

/** Whether the platform runs with its demonstration escrow account (then: no transfer must be made). */
export function useEscrowDemo(store: EscrowStore = escrowStore): boolean {
  return useSyncExternalStore(store.subscribe, store.demo, () => true);
}
