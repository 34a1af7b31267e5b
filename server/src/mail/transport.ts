/**
 * How a rendered mail leaves the app: nodemailer to SMTP_URL (smtp:// upgrades with STARTTLS when the
 * server offers it, smtps:// is TLS from the start), or — without SMTP_URL — nodemailer's stream transport,
 * whose raw message goes into the development mailbox. The Message-ID is derived from the outbox row's id,
 * so a receiver can recognise a mail that reached it twice (docs/decisions/0024).
 */
import nodemailer from 'nodemailer';
import type { DevMailbox } from './mailbox';
import type { RenderedMail } from './templates';

export interface MailToSend extends RenderedMail {
  /** The outbox row's id. */
  id: string;
  to: string;
}

export interface MailTransport {
  send(mail: MailToSend): Promise<void>;
  close(): void;
}

export interface TransportOptions {
  smtpUrl?: string;
  from: string;
  /** The domain part of Message-IDs (the host of PUBLIC_URL). */
  messageIdDomain: string;
  /** Where mails go without SMTP_URL. */
  mailbox: DevMailbox;
}

/**
 * Network deadlines, all well inside the worker's claim on a row (worker.ts CLAIM_MS): a send has ended,
 * one way or the other, long before another worker could take the row.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export function createMailTransport(options: TransportOptions): MailTransport {
  const envelope = (mail: MailToSend) => ({
    from: options.from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: mail.attachments.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.content),
    })),
    messageId: `<${mail.id}@${options.messageIdDomain}>`,
  });

  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      send: async (mail) => {
        await smtp.sendMail(envelope(mail));
      },
      close: () => smtp.close(),
    };
  }

  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    send: async (mail) => {
      const info = await stream.sendMail(envelope(mail));
      options.mailbox.save(
        {
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          date: new Date().toISOString(),
          html: mail.html,
          text: mail.text,
        },
        info.message as Buffer,
      );
    },
    close: () => stream.close(),
  };
}
