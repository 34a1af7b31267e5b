/** The /api operation of the dashboard. */
import { dashboardSchema } from '@wurzelwerk/shared';
import { operations } from '../../rest/operation';
import { dashboardRouter } from './router';

export const dashboardOperations = operations('Dashboard', [
  {
    method: 'get',
    path: '/api/dashboard',
    operationId: 'getDashboard',
    summary: 'Your totals, environmental impact and the latest 10 activities',
    description:
      'Sums over your paid investments (one SQL statement); those awaiting their payment are in `awaitingPayment` (how many, their sum, the earliest deadline), apart from the totals. Activity messages in the request’s language.',
    signedIn: true,
    procedure: dashboardRouter.summary,
    response: dashboardSchema,
    status: 200,
  },
]);
