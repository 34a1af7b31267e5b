/**
 * DEMONSTRATION ONLY (decisions 0057, 0058): the made-up camt.053 statement of the demonstration escrow
 * account on which the open investments' transfers arrive — what `bun run bank:statement` writes and the
 * console's demo action answers. Never for a real escrow account: the callers refuse when one is set.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { parseCamt053 } from '../../banking/camt053';
import type { EscrowAccount } from '../../banking/escrow';
import { createReference } from '../../banking/reference';
import { type DemoPayment, demoPaymentStatement } from '../../banking/sampleStatement';
import type { Database, Executor } from '../../db/client';
import { bankStatements, investments } from '../../db/schema';
import { cents } from '../investments/lifecycle';
import { importStatements, latestClosingCents } from './import';

const PAYER = { name: 'Demo Anleger', iban: 'DE89370400440532013000' };

/**
 * Where the account's next statement continues: the sequence after the last one, dated `now`, opening with
 * the latest statement's closing balance — so that importing it keeps the escrow account equal to the
 * statements (the ledger's invariant).
 */
export async function nextStatement(
  db: Executor,
  accountIban: string,
  now: Date,
): Promise<{ sequence: number; date: string; openingCents: number }> {
  const [last] = await db
    .select({ sequence: sql<number>`coalesce(max(${bankStatements.sequence}), 0)::int` })
    .from(bankStatements)
    .where(eq(bankStatements.accountIban, accountIban));
  return {
    sequence: (last?.sequence ?? 0) + 1,
    date: now.toISOString().slice(0, 10),
    openingCents: (await latestClosingCents(db)) ?? 0,
  };
}

/**
 * The statement paying the open investments (all, or the `pay` oldest); with `unknownCredit`, also one
 * credit naming a reference no investment has, so the exception list has something to resolve.
 */
export async function buildDemoStatement(
  db: Executor,
  escrow: EscrowAccount,
  options: { pay: number | 'all'; unknownCredit?: boolean; now?: Date },
): Promise<{ xml: string; paid: number; statementId: string }> {
  const open = await db
    .select({ reference: investments.paymentReference, amount: investments.totalInvestment })
    .from(investments)
    .where(and(eq(investments.status, 'awaiting_payment'), isNotNull(investments.paymentReference)))
    .orderBy(asc(investments.createdAt), asc(investments.id))
    .limit(options.pay === 'all' ? 100_000 : options.pay);
  const now = options.now ?? new Date();
  const next = await nextStatement(db, escrow.iban, now);
  const statementId = `DEMO-${now.getTime().toString(36).toUpperCase()}`;
  const payments: DemoPayment[] = open.map((row) => ({
    reference: row.reference ?? '',
    amountCents: cents(row.amount),
    payer: PAYER,
  }));
  if (options.unknownCredit)
    payments.push({
      reference: createReference(`X${now.getTime().toString(36).toUpperCase()}`),
      amountCents: 50_000,
      payer: { name: 'Erika Mustermann', iban: 'DE02120300000000202051' },
    });
  const xml = demoPaymentStatement({
    accountIban: escrow.iban,
    statementId,
    ...next,
    createdAt: now,
    payments,
  });
  return { xml, paid: open.length, statementId };
}

/**
 * The demonstration statement built and imported at once, as the escrow bank's statement would be by the
 * operator (`bun run bank:statement --import`): the open investments it names become paid.
 */
export async function payByDemoStatement(
  db: Database,
  escrow: EscrowAccount,
  options: { pay: number | 'all'; actor: string },
): Promise<{ xml: string; paid: number }> {
  const { xml } = await buildDemoStatement(db, escrow, { pay: options.pay });
  const result = await importStatements(db, parseCamt053(xml), { id: null, email: options.actor });
  return { xml, paid: result.items.filter((item) => item.outcome === 'paid').length };
}
