/**
 * Passkeys (issue 37, decision 0083): WebAuthn credentials added in the settings, signing in without the
 * e-mail address (discoverable credentials, user verification required) or serving as the second factor.
 * The browser's answers travel as the JSON forms of WebAuthn Level 3 (`PublicKeyCredential.toJSON()`).
 */
import { z } from 'zod';
import { messageId } from './messages';
import { lineField, textField } from './text';

export const PASSKEY_NAME_MAX = 60;
/** Passkeys a user may hold at once. */
export const PASSKEYS_MAX = 20;
/** How long a challenge may be answered (the browser's own timeout is a little shorter). */
export const PASSKEY_CHALLENGE_MS = 5 * 60 * 1000;

const invalid = messageId('passkey.invalidResponse');
/** A base64url value of the answer (bounded: an attestation with certificates stays far below). */
const base64url = (max: number) =>
  textField({ error: invalid })
    .max(max, invalid)
    .regex(/^[A-Za-z0-9_-]*$/, invalid);
const shortText = textField({ error: invalid }).max(64, invalid);
/** What both answers carry around their `response`. */
const credential = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key', { error: invalid }),
  authenticatorAttachment: shortText.optional(),
  clientExtensionResults: z.record(shortText, z.unknown()).default({}),
};

/** What `navigator.credentials.create()` answered, as JSON. */
export const registrationResponseSchema = z.object(
  {
    ...credential,
    response: z.object(
      {
        clientDataJSON: base64url(4000),
        attestationObject: base64url(60_000),
        authenticatorData: base64url(4000).optional(),
        publicKey: base64url(4000).optional(),
        publicKeyAlgorithm: z.number({ error: invalid }).int().optional(),
        transports: z.array(shortText).max(10, invalid).optional(),
      },
      { error: invalid },
    ),
  },
  { error: invalid },
);

/** What `navigator.credentials.get()` answered, as JSON. */
export const authenticationResponseSchema = z.object(
  {
    ...credential,
    response: z.object(
      {
        clientDataJSON: base64url(4000),
        authenticatorData: base64url(4000),
        signature: base64url(4000),
        userHandle: base64url(200).optional(),
      },
      { error: invalid },
    ),
  },
  { error: invalid },
);

export const passkeyNameField = lineField({ error: messageId('passkey.nameRequired') })
  .trim()
  .min(1, messageId('passkey.nameRequired'))
  .max(PASSKEY_NAME_MAX, messageId('passkey.nameTooLong'));

/** The password, when the session's sign-in is older than 15 minutes (decision 0048). */
const recentPassword = textField().max(1000).optional();

export const passkeyRegistrationOptionsInput = z.object({ password: recentPassword });
export const passkeyAddInput = z.object({
  name: passkeyNameField,
  response: registrationResponseSchema,
  password: recentPassword,
});
export type PasskeyAddInput = z.input<typeof passkeyAddInput>;
export const passkeyRemoveInput = z.object({ id: z.number().int().positive(), password: recentPassword });
export const passkeyAnswerInput = z.object({ response: authenticationResponseSchema });
export type PasskeyAnswerInput = z.input<typeof passkeyAnswerInput>;

/**
 * The options for the browser's `navigator.credentials.create()`/`get()` in their JSON form (challenge,
 * relying party, user, allowed and excluded credentials, user verification …), as the WebAuthn JSON API
 * (`PublicKeyCredential.parseCreationOptionsFromJSON`) and SimpleWebAuthn's browser part read them.
 */
export const passkeyOptionsSchema = z.object({ options: z.record(z.string(), z.unknown()) });

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.date(),
  lastUsedAt: z.date().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeysSchema = z.object({ passkeys: z.array(passkeySchema) });
