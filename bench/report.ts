/** The report's sections of the worker round and the statement import (rounds.ts; docs/decisions/0062). */
import { type PayoutResult, PORTFOLIO_INVESTMENTS, type PortfolioResult } from './money';
import type { ImportResult, WorkerResult } from './rounds';

export function workerReport(mails: WorkerResult | undefined, postRps: number | undefined): string {
  if (!mails) return '';
  const lines = [
    `\n## Mail worker alone (investment mails with their confirmation PDF)\n`,
    `| mails waiting | mails/s | cores used | mails/s per core | CPU ms per mail |`,
    `|---|---|---|---|---|`,
    `| ${mails.pending} | ${mails.mailsPerSecond.toFixed(1)} | ${mails.cores.toFixed(2)} | ${mails.perCore.toFixed(1)} | ${mails.cpuMsPerMail.toFixed(1)} |`,
  ];
  if (postRps) {
    const coreSeconds = postRps / mails.perCore;
    lines.push(
      '',
      `An opening burst at the measured POST rate (${postRps.toFixed(0)} investments/s) queues ${coreSeconds.toFixed(1)} core-seconds of mail per second of burst: one worker core sends the mails of a one-minute burst in ${coreSeconds.toFixed(0)} minutes.`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export function importReport(result: ImportResult | undefined): string {
  if (!result) return '';
  return `
## Bank statement import (camt.053, PostgreSQL)

| entries | file MiB | parse ms | import ms | entries/s | paid | exceptions |
|---|---|---|---|---|---|---|
| ${result.entries} | ${result.megabytes.toFixed(1)} | ${result.parseMs.toFixed(0)} | ${result.importMs.toFixed(0)} | ${result.entriesPerSecond.toFixed(0)} | ${result.paid} | ${result.exceptions} |
`;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

export function payoutReport(result: PayoutResult | undefined): string {
  if (!result) return '';
  const euro = (result.totalCents / 100).toLocaleString('en', { minimumFractionDigits: 2 });
  const checks = result.problems.length
    ? `**Checks failed:** ${result.problems.join('; ')}.`
    : `Checks: the due date paid, ${result.transfers} payout transfers (one per instalment part), the wallets credited exactly its total and nothing left with the issuer; the same file again a duplicate (${seconds(result.repeatMs)} s) that paid nothing; the ledger's invariants hold (${result.violations} violations).`;
  return `
## Payout of a due date (PostgreSQL; issue 34, decision 0067)

A project with ${result.investors.toLocaleString('en')} investors (${result.investments.toLocaleString('en')} investments, quarterly annuity over a year: ${result.dueDates} due dates, ${result.instalments.toLocaleString('en')} instalments), paid in by a camt.053 import, released by the operator (POST close and release: the due dates stored), the release's debit booked; then the issuer's repayment of the first due date (${euro} €) imported with POST /api/admin/bank/statements, booked and distributed into the wallets in the import's transaction.

| investors | pay-in import (${result.payInEntries.toLocaleString('en')} entries) s | close + release s | repayment import and distribution s | its CPU s: app + PostgreSQL | load average | payout transfers | target |
|---|---|---|---|---|---|---|---|
| ${result.investors} | ${seconds(result.payInMs)} | ${seconds(result.releaseMs)} | **${seconds(result.distributeMs)}** | ${result.distributeCpu.app.toFixed(2)} + ${result.distributeCpu.database.toFixed(2)} | ${result.loadAverage.toFixed(1)} | ${result.transfers} | < 10 s ${result.distributeMs < 10_000 ? '✓' : '✗'} |

The CPU seconds are the distribution's own work, whatever else runs on the host: on a quiet host its wall time is about their sum (the app and PostgreSQL take turns) plus the commit.

${checks}
`;
}

export function portfolioReport(result: PortfolioResult | undefined): string {
  if (!result) return '';
  return `
## Portfolio of an investor with ${PORTFOLIO_INVESTMENTS} investments, one client (issue 34)

GET /api/portfolio from one connection (the table above has it at 50): what one investor waits for, and the CPU time the app and PostgreSQL spend per request — the figure another job on the host does not change.

| connections | req/s | p50 ms | p99 ms | non-2xx | app CPU ms per request | PostgreSQL CPU ms per request | target p99 < 50 ms |
|---|---|---|---|---|---|---|---|
| 1 | ${result.rps.toFixed(0)} | ${result.p50.toFixed(2)} | ${result.p99.toFixed(2)} | ${result.non2xx} | ${result.appCpuMs.toFixed(1)} | ${result.databaseCpuMs.toFixed(1)} | ${result.p99 < 50 ? '✓' : '✗'} |
`;
}
