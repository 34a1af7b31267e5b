/**
 * The escrow account (Treuhandkonto) investors transfer to (issue 33, decision 0057): ESCROW_IBAN,
 * ESCROW_BIC and ESCROW_HOLDER, checked at start. Without them the platform shows a fictitious sample
 * account (checksum-valid, at no real bank) marked as a demonstration: no transfer must be made to it.
 */
import { BankingError } from './errors';
import { checkBicFor, parseIban } from './iban';

export interface EscrowAccount {
  holder: string;
  iban: string;
  bic: string | null;
  /** The sample account: the platform tells investors not to transfer anything. */
  demo: boolean;
}

/**
 * The sample account: German check digits over bank code 00000000 (which no bank has) and a made-up
 * account number, so it is a valid IBAN that no money can reach.
 */
export const DEMO_ESCROW_ACCOUNT: EscrowAccount = {
  holder: 'Wurzelwerk Treuhand (Demo)',
  iban: 'DE50000000000123456789',
  bic: null,
  demo: true,
};

export class EscrowConfigError extends Error {}

/** The configured account, checked (IBAN in SEPA, BIC, holder ≤ 70); the sample account when none is set. */
export function escrowAccountOf(env: {
  escrowIban?: string | undefined;
  escrowBic?: string | undefined;
  escrowHolder?: string | undefined;
}): EscrowAccount {
  const { escrowIban, escrowBic, escrowHolder } = env;
  if (!escrowIban && !escrowBic && !escrowHolder) return DEMO_ESCROW_ACCOUNT;
  if (!escrowIban || !escrowHolder)
    throw new EscrowConfigError(
      'Invalid configuration: ESCROW_IBAN and ESCROW_HOLDER: set both (and optionally ESCROW_BIC), or none for the demonstration account',
    );
  const holder = escrowHolder.trim();
  if (holder.length === 0 || holder.length > 70)
    throw new EscrowConfigError('Invalid configuration: ESCROW_HOLDER: expected 1 to 70 characters');
  try {
    const iban = parseIban(escrowIban, { sepa: true });
    // Outside the EEA an investor's transfer must name the bank: the instructions and the GiroCode carry it.
    const bic = checkBicFor(iban, escrowBic);
    if (!bic.valid)
      throw new EscrowConfigError(
        bic.code === 'bic.required'
          ? 'Invalid configuration: ESCROW_BIC: required for an account outside the EEA'
          : `Invalid configuration: ESCROW_BIC: not a valid BIC (${bic.code})`,
      );
    return { holder, iban, bic: bic.bic, demo: false };
  } catch (error) {
    if (error instanceof BankingError)
      throw new EscrowConfigError(
        `Invalid configuration: ESCROW_IBAN: not a valid SEPA IBAN (${error.code})`,
      );
    throw error;
  }
}
