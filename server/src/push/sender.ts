/**
 * Sends the push outbox (decision 0085) with the mails' outbox worker (mail/outboxWorker.ts, decision 0024):
 * due rows are claimed with FOR UPDATE SKIP LOCKED under a send id committed before the push service is
 * called, so two processes never take one row and an interrupted send is never repeated (at most once),
 * and failures are retried with the mails' backoff. web-push makes the request — the VAPID signature
 * (RFC 8292) and the aes128gcm payload (RFC 8291) — and fetch sends it with a deadline. 404 and 410 mean the subscription is gone: it is deleted (and its pushes with it).
 * 429, 5xx, a refused connection or the deadline: retried; other refusals fail.
 */
import { and, eq, isNull } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../db/client';
import { notifications, pushOutbox, pushSubscriptions } from '../db/schema';
import { createOutboxWorker, type Outcome } from '../mail/outboxWorker';
import { PushPayloadError, pushPayload } from './payload';
import type { Vapid } from './vapid';

/** How long one push request may take (far below the claim window). */
export const PUSH_TIMEOUT_MS = 15_000;
/** How long a push service keeps an undelivered message for an offline device (seconds). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

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
  const timeoutMs = options.timeoutMs ?? PUSH_TIMEOUT_MS;
  const outbox = createOutboxWorker({ db, table: pushOutbox, retryDelayMs: options.retryDelayMs });

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
      await outbox.fail(row, `${error.message}: subscription removed`, tx);
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

  async function deliver(row: Claimed): Promise<Outcome> {
    const [found] = await db
      .select({ kind: notifications.kind, data: notifications.payload })
      .from(notifications)
      .where(eq(notifications.id, row.notificationId));
    // The notification went after the claim (the account was deleted): the row went with it.
    if (!found) return 'handled';
    let body: string;
    try {
      body = JSON.stringify(pushPayload(found.kind, found.data, row.language));
    } catch (error) {
      if (!(error instanceof PushPayloadError)) throw error;
      return { error, retry: false };
    }
    try {
      await send(row, body);
    } catch (error) {
      if (error instanceof PushRefused && (error.status === 404 || error.status === 410)) {
        await forgetEndpoint(row, error);
        return 'handled';
      }
      return { error, retry: !(error instanceof PushRefused) || error.retry };
    }
    return 'sent';
  }

  return {
    /** One round: settles interrupted rows, claims up to a batch and sends it; true when the batch was full. */
    runOnce: () => outbox.runOnce(deliver),
  };
}

export type PushWorker = ReturnType<typeof createPushWorker>;
