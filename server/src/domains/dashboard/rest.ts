/** The /api operation of the dashboard. */
import { operations } from '../../rest/operation';
import { dashboardRouter } from './router';

export const dashboardOperations = operations('Dashboard', [
  {
    method: 'get',
    path: '/api/dashboard',
    operationId: 'getDashboard',
    summary: 'Your totals, environmental impact and the latest 10 activities',
    description:
      'Sums over your active investments (one SQL statement); activity messages in the request’s language.',
    signedIn: true,
    procedure: dashboardRouter.summary,
    status: 200,
  },
]);
