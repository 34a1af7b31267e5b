/**
 * Every /api operation, grouped by domain in the order of the OpenAPI document. A domain declares its
 * operations in domains/<domain>/rest.ts; the health check is the one operation without a procedure.
 */
import { z } from 'zod';
import { accountOperations } from '../domains/account/rest';
import { adminOperations } from '../domains/admin/rest';
import { apiTokenOperations } from '../domains/apiTokens/rest';
import { assetOperations } from '../domains/assets/rest';
import { authOperations } from '../domains/auth/rest';
import { passkeyOperations } from '../domains/auth/rest.passkeys';
import { securityOperations } from '../domains/auth/rest.security';
import { bankOperations } from '../domains/bank/rest';
import { complaintOperations } from '../domains/complaints/rest';
import { dashboardOperations } from '../domains/dashboard/rest';
import { exportOperations } from '../domains/exports/rest';
import { farmOperations } from '../domains/farm/rest';
import { confirmationOperations, informationSheetOperations } from '../domains/investments/documents';
import { investmentOperations } from '../domains/investments/rest';
import { livestreamOperations } from '../domains/livestreams/rest';
import { newsOperations } from '../domains/news/rest';
import { notificationOperations } from '../domains/notifications/rest';
import { certificateOperations } from '../domains/orders/certificate';
import { orderOperations } from '../domains/orders/rest';
import { payoutOperations } from '../domains/payouts/rest';
import { portfolioOperations } from '../domains/portfolio/rest';
import { protectionAdminOperations, protectionOperations } from '../domains/protection/rest';
import { pushOperations } from '../domains/push/rest';
import { releaseOperations } from '../domains/releases/rest';
import { shopOperations } from '../domains/shop/rest';
import { statementOperations } from '../domains/statements/rest';
import { statisticsOperations } from '../domains/statistics/rest';
import { userOperations } from '../domains/users/rest';
import { walletOperations, withdrawalAdminOperations } from '../domains/wallet/rest';
import { healthRoutes, liveRoutes } from './health';
import { type Operation, operations } from './operation';

const systemOperations = operations('System', [
  {
    method: 'get',
    path: '/api/health',
    operationId: 'getHealth',
    summary: 'Health of the server and its database',
    description:
      'For load balancers (readiness): 200 while the database answers, else 503 with Retry-After — also ' +
      'while the process is stopping. Costs next to nothing.',
    status: 200,
    response: z.object({ status: z.literal('ok'), db: z.literal('ok') }),
    serve: healthRoutes,
  },
  {
    method: 'get',
    path: '/api/health/live',
    operationId: 'getLiveness',
    summary: 'Whether the server process answers',
    description:
      'For load balancers and supervisors: 200 while the process answers, whatever the database does. ' +
      '/api/health (readiness) answers 503 while the process is stopping or its database is down.',
    status: 200,
    response: z.object({ status: z.literal('ok') }),
    serve: liveRoutes,
  },
]);

export const OPERATIONS: readonly Operation[] = [
  ...systemOperations,
  ...authOperations,
  ...securityOperations,
  ...passkeyOperations,
  ...assetOperations,
  ...informationSheetOperations,
  ...investmentOperations,
  ...confirmationOperations,
  ...protectionOperations,
  ...dashboardOperations,
  ...portfolioOperations,
  ...newsOperations,
  ...livestreamOperations,
  ...orderOperations,
  ...certificateOperations,
  ...shopOperations,
  ...accountOperations,
  ...apiTokenOperations,
  ...notificationOperations,
  ...pushOperations,
  ...farmOperations,
  ...userOperations,
  ...walletOperations,
  ...exportOperations,
  ...statementOperations,
  ...complaintOperations,
  ...statisticsOperations,
  ...adminOperations,
  ...bankOperations,
  ...releaseOperations,
  ...payoutOperations,
  ...withdrawalAdminOperations,
  ...protectionAdminOperations,
];

/** The document's tags, in this order, with what each groups. */
export const TAGS: Record<string, string> = {
  System: 'Operational endpoints.',
  Auth: 'Registration, sign-in and sign-out, the password. The session travels in the `ww_session` cookie.',
  Assets: 'The asset types one can invest in (trees, animals, fields, energy).',
  Investments: 'Investing in asset types and the 14-day right of withdrawal.',
  'Investor protection':
    'Before the first investment: the entry knowledge test, the loss-bearing check and the sophisticated investor status (decision 0073).',
  Dashboard: 'Totals, environmental impact and recent activities of the signed-in user.',
  Content: 'Community news and livestreams.',
  Orders: 'Shop orders, their status and shipment tracking.',
  Shop: 'The shop’s catalogue.',
  Account: 'The signed-in user’s profile, achievements, settings, data export and account deletion.',
  Wallet:
    'The signed-in user’s wallet: balance and transactions (CSV too), the payout account and withdrawal requests.',
  Notifications: 'The signed-in user’s notifications: what the bell’s panel shows.',
  Push: 'Web Push: the server’s key and this device’s subscription to push messages (decision 0085).',
  Farm: 'The farm game’s saved state, replayed on the server.',
  Complaints:
    'Complaints and accessibility feedback: the form, a ticket’s status, the operators’ queue (decision 0075).',
  Statistics: 'Public figures: payments on time, late and in default per project and year (decision 0075).',
  Users: 'Public profiles: what others see of a user, as the privacy switches allow.',
  Admin:
    'The operator console: projects, news, streams, products, orders, users and the audit log. Operators only (others 403).',
};
