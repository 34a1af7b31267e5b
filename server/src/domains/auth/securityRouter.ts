/** tRPC procedures of the second factor and the signed-in devices (issue 18), nested in the auth router. */
import {
  accountSuccessSchema,
  deviceSessionsSchema,
  endedSessionsSchema,
  recoveryCodesSchema,
  sessionIdInput,
  tokenInput,
  twoFactorCodeInput,
  twoFactorDisableInput,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  twoFactorVerifyInput,
  userEnvelope,
} from '@wurzelwerk/shared';
import { router } from '../../trpc/init';
import { anyone, signedIn } from '../../trpc/procedures';
import { endDevice, endOtherDevices, listDevices } from './devices';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor, twoFactorStatus } from './twoFactor';
import { unlockCodes, verifySignIn } from './twoFactorSignIn';

export const twoFactorRouter = router({
  /** Whether the second factor is on, and how many recovery codes are left. */
  status: signedIn.read(twoFactorStatusSchema, twoFactorStatus),
  /** A new secret and its otpauth:// URL; CONFLICT when the second factor is on already. */
  setup: signedIn.act(twoFactorSetupSchema, setupTwoFactor),
  /** Confirms the secret with a current code; answers the ten recovery codes (shown once). */
  enable: signedIn.mutation(twoFactorCodeInput, recoveryCodesSchema, (ctx, { code }) =>
    enableTwoFactor(ctx, code),
  ),
  /** Turns the second factor off with the password and a current code. */
  disable: signedIn.mutation(twoFactorDisableInput, accountSuccessSchema, disableTwoFactor),
  /** Completes a pending sign-in (its cookie) with a code or a recovery code: the session starts. */
  verify: anyone.mutation(twoFactorVerifyInput, userEnvelope, verifySignIn),
  /** The unlock link of the mail sent after too many wrong codes: codes are checked again. */
  unlock: anyone.mutation(tokenInput, accountSuccessSchema, unlockCodes),
});

export const devicesRouter = router({
  /** The user's sessions, newest use first; `current` marks this one. */
  list: signedIn.read(deviceSessionsSchema, listDevices),
  /** Ends one session by its id from the list; another user's or an unknown id → NOT_FOUND. */
  end: signedIn.mutation(sessionIdInput, accountSuccessSchema, (ctx, { id }) => endDevice(ctx, id)),
  /** Ends every session of the user but this one. */
  endOthers: signedIn.act(endedSessionsSchema, endOtherDevices),
});
