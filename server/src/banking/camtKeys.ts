/**
 * The bank's references in a camt.053 statement and the import key made of them (decision 0053): what
 * identifies a booked movement, so that a repeated or overlapping statement imports it once. A reference
 * identifies only where it stands once in the statement, and the placeholders banks write for none do not.
 */
import { createHash } from 'node:crypto';
import type { CamtItem } from './camtTypes';
import { all, child, text, type XmlNode } from './xml';

/**
 * A bank's reference, or undefined where it gives none: SEPA and the German banks write "NOTPROVIDED" or
 * "NONREF" for a reference they do not have (the Sparkassen on every entry), which is no identifier.
 */
export function reference(node: XmlNode | undefined, ...path: string[]): string | undefined {
  const value = text(node, ...path);
  return value === undefined || PLACEHOLDER_REFERENCES.has(value.toUpperCase()) ? undefined : value;
}
const PLACEHOLDER_REFERENCES = new Set(['NOTPROVIDED', 'NONREF']);

export interface EntryContext {
  iban: string;
  /** How often each content hash was seen in this statement, for the ordinal of identical movements. */
  hashes: Map<string, number>;
  /** The bank references that stand once in this statement (importKey): only those identify a movement. */
  unique: ReadonlySet<string>;
}

/** A transaction's proprietary reference (`Refs/Prtry`: the Sparkassen's FI-UMSATZ-ID), with its type. */
export function proprietaryReference(refs: XmlNode | undefined): string | undefined {
  const prtry = child(refs, 'Prtry');
  const value = reference(prtry, 'Ref');
  return value === undefined ? undefined : `${text(prtry, 'Tp') ?? ''}:${value}`;
}

/** The bank references of a statement's booked entries by kind, each kept where it stands once. */
export function uniqueReferences(entries: XmlNode[]): Set<string> {
  const counts = new Map<string, number>();
  const count = (kind: string, value: string | undefined) => {
    if (value !== undefined) counts.set(`${kind}:${value}`, (counts.get(`${kind}:${value}`) ?? 0) + 1);
  };
  for (const entry of entries) {
    count('acct', reference(entry, 'AcctSvcrRef'));
    count('ntry', reference(entry, 'NtryRef'));
    for (const tx of all(entry, 'NtryDtls').flatMap((d) => all(d, 'TxDtls'))) {
      count('tx', reference(tx, 'Refs', 'AcctSvcrRef'));
      count('prtry', proprietaryReference(child(tx, 'Refs')));
    }
  }
  return new Set([...counts].filter(([, n]) => n === 1).map(([key]) => key));
}

/**
 * See CamtItem.importKey. A bank reference keys a movement only where it stands once in the statement: some
 * banks repeat one on several entries, and "NONREF" is none (reference). An entry's NtryRef is often its
 * running number in the day's statement, so its key carries the booking date too.
 */
export function importKey(
  item: Omit<CamtItem, 'importKey'>,
  proprietary: string | undefined,
  context: EntryContext,
): string {
  const once = (kind: string, value: string | null | undefined): value is string =>
    value != null && context.unique.has(`${kind}:${value}`);
  if (once('tx', item.accountServicerRef)) return `${context.iban}:tx:${item.accountServicerRef}`;
  if (once('prtry', proprietary)) return `${context.iban}:prtry:${proprietary}`;
  if (once('acct', item.entryAccountServicerRef))
    return `${context.iban}:acct:${item.entryAccountServicerRef}:${item.transactionIndex}`;
  if (once('ntry', item.entryRef))
    return `${context.iban}:ntry:${item.bookingDate}:${item.entryRef}:${item.transactionIndex}`;
  const content = JSON.stringify([
    item.bookingDate,
    item.valueDate,
    item.amountCents,
    item.direction,
    item.endToEndId,
    item.transactionId,
    item.counterparty.iban,
    item.structuredReferences,
    item.unstructured,
  ]);
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 24);
  const ordinal = (context.hashes.get(hash) ?? 0) + 1;
  context.hashes.set(hash, ordinal);
  return `${context.iban}:hash:${hash}:${ordinal}`;
}
