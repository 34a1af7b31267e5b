/**
 * The model's transfers (docs/decisions/0052-ledger-model.md): what each money movement posts, with its
 * cause and idempotency key. Each function only builds the TransferInput; `post(tx, …)` books it.
 *
 * The escrow account moves only with the bank's statement, so its balance is the bank's: every booked
 * statement item posts exactly one transfer keyed `statement:<import key>` — a credit arrives in
 * unmatched receipts (`receipt`), a debit leaves from outgoing (`bankDebit`) or, when nothing was ordered
 * (bank charges), from platform income (`bankCharge`). From unmatched receipts money is allocated: to an
 * investment (`payment`, at most one per investment), to an issuer's repayments (`repayment`), back into
 * the account whose outgoing transfer bounced (`returned`), or back to its sender (`returnToSender`).
 * Money leaves through outgoing (release, withdrawal, return to sender) until the bank books the debit.
 */
import type { AccountRef } from './accounts';
import type { TransferInput } from './post';

const ESCROW: AccountRef = { kind: 'escrow' };
const UNMATCHED: AccountRef = { kind: 'unmatched_receipts' };
const OUTGOING: AccountRef = { kind: 'outgoing' };
const INCOME: AccountRef = { kind: 'platform_income' };

/** Money from `from` to `to`: `from` is debited (its credit-normal balance falls), `to` credited. */
function move(from: AccountRef, to: AccountRef, cents: number) {
  return [
    { account: from, amount: cents },
    { account: to, amount: -cents },
  ];
}

/** The escrow account's balance before the first imported statement (its opening balance). */
export function openingBalance(statementId: string, cents: number): TransferInput {
  return {
    kind: 'opening_balance',
    cause: { type: 'statement_entry', id: statementId },
    idempotencyKey: 'opening_balance',
    reference: statementId,
    entries: cents >= 0 ? move(ESCROW, UNMATCHED, cents) : move(UNMATCHED, ESCROW, -cents),
  };
}

/** A booked credit on the escrow account: the money is there, not yet assigned to anything. */
export function receipt(item: { importKey: string; amountCents: number }): TransferInput {
  return {
    kind: 'receipt',
    cause: { type: 'statement_entry', id: item.importKey },
    idempotencyKey: `statement:${item.importKey}`,
    reference: item.importKey,
    entries: move(ESCROW, UNMATCHED, item.amountCents),
  };
}

/** A booked debit that executes an ordered transfer (release, withdrawal, return to sender). */
export function bankDebit(item: { importKey: string; amountCents: number }): TransferInput {
  return {
    kind: 'bank_debit',
    cause: { type: 'statement_entry', id: item.importKey },
    idempotencyKey: `statement:${item.importKey}`,
    reference: item.importKey,
    entries: move(OUTGOING, ESCROW, item.amountCents),
  };
}

/** A booked debit nobody ordered (account fees): the platform bears it. */
export function bankCharge(item: { importKey: string; amountCents: number }): TransferInput {
  return {
    kind: 'bank_charge',
    cause: { type: 'statement_entry', id: item.importKey },
    idempotencyKey: `statement:${item.importKey}`,
    reference: item.importKey,
    entries: move(INCOME, ESCROW, item.amountCents),
  };
}

/** A receipt pays an investment (matched, or assigned by the operator): owed to the issuer from now. */
export function payment(p: {
  investmentId: string;
  issuer: string;
  amountCents: number;
  importKey: string;
}): TransferInput {
  return {
    kind: 'payment',
    cause: { type: 'investment', id: p.investmentId },
    idempotencyKey: `payment:${p.investmentId}`,
    reference: p.importKey,
    entries: move(UNMATCHED, { kind: 'issuer_payable', owner: p.issuer }, p.amountCents),
  };
}

/** A paid investment withdrawn (or its project failed) before release: the money goes to the wallet. */
export function refund(r: {
  investmentId: string;
  issuer: string;
  userId: string;
  amountCents: number;
}): TransferInput {
  return {
    kind: 'refund',
    cause: { type: 'refund', id: r.investmentId },
    idempotencyKey: `refund:${r.investmentId}`,
    entries: move(
      { kind: 'issuer_payable', owner: r.issuer },
      { kind: 'wallet', owner: r.userId },
      r.amountCents,
    ),
  };
}

/** A project's paid investments released to its issuer: ordered by pain.001, leaving with the bank's debit. */
export function release(r: {
  releaseId: string;
  issuer: string;
  amountCents: number;
  endToEndId: string;
}): TransferInput {
  return {
    kind: 'release',
    cause: { type: 'release', id: r.releaseId },
    idempotencyKey: `release:${r.releaseId}`,
    reference: r.endToEndId,
    entries: move({ kind: 'issuer_payable', owner: r.issuer }, OUTGOING, r.amountCents),
  };
}

/** The platform's fee taken from an issuer's payable (e.g. on release). */
export function fee(f: { causeId: string; issuer: string; amountCents: number }): TransferInput {
  return {
    kind: 'fee',
    cause: { type: 'release', id: f.causeId },
    idempotencyKey: `fee:${f.causeId}`,
    entries: move({ kind: 'issuer_payable', owner: f.issuer }, INCOME, f.amountCents),
  };
}

/** An investor's withdrawal from the wallet to their bank account: reserved now, gone with the bank's debit. */
export function withdrawal(w: {
  withdrawalId: string;
  userId: string;
  amountCents: number;
  endToEndId?: string;
}): TransferInput {
  return {
    kind: 'withdrawal',
    cause: { type: 'withdrawal', id: w.withdrawalId },
    idempotencyKey: `withdrawal:${w.withdrawalId}`,
    ...(w.endToEndId ? { reference: w.endToEndId } : {}),
    entries: move({ kind: 'wallet', owner: w.userId }, OUTGOING, w.amountCents),
  };
}

/** A receipt is an issuer's repayment (issue 34): held for distribution to the investors. */
export function repayment(r: { importKey: string; issuer: string; amountCents: number }): TransferInput {
  return {
    kind: 'repayment',
    cause: { type: 'statement_entry', id: r.importKey },
    idempotencyKey: `repayment:${r.importKey}`,
    reference: r.importKey,
    entries: move(UNMATCHED, { kind: 'issuer_repayments', owner: r.issuer }, r.amountCents),
  };
}

/** One investor's instalment of a due date, from the issuer's repayments into the wallet (issue 34). */
export function payout(p: {
  investmentId: string;
  dueDate: string;
  issuer: string;
  userId: string;
  amountCents: number;
}): TransferInput {
  return {
    kind: 'payout',
    cause: { type: 'payout', id: `${p.investmentId}:${p.dueDate}` },
    idempotencyKey: `payout:${p.investmentId}:${p.dueDate}`,
    entries: move(
      { kind: 'issuer_repayments', owner: p.issuer },
      { kind: 'wallet', owner: p.userId },
      p.amountCents,
    ),
  };
}

/**
 * A receipt is a transfer of ours that came back (a SEPA return, RtrInf): the money goes back where it
 * was taken from — the wallet of a withdrawal, the issuer's payable of a release.
 */
export function returned(r: {
  importKey: string;
  to: AccountRef;
  amountCents: number;
  originalEndToEndId?: string;
}): TransferInput {
  return {
    kind: 'returned',
    cause: { type: 'return', id: r.importKey },
    idempotencyKey: `returned:${r.importKey}`,
    reference: r.originalEndToEndId ?? r.importKey,
    entries: move(UNMATCHED, r.to, r.amountCents),
  };
}

/** The operator sends a receipt back to its sender (unknown reference, over-payment, after lapse). */
export function returnToSender(r: {
  importKey: string;
  amountCents: number;
  endToEndId: string;
}): TransferInput {
  return {
    kind: 'return_to_sender',
    cause: { type: 'return', id: r.importKey },
    idempotencyKey: `return_to_sender:${r.importKey}`,
    reference: r.endToEndId,
    entries: move(UNMATCHED, OUTGOING, r.amountCents),
  };
}
