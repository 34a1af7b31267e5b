/**
 * Which investment a booked credit pays (issue 33's matching rule), as a pure function the importer calls
 * per statement item: an item pays a payment when its remittance information names that payment's RF
 * reference — in the structured field or anywhere in the unstructured text, spaces and case ignored — and
 * its amount equals the open amount. Everything else is an exception for the operator's queue, with the
 * reason. The caller looks the references up (`referencesIn` gives every candidate of an item, so a whole
 * statement's references can be fetched in one query).
 */
import type { CamtItem } from './camtTypes';
import { checkReference, normalizeReference } from './reference';

/** A payment the platform asked for: an investment's amount under its reference. */
export interface ExpectedPayment {
  id: string;
  /** Electronic form, e.g. RF18539007547034. */
  reference: string;
  amountCents: number;
  state: 'open' | 'paid' | 'lapsed';
}

export type ExceptionReason =
  | 'debit'
  | 'return'
  | 'noReference'
  | 'unknownReference'
  | 'severalReferences'
  | 'underpaid'
  | 'overpaid'
  | 'alreadyPaid'
  | 'afterLapse';

export type MatchResult =
  | { kind: 'pays'; paymentId: string }
  | { kind: 'exception'; reason: ExceptionReason; paymentId?: string };

/**
 * The EndToEndId of a debit that may execute a transfer we ordered by pain.001 (a release, a withdrawal,
 * decisions 0059 and 0065): a debit that names one and is not the bank taking back an earlier booking;
 * else null.
 */
export function orderedDebitEndToEnd(
  item: Pick<CamtItem, 'direction' | 'reversal' | 'endToEndId'>,
): string | null {
  return item.direction === 'debit' && !item.reversal ? item.endToEndId : null;
}

type MatchableItem = Pick<
  CamtItem,
  'direction' | 'amountCents' | 'structuredReferences' | 'unstructured' | 'returnInfo'
>;

/**
 * Every valid RF reference an item may name: its structured references, and in its text every `RF` + two
 * digits followed by 1–21 letters or digits (white space ignored, since payers and banks break
 * references) whose check digits are right — all lengths, as the end of a reference typed into a text is
 * not marked. Unknown ones are filtered out by the lookup.
 */
export function referencesIn(item: Pick<CamtItem, 'structuredReferences' | 'unstructured'>): string[] {
  const found = new Set<string>();
  for (const ref of item.structuredReferences) {
    const check = checkReference(ref);
    if (check.valid) found.add(check.reference);
  }
  const compact = normalizeReference(item.unstructured)
    .replace(/[^A-Z0-9]/g, ' ')
    .replace(/ /g, '');
  for (const match of compact.matchAll(/RF[0-9]{2}/g)) {
    const payload = /^[A-Z0-9]{1,21}/.exec(compact.slice(match.index + 4))?.[0] ?? '';
    for (let length = 1; length <= payload.length; length += 1) {
      const candidate = `${match[0]}${payload.slice(0, length)}`;
      if (checkReference(candidate).valid) found.add(candidate);
    }
  }
  return [...found];
}

/** What a booked item does: pays one expected payment, or goes to the exception queue and why. */
export function matchItem(
  item: MatchableItem,
  lookup: (reference: string) => ExpectedPayment | undefined,
): MatchResult {
  if (item.direction === 'debit') return { kind: 'exception', reason: 'debit' };
  if (item.returnInfo) return { kind: 'exception', reason: 'return' };
  const candidates = referencesIn(item);
  if (candidates.length === 0) return { kind: 'exception', reason: 'noReference' };
  const known = new Map<string, ExpectedPayment>();
  for (const reference of candidates) {
    const payment = lookup(reference);
    if (payment) known.set(payment.id, payment);
  }
  if (known.size === 0) return { kind: 'exception', reason: 'unknownReference' };
  if (known.size > 1) return { kind: 'exception', reason: 'severalReferences' };
  const [payment] = [...known.values()] as [ExpectedPayment];
  const paymentId = payment.id;
  if (payment.state === 'paid') return { kind: 'exception', reason: 'alreadyPaid', paymentId };
  if (payment.state === 'lapsed') return { kind: 'exception', reason: 'afterLapse', paymentId };
  if (item.amountCents < payment.amountCents) return { kind: 'exception', reason: 'underpaid', paymentId };
  if (item.amountCents > payment.amountCents) return { kind: 'exception', reason: 'overpaid', paymentId };
  return { kind: 'pays', paymentId };
}
