/**
 * `bun run bank:statement [--pay all|N] [--out file]` — DEMONSTRATION ONLY (decision 0057): writes a
 * camt.053 statement of the demonstration escrow account on which the open investments' transfers (all,
 * or the N oldest) arrive with their RF references, as a bank would deliver it; import it in the console
 * or with POST /api/admin/bank/statements. Refused when a real escrow account is configured (ESCROW_IBAN).
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { escrowAccountOf } from '../banking/escrow';
import { demoPaymentStatement } from '../banking/sampleStatement';
import { openConfiguredDatabase } from '../db/open';
import { bankStatements, investments } from '../db/schema';
import { latestClosingCents } from '../domains/bank/import';
import { cents } from '../domains/investments/lifecycle';
import { loadConfig } from '../env';

const USAGE = 'Usage: bun run bank:statement [--pay all|N] [--out file]';
export const DEMO_NOTICE =
  'DEMONSTRATION ONLY: a made-up statement of the demonstration escrow account; no money has moved.';

export function parseArgs(args: string[]): { pay: number | 'all'; out: string | undefined } {
  let pay: number | 'all' = 'all';
  let out: string | undefined;
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (flag === '--pay' && value === 'all') pay = 'all';
    else if (flag === '--pay' && value && /^[1-9][0-9]{0,5}$/.test(value)) pay = Number(value);
    else if (flag === '--out' && value) out = value;
    else throw new Error(USAGE);
  }
  return { pay, out };
}

/** The statement's XML and how many open investments it pays. */
export async function bankStatementCommand(
  args: string[],
): Promise<{ xml: string; paid: number; out?: string }> {
  const { pay, out } = parseArgs(args);
  const config = loadConfig();
  const escrow = escrowAccountOf(config);
  if (!escrow.demo)
    throw new Error('bank:statement writes demonstration statements only: ESCROW_IBAN names a real account.');
  const database = await openConfiguredDatabase(config);
  try {
    const open = await database.db
      .select({ reference: investments.paymentReference, amount: investments.totalInvestment })
      .from(investments)
      .where(and(eq(investments.status, 'awaiting_payment'), isNotNull(investments.paymentReference)))
      .orderBy(asc(investments.createdAt), asc(investments.id))
      .limit(pay === 'all' ? 100_000 : pay);
    const [last] = await database.db
      .select({ sequence: sql<number>`coalesce(max(${bankStatements.sequence}), 0)::int` })
      .from(bankStatements)
      .where(eq(bankStatements.accountIban, escrow.iban));
    const sequence = (last?.sequence ?? 0) + 1;
    const now = new Date();
    const xml = demoPaymentStatement({
      accountIban: escrow.iban,
      statementId: `DEMO-${now.getTime().toString(36).toUpperCase()}`,
      sequence,
      date: now.toISOString().slice(0, 10),
      openingCents: (await latestClosingCents(database.db)) ?? 0,
      createdAt: now,
      payments: open.map((row) => ({
        reference: row.reference ?? '',
        amountCents: cents(row.amount),
        payer: { name: 'Demo Anleger', iban: 'DE89370400440532013000' },
      })),
    });
    return { xml, paid: open.length, ...(out ? { out } : {}) };
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  try {
    const { xml, paid, out } = await bankStatementCommand(process.argv.slice(2));
    console.error(DEMO_NOTICE);
    if (out) {
      await Bun.write(out, xml);
      console.error(`${paid} payment(s) written to ${out}.`);
    } else {
      process.stdout.write(xml);
      console.error(`${paid} payment(s).`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
