/**
 * The late job (issue 34, decision 0067; once per interval across processes, cluster/background.ts): a due
 * date still open after its day (Berlin calendar) becomes `late`, and each of its investors is told once —
 * a notification and a mail through the outbox, in the transaction that marks it. The conditional UPDATE
 * is the claim: a distribution that got the row first leaves it paid, and of two processes only one
 * changes the row (and tells). A late due date is still paid when the issuer's money arrives, and its
 * investors are told then too (distribute.ts).
 */
import { formatCents } from '@wurzelwerk/shared';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { berlinToday } from '../../calendar';
import type { Database, Executor } from '../../db/client';
import { assetTypes, payoutDueDates, payoutInstalments } from '../../db/schema';
import { pick } from '../../i18n';
import { enqueueMail, mailFor } from '../../mail/outbox';
import { notify, recipientOf } from '../notifications/service';

/** What a due date's investors are told: it is late, or a late one has now been paid into their wallets. */
type DueDateNews = 'payoutLate' | 'payoutLatePaid';

/**
 * Tells each investor of the due date (a notification and a mail through the outbox, in `tx`) that it is
 * late or that, late before, it has now been paid. A deleted account's instalment tells no one.
 */
export async function tellInvestors(
  tx: Executor,
  due: { id: string; assetTypeId: number; dueDate: string },
  news: DueDateNews,
): Promise<void> {
  const [asset] = await tx
    .select({ nameDe: assetTypes.nameDe, nameEn: assetTypes.nameEn })
    .from(assetTypes)
    .where(eq(assetTypes.id, due.assetTypeId));
  if (!asset) return;
  const assetName = { de: asset.nameDe, en: asset.nameEn ?? asset.nameDe };
  const instalments = await tx
    .select()
    .from(payoutInstalments)
    .where(eq(payoutInstalments.dueDateId, due.id));
  for (const instalment of instalments) {
    if (instalment.userId === null) continue;
    const recipient = await recipientOf(tx, instalment.userId, 'de');
    if (!recipient) continue;
    const amount = formatCents(instalment.interestCents + instalment.principalCents);
    await notify(tx, recipient, news, {
      investmentId: instalment.investmentId,
      assetName,
      amount,
      dueDate: due.dueDate,
    });
    await enqueueMail(
      tx,
      mailFor(recipient, news, {
        asset: pick(recipient.language, assetName.de, assetName.en),
        amount,
        dueDate: due.dueDate,
      }),
    );
  }
}

/** How many due dates one run marks at most (the next run takes the rest). */
const LATE_BATCH = 100;

/** Marks the open due dates before `today` late and tells their investors; returns how many. */
export async function markLateDueDates(db: Database, today: string = berlinToday()): Promise<number> {
  const due = await db
    .select({ id: payoutDueDates.id })
    .from(payoutDueDates)
    .where(and(eq(payoutDueDates.state, 'open'), lt(payoutDueDates.dueDate, today)))
    .orderBy(asc(payoutDueDates.dueDate))
    .limit(LATE_BATCH);
  let marked = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(payoutDueDates)
        .set({ state: 'late', lateNotifiedAt: sql`now()` })
        .where(
          and(eq(payoutDueDates.id, id), eq(payoutDueDates.state, 'open'), lt(payoutDueDates.dueDate, today)),
        )
        .returning();
      if (!row) return false;
      await tellInvestors(tx, row, 'payoutLate');
      return true;
    });
    if (done) marked++;
  }
  return marked;
}
