/**
 * Returns to senders (decision 0058): the list, and the pain.001.001.09 file that orders them at the bank.
 * Making a file takes every return that is in no file yet (their rows locked, so two operators at once
 * cannot put one return into two files — the second gets 409 when nothing is left) and records its
 * MsgId on them; the same file can be downloaded again by that MsgId — dated today when that is later (a
 * bank refuses a past execution date) — and the bank refuses a repeated MsgId, so uploading it twice cannot
 * pay twice. The bank's debit with the return's EndToEndId books it (import.ts).
 */
import { TRPCError } from '@trpc/server';
import { type BankReturn, messageText } from '@wurzelwerk/shared';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bankReturns, bankStatementItems } from '../../db/schema';
import type { FileOutput } from '../../rest/file';
import type { AuthedContext } from '../../trpc/init';
import { actorOf, recordAudit } from '../admin/procedure';
import { executionDateOf, paymentFile } from './paymentFile';

type Row = typeof bankReturns.$inferSelect;

const stateOf = (row: Row): BankReturn['state'] =>
  row.bookedItemId !== null ? 'booked' : row.fileMessageId !== null ? 'ordered' : 'pending';

/** Returns not yet booked by the bank first (newest first), then at most 100 booked ones. */
export async function listReturns(ctx: AuthedContext): Promise<BankReturn[]> {
  const rows = await ctx.db
    .select()
    .from(bankReturns)
    .orderBy(sql`${bankReturns.bookedItemId} is not null`, desc(bankReturns.createdAt), desc(bankReturns.id))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    itemId: row.itemId,
    endToEndId: row.endToEndId,
    amountCents: row.amountCents,
    creditorName: row.creditorName,
    creditorIban: row.creditorIban,
    state: stateOf(row),
    fileMessageId: row.fileMessageId,
    createdAt: row.createdAt,
  }));
}

/** The file; anything a bank would refuse (which the stored returns should never hold) is a clear 409. */
function fileOf(ctx: AuthedContext, messageId: string, createdAt: Date, rows: Row[]): FileOutput {
  const executionDate = executionDateOf(createdAt);
  const built = paymentFile(
    ctx,
    {
      messageId,
      createdAt,
      initiatingParty: 'Wurzelwerk',
      transfers: rows.map((row) => ({
        endToEndId: row.endToEndId,
        amountCents: row.amountCents,
        creditor: { name: row.creditorName, iban: row.creditorIban, bic: row.creditorBic },
        remittance: row.remittance,
        executionDate,
      })),
    },
    { code: 'CONFLICT' },
  );
  return {
    fileName: `${messageId}.xml`,
    contentType: 'application/xml',
    base64: Buffer.from(built.xml, 'utf8').toString('base64'),
  };
}

/** A new pain.001 file of every return in no file yet; none → 409. Audited. */
export function orderReturns(ctx: AuthedContext): Promise<FileOutput> {
  return ctx.db.transaction(async (tx: Executor) => {
    const rows = await tx
      .select()
      .from(bankReturns)
      .where(isNull(bankReturns.fileMessageId))
      .orderBy(asc(bankReturns.id))
      .for('update');
    if (rows.length === 0)
      throw new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, 'bank.noPendingReturns') });
    const now = new Date();
    const messageId = `WW-RET-${now.getTime().toString(36).toUpperCase()}-${rows[0]?.id}`;
    const file = fileOf(ctx, messageId, now, rows);
    await tx
      .update(bankReturns)
      .set({ fileMessageId: messageId, orderedAt: now })
      .where(
        inArray(
          bankReturns.id,
          rows.map((row) => row.id),
        ),
      );
    await recordAudit(tx, actorOf(ctx), {
      action: 'bank.returnFile',
      entity: 'bank_returns',
      entityId: messageId,
      before: null,
      after: {
        returns: rows.map((row) => row.endToEndId),
        cents: rows.reduce((s, r) => s + r.amountCents, 0),
      },
    });
    return file;
  });
}

/** The file made before with this MsgId, again (the same transfers, date and MsgId); unknown → 404. */
export async function returnFile(ctx: AuthedContext, input: { messageId: string }): Promise<FileOutput> {
  const rows = await ctx.db
    .select()
    .from(bankReturns)
    .where(eq(bankReturns.fileMessageId, input.messageId))
    .orderBy(asc(bankReturns.id));
  const orderedAt = rows[0]?.orderedAt;
  if (!orderedAt)
    throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'http.notFound') });
  return fileOf(ctx, input.messageId, orderedAt, rows);
}

/**
 * For the import: the returns not yet booked, locked, by EndToEndId — a debit naming one with its amount
 * executes it (`bankDebit`) — and the sum they hold in outgoing (which no other debit may take).
 */
export async function lockUnbookedReturns(
  tx: Executor,
): Promise<{ byEndToEnd: Map<string, Row>; heldCents: number }> {
  const rows = await tx
    .select()
    .from(bankReturns)
    .where(isNull(bankReturns.bookedItemId))
    .orderBy(asc(bankReturns.id))
    .for('update');
  return {
    byEndToEnd: new Map(rows.map((row) => [row.endToEndId, row])),
    heldCents: rows.reduce((sum, row) => sum + row.amountCents, 0),
  };
}

/** For the import: the returns booked by the items just stored (EndToEndId → the item's import key). */
export async function markReturnsBooked(tx: Executor, booked: Map<string, string>): Promise<void> {
  for (const [endToEndId, importKey] of booked) {
    await tx
      .update(bankReturns)
      .set({
        bookedItemId: sql`(select ${bankStatementItems.id} from ${bankStatementItems} where ${bankStatementItems.importKey} = ${importKey})`,
      })
      .where(and(eq(bankReturns.endToEndId, endToEndId), isNull(bankReturns.bookedItemId)));
  }
}
