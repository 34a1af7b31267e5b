/** The one tRPC bootstrap: router, procedures and the caller factory. */
import { initTRPC, TRPCError } from '@trpc/server';
import { type ErrorBody, messageText, type User } from '@wurzelwerk/shared';
import { errorIdOf } from '../errorLog';
import { clientError, isDatabaseUnavailable, publicErrorBody } from '../errors';
import { type Locale, setZodMessageIds } from '../i18n';
import { trpcCalls, trpcDuration } from '../metrics';
import type { Context } from './context';
import { transformer } from './transformer';

// Zod's own messages — a missing field, a wrong type, a value out of range where a schema has no text of
// its own — as message ids, rendered in the request's language by the error formatter like the schemas' own.
setZodMessageIds();

export const NOT_SIGNED_IN = {
  de: messageText('de', 'auth.notSignedIn'),
  en: messageText('en', 'auth.notSignedIn'),
} as const;

/** The context inside a protectedProcedure: the user is known. */
export type AuthedContext = Context & { user: User };

/**
 * The language of each error's reply, noted by the handler's onError (app.ts), which sees the request
 * even where no context was made (tRPC's own refusals, a failed context).
 */
const replyLocales = new WeakMap<TRPCError, Locale>();
export function replyLocale(error: TRPCError, locale: Locale): void {
  replyLocales.set(error, locale);
}

/**
 * The body of a tRPC error. tRPC's own refusals — an unknown procedure, the wrong method, a body that
 * is not JSON — repeat the request's path or Content-Type in English; they get the API's texts instead,
 * like the same refusals under /api.
 */
function trpcErrorBody(error: TRPCError, type: string, locale: Locale): ErrorBody {
  const own = tRPCRefusal(error, type);
  return own
    ? { message: messageText(locale, `http.${own}`), code: error.code }
    : publicErrorBody(error, locale);
}

function tRPCRefusal(
  error: TRPCError,
  type: string,
): 'methodNotAllowed' | 'notJson' | 'notFound' | 'malformedJson' | undefined {
  switch (error.code) {
    case 'METHOD_NOT_SUPPORTED':
      return 'methodNotAllowed';
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'notJson';
    case 'NOT_FOUND':
      // No procedure at the path: tRPC reports the call's type as unknown.
      return type === 'unknown' ? 'notFound' : undefined;
    case 'BAD_REQUEST':
      // tRPC's JSON.parse of the body or of `?input=` failed; its message quotes the text.
      return error.cause instanceof SyntaxError ? 'malformedJson' : undefined;
  }
  return undefined;
}

const t = initTRPC.context<Context>().create({
  transformer,
  isDev: false,
  errorFormatter({ shape, error, type, ctx }) {
    const body = trpcErrorBody(error, type, replyLocales.get(error) ?? ctx?.locale ?? 'de');
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

/**
 * A failure as the client sees it (errors.ts clientError): a lost database connection becomes the 503.
 * Every call is counted and timed by its procedure's path (metrics.ts) — a path of the router, since only
 * an existing procedure gets here. After a mutation, nothing its caller reads next is cached from before it
 * (settled, below).
 */
const errorTranslation = t.middleware(async ({ path, type, ctx, next }) => {
  const started = performance.now();
  const result = await next();
  if (type === 'mutation') await settled(ctx, path, result);
  let code = 'OK';
  if (!result.ok) {
    const failure = clientError(result.error);
    code = failure instanceof TRPCError ? failure.code : 'INTERNAL_SERVER_ERROR';
    countCall(path, code, started);
    if (failure !== result.error) throw failure;
    return result;
  }
  countCall(path, code, started);
  return result;
});

/**
 * What a read after a mutation must not find cached from before it (decision 0101). The caller's own
 * dashboard is dropped here at once (a user's own writes change no one else's); the console's writes (the
 * admin router) reach other users' too, so their reply waits until this process heard its commits' messages
 * (db/bus.ts settle). Nothing after a lost database: nothing was committed, and a marker would only wait for
 * its timeout.
 */
async function settled(
  ctx: Context,
  path: string,
  result: { ok: true } | { ok: false; error: TRPCError },
): Promise<void> {
  if (!result.ok && isDatabaseUnavailable(result.error)) return;
  if (ctx.user) ctx.services.dashboards.receive({ kind: 'dashboards', ids: [ctx.user.id] });
  if (path.startsWith('admin.')) await ctx.services.database.bus.settle();
}

function countCall(procedure: string, code: string, started: number): void {
  trpcCalls.labels(procedure, code).inc();
  trpcDuration.labels(procedure).observe((performance.now() - started) / 1000);
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(errorTranslation);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user)
    throw new TRPCError({ code: 'UNAUTHORIZED', message: messageText(ctx.locale, 'auth.notSignedIn') });
  // tRPC merges this into the context; only the narrowed user is passed.
  return next({ ctx: { user: ctx.user } });
});
