/**
 * `bun run bank:statement [--pay all|N] [--out file] [--import]` — DEMONSTRATION ONLY (decisions 0057,
 * 0066): a camt.053 statement of the demonstration escrow account on which the open investments' transfers
 * (all, or the N oldest) arrive with their RF references, as a bank would deliver it. Written to the file or
 * standard output, for the console's bank page or POST /api/admin/bank/statements; with `--import` also
 * imported at once, so the investments become paid. On the embedded database while the app runs, the app
 * builds (and imports) it through its control socket. Refused when a real escrow account is configured.
 */
import { escrowAccountOf } from '../banking/escrow';
import { buildDemoStatement, payByDemoStatement } from '../domains/bank/demo';
import { loadConfig } from '../env';
import { CONTROL_ACTOR } from '../http/controlSocket';
import { runCommand } from './main';
import { askRunningApp, withConfiguredDatabase } from './runningApp';

const USAGE = 'Usage: bun run bank:statement [--pay all|N] [--out file] [--import]';
export const DEMO_NOTICE =
  'DEMONSTRATION ONLY: a made-up statement of the demonstration escrow account; no money has moved.';

export interface BankStatementArgs {
  pay: number | 'all';
  out: string | undefined;
  import: boolean;
}

export function parseArgs(args: string[]): BankStatementArgs {
  const parsed: BankStatementArgs = { pay: 'all', out: undefined, import: false };
  for (let i = 0; i < args.length; i += 1) {
    const [flag, value] = [args[i], args[i + 1]];
    if (flag === '--import') {
      parsed.import = true;
      continue;
    }
    if (flag === '--pay' && value === 'all') parsed.pay = 'all';
    else if (flag === '--pay' && value && /^[1-9][0-9]{0,5}$/.test(value)) parsed.pay = Number(value);
    else if (flag === '--out' && value) parsed.out = value;
    else throw new Error(USAGE);
    i += 1;
  }
  return parsed;
}

/** The statement's XML and how many open investments it pays (with `--import`: paid). */
export async function bankStatementCommand(
  args: string[],
): Promise<{ xml: string; paid: number; imported: boolean; out?: string }> {
  const options = parseArgs(args);
  const config = loadConfig();
  const escrow = escrowAccountOf(config);
  if (!escrow.demo)
    throw new Error('bank:statement writes demonstration statements only: ESCROW_IBAN names a real account.');
  const query = `/bank/demo-statement?pay=${options.pay}`;
  const answer = await askRunningApp(config, query, options.import ? 'POST' : 'GET');
  const { xml, paid } = answer
    ? ((await answer.json()) as { xml: string; paid: number })
    : await withConfiguredDatabase(config, (database) =>
        options.import
          ? payByDemoStatement(database.db, escrow, { pay: options.pay, actor: CONTROL_ACTOR })
          : buildDemoStatement(database.db, escrow, { pay: options.pay }),
      );
  return { xml, paid, imported: options.import, ...(options.out ? { out: options.out } : {}) };
}

if (import.meta.main)
  await runCommand(async () => {
    const { xml, paid, imported, out } = await bankStatementCommand(process.argv.slice(2));
    console.error(DEMO_NOTICE);
    const what = imported ? `${paid} investment(s) paid` : `${paid} payment(s)`;
    if (out) {
      await Bun.write(out, xml);
      console.error(`${what}; the statement is in ${out}.`);
    } else {
      if (!imported) process.stdout.write(xml);
      console.error(`${what}.`);
    }
  });
