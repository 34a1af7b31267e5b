/**
 * The console's payouts page, its pure rules (issue 34, decision 0067): what state a due date shows (an open
 * one whose day has passed is late — as the server's payment status counts it, before the late job has
 * marked it), the state filter (the unpaid first: late, then open), and the projects with their status.
 */
import type { DueDate, PaymentStatus } from '@wurzelwerk/shared';

export type ShownState = 'open' | 'late' | 'paid';
export const PAYOUT_FILTERS = ['unpaid', 'late', 'open', 'paid', 'all'] as const;
export type PayoutFilter = (typeof PAYOUT_FILTERS)[number];

/** Today's calendar day in Berlin, `YYYY-MM-DD` (the due dates are Berlin days). */
export const berlinToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now);

export function shownState(due: Pick<DueDate, 'state' | 'dueDate'>, today: string): ShownState {
  if (due.state === 'open' && due.dueDate < today) return 'late';
  return due.state;
}

const RANK: Record<ShownState, number> = { late: 0, open: 1, paid: 2 };

/**
 * The due dates the filter keeps, late first, then open (each by date), then paid (the latest paid first);
 * ties by project and number.
 */
export function filterDueDates(list: readonly DueDate[], filter: PayoutFilter, today: string): DueDate[] {
  const kept = list.filter((due) => {
    const state = shownState(due, today);
    return filter === 'all' || (filter === 'unpaid' ? state !== 'paid' : state === filter);
  });
  return kept.sort((a, b) => {
    const [sa, sb] = [shownState(a, today), shownState(b, today)];
    if (sa !== sb) return RANK[sa] - RANK[sb];
    if (sa === 'paid') return (b.paidAt?.getTime() ?? 0) - (a.paidAt?.getTime() ?? 0);
    return a.dueDate.localeCompare(b.dueDate) || a.assetTypeId - b.assetTypeId || a.number - b.number;
  });
}

export interface PayoutProject {
  assetTypeId: number;
  nameDe: string;
  nameEn: string;
  issuerName: string;
  dueDates: number;
  paid: number;
  status: PaymentStatus;
  projectDefault: DueDate['projectDefault'];
}

function statusOf(project: Omit<PayoutProject, 'status'>, late: number): PaymentStatus {
  if (project.paid === project.dueDates) return 'repaid';
  if (project.projectDefault) return 'default';
  return late > 0 ? 'late' : 'onTrack';
}

/** Each project with due dates, by the server's rule of a payment status (repaid, default, late, on track). */
export function payoutProjects(list: readonly DueDate[], today: string): PayoutProject[] {
  const projects = new Map<number, PayoutProject & { late: number }>();
  for (const due of list) {
    const project = projects.get(due.assetTypeId) ?? {
      assetTypeId: due.assetTypeId,
      nameDe: due.assetNameDe,
      nameEn: due.assetNameEn,
      issuerName: due.issuerName,
      dueDates: 0,
      paid: 0,
      late: 0,
      status: 'onTrack' as PaymentStatus,
      projectDefault: due.projectDefault,
    };
    project.dueDates += 1;
    const state = shownState(due, today);
    if (state === 'paid') project.paid += 1;
    if (state === 'late') project.late += 1;
    projects.set(due.assetTypeId, project);
  }
  return [...projects.values()]
    .map(({ late, ...project }): PayoutProject => ({ ...project, status: statusOf(project, late) }))
    .sort((a, b) => a.assetTypeId - b.assetTypeId);
}
