/** What camt053.ts reads from a statement file: plain data, amounts in integer cents. */

export const CAMT053_NAMESPACES = {
  'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02': '001.02',
  'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08': '001.08',
} as const;

export type CamtVersion = (typeof CAMT053_NAMESPACES)[keyof typeof CAMT053_NAMESPACES];

export interface CamtParty {
  name: string | null;
  iban: string | null;
  /** The BIC of the party's bank (`RltdAgts/DbtrAgt`, `CdtrAgt`): a return to an account outside the EEA needs it. */
  bic: string | null;
}

export interface CamtBalance {
  /** Signed: negative for a debit balance (an overdrawn account). */
  cents: number;
  /** YYYY-MM-DD */
  date: string;
}

/** Why money came back: a SEPA return (R-transaction) of a transfer the platform sent. */
export interface CamtReturn {
  /** ISO 20022 return reason, e.g. AC04 (account closed), AC01 (wrong IBAN), MS03. */
  reasonCode: string | null;
  additionalInfo: string | null;
  /** The EndToEndId of the transfer that came back (German banks give it in the return's Refs). */
  originalEndToEndId: string | null;
}

/**
 * One booked movement: an entry (Ntry) without details or with one transaction (TxDtls), or one
 * transaction of a batch booking (an entry with several TxDtls, each with its own amount).
 */
export interface CamtItem {
  /**
   * The key for importing exactly once: the same movement gets the same key in every statement that
   * lists it (an overlapping or repeated file). From the bank's own identifiers where they stand once in
   * the statement (NONREF and NOTPROVIDED are none), in this order: the transaction's AcctSvcrRef; its
   * proprietary reference (Refs/Prtry) with its type; the entry's AcctSvcrRef + position; the NtryRef +
   * booking date + position; else a hash of the movement's content (date, amount, direction, references,
   * counterparty, text) and its ordinal among identical ones in the statement. Prefixed with the IBAN.
   */
  importKey: string;
  /** The entry's references (Ntry/NtryRef, Ntry/AcctSvcrRef) and the item's position among its TxDtls. */
  entryRef: string | null;
  entryAccountServicerRef: string | null;
  transactionIndex: number;
  /** The transaction's references (TxDtls/Refs). */
  endToEndId: string | null;
  transactionId: string | null;
  accountServicerRef: string | null;
  instructionId: string | null;
  /** Positive cents; `direction` says which way. */
  amountCents: number;
  direction: 'credit' | 'debit';
  /** A reversal (RvslInd): the bank takes back an earlier booking. */
  reversal: boolean;
  /** YYYY-MM-DD */
  bookingDate: string;
  valueDate: string | null;
  /** The ISO bank transaction code (Domn/Fmly/SubFmlyCd) and the proprietary one (German GVC, e.g. NTRF+166). */
  bankTransactionCode: {
    domain: string | null;
    family: string | null;
    subFamily: string | null;
    proprietary: string | null;
  };
  debtor: CamtParty;
  creditor: CamtParty;
  /** The other side: the debtor of a credit, the creditor of a debit. */
  counterparty: CamtParty;
  /** Structured creditor references (CdtrRefInf/Ref), as written (e.g. an RF reference). */
  structuredReferences: string[];
  /** The unstructured remittance lines (Ustrd), joined by a space. */
  unstructured: string;
  /**
   * The bank's booking text: the transaction's AddtlTxInf, else the entry's AddtlNtryInf — what a fee or an
   * account's closing entry says, which has no remittance lines.
   */
  bookingText: string | null;
  returnInfo: CamtReturn | null;
  /** The batch's size when the entry is a batch booking (several TxDtls), otherwise null. */
  batchSize: number | null;
}

/** An entry not imported, and why: camt.053 statements carry booked entries; others are skipped. */
export interface CamtSkipped {
  entryRef: string | null;
  accountServicerRef: string | null;
  status: string;
  amountCents: number;
  direction: 'credit' | 'debit';
}

export interface CamtStatement {
  /** Stmt/Id, the bank's id of this statement. */
  statementId: string;
  electronicSequenceNumber: number | null;
  legalSequenceNumber: number | null;
  /** ISO date-time as the bank wrote it. */
  createdAt: string | null;
  accountIban: string;
  accountCurrency: 'EUR';
  /** The booked opening balance (OPBD, or PRCD: the previous closing) and closing balance (CLBD). */
  openingBalance: CamtBalance | null;
  closingBalance: CamtBalance | null;
  /** The period (FrToDt), date-times as written. */
  from: string | null;
  to: string | null;
  items: CamtItem[];
  skipped: CamtSkipped[];
}

export interface CamtDocument {
  version: CamtVersion;
  /** GrpHdr/MsgId and GrpHdr/CreDtTm. */
  messageId: string;
  createdAt: string;
  statements: CamtStatement[];
}
