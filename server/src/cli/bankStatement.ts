/**
 * `bun run bank:statement [--pay all|N] [--out file]` — DEMONSTRATION ONLY (decision 0057): writes a
 * camt.053 statement of the demonstration escrow account on which the open investments' transfers (all,
 * or the N oldest) arrive with their RF references, as a bank would deliver it; import it in the console
 * or with POST /api/admin/bank/statements. Refused when a real escrow account is configured (ESCROW_IBAN).
 */
import { escrowAccountOf } from '../banking/escrow';
import { openConfiguredDatabase } from '../db/open';
import { buildDemoStatement } from '../domains/bank/demo';
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
    const { xml, paid } = await buildDemoStatement(database.db, escrow, { pay });
    return { xml, paid, ...(out ? { out } : {}) };
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
