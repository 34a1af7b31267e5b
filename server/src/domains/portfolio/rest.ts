/** /api/portfolio (issue 34, decision 0068). */
import { operations } from '../../rest/operation';
import { portfolioRouter } from './router';

export const portfolioOperations = operations('Dashboard', [
  {
    method: 'get',
    path: '/api/portfolio',
    operationId: 'getPortfolio',
    summary: 'Your portfolio: investments with schedules and payouts, totals, returns, calendar, impact',
    description:
      'Amounts in cents. Per investment its status, its schedule (null when lapsed or withdrawn) with each date paid or open, paid to date (payouts into your wallet) and the next payment. Totals of the paid investments: invested, principal repaid, interest received, outstanding; the money-weighted return (XIRR, act/365) realised to today (the principal still owed at face value) and expected; the expected payouts of the next 12 months; per month payouts paid and expected with the capital outstanding; CO₂ saved accumulated per month in kilograms.',
    signedIn: true,
    procedure: portfolioRouter.get,
    status: 200,
  },
]);
