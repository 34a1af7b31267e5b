/**
 * SEPA credit transfer initiation files, ISO 20022 pain.001.001.09 (the version German banks take since
 * November 2023, DFÜ-Abkommen Anlage 3): the operator uploads the file to the escrow account's bank, which
 * sends the transfers — releases to issuers, payouts to investors, returns to senders. Written with
 * fast-xml-parser's builder; amounts from integer cents; IBANs checked (SEPA countries only; a creditor
 * outside the EEA with its bank's BIC); texts in the SEPA character set (transliterated, or refused). One
 * PmtInf per debtor account and execution date.
 */
import { XMLBuilder } from 'fast-xml-parser';
import { centsToDecimal } from './amount';
import { BankingError } from './errors';
import { checkBicFor, parseBic, parseIban } from './iban';
import { sepaField, sepaIdentifier } from './sepaText';

export const PAIN001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

export interface PainAccount {
  /** Account holder, at most 70 characters. */
  name: string;
  iban: string;
  /**
   * Optional inside the EEA: without it the file says NOTPROVIDED for a debtor and leaves a creditor's bank
   * out (IBAN only). A creditor outside the EEA needs it (`bic.required`).
   */
  bic?: string | null;
}

export interface PainTransfer {
  /** The payer's reference that comes back in the statement (and in returns): ≤ 35, unique per file. */
  endToEndId: string;
  amountCents: number;
  creditor: PainAccount;
  /** Unstructured remittance text, at most 140 characters. */
  remittance?: string;
  /** YYYY-MM-DD. */
  executionDate: string;
  /** Another of the platform's accounts than the file's `debtor`. */
  debtor?: PainAccount;
}

export interface CreditTransferFile {
  /** ≤ 35 characters, unique per file for the bank (it refuses a repeated MsgId). */
  messageId: string;
  createdAt: Date;
  /** Who made the file: the platform's name. */
  initiatingParty: string;
  debtor: PainAccount;
  transfers: PainTransfer[];
  /** One booking per payment group on the statement (true, the default) or one per transfer. */
  batchBooking?: boolean;
}

export interface BuiltCreditTransfers {
  xml: string;
  messageId: string;
  numberOfTransactions: number;
  controlSumCents: number;
  /** The PmtInf groups in the file, in order. */
  groups: {
    paymentInformationId: string;
    debtorIban: string;
    executionDate: string;
    count: number;
    sumCents: number;
  }[];
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
  processEntities: true,
});

function agent(bic: string | null | undefined) {
  return bic ? { FinInstnId: { BICFI: parseBic(bic) } } : { FinInstnId: { Othr: { Id: 'NOTPROVIDED' } } };
}

const name = (value: string, field: string) => sepaField(value, 70, 'pain.text', field);

/** Payment groups (debtor account and execution date) a file may have: see the PmtInfId. */
const MAX_GROUPS = 9999;

/**
 * A real day as `YYYY-MM-DD` from the year 1900 (ISODate): `2026-02-29` is none, though `Date.parse` rolls
 * it over to 1 March instead of refusing it.
 */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '1900') return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function transferNode(transfer: PainTransfer) {
  const { amountCents } = transfer;
  if (!Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > 99_999_999_999) {
    throw new BankingError('pain.amount', `${transfer.endToEndId}: ${amountCents}`);
  }
  const iban = parseIban(transfer.creditor.iban, { sepa: true });
  const bic = checkBicFor(iban, transfer.creditor.bic);
  if (!bic.valid) throw new BankingError(bic.code, `${transfer.endToEndId}: ${iban.slice(0, 2)}`);
  return {
    PmtId: { EndToEndId: sepaIdentifier(transfer.endToEndId, 'EndToEndId') },
    Amt: { InstdAmt: { '@_Ccy': 'EUR', '#text': centsToDecimal(amountCents) } },
    ...(bic.bic ? { CdtrAgt: agent(bic.bic) } : {}),
    Cdtr: { Nm: name(transfer.creditor.name, 'Cdtr/Nm') },
    CdtrAcct: { Id: { IBAN: iban } },
    // Without a text (nothing, or only spaces): no RmtInf, rather than an empty Ustrd the schema refuses.
    ...(transfer.remittance?.trim()
      ? { RmtInf: { Ustrd: sepaField(transfer.remittance, 140, 'pain.text', 'RmtInf/Ustrd') } }
      : {}),
  };
}

/** Builds the file; throws a BankingError (pain.*, iban.*, bic.*) for anything a bank would refuse. */
export function buildCreditTransfers(file: CreditTransferFile): BuiltCreditTransfers {
  if (file.transfers.length === 0) throw new BankingError('pain.empty');
  const messageId = sepaIdentifier(file.messageId, 'MsgId');
  const endToEndIds = new Set<string>();
  const groups = new Map<
    string,
    { debtor: PainAccount; iban: string; date: string; transfers: PainTransfer[] }
  >();
  for (const transfer of file.transfers) {
    if (endToEndIds.has(transfer.endToEndId))
      throw new BankingError('pain.text', `EndToEndId twice: ${transfer.endToEndId}`);
    endToEndIds.add(transfer.endToEndId);
    if (!isCalendarDate(transfer.executionDate)) throw new BankingError('pain.date', transfer.executionDate);
    const debtor = transfer.debtor ?? file.debtor;
    const iban = parseIban(debtor.iban, { sepa: true });
    const key = `${iban} ${transfer.executionDate}`;
    const group = groups.get(key) ?? { debtor, iban, date: transfer.executionDate, transfers: [] };
    // One payment group has one debtor: the same account under another name or BIC would be written as the
    // first one's without a word.
    if (group.debtor.name !== debtor.name || (group.debtor.bic ?? '') !== (debtor.bic ?? ''))
      throw new BankingError('pain.text', `Dbtr: ${debtor.name} / ${group.debtor.name} for ${iban}`);
    group.transfers.push(transfer);
    groups.set(key, group);
  }
  // PmtInfId is the MsgId's first 30 characters and the group's number: at most 35 with 9,999 groups.
  if (groups.size > MAX_GROUPS) throw new BankingError('pain.text', `${groups.size} payment groups`);
  const sum = (transfers: PainTransfer[]) => transfers.reduce((total, t) => total + t.amountCents, 0);
  const summary: BuiltCreditTransfers['groups'] = [];
  const paymentInformation = [...groups.values()].map((group, index) => {
    const paymentInformationId = `${messageId.slice(0, 30)}-${index + 1}`;
    const transfers = group.transfers.map(transferNode);
    summary.push({
      paymentInformationId,
      debtorIban: group.iban,
      executionDate: group.date,
      count: group.transfers.length,
      sumCents: sum(group.transfers),
    });
    return {
      PmtInfId: paymentInformationId,
      PmtMtd: 'TRF',
      BtchBookg: String(file.batchBooking ?? true),
      NbOfTxs: String(group.transfers.length),
      CtrlSum: centsToDecimal(sum(group.transfers)),
      PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
      ReqdExctnDt: { Dt: group.date },
      Dbtr: { Nm: name(group.debtor.name, 'Dbtr/Nm') },
      DbtrAcct: { Id: { IBAN: group.iban } },
      DbtrAgt: agent(group.debtor.bic),
      ChrgBr: 'SLEV',
      CdtTrfTxInf: transfers,
    };
  });
  const controlSumCents = sum(file.transfers);
  const document = {
    Document: {
      '@_xmlns': PAIN001_NAMESPACE,
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: messageId,
          CreDtTm: `${file.createdAt.toISOString().slice(0, 19)}Z`,
          NbOfTxs: String(file.transfers.length),
          CtrlSum: centsToDecimal(controlSumCents),
          InitgPty: { Nm: name(file.initiatingParty, 'InitgPty/Nm') },
        },
        PmtInf: paymentInformation,
      },
    },
  };
  return {
    xml: `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(document)}`,
    messageId,
    numberOfTransactions: file.transfers.length,
    controlSumCents,
    groups: summary,
  };
}
