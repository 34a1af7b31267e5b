/**
 * The money rules of a release (decision 0059), pure: which of a project's investments a release takes and
 * what it comes to, in integer cents.
 */
import { withdrawalCutoff } from '@wurzelwerk/shared';
import { berlinToday } from '../../calendar';

export interface Candidate {
  id: string;
  status: string;
  amountCents: number;
  /** When the confirmation was provided (the withdrawal period's start). */
  confirmedAt: Date;
  /** Paid through the payment flow (its money is on the issuer's payable). */
  hasReference: boolean;
  released: boolean;
}

/** Paid through the payment flow and not released yet. */
const open = (c: Candidate) => c.status === 'paid' && c.hasReference && !c.released;

/** What a release at `now` takes: paid, not released, the 14-day withdrawal period over. */
export function releasable(candidates: readonly Candidate[], now: Date): Candidate[] {
  const cutoff = withdrawalCutoff(now);
  return candidates.filter((c) => open(c) && c.confirmedAt < cutoff);
}

/** Paid and not released, but still within the withdrawal period: a later release takes them. */
export function inWithdrawalPeriod(candidates: readonly Candidate[], now: Date): Candidate[] {
  const cutoff = withdrawalCutoff(now);
  return candidates.filter((c) => open(c) && c.confirmedAt >= cutoff);
}

/** The sum in cents (exact: safe integers only). */
export function totalCents(candidates: readonly { amountCents: number }[]): number {
  const total = candidates.reduce((sum, c) => sum + c.amountCents, 0);
  if (!Number.isSafeInteger(total)) throw new Error('release sum beyond safe integers');
  return total;
}

/** The release's EndToEndId: `WWR` and 24 hex digits of its random id (27 characters, ≤ 35, EPC-safe). */
export const endToEndIdOf = (releaseId: string): string =>
  `WWR${releaseId.replace(/[^0-9a-fA-F]/g, '').toUpperCase()}`.slice(0, 27);

/** Closable when the target is reached by the committed sum, or the deadline (its last day) has passed. */
export function fundingStateOf(
  project: { fundingTargetEuro: number | null; fundingDeadline: string | null; fundingClosedAt: Date | null },
  committedCents: number,
  now: Date,
): 'open' | 'targetReached' | 'deadlinePassed' | 'closed' {
  if (project.fundingClosedAt) return 'closed';
  if (project.fundingTargetEuro !== null && committedCents >= project.fundingTargetEuro * 100)
    return 'targetReached';
  if (project.fundingDeadline !== null && berlinToday(now) > project.fundingDeadline) return 'deadlinePassed';
  return 'open';
}
