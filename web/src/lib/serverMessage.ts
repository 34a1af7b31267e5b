/**
 * The text a failed call shows: the message our server sent (already in the reader's language), else a
 * fallback in the page's language. A tRPC client error almost always has a `message`, but for a network
 * failure ("Failed to fetch"), a proxy's HTML 502 or a bare 413 that is tRPC's or the browser's own
 * technical English, not something our server said — those get the fallback.
 */
import type { TRPCClientError } from '@trpc/client';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isOnline } from './online';

export function failureMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/**
 * `failureMessage` with the generic fallback ("Es ist ein Fehler aufgetreten") in the page's language — or,
 * for a call that failed without an answer while the browser is offline, that it is offline (decision 0084).
 */
export function useFailureText(): (error: unknown) => string {
  const intl = useIntl();
  return useCallback(
    (error: unknown) =>
      failureMessage(error, intl.formatMessage({ id: isOnline() ? 'error.generic' : 'error.offline' })),
    [intl],
  );
}

/**
 * A tRPC client's error, known by the name tRPC gives it: this module is on every page's first load (the
 * toasts use it), and importing tRPC's class would bring the whole tRPC client there (~6 KB gzip), which
 * the public pages do without (decision 0022).
 */
function isTrpcClientError(error: unknown): error is TRPCClientError<never> {
  return error instanceof Error && error.name === 'TRPCClientError';
}

/** The message of an error that our server answered with, or undefined for any other failure. */
export function serverMessage(error: unknown): string | undefined {
  if (!isTrpcClientError(error)) return undefined;
  // Our tRPC error formatter (server/src/trpc/init.ts) sends `data` with the tRPC code and HTTP status;
  // its `message` is always meant for the user (internal text never leaves the server).
  const data: unknown = error.data;
  if (isRecord(data) && typeof data.code === 'string' && typeof data.httpStatus === 'number') {
    return nonEmpty(error.message);
  }
  // Refused by our HTTP layer before tRPC ran (403 foreign origin, 413 body over 1 MB): a non-OK status with
  // the REST error body `{ message, code }` (docs/design.md §4), which the tRPC client cannot read as a reply.
  const meta: unknown = error.meta;
  if (isRecord(meta) && meta.response instanceof Response && !meta.response.ok) {
    const body = meta.responseJSON;
    if (isRecord(body) && typeof body.message === 'string' && isErrorCode(body.code)) {
      return nonEmpty(body.message);
    }
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The codes of our error bodies: 'FORBIDDEN', 'PAYLOAD_TOO_LARGE', … */
function isErrorCode(value: unknown): boolean {
  return typeof value === 'string' && /^[A-Z][A-Z_]*$/.test(value);
}

function nonEmpty(text: string): string | undefined {
  return text.trim() === '' ? undefined : text;
}
