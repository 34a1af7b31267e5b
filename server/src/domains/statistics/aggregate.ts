/**
 * The statistics' rule (issue 35, decision 0075), pure: each due date that has fallen due is on time, late
 * or in default; figures add up per project and year and per year over all projects.
 */
import type { PaymentFigures } from '@wurzelwerk/shared';

export interface DueDateFact {
  assetTypeId: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  /** YYYY-MM-DD in Berlin, or null while unpaid. */
  paidOn: string | null;
  principalCents: number;
  interestCents: number;
  /** The project is declared in default. */
  projectInDefault: boolean;
}

export type Outcome = 'onTime' | 'late' | 'inDefault' | 'notYetDue';

/**
 * What a due date counts as on `today` (YYYY-MM-DD, Berlin): paid by its day → on time; paid later → late;
 * unpaid with its day passed → in default when the project is, else late; unpaid on or before its day →
 * not yet due (not counted).
 */
export function outcomeOf(fact: DueDateFact, today: string): Outcome {
  if (fact.paidOn !== null) return fact.paidOn <= fact.dueDate ? 'onTime' : 'late';
  if (fact.dueDate >= today) return 'notYetDue';
  return fact.projectInDefault ? 'inDefault' : 'late';
}

const empty = (year: number): PaymentFigures => ({
  year,
  due: 0,
  onTime: 0,
  late: 0,
  inDefault: 0,
  repaidPrincipalCents: 0,
  paidInterestCents: 0,
});

function add(figures: PaymentFigures, fact: DueDateFact, outcome: Exclude<Outcome, 'notYetDue'>) {
  figures.due += 1;
  figures[outcome] += 1;
  if (fact.paidOn !== null) {
    figures.repaidPrincipalCents += fact.principalCents;
    figures.paidInterestCents += fact.interestCents;
  }
}

/** Per project (by id) and per year over all, each list of years ascending; projects with nothing due are absent. */
export function aggregate(
  facts: readonly DueDateFact[],
  today: string,
): { projects: Map<number, PaymentFigures[]>; totals: PaymentFigures[] } {
  const perProject = new Map<number, Map<number, PaymentFigures>>();
  const totals = new Map<number, PaymentFigures>();
  for (const fact of facts) {
    const outcome = outcomeOf(fact, today);
    if (outcome === 'notYetDue') continue;
    const year = Number(fact.dueDate.slice(0, 4));
    const years = perProject.get(fact.assetTypeId) ?? new Map<number, PaymentFigures>();
    perProject.set(fact.assetTypeId, years);
    const own = years.get(year) ?? empty(year);
    years.set(year, own);
    add(own, fact, outcome);
    const total = totals.get(year) ?? empty(year);
    totals.set(year, total);
    add(total, fact, outcome);
  }
  const sorted = (years: Map<number, PaymentFigures>) => [...years.values()].sort((a, b) => a.year - b.year);
  return {
    projects: new Map([...perProject].map(([id, years]) => [id, sorted(years)])),
    totals: sorted(totals),
  };
}
