/** The one tRPC bootstrap: router, procedures and the caller factory. */
import { initTRPC, TRPCError } from '@trpc/server';
import type { ErrorBody, User } from '@wurzelwerk/shared';
import { z } from 'zod';
import { RETRY_AFTER_SECONDS } from '../db/health';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  errorIdOf,
  isDatabaseUnavailable,
  publicErrorBody,
  RetryAfter,
} from '../errors';
import { HTTP_MESSAGES } from '../rest/errors';
import type { Context } from './context';
import { transformer } from './transformer';

// Zod's own messages — a missing field, a wrong type, a value out of range where a schema has no text of
// its own — in German like every other message of the API (the configuration keeps English: env.ts).
z.config(z.locales.de());

export const NOT_SIGNED_IN = { de: 'Nicht angemeldet', en: 'Not signed in' } as const;

/** The context inside a protectedProcedure: the user is known. */
export type AuthedContext = Context & { user: User };

/**
 * The body of a tRPC error. tRPC's own refusals — an unknown procedure, the wrong method, a body that
 * is not JSON — repeat the request's path or Content-Type in English; they get the API's German texts
 * instead, like the same refusals under /api.
 */
function trpcErrorBody(error: TRPCError, type: string): ErrorBody {
  switch (error.code) {
    case 'METHOD_NOT_SUPPORTED':
      return { message: HTTP_MESSAGES.methodNotAllowed, code: error.code };
    case 'UNSUPPORTED_MEDIA_TYPE':
      return { message: HTTP_MESSAGES.notJson, code: error.code };
    case 'NOT_FOUND':
      // No procedure at the path: tRPC reports the call's type as unknown.
      if (type === 'unknown') return { message: HTTP_MESSAGES.notFound, code: error.code };
      break;
    case 'BAD_REQUEST':
      // tRPC's JSON.parse of the body or of `?input=` failed; its message quotes the text.
      if (error.cause instanceof SyntaxError)
        return { message: HTTP_MESSAGES.malformedJson, code: error.code };
      break;
  }
  return publicErrorBody(error);
}

const t = initTRPC.context<Context>().create({
  transformer,
  isDev: false,
  errorFormatter({ shape, error, type }) {
    const body = trpcErrorBody(error, type);
    // A 5xx was logged by the handler's onError (app.ts); the reply names that log line.
    const errorId = errorIdOf(error);
    // `data.stack` and internal messages never leave the server.
    return {
      message: body.message,
      code: shape.code,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        // The path of a procedure that does not exist is only what the client typed.
        path: type === 'unknown' ? undefined : shape.data.path,
        issues: body.issues,
        ...(errorId === undefined ? {} : { errorId }),
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
