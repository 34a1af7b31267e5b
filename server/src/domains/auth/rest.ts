/** The /api operations of sign-up, sign-in and the password (product §7). */
import { z } from 'zod';
import { operations } from '../../rest/operation';
import { authRouter } from './router';

export const authOperations = operations('Auth', [
  {
    method: 'post',
    path: '/api/auth/register',
    operationId: 'register',
    summary: 'Register and sign in',
    description:
      'Starts a session (cookie). A password among the most common breached ones → 400 at `password`. Throttled per address (429 with Retry-After).',
    body: 'input',
    procedure: authRouter.register,
    status: 201,
    errors: [409, 429],
  },
  {
    method: 'post',
    path: '/api/auth/login',
    operationId: 'login',
    summary: 'Sign in',
    description:
      'Starts a new session (cookie) and answers `{ user }`. For an account with two-factor sign-in, a right password answers `{ "twoFactorRequired": true }` instead, with a pending sign-in in the `ww_2fa` cookie (5 minutes, not a session): POST /api/auth/2fa/verify completes it. Unknown e-mail and wrong password get the same 401. Repeated failures → 429.',
    body: 'input',
    procedure: authRouter.login,
    status: 200,
    errors: [401, 429],
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    operationId: 'logout',
    summary: 'Sign out: ends the session on the server',
    description: 'Ends the session of the cookie and clears the cookie; succeeds also without a session.',
    procedure: authRouter.logout,
    status: 200,
    response: z.object({ success: z.literal(true) }),
  },
  {
    method: 'get',
    path: '/api/auth/me',
    operationId: 'getCurrentUser',
    summary: 'The signed-in user',
    description: 'The user of the session cookie, without secrets.',
    signedIn: true,
    procedure: authRouter.me,
    status: 200,
  },
  {
    method: 'get',
    path: '/api/auth/session',
    operationId: 'getSession',
    summary: 'The session check: the signed-in user or null',
    description:
      'Like GET /api/auth/me, but a visitor without a (valid) session gets 200 with `user: null` instead of 401: the web app checks with this, so a signed-out page logs no failed request. An invalid session cookie is cleared.',
    procedure: authRouter.session,
    status: 200,
  },
  {
    method: 'post',
    path: '/api/auth/password',
    operationId: 'changePassword',
    summary: 'Change your password',
    description:
      'Checks the current password (wrong → 400; throttled like sign-in → 429), replaces it and ends every session of the user, this one too. This client stays signed in with a new session: the reply sets a new `ww_session` cookie, and the old one no longer works.',
    signedIn: true,
    body: 'input',
    procedure: authRouter.changePassword,
    status: 200,
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/auth/reauthenticate',
    operationId: 'reauthenticate',
    summary: 'Confirm your password before a sensitive action',
    description:
      'Checks the password of the signed-in user (wrong → 400; throttled like sign-in → 429). For the next 15 minutes this session may do what needs a recent sign-in: the data export (POST and GET /api/account/export), which otherwise answers 403 with the code `REAUTH_REQUIRED`. A sign-in counts as such a confirmation.',
    signedIn: true,
    body: 'input',
    procedure: authRouter.reauthenticate,
    status: 200,
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/auth/password-reset',
    operationId: 'requestPasswordReset',
    summary: 'Forgot password: mail a reset link',
    description:
      'When an account has the address, mails it a link to `/reset-password?token=…` (valid 1 hour, single use; earlier links stop working). The answer is the same 202 whether an account has the address or not. Throttled per e-mail and per client address → 429.',
    body: 'input',
    procedure: authRouter.requestPasswordReset,
    status: 202,
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/auth/password-reset/confirm',
    operationId: 'confirmPasswordReset',
    summary: 'Set a new password with the token of a reset link',
    description:
      'The new password follows the registration rules and is not one of the most common breached passwords (→ 400 at `newPassword`). Uses the token up, replaces the password, ends every session of the user (a session cookie sent along is cleared), uses up the account’s other pending links (an e-mail change, a pending sign-in) and mails a notice. An unknown, used or expired token → 400; wrong tokens count against the client address like wrong passwords → 429.',
    body: 'input',
    procedure: authRouter.confirmPasswordReset,
    status: 200,
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/auth/verify-email',
    operationId: 'verifyEmail',
    summary: 'Confirm an e-mail address with the token of a confirmation link',
    description:
      'The link of the registration mail (or one asked for again) confirms the address; the link sent to a new address (PATCH /api/profile) makes it the account’s address now. No session needed. An unknown, used or expired token → 400 (wrong tokens count against the client address like wrong passwords → 429); a new address that another account took meanwhile → 409. A password change or reset, “sign out other devices”, two-factor turned on or off and an operator’s lock use up a pending change’s link.',
    body: 'input',
    procedure: authRouter.verifyEmail,
    status: 200,
    errors: [409, 429],
  },
  {
    method: 'post',
    path: '/api/auth/email-change/cancel',
    operationId: 'cancelEmailChangeByLink',
    summary: 'Cancel a pending e-mail change with the token of the notice’s link',
    description:
      'The notice to the old address of an e-mail change links to `/email-change/cancel?token=…` (valid 24 hours, single use, no session needed; the page POSTs here, opening the link changes nothing). Uses the token up and the pending change’s link stops working. An unknown, used or expired token → 400; wrong tokens count against the client address like wrong passwords → 429.',
    body: 'input',
    procedure: authRouter.cancelEmailChange,
    status: 200,
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/auth/verify-email/resend',
    operationId: 'resendVerificationEmail',
    summary: 'Mail a new confirmation link for your address',
    description:
      'Earlier confirmation links stop working. An address already confirmed → 409. Throttled per account and client address → 429.',
    signedIn: true,
    procedure: authRouter.resendVerification,
    status: 202,
    errors: [409, 429],
  },
]);
