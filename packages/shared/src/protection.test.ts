/** The knowledge test's grading and the loss check's formula (issue 35, decision 0073): property tests. */
import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import {
  gradeKnowledgeTest,
  KNOWLEDGE_ANSWER_KEY,
  KNOWLEDGE_OPTIONS,
  KNOWLEDGE_QUESTIONS,
  type KnowledgeAnswers,
  yearsAfter,
} from './knowledgeTest';
import {
  bearableLossCents,
  LOSS_CHECK,
  needsLargeAmountWarning,
  netWorthCents,
  warningThresholdCents,
} from './lossCheck';
import { knowledgeTestInput, lossCheckInput, sophisticatedApplicationInput } from './protection';

const answers = fc.record(
  Object.fromEntries(KNOWLEDGE_QUESTIONS.map((q) => [q.id, fc.constantFrom(...KNOWLEDGE_OPTIONS)])),
  { requiredKeys: [] },
) as fc.Arbitrary<KnowledgeAnswers>;

/** Up to 10 digits of euros (the input's limit), in cents. */
const amount = fc.integer({ min: 0, max: 99_999_999_999 });

describe('gradeKnowledgeTest', () => {
  test('the answer key passes with every question right', () => {
    expect(gradeKnowledgeTest(KNOWLEDGE_ANSWER_KEY)).toMatchObject({ score: 6, passed: true });
    expect(gradeKnowledgeTest({})).toMatchObject({ score: 0, passed: false });
  });

  test('property: the score counts the answers equal to the key; passing needs every one', () => {
    fc.assert(
      fc.property(answers, (given) => {
        const { results, score, passed } = gradeKnowledgeTest(given);
        const right = KNOWLEDGE_QUESTIONS.filter((q) => given[q.id] === q.correct).length;
        expect(score).toBe(right);
        expect(results.map((r) => r.questionId)).toEqual(KNOWLEDGE_QUESTIONS.map((q) => q.id));
        for (const r of results) expect(r.correct).toBe(r.answer === KNOWLEDGE_ANSWER_KEY[r.questionId]);
        expect(passed).toBe(right === KNOWLEDGE_QUESTIONS.length);
      }),
    );
  });

  test('property: changing one right answer to another option fails the test', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KNOWLEDGE_QUESTIONS),
        fc.constantFrom(...KNOWLEDGE_OPTIONS),
        (q, option) => {
          fc.pre(option !== q.correct);
          expect(gradeKnowledgeTest({ ...KNOWLEDGE_ANSWER_KEY, [q.id]: option }).passed).toBe(false);
        },
      ),
    );
  });

  test('a pass counts two calendar years', () => {
    expect(yearsAfter(new Date('2026-03-15T10:00:00Z'), 2).toISOString()).toBe('2028-03-15T10:00:00.000Z');
    expect(yearsAfter(new Date('2028-02-29T10:00:00Z'), 2).toISOString()).toBe('2030-03-01T10:00:00.000Z');
  });

  test('the input takes only known questions and options', () => {
    expect(knowledgeTestInput.safeParse({ answers: { totalLoss: 'a' } }).success).toBe(true);
    expect(knowledgeTestInput.safeParse({ answers: { totalLoss: 'd' } }).success).toBe(false);
    expect(knowledgeTestInput.safeParse({ answers: { other: 'a' } }).success).toBe(false);
  });
});

describe('the loss check (Delegated Regulation 2022/2114 Art. 7)', () => {
  test('the worked example: 36,000 + 20,000 − 18,000 = 38,000 € net worth, 3,800 € bearable', () => {
    const netWorth = netWorthCents({
      netYearlyIncomeCents: 3_600_000,
      liquidAssetsCents: 2_000_000,
      yearlyCommitmentsCents: 1_800_000,
    });
    expect(netWorth).toBe(3_800_000);
    expect(bearableLossCents(netWorth)).toBe(380_000);
    expect(warningThresholdCents(netWorth)).toBe(190_000);
    expect(warningThresholdCents(1_000_000)).toBe(LOSS_CHECK.warningFloorCents);
  });

  test('property: net worth is income + assets − commitments, in whole cents', () => {
    fc.assert(
      fc.property(amount, amount, amount, (income, assets, commitments) => {
        const netWorth = netWorthCents({
          netYearlyIncomeCents: income,
          liquidAssetsCents: assets,
          yearlyCommitmentsCents: commitments,
        });
        expect(Number.isSafeInteger(netWorth)).toBe(true);
        expect(netWorth).toBe(income + assets - commitments);
      }),
    );
  });

  test('property: the bearable loss is 10 % rounded down, never negative, never more than 10 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: -300_000_000_000, max: 300_000_000_000 }), (netWorth) => {
        const bearable = bearableLossCents(netWorth);
        expect(Number.isSafeInteger(bearable)).toBe(true);
        if (netWorth <= 0) expect(bearable).toBe(0);
        else {
          expect(bearable * 10).toBeLessThanOrEqual(netWorth);
          expect((bearable + 1) * 10).toBeGreaterThan(netWorth);
        }
      }),
    );
  });

  test('property: the bearable loss grows with income and assets and falls with commitments', () => {
    fc.assert(
      fc.property(amount, amount, amount, fc.integer({ min: 0, max: 1_000_000_00 }), (i, a, c, more) => {
        const of = (income: number, assets: number, commitments: number) =>
          bearableLossCents(
            netWorthCents({
              netYearlyIncomeCents: income,
              liquidAssetsCents: assets,
              yearlyCommitmentsCents: commitments,
            }),
          );
        const base = of(i, a, c);
        expect(of(i + more, a, c)).toBeGreaterThanOrEqual(base);
        expect(of(i, a + more, c)).toBeGreaterThanOrEqual(base);
        expect(of(i, a, c + more)).toBeLessThanOrEqual(base);
      }),
    );
  });

  test('property: the warning is needed exactly above max(1,000 €, 5 % of net worth), never for a sophisticated investor', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -100_000_000_00, max: 100_000_000_00 }), { nil: null }),
        amount,
        (netWorth, cents) => {
          const threshold = warningThresholdCents(netWorth);
          const fivePercent = netWorth === null || netWorth <= 0 ? 0 : Math.floor((netWorth * 5) / 100);
          expect(threshold).toBe(Math.max(100_000, fivePercent));
          expect(needsLargeAmountWarning(cents, netWorth, false)).toBe(cents > threshold);
          expect(needsLargeAmountWarning(cents, netWorth, true)).toBe(false);
        },
      ),
    );
  });

  test('the input: euros with at most two places, nothing negative or exponential', () => {
    const ok = { netYearlyIncome: '36000', liquidAssets: '20000.5', yearlyCommitments: '0' };
    expect(lossCheckInput.parse(ok)).toEqual({
      netYearlyIncome: '36000.00',
      liquidAssets: '20000.50',
      yearlyCommitments: '0.00',
    });
    for (const bad of ['-1', '1e5', '1.234', '', 'abc', '12345678901'])
      expect(lossCheckInput.safeParse({ ...ok, liquidAssets: bad }).success).toBe(false);
  });
});

describe('the sophisticated investor application', () => {
  test('needs two different criteria and evidence', () => {
    const evidence = 'Gehaltsnachweis und Arbeitsvertrag liegen vor.';
    expect(sophisticatedApplicationInput.safeParse({ criteria: ['income'], evidence }).success).toBe(false);
    expect(
      sophisticatedApplicationInput.safeParse({ criteria: ['income', 'income'], evidence }).success,
    ).toBe(false);
    expect(
      sophisticatedApplicationInput.safeParse({ criteria: ['income', 'portfolio'], evidence: 'kurz' })
        .success,
    ).toBe(false);
    expect(
      sophisticatedApplicationInput.parse({ criteria: ['transactions', 'income'], evidence }).criteria,
    ).toEqual(['income', 'transactions']);
  });
});
