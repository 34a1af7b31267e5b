/**
 * From 1 January (Europe/Berlin) on, everyone whose wallet moved in the year before is told that its yearly
 * statement is ready: a notification and a mail in the recipient's language (issue 34, decision 0070).
 * Once per user and year: the row in `statement_notices` is claimed first (INSERT … ON CONFLICT DO NOTHING)
 * in the transaction that notifies and mails, so a second run, a restart or another process tell nobody
 * twice.
 */
import { and, eq, gte, lt, notExists, sql } from 'drizzle-orm';
import { berlinYear } from '../../calendar';
import type { Database } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransfers, statementNotices, users } from '../../db/schema';
import { enqueueMail, mailFor } from '../../mail/outbox';
import { notify, recipientOf } from '../notifications/service';
import { yearStart } from './data';

/** How often the job looks (it finds nothing to do for most of the year). */
export const STATEMENT_JOB_INTERVAL_MS = 60 * 60 * 1000;

/** Users with a wallet movement in `year` who have not been told about its statement yet. */
async function untold(db: Database, year: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: users.id })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    // A wallet's owner is the user id; a deleted user's wallet has nobody to tell.
    .innerJoin(users, eq(users.id, ledgerAccounts.owner))
    .where(
      and(
        eq(ledgerAccounts.kind, 'wallet'),
        gte(ledgerTransfers.postedAt, yearStart(year)),
        lt(ledgerTransfers.postedAt, yearStart(year + 1)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(statementNotices)
            .where(and(eq(statementNotices.userId, users.id), eq(statementNotices.year, year))),
        ),
      ),
    );
  return rows.map((row) => row.userId);
}

/** Tells everyone due about last year's statement; the number told. */
export async function announceYearlyStatements(db: Database, now: Date = new Date()): Promise<number> {
  const year = berlinYear(now) - 1;
  let told = 0;
  for (const userId of await untold(db, year)) {
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(statementNotices)
        .values({ userId, year })
        .onConflictDoNothing()
        .returning({ userId: statementNotices.userId });
      if (!row) return false;
      const recipient = await recipientOf(tx, userId, 'de');
      if (!recipient) return true;
      await notify(tx, recipient, 'yearlyStatement', { year });
      await enqueueMail(tx, mailFor(recipient, 'yearlyStatement', { year }));
      return true;
    });
    if (claimed) told++;
  }
  return told;
}
