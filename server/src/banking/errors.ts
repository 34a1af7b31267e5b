/**
 * The banking modules' refusals: one class, a code per reason. The codes are stable and meant for the
 * message catalogue (the integrator maps each to a text in the reader's language); `detail` is for logs
 * and the operator's preview (which entry, which field), never shown to an investor as it is.
 */
export const BANKING_ERROR_CODES = [
  // ISO 11649 references
  'reference.format',
  'reference.checksum',
  'reference.payload',
  // IBAN and BIC
  'iban.missing',
  'iban.country',
  'iban.length',
  'iban.format',
  'iban.checksum',
  'iban.notSepa',
  'bic.format',
  'bic.required',
  // GiroCode (EPC QR)
  'girocode.name',
  'girocode.amount',
  'girocode.text',
  'girocode.tooLong',
  // camt.053
  'camt.malformed',
  'camt.notCamt053',
  'camt.version',
  'camt.currency',
  'camt.amount',
  'camt.missingField',
  // pain.001
  'pain.empty',
  'pain.amount',
  'pain.text',
  'pain.date',
] as const;

export type BankingErrorCode = (typeof BANKING_ERROR_CODES)[number];

export class BankingError extends Error {
  constructor(
    readonly code: BankingErrorCode,
    readonly detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'BankingError';
  }
}

/** Whether a thrown value is a banking refusal (optionally of one code). */
export function isBankingError(error: unknown, code?: BankingErrorCode): error is BankingError {
  return error instanceof BankingError && (code === undefined || error.code === code);
}

/** The message catalogue's code of a refusal (`iban.checksum` → `bank.ibanChecksum`), for the reader's language. */
export function bankingMessageCode(code: BankingErrorCode): `bank.${string}` {
  const [format = '', reason = ''] = code.split('.');
  return `bank.${format}${reason.charAt(0).toUpperCase()}${reason.slice(1)}`;
}
