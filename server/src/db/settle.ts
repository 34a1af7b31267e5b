/**
 * A write whose commit is unknown is settled before its client is answered (docs/decisions/0017, 0051).
 * When the connection breaks while COMMIT is on its way, the write may or may not have happened; answering
 * 503 then would tell a client "failed" for something that is stored. `settleUnknownCommit` runs such a write
 * again: the write must be idempotent (a fixed id, so that a stored first attempt is found instead of a second
 * one made), and PostgreSQL makes the retry wait until the first attempt has committed or rolled back (the
 * retry's insert waits on the first one's row). Connections that keep breaking are tried for
 * SETTLE_WINDOW_MS; a database that stays out of reach for longer gets the first error (503: a retry with
 * the same Idempotency-Key settles it then).
 *
 * The investment writer does the same for its batches (domains/investments/writer.ts, settleByRetry).
 */
import { isDatabaseUnavailable } from '../errors';
import { callErrorOf } from './callError';

/** How long a write whose connection broke is retried before its client is told it failed. */
export const SETTLE_WINDOW_MS = 3000;
const SETTLE_PAUSE_MS = 100;

/**
 * True when a failed write may have committed: the connection was lost, unless the app itself gave the
 * call up before its COMMIT was sent (then it certainly did not).
 */
export function mayHaveCommitted(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  const given = callErrorOf(error);
  return !given || given.code === 'COMMIT_UNKNOWN';
}

/**
 * Runs `write`; when it fails in a way that may have committed, runs it again until the database answers
 * (then that answer counts: the stored first attempt, a fresh write, or a refusal) or the window ends.
 */
export async function settleUnknownCommit<T>(
  write: () => Promise<T>,
  windowMs: number = SETTLE_WINDOW_MS,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!mayHaveCommitted(error)) throw error;
    const until = performance.now() + windowMs;
    for (;;) {
      try {
        return await write();
      } catch (retryError) {
        if (!isDatabaseUnavailable(retryError)) throw retryError;
        if (performance.now() > until) throw error;
        await Bun.sleep(SETTLE_PAUSE_MS);
      }
    }
  }
}
