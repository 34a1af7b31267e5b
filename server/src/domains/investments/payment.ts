/**
 * An investment's payment instructions (issue 33, decision 0057): the escrow account, the amount, the
 * deadline, the RF reference and the GiroCode — for its owner only (another's id is 404, as not found).
 */
import { TRPCError } from '@trpc/server';
import { messageText, type PaymentInstructions } from '@wurzelwerk/shared';
import { and, eq } from 'drizzle-orm';
import type { EscrowAccount } from '../../banking/escrow';
import { type GiroCodeInput, giroCodePng, giroCodeSvg } from '../../banking/girocode';
import { investments } from '../../db/schema';
import type { AuthedContext } from '../../trpc/init';
import { cents } from './lifecycle';
import type { InvestmentRow } from './writer';

/** What a banking app needs to fill in the transfer. */
export function giroCodeInput(escrow: EscrowAccount, amount: string, reference: string): GiroCodeInput {
  return {
    name: escrow.holder,
    iban: escrow.iban,
    ...(escrow.bic ? { bic: escrow.bic } : {}),
    amountCents: cents(amount),
    reference,
  };
}

/** The GiroCode of an investment as a PNG (the confirmation PDF's). */
export const giroCodePngOf = (escrow: EscrowAccount, amount: string, reference: string) =>
  giroCodePng(giroCodeInput(escrow, amount, reference));

export async function paymentInstructionsOf(
  escrow: EscrowAccount,
  row: Pick<InvestmentRow, 'id' | 'totalInvestment' | 'paymentReference' | 'paymentDueAt'>,
): Promise<PaymentInstructions | null> {
  if (!row.paymentReference || !row.paymentDueAt) return null;
  return {
    investmentId: row.id,
    holder: escrow.holder,
    iban: escrow.iban,
    bic: escrow.bic,
    amount: row.totalInvestment,
    dueAt: row.paymentDueAt,
    reference: row.paymentReference,
    demo: escrow.demo,
    giroCodeSvg: await giroCodeSvg(giroCodeInput(escrow, row.totalInvestment, row.paymentReference)),
  };
}

/**
 * The instructions of the signed-in user's investment: 404 for another's or an unknown one, 409 when
 * nothing is to be paid (paid, lapsed, withdrawn, or from before payments were tracked).
 */
export async function getPaymentInstructions(ctx: AuthedContext, id: string): Promise<PaymentInstructions> {
  const [row] = await ctx.db
    .select()
    .from(investments)
    .where(and(eq(investments.id, id), eq(investments.userId, ctx.user.id)));
  if (!row)
    throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'investment.notFound') });
  const instructions =
    row.status === 'awaiting_payment' ? await paymentInstructionsOf(ctx.services.escrow, row) : null;
  if (!instructions)
    throw new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, 'investment.nothingToPay') });
  return instructions;
}
