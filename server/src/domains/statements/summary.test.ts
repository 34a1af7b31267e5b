/** The yearly statement's sums (decision 0070) as properties: integer cents, nothing lost or counted twice. */
import { expect, test } from 'bun:test';
import fc from 'fast-check';
import { STATEMENT_KINDS, type StatementRow, summarise } from './data';

const KINDS = [
  'interest',
  'principal',
  'payout',
  'refund',
  'withdrawal',
  'withdrawal_cancelled',
  'returned',
  'fee',
];
const CAUSES = ['payout', 'refund', 'investment', 'withdrawal', 'return'];

const row = fc.record({
  transferId: fc.integer({ min: 1, max: 1_000_000 }),
  kind: fc.constantFrom(...KINDS),
  key: fc.constantFrom('a', 'payout:x:1:interest', 'payout:x:1:principal', 'refund:y'),
  causeType: fc.constantFrom(...CAUSES),
  causeId: fc.constantFrom('inv-a', 'inv-b:1', 'inv-c:2025-06-30', 'w-1'),
  amount: fc.integer({ min: -10_000_000, max: 10_000_000 }).filter((n) => n !== 0),
}) satisfies fc.Arbitrary<StatementRow>;

test('the totals are the wallet’s net movement; each investment’s lines are part of it, in integer cents', () => {
  fc.assert(
    fc.property(fc.array(row, { maxLength: 60 }), (rows) => {
      const { totals, byInvestment } = summarise(rows, new Map());
      const net = STATEMENT_KINDS.reduce((sum, kind) => sum + totals[kind], 0);
      // A wallet is credit-normal: its movement is minus the entries' sum.
      expect(net).toBe(0 - rows.reduce((sum, r) => sum + r.amount, 0));
      for (const kind of STATEMENT_KINDS) {
        expect(Number.isSafeInteger(totals[kind])).toBe(true);
        const ofInvestments = [...byInvestment.values()].reduce((sum, line) => sum + line.cents[kind], 0);
        const uncaused = rows
          .filter((r) => !['payout', 'refund', 'investment'].includes(r.causeType))
          .filter((r) => summarise([r], new Map()).totals[kind] !== 0)
          .reduce((sum, r) => sum - r.amount, 0);
        expect(ofInvestments + uncaused).toBe(totals[kind]);
      }
    }),
  );
});
