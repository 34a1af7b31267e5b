/** The /api operations of the second factor and the signed-in devices (issue 18). */
import { z } from 'zod';
import { operations } from '../../rest/operation';
import { authRouter } from './router';

export const securityOperations = operations('Auth', [
  {
    method: 'post',
    path: '/api/auth/2fa/verify',
    operationId: 'verifyTwoFactor',
    summary: 'Second step of sign-in: a code or a recovery code',
    description:
      'Completes the pending sign-in that POST /api/auth/login started for an account with two-factor sign-in (the `ww_2fa` cookie, valid 5 minutes; each browser its own): `{ "code" }` with the six digits of the authenticator app, or `{ "recoveryCode" }`. Sets the session cookie. A wrong code, or one used before → 401; no or an expired pending sign-in → 401; code guesses are throttled like passwords → 429. After 100 wrong codes in a row codes are refused → 403 until the mailed unlock link (POST /api/auth/2fa/unlock) or a recovery code; the third wrong code of a burst is told to the owner by mail and notification. A locked account → 403.',
    body: 'input',
    procedure: authRouter.twoFactor.verify,
    status: 200,
    errors: [401, 429],
  },
  {
    method: 'post',
    path: '/api/auth/2fa/unlock',
    operationId: 'unlockTwoFactorCodes',
    summary: 'Let codes be checked again after too many wrong ones',
    description:
      'After 100 wrong codes in a row an account’s codes are refused (403) and its owner gets a mail linking to `/two-factor/unlock?token=…` (valid 24 hours, single use, no session needed; the page POSTs here). Uses the token up and sets the count of wrong codes back to 0. A recovery code signs in meanwhile. An unknown, used or expired token → 400; wrong tokens count against the client address like wrong passwords → 429.',
    body: 'input',
    procedure: authRouter.twoFactor.unlock,
    status: 200,
    errors: [429],
  },
  {
    method: 'get',
    path: '/api/auth/2fa',
    operationId: 'getTwoFactorStatus',
    summary: 'Whether two-factor sign-in is on',
    description: 'Whether it is on, and how many unused recovery codes are left.',
    signedIn: true,
    procedure: authRouter.twoFactor.status,
    status: 200,
  },
  {
    method: 'post',
    path: '/api/auth/2fa/setup',
    operationId: 'setupTwoFactor',
    summary: 'Start enrolment: a new TOTP secret',
    description:
      'A new secret (base32, for typing in by hand) and its `otpauth://totp/…` URL (for a QR code). It is not in force until POST /api/auth/2fa/enable confirms it; a new setup replaces one not yet confirmed. Already on → 409.',
    signedIn: true,
    procedure: authRouter.twoFactor.setup,
    status: 200,
    errors: [409],
  },
  {
    method: 'post',
    path: '/api/auth/2fa/enable',
    operationId: 'enableTwoFactor',
    summary: 'Confirm enrolment with a current code',
    description:
      'Turns two-factor sign-in on and answers ten single-use recovery codes — shown only now (the server keeps their hashes). Ends the account’s other sessions and pending links (this session stays). Sends the security mail and a notification. A wrong code → 400 (throttled → 429); no setup → 400; already on → 409.',
    signedIn: true,
    body: 'input',
    procedure: authRouter.twoFactor.enable,
    status: 200,
    errors: [409, 429],
  },
  {
    method: 'post',
    path: '/api/auth/2fa/disable',
    operationId: 'disableTwoFactor',
    summary: 'Turn two-factor sign-in off',
    description:
      'Needs the password and a current code (wrong → 400; both throttled like sign-in → 429). Deletes the secret and the recovery codes, ends the account’s other sessions and pending links (this session stays), sends the security mail and a notification. Not on → 409.',
    signedIn: true,
    body: 'input',
    procedure: authRouter.twoFactor.disable,
    status: 200,
    errors: [409, 429],
  },
  {
    method: 'get',
    path: '/api/auth/sessions',
    operationId: 'listSessions',
    summary: 'Your signed-in devices',
    description:
      'Every live session of the user, most recently used first: an `id` to end it by (not the cookie), browser and system from the User-Agent of the sign-in, when it started, when it was last used (to the minute) and `current` for this one.',
    signedIn: true,
    procedure: authRouter.devices.list,
    status: 200,
  },
  {
    method: 'delete',
    path: '/api/auth/sessions/{id}',
    operationId: 'endSession',
    summary: 'End one signed-in device',
    description:
      'Ends the session at once: its cookie is refused from the next request on. Ending the current one signs this client out. Another user’s or an unknown id → 404.',
    signedIn: true,
    pathParams: {
      id: { schema: z.string(), description: 'The `id` of an entry of GET /api/auth/sessions.' },
    },
    procedure: authRouter.devices.end,
    status: 200,
    errors: [404],
    call: (api, request) => api.auth.devices.end({ id: request.param('id') }),
  },
  {
    method: 'delete',
    path: '/api/auth/sessions',
    operationId: 'endOtherSessions',
    summary: 'End every other signed-in device',
    description:
      'Ends every session of the user except this one, and uses up the account’s pending links (an e-mail change, a password reset, a pending sign-in); answers how many sessions ended.',
    signedIn: true,
    procedure: authRouter.devices.endOthers,
    status: 200,
  },
]);
