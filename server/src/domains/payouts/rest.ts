/**
 * /api/admin/payouts and a project's default (issue 34, decision 0067): operators only (others 403, signed
 * out 401).
 */
import { z } from 'zod';
import { idParam, operations } from '../../rest/operation';
import { admin } from '../admin/rest.catalog';
import { adminRouter } from '../admin/router';

export const payoutOperations = operations('Admin', [
  admin({
    method: 'get',
    path: '/api/admin/payouts',
    operationId: 'adminListPayouts',
    summary: 'Every due date of the released projects with its state',
    description:
      'Per project and release, each due date (number, date, interest, principal and total in cents) with the RF reference the issuer pays it under and its state: open, late (its date passed unpaid) or paid (the instalments are in the investors’ wallets; paidAt). `issuerHeldCents` is what the issuer’s repayments hold now: a partial payment waits there, a surplus stays there.',
    procedure: adminRouter.payouts.list,
    status: 200,
  }),
  admin({
    method: 'post',
    path: '/api/admin/payouts/{id}/record',
    operationId: 'adminRecordPayout',
    summary: 'Record a due date’s payment by hand',
    description:
      'For money that reached the issuer’s repayments without naming the due date: distributes the due date now from what the repayments hold — one wallet transfer per investment and part, the due date paid — exactly as an imported statement item naming its reference does. 409 when the repayments do not cover its total or it is paid already. No body. Audited.',
    pathParams: { id: { schema: z.string(), description: 'The due date’s id' } },
    procedure: adminRouter.payouts.record,
    status: 200,
    errors: [404, 409],
    call: (api, r) => api.admin.payouts.record({ id: r.param('id') }),
  }),
  admin({
    method: 'post',
    path: '/api/admin/projects/{id}/default',
    operationId: 'adminDeclareDefault',
    summary: 'Declare a project in default',
    description:
      'With a reason (1–500 characters). Interest stops: the interest of its open and late due dates becomes 0 (principal stays owed); paid due dates are unchanged. Once per project (409 the second time). Audited.',
    pathParams: { id: { schema: z.number().int(), description: 'The project (asset type) id' } },
    body: z.object({ reason: z.string() }),
    procedure: adminRouter.payouts.declareDefault,
    status: 200,
    errors: [400, 404, 409],
    call: async (api, r) =>
      api.admin.payouts.declareDefault(await r.body({ assetTypeId: idParam(r.param('id')) })),
  }),
]);
