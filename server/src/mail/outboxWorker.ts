/**
 * An outbox's worker, the mails' (decision 0024) and the pushes' (decision 0085) alike: it claims due rows
 * with `FOR UPDATE SKIP LOCKED` (several processes never take the same row), hands each to the outbox's
 * `deliver`, and writes the outcome: sent, or failed and retried with exponential backoff until
 * MAX_ATTEMPTS, then `failed`.
 *
 * At most once: the claim commits a send id and a long claim window before `deliver` is called. A row whose
 * claim ran out with its send id still set was interrupted between send and outcome (a crash): it may have
 * been sent, so it is not sent again but marked failed for an operator to look at.
 */
import { and, asc, type BuildColumns, eq, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { PgTableWithColumns, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client';
import type { outboxDelivery, outboxId } from '../db/schema/mail';

/** How long a claim holds a row: far beyond the transports' own deadlines (transport.ts, push/sender.ts). */
export const CLAIM_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 8;
const BATCH_SIZE = 10;
const ERROR_TEXT_MAX = 300;

/** 30 s after the first failure, doubling, at most an hour: eight attempts span about two hours. */
export const backoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);

/** Any table with an outbox's id and delivery columns (db/schema/mail.ts). */
type OutboxTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  dialect: 'pg';
  columns: BuildColumns<
    string,
    ReturnType<typeof outboxDelivery> & { id: ReturnType<typeof outboxId> },
    'pg'
  >;
}>;

/**
 * What became of a claimed row: sent; failed (`retry`: another attempt may succeed, while attempts are
 * left); or `handled` — `deliver` wrote the outcome itself, or there is none to write.
 */
export type Outcome = 'sent' | 'handled' | { error: unknown; retry: boolean };

export interface OutboxWorkerOptions<T extends OutboxTable> {
  db: Database;
  table: T;
  /** What a row loses once it is sent or failed (a mail's link token). */
  closing?: PgUpdateSetSource<T>;
  /** Texts that must never reach `last_error` (the SMTP password). */
  secrets?: string[];
  retryDelayMs?: (attempt: number) => number;
}

export function createOutboxWorker<T extends OutboxTable>(options: OutboxWorkerOptions<T>) {
  type Row = T['$inferSelect'];
  const { db } = options;
  // The queries below read and write only the delivery columns, which every outbox has.
  const outbox: OutboxTable = options.table;
  const closing = (options.closing ?? {}) as PgUpdateSetSource<OutboxTable>;
  const retryDelayMs = options.retryDelayMs ?? backoffMs;
  const secrets = (options.secrets ?? []).filter((secret) => secret.length > 0);

  /** What the row keeps of a failure: the message, without secrets, short. */
  const errorText = (error: unknown) => {
    let text = error instanceof Error ? error.message : String(error);
    for (const secret of secrets) text = text.replaceAll(secret, '***');
    return text.slice(0, ERROR_TEXT_MAX);
  };

  const later = (ms: number): SQL => sql`now() + ${ms} * interval '1 millisecond'`;

  /** Rows whose claim ran out before their outcome was written: possibly sent, so never again. */
  const settleInterrupted = () =>
    db
      .update(outbox)
      .set({
        status: 'failed',
        lastError: 'interrupted between claim and outcome (the server stopped); not sent again',
        claimedUntil: null,
        ...closing,
      })
      .where(
        and(eq(outbox.status, 'pending'), isNotNull(outbox.sendId), lte(outbox.claimedUntil, sql`now()`)),
      );

  const claim = async (): Promise<Row[]> => {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), isNull(outbox.sendId), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.createdAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(outbox)
      .set({
        sendId: sql`gen_random_uuid()`,
        claimedUntil: later(CLAIM_MS),
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(inArray(outbox.id, due))
      .returning();
    // UPDATE … RETURNING keeps no order: rows go in the order of their events.
    return rows.sort(
      (a, b) =>
        a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() ||
        a.createdAt.getTime() - b.createdAt.getTime(),
    ) as Row[];
  };

  /** The row as this worker claimed it: an outcome is written only while the claim is still ours. */
  const ownClaim = (row: Row) => and(eq(outbox.id, row.id), eq(outbox.sendId, row.sendId ?? ''));

  /** Marks a claimed row failed for good, in `executor`'s transaction where given. */
  const fail = (row: Row, error: unknown, executor: Executor = db) =>
    executor
      .update(outbox)
      .set({ status: 'failed', claimedUntil: null, lastError: errorText(error), ...closing })
      .where(ownClaim(row));

  async function settle(row: Row, outcome: Outcome): Promise<void> {
    if (outcome === 'handled') return;
    if (outcome === 'sent') {
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: sql`now()`, claimedUntil: null, lastError: null, ...closing })
        .where(ownClaim(row));
    } else if (!outcome.retry || row.attempts >= MAX_ATTEMPTS) {
      await fail(row, outcome.error);
    } else {
      await db
        .update(outbox)
        .set({
          sendId: null,
          claimedUntil: null,
          lastError: errorText(outcome.error),
          nextAttemptAt: later(retryDelayMs(row.attempts)),
        })
        .where(ownClaim(row));
    }
  }

  return {
    fail,
    /** One round: settles interrupted rows, claims up to a batch and delivers it; true when the batch was full. */
    async runOnce(deliver: (row: Row) => Promise<Outcome>): Promise<boolean> {
      await settleInterrupted();
      const rows = await claim();
      for (const row of rows) await settle(row, await deliver(row));
      return rows.length === BATCH_SIZE;
    },
  };
}
