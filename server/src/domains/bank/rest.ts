/**
 * /api/admin/bank: statement import, the exception list and its resolution, returns to senders with their
 * pain.001 file, the demonstration statement (operators only: others 403, signed out 401).
 */
import { xmlText } from '@wurzelwerk/shared';
import { z } from 'zod';
import { paymentFileOperation } from '../../rest/file';
import { idParam, operations } from '../../rest/operation';
import { admin, recordWrite } from '../admin/rest.catalog';
import { adminRouter } from '../admin/router';

const RESOLVED =
  ' One transaction with the item’s row locked: a second decision on the same item (a parallel request) gets 409. Audited.';

const exceptionId = { id: { schema: z.number().int(), description: 'The exception’s id' } };

export const bankOperations = operations('Admin', [
  admin({
    method: 'post',
    path: '/api/admin/bank/statements',
    operationId: 'adminImportBankStatement',
    rawBody: true,
    summary: 'Import a bank statement of the escrow account (camt.053)',
    description:
      'The raw camt.053 file (001.02 or 001.08, XML, at most 1 MB) as the body, in UTF-8 or the encoding its XML declaration names (e.g. ISO-8859-1). Each booked item is imported once (by its bank identifiers): a credit naming an investment’s RF reference with exactly its amount pays it; everything else goes to the exception list with its reason. Importing the same or an overlapping statement again changes nothing new. A malformed file, another format or version, another currency or another account than the escrow account → 400 with the reason, and nothing is imported. A statement that does not follow on from those imported before (after its new items the escrow account would not stand at its closing balance: one in between is missing) → 409, and nothing is imported. `?preview=true` answers what each item would do without changing anything. Audited.',
    query: {
      preview: { schema: z.enum(['true', 'false']).optional(), description: 'true: change nothing' },
    },
    procedure: adminRouter.bank.importStatement,
    status: 200,
    call: async (api, r) =>
      api.admin.bank.importStatement({
        xml: xmlText(await r.bytes()),
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
  admin({
    method: 'get',
    path: '/api/admin/bank/exceptions/{id}/candidates',
    operationId: 'adminBankExceptionCandidates',
    summary: 'Investments an exception could pay',
    description:
      'Investments awaiting payment whose reference the item’s text names (first, `named`) or whose amount is the item’s; at most 20.',
    pathParams: exceptionId,
    procedure: adminRouter.bank.candidates,
    status: 200,
    errors: [404],
    call: (api, r) => api.admin.bank.candidates({ id: idParam(r.param('id')) }),
  }),
  recordWrite({
    method: 'post',
    path: '/api/admin/bank/exceptions/{id}/assign',
    operationId: 'adminBankAssign',
    summary: 'Assign a received payment to an investment',
    description:
      'The credit pays the investment named by its id or RF reference (`investment`): it must be awaiting payment (a paid, lapsed or withdrawn one → 409) and its amount must be the credit’s exactly (409). Posts the payment from unmatched receipts and sets the investment paid, as a matching statement item would.' +
      RESOLVED,
    body: z.object({ investment: z.string().meta({ description: 'Investment id or RF reference' }) }),
    procedure: adminRouter.bank.assign,
    errors: [409],
    call: (api, input) => api.admin.bank.assign(input),
  }),
  admin({
    method: 'post',
    path: '/api/admin/bank/exceptions/{id}/return',
    operationId: 'adminBankReturn',
    summary: 'Return a received payment to its sender',
    description:
      'The credit goes back to the IBAN it came from (a debit, a returned transfer of ours, or a sender without a SEPA IBAN → 409): the money moves from unmatched receipts to outgoing, and the transfer waits for the next pain.001 file (POST /api/admin/bank/returns/file). No body.' +
      RESOLVED,
    pathParams: exceptionId,
    procedure: adminRouter.bank.returnToSender,
    status: 200,
    errors: [404, 409],
    call: (api, r) => api.admin.bank.returnToSender({ id: idParam(r.param('id')) }),
  }),
  recordWrite({
    method: 'post',
    path: '/api/admin/bank/exceptions/{id}/note',
    operationId: 'adminBankNote',
    summary: 'Leave a note on an exception',
    description:
      'Keeps the note (1–500 characters; a later note replaces it, the audit log keeps each). A debit is closed by it (`resolution: noted`); a credit stays in the list, its money still unassigned.' +
      RESOLVED,
    body: z.object({ note: z.string() }),
    procedure: adminRouter.bank.note,
    errors: [409],
    call: (api, input) => api.admin.bank.note(input),
  }),
  admin({
    method: 'get',
    path: '/api/admin/bank/returns',
    operationId: 'adminBankReturns',
    summary: 'Returns to senders',
    description:
      'Each return with its state: pending (in no transfer file yet), ordered (in the pain.001 file `fileMessageId`), booked (the bank’s debit with its EndToEndId was imported). Unbooked first, at most 500.',
    procedure: adminRouter.bank.returns,
    status: 200,
  }),
  admin(
    paymentFileOperation({
      method: 'post',
      path: '/api/admin/bank/returns/file',
      operationId: 'adminBankOrderReturns',
      summary: 'The pain.001 transfer file of the pending returns',
      description:
        'A new pain.001.001.09 file (download) with every return in no file yet, from the escrow account; they become `ordered` with its MsgId. None pending → 409. Upload it to the bank; it refuses a repeated MsgId. Audited.',
      procedure: adminRouter.bank.orderReturns,
      errors: [409],
      call: (api) => api.admin.bank.orderReturns(),
    }),
  ),
  admin(
    paymentFileOperation({
      method: 'get',
      path: '/api/admin/bank/returns/files/{messageId}',
      operationId: 'adminBankReturnFile',
      summary: 'A pain.001 file of returns made before, again',
      description: 'The same file (transfers, date and MsgId) as when it was made; an unknown MsgId → 404.',
      pathParams: { messageId: { schema: z.string(), description: 'The file’s MsgId' } },
      procedure: adminRouter.bank.returnFile,
      errors: [404],
      call: (api, r) => api.admin.bank.returnFile({ messageId: r.param('messageId') }),
    }),
  ),
  admin({
    method: 'post',
    path: '/api/admin/bank/demo-statement',
    operationId: 'adminBankDemoStatement',
    summary: 'DEMONSTRATION: a made-up statement paying the open investments',
    description:
      'What `bun run bank:statement` writes: a camt.053 statement of the demonstration escrow account on which every open investment’s transfer arrives with its reference (`unknownCredit: true` adds a credit with a reference nobody has, for the exception list). Changes nothing: import it with POST /api/admin/bank/statements. Refused (409) when a real escrow account is configured.',
    body: 'input',
    procedure: adminRouter.bank.demoStatement,
    status: 200,
    errors: [409],
  }),
]);
