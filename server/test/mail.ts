/**
 * The mails of a test app: its outbox is sent into the development mailbox (in memory; no SMTP_URL), and a
 * test reads what went to an address.
 */
import type { App } from '../src/app';
import type { StoredMail } from '../src/mail/mailbox';

export { tokenOf } from './smtp';

/** Sends what the app's outbox holds, then the mails to `address` (ignoring case), oldest first. */
export async function mailsTo(app: App, address: string): Promise<StoredMail[]> {
  const { mail } = app.decorator.services;
  await mail.drain();
  return mail.mailbox
    .list(Number.MAX_SAFE_INTEGER)
    .filter((stored) => stored.to.toLowerCase() === address.toLowerCase())
    .reverse();
}

/** The one mail to `address` with a subject that starts with `subject`; fails the test when there is not exactly one. */
export async function onlyMail(app: App, address: string, subject: string): Promise<StoredMail> {
  const found = (await mailsTo(app, address)).filter((mail) => mail.subject.startsWith(subject));
  if (found.length !== 1) throw new Error(`${found.length} mails "${subject}…" to ${address}`);
  return found[0] as StoredMail;
}
