/**
 * A release is booked when the escrow account's statement shows its debit (decision 0059): the bank
 * executed the pain.001 transfer, whose EndToEndId comes back in the statement. Called by the statement
 * import (domains/bank/import.ts) for every new debit, in the import's transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { CamtItem } from '../../banking/camt053';
import { orderedDebitEndToEnd } from '../../banking/matching';
import type { Executor } from '../../db/client';
import { clockNow } from '../../db/clock';
import { releases } from '../../db/schema';

/** Books the ordered release the debit executes (same EndToEndId and amount); true when it did. */
export async function bookReleaseDebit(tx: Executor, item: CamtItem): Promise<boolean> {
  const endToEndId = orderedDebitEndToEnd(item);
  if (!endToEndId) return false;
  const booked = await tx
    .update(releases)
    .set({ state: 'booked', bookedAt: clockNow(), bookedImportKey: item.importKey })
    .where(
      and(
        eq(releases.endToEndId, endToEndId),
        eq(releases.amountCents, item.amountCents),
        eq(releases.state, 'ordered'),
      ),
    )
    .returning({ id: releases.id });
  return booked.length > 0;
}
