import { describe, expect, test } from 'bun:test';
import type { DueDate } from '@wurzelwerk/shared';
import { berlinToday, filterDueDates, payoutProjects, shownState } from './payoutRules';

const TODAY = '2027-03-10';

function due(over: Partial<DueDate> & Pick<DueDate, 'id' | 'dueDate'>): DueDate {
  return {
    assetTypeId: 1,
    assetNameDe: 'Wald',
    assetNameEn: 'Forest',
    issuerId: 1,
    issuerName: 'Waldbau GmbH',
    releaseId: 'r',
    number: 1,
    interestCents: 100,
    principalCents: 0,
    totalCents: 100,
    reference: 'RF00P0',
    state: 'open',
    paidAt: null,
    issuerHeldCents: 0,
    investmentCount: 1,
    projectDefault: null,
    ...over,
  };
}

describe('the payouts page', () => {
  test('an open due date whose day has passed shows late; its day itself is still open', () => {
    expect(shownState({ state: 'open', dueDate: '2027-03-09' }, TODAY)).toBe('late');
    expect(shownState({ state: 'open', dueDate: TODAY }, TODAY)).toBe('open');
    expect(shownState({ state: 'late', dueDate: '2027-03-01' }, TODAY)).toBe('late');
    expect(shownState({ state: 'paid', dueDate: '2027-01-01' }, TODAY)).toBe('paid');
  });

  test('today is the Berlin calendar day', () => {
    // 23:30 UTC on 9 March is already 10 March in Berlin (UTC+1 in winter).
    expect(berlinToday(new Date('2027-03-09T23:30:00Z'))).toBe('2027-03-10');
  });

  test('the filter keeps the unpaid by default, late first, then open by date, then the latest paid', () => {
    const list = [
      due({ id: 'paid-old', dueDate: '2027-01-01', state: 'paid', paidAt: new Date('2027-01-01T10:00:00Z') }),
      due({ id: 'open-later', dueDate: '2027-05-01' }),
      due({ id: 'late-stored', dueDate: '2027-02-01', state: 'late' }),
      due({ id: 'open-soon', dueDate: '2027-04-01' }),
      due({ id: 'paid-new', dueDate: '2027-02-01', state: 'paid', paidAt: new Date('2027-02-03T10:00:00Z') }),
      due({ id: 'late-open', dueDate: '2027-03-01' }),
    ];
    const ids = (filter: Parameters<typeof filterDueDates>[1]) =>
      filterDueDates(list, filter, TODAY).map((d) => d.id);
    expect(ids('unpaid')).toEqual(['late-stored', 'late-open', 'open-soon', 'open-later']);
    expect(ids('late')).toEqual(['late-stored', 'late-open']);
    expect(ids('open')).toEqual(['open-soon', 'open-later']);
    expect(ids('paid')).toEqual(['paid-new', 'paid-old']);
    expect(ids('all')).toHaveLength(6);
  });

  test('a project is repaid, in default, late or on track by the server’s rule', () => {
    const declared = { reason: 'Insolvenz', declaredAt: new Date() };
    const list = [
      due({ id: 'a1', assetTypeId: 1, dueDate: '2027-01-01', state: 'paid' }),
      due({ id: 'a2', assetTypeId: 1, dueDate: '2027-04-01' }),
      due({ id: 'b1', assetTypeId: 2, dueDate: '2027-02-01' }),
      due({ id: 'c1', assetTypeId: 3, dueDate: '2027-02-01', projectDefault: declared }),
      due({ id: 'd1', assetTypeId: 4, dueDate: '2027-02-01', state: 'paid', projectDefault: declared }),
    ];
    expect(payoutProjects(list, TODAY).map((p) => [p.assetTypeId, p.status, p.paid, p.dueDates])).toEqual([
      [1, 'onTrack', 1, 2],
      [2, 'late', 0, 1],
      [3, 'default', 0, 1],
      [4, 'repaid', 1, 1],
    ]);
  });
});
