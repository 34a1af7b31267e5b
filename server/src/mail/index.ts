/**
 * The app's mail service (issue 17, docs/decisions/0024): the transport the configuration names, the
 * development mailbox behind it when there is no mail server, and the worker that sends the outbox — started
 * and stopped with the server (app.ts), or drained by tests that want the mails of a request.
 */
import type { Database } from '../db/client';
import { folderMailbox, memoryMailbox } from './mailbox';
import { outboxRunner } from './runner';
import { createMailWorker } from './sender';
import { createMailTransport } from './transport';

export interface MailOptions {
  /** SMTP_URL; unset: mails go into the development mailbox. */
  smtpUrl?: string;
  /** MAIL_FROM. */
  from: string;
  /** PUBLIC_URL: the origin of links in mails. */
  publicUrl: string;
  /** Folder of the development mailbox's .eml files (<DATA_DIR>/mail); unset: kept in memory. */
  folder?: string;
  /** How often the worker looks for due mails besides being woken (ms). */
  pollMs?: number;
  /** Wait before attempt n + 1 after n failed ones (ms); default outboxWorker.ts backoffMs. */
  retryDelayMs?: (attempt: number) => number;
}

const POLL_MS = 5000;

/** The password of an SMTP URL (kept out of `last_error`). */
function smtpSecrets(smtpUrl: string | undefined): string[] {
  if (!smtpUrl || !URL.canParse(smtpUrl)) return [];
  const { password } = new URL(smtpUrl);
  return password ? [password, decodeURIComponent(password)] : [];
}

export function createMailer(db: Database, options: MailOptions) {
  const mailbox = options.folder ? folderMailbox(options.folder) : memoryMailbox();
  const transport = createMailTransport({
    smtpUrl: options.smtpUrl,
    from: options.from,
    messageIdDomain: new URL(options.publicUrl).hostname,
    mailbox,
  });
  const worker = createMailWorker({
    db,
    transport,
    publicUrl: options.publicUrl,
    secrets: smtpSecrets(options.smtpUrl),
    retryDelayMs: options.retryDelayMs,
  });
  const runner = outboxRunner('mail worker', options.pollMs ?? POLL_MS, worker.runOnce);
  return {
    /** The development mailbox (/dev/mail); empty when mails go to an SMTP server. */
    mailbox,
    publicUrl: options.publicUrl,
    start: runner.start,
    async stop(): Promise<void> {
      await runner.stop();
      transport.close();
    },
    /** Sends every mail that is due now, in this call (tests; a started worker does this by itself). */
    drain: runner.drain,
  };
}

export type Mailer = ReturnType<typeof createMailer>;
