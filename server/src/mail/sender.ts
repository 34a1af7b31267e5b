/**
 * Sends the mail outbox (docs/decisions/0024). Each server process (unless MAIL_WORKER is off) and each
 * `bun run worker` runs one worker: outboxWorker.ts claims due rows, at most once, with backoff; this file
 * renders and sends each. A template that does not exist or a payload that does not fit fails at once;
 * a transport's failure is retried. Sent and failed rows lose the token of their link.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { createOutboxWorker, type Outcome } from './outboxWorker';
import { MailPayloadError, renderMail } from './templates';
import type { MailTransport } from './transport';

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  /** Origin of the links in mails. */
  publicUrl: string;
  /** Texts that must never reach `last_error` (the SMTP password). */
  secrets?: string[];
  retryDelayMs?: (attempt: number) => number;
}

export function createMailWorker(options: MailWorkerOptions) {
  const { db, transport, secrets, retryDelayMs } = options;
  const outbox = createOutboxWorker({
    db,
    table: mailOutbox,
    secrets,
    retryDelayMs,
    closing: { payload: sql`${mailOutbox.payload} - 'token'` },
  });

  async function deliver(row: typeof mailOutbox.$inferSelect): Promise<Outcome> {
    let rendered: Awaited<ReturnType<typeof renderMail>>;
    try {
      rendered = await renderMail(row, options.publicUrl);
    } catch (error) {
      return { error, retry: !(error instanceof MailPayloadError) };
    }
    try {
      await transport.send({ ...rendered, id: row.id, to: row.to });
    } catch (error) {
      return { error, retry: true };
    }
    return 'sent';
  }

  return {
    /** One round: settles interrupted rows, claims up to a batch and sends it; true when the batch was full. */
    runOnce: () => outbox.runOnce(deliver),
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
