/** /api/admin operations of the issuers (issue 33): list, create, edit; operators only. */
import { updateIssuerInput } from '@wurzelwerk/shared';
import type { ProcedureOperation } from '../../rest/operation';
import { admin, recordUpdate } from './rest.catalog';
import { adminRouter } from './router';

export const adminIssuerOperations: ProcedureOperation[] = [
  admin({
    method: 'get',
    path: '/api/admin/issuers',
    operationId: 'adminListIssuers',
    summary: 'Every issuer',
    description: 'The project owners who borrow the money, by name, with address, register, IBAN and BIC.',
    procedure: adminRouter.issuers.list,
    status: 200,
  }),
  admin({
    method: 'post',
    path: '/api/admin/issuers',
    operationId: 'adminCreateIssuer',
    summary: 'Create an issuer',
    description:
      'The IBAN (a SEPA country’s) and BIC are checked, stored without spaces in upper case; an invalid one → 400 naming the reason. A taken name → 409.',
    body: 'input',
    procedure: adminRouter.issuers.create,
    status: 201,
    errors: [409],
  }),
  recordUpdate({
    path: '/api/admin/issuers/{id}',
    operationId: 'adminUpdateIssuer',
    summary: 'Edit an issuer',
    update: updateIssuerInput,
    procedure: adminRouter.issuers.update,
    call: (api, input) => api.admin.issuers.update(input),
  }),
];
