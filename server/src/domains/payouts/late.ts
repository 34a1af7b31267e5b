/**
 * The late job (issue 34, decision 0067; once per interval across processes, cluster/background.ts): a due
 * date still open after its day (Berlin calendar) becomes `late`, and each of its investors is told once —
 * a notification and a mail through the outbox, in the transaction that marks it. The conditional UPDATE
 * is the claim: a distribution that got the row first leaves it paid, and of two processes only one
 * changes the row (and tells). A late due date is still paid when the issuer's money arrives.
 */
import { formatCents } from '@wurzelwerk/shared';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { berlinToday } from '../../calendar';
import type { Database } from '../../db/client';
import { assetTypes, payoutDueDates, payoutInstalments } from '../../db/schema';
import { pick } from '../../i18n';
import { enqueueMail, mailFor } from '../../mail/outbox';
import { notify, recipientOf } from '../notifications/service';

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
      const [asset] = await tx
        .select({ nameDe: assetTypes.nameDe, nameEn: assetTypes.nameEn })
        .from(assetTypes)
        .where(eq(assetTypes.id, row.assetTypeId));
      const instalments = await tx
        .select()
        .from(payoutInstalments)
        .where(eq(payoutInstalments.dueDateId, row.id));
      for (const instalment of instalments) {
        if (instalment.userId === null) continue;
        const recipient = await recipientOf(tx, instalment.userId, 'de');
        if (!recipient || !asset) continue;
        const amount = formatCents(instalment.interestCents + instalment.principalCents);
        const assetName = { de: asset.nameDe, en: asset.nameEn ?? asset.nameDe };
        await notify(tx, recipient, 'payoutLate', {
          investmentId: instalment.investmentId,
          assetName,
          amount,
          dueDate: row.dueDate,
        });
        await enqueueMail(
          tx,
          mailFor(recipient, 'payoutLate', {
            asset: pick(recipient.language, assetName.de, assetName.en),
            amount,
            dueDate: row.dueDate,
          }),
        );
      }
      return true;
    });
    if (done) marked++;
  }
  return marked;
}
