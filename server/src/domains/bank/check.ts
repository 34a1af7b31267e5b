/**
 * The ledger's invariants with the platform's tables (decision 0052, 0057): the built-in ones, the escrow
 * account equal to the latest imported statement's closing balance, and exactly one payment transfer per
 * investment paid through the payment flow. `bun run ledger:check` and the tests run it.
 */
import type { Executor } from '../../db/client';
import {
  checkLedger,
  escrowMatchesStatements,
  type LedgerViolation,
  onePaymentPerPaidInvestment,
} from '../../ledger';
import { paidInvestmentIds } from '../investments/lifecycle';
import { latestClosingCents } from './import';

export function checkPlatformLedger(db: Executor): Promise<LedgerViolation[]> {
  return checkLedger(db, [
    escrowMatchesStatements(latestClosingCents),
    onePaymentPerPaidInvestment(paidInvestmentIds),
  ]);
}
