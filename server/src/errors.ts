/**
 * What an error may tell the client. Shared by the tRPC error formatter and the REST error mapping
 * (rest/errors.ts), so both paths say the same: validation issues without submitted values, and never
 * internal text.
 */
import { TRPCError } from '@trpc/server';
import type { ErrorBody } from '@wurzelwerk/shared';
import { ZodError } from 'zod';

export const GENERIC_ERROR_MESSAGE =
  'Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut.';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Die Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.';
export const INVALID_INPUT_MESSAGE = 'Ungültige Eingabe';

/** Retry-After in seconds for a 429, carried on the TRPCError's cause. */
export class RetryAfter extends Error {
  constructor(readonly seconds: number) {
    super('retry later');
  }
}

export function tooManyRequests(message: string, seconds: number): TRPCError {
  return new TRPCError({ code: 'TOO_MANY_REQUESTS', message, cause: new RetryAfter(seconds) });
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
  // PostgreSQL ended a statement at its statement_timeout (or on a cancel request), or a session that
  // idled too long inside a transaction or at all.
  '57014',
  '25P03',
  '57P05',
]);

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

/** The issues of a failed validation, each path and message once. */
export function zodIssues(error: ZodError): NonNullable<ErrorBody['issues']> {
  const seen = new Set<string>();
  return error.issues.flatMap((issue) => {
    const path = issue.path.map(String).join('.');
    const key = `${path}\n${issue.message}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ path, message: issue.message }];
  });
}

/** The body a client may see for a tRPC error. */
export function publicErrorBody(error: TRPCError): ErrorBody {
  if (error.cause instanceof ZodError) {
    const issues = zodIssues(error.cause);
    return { message: issues[0]?.message ?? INVALID_INPUT_MESSAGE, code: 'BAD_REQUEST', issues };
  }
  if (error.code === 'INTERNAL_SERVER_ERROR') return { message: GENERIC_ERROR_MESSAGE, code: error.code };
  return { message: error.message, code: error.code };
}
