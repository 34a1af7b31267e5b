/**
 * Paying in (issue 33, decision 0057): an investment's payment instructions, and the operators' import of
 * the escrow account's bank statements (camt.053) with what each item did.
 */
import { z } from 'zod';
import { serialId } from './ids';
import { messageId } from './messages';
import { lineField } from './text';

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
  /**
   * What it does (preview) or did: pays an investment, is booked as a bank debit, is an issuer's repayment
   * of a due date (decision 0067), or is an exception.
   */
  outcome: z.enum(['paid', 'exception', 'debit', 'repayment', 'duplicate']),
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

/** How the operator closed an exception (decision 0058); null while it is open. */
export const BANK_RESOLUTIONS = ['assigned', 'returned', 'noted'] as const;

export const bankOpenExceptionSchema = bankExceptionSchema.extend({
  /** The operator's note, kept with the item (a credit with a note stays open: its money is unassigned). */
  note: z.string().nullable(),
});
export type BankOpenException = z.infer<typeof bankOpenExceptionSchema>;

const exceptionId = serialId(messageId('bank.exceptionUnknown'));

/** Assign a credit to an investment, named by its id or its RF reference (spaces and case ignored). */
export const bankAssignInput = z.object({
  id: exceptionId,
  investment: lineField().trim().min(1, messageId('bank.investmentUnknown')).max(80),
});
export const bankReturnInput = z.object({ id: exceptionId });
export const bankNoteInput = z.object({
  id: exceptionId,
  note: lineField().trim().min(1, messageId('bank.noteEmpty')).max(500, messageId('bank.noteLong')),
});

export const bankResolutionSchema = z.object({
  id: z.number().int(),
  /** null: still open (a credit with a note). */
  resolution: z.enum(BANK_RESOLUTIONS).nullable(),
  note: z.string().nullable(),
  investmentId: z.string().nullable(),
  /** A return's EndToEndId (the pain.001 transfer's reference). */
  endToEndId: z.string().nullable(),
});
export type BankResolution = z.infer<typeof bankResolutionSchema>;

/** An investment an exception could pay: awaiting payment, named in its text or of its amount. */
export const bankCandidateSchema = z.object({
  id: z.string(),
  reference: z.string(),
  amountCents: z.number().int(),
  createdAt: z.date(),
  /** The item's text names its reference. */
  named: z.boolean(),
});
export type BankCandidate = z.infer<typeof bankCandidateSchema>;

export const BANK_RETURN_STATES = ['pending', 'ordered', 'booked'] as const;

export const bankReturnSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  endToEndId: z.string(),
  amountCents: z.number().int(),
  creditorName: z.string(),
  creditorIban: z.string(),
  /** pending: in no file yet; ordered: in a pain.001 file (`fileMessageId`); booked: the bank's debit arrived. */
  state: z.enum(BANK_RETURN_STATES),
  fileMessageId: z.string().nullable(),
  createdAt: z.date(),
});
export type BankReturn = z.infer<typeof bankReturnSchema>;

/** A demonstration statement (decision 0058): made-up, of the demonstration escrow account only. */
export const demoStatementSchema = z.object({
  demo: z.literal(true),
  fileName: z.string(),
  xml: z.string(),
  /** The open investments it pays. */
  payments: z.number().int(),
});
export type DemoStatement = z.infer<typeof demoStatementSchema>;
