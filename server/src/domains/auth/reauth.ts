/**
 * Sensitive actions need the owner at the keyboard (issue 31; decision 0048): a sign-in or a password
 * confirmation of this session younger than 15 minutes, or the password in the request. The session
 * records when it last proved the password (`sessions.authenticated_at`: set at sign-in, and by every
 * right password of confirmPassword — the re-authentication below, an e-mail change, turning two-factor
 * off). Read from the database, not the session cache, so a confirmation on one process counts on all.
 */
import { TRPCError } from '@trpc/server';
import { messageId, messageText, REAUTH_REQUIRED, REAUTH_WINDOW_MS } from '@wurzelwerk/shared';
import { HttpError } from '../../errors';
import type { AuthedContext } from '../../trpc/init';
import { confirmPassword } from './secretCheck';

/**
 * Passes when this session proved the password within REAUTH_WINDOW_MS; else the 403 with the code
 * REAUTH_REQUIRED, on which the web asks for the password and tries again. With `password` (the request
 * carried it), that password is checked instead (throttled like sign-in; wrong → 400).
 */
export async function requireRecentAuth(ctx: AuthedContext, password?: string): Promise<void> {
  if (password !== undefined) {
    await confirmPassword(ctx, password, 'wrongPassword');
    return;
  }
  const at = ctx.sessionId ? await ctx.services.sessions.authenticatedAt(ctx.sessionId) : null;
  if (at && Date.now() - at.getTime() < REAUTH_WINDOW_MS) return;
  throw new TRPCError({
    code: 'FORBIDDEN',
    message: messageText(ctx.locale, 'auth.reauthRequired'),
    cause: new HttpError(403, messageId('auth.reauthRequired'), REAUTH_REQUIRED),
  });
}

/** POST /api/auth/reauthenticate: the password again; sensitive actions are open for 15 minutes. */
export async function reauthenticate(ctx: AuthedContext, input: { password: string }) {
  await confirmPassword(ctx, input.password, 'wrongPassword');
  return { success: true as const };
}
