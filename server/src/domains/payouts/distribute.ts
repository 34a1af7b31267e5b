/**
 * Reconciling an issuer's repayments and distributing them (issue 34, decision 0067). A booked credit that
 * names a due date's payout reference is the issuer's repayment: `receipt` and `repayment` (unmatched →
 * the issuer's repayments) are posted at once, in the statement import's transaction, and the due date is
 * distributed if the issuer's repayments now cover its total: one wallet transfer per investment and part
 * (interest, principal; keyed `payout:<investment>:<number>:<part>`), and the due date marked paid — all
 * in that one transaction. Less than the total pays nothing (the due date stays open, the money waits in
 * the issuer's repayments); more leaves the surplus there. A due date that was late tells its investors
 * that it has been paid. Distributions of one issuer run one at a time
 * (a transaction-long advisory lock), the due date's row is locked, and the ledger's idempotency keys
 * refuse a second posting: a second import, a restart mid-way or a second process never pays twice.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CamtItem } from '../../banking/camt053';
import { referencesIn } from '../../banking/matching';
import type { Executor } from '../../db/client';
import { clockNow } from '../../db/clock';
import { payoutDueDates, payoutInstalments } from '../../db/schema';
import { balanceOf, transfers as ledger, postMany, type TransferInput } from '../../ledger';
import { issuerKeyOf } from '../investments/lifecycle';
import { tellInvestors } from './late';

export const repaymentsOf = (issuerId: number) => ({
  kind: 'issuer_repayments' as const,
  owner: issuerKeyOf(issuerId),
});

export type Distribution = 'paid' | 'alreadyPaid' | 'notCovered' | 'notFound';

/** Distributes the due date when the issuer's repayments cover it (see the module comment). */
export async function distributeDueDate(tx: Executor, dueDateId: string): Promise<Distribution> {
  const [head] = await tx
    .select({ issuerId: payoutDueDates.issuerId })
    .from(payoutDueDates)
    .where(eq(payoutDueDates.id, dueDateId));
  if (!head) return 'notFound';
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payouts:${head.issuerId}`}, 0))`);
  const [due] = await tx.select().from(payoutDueDates).where(eq(payoutDueDates.id, dueDateId)).for('update');
  if (!due) return 'notFound';
  if (due.state === 'paid') return 'alreadyPaid';
  const total = due.interestCents + due.principalCents;
  if ((await balanceOf(tx, repaymentsOf(due.issuerId))) < total) return 'notCovered';
  const instalments = await tx
    .select()
    .from(payoutInstalments)
    .where(eq(payoutInstalments.dueDateId, due.id))
    .orderBy(payoutInstalments.investmentId);
  const issuer = issuerKeyOf(due.issuerId);
  const transfers: TransferInput[] = [];
  for (const i of instalments) {
    // A deleted account's instalment stays in the issuer's repayments (shown to the operator).
    if (i.userId === null) continue;
    for (const [part, amountCents] of [
      ['interest', i.interestCents],
      ['principal', i.principalCents],
    ] as const)
      if (amountCents > 0)
        transfers.push(
          ledger.payout({
            investmentId: i.investmentId,
            number: due.number,
            part,
            issuer,
            amountCents,
            reference: due.reference,
            userId: i.userId,
          }),
        );
  }
  await postMany(tx, transfers);
  await tx
    .update(payoutDueDates)
    .set({ state: 'paid', paidAt: clockNow() })
    .where(and(eq(payoutDueDates.id, due.id), inArray(payoutDueDates.state, ['open', 'late'])));
  // Investors were told it was late: now they are told it arrived (in this transaction, so exactly once).
  if (due.state === 'late') await tellInvestors(tx, due, 'payoutLatePaid');
  return 'paid';
}

/**
 * Called by the statement import for a credit that pays no investment: when it names a due date's payout
 * reference, books it as that issuer's repayment and distributes the due date if covered. True when it did.
 */
export async function bookRepayment(tx: Executor, item: CamtItem): Promise<boolean> {
  if (item.direction !== 'credit') return false;
  const references = referencesIn(item);
  if (references.length === 0) return false;
  const found = await tx
    .select({ id: payoutDueDates.id, issuerId: payoutDueDates.issuerId })
    .from(payoutDueDates)
    .where(inArray(payoutDueDates.reference, references));
  const [due] = found;
  if (!due || found.length > 1) return false;
  await postMany(tx, [
    ledger.receipt(item),
    ledger.repayment({
      importKey: item.importKey,
      issuer: issuerKeyOf(due.issuerId),
      amountCents: item.amountCents,
    }),
  ]);
  await distributeDueDate(tx, due.id);
  return true;
}
