/** /api/wallet/statements: the yearly statements (Jahresübersichten) of the signed-in investor (decision 0070). */
import { z } from 'zod';
import { pdfOperation } from '../../rest/file';
import { operations, untrusted } from '../../rest/operation';
import { statementsRouter } from './router';

/** `2025.pdf` → 2025; anything else → NaN (refused by the procedure's validation with its message). */
const yearOf = (file: string | undefined) => {
  const match = /^(\d{1,4})\.pdf$/.exec(file ?? '');
  return match ? Number(match[1]) : Number.NaN;
};

export const statementOperations = operations('Wallet', [
  {
    method: 'get',
    path: '/api/wallet/statements',
    operationId: 'listWalletStatements',
    summary: 'The years with a yearly statement (Jahresübersicht), newest first',
    description:
      'From the calendar year (Europe/Berlin) of your wallet’s first transaction to last year: a year’s statement is there from 1 January of the next. No transactions yet → an empty list.',
    signedIn: true,
    procedure: statementsRouter.list,
    status: 200,
  },
  pdfOperation({
    path: '/api/wallet/statements/{file}',
    operationId: 'getWalletStatement',
    summary: 'Your yearly statement of a calendar year (PDF), e.g. /api/wallet/statements/2025.pdf',
    description:
      'The wallet’s balance on 1 January and on 31 December at 24:00 (Europe/Berlin), the year’s interest, principal, undivided instalments, refunds and withdrawals in total and by investment with its issuer, and a cautious note on the Anlage KAP (not tax advice). In the request’s language. A year before your wallet’s first transaction → 404; this year or a later one → 409 (available from 1 January of the next year); not `<year>.pdf` → 400.',
    signedIn: true,
    pathParams: { file: { schema: z.string(), description: 'The year and ".pdf", e.g. 2025.pdf' } },
    errors: [409],
    call: (api, r) => api.statements.pdf(untrusted({ year: yearOf(r.param('file')) })),
  }),
]);
