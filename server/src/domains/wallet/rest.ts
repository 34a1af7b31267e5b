/** /api/wallet (the investor's own) and /api/admin/withdrawals (operators): issue 34, decision 0065. */
import { payoutAccountInput, WALLET_TRANSACTION_KINDS, withdrawalRequestInput } from '@wurzelwerk/shared';
import { z } from 'zod';
import { FileReply, paymentFileOperation } from '../../rest/file';
import { idParam, type OperationRequest, operations, untrusted } from '../../rest/operation';
import { admin } from '../admin/rest.catalog';
import { adminWithdrawalsRouter, walletRouter } from './router';

const filterQuery = {
  kind: { schema: z.enum(WALLET_TRANSACTION_KINDS).optional(), description: 'Only this kind' },
  from: { schema: z.string().optional(), description: 'First day, YYYY-MM-DD (Europe/Berlin)' },
  to: { schema: z.string().optional(), description: 'Last day, YYYY-MM-DD (Europe/Berlin), included' },
};

/** The filter from the query: absent parameters (or empty ones, as a form sends them) filter nothing. */
const filterOf = (r: OperationRequest) => {
  const given = (name: string) => r.query(name) || undefined;
  return untrusted<{ kind?: never; from?: string; to?: string }>({
    kind: given('kind'),
    from: given('from'),
    to: given('to'),
  });
};

/** A number of the query, or NaN (refused by the procedure's validation with its message). */
const numberOf = (value: string | undefined) => (value === undefined ? undefined : idParam(value));

export const walletOperations = operations('Wallet', [
  {
    method: 'get',
    path: '/api/wallet',
    token: true,
    operationId: 'getWallet',
    summary: 'Your wallet: balance, payout account and latest withdrawals',
    description:
      'The balance in cents is the sum of the ledger entries of your wallet (refunds, payouts, returned transfers in; withdrawals out). payoutAccount is null until one is set; withdrawals are the latest 50, newest first.',
    signedIn: true,
    procedure: walletRouter.get,
    status: 200,
  },
  {
    method: 'get',
    path: '/api/wallet/transactions',
    token: true,
    operationId: 'listWalletTransactions',
    summary: 'Your wallet’s transactions, newest first, filtered by kind and period',
    description:
      'amountCents is signed: positive into the wallet, negative out of it. At most `limit` (1–500, default 100); `next` is the `before` of the next page (null on the last). A malformed date, an unknown kind or a period ending before it starts → 400.',
    signedIn: true,
    query: {
      ...filterQuery,
      before: { schema: z.string().optional(), description: 'Older than this transaction id' },
      limit: { schema: z.string().optional(), description: '1–500' },
    },
    procedure: walletRouter.transactions,
    status: 200,
    call: (api, r) =>
      api.wallet.transactions(
        untrusted({
          filter: filterOf(r),
          cursor: numberOf(r.query('before')),
          limit: numberOf(r.query('limit')),
        }),
      ),
  },
  {
    method: 'get',
    path: '/api/wallet/transactions.csv',
    token: true,
    operationId: 'downloadWalletTransactions',
    summary: 'Your wallet’s transactions as a CSV file (the same filter, up to 10,000 rows)',
    description:
      'UTF-8 with a byte order mark, CRLF line ends. In German (Accept-Language de, the default): semicolons and decimal commas, as Excel reads it in Germany; in English: commas and decimal points. Columns: date and time (Europe/Berlin, YYYY-MM-DD HH:MM), kind, signed amount in euros, reference, transaction id.',
    signedIn: true,
    query: filterQuery,
    status: 200,
    response: z.string().meta({ description: 'The CSV file (text/csv).' }),
    produces: 'text/csv',
    call: async (api, r) => {
      const file = await api.wallet.transactionsCsv(filterOf(r));
      return FileReply.download(file.csv, 'text/csv; charset=utf-8', file.fileName);
    },
  },
  {
    method: 'get',
    path: '/api/wallet/payout-account',
    operationId: 'getPayoutAccount',
    summary: 'Your payout account, or null when none is set',
    description:
      'holdUntil: withdrawals to it may be requested from then on (24 hours after it was set or changed).',
    signedIn: true,
    procedure: walletRouter.payoutAccount,
    status: 200,
  },
  {
    method: 'put',
    path: '/api/wallet/payout-account',
    operationId: 'setPayoutAccount',
    summary: 'Set or change your payout account (password, and the second factor’s code when it is on)',
    description:
      'The IBAN must be valid (country, length, format, check digits) and of a SEPA country; the holder at most 70 characters that a SEPA transfer can carry (umlauts are fine). The password is always needed, and `code` when two-factor sign-in is on (wrong → 400, throttled like sign-in). A change mails the account’s address and holds withdrawals for 24 hours; sending the same account again changes nothing.',
    signedIn: true,
    body: payoutAccountInput,
    procedure: walletRouter.setPayoutAccount,
    status: 200,
    errors: [429],
    call: async (api, r) => api.wallet.setPayoutAccount(await r.body()),
  },
  {
    method: 'post',
    path: '/api/wallet/withdrawals',
    operationId: 'requestWithdrawal',
    summary: 'Request a withdrawal to your payout account',
    description:
      'The amount (euros, decimal string, at least "0.01") leaves the balance at once and can never take it below zero, however many requests run at the same time (more than the balance → 409). No payout account, or one set or changed less than 24 hours ago → 409 with the time left.',
    signedIn: true,
    body: withdrawalRequestInput,
    procedure: walletRouter.requestWithdrawal,
    status: 201,
    errors: [409],
    call: async (api, r) => api.wallet.requestWithdrawal(await r.body()),
  },
  {
    method: 'post',
    path: '/api/wallet/withdrawals/{id}/cancel',
    operationId: 'cancelWithdrawal',
    summary: 'Cancel your withdrawal while it is requested (the money goes back into the wallet)',
    description: 'Ordered or booked already → 409; another user’s or an unknown id → 404.',
    signedIn: true,
    pathParams: { id: { schema: z.string(), description: 'Withdrawal id' } },
    procedure: walletRouter.cancelWithdrawal,
    status: 200,
    errors: [404, 409],
    call: (api, r) => api.wallet.cancelWithdrawal(untrusted({ id: r.param('id') })),
  },
]);

export const withdrawalAdminOperations = operations('Admin', [
  admin({
    method: 'get',
    path: '/api/admin/withdrawals',
    operationId: 'adminListWithdrawals',
    summary: 'Withdrawals, oldest first (optionally of one state)',
    description:
      'States: requested, ordered (in a transfer file), booked (the bank’s debit), cancelled. At most 1000.',
    query: {
      state: {
        schema: z.enum(['requested', 'ordered', 'booked', 'cancelled']).optional(),
        description: 'Only this state',
      },
    },
    procedure: adminWithdrawalsRouter.list,
    status: 200,
    call: (api, r) => api.admin.withdrawals.list(untrusted({ state: r.query('state') || undefined })),
  }),
  admin({
    method: 'post',
    path: '/api/admin/withdrawals/batches',
    operationId: 'adminApproveWithdrawals',
    summary: 'Approve requested withdrawals into one SEPA transfer file (pain.001.001.09)',
    description:
      'Of the ids given (1–1000), those still requested are ordered: one file from the escrow account, one transaction per withdrawal with its EndToEndId, booked one by one. None still requested → 409. Audited.',
    body: 'input',
    procedure: adminWithdrawalsRouter.approve,
    status: 201,
    errors: [409],
  }),
  admin({
    method: 'get',
    path: '/api/admin/withdrawals/batches',
    operationId: 'adminWithdrawalBatches',
    summary: 'The withdrawal transfer files, newest first',
    description: 'At most 200: MsgId, number of transfers, control sum in cents, when.',
    procedure: adminWithdrawalsRouter.batches,
    status: 200,
  }),
  admin(
    paymentFileOperation({
      method: 'get',
      path: '/api/admin/withdrawals/batches/{id}/file',
      operationId: 'adminWithdrawalBatchFile',
      summary: 'Download a withdrawal transfer file (pain.001.001.09 XML) for the bank',
      description: 'The file as it was built when the withdrawals were approved. Unknown id → 404.',
      pathParams: { id: { schema: z.number().int(), description: 'Batch id' } },
      errors: [404],
      call: (api, r) => api.admin.withdrawals.batchFile(untrusted({ id: idParam(r.param('id')) })),
    }),
  ),
]);
