/**
 * The one place that maps errors to HTTP for /api (DESIGN.md §4): a status and a JSON body
 * `{ message, code?, issues? }` that never echoes submitted values nor shows internal text.
 */
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { ErrorBody } from '@wurzelwerk/shared';
import { INVALID_CHARS_MESSAGE } from '@wurzelwerk/shared';
import { RETRY_AFTER_SECONDS } from '../db/health';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  GENERIC_ERROR_MESSAGE,
  HttpError,
  httpErrorBody,
  isDatabaseUnavailable,
  logInternal,
  publicErrorBody,
  RetryAfter,
} from '../errors';

export { HttpError, logInternal };

export const HTTP_MESSAGES = {
  malformedJson: 'Der Anfragetext ist kein gültiges JSON.',
  notAnObject: 'Der Anfragetext muss ein JSON-Objekt sein.',
  notJson: 'Der Anfragetext muss JSON sein (Content-Type: application/json).',
  tooLarge: 'Der Anfragetext ist größer als 1 MB.',
  badOrigin: 'Anfrage von fremdem Ursprung abgelehnt.',
  notFound: 'Nicht gefunden.',
  noHost: 'Die Anfrage braucht eine gültige Host-Kopfzeile.',
  badUrl: 'Die Adresse enthält unzulässige Zeichen.',
  invalidChars: INVALID_CHARS_MESSAGE,
  tooDeep: 'Die Eingabe ist zu tief verschachtelt.',
  badTransform:
    'Die Eingabe enthält superjson-Angaben, die der Server nicht annimmt (erlaubt sind undefined, Zahlen und Datumswerte).',
  methodNotAllowed: 'Diese Methode ist für diesen Aufruf nicht erlaubt.',
} as const;

/** Status and code of each refusal above. */
const HTTP_STATUS: Record<keyof typeof HTTP_MESSAGES, { status: number; code: string }> = {
  malformedJson: { status: 400, code: 'BAD_REQUEST' },
  notAnObject: { status: 400, code: 'BAD_REQUEST' },
  notJson: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  tooLarge: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  badOrigin: { status: 403, code: 'FORBIDDEN' },
  notFound: { status: 404, code: 'NOT_FOUND' },
  noHost: { status: 400, code: 'BAD_REQUEST' },
  badUrl: { status: 400, code: 'BAD_REQUEST' },
  invalidChars: { status: 400, code: 'BAD_REQUEST' },
  tooDeep: { status: 400, code: 'BAD_REQUEST' },
  badTransform: { status: 400, code: 'BAD_REQUEST' },
  methodNotAllowed: { status: 405, code: 'METHOD_NOT_SUPPORTED' },
};

/** One of the HTTP-level refusals, with its status, code and German message (and the field it is about). */
export function httpError(kind: keyof typeof HTTP_MESSAGES, path?: string): HttpError {
  const { status, code } = HTTP_STATUS[kind];
  const message = HTTP_MESSAGES[kind];
  return new HttpError(status, message, code, path === undefined ? undefined : [{ path, message }]);
}

/**
 * The body of a JSON reply. Frozen (immutable, shared) data, such as the asset catalog's lists, is
 * serialised and UTF-8-encoded once: Bun sends the same bytes for every request of it.
 */
const frozenBodies = new WeakMap<object, Uint8Array<ArrayBuffer>>();
const encoder = new TextEncoder();

export function jsonBody(data: unknown): string | Uint8Array<ArrayBuffer> {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data);
  let body = frozenBodies.get(data);
  if (body === undefined) {
    if (!Object.isFrozen(data)) return JSON.stringify(data);
    body = encoder.encode(JSON.stringify(data));
    frozenBodies.set(data, body);
  }
  return body;
}

export function jsonResponse(data: unknown, status = 200, headers = new Headers()): Response {
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Cache-Control', 'no-store');
  return new Response(jsonBody(data), { status, headers });
}

function describe(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) return { status: error.status, body: httpErrorBody(error) };
  if (error instanceof TRPCError) {
    if (error.code === 'INTERNAL_SERVER_ERROR' && isDatabaseUnavailable(error.cause)) return unavailable();
    return { status: getHTTPStatusCodeFromError(error), body: publicErrorBody(error) };
  }
  if (isDatabaseUnavailable(error)) return unavailable();
  return { status: 500, body: { message: GENERIC_ERROR_MESSAGE, code: 'INTERNAL_SERVER_ERROR' } };
}

function unavailable() {
  return { status: 503, body: { message: DATABASE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' } };
}

/**
 * The reply to an error. A 5xx is logged (redacted, logInternal) and its body names the log line's
 * errorId; `where` says in the log which route failed.
 */
export function errorResponse(error: unknown, headers = new Headers(), where = 'api'): Response {
  const { status, body } = describe(error);
  if (status >= 500) body.errorId = logInternal(error, where);
  const retry =
    error instanceof TRPCError && error.cause instanceof RetryAfter
      ? error.cause.seconds
      : status === 503
        ? RETRY_AFTER_SECONDS
        : undefined;
  if (retry !== undefined) headers.set('Retry-After', String(retry));
  return jsonResponse(body, status, headers);
}
