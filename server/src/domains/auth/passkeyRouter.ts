/** tRPC procedures of passkeys (issue 37, decision 0083), nested in the auth router as `auth.passkeys`. */
import {
  accountSuccessSchema,
  passkeyAddInput,
  passkeyAnswerInput,
  passkeyOptionsSchema,
  passkeyRegistrationOptionsInput,
  passkeyRemoveInput,
  passkeySchema,
  passkeysSchema,
  userEnvelope,
} from '@wurzelwerk/shared';
import { router } from '../../trpc/init';
import { anyone, signedIn } from '../../trpc/procedures';
import { secondFactorOptions, signInOptions, signInWithPasskey, verifyWithPasskey } from './passkeySignIn';
import { addPasskey, listPasskeys, registrationOptions, removePasskey } from './passkeys';

export const passkeysRouter = router({
  /** The user's passkeys, newest first: name, creation and last use. */
  list: signedIn.read(passkeysSchema, listPasskeys),
  /** The options for creating a passkey (recent sign-in or the password). */
  registrationOptions: signedIn.mutation(
    passkeyRegistrationOptionsInput,
    passkeyOptionsSchema,
    registrationOptions,
  ),
  /** Stores the passkey the browser created for the options' challenge, under its name; a security mail. */
  add: signedIn.mutation(passkeyAddInput, passkeySchema, addPasskey),
  /** Removes a passkey (recent sign-in or the password); a security mail. Unknown → NOT_FOUND. */
  remove: signedIn.mutation(passkeyRemoveInput, accountSuccessSchema, removePasskey),
  /** The options for signing in with any discoverable passkey of the site. */
  signInOptions: anyone.act(passkeyOptionsSchema, signInOptions),
  /** Signs in with the passkey's answer: both factors at once, the session starts. */
  signIn: anyone.mutation(passkeyAnswerInput, userEnvelope, signInWithPasskey),
  /** The options for the pending sign-in's second factor: its user's passkeys. */
  secondFactorOptions: anyone.act(passkeyOptionsSchema, secondFactorOptions),
  /** Completes the pending sign-in with a passkey of its user, like a code. */
  verify: anyone.mutation(passkeyAnswerInput, userEnvelope, verifyWithPasskey),
});
