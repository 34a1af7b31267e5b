/**
 * DEMO AND TESTS ONLY — writes camt.053 statements as a bank would, for the demo's `bun run
 * bank:statement` (which "pays" open references of the demo database) and for the tests (which parse
 * them back). A real statement only ever comes from the escrow account's bank; nothing in the app may
 * import a file of this module's making as if it came from one, outside the demo.
 */
import { XMLBuilder } from 'fast-xml-parser';
import { centsToDecimal } from './amount';
import { CAMT053_NAMESPACES, type CamtVersion } from './camtTypes';

export interface SampleParty {
  name: string;
  iban: string;
  /** The party's bank (written as `RltdAgts/DbtrAgt` or `CdtrAgt`), when given. */
  bic?: string;
}

export interface SampleTransaction {
  amountCents: number;
  endToEndId?: string;
  transactionId?: string;
  accountServicerRef?: string;
  /** The other side: the payer of a credit, the payee of a debit. */
  counterparty?: SampleParty;
  reference?: string;
  /** Unstructured lines (each ≤ 140). */
  lines?: string[];
  /** A return (R-transaction): its reason code; `endToEndId` is the original transfer's. */
  returnReason?: string;
}

export interface SampleEntry {
  direction: 'credit' | 'debit';
  entryRef?: string;
  accountServicerRef?: string;
  /** YYYY-MM-DD */
  bookingDate: string;
  valueDate?: string;
  status?: 'BOOK' | 'PDNG' | 'INFO';
  reversal?: boolean;
  /** One for a single booking, several for a batch booking (the entry's amount is their sum). */
  transactions: SampleTransaction[];
}

export interface SampleStatementInput {
  version?: CamtVersion;
  accountIban: string;
  messageId: string;
  statementId: string;
  sequence: number;
  createdAt: Date;
  openingCents: number;
  /** YYYY-MM-DD of the opening balance (the previous closing) and of the closing balance. */
  fromDate: string;
  toDate: string;
  entries: SampleEntry[];
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  processEntities: true,
});

const amount = (cents: number) => ({ '@_Ccy': 'EUR', '#text': centsToDecimal(Math.abs(cents)) });
const sideOf = (cents: number) => (cents < 0 ? 'DBIT' : 'CRDT');

function partyNode(version: CamtVersion, name: string) {
  return version === '001.02' ? { Nm: name } : { Pty: { Nm: name } };
}

function transactionNode(
  version: CamtVersion,
  accountIban: string,
  entry: SampleEntry,
  tx: SampleTransaction,
  withAmount: boolean,
) {
  const us: SampleParty = { name: 'Wurzelwerk Treuhandkonto', iban: accountIban };
  const other = tx.counterparty;
  const [debtor, creditor] = entry.direction === 'credit' ? [other, us] : [us, other];
  const parties: Record<string, unknown> = {};
  if (debtor?.name) parties.Dbtr = partyNode(version, debtor.name);
  if (debtor?.iban) parties.DbtrAcct = { Id: { IBAN: debtor.iban } };
  if (creditor?.name) parties.Cdtr = partyNode(version, creditor.name);
  if (creditor?.iban) parties.CdtrAcct = { Id: { IBAN: creditor.iban } };
  const agents: Record<string, unknown> = {};
  const bank = (bic: string) => ({ FinInstnId: version === '001.02' ? { BIC: bic } : { BICFI: bic } });
  if (debtor?.bic) agents.DbtrAgt = bank(debtor.bic);
  if (creditor?.bic) agents.CdtrAgt = bank(creditor.bic);
  const remittance: Record<string, unknown> = {};
  if (tx.lines?.length) remittance.Ustrd = tx.lines;
  if (tx.reference)
    remittance.Strd = { CdtrRefInf: { Tp: { CdOrPrtry: { Cd: 'SCOR' } }, Ref: tx.reference } };
  const refs: Record<string, string> = {};
  if (tx.accountServicerRef) refs.AcctSvcrRef = tx.accountServicerRef;
  refs.EndToEndId = tx.endToEndId ?? 'NOTPROVIDED';
  if (tx.transactionId) refs.TxId = tx.transactionId;
  const side = entry.direction === 'credit' ? 'CRDT' : 'DBIT';
  return {
    Refs: refs,
    ...(withAmount && version === '001.08' ? { Amt: amount(tx.amountCents), CdtDbtInd: side } : {}),
    ...(withAmount ? { AmtDtls: { TxAmt: { Amt: amount(tx.amountCents) } } } : {}),
    ...(Object.keys(parties).length ? { RltdPties: parties } : {}),
    ...(Object.keys(agents).length ? { RltdAgts: agents } : {}),
    ...(Object.keys(remittance).length ? { RmtInf: remittance } : {}),
    ...(tx.returnReason ? { RtrInf: { Rsn: { Cd: tx.returnReason }, AddtlInf: 'Ruecklastschrift' } } : {}),
  };
}

function entryNode(version: CamtVersion, accountIban: string, entry: SampleEntry) {
  const cents = entry.transactions.reduce((sum, tx) => sum + tx.amountCents, 0);
  const batch = entry.transactions.length > 1;
  const returned = entry.transactions.some((tx) => tx.returnReason);
  const status = entry.status ?? 'BOOK';
  return {
    ...(entry.entryRef ? { NtryRef: entry.entryRef } : {}),
    Amt: amount(cents),
    CdtDbtInd: entry.direction === 'credit' ? 'CRDT' : 'DBIT',
    ...(entry.reversal ? { RvslInd: 'true' } : {}),
    Sts: version === '001.02' ? status : { Cd: status },
    BookgDt: { Dt: entry.bookingDate },
    ValDt: { Dt: entry.valueDate ?? entry.bookingDate },
    ...(entry.accountServicerRef ? { AcctSvcrRef: entry.accountServicerRef } : {}),
    BkTxCd: {
      Domn: {
        Cd: 'PMNT',
        Fmly: {
          Cd: entry.direction === 'credit' ? 'RCDT' : 'ICDT',
          SubFmlyCd: returned ? 'RRTN' : 'ESCT',
        },
      },
      Prtry: { Cd: entry.direction === 'credit' ? 'NTRF+166' : 'NTRF+116', Issr: 'DK' },
    },
    NtryDtls: {
      ...(batch ? { Btch: { NbOfTxs: String(entry.transactions.length) } } : {}),
      TxDtls: entry.transactions.map((tx) =>
        transactionNode(version, accountIban, entry, tx, batch || tx.amountCents !== cents),
      ),
    },
  };
}

/** The closing balance the statement will show: opening plus its booked entries. */
export function closingCents(input: Pick<SampleStatementInput, 'openingCents' | 'entries'>): number {
  return input.entries
    .filter((entry) => (entry.status ?? 'BOOK') === 'BOOK')
    .reduce((balance, entry) => {
      const cents = entry.transactions.reduce((sum, tx) => sum + tx.amountCents, 0);
      return balance + (entry.direction === 'credit' ? cents : -cents);
    }, input.openingCents);
}

/** A camt.053 statement (version 001.08 unless asked) with the given entries. */
export function buildSampleStatement(input: SampleStatementInput): string {
  const version = input.version ?? '001.08';
  const namespace = Object.entries(CAMT053_NAMESPACES).find(([, v]) => v === version)?.[0];
  const closing = closingCents(input);
  const created = `${input.createdAt.toISOString().slice(0, 19)}+00:00`;
  const balance = (code: string, cents: number, date: string) => ({
    Tp: { CdOrPrtry: { Cd: code } },
    Amt: amount(cents),
    CdtDbtInd: sideOf(cents),
    Dt: { Dt: date },
  });
  const document = {
    Document: {
      '@_xmlns': namespace,
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      BkToCstmrStmt: {
        GrpHdr: { MsgId: input.messageId, CreDtTm: created },
        Stmt: {
          Id: input.statementId,
          ElctrncSeqNb: String(input.sequence),
          CreDtTm: created,
          FrToDt: { FrDtTm: `${input.fromDate}T00:00:00+00:00`, ToDtTm: `${input.toDate}T23:59:59+00:00` },
          Acct: {
            Id: { IBAN: input.accountIban },
            Ccy: 'EUR',
            Svcr: { FinInstnId: version === '001.02' ? { BIC: 'TESTDEFFXXX' } : { BICFI: 'TESTDEFFXXX' } },
          },
          Bal: [balance('PRCD', input.openingCents, input.fromDate), balance('CLBD', closing, input.toDate)],
          Ntry: input.entries.map((entry) => entryNode(version, input.accountIban, entry)),
        },
      },
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(document)}`;
}

export interface DemoPayment {
  reference: string;
  amountCents: number;
  payer: SampleParty;
}

/**
 * DEMO: the statement of one day on which each payment arrived as a credit transfer with its RF
 * reference (structured, as banking apps send a GiroCode's reference). Identifiers are derived from
 * `statementId`, so writing the same statement twice gives the same file.
 */
export function demoPaymentStatement(options: {
  accountIban: string;
  statementId: string;
  sequence: number;
  date: string;
  openingCents: number;
  payments: DemoPayment[];
  createdAt?: Date;
}): string {
  return buildSampleStatement({
    accountIban: options.accountIban,
    messageId: `DEMO-${options.statementId}`.slice(0, 35),
    statementId: options.statementId,
    sequence: options.sequence,
    createdAt: options.createdAt ?? new Date(`${options.date}T18:00:00Z`),
    openingCents: options.openingCents,
    fromDate: options.date,
    toDate: options.date,
    entries: options.payments.map((payment, index) => ({
      direction: 'credit',
      bookingDate: options.date,
      accountServicerRef: `${options.statementId}-${index + 1}`.slice(0, 35),
      transactions: [
        {
          amountCents: payment.amountCents,
          endToEndId: 'NOTPROVIDED',
          counterparty: payment.payer,
          reference: payment.reference,
        },
      ],
    })),
  });
}
