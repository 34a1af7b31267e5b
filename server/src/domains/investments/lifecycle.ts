/**
 * An investment's payment life cycle (issue 33, docs/decisions/0057): `awaiting_payment` → `paid` (its
 * transfer matched in an imported statement, banking/import.ts), `awaiting_payment` → `lapsed` (unpaid past
 * its deadline, the lapse job), `awaiting_payment | paid` → `withdrawn` (within the 14 days; a paid one's
 * money goes into the investor's wallet). Every transition is one conditional UPDATE on the row in one
 * transaction with what it causes (ledger transfer, activity, notification, mail), so parallel requests
 * and processes cannot both move the same investment: the row lock makes the second see the first's state.
 */
import { withdrawalCutoff } from '@wurzelwerk/shared';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { createReference } from '../../banking/reference';
import type { Database, Executor } from '../../db/client';
import { clockNow } from '../../db/clock';
import { activities, assetTypes, investments, releaseInvestments } from '../../db/schema';
import { pick } from '../../i18n';
import { transfers as ledgerTransfers, post } from '../../ledger';
import { enqueueMail, mailFor } from '../../mail/outbox';
import { notify, recipientOf } from '../notifications/service';
import type { InvestmentRow } from './writer';

/** Fixed length (decision 0053): no reference is the start of another. */
const REFERENCE_PAYLOAD_LENGTH = 21;

/** The investment's RF reference: `W` and the first 20 hex digits of its random id (80 bits). */
export function paymentReferenceFor(investmentId: string): string {
  const hex = investmentId.replace(/[^0-9a-fA-F]/g, '').toUpperCase();
  return createReference(`W${hex}`.slice(0, REFERENCE_PAYLOAD_LENGTH));
}

/**
 * The ledger's owner key of an issuer (`issuer_payable:issuer:<id>`, decision 0059; until then the asset
 * type's id, carried over by migration 0021).
 */
export const issuerKeyOf = (issuerId: number): string => `issuer:${issuerId}`;

export const cents = (decimal: string): number => Math.round(Number(decimal) * 100);

export type WithdrawOutcome =
  | { kind: 'withdrawn'; row: InvestmentRow; refunded: boolean }
  | { kind: 'notFound' }
  | { kind: 'alreadyWithdrawn' }
  | { kind: 'notWithdrawable'; status: InvestmentRow['status'] };

/**
 * Withdraws the user's investment in one transaction: its row is locked first, so a statement paying it
 * at the same moment either committed before (then the paid money is refunded into the wallet) or waits
 * and finds it withdrawn (then its receipt becomes an exception).
 */
export async function withdraw(
  db: Database,
  userId: string,
  id: string,
  locale: 'de' | 'en',
): Promise<WithdrawOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(investments)
      .where(and(eq(investments.id, id), eq(investments.userId, userId)))
      .for('update');
    if (!current) return { kind: 'notFound' };
    if (current.status === 'withdrawn') return { kind: 'alreadyWithdrawn' };
    const confirmed = current.confirmedAt ?? current.createdAt;
    const open = current.status === 'awaiting_payment' || current.status === 'paid';
    if (!open || confirmed < withdrawalCutoff(new Date()) || (await isReleased(tx, id)))
      return { kind: 'notWithdrawable', status: current.status };
    const [row] = await tx
      .update(investments)
      .set({ status: 'withdrawn', withdrawnAt: clockNow() })
      .where(eq(investments.id, id))
      .returning();
    if (!row) throw new Error('a locked investment vanished');
    const refunded = current.status === 'paid' && current.paymentReference !== null;
    if (refunded)
      await post(
        tx,
        ledgerTransfers.refund({
          investmentId: row.id,
          issuer: issuerKeyOf(await issuerIdOf(tx, row.assetTypeId)),
          userId,
          amountCents: cents(row.totalInvestment),
        }),
      );
    await tx.insert(activities).values({
      userId,
      kind: 'withdrawal',
      assetTypeId: row.assetTypeId,
      amount: row.totalInvestment,
    });
    await tellInvestor(tx, row, locale, 'withdrawal', {
      withdrawnAt: (row.withdrawnAt ?? new Date()).toISOString(),
      refunded,
    });
    return { kind: 'withdrawn', row, refunded };
  });
}

/** The issuer of an asset type (its ledger accounts are the issuer's). */
export async function issuerIdOf(tx: Executor, assetTypeId: number): Promise<number> {
  const [asset] = await tx
    .select({ issuerId: assetTypes.issuerId })
    .from(assetTypes)
    .where(eq(assetTypes.id, assetTypeId));
  if (!asset) throw new Error(`asset type ${assetTypeId} vanished`);
  return asset.issuerId;
}

/** Released to its issuer (decision 0059): the money has left, a withdrawal cannot refund it any more. */
async function isReleased(tx: Executor, investmentId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: releaseInvestments.investmentId })
    .from(releaseInvestments)
    .where(eq(releaseInvestments.investmentId, investmentId));
  return rows.length > 0;
}

/** The notification and mail of a withdrawal or a lapse, in the transaction that made it. */
async function tellInvestor(
  tx: Executor,
  row: InvestmentRow,
  locale: 'de' | 'en',
  kind: 'withdrawal' | 'paymentLapsed',
  extra: { withdrawnAt?: string; refunded?: boolean },
): Promise<void> {
  if (!row.userId) return;
  const recipient = await recipientOf(tx, row.userId, locale);
  // In the transaction: on PGlite a query outside it would wait for it to end.
  const [asset] = await tx
    .select({ nameDe: assetTypes.nameDe, nameEn: assetTypes.nameEn })
    .from(assetTypes)
    .where(eq(assetTypes.id, row.assetTypeId));
  if (!recipient || !asset) return;
  await notify(tx, recipient, kind, {
    investmentId: row.id,
    assetName: { de: asset.nameDe, en: asset.nameEn },
    amount: row.totalInvestment,
  });
  const assetName = pick(recipient.language, asset.nameDe, asset.nameEn);
  await enqueueMail(
    tx,
    kind === 'withdrawal'
      ? mailFor(recipient, 'withdrawal', {
          asset: assetName,
          amount: row.totalInvestment,
          withdrawnAt: extra.withdrawnAt ?? new Date().toISOString(),
          refunded: extra.refunded ?? false,
        })
      : mailFor(recipient, 'paymentLapsed', {
          asset: assetName,
          amount: row.totalInvestment,
          paymentDueAt: (row.paymentDueAt ?? new Date()).toISOString(),
          reference: row.paymentReference ?? row.id,
        }),
  );
}

/** How many overdue investments one run of the lapse job ends at most (the next run takes the rest). */
const LAPSE_BATCH = 200;

/**
 * The lapse job (once per interval across processes, cluster/background.ts): every investment still
 * awaiting its payment past `paymentDueAt` becomes `lapsed`, each in its own transaction with its
 * notification and mail. The conditional UPDATE is the claim: a payment or withdrawal that got the row
 * first leaves it alone, and of two processes only one changes a row. Returns how many lapsed.
 */
export async function lapseOverdue(db: Database, now: Date = new Date()): Promise<number> {
  const due = await db
    .select({ id: investments.id })
    .from(investments)
    .where(and(eq(investments.status, 'awaiting_payment'), lte(investments.paymentDueAt, now)))
    .limit(LAPSE_BATCH);
  let lapsed = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(investments)
        .set({ status: 'lapsed', lapsedAt: sql`now()` })
        .where(
          and(
            eq(investments.id, id),
            eq(investments.status, 'awaiting_payment'),
            lte(investments.paymentDueAt, now),
          ),
        )
        .returning();
      if (!row) return false;
      await tellInvestor(tx, row, 'de', 'paymentLapsed', {});
      return true;
    });
    if (done) lapsed++;
  }
  return lapsed;
}

/** The ids of paid investments that went through the payment flow (for the ledger check). */
export async function paidInvestmentIds(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: investments.id })
    .from(investments)
    .where(and(inArray(investments.status, ['paid']), sql`${investments.paymentReference} is not null`));
  return rows.map((row) => row.id);
}
