/**
 * Sends the push outbox (decision 0085) the way the mail worker sends mails (decision 0024): due rows are
 * claimed with FOR UPDATE SKIP LOCKED under a send id committed before the push service is called, so two
 * processes never take one row and an interrupted send is never repeated (at most once). web-push makes
 * the request — the VAPID signature (RFC 8292) and the aes128gcm payload (RFC 8291) — and fetch sends it
 * with a deadline. 404 and 410 mean the subscription is gone: it is deleted (and its pushes with it).
 * 429, 5xx, a refused connection or the deadline: retried with the mails' backoff; other refusals fail.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../db/client';
import { notifications, pushOutbox, pushSubscriptions } from '../db/schema';
import { backoffMs, CLAIM_MS, MAX_ATTEMPTS } from '../mail/sender';
import { PushPayloadError, pushPayload } from './payload';
import type { Vapid } from './vapid';

/** How long one push request may take (far below the claim window). */
export const PUSH_TIMEOUT_MS = 15_000;
/** How long a push service keeps an undelivered message for an offline device (seconds). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const BATCH_SIZE = 10;
const ERROR_TEXT_MAX = 300;

export interface PushWorkerOptions {
  db: Database;
  vapid: Vapid;
  retryDelayMs?: (attempt: number) => number;
  timeoutMs?: number;
}

/** A refusal by the push service: `retry` when another attempt may succeed. */
class PushRefused extends Error {
  constructor(
    readonly status: number,
    readonly retry: boolean,
  ) {
    super(`push service answered ${status}`);
  }
}

type Claimed = typeof pushOutbox.$inferSelect;

export function createPushWorker(options: PushWorkerOptions) {
  const { db, vapid } = options;
  const retryDelayMs = options.retryDelayMs ?? backoffMs;
  const timeoutMs = options.timeoutMs ?? PUSH_TIMEOUT_MS;

  const settleInterrupted = () =>
    db
      .update(pushOutbox)
      .set({
        status: 'failed',
        lastError: 'interrupted between claim and outcome (the server stopped); not sent again',
        claimedUntil: null,
      })
      .where(
        and(
          eq(pushOutbox.status, 'pending'),
          isNotNull(pushOutbox.sendId),
          lte(pushOutbox.claimedUntil, sql`now()`),
        ),
      );

  const claim = () => {
    const due = db
      .select({ id: pushOutbox.id })
      .from(pushOutbox)
      .where(
        and(
          eq(pushOutbox.status, 'pending'),
          isNull(pushOutbox.sendId),
          lte(pushOutbox.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(asc(pushOutbox.nextAttemptAt), asc(pushOutbox.createdAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(pushOutbox)
      .set({
        sendId: sql`gen_random_uuid()`,
        claimedUntil: sql`now() + ${CLAIM_MS} * interval '1 millisecond'`,
        attempts: sql`${pushOutbox.attempts} + 1`,
      })
      .where(inArray(pushOutbox.id, due))
      .returning();
  };

  const ownClaim = (row: Claimed) => and(eq(pushOutbox.id, row.id), eq(pushOutbox.sendId, row.sendId ?? ''));

  const markSent = (row: Claimed) =>
    db
      .update(pushOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, claimedUntil: null, lastError: null })
      .where(ownClaim(row));

  const markFailed = (row: Claimed, error: unknown, retry: boolean) => {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_MAX);
    if (!retry || row.attempts >= MAX_ATTEMPTS)
      return db
        .update(pushOutbox)
        .set({ status: 'failed', claimedUntil: null, lastError })
        .where(ownClaim(row));
    return db
      .update(pushOutbox)
      .set({
        sendId: null,
        claimedUntil: null,
        lastError,
        nextAttemptAt: sql`now() + ${retryDelayMs(row.attempts)} * interval '1 millisecond'`,
      })
      .where(ownClaim(row));
  };

  /**
   * The browser unsubscribed or the subscription expired (404, 410): the subscription goes, this push
   * fails, and the other pushes waiting for that address are dropped.
   */
  async function forgetEndpoint(row: Claimed, error: PushRefused): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, row.endpoint));
      await tx
        .delete(pushOutbox)
        .where(
          and(
            eq(pushOutbox.endpoint, row.endpoint),
            eq(pushOutbox.status, 'pending'),
            isNull(pushOutbox.sendId),
          ),
        );
      await tx
        .update(pushOutbox)
        .set({ status: 'failed', claimedUntil: null, lastError: `${error.message}: subscription removed` })
        .where(ownClaim(row));
    });
  }

  /** Sends one push; throws PushRefused or the network's error. */
  async function send(row: Claimed, body: string): Promise<void> {
    const request = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      body,
      { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'high' },
    );
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) headers.set(name, String(value));
    const reply = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await reply.body?.cancel();
    if (reply.ok) return;
    const retry = reply.status === 429 || reply.status >= 500;
    throw new PushRefused(reply.status, retry);
  }

  async function deliver(row: Claimed): Promise<void> {
    const [found] = await db
      .select({ kind: notifications.kind, data: notifications.payload })
      .from(notifications)
      .where(eq(notifications.id, row.notificationId));
    // The notification went after the claim (the account was deleted): the row went with it.
    if (!found) return;
    let body: string;
    try {
      body = JSON.stringify(pushPayload(found.kind, found.data, row.language));
    } catch (error) {
      if (!(error instanceof PushPayloadError)) throw error;
      await markFailed(row, error, false);
      return;
    }
    try {
      await send(row, body);
    } catch (error) {
      if (error instanceof PushRefused && (error.status === 404 || error.status === 410)) {
        await forgetEndpoint(row, error);
        return;
      }
      await markFailed(row, error, !(error instanceof PushRefused) || error.retry);
      return;
    }
    await markSent(row);
  }

  return {
    /** One round: settles interrupted rows, claims up to a batch and sends it; true when the batch was full. */
    async runOnce(): Promise<boolean> {
      await settleInterrupted();
      const rows = await claim();
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

export type PushWorker = ReturnType<typeof createPushWorker>;
