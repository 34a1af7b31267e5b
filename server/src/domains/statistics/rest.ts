/** GET /api/statistics/payments (issue 35, decision 0075): public. */
import { operations } from '../../rest/operation';
import { statisticsRouter } from './router';

export const statisticsOperations = operations('Statistics', [
  {
    method: 'get',
    path: '/api/statistics/payments',
    operationId: 'getPaymentStatistics',
    summary: 'Payments on time, late and in default, per project and year',
    description:
      'From the released projects’ due dates (the year is the due date’s). A due date counts once its day has passed or it is paid: paid by its day (Berlin) → `onTime`; paid later, or unpaid past its day → `late`; unpaid past its day in a project declared in default → `inDefault`. `repaidPrincipalCents` and `paidInterestCents` sum the paid ones. Project names in the language of Accept-Language. `totals`: per year over all projects.',
    procedure: statisticsRouter.payments,
    status: 200,
  },
]);
