/**
 * The yearly statement's announcement (issue 34, decision 0070): from 1 January on, once per user and year,
 * a notification and a mail in the recipient's language — also when two processes run the job at once.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { mailText } from '@wurzelwerk/shared/mail-messages';
import { and, eq } from 'drizzle-orm';
import { signedInClient } from '../../../test/domains';
import { postAt } from '../../../test/fixtures/statements';
import { testApp } from '../../../test/harness';
import { openDatabase } from '../../db/client';
import { mailOutbox, notifications, statementNotices, userSettings } from '../../db/schema';
import { announceYearlyStatements } from './job';

const t = testApp({ seed: true, registerMaxPerWindow: 1000 });
const handles: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const handle of handles) await handle.close();
});

const credit = (userId: string, cents: number, at: string) =>
  postAt(
    t.database.db,
    {
      kind: 'refund',
      cause: { type: 'refund', id: `job-${userId}-${at}` },
      idempotencyKey: `refund:job-${userId}-${at}`,
      entries: [
        { account: { kind: 'issuer_payable', owner: 'issuer:1' }, amount: cents },
        { account: { kind: 'wallet', owner: userId }, amount: -cents },
      ],
    },
    new Date(at),
  );

describe('the yearly statement job', () => {
  test('on and after 1 January: everyone with a movement last year is told once, across two processes', async () => {
    const second = t.database.url ? await openDatabase({ url: t.database.url }) : t.database;
    if (second !== t.database) handles.push(second);
    const german = await signedInClient(t.app);
    const english = await signedInClient(t.app);
    await t.database.db
      .insert(userSettings)
      .values({ userId: english.userId, settings: { language: 'en' } })
      .onConflictDoUpdate({ target: userSettings.userId, set: { settings: { language: 'en' } } });
    const quiet = await signedInClient(t.app);
    // 31 December 2030, 23:30 Berlin: 2030. 1 January 2031, 00:30 Berlin: 2031 (nothing in 2030).
    await credit(german.userId, 1500, '2030-12-31T22:30:00Z');
    await credit(english.userId, 700, '2030-06-01T10:00:00Z');
    await credit(quiet.userId, 900, '2030-12-31T23:30:00Z');

    // Still 2030 in Berlin: nothing to tell.
    expect(await announceYearlyStatements(t.database.db, new Date('2030-12-31T22:59:00Z'))).toBe(0);
    const newYear = new Date('2031-01-01T08:00:00Z');
    const counts = await Promise.all([
      announceYearlyStatements(t.database.db, newYear),
      announceYearlyStatements(second.db, newYear),
      announceYearlyStatements(t.database.db, newYear),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await announceYearlyStatements(second.db, new Date('2031-03-01T08:00:00Z'))).toBe(0);

    for (const [client, subject] of [
      [german, 'Ihre Jahresübersicht 2030 ist da'],
      [english, 'Your annual statement 2030 is ready'],
    ] as const) {
      const told = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, client.userId), eq(notifications.kind, 'yearlyStatement')));
      expect(told).toHaveLength(1);
      expect(told[0]?.payload).toEqual({ year: 2030 });
      const mails = await t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, client.credentials.email), eq(mailOutbox.template, 'yearlyStatement')));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.language).toBe(client === english ? 'en' : 'de');
      expect(mailText(mails[0]?.language ?? 'de', 'yearlyStatement.subject', { year: '2030' })).toBe(subject);
    }
    const quietRows = await t.database.db
      .select()
      .from(statementNotices)
      .where(eq(statementNotices.userId, quiet.userId));
    expect(quietRows).toEqual([]);
  });
});
