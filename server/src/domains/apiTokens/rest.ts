/** /api/account/api-tokens: the signed-in user's personal read-only API tokens (issue 34, decision 0069). */
import { z } from 'zod';
import { idParam, operations, untrusted } from '../../rest/operation';
import { apiTokensRouter } from './router';

export const apiTokenOperations = operations('Account', [
  {
    method: 'get',
    path: '/api/account/api-tokens',
    operationId: 'listApiTokens',
    summary: 'Your personal API tokens, newest first (revoked ones too), with their last use',
    description:
      'Never the token itself: its prefix (`ww_` and six characters), name, creation, last use (updated at most once a minute) and revocation.',
    signedIn: true,
    procedure: apiTokensRouter.list,
    status: 200,
  },
  {
    method: 'post',
    path: '/api/account/api-tokens',
    operationId: 'createApiToken',
    summary: 'Create a personal read-only API token (shown once)',
    description:
      'The reply’s `token` is the only time the token is shown; only its SHA-256 is stored. Send it as `Authorization: Bearer ww_…` to the read operations of the portfolio and the wallet (GET /api/wallet, /api/wallet/transactions, /api/wallet/transactions.csv, /api/wallet/export/…); every other operation answers 403 to a token, an unknown or revoked one 401, and its uses are throttled (600 per 15 minutes, then 429). Needs a sign-in of the last 15 minutes or `password` (403 with REAUTH_REQUIRED otherwise). At most 10 live tokens (409).',
    signedIn: true,
    body: 'input',
    procedure: apiTokensRouter.create,
    status: 201,
    errors: [409, 429],
  },
  {
    method: 'delete',
    path: '/api/account/api-tokens/{id}',
    operationId: 'revokeApiToken',
    summary: 'Revoke a personal API token (it stops working at once)',
    description: 'Revoking again changes nothing; another user’s or an unknown id → 404.',
    signedIn: true,
    pathParams: { id: { schema: z.string(), description: 'Token id' } },
    procedure: apiTokensRouter.revoke,
    status: 200,
    errors: [404],
    call: (api, r) => api.apiTokens.revoke(untrusted({ id: idParam(r.param('id')) })),
  },
]);
