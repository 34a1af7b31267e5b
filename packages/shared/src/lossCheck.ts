/**
 * The simulation of the ability to bear loss (issue 35, decision 0073): Regulation (EU) 2020/1503 Art. 21(5)
 * and Delegated Regulation (EU) 2022/2114 Art. 7–10. Net worth = net annual income + total liquid assets −
 * annual financial commitments; the loss the investor could bear is 10 % of it (none when it is negative).
 * Above the higher of 1,000 € and 5 % of the net worth in one offer, an investment needs the explicit
 * confirmation of a separate warning (Art. 21(7)). Integer cents throughout, rounded down.
 */

export const LOSS_CHECK = {
  /** The share of the net worth whose loss counts as bearable, in per cent. */
  bearablePercent: 10,
  /** An investment in one offer above this share of the net worth (or the floor) needs the warning. */
  warningPercent: 5,
  /** The warning's floor: at least this much may be invested without it. */
  warningFloorCents: 1_000 * 100,
} as const;

export interface LossCheckFigures {
  netYearlyIncomeCents: number;
  liquidAssetsCents: number;
  yearlyCommitmentsCents: number;
}

/** Net worth as Art. 7 of Delegated Regulation 2022/2114 computes it (may be negative). */
export function netWorthCents(figures: LossCheckFigures): number {
  return figures.netYearlyIncomeCents + figures.liquidAssetsCents - figures.yearlyCommitmentsCents;
}

/** `percent` of a non-negative amount, rounded down to whole cents; nothing of a negative one. */
const shareOf = (cents: number, percent: number) => (cents <= 0 ? 0 : Math.floor((cents * percent) / 100));

/** The amount whose loss the investor could bear: 10 % of the net worth, never below zero. */
export function bearableLossCents(netWorth: number): number {
  return shareOf(netWorth, LOSS_CHECK.bearablePercent);
}

/** The amount in one offer above which the separate warning must be confirmed (no check yet: the floor). */
export function warningThresholdCents(netWorth: number | null): number {
  if (netWorth === null) return LOSS_CHECK.warningFloorCents;
  return Math.max(LOSS_CHECK.warningFloorCents, shareOf(netWorth, LOSS_CHECK.warningPercent));
}

/** Whether investing `amountCents` in one offer needs the separate warning (a sophisticated investor never does). */
export function needsLargeAmountWarning(
  amountCents: number,
  netWorth: number | null,
  sophisticated: boolean,
): boolean {
  return !sophisticated && amountCents > warningThresholdCents(netWorth);
}
