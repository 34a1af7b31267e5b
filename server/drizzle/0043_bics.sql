ALTER TABLE "bank_returns" ADD COLUMN "creditor_bic" text;--> statement-breakpoint
ALTER TABLE "bank_statement_items" ADD COLUMN "counterparty_bic" text;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "bic" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "bic" text;