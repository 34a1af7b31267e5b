/** Request plumbing shared by the /api adapters: JSON bodies and calling a procedure. */

import { createCaller } from '../routers';
import { createContext, type Services } from '../trpc/context';
import { errorResponse, HTTP_MESSAGES, HttpError, jsonResponse } from './errors';

export const MAX_BODY_BYTES = 1024 * 1024;

/** Reads a JSON body: 415 when it is not JSON, 413 when over 1 MB, 400 when malformed. */
export async function readJson(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type))
    throw new HttpError(415, HTTP_MESSAGES.notJson, 'UNSUPPORTED_MEDIA_TYPE');
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES) {
    throw new HttpError(413, HTTP_MESSAGES.tooLarge, 'PAYLOAD_TOO_LARGE');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, HTTP_MESSAGES.malformedJson, 'BAD_REQUEST');
  }
}

/**
 * A JSON body that holds the fields of a procedure's input: valid JSON that is no object (an array, a
 * number, null) is refused with 400 like malformed JSON, whatever the procedure's fields.
 */
export async function readJsonObject<T = Record<string, unknown>>(request: Request): Promise<T> {
  const body = await readJson(request);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, HTTP_MESSAGES.notAnObject, 'BAD_REQUEST');
  return untrusted<T>(body);
}

export type Caller = ReturnType<typeof createCaller>;

/** The part of Elysia's handler context an adapter passes on. */
export interface RestRequest {
  request: Request;
  /** Absent when the app is called through `app.handle` (tests), present behind Bun.serve. */
  server?: { requestIP(request: Request): { address: string } | null } | null;
}

/** Marks a parsed body as the procedure's input type: the procedure validates it with its zod schema. */
export const untrusted = <T>(value: unknown): T => value as T;

/**
 * Runs one procedure for a REST request through the same caller as tRPC and turns its result or error
 * into a response. This is all an adapter does: no business logic here.
 */
export function createRestHandler(services: Services) {
  return async (
    { request, server }: RestRequest,
    run: (caller: Caller) => Promise<unknown>,
    status = 200,
  ): Promise<Response> => {
    const resHeaders = new Headers();
    try {
      const socketAddress = server?.requestIP(request)?.address;
      const ctx = await createContext({ services, request, resHeaders, socketAddress });
      return jsonResponse(await run(createCaller(ctx)), status, resHeaders);
    } catch (error) {
      return errorResponse(error, resHeaders);
    }
  };
}

export type RestHandler = ReturnType<typeof createRestHandler>;
