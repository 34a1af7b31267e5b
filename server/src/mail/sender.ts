/**
 * Sends the outbox (docs/decisions/0024). Each server process (unless MAIL_WORKER is off) and each
 * `bun run worker` runs one worker: it claims due rows with `FOR UPDATE SKIP LOCKED` (several processes
 * never take the same row), renders and sends each, and marks it sent; a failed send is retried with
 * exponential backoff, and after MAX_ATTEMPTS the row is `failed`.
 *
 * Never twice: the claim commits a send id and a long claim window before the transport is called. A row
 * whose claim ran out with its send id still set was interrupted between send and mark (a crash): it may
 * have been sent, so it is not sent again but marked failed for an operator to look at. Sent and failed
 * rows lose the token of their link.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { MailPayloadError, renderMail } from './templates';
import type { MailTransport } from './transport';

/** How long a claim holds a row: far beyond the transport's own deadlines (transport.ts). */
export const CLAIM_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 8;
const BATCH_SIZE = 10;
const ERROR_TEXT_MAX = 300;

/** 30 s after the first failure, doubling, at most an hour: eight attempts span about two hours. */
export const backoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  /** Origin of the links in mails. */
  publicUrl: string;
  /** Texts that must never reach `last_error` (the SMTP password). */
  secrets?: string[];
  retryDelayMs?: (attempt: number) => number;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

const withoutToken = sql`${mailOutbox.payload} - 'token'`;

export function createMailWorker(options: MailWorkerOptions) {
  const { db, transport } = options;
  const retryDelayMs = options.retryDelayMs ?? backoffMs;
  const secrets = (options.secrets ?? []).filter((secret) => secret.length > 0);

  /** What the row keeps of a failure: the transport's message, without secrets, short. */
  const errorText = (error: unknown) => {
    let text = error instanceof Error ? error.message : String(error);
    for (const secret of secrets) text = text.replaceAll(secret, '***');
    return text.slice(0, ERROR_TEXT_MAX);
  };

  /** Rows whose claim ran out before their outcome was written: possibly sent, so never again. */
  const settleInterrupted = () =>
    db
      .update(mailOutbox)
      .set({
        status: 'failed',
        lastError: 'interrupted between claim and outcome (the server stopped); not sent again',
        claimedUntil: null,
        payload: withoutToken,
      })
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          isNotNull(mailOutbox.sendId),
          lte(mailOutbox.claimedUntil, sql`now()`),
        ),
      );

  const claim = () => {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          isNull(mailOutbox.sendId),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.createdAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        sendId: sql`gen_random_uuid()`,
        claimedUntil: sql`now() + ${CLAIM_MS} * interval '1 millisecond'`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  };

  const ownClaim = (row: OutboxRow) =>
    and(eq(mailOutbox.id, row.id), eq(mailOutbox.sendId, row.sendId ?? ''));

  const markSent = (row: OutboxRow) =>
    db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, claimedUntil: null, lastError: null, payload: withoutToken })
      .where(ownClaim(row));

  const markFailed = (row: OutboxRow, error: unknown, permanent: boolean) => {
    const lastError = errorText(error);
    if (permanent || row.attempts >= MAX_ATTEMPTS) {
      return db
        .update(mailOutbox)
        .set({ status: 'failed', claimedUntil: null, lastError, payload: withoutToken })
        .where(ownClaim(row));
    }
    return db
      .update(mailOutbox)
      .set({
        sendId: null,
        claimedUntil: null,
        lastError,
        nextAttemptAt: sql`now() + ${retryDelayMs(row.attempts)} * interval '1 millisecond'`,
      })
      .where(ownClaim(row));
  };

  async function deliver(row: OutboxRow): Promise<void> {
    let rendered: Awaited<ReturnType<typeof renderMail>>;
    try {
      rendered = await renderMail(row, options.publicUrl);
    } catch (error) {
      await markFailed(row, error, error instanceof MailPayloadError);
      return;
    }
    try {
      await transport.send({ ...rendered, id: row.id, to: row.to });
    } catch (error) {
      await markFailed(row, error, false);
      return;
    }
    await markSent(row);
  }

  return {
    /** One round: settles interrupted rows, claims up to a batch and sends it; true when the batch was full. */
    async runOnce(): Promise<boolean> {
      await settleInterrupted();
      const rows = await claim();
      // UPDATE … RETURNING keeps no order: mails go in the order of their events.
      rows.sort(
        (a, b) =>
          a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() ||
          a.createdAt.getTime() - b.createdAt.getTime(),
      );
      for (const row of rows) await deliver(row);
      return rows.length === BATCH_SIZE;
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
