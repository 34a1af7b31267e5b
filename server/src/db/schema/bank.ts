/**
 * The escrow account's imported bank statements (issue 33, decision 0057): each statement once (account,
 * statement id, sequence), each booked item once (the parser's import key), so a repeated or overlapping
 * statement changes nothing; items that paid nothing wait in the exception list with their reason.
 */
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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

export const BANK_ITEM_OUTCOMES = ['paid', 'exception', 'debit'] as const;

export const bankStatementItems = pgTable(
  'bank_statement_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The parser's key (decision 0053): the same booking in any statement has the same key. */
    importKey: text('import_key').notNull(),
    statementId: bigint('statement_id', { mode: 'number' })
      .notNull()
      .references(() => bankStatements.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    direction: text('direction', { enum: ['credit', 'debit'] }).notNull(),
    bookingDate: text('booking_date').notNull(),
    counterpartyName: text('counterparty_name'),
    counterpartyIban: text('counterparty_iban'),
    remittance: text('remittance').notNull(),
    /** What the import did: paid an investment, or left it for the operator (with `reason`). */
    outcome: text('outcome', { enum: BANK_ITEM_OUTCOMES }).notNull(),
    reason: text('reason'),
    investmentId: text('investment_id'),
    /** The parsed item as the bank gave it, for the operator's exception work. */
    raw: jsonb('raw').$type<unknown>().notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_statement_items_import_key').on(t.importKey),
    index('bank_statement_items_open_exceptions').on(t.createdAt, t.id),
  ],
);
