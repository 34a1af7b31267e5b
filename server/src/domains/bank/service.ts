/**
 * The operators' bank work (issue 33, decision 0057): a camt.053 file imported (or previewed) against the
 * escrow account, and the exception list of what no investment took.
 */
import { TRPCError } from '@trpc/server';
import {
  type BankCandidate,
  type BankOpenException,
  type DemoStatement,
  messageText,
  type StatementImport,
} from '@wurzelwerk/shared';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../banking/amount';
import { parseCamt053 } from '../../banking/camt053';
import type { CamtItem } from '../../banking/camtTypes';
import { bankingMessageCode, isBankingError } from '../../banking/errors';
import { referencesIn } from '../../banking/matching';
import { bankStatementItems, investments } from '../../db/schema';
import { formatEuro } from '../../i18n';
import type { AuthedContext } from '../../trpc/init';
import { actorOf, notFound } from '../admin/procedure';
import { cents } from '../investments/lifecycle';
import { buildDemoStatement } from './demo';
import { importStatements, StatementGapError } from './import';

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
  try {
    return await importStatements(ctx.db, document, actorOf(ctx), { preview: input.preview === true });
  } catch (error) {
    if (!(error instanceof StatementGapError)) throw error;
    const euro = (amountCents: number) => formatEuro(ctx.locale, centsToDecimal(amountCents));
    throw new TRPCError({
      code: 'CONFLICT',
      message: messageText(ctx.locale, 'bank.statementGap', {
        ledger: euro(error.ledgerCents),
        closing: euro(error.closingCents),
      }),
    });
  }
}

/** Items that paid nothing and wait for the operator, oldest first. */
export async function listExceptions(ctx: AuthedContext): Promise<BankOpenException[]> {
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
    reason: row.reason as BankOpenException['reason'],
    investmentId: row.investmentId,
    createdAt: row.createdAt,
    note: row.note,
  }));
}

/** Investments awaiting payment an exception could pay: those its text names, then those of its amount. */
export async function exceptionCandidates(
  ctx: AuthedContext,
  input: { id: number },
): Promise<BankCandidate[]> {
  const [item] = await ctx.db.select().from(bankStatementItems).where(eq(bankStatementItems.id, input.id));
  if (!item) throw notFound(ctx);
  const named = referencesIn(item.raw as CamtItem);
  const rows = await ctx.db
    .select()
    .from(investments)
    .where(
      and(
        eq(investments.status, 'awaiting_payment'),
        or(
          named.length > 0 ? inArray(investments.paymentReference, named) : sql`false`,
          sql`${investments.totalInvestment} = ${centsToDecimal(item.amountCents)}::numeric`,
        ),
      ),
    )
    .orderBy(investments.createdAt, investments.id)
    .limit(20);
  return rows
    .map((row) => ({
      id: row.id,
      reference: row.paymentReference ?? '',
      amountCents: cents(row.totalInvestment),
      createdAt: row.createdAt,
      named: named.includes(row.paymentReference ?? ''),
    }))
    .sort((a, b) => Number(b.named) - Number(a.named));
}

/** DEMONSTRATION: the statement `bun run bank:statement` writes, answered; refused for a real escrow account. */
export async function demoStatement(
  ctx: AuthedContext,
  input: { unknownCredit?: boolean | undefined },
): Promise<DemoStatement> {
  const { escrow } = ctx.services;
  if (!escrow.demo)
    throw new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, 'bank.demoOnly') });
  const { xml, paid, statementId } = await buildDemoStatement(ctx.db, escrow, {
    pay: 'all',
    unknownCredit: input.unknownCredit === true,
  });
  return { demo: true, fileName: `${statementId}.xml`, xml, payments: paid };
}
