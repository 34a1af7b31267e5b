/**
 * Paying in (issue 33, decision 0057): an investment's payment instructions, and the operators' import of
 * the escrow account's bank statements (camt.053) with what each item did.
 */
import { z } from 'zod';

/**
 * Whether investors are to pay now (issue 33): `demo` while the platform runs with its demonstration escrow
 * account — then the web says that no transfer must be made — false with a configured real account.
 */
export const escrowAccountStatusSchema = z.object({ demo: z.boolean() });
export type EscrowAccountStatus = z.infer<typeof escrowAccountStatusSchema>;

export const paymentInstructionsSchema = z.object({
  investmentId: z.string(),
  /** The escrow account: holder, IBAN (electronic form), BIC (null when not configured). */
  holder: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  /** The amount to transfer, a decimal string with two places, e.g. "500.00". */
  amount: z.string(),
  /** The transfer must arrive by then. */
  dueAt: z.date(),
  /** The ISO 11649 RF reference to give as the transfer's reference (electronic form, no spaces). */
  reference: z.string(),
  /** The demonstration account: nothing must be transferred to it. */
  demo: z.boolean(),
  /** The GiroCode (EPC QR code) as an SVG document: scanned by a banking app, it fills in the transfer. */
  giroCodeSvg: z.string(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

export const BANK_EXCEPTION_REASONS = [
  'debit',
  'return',
  'noReference',
  'unknownReference',
  'severalReferences',
  'underpaid',
  'overpaid',
  'alreadyPaid',
  'afterLapse',
] as const;

export const bankItemOutcomeSchema = z.object({
  importKey: z.string(),
  amountCents: z.number().int(),
  direction: z.enum(['credit', 'debit']),
  bookingDate: z.string(),
  counterpartyName: z.string().nullable(),
  remittance: z.string(),
  /** What it does (preview) or did: pays an investment, is booked as a bank debit, or is an exception. */
  outcome: z.enum(['paid', 'exception', 'debit', 'duplicate']),
  reason: z.enum(BANK_EXCEPTION_REASONS).nullable(),
  investmentId: z.string().nullable(),
});
export type BankItemOutcome = z.infer<typeof bankItemOutcomeSchema>;

export const statementImportSchema = z.object({
  /** true: nothing was changed, the items say what an import would do. */
  preview: z.boolean(),
  statements: z.array(
    z.object({
      accountIban: z.string(),
      statementId: z.string(),
      sequence: z.number().int(),
      /** false when this statement was imported before (its new items, if any, are still taken). */
      new: z.boolean(),
      closingCents: z.number().int().nullable(),
    }),
  ),
  items: z.array(bankItemOutcomeSchema),
  /** Entries not yet booked by the bank (pending): not imported. */
  skipped: z.number().int(),
});
export type StatementImport = z.infer<typeof statementImportSchema>;

export const bankExceptionSchema = bankItemOutcomeSchema.extend({
  id: z.number().int(),
  counterpartyIban: z.string().nullable(),
  createdAt: z.date(),
});
export type BankException = z.infer<typeof bankExceptionSchema>;
