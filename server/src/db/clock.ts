/**
 * The database's clock for the times the money's records keep (a transfer's booking, a release's day, a due
 * date's payment, a withdrawal's steps): `now()` — unless the transaction set another time with `setClock`.
 * Only the sample data does that (db/seed/moneyHistory.ts), to write the demo account's history through the
 * domains' own functions at the times it tells: a release 15 months ago, its payouts on their due dates.
 * The setting is transaction-local (set_config(…, true)): it ends with the transaction that set it.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';

/** The clock's time: the transaction's `now()`, or the time `setClock` gave it. */
export const clockNow = (): SQL<Date> =>
  sql<Date>`coalesce(nullif(current_setting('wurzelwerk.clock', true), '')::timestamptz, now())`;

/** Sets the clock of the running transaction (null: back to `now()`). */
export async function setClock(tx: Executor, at: Date | null): Promise<void> {
  await tx.execute(sql`select set_config('wurzelwerk.clock', ${at ? at.toISOString() : ''}, true)`);
}
