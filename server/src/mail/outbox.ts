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

/**
 * Mails that follow the `email` switch of the settings. Every other mail is transactional and always sent:
 * it confirms a contract or a legal step (investment, withdrawal, order, account deletion), answers the
 * user's own request (export, address confirmation, password reset) or concerns the account's security.
 */
export const OPTIONAL_MAILS: ReadonlySet<MailTemplateName> = new Set(['orderShipped']);

/** Whom a mail goes to: the address, the name it greets, its language and the `email` switch. */
export interface MailRecipient {
  email: string;
  name: string;
  language: Locale;
  notifications: { email: boolean };
}

/** A mail to a user, or undefined for an optional mail they switched off. */
export function mailFor<N extends MailTemplateName>(
  recipient: MailRecipient,
  template: N,
  payload: Omit<MailPayload<N>, 'name'>,
): OutgoingMail<N> | undefined {
  if (OPTIONAL_MAILS.has(template) && !recipient.notifications.email) return undefined;
  return {
    to: recipient.email,
    template,
    language: recipient.language,
    payload: { ...payload, name: recipient.name } as MailPayload<N>,
  };
}

/** Adds mails to the outbox in the caller's transaction (or as one statement on the database). */
export async function enqueueMail(tx: Executor, ...given: (OutgoingMail | undefined)[]): Promise<void> {
  const mails = given.filter((mail) => mail !== undefined);
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
