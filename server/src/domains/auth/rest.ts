/** The /api operations of sign-up, sign-in and the password (core-product.md §7). */
import {
  accountSuccessSchema,
  changePasswordInput,
  loginInput,
  registerInput,
  sessionEnvelope,
  userEnvelope,
} from '@wurzelwerk/shared';
import { z } from 'zod';
import { operations } from '../../rest/operation';

export const authOperations = operations('Auth', [
  {
    method: 'post',
    path: '/api/auth/register',
    operationId: 'register',
    summary: 'Register and sign in',
    description: 'Starts a session (cookie). Throttled per address (429 with Retry-After).',
    body: registerInput,
    status: 201,
    response: userEnvelope,
    errors: [409, 429],
    call: async (api, request) => api.auth.register(await request.body()),
  },
  {
    method: 'post',
    path: '/api/auth/login',
    operationId: 'login',
    summary: 'Sign in',
    description:
      'Starts a new session (cookie). Unknown e-mail and wrong password get the same 401. Repeated failures → 429.',
    body: loginInput,
    status: 200,
    response: userEnvelope,
    errors: [401, 429],
    call: async (api, request) => api.auth.login(await request.body()),
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    operationId: 'logout',
    summary: 'Sign out: ends the session on the server',
    description: 'Ends the session of the cookie and clears the cookie; succeeds also without a session.',
    status: 200,
    response: z.object({ success: z.literal(true) }),
    call: (api) => api.auth.logout(),
  },
  {
    method: 'get',
    path: '/api/auth/me',
    operationId: 'getCurrentUser',
    summary: 'The signed-in user',
    description: 'The user of the session cookie, without secrets.',
    signedIn: true,
    status: 200,
    response: userEnvelope,
    call: (api) => api.auth.me(),
  },
  {
    method: 'get',
    path: '/api/auth/session',
    operationId: 'getSession',
    summary: 'The session check: the signed-in user or null',
    description:
      'Like GET /api/auth/me, but a visitor without a (valid) session gets 200 with `user: null` instead of 401: the web app checks with this, so a signed-out page logs no failed request. An invalid session cookie is cleared.',
    status: 200,
    response: sessionEnvelope,
    call: (api) => api.auth.session(),
  },
  {
    method: 'post',
    path: '/api/auth/password',
    operationId: 'changePassword',
    summary: 'Change your password',
    description:
      'Checks the current password (wrong → 400; throttled like sign-in → 429), replaces it and ends every session of the user, this one too. This client stays signed in with a new session: the reply sets a new `ww_session` cookie, and the old one no longer works.',
    signedIn: true,
    body: changePasswordInput,
    status: 200,
    response: accountSuccessSchema,
    errors: [429],
    call: async (api, request) => api.auth.changePassword(await request.body()),
  },
]);
