/**
 * Reads ISO 20022 camt.053 bank-to-customer statements (the "Kontoauszug" a German bank offers for
 * download, DFÜ-Abkommen Anlage 3) in the two versions German banks deliver: camt.053.001.02 (the long-time
 * standard) and camt.053.001.08 (since the SEPA 2023 rulebooks). The root element's namespace tells the
 * version; anything else — another version, another message (camt.052/054, pain), malformed XML, a
 * DOCTYPE, a currency other than EUR, an amount that is not whole cents — is refused with a BankingError,
 * and the caller imports nothing of the file. Entries whose status is not BOOK (PDNG, INFO: not final)
 * are not imported and are listed in `skipped`. Docs: docs/decisions/0053-bank-file-formats.md.
 */
import { xmlText } from '@wurzelwerk/shared';
import { decimalToCents } from './amount';
import { type EntryContext, importKey, proprietaryReference, reference, uniqueReferences } from './camtKeys';
import {
  CAMT053_NAMESPACES,
  type CamtBalance,
  type CamtDocument,
  type CamtItem,
  type CamtParty,
  type CamtSkipped,
  type CamtStatement,
  type CamtVersion,
} from './camtTypes';
import { BankingError } from './errors';
import { checkBic, normalizeIban } from './iban';
import { containsReference, normalizeReference } from './reference';
import { all, attribute, child, parseXmlDocument, text, type XmlNode } from './xml';

export * from './camtTypes';

/** A required text, or a refusal naming the element. */
function required(node: XmlNode | undefined, ...path: string[]): string {
  const value = text(node, ...path);
  if (value === undefined) throw new BankingError('camt.missingField', path.join('/'));
  return value;
}

/** An amount element (`<Amt Ccy="EUR">12.30</Amt>`) in cents; EUR only. */
function euroCents(amount: XmlNode | undefined, where: string): number {
  const value = text(amount);
  if (value === undefined) throw new BankingError('camt.missingField', `${where}/Amt`);
  const currency = attribute(amount, 'Ccy');
  if (currency !== 'EUR') throw new BankingError('camt.currency', `${where}: ${currency ?? 'no currency'}`);
  const cents = decimalToCents(value);
  if (cents === null) throw new BankingError('camt.amount', `${where}: ${value}`);
  return cents;
}

function direction(node: XmlNode | undefined, where: string): 'credit' | 'debit' {
  const indicator = required(node, 'CdtDbtInd');
  if (indicator === 'CRDT') return 'credit';
  if (indicator === 'DBIT') return 'debit';
  throw new BankingError('camt.missingField', `${where}/CdtDbtInd: ${indicator}`);
}

/** A date element (`<Dt>` or `<DtTm>` inside) as YYYY-MM-DD. */
function dateOf(node: XmlNode | undefined): string | null {
  return text(node, 'Dt') ?? text(node, 'DtTm')?.slice(0, 10) ?? null;
}

function balanceOf(balances: XmlNode[], codes: string[]): CamtBalance | null {
  for (const code of codes) {
    const balance = balances.find((b) => text(b, 'Tp', 'CdOrPrtry', 'Cd') === code);
    if (!balance) continue;
    const cents = euroCents(child(balance, 'Amt'), `Bal ${code}`);
    const date = dateOf(child(balance, 'Dt'));
    if (date === null) throw new BankingError('camt.missingField', `Bal ${code}/Dt`);
    return { cents: direction(balance, `Bal ${code}`) === 'debit' ? -cents : cents, date };
  }
  return null;
}

/**
 * A party of a transaction: version 02 writes `Dbtr/Nm` and its bank's `DbtrAgt/FinInstnId/BIC`, version 08
 * `Dbtr/Pty/Nm` and `BICFI`. A BIC that is not one is left out (it is only ever needed to send money back).
 */
function party(tx: XmlNode | undefined, role: 'Dbtr' | 'Cdtr'): CamtParty {
  const parties = child(tx, 'RltdPties');
  const node = child(parties, role);
  const iban = text(parties, `${role}Acct`, 'Id', 'IBAN');
  const bank = child(tx, 'RltdAgts', `${role}Agt`, 'FinInstnId');
  const bic = checkBic(text(bank, 'BICFI') ?? text(bank, 'BIC') ?? '');
  return {
    name: text(node, 'Nm') ?? text(node, 'Pty', 'Nm') ?? null,
    iban: iban ? normalizeIban(iban) : null,
    bic: bic.valid ? bic.bic : null,
  };
}

/**
 * The other side of a movement: the debtor of a credit, the creditor of a debit — unless the bank left
 * it out and named the other party only (returns often name the original creditor): then that one, as
 * long as it is not this account itself.
 */
function counterpartyOf([preferred, other]: [CamtParty, CamtParty], ownIban: string): CamtParty {
  const known = (p: CamtParty) => (p.name !== null || p.iban !== null) && p.iban !== ownIban;
  if (known(preferred) || !known(other)) return preferred;
  return other;
}

/** The entry's status: `<Sts>BOOK</Sts>` in version 02, `<Sts><Cd>BOOK</Cd></Sts>` in version 08. */
function statusOf(entry: XmlNode): string {
  return text(entry, 'Sts') ?? text(entry, 'Sts', 'Cd') ?? text(entry, 'Sts', 'Prtry') ?? '';
}

/** A transaction's own amount: `TxDtls/Amt` (version 08) or `TxDtls/AmtDtls/TxAmt/Amt` (both). */
function transactionAmount(details: XmlNode): XmlNode | undefined {
  return child(details, 'Amt') ?? child(details, 'AmtDtls', 'TxAmt', 'Amt');
}

function itemsOf(entry: XmlNode, context: EntryContext): CamtItem[] {
  const entryCents = euroCents(child(entry, 'Amt'), 'Ntry');
  const entryDirection = direction(entry, 'Ntry');
  const bookingDate = dateOf(child(entry, 'BookgDt'));
  if (bookingDate === null) throw new BankingError('camt.missingField', 'Ntry/BookgDt');
  const entryRef = reference(entry, 'NtryRef') ?? null;
  const entryAccountServicerRef = reference(entry, 'AcctSvcrRef') ?? null;
  const entryName = `Ntry ${entryRef ?? entryAccountServicerRef ?? bookingDate}`;
  const details = all(entry, 'NtryDtls').flatMap((d) => all(d, 'TxDtls'));
  const batch = details.length > 1;
  if (batch) {
    // A batch may net credits and debits (version 08 gives each transaction its own CdtDbtInd).
    const signed = (cents: number, way: 'credit' | 'debit') => (way === 'credit' ? cents : -cents);
    let sum = 0;
    for (const [index, tx] of details.entries()) {
      if (!transactionAmount(tx))
        throw new BankingError('camt.missingField', `${entryName}: TxDtls ${index + 1}/Amt`);
      const way = text(tx, 'CdtDbtInd') ? direction(tx, 'TxDtls') : entryDirection;
      sum += signed(euroCents(transactionAmount(tx), 'TxDtls'), way);
    }
    if (sum !== signed(entryCents, entryDirection))
      throw new BankingError('camt.amount', `${entryName}: the batch's ${sum} ≠ ${entryCents}`);
  }
  const code = child(entry, 'BkTxCd');
  const bankTransactionCode = {
    domain: text(code, 'Domn', 'Cd') ?? null,
    family: text(code, 'Domn', 'Fmly', 'Cd') ?? null,
    subFamily: text(code, 'Domn', 'Fmly', 'SubFmlyCd') ?? null,
    proprietary: text(code, 'Prtry', 'Cd') ?? null,
  };
  const transactions: (XmlNode | undefined)[] = details.length > 0 ? details : [undefined];
  return transactions.map((tx, transactionIndex) => {
    // A single movement is what the entry booked: its transaction's own amount may be the one instructed
    // before the banks' charges, or another currency's (`AmtDtls`), and only the entry's moved the account.
    const amountCents = batch ? euroCents(tx && transactionAmount(tx), 'TxDtls') : entryCents;
    const itemDirection = batch && tx && text(tx, 'CdtDbtInd') ? direction(tx, 'TxDtls') : entryDirection;
    const debtor = party(tx, 'Dbtr');
    const creditor = party(tx, 'Cdtr');
    const remittance = child(tx, 'RmtInf');
    const structuredReferences = all(remittance, 'Strd')
      .map((s) => text(s, 'CdtrRefInf', 'Ref'))
      .filter((ref): ref is string => ref !== undefined);
    const unstructured = all(remittance, 'Ustrd')
      .map((line) => text(line) ?? '')
      .filter((line) => line !== '')
      .join(' ');
    const returnNode = child(tx, 'RtrInf');
    const refs = child(tx, 'Refs');
    const givenEndToEndId = reference(refs, 'EndToEndId') ?? null;
    const item: Omit<CamtItem, 'importKey'> = {
      entryRef,
      entryAccountServicerRef,
      transactionIndex,
      endToEndId: givenEndToEndId,
      transactionId: reference(refs, 'TxId') ?? null,
      accountServicerRef: reference(refs, 'AcctSvcrRef') ?? null,
      instructionId: reference(refs, 'InstrId') ?? null,
      amountCents,
      direction: itemDirection,
      // xs:boolean: `true` or `1`.
      reversal: ['true', '1'].includes(text(entry, 'RvslInd') ?? ''),
      bookingDate,
      valueDate: dateOf(child(entry, 'ValDt')),
      bankTransactionCode,
      debtor,
      creditor,
      counterparty: counterpartyOf(
        itemDirection === 'credit' ? [debtor, creditor] : [creditor, debtor],
        context.iban,
      ),
      structuredReferences,
      unstructured,
      bookingText: text(tx, 'AddtlTxInf') ?? text(entry, 'AddtlNtryInf') ?? null,
      returnInfo: returnNode
        ? {
            reasonCode: text(returnNode, 'Rsn', 'Cd') ?? text(returnNode, 'Rsn', 'Prtry') ?? null,
            additionalInfo:
              all(returnNode, 'AddtlInf')
                .map((i) => text(i) ?? '')
                .join(' ') || null,
            originalEndToEndId: givenEndToEndId,
          }
        : null,
      batchSize: batch ? details.length : null,
    };
    return { importKey: importKey(item, proprietaryReference(refs), context), ...item };
  });
}

function statementOf(stmt: XmlNode): CamtStatement {
  const ibanText = required(stmt, 'Acct', 'Id', 'IBAN');
  const iban = normalizeIban(ibanText);
  const currency = text(stmt, 'Acct', 'Ccy');
  if (currency !== undefined && currency !== 'EUR')
    throw new BankingError('camt.currency', `Acct/Ccy: ${currency}`);
  const balances = all(stmt, 'Bal');
  const entries = all(stmt, 'Ntry');
  const context: EntryContext = {
    iban,
    hashes: new Map(),
    unique: uniqueReferences(entries.filter((entry) => statusOf(entry) === 'BOOK')),
  };
  const items: CamtItem[] = [];
  const skipped: CamtSkipped[] = [];
  for (const entry of entries) {
    const status = statusOf(entry);
    if (status !== 'BOOK') {
      skipped.push({
        entryRef: reference(entry, 'NtryRef') ?? null,
        accountServicerRef: reference(entry, 'AcctSvcrRef') ?? null,
        status: status || 'none',
        amountCents: euroCents(child(entry, 'Amt'), 'Ntry'),
        direction: direction(entry, 'Ntry'),
      });
      continue;
    }
    items.push(...itemsOf(entry, context));
  }
  const sequence = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);
  return {
    statementId: required(stmt, 'Id'),
    electronicSequenceNumber: sequence(text(stmt, 'ElctrncSeqNb')),
    legalSequenceNumber: sequence(text(stmt, 'LglSeqNb')),
    createdAt: text(stmt, 'CreDtTm') ?? null,
    accountIban: iban,
    accountCurrency: 'EUR',
    openingBalance: balanceOf(balances, ['OPBD', 'PRCD']),
    closingBalance: balanceOf(balances, ['CLBD']),
    from: text(stmt, 'FrToDt', 'FrDtTm') ?? null,
    to: text(stmt, 'FrToDt', 'ToDtTm') ?? null,
    items,
    skipped,
  };
}

/** The version a namespace names, or a refusal: another camt.053 version, or not a camt.053 at all. */
function versionOf(root: string, namespace: string, node: XmlNode): CamtVersion {
  const version = CAMT053_NAMESPACES[namespace as keyof typeof CAMT053_NAMESPACES];
  if (version) {
    if (root !== 'Document' || !child(node, 'BkToCstmrStmt')) throw new BankingError('camt.notCamt053', root);
    return version;
  }
  if (/camt\.053\.001\.\d+$/.test(namespace)) throw new BankingError('camt.version', namespace);
  throw new BankingError('camt.notCamt053', namespace || root);
}

/**
 * Parses a camt.053 file (text, or bytes in their declared encoding). Throws a BankingError for anything it
 * does not accept.
 */
export function parseCamt053(input: string | Uint8Array): CamtDocument {
  // Bytes in the encoding their declaration names (FinTS files come in ISO-8859-1 too).
  const xml = typeof input === 'string' ? input : xmlText(input);
  const { root, namespace, node } = parseXmlDocument(xml.replace(/^\uFEFF/, ''));
  const version = versionOf(root, namespace, node);
  const message = child(node, 'BkToCstmrStmt');
  const statements = all(message, 'Stmt');
  if (statements.length === 0) throw new BankingError('camt.missingField', 'Stmt');
  return {
    version,
    messageId: required(message, 'GrpHdr', 'MsgId'),
    createdAt: required(message, 'GrpHdr', 'CreDtTm'),
    statements: statements.map(statementOf),
  };
}

/**
 * Whether a movement names a reference: one of its structured references, or anywhere in its
 * unstructured text — spaces and case ignored (payers type references as they like).
 */
export function mentionsReference(
  item: Pick<CamtItem, 'structuredReferences' | 'unstructured'>,
  reference: string,
): boolean {
  const wanted = normalizeReference(reference);
  return (
    item.structuredReferences.some((ref) => normalizeReference(ref) === wanted) ||
    containsReference(item.unstructured, wanted)
  );
}
