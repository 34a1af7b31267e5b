/**
 * The outbox and its worker against a real SMTP server (issue 17): a mail is sent once, a refusing server
 * is retried until it accepts, a mail that keeps failing ends `failed`, an interrupted send is never
 * repeated, and two workers on one database send every mail exactly once.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { openDatabase } from '../db/client';
import { mailOutbox } from '../db/schema';
import { createMailer, type MailOptions } from '.';
import { enqueueMail } from './outbox';
import { MAX_ATTEMPTS } from './outboxWorker';

let database: TestDatabase;
let smtp: TestSmtpServer;

beforeAll(async () => {
  [database, smtp] = await Promise.all([createTestDatabase(), startSmtpServer()]);
});
afterAll(async () => {
  await Promise.all([database.close(), smtp.close()]);
});

let counter = 0;
const address = () => `empfaenger.${++counter}.${Date.now()}@example.org`;
const mailerOptions = (extra: Partial<MailOptions> = {}): MailOptions => ({
  smtpUrl: smtp.url,
  from: 'Wurzelwerk <no-reply@wurzelwerk.example>',
  publicUrl: 'https://wurzelwerk.example',
  retryDelayMs: () => 0,
  ...extra,
});

async function enqueueVerification(to: string) {
  await enqueueMail(database.db, {
    to,
    template: 'verifyEmail',
    language: 'de',
    payload: { name: 'Anna', token: 'geheimes-token-123' },
  });
  const [row] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(sql`${mailOutbox.createdAt} desc`);
  if (!row) throw new Error('no outbox row');
  return row;
}

const rowOf = async (id: string) => {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error('row gone');
  return row;
};

describe('the mail worker', () => {
  test('sends a row over SMTP once, with a Message-ID from the row id, and forgets its token', async () => {
    const mailer = createMailer(database.db, mailerOptions());
    const to = address();
    const row = await enqueueVerification(to);
    await mailer.drain();
    await mailer.drain();
    const mails = smtp.to(to);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse – Wurzelwerk');
    expect(mail?.messageId).toBe(`<${row.id}@wurzelwerk.example>`);
    expect(mail?.links).toContain('https://wurzelwerk.example/verify-email?token=geheimes-token-123');
    expect(mail?.html).toContain('https://wurzelwerk.example/verify-email?token=geheimes-token-123');
    const sent = await rowOf(row.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null, claimedUntil: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.payload).toEqual({ name: 'Anna' });
    await mailer.stop();
  });

  test('a server that answers 451 and then refuses the connection (421) is retried until it accepts', async () => {
    const mailer = createMailer(database.db, mailerOptions());
    const to = address();
    const row = await enqueueVerification(to);
    smtp.refuseNext('data');
    smtp.refuseNext('connection');
    await mailer.drain();
    expect(await rowOf(row.id)).toMatchObject({ status: 'pending', attempts: 1, sendId: null });
    expect((await rowOf(row.id)).lastError).toContain('451');
    await mailer.drain();
    expect(await rowOf(row.id)).toMatchObject({ status: 'pending', attempts: 2 });
    expect((await rowOf(row.id)).lastError).toContain('421');
    expect(smtp.to(to)).toHaveLength(0);
    await mailer.drain();
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(smtp.to(to)).toHaveLength(1);
    await mailer.stop();
  });

  test('waits the backoff between attempts; after the last one the row is failed and loses its token', async () => {
    const waiting = createMailer(database.db, mailerOptions({ retryDelayMs: () => 3_600_000 }));
    const to = address();
    const row = await enqueueVerification(to);
    smtp.refuseNext('data');
    await waiting.drain();
    const retry = await rowOf(row.id);
    expect(retry.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    await waiting.drain();
    expect((await rowOf(row.id)).attempts).toBe(1);
    // Due again, and the server keeps refusing until the attempts are used up.
    await database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, row.id));
    const mailer = createMailer(database.db, mailerOptions());
    smtp.refuseNext('data', MAX_ATTEMPTS - 1);
    for (let i = 1; i < MAX_ATTEMPTS; i++) await mailer.drain();
    const failed = await rowOf(row.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, claimedUntil: null });
    expect(failed.payload).toEqual({ name: 'Anna' });
    await mailer.drain();
    expect(smtp.to(to)).toHaveLength(0);
    await Promise.all([waiting.stop(), mailer.stop()]);
  });

  test('a send interrupted between claim and outcome is never repeated', async () => {
    const mailer = createMailer(database.db, mailerOptions());
    const to = address();
    const row = await enqueueVerification(to);
    // What a worker that died during the send leaves behind: its claim, run out.
    await database.db
      .update(mailOutbox)
      .set({ sendId: crypto.randomUUID(), attempts: 1, claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, row.id));
    await mailer.drain();
    const settled = await rowOf(row.id);
    expect(settled.status).toBe('failed');
    expect(settled.lastError).toContain('interrupted');
    expect(settled.payload).toEqual({ name: 'Anna' });
    expect(smtp.to(to)).toHaveLength(0);
    await mailer.stop();
  });

  test('a template that does not exist or a payload that does not fit fails at once, without retries', async () => {
    const mailer = createMailer(database.db, mailerOptions());
    const to = address();
    await database.db.insert(mailOutbox).values([
      { to, template: 'noSuchTemplate', language: 'de', payload: {} },
      { to, template: 'verifyEmail', language: 'en', payload: { name: 42 } },
    ]);
    await mailer.drain();
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['failed', 1],
      ['failed', 1],
    ]);
    await mailer.stop();
  });

  test('two workers on one database send every mail exactly once', async () => {
    // On PostgreSQL the second worker has its own connections: a second server process in all but name.
    const other = database.url ? await openDatabase({ url: database.url }) : undefined;
    const first = createMailer(database.db, mailerOptions());
    const second = createMailer(other?.db ?? database.db, mailerOptions());
    const recipients = Array.from({ length: 30 }, address);
    for (const to of recipients) await enqueueVerification(to);
    await Promise.all([first.drain(), second.drain(), first.drain(), second.drain()]);
    for (const to of recipients) expect(smtp.to(to), to).toHaveLength(1);
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    await Promise.all([first.stop(), second.stop()]);
    await other?.close();
  });

  test('a started worker is woken by a new mail and sends it without being asked; stop leaves nothing running', async () => {
    const mailer = createMailer(database.db, mailerOptions({ pollMs: 60_000 }));
    mailer.start();
    const to = address();
    await enqueueVerification(to);
    for (let i = 0; i < 100 && smtp.to(to).length === 0; i++) await Bun.sleep(20);
    expect(smtp.to(to)).toHaveLength(1);
    await mailer.stop();
    // Stopped: a new mail stays in the outbox.
    const later = address();
    const row = await enqueueVerification(later);
    await Bun.sleep(100);
    expect((await rowOf(row.id)).status).toBe('pending');
    expect(smtp.to(later)).toHaveLength(0);
  });
});
