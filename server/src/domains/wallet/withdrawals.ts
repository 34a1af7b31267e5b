/**
 * Withdrawal requests (issue 34, decision 0065). A request is one transaction: the payout account read
 * (and its 24-hour hold checked), the ledger's `withdrawal` posted — wallet → withdrawals_pending, under the
 * wallet's row lock, so the balance never goes below zero however many requests run at once, on however many
 * processes — and the request's row written. Cancelling while requested posts the way back; the operator's
 * batch (batches.ts) orders it, and the bank's debit with its EndToEndId books it (bookWithdrawalDebit).
 */
import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { messageText, parseCents, type Withdrawal } from '@wurzelwerk/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { CamtItem } from '../../banking/camtTypes';
import { orderedDebitEndToEnd } from '../../banking/matching';
import type { Executor } from '../../db/client';
import { clockNow } from '../../db/clock';
import { withdrawals } from '../../db/schema';
import { isLedgerError, transfers as ledger, post } from '../../ledger';
import type { AuthedContext } from '../../trpc/init';
import { payoutAccountForWithdrawal } from './payoutAccount';

type Row = typeof withdrawals.$inferSelect;

export const publicWithdrawal = (row: Row): Withdrawal => ({
  id: row.id,
  amountCents: Number(row.amountCents),
  iban: row.iban,
  holder: row.holder,
  state: row.state,
  requestedAt: row.requestedAt,
  orderedAt: row.orderedAt,
  bookedAt: row.bookedAt,
  cancelledAt: row.cancelledAt,
});

/** The EndToEndId of a withdrawal: `WW-W-` and 24 hex digits of its id (≤ 35, SEPA's character set). */
export const endToEndIdOf = (id: string) => `WW-W-${id.replaceAll('-', '').slice(0, 24).toUpperCase()}`;

/** A 409 with the catalogue's text in the reader's language. */
const conflict = (
  ctx: AuthedContext,
  code:
    | 'wallet.noPayoutAccount'
    | 'wallet.payoutAccountHeld'
    | 'bank.insufficientFunds'
    | 'wallet.notCancellable',
  params?: Record<string, number>,
) => new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, code, params) });

/** Requests a withdrawal of `amount` euros to the payout account; the balance drops at once. */
export async function requestWithdrawal(ctx: AuthedContext, input: { amount: string }): Promise<Withdrawal> {
  const amountCents = parseCents(input.amount) ?? 0;
  const userId = ctx.user.id;
  return ctx.db.transaction(async (tx) => {
    const account = await payoutAccountForWithdrawal(tx, userId);
    if (!account) throw conflict(ctx, 'wallet.noPayoutAccount');
    if (account.heldSeconds > 0) {
      const minutes = Math.ceil(account.heldSeconds / 60);
      throw conflict(ctx, 'wallet.payoutAccountHeld', {
        hours: Math.floor(minutes / 60),
        minutes: minutes % 60,
      });
    }
    const id = randomUUID();
    try {
      await post(tx, ledger.withdrawal({ withdrawalId: id, userId, amountCents }));
    } catch (error) {
      if (isLedgerError(error, 'account.insufficient')) throw conflict(ctx, 'bank.insufficientFunds');
      throw error;
    }
    const [row] = await tx
      .insert(withdrawals)
      .values({
        id,
        userId,
        amountCents,
        iban: account.iban,
        bic: account.bic,
        holder: account.holder,
        endToEndId: endToEndIdOf(id),
        requestedAt: clockNow(),
      })
      .returning();
    return publicWithdrawal(row as Row);
  });
}

/** Cancels an own withdrawal that is still requested: the money goes back into the wallet. */
export async function cancelWithdrawal(ctx: AuthedContext, input: { id: string }): Promise<Withdrawal> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.id, input.id), eq(withdrawals.userId, ctx.user.id)))
      .for('update');
    if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'http.notFound') });
    if (row.state !== 'requested') throw conflict(ctx, 'wallet.notCancellable');
    await post(
      tx,
      ledger.withdrawalCancelled({
        withdrawalId: row.id,
        userId: ctx.user.id,
        amountCents: Number(row.amountCents),
      }),
    );
    const [updated] = await tx
      .update(withdrawals)
      .set({ state: 'cancelled', cancelledAt: sql`now()` })
      .where(eq(withdrawals.id, row.id))
      .returning();
    return publicWithdrawal(updated as Row);
  });
}

/**
 * Books an ordered withdrawal when a statement's debit names its EndToEndId with its amount: state `booked`.
 * Call it inside the statement import's transaction, for each new debit item; true when it booked one (the
 * import then posts the item as a `bankDebit`, outgoing → escrow, and stores it as done, not as an exception).
 */
export async function bookWithdrawalDebit(tx: Executor, item: CamtItem): Promise<boolean> {
  const endToEndId = orderedDebitEndToEnd(item);
  if (!endToEndId) return false;
  const booked = await tx
    .update(withdrawals)
    .set({ state: 'booked', bookedAt: clockNow(), bookedItem: item.importKey })
    .where(
      and(
        eq(withdrawals.endToEndId, endToEndId),
        eq(withdrawals.state, 'ordered'),
        eq(withdrawals.amountCents, item.amountCents),
      ),
    )
    .returning({ id: withdrawals.id });
  return booked.length > 0;
}
