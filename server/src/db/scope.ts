/**
 * The request a database call is made for. Every /api and /trpc request runs inside a scope whose signal
 * aborts when its client goes away or once it has been answered; the database layer (db/guard.ts) reads
 * it, so that work nobody waits for any more is dropped instead of running late (docs/decisions/0017).
 * Services need not pass it along: AsyncLocalStorage carries it through every await of the request.
 *
 * The signal is made when the request first asks for it: a request answered from memory (a cached session,
 * no query) makes none — an AbortController, AbortSignal.any and its abort were a tenth of such a
 * request's CPU time (docs/decisions/0096).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { withRequest } from '../requestLog';

/** One request's scope: its signal, made on first use, aborted (or made aborted) once it has been answered. */
class Scope {
  private answered = false;
  private controller: AbortController | undefined;
  private made: AbortSignal | undefined;

  constructor(private readonly request: Request) {}

  signal(): AbortSignal {
    if (!this.made) {
      this.controller = new AbortController();
      if (this.answered) this.controller.abort();
      this.made = AbortSignal.any([this.request.signal, this.controller.signal]);
    }
    return this.made;
  }

  end(): void {
    this.answered = true;
    this.controller?.abort();
  }
}

const storage = new AsyncLocalStorage<Scope>();

/** Handlers running, whether their client still waits or not; and who waits for none to be left. */
let running = 0;
const whenNoneRun: (() => void)[] = [];

/** Runs a request's handler in its scope; the scope ends (aborts) when the handler has answered. */
export async function inRequestScope<T>(request: Request, handle: () => Promise<T>): Promise<T> {
  const scope = new Scope(request);
  running += 1;
  try {
    // The request log's record goes along too: an error logged in the handler names its request.
    return await withRequest(request, () => storage.run(scope, handle));
  } finally {
    scope.end();
    running -= 1;
    if (running === 0) for (const resolve of whenNoneRun.splice(0)) resolve();
  }
}

/**
 * Resolves when no handler runs any more — also those whose client went away, which the server no longer
 * counts as in flight but whose writes (a shared batch of investments) are still out. A stopping process
 * waits for this before it closes its database (cluster/shutdown.ts).
 */
export function handlersFinished(): Promise<void> {
  return running === 0 ? Promise.resolve() : new Promise((resolve) => whenNoneRun.push(resolve));
}

/** The signal of the request being handled, or undefined outside a request. */
export const requestSignal = (): AbortSignal | undefined => storage.getStore()?.signal();

/**
 * Runs work that is shared by many requests (a cache load, a batch of several requests' writes) outside
 * the scope of the request that happened to start it: one client leaving must not cancel it for the others.
 */
export function detached<T>(work: () => T): T {
  return storage.exit(work);
}
