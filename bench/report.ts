/** The report's sections of the worker round and the statement import (rounds.ts; docs/decisions/0062). */
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
