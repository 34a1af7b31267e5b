/**
 * The escrow account's imported bank statements (issue 33, decision 0057): each statement once (account,
 * statement id, sequence), each booked item once (the parser's import key), so a repeated or overlapping
 * statement changes nothing; items that paid nothing wait in the exception list with their reason.
 */
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigintReference, cents, createdAt } from './columns';

export const bankStatements = pgTable(
  'bank_statements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountIban: text('account_iban').notNull(),
    statementId: text('statement_id').notNull(),
    /** The electronic sequence number, else the legal one, else 0. */
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    openingCents: bigint('opening_cents', { mode: 'number' }),
    closingCents: bigint('closing_cents', { mode: 'number' }),
    /** The closing balance's date: the latest statement is the one with the latest date (then sequence). */
    closingDate: text('closing_date'),
    messageId: text('message_id').notNull(),
    importedAt: createdAt(),
  },
  (t) => [uniqueIndex('bank_statements_account_id_seq').on(t.accountIban, t.statementId, t.sequence)],
);

export const BANK_ITEM_OUTCOMES = ['paid', 'exception', 'debit', 'repayment'] as const;
export const BANK_ITEM_RESOLUTIONS = ['assigned', 'returned', 'noted', 'booked'] as const;

export const bankStatementItems = pgTable(
  'bank_statement_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The parser's key (decision 0053): the same booking in any statement has the same key. */
    importKey: text('import_key').notNull(),
    statementId: bigintReference('statement_id', () => bankStatements.id),
    amountCents: cents('amount_cents'),
    direction: text('direction', { enum: ['credit', 'debit'] }).notNull(),
    bookingDate: text('booking_date').notNull(),
    counterpartyName: text('counterparty_name'),
    counterpartyIban: text('counterparty_iban'),
    /** The counterparty's bank, where the statement names it: a return outside the EEA needs it. */
    counterpartyBic: text('counterparty_bic'),
    remittance: text('remittance').notNull(),
    /** What the import did: paid an investment, or left it for the operator (with `reason`). */
    outcome: text('outcome', { enum: BANK_ITEM_OUTCOMES }).notNull(),
    reason: text('reason'),
    investmentId: text('investment_id'),
    /** The parsed item as the bank gave it, for the operator's exception work. */
    raw: jsonb('raw').$type<unknown>().notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /**
     * How the operator closed an exception (decision 0058): assigned to an investment, returned to its
     * sender, noted (a debit with a note); `booked` for a debit that executed one of our returns.
     */
    resolution: text('resolution', { enum: BANK_ITEM_RESOLUTIONS }),
    /** The operator's note (the latest; the audit log keeps every one). */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_statement_items_import_key').on(t.importKey),
    index('bank_statement_items_open_exceptions').on(t.createdAt, t.id),
  ],
);

/**
 * Receipts the operator sends back to their sender (decision 0058): ordered by a pain.001 credit transfer
 * (EndToEndId unique), booked when the bank's debit with that EndToEndId is imported.
 */
export const bankReturns = pgTable(
  'bank_returns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: bigintReference('item_id', () => bankStatementItems.id),
    endToEndId: text('end_to_end_id').notNull(),
    amountCents: cents('amount_cents'),
    creditorName: text('creditor_name').notNull(),
    creditorIban: text('creditor_iban').notNull(),
    creditorBic: text('creditor_bic'),
    remittance: text('remittance').notNull(),
    /** The pain.001 file that ordered it (its MsgId) and when; null until a file is made. */
    fileMessageId: text('file_message_id'),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    /** The statement item of the bank's debit that executed it. */
    bookedItemId: bigint('booked_item_id', { mode: 'number' }).references(() => bankStatementItems.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_returns_item').on(t.itemId),
    uniqueIndex('bank_returns_end_to_end').on(t.endToEndId),
    index('bank_returns_file').on(t.fileMessageId),
  ],
);
