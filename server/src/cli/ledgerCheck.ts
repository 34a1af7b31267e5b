/**
 * `bun run ledger:check`: the ledger's invariants (decision 0052) with the platform's tables (0057) — every
 * transfer balanced, no guarded account negative, the escrow account equal to the latest statement's
 * closing balance, one payment per paid investment. Prints each violation; exit 1 when there is any. On
 * PostgreSQL beside the running app; on the embedded database through the running app (its control socket)
 * or, while it is stopped, on the folder itself (decision 0066).
 */
import { checkPlatformLedger } from '../domains/bank/check';
import { loadConfig } from '../env';
import type { LedgerViolation } from '../ledger';
import { type CommandReport, runReport } from './main';
import { askRunningApp, withConfiguredDatabase } from './runningApp';

const euro = (cents: number) => `${(cents / 100).toFixed(2)} €`;

export function describeViolation(violation: LedgerViolation): string {
  switch (violation.code) {
    case 'transfer.unbalanced':
      return `transfer ${violation.transferId}: ${violation.entries} entries summing to ${violation.sum} cents`;
    case 'account.negative':
      return `account ${violation.account} is negative: ${euro(violation.balance)}`;
    case 'escrow.statement':
      return `escrow account ${euro(violation.ledgerCents)} ≠ the latest statement's closing balance ${euro(violation.statementCents)}`;
    case 'payment.count':
      return `paid investment ${violation.investmentId} has ${violation.payments} payment transfers (expected 1)`;
  }
}

/** The report's lines and whether the ledger is sound. */
export async function ledgerCheckCommand(): Promise<CommandReport> {
  const config = loadConfig();
  const answer = await askRunningApp(config, '/ledger/check');
  const violations = answer
    ? ((await answer.json()) as { violations: LedgerViolation[] }).violations
    : await withConfiguredDatabase(config, (database) => checkPlatformLedger(database.db));
  if (violations.length === 0) return { ok: true, lines: ['Ledger sound: every invariant holds.'] };
  return {
    ok: false,
    lines: [`${violations.length} violation(s):`, ...violations.map((v) => `- ${describeViolation(v)}`)],
  };
}

if (import.meta.main) await runReport(ledgerCheckCommand);
