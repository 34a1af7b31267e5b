/**
 * What an error may tell the client, and what the server log keeps of it. Shared by the tRPC error
 * formatter and the REST error mapping (rest/errors.ts), so both paths say the same: validation issues
 * without submitted values, never internal text, and for a 5xx an error id that the log line carries too.
 */
import { TRPCError } from '@trpc/server';
import { type ErrorBody, messageId, renderMessage } from '@wurzelwerk/shared';
import { ZodError } from 'zod';
import type { Locale } from './i18n';

type Issues = NonNullable<ErrorBody['issues']>;

/** Seconds a client is asked to wait (Retry-After) while the database is down (db/health.ts). */
export const RETRY_AFTER_SECONDS = 2;

/**
 * A refusal found before a procedure's schema sees the input: bad JSON, wrong content type, foreign
 * origin, size, characters PostgreSQL cannot store, superjson meta the server does not accept. The REST
 * mapping answers it with its status; over tRPC it is the cause of a TRPCError. Its message is a message id
 * (@wurzelwerk/shared messageId), rendered in the request's language when the reply is written.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly issues?: Issues,
  ) {
    super(message);
  }
}

/** Message ids, rendered in the request's language where the reply is written. */
export const GENERIC_ERROR_MESSAGE = messageId('error.internal');
export const DATABASE_UNAVAILABLE_MESSAGE = messageId('error.databaseUnavailable');
export const INVALID_INPUT_MESSAGE = messageId('error.invalidInput');

/** Retry-After in seconds for a 429 or 503, carried on the TRPCError's cause (and the failure behind it). */
export class RetryAfter extends Error {
  constructor(
    readonly seconds: number,
    cause?: unknown,
  ) {
    super('retry later', { cause });
  }
}

export function tooManyRequests(message: string, seconds: number): TRPCError {
  return new TRPCError({ code: 'TOO_MANY_REQUESTS', message, cause: new RetryAfter(seconds) });
}

/** The Retry-After of an error (429, 503), if it has one. */
export function retryAfterOf(error: unknown): number | undefined {
  return error instanceof TRPCError && error.cause instanceof RetryAfter ? error.cause.seconds : undefined;
}

/** The 503 of a database that cannot be reached, with Retry-After; `cause` is kept for the log. */
export function databaseUnavailable(cause: unknown): TRPCError {
  return new TRPCError({
    code: 'SERVICE_UNAVAILABLE',
    message: DATABASE_UNAVAILABLE_MESSAGE,
    cause: new RetryAfter(RETRY_AFTER_SECONDS, cause),
  });
}

/**
 * The one decision of what a failure means to the client, for /api and /trpc alike: a refusal or a
 * procedure's error stays as it is, a lost database (in any error, or as the cause of tRPC's wrapper)
 * becomes the 503 with Retry-After, anything else an internal error.
 */
export function clientError(error: unknown): TRPCError | HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') return error;
  const cause = error instanceof TRPCError ? error.cause : error;
  if (isDatabaseUnavailable(cause)) return databaseUnavailable(error);
  return error instanceof TRPCError ? error : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'ConnectionRefused',
  'ConnectionClosed',
  'FailedToOpenSocket',
  // db/guard.ts: the database is known to be down, gave no answer in time, or the request is over.
  'DATABASE_DOWN',
  'DATABASE_DEADLINE',
  'REQUEST_GONE',
  'COMMIT_UNKNOWN',
  // auth/throttleStore.ts: a throttle step did not get its turn in time (where it is not answered 429).
  'THROTTLE_BUSY',
  // PostgreSQL ended a statement at its statement_timeout (or on a cancel request), or a session that
  // idled too long inside a transaction or at all.
  '57014',
  '25P03',
  '57P05',
]);

/**
 * The status of a request whose client went away before its answer (nginx's "client closed request"): no
 * one reads the reply, and it is no fault of the server — logged as such (its request's line at `info`,
 * no error line) and counted apart from the 5xx.
 */
export const CLIENT_CLOSED_REQUEST = 499;

/** True when an error (or one of its causes) is the database layer refusing a call for a request that is over. */
export function clientWentAway(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    if ((e as { code?: unknown }).code === 'REQUEST_GONE') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** True when an error (or one of its causes) says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (CONNECTION_CODES.has(code)) return true;
      // SQLSTATE class 08 (connection exception) and 57P01–57P03 (server shutting down / starting).
      if (/^08...$/.test(code) || /^57P0[123]$/.test(code)) return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The name of the violated unique constraint (SQLSTATE 23505), or null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const { code, constraint_name, constraint } = e as {
      code?: string;
      constraint_name?: string;
      constraint?: string;
    };
    if (code === '23505') return constraint_name ?? constraint ?? 'unique';
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * The issues of a failed validation, each path and message once, in the request's language: a schema's
 * message and zod's own are message ids (docs/decisions/0061), rendered here.
 */
export function zodIssues(error: ZodError, locale: Locale = 'de'): Issues {
  const seen = new Set<string>();
  return error.issues.flatMap((issue) => {
    const path = issue.path.map(String).join('.');
    const key = `${path}\n${issue.message}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ path, message: renderMessage(locale, issue.message) }];
  });
}

/**
 * The body a client may see for a tRPC error, in the request's language: a message id is rendered in it,
 * a text a service made in it (messageText(ctx.locale, …)) stays as it is.
 */
export function publicErrorBody(error: TRPCError, locale: Locale = 'de'): ErrorBody {
  if (error.cause instanceof ZodError) {
    const issues = zodIssues(error.cause, locale);
    return {
      message: issues[0]?.message ?? renderMessage(locale, INVALID_INPUT_MESSAGE),
      code: 'BAD_REQUEST',
      issues,
    };
  }
  if (error.cause instanceof HttpError) return httpErrorBody(error.cause, locale);
  if (error.code === 'INTERNAL_SERVER_ERROR')
    return { message: renderMessage(locale, GENERIC_ERROR_MESSAGE), code: error.code };
  return { message: renderMessage(locale, error.message), code: error.code };
}

export function httpErrorBody(error: HttpError, locale: Locale = 'de'): ErrorBody {
  const message = renderMessage(locale, error.message);
  const issues = error.issues?.map((issue) => ({
    ...issue,
    message: renderMessage(locale, issue.message),
  }));
  return issues ? { message, code: error.code, issues } : { message, code: error.code };
}
