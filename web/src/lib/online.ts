/** Whether the browser is online (its `online`/`offline` events), for the offline notice and the writes. */
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** True unless the browser knows it has no network. */
export function isOnline(): boolean {
  return globalThis.navigator?.onLine !== false;
}

/** Rendered without a browser (the static pages, the tests' HTML): online. */
const onlineOnServer = () => true;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onlineOnServer);
}
