/**
 * The one place that maps errors to HTTP for /api (docs/design.md §4): a status and a JSON body
 * `{ message, code?, issues? }` that never echoes submitted values nor shows internal text.
 */
import type { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { INVALID_CHARS_MESSAGE, messageIds } from '@wurzelwerk/shared';
import { logInternal } from '../errorLog';
import {
  CLIENT_CLOSED_REQUEST,
  clientError,
  clientWentAway,
  HttpError,
  httpErrorBody,
  publicErrorBody,
  retryAfterOf,
} from '../errors';
import type { Locale } from '../i18n';

export { HttpError, logInternal };

/** The refusals' message ids (catalogue section `http`); the reply renders them in the request's language. */
export const HTTP_MESSAGES = {
  ...messageIds('http'),
  invalidChars: INVALID_CHARS_MESSAGE,
} as const;

/** The refusals that are not a 400 Bad Request, with their status and code. */
const NOT_BAD_REQUEST: Partial<Record<keyof typeof HTTP_MESSAGES, { status: number; code: string }>> = {
  notJson: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  tooLarge: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  badOrigin: { status: 403, code: 'FORBIDDEN' },
  notFound: { status: 404, code: 'NOT_FOUND' },
  methodNotAllowed: { status: 405, code: 'METHOD_NOT_SUPPORTED' },
};

/** One of the HTTP-level refusals, with its status, code and message id (and the field it is about). */
export function httpError(kind: keyof typeof HTTP_MESSAGES, path?: string): HttpError {
  const { status, code } = NOT_BAD_REQUEST[kind] ?? { status: 400, code: 'BAD_REQUEST' };
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

function describe(error: TRPCError | HttpError, locale: Locale) {
  if (error instanceof HttpError) return { status: error.status, body: httpErrorBody(error, locale) };
  return { status: getHTTPStatusCodeFromError(error), body: publicErrorBody(error, locale) };
}

/**
 * The reply to an error, in the request's language. A 5xx is logged (redacted, logInternal) and its body
 * names the log line's errorId; `where` says in the log which route failed.
 */
export function errorResponse(
  error: unknown,
  headers = new Headers(),
  where = 'api',
  locale: Locale = 'de',
): Response {
  const failure = clientError(error);
  const { body, ...described } = describe(failure, locale);
  // A client that went away reads nothing; its request is neither logged as an error nor a 5xx.
  const status = clientWentAway(error) ? CLIENT_CLOSED_REQUEST : described.status;
  if (status >= 500) body.errorId = logInternal(error, where);
  const retry = retryAfterOf(failure);
  if (retry !== undefined) headers.set('Retry-After', String(retry));
  return jsonResponse(body, status, headers);
}
