/**
 * Deadlines for every database call, and nothing that runs for a client who is no longer waiting
 * (docs/decisions/0017). Both drivers are wrapped where Drizzle calls them, so no service can forget it:
 *
 * - A call does not start while the health probe knows the database is down (a quick 503 instead of a
 *   queue), nor for a request that has been answered or whose client went away (db/scope.ts).
 * - A call that is still queued when its deadline passes or its request ends is removed from the queue
 *   and never runs. On PostgreSQL the server enforces the same deadline (statement_timeout), and a
 *   statement that got no answer at all (a hanging server) tells the health probe the database is down.
 * - On PostgreSQL every write commits in an explicit transaction, and COMMIT is sent only while its
 *   caller still waits. A write whose connection breaks or stalls before COMMIT is rolled back by the
 *   server (a closed connection, or idle_in_transaction_session_timeout); a single autocommit statement
 *   delivered late by a recovering network would commit on arrival.
 *
 * This file holds what both drivers share (the errors, admission, deadlines); the wrappers themselves are
 * guardPostgres.ts and guardPglite.ts.
 */

import { dbRefused } from '../metrics';
import { DatabaseCallError } from './callError';
import type { HealthProbe } from './health';

export const knownDown = () =>
  new DatabaseCallError('DATABASE_DOWN', 'the database is known to be unreachable');
export const requestGone = () =>
  new DatabaseCallError('REQUEST_GONE', 'the request was answered or its client went away');
export const commitUnknown = (reason: DatabaseCallError) =>
  new DatabaseCallError('COMMIT_UNKNOWN', `given up during COMMIT (${reason.message})`);
export const noAnswer = (ms: number) =>
  new DatabaseCallError('DATABASE_DEADLINE', `the database did not answer within ${ms} ms`);

export interface GuardOptions {
  /** The deadline of one call; PostgreSQL gets it as statement_timeout (client-side: plus a margin). */
  timeoutMs: number;
  health: HealthProbe;
}

/**
 * How much longer the app waits than PostgreSQL's own statement_timeout: a slow statement is ended by the
 * server (an answer), and only a server that answers nothing at all runs into the client-side deadline.
 */
export const CLIENT_MARGIN_MS = 500;

/** Throws when a call must not start: its request is over, or the database is known to be down. */
export function admit(health: HealthProbe, signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw requestGone();
  if (health.isDown()) {
    dbRefused.inc();
    throw knownDown();
  }
}

/**
 * Calls `stop` when the request ends or the database is found to be down; returns what stops listening.
 */
export function onGivenUp(
  signal: AbortSignal | undefined,
  health: HealthProbe,
  stop: (reason: DatabaseCallError) => void,
): () => void {
  const onAbort = () => stop(requestGone());
  const onDown = () => stop(knownDown());
  const down = health.downSignal();
  signal?.addEventListener('abort', onAbort, { once: true });
  down.addEventListener('abort', onDown, { once: true });
  return () => {
    signal?.removeEventListener('abort', onAbort);
    down.removeEventListener('abort', onDown);
  };
}

/**
 * Settles with `pending`, or rejects when `ms` pass, the request ends or the database is found to be down,
 * whichever comes first; then `giveUp` runs (it drops a call that has not been sent yet).
 */
export function bounded<T>(
  pending: PromiseLike<T>,
  ms: number,
  signal: AbortSignal | undefined,
  health: HealthProbe,
  giveUp: (reason: DatabaseCallError) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = (reason: DatabaseCallError) => {
      settle();
      giveUp(reason);
      reject(reason);
    };
    const timer = setTimeout(() => stop(noAnswer(ms)), ms);
    const unlisten = onGivenUp(signal, health, stop);
    const settle = () => {
      clearTimeout(timer);
      unlisten();
    };
    pending.then(
      (value) => {
        settle();
        resolve(value);
      },
      (error: unknown) => {
        settle();
        reject(error);
      },
    );
  });
}
