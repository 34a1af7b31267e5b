/**
 * The request a database call is made for. Every /api and /trpc request runs inside a scope whose signal
 * aborts when its client goes away or once it has been answered; the database layer (db/guard.ts) reads
 * it, so that work nobody waits for any more is dropped instead of running late (docs/decisions/0017).
 * Services need not pass it along: AsyncLocalStorage carries it through every await of the request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { withRequest } from '../requestLog';

const storage = new AsyncLocalStorage<AbortSignal>();

/** Runs a request's handler in its scope; the scope ends (aborts) when the handler has answered. */
export async function inRequestScope<T>(request: Request, handle: () => Promise<T>): Promise<T> {
  const answered = new AbortController();
  try {
    // The request log's record goes along too: an error logged in the handler names its request.
    return await withRequest(request, () =>
      storage.run(AbortSignal.any([request.signal, answered.signal]), handle),
    );
  } finally {
    answered.abort();
  }
}

/** The signal of the request being handled, or undefined outside a request. */
export const requestSignal = (): AbortSignal | undefined => storage.getStore();

/**
 * Runs work that is shared by many requests (a cache load, a batch of several requests' writes) outside
 * the scope of the request that happened to start it: one client leaving must not cancel it for the others.
 */
export function detached<T>(work: () => T): T {
  return storage.exit(work);
}
