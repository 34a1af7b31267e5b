/** The errors of database calls the app gives up itself (db/guard.ts, db/health.ts), mapped to 503. */

/** Why a database call was refused or given up by the app itself (mapped to 503 like a lost connection). */
export class DatabaseCallError extends Error {
  constructor(
    /**
     * DATABASE_DOWN, DATABASE_DEADLINE and REQUEST_GONE: given up before anything was committed;
     * COMMIT_UNKNOWN: given up while COMMIT was on its way, so it may or may not have happened.
     */
    readonly code: 'DATABASE_DOWN' | 'DATABASE_DEADLINE' | 'REQUEST_GONE' | 'COMMIT_UNKNOWN',
    message: string,
  ) {
    super(message);
  }
}

/** The DatabaseCallError an error is or was caused by (Drizzle wraps driver errors), if any. */
export function callErrorOf(error: unknown): DatabaseCallError | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if (e instanceof DatabaseCallError) return e;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
