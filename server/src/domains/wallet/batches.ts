/**
 * The operator's side of withdrawals (issue 34, decision 0065): the requested ones listed, a chosen set
 * approved into one SEPA credit transfer file (pain.001.001.09, debtor the escrow account, one transaction
 * per withdrawal with its EndToEndId, booked one by one so each debit names its withdrawal), and the files
 * kept for download. Approving is one transaction: the rows locked (a cancel at the same moment either
 * happened before or waits), the ledger's `withdrawal_ordered` posted for each (withdrawals_pending →
 * outgoing), the states set, the file stored, the audit entry written.
 */
import { randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import {
  type AdminWithdrawal,
  messageText,
  type WithdrawalBatch,
  type WithdrawalState,
} from '@wurzelwerk/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { clockNow } from '../../db/clock';
import { withdrawalBatches, withdrawals } from '../../db/schema';
import { transfers as ledger, postMany } from '../../ledger';
import type { AuthedContext } from '../../trpc/init';
import { actorOf, notFound, recordAudit } from '../admin/procedure';
import { executionDateOf, paymentFile } from '../bank/paymentFile';
import { publicWithdrawal } from './withdrawals';

type Row = typeof withdrawals.$inferSelect;

const adminWithdrawal = (row: Row): AdminWithdrawal => ({
  ...publicWithdrawal(row),
  userId: row.userId,
  endToEndId: row.endToEndId,
  batchId: row.batchId,
});

/** Withdrawals of a state (all without one), oldest first, at most 1000. */
export async function listWithdrawals(
  ctx: AuthedContext,
  input: { state?: WithdrawalState | undefined },
): Promise<AdminWithdrawal[]> {
  const rows = await ctx.db
    .select()
    .from(withdrawals)
    .where(input.state ? eq(withdrawals.state, input.state) : undefined)
    .orderBy(asc(withdrawals.requestedAt), asc(withdrawals.id))
    .limit(1000);
  return rows.map(adminWithdrawal);
}

const batchOf = (row: typeof withdrawalBatches.$inferSelect): WithdrawalBatch => ({
  id: row.id,
  messageId: row.messageId,
  count: Number(row.count),
  sumCents: Number(row.sumCents),
  createdAt: row.createdAt,
});

/** A file's MsgId: unique (time and randomness), at most 35 characters of SEPA's set. */
const messageIdOf = (now: Date) =>
  `WW-WD-${now.toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(4).toString('hex').toUpperCase()}`;

/** Approves the chosen withdrawals that are still requested into one pain.001 file. */
export async function approveWithdrawals(
  ctx: AuthedContext,
  input: { ids: string[] },
): Promise<WithdrawalBatch> {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(withdrawals)
      .where(and(inArray(withdrawals.id, [...new Set(input.ids)]), eq(withdrawals.state, 'requested')))
      .orderBy(asc(withdrawals.id))
      .for('update');
    if (rows.length === 0)
      throw new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, 'wallet.nothingToApprove') });
    const now = new Date();
    const executionDate = executionDateOf(now, now);
    const built = paymentFile(
      ctx,
      {
        messageId: messageIdOf(now),
        createdAt: now,
        initiatingParty: ctx.services.escrow.holder,
        // One booking per transfer: each statement debit then carries its withdrawal's EndToEndId.
        batchBooking: false,
        transfers: rows.map((row) => ({
          endToEndId: row.endToEndId,
          amountCents: Number(row.amountCents),
          creditor: { name: row.holder, iban: row.iban, bic: row.bic },
          remittance: `Auszahlung Wurzelwerk ${row.endToEndId}`,
          executionDate,
        })),
      },
      { code: 'BAD_REQUEST' },
    );
    await postMany(
      tx,
      rows.map((row) =>
        ledger.withdrawalOrdered({
          withdrawalId: row.id,
          amountCents: Number(row.amountCents),
          endToEndId: row.endToEndId,
        }),
      ),
    );
    const [batch] = await tx
      .insert(withdrawalBatches)
      .values({
        messageId: built.messageId,
        count: built.numberOfTransactions,
        sumCents: built.controlSumCents,
        xml: built.xml,
        createdBy: ctx.user.id,
      })
      .returning();
    if (!batch) throw new Error('batch not written');
    await tx
      .update(withdrawals)
      .set({ state: 'ordered', orderedAt: clockNow(), batchId: batch.id })
      .where(
        inArray(
          withdrawals.id,
          rows.map((row) => row.id),
        ),
      );
    await recordAudit(tx, actorOf(ctx), {
      action: 'wallet.withdrawalsApproved',
      entity: 'withdrawal_batches',
      entityId: batch.id,
      before: null,
      after: {
        messageId: built.messageId,
        count: built.numberOfTransactions,
        sumCents: built.controlSumCents,
        withdrawals: rows.map((row) => row.id),
      },
    });
    return batchOf(batch);
  });
}

/** The batches, newest first (at most 200). */
export async function listBatches(ctx: AuthedContext): Promise<WithdrawalBatch[]> {
  const rows = await ctx.db.select().from(withdrawalBatches).orderBy(desc(withdrawalBatches.id)).limit(200);
  return rows.map(batchOf);
}

/** A batch's pain.001 file as it was built. */
export async function batchFile(ctx: AuthedContext, input: { id: number }) {
  const [row] = await ctx.db.select().from(withdrawalBatches).where(eq(withdrawalBatches.id, input.id));
  if (!row) throw notFound(ctx);
  return { fileName: `${row.messageId}.xml`, xml: row.xml };
}
