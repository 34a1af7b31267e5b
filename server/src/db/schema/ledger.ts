/**
 * The double-entry ledger (issue 33, docs/decisions/0052-ledger-model.md): accounts, transfers and their
 * entries, in integer cents. Transfers and entries are append-only (triggers refuse UPDATE, DELETE and
 * TRUNCATE); each transfer's entries sum to zero (checked at commit by a deferred constraint trigger, and
 * before by ledger/post.ts). Balances are derived from the entries: nothing is cached.
 * Sign convention: an entry's amount is positive for a debit and negative for a credit.
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bigintReference, cents, createdAt, integerReference } from './columns';

export const LEDGER_ACCOUNT_KINDS = [
  'escrow',
  'wallet',
  'issuer_payable',
  'issuer_repayments',
  'unmatched_receipts',
  'outgoing',
  'platform_income',
  'withdrawals_pending',
] as const;

export const LEDGER_CAUSE_TYPES = [
  'statement_entry',
  'investment',
  'refund',
  'release',
  'payout',
  'withdrawal',
  'return',
  'correction',
] as const;

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    /** Unique and stable: `escrow`, `wallet:<user id>`, `issuer_payable:<issuer key>` (ledger/accounts.ts). */
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    /** The user (wallet) or issuer (issuer_*) it belongs to; null for the platform's own accounts. */
    owner: text('owner'),
    /** TigerBeetle's debits_must_not_exceed_credits: its balance may never go below zero (wallets). */
    noOverdraft: boolean('no_overdraft').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_accounts_owner_idx').on(t.kind, t.owner)],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What happened, e.g. `payment`, `refund`, `release` (ledger/transfers.ts). */
    kind: text('kind').notNull(),
    causeType: text('cause_type', { enum: LEDGER_CAUSE_TYPES }).notNull(),
    causeId: text('cause_id').notNull(),
    /** A second posting with the same key returns the first: a retry or a second process never posts twice. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /**
     * The outside record this transfer books, when there is one: a statement item's import key, a pain.001
     * EndToEndId. Part of the transfer's content: a repeated key with another reference is refused.
     */
    reference: text('reference'),
    /** A short text for the operator and the investor's transaction list. */
    description: text('description'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_transfers_cause_idx').on(t.causeType, t.causeId)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigintReference('transfer_id', () => ledgerTransfers.id),
    accountId: integerReference('account_id', () => ledgerAccounts.id),
    /** Signed cents: positive debit, negative credit; never zero. */
    amount: cents('amount'),
  },
  (t) => [
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
    index('ledger_entries_transfer_idx').on(t.transferId),
    index('ledger_entries_account_idx').on(t.accountId, t.amount),
  ],
);
