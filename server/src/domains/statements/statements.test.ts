/**
 * The yearly statement (issue 34, decision 0070): the figures of a calendar year from the wallet's ledger
 * entries (Europe/Berlin boundaries), the years offered, the PDF's text in both languages, the refusals.
 */
import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { json, signedInClient } from '../../../test/domains';
import { postAt } from '../../../test/fixtures/statements';
import { fundedInvestor } from '../../../test/fixtures/wallet';
import { TestClient, testApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf';
import { assetTypes, investments, issuers } from '../../db/schema';
import type { AccountRef } from '../../ledger';
import { issuerKeyOf } from '../investments/lifecycle';
import { yearlyStatementData } from './data';
import { availableYears } from './service';

// The wallets' histories below are posted straight into the ledger at chosen instants (payouts with no issuer
// repayment and no statement behind them) to test the Berlin year boundaries: not books that add up, so the
// check after each test is off here; the payout tests check real histories.
const t = testApp({ seed: true, registerMaxPerWindow: 1000, ledgerCheck: false });

/** One movement between `from` and `to` of `cents` at `at`. */
const move = (
  kind: string,
  cause: { type: 'payout' | 'withdrawal' | 'refund'; id: string },
  key: string,
  from: AccountRef,
  to: AccountRef,
  cents: number,
  at: string,
) =>
  postAt(
    t.database.db,
    {
      kind,
      cause,
      idempotencyKey: key,
      entries: [
        { account: from, amount: cents },
        { account: to, amount: -cents },
      ],
    },
    new Date(at),
  );

async function investorWithHistory() {
  const investor = await fundedInvestor(t.app, t.database.db, '500.00');
  const db = t.database.db;
  const [found] = await db
    .select({ id: investments.id, issuerId: issuers.id, issuer: issuers.name, asset: assetTypes.nameDe })
    .from(investments)
    .innerJoin(assetTypes, eq(assetTypes.id, investments.assetTypeId))
    .innerJoin(issuers, eq(issuers.id, assetTypes.issuerId))
    .where(eq(investments.userId, investor.userId));
  if (!found) throw new Error('no investment');
  const wallet: AccountRef = { kind: 'wallet', owner: investor.userId };
  const repayments: AccountRef = { kind: 'issuer_repayments', owner: issuerKeyOf(found.issuerId) };
  const pending: AccountRef = { kind: 'withdrawals_pending' };
  const id = found.id;
  const payout = (part: string) => ({ type: 'payout' as const, id: `${id}:${part}` });
  const withdrawal = { type: 'withdrawal' as const, id: `w${id}` };
  // biome-ignore format: a table, one movement a line
  const history: Parameters<typeof move>[] = [
    // 31 December 2024, 23:59:59 in Berlin (CET, UTC+1): still 2024.
    ['payout', payout('1'), `payout:${id}:1:interest`, repayments, wallet, 1000, '2024-12-31T22:59:59Z'],
    // 1 January 2025, 00:00 in Berlin: 2025.
    ['payout', payout('1'), `payout:${id}:1:principal`, repayments, wallet, 5000, '2024-12-31T23:00:00Z'],
    ['interest', payout('2'), `payout:${id}:2:interest`, repayments, wallet, 1234, '2025-06-30T10:00:00Z'],
    ['payout', payout('2025-09-30'), `payout:${id}:2025-09-30`, repayments, wallet, 777, '2025-09-30T10:00:00Z'],
    ['withdrawal', withdrawal, `withdrawal:w${id}`, wallet, pending, 3000, '2025-10-01T10:00:00Z'],
    ['withdrawal_cancelled', withdrawal, `withdrawal_cancelled:w${id}`, pending, wallet, 1000, '2025-10-02T10:00:00Z'],
    // 31 December 2025, 23:30 in Berlin: still 2025.
    ['interest', payout('3'), `payout:${id}:3:interest`, repayments, wallet, 1, '2025-12-31T22:30:00Z'],
  ];
  for (const step of history) await move(...step);
  return { investor, investment: found };
}

describe('the yearly statement', () => {
  test('sums by kind and investment within Berlin calendar years; balances on 1 January and 31 December', async () => {
    const { investor, investment } = await investorWithHistory();
    const db = t.database.db;
    const y2024 = await yearlyStatementData(db, investor.userId, 2024);
    expect(y2024).toMatchObject({ openingBalanceCents: 0, closingBalanceCents: 1000, transactionCount: 1 });
    expect(y2024.totals.interest).toBe(1000);
    expect(y2024.totals.principal).toBe(0);

    const y2025 = await yearlyStatementData(db, investor.userId, 2025);
    expect(y2025.openingBalanceCents).toBe(1000);
    expect(y2025.totals).toEqual({
      interest: 1235,
      principal: 5000,
      instalment: 777,
      refund: 0,
      withdrawal: -2000,
      other: 0,
    });
    expect(y2025.closingBalanceCents).toBe(1000 + 5000 + 1235 + 777 - 2000);
    expect(y2025.investments).toHaveLength(1);
    expect(y2025.investments[0]).toMatchObject({
      investmentId: investment.id,
      asset: { de: investment.asset },
      cents: { interest: 1235, principal: 5000, instalment: 777, withdrawal: 0 },
    });
    expect(y2025.investments[0]?.issuer?.name).toStartWith(investment.issuer);
    expect(y2025.investments[0]?.issuer?.country).toBe('DE');

    // The refund of fundedInvestor was posted now: this year, not offered until next January.
    expect(await availableYears(db, investor.userId, new Date('2026-06-01T00:00:00Z'))).toEqual([2025, 2024]);
    expect(await availableYears(db, investor.userId, new Date('2024-12-31T23:30:00Z'))).toEqual([2024]);
    expect(await availableYears(db, investor.userId, new Date('2024-12-31T22:30:00Z'))).toEqual([]);
  });

  test('GET /api/wallet/statements and the PDF in both languages; refusals with clear messages', async () => {
    const { investor, investment } = await investorWithHistory();
    const thisYear = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()),
    );
    const { years } = await json(await investor.get('/api/wallet/statements'));
    expect(years.slice(-2)).toEqual([2025, 2024]);
    expect(years[0]).toBe(thisYear - 1);

    const response = await investor.get('/api/wallet/statements/2025.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    const { text } = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Jahresübersicht 2025');
    expect(text).toContain('Guthaben am 1. Januar 2025');
    expect(text).toContain('10,00 €');
    expect(text).toContain('Guthaben am 31. Dezember 2025, 24:00 Uhr');
    expect(text).toContain('60,12 €');
    expect(text).toContain('12,35 €');
    expect(text).toContain('50,00 €');
    expect(text).toContain('-20,00 €');
    expect(text).toContain(investment.asset);
    // The line may break after the issuer name's hyphen.
    expect(text.replaceAll('- ', '-')).toContain(`Emittentin: ${investment.issuer}`);
    expect(text).toContain('Zeile 18 der Anlage KAP');
    expect(text).toContain('in der Regel');
    expect(text).toContain('keine Steuerberatung');

    const english = await investor.get('/api/wallet/statements/2025.pdf', { 'accept-language': 'en' });
    const en = await pdfText(new Uint8Array(await english.arrayBuffer()));
    expect(en.text).toContain('Annual statement 2025');
    expect(en.text).toContain('€60.12');
    expect(en.text).toContain('not tax advice');

    const early = await investor.get('/api/wallet/statements/2023.pdf');
    expect(early.status).toBe(404);
    expect((await json(early)).message).toContain('keine Jahresübersicht');
    const current = await investor.get(`/api/wallet/statements/${thisYear}.pdf`);
    expect(current.status).toBe(409);
    expect((await json(current)).message).toBe(
      `Die Jahresübersicht ${thisYear} gibt es ab dem 1. Januar ${thisYear + 1}.`,
    );
    const bad = await investor.get('/api/wallet/statements/letzte.pdf');
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toContain('Jahr');

    // Another user has no statements; signed out → 401.
    const other = await signedInClient(t.app);
    expect(await json(await other.get('/api/wallet/statements'))).toEqual({ years: [] });
    expect((await other.get('/api/wallet/statements/2025.pdf')).status).toBe(404);
    expect((await new TestClient(t.app).get('/api/wallet/statements')).status).toBe(401);
  });
});
