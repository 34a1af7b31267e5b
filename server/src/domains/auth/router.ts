import {
  accountSuccessSchema,
  changePasswordInput,
  loginInput,
  loginResultSchema,
  passwordResetConfirmInput,
  passwordResetInput,
  reauthenticateInput,
  registerInput,
  sessionEnvelope,
  tokenInput,
  userEnvelope,
} from '@wurzelwerk/shared';
import { z } from 'zod';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init';
import { anyone, signedIn } from '../../trpc/procedures';
import { cancelEmailChangeByLink, resendVerification, verifyEmail } from './emails';
import { passkeysRouter } from './passkeyRouter';
import { changePassword, confirmPasswordReset, requestPasswordReset } from './passwords';
import { reauthenticate } from './reauth';
import { devicesRouter, twoFactorRouter } from './securityRouter';
import { currentSession, login, register } from './service';

export const authRouter = router({
  register: publicProcedure
    .input(registerInput)
    .output(userEnvelope)
    .mutation(async ({ ctx, input }) => ({ user: await register(ctx, input) })),

  login: anyone.mutation(loginInput, loginResultSchema, login),

  /** Ends the current session on the server; succeeds also without one. */
  logout: publicProcedure.output(z.object({ success: z.literal(true) })).mutation(async ({ ctx }) => {
    await ctx.services.sessions.end(ctx.sessionId, ctx.resHeaders);
    return { success: true as const };
  }),

  /**
   * The password again: opens the sensitive actions (export, …) for 15 minutes in this session. Wrong →
   * BAD_REQUEST; throttled like sign-in.
   */
  reauthenticate: signedIn.mutation(reauthenticateInput, accountSuccessSchema, reauthenticate),

  /** Checks the current password, replaces it and ends every session of the user; the caller gets a new one. */
  changePassword: signedIn.mutation(changePasswordInput, accountSuccessSchema, changePassword),
  /**
   * "Forgot password": mails a reset link (valid 1 h) when an account has the address. The same answer
   * whether it has or not; throttled per address and per e-mail (TOO_MANY_REQUESTS).
   */
  requestPasswordReset: anyone.mutation(passwordResetInput, accountSuccessSchema, requestPasswordReset),

  /** Sets a new password with the link's token; ends every session of the user. A bad token → BAD_REQUEST. */
  confirmPasswordReset: anyone.mutation(
    passwordResetConfirmInput,
    accountSuccessSchema,
    confirmPasswordReset,
  ),

  /** Confirms an address (registration, or the new one of an e-mail change) with the link's token. */
  verifyEmail: anyone.mutation(tokenInput, accountSuccessSchema, verifyEmail),

  /** The cancel link of the notice to the old address: the pending e-mail change ends. A bad token → BAD_REQUEST. */
  cancelEmailChange: anyone.mutation(tokenInput, accountSuccessSchema, cancelEmailChangeByLink),

  /** Mails the signed-in user a new confirmation link; CONFLICT when the address is confirmed already. */
  resendVerification: signedIn.act(accountSuccessSchema, resendVerification),

  /** The signed-in user; 401 (UNAUTHORIZED) when there is none (the REST adapter's GET /api/auth/me). */
  me: protectedProcedure.output(userEnvelope).query(({ ctx }) => ({ user: ctx.user })),
  /** The web's session check: the signed-in user, or `user: null` when signed out (200, nothing logged). */
  session: anyone.read(sessionEnvelope, currentSession),

  twoFactor: twoFactorRouter,
  devices: devicesRouter,
  passkeys: passkeysRouter,
});
