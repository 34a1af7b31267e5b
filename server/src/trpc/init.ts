/** The one tRPC bootstrap: router, procedures and the caller factory. */
import { initTRPC, TRPCError } from '@trpc/server';
import type { User } from '@wurzelwerk/shared';
import superjson from 'superjson';
import { z } from 'zod';
import { RETRY_AFTER_SECONDS } from '../db/health';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, publicErrorBody, RetryAfter } from '../errors';
import type { Context } from './context';

// Zod's own messages — a missing field, a wrong type, a value out of range where a schema has no text of
// its own — in German like every other message of the API (the configuration keeps English: env.ts).
z.config(z.locales.de());

export const NOT_SIGNED_IN = { de: 'Nicht angemeldet', en: 'Not signed in' } as const;

/** The context inside a protectedProcedure: the user is known. */
export type AuthedContext = Context & { user: User };

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  isDev: false,
  errorFormatter({ shape, error }) {
    const body = publicErrorBody(error);
    // `data.stack` and internal messages never leave the server.
    return {
      message: body.message,
      code: shape.code,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        issues: body.issues,
      },
    };
  },
});

/** Turns a lost database connection into a 503, and writes Retry-After for a 429. */
const errorTranslation = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok) {
    if (result.error.code === 'INTERNAL_SERVER_ERROR' && isDatabaseUnavailable(result.error.cause)) {
      ctx.resHeaders.set('Retry-After', String(RETRY_AFTER_SECONDS));
      throw new TRPCError({
        code: 'SERVICE_UNAVAILABLE',
        message: DATABASE_UNAVAILABLE_MESSAGE,
        cause: result.error,
      });
    }
    if (result.error.cause instanceof RetryAfter) {
      ctx.resHeaders.set('Retry-After', String(result.error.cause.seconds));
    }
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(errorTranslation);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: NOT_SIGNED_IN[ctx.locale] });
  // tRPC merges this into the context; only the narrowed user is passed.
  return next({ ctx: { user: ctx.user } });
});
