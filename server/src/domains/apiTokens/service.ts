/**
 * The signed-in user's personal API tokens (issue 34, decision 0069): create (the token shown once; the
 * recent sign-in or the password, like other sensitive actions), list (newest first, with the last use),
 * revoke. Only the token's SHA-256 is stored (auth/apiTokens.ts).
 */
import { TRPCError } from '@trpc/server';
import { API_TOKENS_MAX, type ApiToken, messageText } from '@wurzelwerk/shared';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { API_TOKEN_SHOWN, apiTokenHash, newApiToken } from '../../auth/apiTokens';
import { apiTokens } from '../../db/schema';
import type { AuthedContext } from '../../trpc/init';
import { requireRecentAuth } from '../auth/reauth';

const shown = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
};

/** A session only: a token cannot manage tokens (it never reaches these operations; this says so twice). */
function sessionOnly(ctx: AuthedContext) {
  if (ctx.apiTokenId != null)
    throw new TRPCError({ code: 'FORBIDDEN', message: messageText(ctx.locale, 'auth.apiTokenNotAllowed') });
}

export async function listApiTokens(ctx: AuthedContext): Promise<ApiToken[]> {
  sessionOnly(ctx);
  return ctx.db
    .select(shown)
    .from(apiTokens)
    .where(eq(apiTokens.userId, ctx.user.id))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

export async function createApiToken(
  ctx: AuthedContext,
  input: { name: string; password?: string | undefined },
) {
  sessionOnly(ctx);
  await requireRecentAuth(ctx, input.password);
  const [live] = await ctx.db
    .select({ n: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, ctx.user.id), isNull(apiTokens.revokedAt)));
  if ((live?.n ?? 0) >= API_TOKENS_MAX)
    throw new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, 'apiToken.tooMany') });
  const token = newApiToken();
  const [row] = await ctx.db
    .insert(apiTokens)
    .values({
      userId: ctx.user.id,
      name: input.name,
      tokenHash: apiTokenHash(token),
      prefix: token.slice(0, API_TOKEN_SHOWN),
    })
    .returning(shown);
  if (!row) throw new Error('api token not stored');
  return { ...row, token };
}

/** Revokes the user's token (again: no change); another user's or an unknown id → 404. */
export async function revokeApiToken(ctx: AuthedContext, input: { id: number }): Promise<ApiToken> {
  sessionOnly(ctx);
  const [existing] = await ctx.db
    .select(shown)
    .from(apiTokens)
    .where(and(eq(apiTokens.id, input.id), eq(apiTokens.userId, ctx.user.id)));
  if (!existing)
    throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'apiToken.notFound') });
  if (existing.revokedAt) return existing;
  const [row] = await ctx.db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(eq(apiTokens.id, input.id))
    .returning(shown);
  return row ?? existing;
}
