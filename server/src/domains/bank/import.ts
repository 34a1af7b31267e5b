/**
 * Importing the escrow account's statements (issue 33, decision 0057). One transaction per file, under a
 * transaction-long advisory lock, so imports run one after another in the whole cluster: each statement is
 * stored once (account, id, sequence), each booked item once (its import key) — a repeated or overlapping
 * statement adds only what is new, usually nothing. Every new item posts its ledger transfer (escrow moves
 * only with the bank); a credit whose RF reference names an investment awaiting exactly its amount pays
 * it (`payment` transfer and status `paid` in the same transaction, the investment's row locked, so a
 * withdrawal or the lapse job at the same moment either happened before or waits). Everything else is
 * stored as an exception with its reason. A preview runs the same transaction and rolls it back.
 */

import type { BankItemOutcome, StatementImport } from '@wurzelwerk/shared';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../banking/amount';
import type { CamtDocument, CamtItem } from '../../banking/camt053';
import { type ExpectedPayment, matchItem, referencesIn } from '../../banking/matching';
import type { Database, Executor } from '../../db/client';
import { clockNow } from '../../db/clock';
import { assetTypes, bankStatementItems, bankStatements, investments } from '../../db/schema';
import {
  balanceOf,
  escrowMatchesStatements,
  transfers as ledger,
  postMany,
  type TransferInput,
} from '../../ledger';
import { type Actor, recordAudit } from '../admin/procedure';
import { cents, issuerKeyOf } from '../investments/lifecycle';
import { bookRepayment } from '../payouts/distribute';
import { bookReleaseDebit } from '../releases/booking';
import { bookWithdrawalDebit } from '../wallet/withdrawals';
import { lockUnbookedReturns, markReturnsBooked } from './returns';

/**
 * The bank executed one of the transfers we ordered by pain.001 (decision 0058: returns are matched in
 * `run`): a release to an issuer (0059) or an investor's withdrawal (0065). True when one was booked.
 */
async function bookOrderedDebit(tx: Executor, item: CamtItem): Promise<boolean> {
  return (await bookReleaseDebit(tx, item)) || (await bookWithdrawalDebit(tx, item));
}

/**
 * The file does not continue the statements imported before: after booking its new items the escrow account
 * would not stand at the bank's closing balance — a statement in between is missing (or this one is older
 * than the latest). Refused whole, so the books never disagree with the bank.
 */
export class StatementGapError extends Error {
  constructor(
    readonly ledgerCents: number,
    readonly closingCents: number,
  ) {
    super(
      `the statement does not follow on from the last one imported: with its new entries the escrow account would stand at ${centsToDecimal(ledgerCents)} €, its closing balance is ${centsToDecimal(closingCents)} € (a statement in between is missing?)`,
    );
  }
}

class PreviewRollback extends Error {
  constructor(readonly result: StatementImport) {
    super('preview');
  }
}

type Open = ExpectedPayment & { issuerId: number };

const stateOf = (status: string): ExpectedPayment['state'] =>
  status === 'awaiting_payment' ? 'open' : status === 'paid' ? 'paid' : 'lapsed';

/** The investments the items name, locked in id order (no deadlock with other lockers of one row each). */
async function lockNamed(tx: Executor, items: CamtItem[]): Promise<Map<string, Open>> {
  const references = [...new Set(items.flatMap((item) => referencesIn(item)))];
  const byReference = new Map<string, Open>();
  if (references.length === 0) return byReference;
  const rows = await tx
    .select({ ...getTableColumns(investments), issuerId: assetTypes.issuerId })
    .from(investments)
    .innerJoin(assetTypes, eq(assetTypes.id, investments.assetTypeId))
    .where(inArray(investments.paymentReference, references))
    .orderBy(investments.id)
    .for('update', { of: investments });
  for (const row of rows)
    if (row.paymentReference)
      byReference.set(row.paymentReference, {
        id: row.id,
        reference: row.paymentReference,
        amountCents: cents(row.totalInvestment),
        state: stateOf(row.status),
        issuerId: row.issuerId,
      });
  return byReference;
}

async function run(tx: Executor, document: CamtDocument, actor: Actor, preview: boolean) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('bank statement import', 0))`);
  const [{ n: before } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(bankStatements);
  const transfers: TransferInput[] = [];
  const first = document.statements[0];
  if (before === 0 && first?.openingBalance && first.openingBalance.cents !== 0)
    transfers.push(ledger.openingBalance(first.statementId, first.openingBalance.cents));

  const statements: StatementImport['statements'] = [];
  const statementIds = new Map<CamtDocument['statements'][number], number>();
  for (const statement of document.statements) {
    const sequence = statement.electronicSequenceNumber ?? statement.legalSequenceNumber ?? 0;
    const key = { accountIban: statement.accountIban, statementId: statement.statementId, sequence };
    const [inserted] = await tx
      .insert(bankStatements)
      .values({
        ...key,
        openingCents: statement.openingBalance?.cents ?? null,
        closingCents: statement.closingBalance?.cents ?? null,
        closingDate: statement.closingBalance?.date ?? null,
        messageId: document.messageId,
      })
      .onConflictDoNothing()
      .returning({ id: bankStatements.id });
    const [stored] = inserted
      ? [inserted]
      : await tx
          .select({ id: bankStatements.id })
          .from(bankStatements)
          .where(
            and(
              eq(bankStatements.accountIban, key.accountIban),
              eq(bankStatements.statementId, key.statementId),
              eq(bankStatements.sequence, sequence),
            ),
          );
    statementIds.set(statement, stored?.id ?? 0);
    statements.push({
      ...key,
      new: inserted !== undefined,
      closingCents: statement.closingBalance?.cents ?? null,
    });
  }

  const all = document.statements.flatMap((statement) =>
    statement.items.map((item) => ({ statement, item })),
  );
  const keys = [...new Set(all.map(({ item }) => item.importKey))];
  const known = new Set(
    keys.length === 0
      ? []
      : (
          await tx
            .select({ key: bankStatementItems.importKey })
            .from(bankStatementItems)
            .where(inArray(bankStatementItems.importKey, keys))
        ).map((row) => row.key),
  );
  const fresh = all.filter(({ item }) => {
    if (known.has(item.importKey)) return false;
    known.add(item.importKey);
    return true;
  });
  const isFresh = new Set(fresh.map(({ item }) => item));
  const named = await lockNamed(
    tx,
    fresh.map(({ item }) => item),
  );
  // Our returns to senders wait in outgoing for the bank's debit with their EndToEndId (decision 0058).
  const returns = await lockUnbookedReturns(tx);
  const booked = new Map<string, string>();
  let outgoing = (await balanceOf(tx, { kind: 'outgoing' })) - returns.heldCents;
  const outcomes: BankItemOutcome[] = [];
  const rows: (typeof bankStatementItems.$inferInsert)[] = [];
  const paid: string[] = [];
  let repaid = 0;
  for (const { statement, item } of all) {
    const base = {
      importKey: item.importKey,
      amountCents: item.amountCents,
      direction: item.direction,
      bookingDate: item.bookingDate,
      counterpartyName: item.counterparty.name,
      // Without remittance lines (a fee, the account's closing entry), the bank's booking text says what it is.
      remittance:
        [...item.structuredReferences, item.unstructured].filter(Boolean).join(' ') ||
        (item.bookingText ?? ''),
    };
    if (!isFresh.has(item)) {
      outcomes.push({ ...base, outcome: 'duplicate', reason: null, investmentId: null });
      continue;
    }
    const match = matchItem(item, (reference) => named.get(reference));
    let outcome: BankItemOutcome;
    const executed = item.endToEndId ? returns.byEndToEnd.get(item.endToEndId) : undefined;
    if (item.direction === 'debit' && executed?.amountCents === item.amountCents && item.endToEndId) {
      // The bank executed one of our returns to a sender: booked, nothing left to do.
      returns.byEndToEnd.delete(item.endToEndId);
      booked.set(item.endToEndId, item.importKey);
      transfers.push(ledger.bankDebit(item));
      outcome = { ...base, outcome: 'debit', reason: null, investmentId: null };
    } else if (item.direction === 'debit') {
      // One of our ordered transfers executed (its EndToEndId and amount): booked, no exception.
      const ordered = await bookOrderedDebit(tx, item);
      // Otherwise money that left: from outgoing while it holds enough, else a charge the platform bears.
      const executesOrder = ordered || outgoing >= item.amountCents;
      if (executesOrder) outgoing -= item.amountCents;
      transfers.push(executesOrder ? ledger.bankDebit(item) : ledger.bankCharge(item));
      outcome = ordered
        ? { ...base, outcome: 'debit', reason: null, investmentId: null }
        : { ...base, outcome: 'exception', reason: 'debit', investmentId: null };
    } else if (match.kind === 'pays') {
      const investment = [...named.values()].find((open) => open.id === match.paymentId) as Open;
      investment.state = 'paid';
      transfers.push(
        ledger.receipt(item),
        ledger.payment({
          investmentId: investment.id,
          issuer: issuerKeyOf(investment.issuerId),
          amountCents: item.amountCents,
          importKey: item.importKey,
        }),
      );
      paid.push(investment.id);
      outcome = { ...base, outcome: 'paid', reason: null, investmentId: investment.id };
    } else if (await bookRepayment(tx, item)) {
      // An issuer's repayment of a due date (issue 34, decision 0067): posted and distributed there.
      repaid += 1;
      outcome = { ...base, outcome: 'repayment', reason: null, investmentId: null };
    } else {
      transfers.push(ledger.receipt(item));
      outcome = {
        ...base,
        outcome: 'exception',
        reason: match.reason,
        investmentId: match.paymentId ?? null,
      };
    }
    outcomes.push(outcome);
    rows.push({
      importKey: item.importKey,
      statementId: statementIds.get(statement) ?? 0,
      amountCents: item.amountCents,
      direction: item.direction,
      bookingDate: item.bookingDate,
      counterpartyName: item.counterparty.name,
      counterpartyIban: item.counterparty.iban,
      counterpartyBic: item.counterparty.bic,
      remittance: base.remittance,
      outcome: outcome.outcome === 'duplicate' ? 'exception' : outcome.outcome,
      reason: outcome.reason,
      ...(outcome.outcome === 'debit' ? { resolution: 'booked' as const, resolvedAt: new Date() } : {}),
      investmentId: outcome.investmentId,
      raw: item,
    });
  }
  await postMany(tx, transfers);
  if (paid.length > 0)
    await tx
      .update(investments)
      .set({ status: 'paid', paidAt: clockNow() })
      .where(and(inArray(investments.id, paid), eq(investments.status, 'awaiting_payment')));
  for (let i = 0; i < rows.length; i += 500)
    await tx.insert(bankStatementItems).values(rows.slice(i, i + 500));
  await markReturnsBooked(tx, booked);
  const [gap] = await escrowMatchesStatements(latestClosingCents)(tx);
  if (gap?.code === 'escrow.statement') throw new StatementGapError(gap.ledgerCents, gap.statementCents);
  const skipped = document.statements.reduce((sum, statement) => sum + statement.skipped.length, 0);
  const result: StatementImport = { preview, statements, items: outcomes, skipped };
  await recordAudit(tx, actor, {
    action: 'bank.statementImport',
    entity: 'bank_statements',
    entityId: statements.map((s) => `${s.accountIban}/${s.statementId}/${s.sequence}`).join(','),
    before: null,
    after: {
      messageId: document.messageId,
      items: rows.length,
      paid: paid.length,
      returnsBooked: booked.size,
      repayments: repaid,
      exceptions: rows.length - paid.length - booked.size - repaid,
      duplicates: outcomes.length - rows.length,
    },
  });
  return result;
}

/** Imports (or previews) a parsed statement file; see the module comment. */
export async function importStatements(
  db: Database,
  document: CamtDocument,
  actor: Actor,
  options: { preview?: boolean } = {},
): Promise<StatementImport> {
  const preview = options.preview === true;
  try {
    return await db.transaction(async (tx) => {
      const result = await run(tx, document, actor, preview);
      if (preview) throw new PreviewRollback(result);
      return result;
    });
  } catch (error) {
    if (error instanceof PreviewRollback) return error.result;
    throw error;
  }
}

/** The escrow balance the bank last reported: the closing balance of the latest statement (by date, then sequence). */
export async function latestClosingCents(db: Executor): Promise<number | null> {
  const [row] = await db
    .select({ closing: bankStatements.closingCents })
    .from(bankStatements)
    .where(sql`${bankStatements.closingCents} is not null`)
    .orderBy(
      sql`${bankStatements.closingDate} desc nulls last`,
      sql`${bankStatements.sequence} desc`,
      sql`${bankStatements.id} desc`,
    )
    .limit(1);
  return row?.closing ?? null;
}
