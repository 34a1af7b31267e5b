/**
 * checkLedger: a statement booked into the ledger (twice) keeps every invariant, the extensible checks
 * see a wrong escrow balance and a missing payment, and the built-in ones see what only a write past the
 * triggers could leave (this file's own database: such rows can never be removed again).
 */
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { testDatabase } from '../../test/harness';
import { parseCamt053 } from '../banking/camt053';
import { balanceOf } from './accounts';
import { checkLedger, escrowMatchesStatements, onePaymentPerPaidInvestment } from './check';
import { post } from './post';
import * as transfers from './transfers';

const { db } = testDatabase();

const statementXml = readFileSync(
  new URL('../../test/fixtures/banking/camt053-v02-statement.xml', import.meta.url),
  'utf8',
);

/** Books the fixture's statement as the integrator would: every item once; known references pay investments. */
async function bookStatement(): Promise<boolean[]> {
  const [statement] = parseCamt053(statementXml).statements;
  if (!statement?.openingBalance) throw new Error('fixture');
  const created: boolean[] = [];
  created.push(
    (await post(db(), transfers.openingBalance(statement.statementId, statement.openingBalance.cents)))
      .created,
  );
  // The operator assigns 400 € of the opening balance to investment C (an earlier payment).
  created.push(
    (
      await post(
        db(),
        transfers.payment({
          investmentId: 'C',
          issuer: 'sonnenfeld',
          amountCents: 40_000,
          importKey: 'opening',
        }),
      )
    ).created,
  );
  const investments: Record<string, string> = { RF18539007547034: 'A', RF97C2H5OH: 'B' };
  for (const item of statement.items) {
    if (item.direction === 'credit') {
      created.push((await post(db(), transfers.receipt(item))).created);
      const investmentId = item.structuredReferences.map((r) => investments[r]).find(Boolean);
      if (investmentId) {
        const input = transfers.payment({
          investmentId,
          issuer: 'sonnenfeld',
          amountCents: item.amountCents,
          importKey: item.importKey,
        });
        created.push((await post(db(), input)).created);
      }
    } else {
      // The release of 1,000 € was ordered before the bank booked it.
      const release = transfers.release({
        releaseId: 'R42',
        issuer: 'sonnenfeld',
        amountCents: item.amountCents,
        endToEndId: item.endToEndId ?? '',
      });
      created.push((await post(db(), release)).created);
      created.push((await post(db(), transfers.bankDebit(item))).created);
    }
  }
  return created;
}

const closing = async () => 118_000;

describe('a statement in the ledger', () => {
  test('booked: the escrow account equals the closing balance, each paid investment has one payment', async () => {
    expect((await bookStatement()).every(Boolean)).toBe(true);
    expect(await balanceOf(db(), { kind: 'escrow' })).toBe(118_000);
    expect(await balanceOf(db(), { kind: 'issuer_payable', owner: 'sonnenfeld' })).toBe(
      40_000 + 50_000 + 10_000 - 100_000,
    );
    expect(await balanceOf(db(), { kind: 'outgoing' })).toBe(0);
    // 1000 opening − 400 assigned + 250 + 200.50 + 49.50 + 80 (the return, not yet assigned)
    expect(await balanceOf(db(), { kind: 'unmatched_receipts' })).toBe(118_000);
    const checks = [
      escrowMatchesStatements(closing),
      onePaymentPerPaidInvestment(async () => ['A', 'B', 'C']),
    ];
    expect(await checkLedger(db(), checks)).toEqual([]);
  });

  test('booked again: nothing new, nothing changes', async () => {
    expect((await bookStatement()).some(Boolean)).toBe(false);
    expect(await balanceOf(db(), { kind: 'escrow' })).toBe(118_000);
    expect(await checkLedger(db(), [escrowMatchesStatements(closing)])).toEqual([]);
  });

  test('the extensible checks report a wrong escrow balance and a paid investment without payment', async () => {
    const violations = await checkLedger(db(), [
      escrowMatchesStatements(async () => 118_001),
      onePaymentPerPaidInvestment(async () => ['A', 'D']),
    ]);
    expect(violations).toEqual([
      { code: 'escrow.statement', ledgerCents: 118_000, statementCents: 118_001 },
      { code: 'payment.count', investmentId: 'D', payments: 0 },
    ]);
    expect(await checkLedger(db(), [escrowMatchesStatements(async () => null)])).toEqual([
      { code: 'escrow.statement', ledgerCents: 118_000, statementCents: 0 },
    ]);
  });
});

describe('the built-in checks see what bypassed post() and the triggers', () => {
  // Its own database, broken on purpose: the check after each test would (rightly) fail on it.
  const { db: brokenDb } = testDatabase({ ledgerCheck: false });
  test('an overdrawn wallet and an unbalanced transfer are reported', async () => {
    // Triggers off for this transaction only (replica mode; a superuser's tool, as a broken import would be).
    await brokenDb().transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(
        sql`INSERT INTO ledger_accounts (code, kind, owner, no_overdraft) VALUES ('wallet:eve', 'wallet', 'eve', true), ('escrow', 'escrow', NULL, false)`,
      );
      await tx.execute(
        sql`INSERT INTO ledger_transfers (id, kind, cause_type, cause_id, idempotency_key) VALUES (9001, 'raw', 'correction', 'x', 'raw-9001'), (9002, 'raw', 'correction', 'y', 'raw-9002')`,
      );
      await tx.execute(sql`
        INSERT INTO ledger_entries (transfer_id, account_id, amount)
        SELECT 9001, id, CASE code WHEN 'wallet:eve' THEN 500 ELSE -500 END FROM ledger_accounts WHERE code IN ('wallet:eve', 'escrow')`);
      await tx.execute(
        sql`INSERT INTO ledger_entries (transfer_id, account_id, amount) SELECT 9002, id, 7 FROM ledger_accounts WHERE code = 'escrow'`,
      );
    });
    expect(await checkLedger(brokenDb())).toEqual([
      { code: 'transfer.unbalanced', transferId: 9002, sum: 7, entries: 1 },
      { code: 'account.negative', account: 'wallet:eve', balance: -500 },
    ]);
  });
});
