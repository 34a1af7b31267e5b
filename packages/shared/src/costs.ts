/**
 * What the platform charges and earns (issue 35, decision 0075): investors pay nothing; issuers pay a
 * placement fee on the money raised and a yearly administration fee on the principal still owed. Sample
 * values of the pre-announcement, the same for every issuer: the /kosten page and the information sheet
 * name them. Basis points (1 % = 100), never a float.
 */
export const PLATFORM_FEES = {
  /** Charged to investors for investing, holding, payouts or withdrawals: nothing. */
  investorCents: 0,
  /** Of the money raised, once, when the funds are released to the issuer. */
  issuerPlacementBasisPoints: 400,
  /** Of the principal still owed, each year, with the due dates' instalments. */
  issuerAdministrationBasisPoints: 50,
} as const;

/** A fee in basis points as a fraction for Intl's percent style (400 → 0.04). */
export const basisPointsFraction = (basisPoints: number): number => basisPoints / 10_000;
