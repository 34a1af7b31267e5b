/** The /api operations of passkeys (issue 37, decision 0083): the settings' list, adding and removing; signing in. */
import { z } from 'zod';
import { idParam, operations, untrusted } from '../../rest/operation';
import { authRouter } from './router';

const RECENT =
  'Needs a sign-in of the last 15 minutes or `password` (403 with REAUTH_REQUIRED otherwise; a wrong password → 400, throttled like sign-in → 429).';
const ANSWER =
  '`response` is the browser’s answer as JSON (`PublicKeyCredential.toJSON()`, or SimpleWebAuthn’s `startAuthentication()`). The challenge it signed is used up by this request, right or wrong (single use, valid 5 minutes; gone → 400). Checked: the origin (WEBAUTHN_ORIGINS) and RP id (WEBAUTHN_RP_ID), user verification, the signature, and a signature counter above the stored one whenever either is not 0 — else the authenticator may be cloned and the answer is refused.';

export const passkeyOperations = operations('Auth', [
  {
    method: 'get',
    path: '/api/auth/passkeys',
    operationId: 'listPasskeys',
    summary: 'Your passkeys',
    description:
      'Newest first: the id to remove it by, its name, when it was added and last used (null: never).',
    signedIn: true,
    procedure: authRouter.passkeys.list,
    status: 200,
  },
  {
    method: 'post',
    path: '/api/auth/passkeys/registration-options',
    operationId: 'passkeyRegistrationOptions',
    summary: 'Start adding a passkey: the options for navigator.credentials.create()',
    description: `The creation options as JSON (\`PublicKeyCredential.parseCreationOptionsFromJSON\`): a new challenge (single use, 5 minutes), the relying party, the account, a discoverable credential (\`residentKey: required\`) with user verification required, and the account's passkeys to exclude. ${RECENT} At most 20 passkeys → 409.`,
    signedIn: true,
    body: 'input',
    procedure: authRouter.passkeys.registrationOptions,
    status: 200,
    errors: [409, 429],
  },
  {
    method: 'post',
    path: '/api/auth/passkeys',
    operationId: 'addPasskey',
    summary: 'Add a passkey: the answer of navigator.credentials.create()',
    description: `\`name\` (1 to 60 characters) and \`response\`, the browser's answer to the options' challenge as JSON (\`PublicKeyCredential.toJSON()\`). Its origin, RP id, user verification and attestation (\`none\`) are checked; the challenge is used up (gone → 400; an answer that does not verify → 400). A credential added before, to this account or another → 409. Sends the security mail. ${RECENT}`,
    signedIn: true,
    body: 'input',
    procedure: authRouter.passkeys.add,
    status: 201,
    errors: [409, 429],
  },
  {
    method: 'delete',
    path: '/api/auth/passkeys/{id}',
    operationId: 'removePasskey',
    summary: 'Remove a passkey (it signs in no more)',
    description: `Sends the security mail. The optional JSON body \`{ "password" }\`: ${RECENT} Another user's or an unknown id → 404.`,
    signedIn: true,
    pathParams: {
      id: { schema: z.string(), description: 'The `id` of an entry of GET /api/auth/passkeys.' },
    },
    body: z.object({ password: z.string().optional() }),
    procedure: authRouter.passkeys.remove,
    status: 200,
    errors: [404, 429],
    call: async (api, r) => {
      const id = idParam(r.param('id'));
      return api.auth.passkeys.remove(r.header('content-type') ? await r.body({ id }) : untrusted({ id }));
    },
  },
  {
    method: 'post',
    path: '/api/auth/passkeys/sign-in-options',
    operationId: 'passkeySignInOptions',
    summary: 'Start signing in with a passkey: the options for navigator.credentials.get()',
    description:
      'No e-mail address: the request options as JSON (`PublicKeyCredential.parseRequestOptionsFromJSON`) with a new challenge (single use, 5 minutes), the RP id, user verification required and no allowed credentials, so the browser offers the site’s discoverable passkeys. An address whose sign-in budget is spent → 429.',
    procedure: authRouter.passkeys.signInOptions,
    status: 200,
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/auth/passkeys/sign-in',
    operationId: 'signInWithPasskey',
    summary: 'Sign in with a passkey',
    description: `${ANSWER} A right answer counts as both factors: the session cookie is set, also for an account with two-factor sign-in. A wrong answer or an unknown or removed passkey → 401, counted against the client address like a wrong password (→ 429); a locked account → 403.`,
    body: 'input',
    procedure: authRouter.passkeys.signIn,
    status: 200,
    errors: [401, 429],
  },
  {
    method: 'post',
    path: '/api/auth/2fa/passkey-options',
    operationId: 'passkeySecondFactorOptions',
    summary: 'Second step of sign-in with a passkey: the options',
    description:
      'For the pending sign-in of POST /api/auth/login (the `ww_2fa` cookie): the request options with a new challenge and the account’s passkeys as the allowed credentials. No or an expired pending sign-in → 401; the account has no passkey → 404.',
    procedure: authRouter.passkeys.secondFactorOptions,
    status: 200,
    errors: [401, 404],
  },
  {
    method: 'post',
    path: '/api/auth/2fa/passkey',
    operationId: 'verifyTwoFactorPasskey',
    summary: 'Second step of sign-in: a passkey instead of a code',
    description: `Completes the pending sign-in like POST /api/auth/2fa/verify with a passkey of the account. ${ANSWER} Sets the session cookie. A wrong answer or another account's passkey → 401, throttled like codes → 429; no or an expired pending sign-in → 401.`,
    body: 'input',
    procedure: authRouter.passkeys.verify,
    status: 200,
    errors: [401, 429],
  },
]);
