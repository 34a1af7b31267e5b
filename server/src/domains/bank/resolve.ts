/**
 * Resolving the exception list (issue 33, decision 0058): the operator assigns a receipt to an investment,
 * returns it to its sender, or leaves a note. Each decision is one transaction that first locks the
 * statement item's row: a second decision on the same item — another operator, a double click, another
 * process — waits for the first and then finds it resolved (409). Assigning also locks the investment's
 * row (decision 0057) and posts `payment` exactly as the import's matcher does; returning posts
 * `returnToSender` (unmatched receipts → outgoing) and records the transfer for the pain.001 file.
 */
import { TRPCError } from '@trpc/server';
import { type BankResolution, intlLocale, type MessageLocale, messageText } from '@wurzelwerk/shared';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { checkBicFor, checkIban } from '../../banking/iban';
import { normalizeReference } from '../../banking/reference';
import { toSepaText } from '../../banking/sepaText';
import type { Executor } from '../../db/client';
import { bankReturns, bankStatementItems, investments } from '../../db/schema';
import { transfers as ledger, post } from '../../ledger';
import type { AuthedContext } from '../../trpc/init';
import { type AuditEntry, actorOf, recordAudit } from '../admin/procedure';
import { cents, issuerKeyOf } from '../investments/lifecycle';

type Item = typeof bankStatementItems.$inferSelect;

const refuse = (ctx: AuthedContext, code: Parameters<typeof messageText>[1], params = {}) =>
  new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, code, params) });

const euro = (locale: MessageLocale, amountCents: number) =>
  new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'EUR' }).format(amountCents / 100);

/** The open exception, locked for this transaction; unknown → 404, already resolved → 409. */
async function lockOpen(ctx: AuthedContext, tx: Executor, id: number): Promise<Item> {
  const [item] = await tx
    .select()
    .from(bankStatementItems)
    .where(eq(bankStatementItems.id, id))
    .for('update');
  if (item?.outcome !== 'exception')
    throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'bank.exceptionUnknown') });
  if (item.resolvedAt) throw refuse(ctx, 'bank.exceptionResolved');
  return item;
}

/** Only a receipt that is not a returned transfer of ours can be assigned or returned. */
function assertReceipt(ctx: AuthedContext, item: Item) {
  const refusal = receiptRefusal(item);
  if (refusal) throw refuse(ctx, refusal);
}

/** Why an item cannot be assigned or returned: a debit, or a transfer of ours that came back. */
export function receiptRefusal(item: Pick<Item, 'direction' | 'reason'>) {
  if (item.direction !== 'credit') return 'bank.notACredit' as const;
  if (item.reason === 'return') return 'bank.returnedTransfer' as const;
  return null;
}

/**
 * The rule of assigning (decision 0058): a receipt pays an investment only while it awaits payment (not
 * paid, lapsed or withdrawn) and only for exactly its amount in cents.
 */
export function assignRefusal(
  item: Pick<Item, 'direction' | 'reason' | 'amountCents'>,
  investment: { status: string; amountCents: number },
) {
  const receipt = receiptRefusal(item);
  if (receipt) return receipt;
  if (investment.status !== 'awaiting_payment') return 'bank.investmentNotAwaiting' as const;
  if (investment.amountCents !== item.amountCents) return 'bank.amountDiffers' as const;
  return null;
}

/** A decision on the item stored (`set`) and audited, in the transaction that locked it. */
async function decide(
  ctx: AuthedContext,
  tx: Executor,
  item: Item,
  set: PgUpdateSetSource<typeof bankStatementItems>,
  audit: Omit<AuditEntry, 'entity' | 'entityId'>,
): Promise<void> {
  await tx.update(bankStatementItems).set(set).where(eq(bankStatementItems.id, item.id));
  await recordAudit(tx, actorOf(ctx), { ...audit, entity: 'bank_statement_items', entityId: item.id });
}

const resolved = (item: Item, changes: Partial<BankResolution>): BankResolution => ({
  id: item.id,
  resolution: null,
  note: item.note,
  investmentId: null,
  endToEndId: null,
  ...changes,
});

/** The investment named by its id or its RF reference, locked. */
async function lockInvestment(tx: Executor, named: string) {
  const reference = normalizeReference(named);
  const byId = /^[0-9a-f-]{36}$/i.test(named.trim());
  const [row] = await tx
    .select()
    .from(investments)
    .where(
      byId ? eq(investments.id, named.trim().toLowerCase()) : eq(investments.paymentReference, reference),
    )
    .for('update');
  return row;
}

/** (a) The receipt pays an investment awaiting exactly its amount: `payment`, status paid. */
export function assignException(ctx: AuthedContext, input: { id: number; investment: string }) {
  return ctx.db.transaction(async (tx) => {
    const item = await lockOpen(ctx, tx, input.id);
    assertReceipt(ctx, item);
    const investment = await lockInvestment(tx, input.investment);
    if (!investment)
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: messageText(ctx.locale, 'bank.investmentUnknown'),
      });
    const expected = cents(investment.totalInvestment);
    const refusal = assignRefusal(item, { status: investment.status, amountCents: expected });
    if (refusal)
      throw refuse(ctx, refusal, {
        received: euro(ctx.locale, item.amountCents),
        expected: euro(ctx.locale, expected),
      });
    await post(
      tx,
      ledger.payment({
        investmentId: investment.id,
        issuer: issuerKeyOf(investment.assetTypeId),
        amountCents: item.amountCents,
        importKey: item.importKey,
      }),
    );
    await tx
      .update(investments)
      .set({ status: 'paid', paidAt: sql`now()` })
      .where(eq(investments.id, investment.id));
    await decide(
      ctx,
      tx,
      item,
      { resolvedAt: sql`now()`, resolution: 'assigned', investmentId: investment.id },
      {
        action: 'bank.exceptionAssign',
        before: { reason: item.reason, investmentId: item.investmentId, investmentStatus: investment.status },
        after: { resolution: 'assigned', investmentId: investment.id, amountCents: item.amountCents },
      },
    );
    return resolved(item, { resolution: 'assigned', investmentId: investment.id });
  });
}

/** A sender's name as the pain.001 file can take it: transliterated word by word, the rest left out, ≤ 70. */
export function sepaName(name: string | null): string {
  const words = (name ?? '').split(/\s+/).map((word) => toSepaText(word) ?? '');
  return words.filter(Boolean).join(' ').slice(0, 70).trim() || 'Unbekannt';
}

/** The EndToEndId of the transfer returning item `id`: ≤ 35, unique (the item's id is). */
export const returnEndToEndId = (itemId: number) => `WW-RET-${itemId}`;

/** (b) The receipt goes back to its sender: `returnToSender` now, the pain.001 transfer from the return list. */
export function returnException(ctx: AuthedContext, input: { id: number }) {
  return ctx.db.transaction(async (tx) => {
    const item = await lockOpen(ctx, tx, input.id);
    assertReceipt(ctx, item);
    const iban = item.counterpartyIban ? checkIban(item.counterpartyIban, { sepa: true }) : null;
    if (!iban?.valid) throw refuse(ctx, 'bank.noSenderIban');
    // Outside the EEA the transfer back must name the sender's bank: the statement's, where it gave one.
    const bic = checkBicFor(iban.iban, item.counterpartyBic);
    if (!bic.valid) throw refuse(ctx, 'bank.noSenderBic');
    const endToEndId = returnEndToEndId(item.id);
    await post(
      tx,
      ledger.returnToSender({ importKey: item.importKey, amountCents: item.amountCents, endToEndId }),
    );
    await tx.insert(bankReturns).values({
      itemId: item.id,
      endToEndId,
      amountCents: item.amountCents,
      // The pain.001 file takes names in the SEPA set only (transliterated; what cannot be is left out).
      creditorName: sepaName(item.counterpartyName),
      creditorIban: iban.iban,
      creditorBic: bic.bic,
      remittance: `Rueckueberweisung Ihrer Zahlung vom ${item.bookingDate} / return of your payment`,
    });
    await decide(
      ctx,
      tx,
      item,
      { resolvedAt: sql`now()`, resolution: 'returned' },
      {
        action: 'bank.exceptionReturn',
        before: { reason: item.reason },
        after: { resolution: 'returned', endToEndId, amountCents: item.amountCents, iban: iban.iban },
      },
    );
    return resolved(item, { resolution: 'returned', endToEndId });
  });
}

/**
 * (c) A note, kept with the item. A debit (a charge nobody ordered) is closed by it ("noted"); a credit stays
 * in the list, because its money still sits in unmatched receipts until it is assigned or returned.
 */
export function noteException(ctx: AuthedContext, input: { id: number; note: string }) {
  return ctx.db.transaction(async (tx) => {
    const item = await lockOpen(ctx, tx, input.id);
    const closes = item.direction === 'debit';
    await decide(
      ctx,
      tx,
      item,
      { note: input.note, ...(closes ? { resolvedAt: sql`now()`, resolution: 'noted' as const } : {}) },
      {
        action: 'bank.exceptionNote',
        before: { note: item.note },
        after: { note: input.note, resolution: closes ? 'noted' : null },
      },
    );
    return resolved(item, { resolution: closes ? 'noted' : null, note: input.note });
  });
}
