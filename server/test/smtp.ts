/**
 * A real SMTP server inside the tests (the `smtp-server` package) on a free port of 127.0.0.1: it keeps every
 * mail it accepts, parsed, and can be told to refuse the next ones (a busy or broken mail server).
 */
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The links of the plain text. */
  links: string[];
  parsed: ParsedMail;
}

const refusal = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  /** How the next deliveries are answered: each entry refuses one, in order. */
  const refusals: ('connection' | 'data')[] = [];
  const waiters: (() => void)[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (refusals[0] === 'connection') {
        refusals.shift();
        return callback(refusal(421, 'Service not available, try again later'));
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (refusals[0] === 'data') {
          refusals.shift();
          return callback(refusal(451, 'Requested action aborted: local error in processing'));
        }
        const parsed = await simpleParser(Buffer.concat(chunks));
        const text = parsed.text ?? '';
        received.push({
          to: Array.isArray(parsed.to) ? (parsed.to[0]?.text ?? '') : (parsed.to?.text ?? ''),
          subject: parsed.subject ?? '',
          text,
          html: typeof parsed.html === 'string' ? parsed.html : '',
          messageId: parsed.messageId ?? '',
          links: [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]),
          parsed,
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Refuses the next delivery: at the connection (421) or after the message (451). */
    refuseNext(kind: 'connection' | 'data', times = 1) {
      for (let i = 0; i < times; i++) refusals.push(kind);
    },
    /** The mails sent to one address. */
    to: (address: string) => received.filter((mail) => mail.to === address),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** The token of the first link in a mail's text that carries one. */
export function tokenOf(mail: { subject: string; text: string }): string {
  for (const [link] of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const token = new URL(link).searchParams.get('token');
    if (token) return token;
  }
  throw new Error(`no link with a token in "${mail.subject}"`);
}
