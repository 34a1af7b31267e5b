/**
 * The app's side of the service worker (web/src/sw/sw.ts, decision 0084): registers it once the first page
 * has painted and loaded and the browser is idle, looks for a new deployment (at each start, every 30 minutes and when
 * the tab comes back into view), and when one has arrived holds it back until the person chooses "neu laden".
 * Then the new worker takes over and every tab of the app reloads once — no tab keeps running the old code
 * on the new files.
 */
import { useSyncExternalStore } from 'react';

/** How often an open tab asks for a new deployment. */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

let waiting: ServiceWorker | null = null;
let registered = false;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker | null): void {
  waiting = worker;
  for (const listener of listeners) listener();
}

/** Watches a registration for a worker that has installed and waits for its turn. */
function watch(registration: ServiceWorkerRegistration): void {
  // Only an update waits: the first worker takes over at once and has nothing to announce.
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) setWaiting(installing);
    });
  });
}

/**
 * Registers the service worker (production builds only; a browser without service workers, or one that
 * refuses it, keeps the app as it is). Called after the first paint.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Its precaching downloads the whole build: not before the page itself has loaded.
  if (document.readyState !== 'complete') {
    window.addEventListener('load', registerServiceWorker, { once: true });
    return;
  }
  if (registered) return;
  registered = true;
  // A tab whose worker is replaced by another has been updated: it reloads, in step with the others. (The
  // first worker taking an uncontrolled tab changes nothing it runs.)
  let controller = navigator.serviceWorker.controller;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const previous = controller;
    controller = navigator.serviceWorker.controller;
    if (previous === null || reloading) return;
    reloading = true;
    window.location.reload();
  });
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      watch(registration);
      const check = () => void registration.update().catch(() => {});
      window.setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    })
    .catch(() => {});
}

/** Calls `task` once a new version waits (at once if one does already): when the notice is needed. */
export function whenUpdateWaiting(task: () => void): void {
  if (waiting) {
    task();
    return;
  }
  const listener = () => {
    if (!waiting) return;
    listeners.delete(listener);
    task();
  };
  listeners.add(listener);
}

/** Whether a new version waits for the person's "neu laden". */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting !== null,
  );
}

/** "neu laden": the waiting worker takes over; its controllerchange reloads every tab. */
export function applyUpdate(): void {
  waiting?.postMessage({ type: 'SKIP_WAITING' });
}
