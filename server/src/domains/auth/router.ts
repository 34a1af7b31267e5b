import {
  accountSuccessSchema,
  changePasswordInput,
  loginInput,
  registerInput,
  sessionEnvelope,
  userEnvelope,
} from '@wurzelwerk/shared';
import { z } from 'zod';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init';
import { changePassword, currentSession, login, register } from './service';

export const authRouter = router({
  register: publicProcedure
    .input(registerInput)
    .output(userEnvelope)
    .mutation(async ({ ctx, input }) => ({ user: await register(ctx, input) })),

  login: publicProcedure
    .input(loginInput)
    .output(userEnvelope)
    .mutation(async ({ ctx, input }) => ({ user: await login(ctx, input) })),

  /** Ends the current session on the server; succeeds also without one. */
  logout: publicProcedure.output(z.object({ success: z.literal(true) })).mutation(async ({ ctx }) => {
    await ctx.services.sessions.end(ctx.sessionId, ctx.resHeaders);
    return { success: true as const };
  }),

  /** Checks the current password, replaces it and ends every session of the user; the caller gets a new one. */
  changePassword: protectedProcedure
    .input(changePasswordInput)
    .output(accountSuccessSchema)
    .mutation(({ ctx, input }) => changePassword(ctx, input)),
  /** The signed-in user; 401 (UNAUTHORIZED) when there is none (the REST adapter's GET /api/auth/me). */
  me: protectedProcedure.output(userEnvelope).query(({ ctx }) => ({ user: ctx.user })),
  /** The web's session check: the signed-in user, or `user: null` when signed out (200, nothing logged). */
  session: publicProcedure.output(sessionEnvelope).query(({ ctx }) => currentSession(ctx)),
});
