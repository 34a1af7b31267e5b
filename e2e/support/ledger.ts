/**
 * The books after a browser test (issue 34: "ledger:check passes after every test"): the running server's
 * control socket answers `bun run ledger:check`'s check (decision 0066) — every transfer balanced, no wallet
 * negative, the escrow account equal to the latest statement, one payment per paid investment.
 */
import { request } from 'node:http';
import { join } from 'node:path';

/** The ledger's violations in the browser tests' server, as JSON values (empty when the books are sound). */
export function ledgerViolations(): Promise<unknown[]> {
  const dataDir = process.env.WURZELWERK_E2E_DATA_DIR;
  if (!dataDir) throw new Error('WURZELWERK_E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return new Promise((resolve, reject) => {
    const asked = request({ socketPath: join(dataDir, 'control.sock'), path: '/ledger/check' }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => {
        body += chunk;
      });
      answer.on('end', () => {
        if (answer.statusCode !== 200)
          reject(new Error(`ledger check answered ${answer.statusCode}: ${body}`));
        else resolve((JSON.parse(body) as { violations: unknown[] }).violations);
      });
    });
    asked.on('error', reject);
    asked.end();
  });
}
