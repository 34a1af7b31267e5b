/**
 * Writing a mail (docs/decisions/0024): a row in `mail_outbox`, in the transaction of the event that
 * causes it, so that a mail goes out exactly when its event is committed. The worker (worker.ts) sends it.
 */
import type { Executor } from '../db/client';
import { mailOutbox } from '../db/schema';
import { requestSignal } from '../db/scope';
import type { Locale } from '../i18n';
import type { MailPayload, MailTemplateName } from './templates';

export interface OutgoingMail<N extends MailTemplateName = MailTemplateName> {
  to: string;
  template: N;
  language: Locale;
  payload: MailPayload<N>;
}

/** The workers of this process: woken when a request that wrote a mail has been answered. */
const wakers = new Set<() => void>();

export function onMailWritten(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

/**
 * Wakes this process's workers once the current request is over — its transaction has committed or
 * rolled back by then — or right away outside a request. Other processes find the row by polling.
 */
export function wakeAfterCommit(): void {
  const wakeAll = () => {
    for (const wake of wakers) wake();
  };
  const signal = requestSignal();
  if (signal && !signal.aborted) signal.addEventListener('abort', wakeAll, { once: true });
  else setTimeout(wakeAll, 0);
}

/** Adds mails to the outbox in the caller's transaction (or as one statement on the database). */
export async function enqueueMail(tx: Executor, ...mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await tx.insert(mailOutbox).values(
    mails.map((mail) => ({
      to: mail.to,
      template: mail.template,
      language: mail.language,
      payload: mail.payload as Record<string, unknown>,
    })),
  );
  wakeAfterCommit();
}
