/** The /api operation of the dashboard. */
import { dashboardSchema } from '@wurzelwerk/shared';
import { operations } from '../../rest/operation';

export const dashboardOperations = operations('Dashboard', [
  {
    method: 'get',
    path: '/api/dashboard',
    operationId: 'getDashboard',
    summary: 'Your totals, environmental impact and the latest 10 activities',
    description:
      'Sums over your active investments (one SQL statement); activity messages in the request’s language.',
    signedIn: true,
    status: 200,
    response: dashboardSchema,
    call: (api) => api.dashboard.summary(),
  },
]);
