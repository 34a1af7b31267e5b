/** /api/admin/bank: statement import and the exception list (operators only: others 403, signed out 401). */
import { z } from 'zod';
import { operations } from '../../rest/operation';
import { admin } from '../admin/rest.catalog';
import { adminRouter } from '../admin/router';

export const bankOperations = operations('Admin', [
  admin({
    method: 'post',
    path: '/api/admin/bank/statements',
    operationId: 'adminImportBankStatement',
    rawBody: true,
    summary: 'Import a bank statement of the escrow account (camt.053)',
    description:
      'The raw camt.053 file (001.02 or 001.08, XML, at most 1 MB) as the body. Each booked item is imported once (by its bank identifiers): a credit naming an investment’s RF reference with exactly its amount pays it; everything else goes to the exception list with its reason. Importing the same or an overlapping statement again changes nothing new. A malformed file, another format or version, another currency or another account than the escrow account → 400 with the reason, and nothing is imported. `?preview=true` answers what each item would do without changing anything. Audited.',
    query: {
      preview: { schema: z.enum(['true', 'false']).optional(), description: 'true: change nothing' },
    },
    procedure: adminRouter.bank.importStatement,
    status: 200,
    call: async (api, r) =>
      api.admin.bank.importStatement({
        xml: new TextDecoder('utf-8').decode(await r.bytes()),
        preview: r.query('preview') === 'true',
      }),
  }),
  admin({
    method: 'get',
    path: '/api/admin/bank/exceptions',
    operationId: 'adminBankExceptions',
    summary: 'Statement items that paid nothing, oldest first',
    description:
      'Debits, returns, and credits without a known reference or with another amount than the investment’s (reason: debit, return, noReference, unknownReference, severalReferences, underpaid, overpaid, alreadyPaid, afterLapse), at most 500.',
    procedure: adminRouter.bank.exceptions,
    status: 200,
  }),
]);
