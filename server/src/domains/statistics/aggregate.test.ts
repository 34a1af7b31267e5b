/**
 * The statistics' rule from known data (issue 35, decision 0075), and as a property: every counted due
 * date is exactly one of on time, late and in default, and the repaid sums are those of the paid ones.
 */
import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { aggregate, type DueDateFact, outcomeOf } from './aggregate';

const TODAY = '2026-06-15';
const fact = (over: Partial<DueDateFact>): DueDateFact => ({
  assetTypeId: 1,
  dueDate: '2026-03-31',
  paidOn: null,
  principalCents: 10_000,
  interestCents: 500,
  projectInDefault: false,
  ...over,
});

describe('payment statistics', () => {
  test('each due date: on time, late, in default or not yet due', () => {
    expect(outcomeOf(fact({ paidOn: '2026-03-31' }), TODAY)).toBe('onTime');
    expect(outcomeOf(fact({ paidOn: '2026-03-01' }), TODAY)).toBe('onTime');
    expect(outcomeOf(fact({ paidOn: '2026-04-01' }), TODAY)).toBe('late');
    expect(outcomeOf(fact({}), TODAY)).toBe('late');
    expect(outcomeOf(fact({ projectInDefault: true }), TODAY)).toBe('inDefault');
    // Paid late in a project that later went into default: it was paid, late.
    expect(outcomeOf(fact({ paidOn: '2026-04-02', projectInDefault: true }), TODAY)).toBe('late');
    // Today's due date, unpaid: not yet due (the day has not passed); paid early: counted, on time.
    expect(outcomeOf(fact({ dueDate: TODAY }), TODAY)).toBe('notYetDue');
    expect(outcomeOf(fact({ dueDate: '2026-12-31', paidOn: '2026-06-01' }), TODAY)).toBe('onTime');
  });

  test('known data: per project and year, and the years’ totals', () => {
    const facts = [
      fact({ dueDate: '2025-06-30', paidOn: '2025-06-30' }),
      fact({ dueDate: '2025-12-31', paidOn: '2026-01-05' }),
      fact({ dueDate: '2026-03-31', paidOn: '2026-03-30' }),
      fact({ dueDate: '2026-09-30' }),
      fact({ assetTypeId: 2, dueDate: '2026-01-31', projectInDefault: true, interestCents: 0 }),
      fact({ assetTypeId: 2, dueDate: '2025-07-31', paidOn: '2025-07-31', projectInDefault: true }),
    ];
    const { projects, totals } = aggregate(facts, TODAY);
    expect(projects.get(1)).toEqual([
      {
        year: 2025,
        due: 2,
        onTime: 1,
        late: 1,
        inDefault: 0,
        repaidPrincipalCents: 20_000,
        paidInterestCents: 1_000,
      },
      {
        year: 2026,
        due: 1,
        onTime: 1,
        late: 0,
        inDefault: 0,
        repaidPrincipalCents: 10_000,
        paidInterestCents: 500,
      },
    ]);
    expect(projects.get(2)).toEqual([
      {
        year: 2025,
        due: 1,
        onTime: 1,
        late: 0,
        inDefault: 0,
        repaidPrincipalCents: 10_000,
        paidInterestCents: 500,
      },
      { year: 2026, due: 1, onTime: 0, late: 0, inDefault: 1, repaidPrincipalCents: 0, paidInterestCents: 0 },
    ]);
    expect(totals).toEqual([
      {
        year: 2025,
        due: 3,
        onTime: 2,
        late: 1,
        inDefault: 0,
        repaidPrincipalCents: 30_000,
        paidInterestCents: 1_500,
      },
      {
        year: 2026,
        due: 2,
        onTime: 1,
        late: 0,
        inDefault: 1,
        repaidPrincipalCents: 10_000,
        paidInterestCents: 500,
      },
    ]);
    expect(aggregate([fact({ dueDate: '2026-12-31' })], TODAY).projects.size).toBe(0);
  });

  test('property: the three outcomes add up to what is due; the totals are the projects’ sums', () => {
    const day = fc
      .date({
        min: new Date('2024-01-01T00:00:00Z'),
        max: new Date('2028-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    const facts = fc.array(
      fc.record({
        assetTypeId: fc.integer({ min: 1, max: 4 }),
        dueDate: day,
        paidOn: fc.option(day, { nil: null }),
        principalCents: fc.integer({ min: 0, max: 10_000_000 }),
        interestCents: fc.integer({ min: 0, max: 1_000_000 }),
        projectInDefault: fc.boolean(),
      }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(facts, day, (all, today) => {
        const { projects, totals } = aggregate(all, today);
        const counted = all.filter((f) => outcomeOf(f, today) !== 'notYetDue');
        const rows = [...projects.values()].flat();
        for (const row of [...rows, ...totals]) {
          expect(row.onTime + row.late + row.inDefault).toBe(row.due);
          expect(Number.isInteger(row.repaidPrincipalCents)).toBe(true);
        }
        const sum = (list: typeof rows, key: 'due' | 'repaidPrincipalCents' | 'paidInterestCents') =>
          list.reduce((total, row) => total + row[key], 0);
        expect(sum(totals, 'due')).toBe(counted.length);
        expect(sum(rows, 'due')).toBe(counted.length);
        const paid = counted.filter((f) => f.paidOn !== null);
        expect(sum(totals, 'repaidPrincipalCents')).toBe(paid.reduce((s, f) => s + f.principalCents, 0));
        expect(sum(rows, 'paidInterestCents')).toBe(paid.reduce((s, f) => s + f.interestCents, 0));
      }),
    );
  });
});
