/** tRPC procedures of the second factor and the signed-in devices (issue 18), nested in the auth router. */
import {
  accountSuccessSchema,
  deviceSessionsSchema,
  endedSessionsSchema,
  recoveryCodesSchema,
  sessionIdInput,
  twoFactorCodeInput,
  twoFactorDisableInput,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  twoFactorVerifyInput,
  userEnvelope,
} from '@wurzelwerk/shared';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init';
import { endDevice, endOtherDevices, listDevices } from './devices';
import {
  disableTwoFactor,
  enableTwoFactor,
  setupTwoFactor,
  twoFactorStatus,
  verifySignIn,
} from './twoFactor';

export const twoFactorRouter = router({
  /** Whether the second factor is on, and how many recovery codes are left. */
  status: protectedProcedure.output(twoFactorStatusSchema).query(({ ctx }) => twoFactorStatus(ctx)),
  /** A new secret and its otpauth:// URL; CONFLICT when the second factor is on already. */
  setup: protectedProcedure.output(twoFactorSetupSchema).mutation(({ ctx }) => setupTwoFactor(ctx)),
  /** Confirms the secret with a current code; answers the ten recovery codes (shown once). */
  enable: protectedProcedure
    .input(twoFactorCodeInput)
    .output(recoveryCodesSchema)
    .mutation(({ ctx, input }) => enableTwoFactor(ctx, input.code)),
  /** Turns the second factor off with the password and a current code. */
  disable: protectedProcedure
    .input(twoFactorDisableInput)
    .output(accountSuccessSchema)
    .mutation(({ ctx, input }) => disableTwoFactor(ctx, input)),
  /** Completes a pending sign-in (its cookie) with a code or a recovery code: the session starts. */
  verify: publicProcedure
    .input(twoFactorVerifyInput)
    .output(userEnvelope)
    .mutation(({ ctx, input }) => verifySignIn(ctx, input)),
});

export const devicesRouter = router({
  /** The user's sessions, newest use first; `current` marks this one. */
  list: protectedProcedure.output(deviceSessionsSchema).query(({ ctx }) => listDevices(ctx)),
  /** Ends one session by its id from the list; another user's or an unknown id → NOT_FOUND. */
  end: protectedProcedure
    .input(sessionIdInput)
    .output(accountSuccessSchema)
    .mutation(({ ctx, input }) => endDevice(ctx, input.id)),
  /** Ends every session of the user but this one. */
  endOthers: protectedProcedure.output(endedSessionsSchema).mutation(({ ctx }) => endOtherDevices(ctx)),
});
