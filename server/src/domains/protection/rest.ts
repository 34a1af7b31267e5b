/** /api/protection (the investor's own) and /api/admin/sophisticated-applications (operators): issue 35, decision 0073. */
import { SOPHISTICATED_STATES } from '@wurzelwerk/shared';
import { z } from 'zod';
import { operations, untrusted } from '../../rest/operation';
import { admin, recordWrite } from '../admin/rest.catalog';
import { adminSophisticatedRouter, protectionRouter } from './router';

export const protectionOperations = operations('Investor protection', [
  {
    method: 'get',
    path: '/api/protection',
    operationId: 'getProtectionStatus',
    summary: 'Your knowledge test, loss check and sophisticated investor status',
    description:
      '`knowledgeTest` is the pass that counts now (two years from the attempt), null when the test is needed before investing. `lossCheck` is the latest check; `warningThresholdCents` the amount in one offer above which an investment needs `largeAmountConfirmed` (the higher of 1,000 € and 5 % of the net worth; decision 0073). An approved sophisticated status that still counts (`sophisticatedValid`) lifts that warning, not the caps.',
    signedIn: true,
    procedure: protectionRouter.status,
    status: 200,
  },
  {
    method: 'post',
    path: '/api/protection/knowledge-test',
    operationId: 'takeKnowledgeTest',
    summary: 'Take the entry knowledge test',
    description:
      'Answers by question id (totalLoss, subordination, illiquidity, depositGuarantee, diversification, forecast), each a, b or c. The server grades and stores the attempt with its date; every answer must be right to pass, and a pass counts two years. `results` says per question whether the answer was right.',
    signedIn: true,
    body: 'input',
    procedure: protectionRouter.takeKnowledgeTest,
    status: 201,
  },
  {
    method: 'post',
    path: '/api/protection/loss-check',
    operationId: 'checkLoss',
    summary: 'Simulate the loss you could bear',
    description:
      'Net yearly income, liquid assets and yearly fixed commitments in euros (decimal strings). Net worth = income + liquid assets − commitments (Delegated Regulation (EU) 2022/2114 Art. 7); the bearable loss is 10 % of it, in cents, rounded down, none when negative. Stored with its date; repeatable any time.',
    signedIn: true,
    body: 'input',
    procedure: protectionRouter.checkLoss,
    status: 201,
  },
  {
    method: 'post',
    path: '/api/protection/sophisticated',
    operationId: 'applySophisticated',
    summary: 'Apply for the sophisticated investor status',
    description:
      'At least two of the criteria income (≥ 60,000 € a year), portfolio (≥ 100,000 €), experience (a year in the financial sector) and transactions (ten significant ones per quarter), with evidence (20–4,000 characters). An operator decides; an approval counts two years and lifts only the separate warning. While one is pending → 409.',
    signedIn: true,
    body: 'input',
    procedure: protectionRouter.applySophisticated,
    status: 201,
    errors: [409],
  },
]);

export const protectionAdminOperations = operations('Admin', [
  admin({
    method: 'get',
    path: '/api/admin/sophisticated-applications',
    operationId: 'adminListSophisticatedApplications',
    summary: 'Sophisticated investor applications: pending first, then decided ones',
    description: 'With the applicant, the criteria and the evidence. At most 500.',
    query: {
      state: { schema: z.enum(SOPHISTICATED_STATES).optional(), description: 'Only this state' },
    },
    procedure: adminSophisticatedRouter.list,
    status: 200,
    call: (api, r) => api.admin.sophisticated.list(untrusted({ state: r.query('state') || undefined })),
  }),
  recordWrite({
    method: 'post',
    path: '/api/admin/sophisticated-applications/{id}/decision',
    operationId: 'adminDecideSophisticatedApplication',
    summary: 'Approve or reject a pending sophisticated investor application',
    description:
      '`approve` true approves for two years, false rejects. Unknown id → 404; an application already decided → 409. Audited.',
    body: z.object({ approve: z.boolean() }),
    procedure: adminSophisticatedRouter.decide,
    errors: [409],
    call: (api, input) => api.admin.sophisticated.decide(input),
  }),
]);
