/**
 * The operators' bank work (issue 33, decision 0057): a camt.053 file imported (or previewed) against the
 * escrow account, and the exception list of what no investment took.
 */
import { TRPCError } from '@trpc/server';
import { type BankException, messageText, type StatementImport } from '@wurzelwerk/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { parseCamt053 } from '../../banking/camt053';
import { bankingMessageCode, isBankingError } from '../../banking/errors';
import { bankStatementItems } from '../../db/schema';
import type { AuthedContext } from '../../trpc/init';
import { actorOf } from '../admin/procedure';
import { importStatements } from './import';

/** Imports a statement file; a file that is not a readable EUR camt.053 of the escrow account is refused whole. */
export async function importStatementFile(
  ctx: AuthedContext,
  input: { xml: string; preview?: boolean | undefined },
): Promise<StatementImport> {
  let document: ReturnType<typeof parseCamt053>;
  try {
    document = parseCamt053(input.xml);
  } catch (error) {
    if (!isBankingError(error)) throw error;
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: messageText(ctx.locale, bankingMessageCode(error.code) as 'bank.camtMalformed'),
    });
  }
  const foreign = document.statements.find((s) => s.accountIban !== ctx.services.escrow.iban);
  if (foreign)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: messageText(ctx.locale, 'bank.foreignAccount'),
    });
  return importStatements(ctx.db, document, actorOf(ctx), { preview: input.preview === true });
}

/** Items that paid nothing and wait for the operator, oldest first. */
export async function listExceptions(ctx: AuthedContext): Promise<BankException[]> {
  const rows = await ctx.db
    .select()
    .from(bankStatementItems)
    .where(and(eq(bankStatementItems.outcome, 'exception'), isNull(bankStatementItems.resolvedAt)))
    .orderBy(bankStatementItems.createdAt, bankStatementItems.id)
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    importKey: row.importKey,
    amountCents: row.amountCents,
    direction: row.direction,
    bookingDate: row.bookingDate,
    counterpartyName: row.counterpartyName,
    counterpartyIban: row.counterpartyIban,
    remittance: row.remittance,
    outcome: 'exception',
    reason: row.reason as BankException['reason'],
    investmentId: row.investmentId,
    createdAt: row.createdAt,
  }));
}
