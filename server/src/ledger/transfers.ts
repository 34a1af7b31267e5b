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
 * Money leaves through outgoing (release, withdrawal, return to sender) until the bank books the debit; a
 * withdrawal waits in withdrawals_pending between the investor's request and the operator's order.
 */
import type { AccountRef } from './accounts';
import type { CauseType, TransferInput } from './post';

const ESCROW: AccountRef = { kind: 'escrow' };
const UNMATCHED: AccountRef = { kind: 'unmatched_receipts' };
const OUTGOING: AccountRef = { kind: 'outgoing' };
const INCOME: AccountRef = { kind: 'platform_income' };
const PENDING_WITHDRAWALS: AccountRef = { kind: 'withdrawals_pending' };
const payable = (issuer: string): AccountRef => ({ kind: 'issuer_payable', owner: issuer });
const repayments = (issuer: string): AccountRef => ({ kind: 'issuer_repayments', owner: issuer });
const wallet = (userId: string): AccountRef => ({ kind: 'wallet', owner: userId });

/**
 * One movement of `cents` of the kind `kind`, caused by the `cause` with the id `id`: `from` is debited
 * (its credit-normal balance falls), `to` credited. Keyed `<kind>:<id>` unless `key` says otherwise; with
 * a reference where one is given.
 */
function transfer(t: {
  kind: string;
  cause: CauseType;
  id: string;
  from: AccountRef;
  to: AccountRef;
  cents: number;
  reference?: string;
  key?: string;
}): TransferInput {
  return {
    kind: t.kind,
    cause: { type: t.cause, id: t.id },
    idempotencyKey: t.key ?? `${t.kind}:${t.id}`,
    ...(t.reference === undefined ? {} : { reference: t.reference }),
    entries: [
      { account: t.from, amount: t.cents },
      { account: t.to, amount: -t.cents },
    ],
  };
}

/** A booked statement item of the kind `kind`: keyed `statement:<import key>`, one transfer per item. */
function statementItem(kind: string, from: AccountRef, to: AccountRef) {
  return (item: { importKey: string; amountCents: number }): TransferInput => {
    const { importKey: id, amountCents: cents } = item;
    return transfer({
      kind,
      cause: 'statement_entry',
      id,
      key: `statement:${id}`,
      reference: id,
      from,
      to,
      cents,
    });
  };
}

/** The escrow account's balance before the first imported statement (its opening balance). */
export function openingBalance(statementId: string, cents: number): TransferInput {
  const [from, to] = cents >= 0 ? [ESCROW, UNMATCHED] : [UNMATCHED, ESCROW];
  return transfer({
    kind: 'opening_balance',
    cause: 'statement_entry',
    id: statementId,
    key: 'opening_balance',
    reference: statementId,
    from: from,
    to: to,
    cents: Math.abs(cents),
  });
}

/** A booked credit on the escrow account: the money is there, not yet assigned to anything. */
export const receipt = statementItem('receipt', ESCROW, UNMATCHED);

/** A booked debit that executes an ordered transfer (release, withdrawal, return to sender). */
export const bankDebit = statementItem('bank_debit', OUTGOING, ESCROW);

/** A booked debit nobody ordered (account fees): the platform bears it. */
export const bankCharge = statementItem('bank_charge', INCOME, ESCROW);

/** A receipt pays an investment (matched, or assigned by the operator): owed to the issuer from now. */
export function payment(p: {
  investmentId: string;
  issuer: string;
  amountCents: number;
  importKey: string;
}): TransferInput {
  return transfer({
    kind: 'payment',
    cause: 'investment',
    id: p.investmentId,
    reference: p.importKey,
    from: UNMATCHED,
    to: payable(p.issuer),
    cents: p.amountCents,
  });
}

/** A paid investment withdrawn (or its project failed) before release: the money goes to the wallet. */
export function refund(r: {
  investmentId: string;
  issuer: string;
  userId: string;
  amountCents: number;
}): TransferInput {
  return transfer({
    kind: 'refund',
    cause: 'refund',
    id: r.investmentId,
    from: payable(r.issuer),
    to: wallet(r.userId),
    cents: r.amountCents,
  });
}

/** A project's paid investments released to its issuer: ordered by pain.001, leaving with the bank's debit. */
export function release(r: {
  releaseId: string;
  issuer: string;
  amountCents: number;
  endToEndId: string;
}): TransferInput {
  return transfer({
    kind: 'release',
    cause: 'release',
    id: r.releaseId,
    reference: r.endToEndId,
    from: payable(r.issuer),
    to: OUTGOING,
    cents: r.amountCents,
  });
}

/** The platform's fee taken from an issuer's payable (e.g. on release). */
export function fee(f: { causeId: string; issuer: string; amountCents: number }): TransferInput {
  return transfer({
    kind: 'fee',
    cause: 'release',
    id: f.causeId,
    from: payable(f.issuer),
    to: INCOME,
    cents: f.amountCents,
  });
}

/**
 * An investor's withdrawal request (decision 0065): out of the wallet at once (so the balance covers no
 * second request), held as pending until the operator orders it or the investor cancels it.
 */
export function withdrawal(w: { withdrawalId: string; userId: string; amountCents: number }): TransferInput {
  return transfer({
    kind: 'withdrawal',
    cause: 'withdrawal',
    id: w.withdrawalId,
    from: wallet(w.userId),
    to: PENDING_WITHDRAWALS,
    cents: w.amountCents,
  });
}

/** A requested withdrawal cancelled by the investor: the money goes back into the wallet. */
export function withdrawalCancelled(w: {
  withdrawalId: string;
  userId: string;
  amountCents: number;
}): TransferInput {
  return transfer({
    kind: 'withdrawal_cancelled',
    cause: 'withdrawal',
    id: w.withdrawalId,
    from: PENDING_WITHDRAWALS,
    to: wallet(w.userId),
    cents: w.amountCents,
  });
}

/** A requested withdrawal ordered in a pain.001 file: outgoing until the bank's debit (bankDebit) books it. */
export function withdrawalOrdered(w: {
  withdrawalId: string;
  amountCents: number;
  endToEndId: string;
}): TransferInput {
  return transfer({
    kind: 'withdrawal_ordered',
    cause: 'withdrawal',
    id: w.withdrawalId,
    reference: w.endToEndId,
    from: PENDING_WITHDRAWALS,
    to: OUTGOING,
    cents: w.amountCents,
  });
}

/** A receipt is an issuer's repayment (issue 34): held for distribution to the investors. */
export function repayment(r: { importKey: string; issuer: string; amountCents: number }): TransferInput {
  return transfer({
    kind: 'repayment',
    cause: 'statement_entry',
    id: r.importKey,
    reference: r.importKey,
    from: UNMATCHED,
    to: repayments(r.issuer),
    cents: r.amountCents,
  });
}

/**
 * One investor's instalment of a due date, from the issuer's repayments into the wallet (issue 34,
 * decision 0067): interest and principal as separate transfers, keyed
 * `payout:<investment>:<due date number>:interest|principal`, so no run, restart or second process pays twice.
 */
export function payout(p: {
  investmentId: string;
  number: number;
  part: 'interest' | 'principal';
  issuer: string;
  userId: string;
  amountCents: number;
  reference: string;
}): TransferInput {
  const id = `${p.investmentId}:${p.number}`;
  return transfer({
    kind: 'payout',
    cause: 'payout',
    id,
    key: `payout:${id}:${p.part}`,
    reference: p.reference,
    from: repayments(p.issuer),
    to: wallet(p.userId),
    cents: p.amountCents,
  });
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
  const reference = r.originalEndToEndId ?? r.importKey;
  return transfer({
    kind: 'returned',
    cause: 'return',
    id: r.importKey,
    reference: reference,
    from: UNMATCHED,
    to: r.to,
    cents: r.amountCents,
  });
}

/** The operator sends a receipt back to its sender (unknown reference, over-payment, after lapse). */
export function returnToSender(r: {
  importKey: string;
  amountCents: number;
  endToEndId: string;
}): TransferInput {
  return transfer({
    kind: 'return_to_sender',
    cause: 'return',
    id: r.importKey,
    reference: r.endToEndId,
    from: UNMATCHED,
    to: OUTGOING,
    cents: r.amountCents,
  });
}
